// sudoku.hpp in use: a move-only Board, optional results, no exceptions.
// Build: g++ -std=c++17 -fno-exceptions -Iinclude examples/cpp/board.cpp -Ltarget/release -lsudoku
// Exits 1 (with a message) if the library does not behave as documented.
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "sudoku.hpp"

static void expect(bool ok, const char *what) {
    if (!ok) {
        std::fprintf(stderr, "FAILED: %s\n", what);
        std::exit(1);
    }
}

int main() {
    const char *classic =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    std::printf("libsudoku %s\n", sudoku::version());

    sudoku::Board board(true);
    expect(board.valid(), "a new board");
    expect(board.set_string(classic) == SUDOKU_OK, "set_string");
    expect(board.count_solutions() == 1, "the classic puzzle is unique");
    expect(board.set(1, 3, 5) == SUDOKU_CONFLICT, "5 repeats in row 1");
    expect(!board.get(0, 1).has_value(), "row 0 is out of range");
    expect(board.candidates(1, 3) == (1 << 0 | 1 << 1 | 1 << 3), "r1c3 can take 1, 2 or 4");

    sudoku::Board moved = std::move(board);
    expect(!board.valid() && moved.valid(), "moving transfers the handle");
    expect(moved.solve() == SUDOKU_OK, "solve");
    std::printf("solved: %s\n", moved.to_string().c_str());
    expect(moved.trace().find("solved: 30 givens") != std::string::npos, "trace summary");

    sudoku::Status status = SUDOKU_OK;
    auto none = sudoku::solve("12x", &status);
    expect(!none && status == SUDOKU_ERR_PARSE, "a malformed puzzle");
    std::printf("solve(\"12x\"): %s (%s)\n", sudoku::status_text(status),
                sudoku::last_error().c_str());
    expect(sudoku::last_error() ==
               "'x' at position 3 is not a digit, a blank (. 0 _) or a separator",
           "the last error says why");

    auto count = sudoku::solve_limit(std::string(81, '.'), 3);
    expect(count && count->solutions == 3, "the empty grid has >= 3 solutions");
    std::printf("empty grid, limit 3: %lld solutions, %llu guesses\n",
                static_cast<long long>(count->solutions),
                static_cast<unsigned long long>(count->guesses));
    std::puts("all checks passed");
    return 0;
}
