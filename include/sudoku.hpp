/*
 * libsudoku for C++17: a header-only RAII wrapper over sudoku.h.
 *
 * sudoku::Board owns one handle (move-only; freed by the destructor).
 * Failures come back as values: a SudokuStatus, or an empty std::optional;
 * nothing here throws, so it builds with -fno-exceptions (functions that
 * return std::string may still report allocation failure the way your
 * standard library does). Thread rules are those of sudoku.h: one Board per
 * thread at a time; the free functions may run on any thread.
 */
#ifndef SUDOKU_HPP
#define SUDOKU_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "sudoku.h"

namespace sudoku {

using Status = SudokuStatus;

/// 81 cells ('1'-'9' or '.') and a NUL.
using Line = std::array<char, 82>;

/// The static English text of a status code.
inline std::string_view status_text(Status status) noexcept {
    return sudoku_status_str(status);
}

/// The library version, e.g. "0.2.0".
inline std::string_view version() noexcept { return sudoku_version(); }

namespace detail {
/// A NUL-terminated copy of `text` (sudoku.h takes C strings).
inline std::string c_string(std::string_view text) { return std::string(text); }
}  // namespace detail

/// A board: a Sudoku handle that frees itself.
class Board {
  public:
    /// An empty board; with `record_trace`, solve() records its steps.
    /// valid() is false only when the library could not allocate.
    explicit Board(bool record_trace = false) noexcept : s_(sudoku_new(record_trace)) {}
    ~Board() { sudoku_free(s_); }
    Board(Board &&other) noexcept : s_(std::exchange(other.s_, nullptr)) {}
    Board &operator=(Board &&other) noexcept {
        if (this != &other) {
            sudoku_free(s_);
            s_ = std::exchange(other.s_, nullptr);
        }
        return *this;
    }
    Board(const Board &) = delete;
    Board &operator=(const Board &) = delete;

    /// False after a failed allocation or once moved from.
    bool valid() const noexcept { return s_ != nullptr; }
    /// The C handle, for calls this wrapper does not cover.
    Sudoku *native() const noexcept { return s_; }

    /// Places `num` (1..9, 0 clears) at 1-based (row, col).
    Status set(int row, int col, int num) noexcept { return sudoku_set_num(s_, row, col, num); }
    /// Sets a whole row (0 = blank), all or nothing.
    Status set_row(int row, const std::array<int32_t, 9> &nums) noexcept {
        return sudoku_set_line(s_, row, nums.data(), nums.size());
    }
    /// Replaces the grid from puzzle text (81-char line or 9x9 block).
    Status set_string(std::string_view puzzle) {
        return sudoku_set_string(s_, detail::c_string(puzzle).c_str());
    }
    /// Solves in place; the grid is unchanged unless SUDOKU_OK.
    Status solve() noexcept { return sudoku_solve(s_); }
    /// Empties the grid and the trace.
    void clear() noexcept { sudoku_clear(s_); }

    /// The digit at (row, col), 0 for empty; nullopt when out of range.
    std::optional<int> get(int row, int col) const noexcept {
        return non_negative(sudoku_get(s_, row, col));
    }
    /// The candidate mask at (row, col), bit k = digit k+1.
    std::optional<int> candidates(int row, int col) const noexcept {
        return non_negative(sudoku_candidates(s_, row, col));
    }
    /// Solutions up to `limit` (>= 1); nullopt on error or when the
    /// library's guess budget runs out first.
    std::optional<int64_t> count_solutions(int64_t limit = 2) const noexcept {
        int64_t n = sudoku_count_solutions(s_, limit);
        return n < 0 ? std::nullopt : std::optional<int64_t>(n);
    }
    /// The grid as 81 characters and a NUL.
    std::optional<Line> line() const noexcept {
        Line out{};
        if (sudoku_to_string(s_, out.data(), out.size()) != SUDOKU_OK) {
            return std::nullopt;
        }
        return out;
    }
    /// The grid as a std::string of 81 characters ("" on error).
    std::string to_string() const {
        auto l = line();
        return l ? std::string(l->data(), 81) : std::string();
    }
    /// The latest solve's trace ("" when none was recorded).
    std::string trace() const {
        std::string out(sudoku_trace(s_, nullptr, 0), '\0');
        sudoku_trace(s_, out.data(), out.size() + 1);
        return out;
    }

  private:
    static std::optional<int> non_negative(int32_t v) noexcept {
        return v < 0 ? std::nullopt : std::optional<int>(v);
    }
    Sudoku *s_;
};

/// What solve_limit() found.
struct Count {
    int64_t solutions;  ///< 0..limit
    Line first;         ///< the first solution found, when solutions >= 1
    uint64_t guesses;   ///< guesses the search made
};

/// Solves `puzzle` without a board; nullopt with `*status` set on failure.
inline std::optional<Line> solve(std::string_view puzzle, Status *status = nullptr) {
    Line out{};
    Status s = sudoku_solve_str(detail::c_string(puzzle).c_str(), out.data(), out.size());
    if (status != nullptr) {
        *status = s;
    }
    return s == SUDOKU_OK ? std::optional<Line>(out) : std::nullopt;
}

/// Counts the solutions of `puzzle` up to `limit` with the fast engine;
/// nullopt with `*status` set (negative) on error.
inline std::optional<Count> solve_limit(std::string_view puzzle, int64_t limit = 2,
                                        Status *status = nullptr) {
    Count c{0, Line{}, 0};
    int64_t n = sudoku_solve_limit(detail::c_string(puzzle).c_str(), limit, c.first.data(),
                                   c.first.size(), &c.guesses);
    if (status != nullptr) {
        *status = n < 0 ? static_cast<Status>(n) : SUDOKU_OK;
    }
    if (n < 0) {
        return std::nullopt;
    }
    c.solutions = n;
    return c;
}

}  // namespace sudoku

#endif /* SUDOKU_HPP */
