// LeetCode 37 ("Sudoku Solver") on top of libsudoku.
//
// Reads a 9x9 board of chars from stdin ('1'-'9' givens, '.' blanks), in
// any layout: nine plain lines, or LeetCode's [["5","3",".",...],...] form;
// characters other than digits and '.' are ignored. Solves it through the
// C ABI and prints the board, one row per line.
//
// Build (one line):
//   g++ -std=c++17 -Wall -Wextra -Werror -Iinclude examples/cpp/leetcode.cpp
//       -Ltarget/release -lsudoku -Wl,-rpath,target/release -o leetcode
#include <iostream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "sudoku.h"

namespace {

// Owns a handle; sudoku_free runs however the scope is left.
using Handle = std::unique_ptr<Sudoku, decltype(&sudoku_free)>;

class Solution {
public:
    // LeetCode's signature. Returns the status so callers can see failures.
    SudokuStatus solveSudoku(std::vector<std::vector<char>>& board) {
        Handle sudoku(sudoku_new(false), &sudoku_free);
        if (!sudoku) {
            return SUDOKU_ERR_NULL;
        }
        std::string text;
        for (const auto& row : board) {
            text.append(row.begin(), row.end());
        }
        SudokuStatus status = sudoku_set_string(sudoku.get(), text.c_str());
        if (status == SUDOKU_OK) {
            status = sudoku_solve(sudoku.get());
        }
        if (status != SUDOKU_OK) {
            return status;
        }
        for (int32_t r = 0; r < 9; ++r) {
            for (int32_t c = 0; c < 9; ++c) {
                board[r][c] = static_cast<char>('0' + sudoku_get(sudoku.get(), r + 1, c + 1));
            }
        }
        return SUDOKU_OK;
    }
};

}  // namespace

int main() {
    std::string input{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    std::vector<std::vector<char>> board(9);
    std::size_t cells = 0;
    for (char ch : input) {
        if (ch == '.' || (ch >= '1' && ch <= '9')) {
            if (cells < 81) {
                board[cells / 9].push_back(ch);
            }
            ++cells;
        }
    }
    if (cells != 81) {
        std::cerr << "expected 81 cells, read " << cells << "\n";
        return 2;
    }
    SudokuStatus status = Solution().solveSudoku(board);
    if (status != SUDOKU_OK) {
        std::cout << sudoku_status_str(status) << "\n";
        return 1;
    }
    for (const auto& row : board) {
        std::cout << std::string(row.begin(), row.end()) << "\n";
    }
    return 0;
}
