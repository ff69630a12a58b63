/*
 * libsudoku for C++17: a header-only RAII wrapper over sudoku.h.
 *
 * sudoku::Board, sudoku::Game and sudoku::Variant each own one handle
 * (move-only; freed by the destructor). Failures come back as values: a SudokuStatus, or an
 * empty std::optional (with the status in an optional out-parameter), and
 * sudoku::last_error() says why; nothing here throws, so it builds with -fno-exceptions (functions that
 * return std::string or std::vector may still report allocation failure
 * the way your standard library does). Thread rules are those of sudoku.h:
 * one Board or Game per thread at a time; the free functions (solve,
 * solve_limit, solve_batch, rate, generate, hint_candidates,
 * generate_variant) and a Variant's const members may run on any thread.
 */
#ifndef SUDOKU_HPP
#define SUDOKU_HPP

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sudoku.h"

namespace sudoku {

using Status = SudokuStatus;

/// 81 cells ('1'-'9' or '.') and a NUL.
using Line = std::array<char, 82>;

/// The static English text of a status code: a NUL-terminated C string
/// (printf's %s takes it as is). Never free it.
inline const char *status_text(Status status) noexcept { return sudoku_status_str(status); }

/// The library version, e.g. "0.4.0", NUL-terminated. Never free it.
inline const char *version() noexcept { return sudoku_version(); }

/// Why the calling thread's last failed call failed, in English: what
/// went wrong and where ("puzzle has 5 cells, expected 81"); empty when
/// this thread has had no error. See sudoku_last_error.
inline std::string last_error() {
    std::string text(sudoku_last_error(nullptr, 0), '\0');
    if (!text.empty()) {
        sudoku_last_error(text.data(), text.size() + 1);
    }
    return text;
}

namespace detail {
/// A NUL-terminated copy of `text` (sudoku.h takes C strings).
inline std::string c_string(std::string_view text) { return std::string(text); }

/// Stores `s` in `*out` when `out` is not null; true when `s` is `ok`.
inline bool report(Status s, Status *out, Status ok = SUDOKU_OK) noexcept {
    if (out != nullptr) {
        *out = s;
    }
    return s == ok;
}
}  // namespace detail

/// The static English name of a technique id (SudokuRating::hardest,
/// SudokuHint::technique), NUL-terminated; "unknown technique" for other
/// numbers. Never free it.
inline const char *technique_name(int32_t technique) noexcept {
    return sudoku_technique_name(technique);
}

/// A hint's explanation, NUL-terminated (the struct owns the text).
inline const char *explanation(const SudokuHint &hint) noexcept { return hint.explanation; }

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

/// What solve_batch() found for one puzzle.
struct BatchResult {
    int64_t solutions;  ///< 0, 1 or 2 (2 = more than one); negative status on error
    Line first;         ///< the first solution found, when solutions >= 1
};

/// Solves every puzzle (81-character lines) on `threads` threads (0 = all
/// cores) with limit 2: one result per puzzle, in order. Returns
/// the status of sudoku_solve_batch: SUDOKU_OK, or SUDOKU_ERR_PARSE /
/// SUDOKU_LIMIT_REACHED with every other result filled in (a malformed
/// puzzle, or one not 81 characters long, gets solutions =
/// SUDOKU_ERR_PARSE).
inline Status solve_batch(const std::vector<std::string_view> &puzzles,
                          std::vector<BatchResult> &results, int32_t threads = 0) {
    results.assign(puzzles.size(), BatchResult{0, Line{}});
    if (puzzles.empty()) {
        return SUDOKU_OK;
    }
    // 81 bytes a puzzle; one of another length becomes 81 'x', which the
    // library reports as SUDOKU_ERR_PARSE for that slot.
    std::string packed(puzzles.size() * 81, 'x');
    for (std::size_t i = 0; i < puzzles.size(); i++) {
        if (puzzles[i].size() == 81) {
            packed.replace(i * 81, 81, puzzles[i]);
        }
    }
    std::vector<char> lines(puzzles.size() * 82, '\0');
    std::vector<int64_t> counts(puzzles.size(), 0);
    Status s = sudoku_solve_batch(packed.data(), puzzles.size(), 81, lines.data(), 82, threads,
                                  counts.data());
    if (s != SUDOKU_OK && s != SUDOKU_ERR_PARSE && s != SUDOKU_LIMIT_REACHED) {
        return s;
    }
    for (std::size_t i = 0; i < puzzles.size(); i++) {
        results[i].solutions = counts[i];
        if (counts[i] >= 1) {
            std::copy(lines.begin() + i * 82, lines.begin() + i * 82 + 82, results[i].first.begin());
        }
    }
    return s;
}

/// The rating of a puzzle with exactly one solution; nullopt with
/// `*status` set otherwise (SUDOKU_NOT_UNIQUE, SUDOKU_NO_SOLUTION, ...).
inline std::optional<SudokuRating> rate(std::string_view puzzle, Status *status = nullptr) {
    SudokuRating r{};
    Status s = sudoku_rate(detail::c_string(puzzle).c_str(), &r);
    return detail::report(s, status) ? std::optional<SudokuRating>(r) : std::nullopt;
}

/// A generated puzzle.
struct Generated {
    Line puzzle;          ///< the puzzle, '.' for blanks
    Line solution;        ///< its unique solution
    SudokuRating rating;  ///< its rating
};

/// Generates a puzzle from `seed` (see sudoku_generate_clues: `level` is a
/// SUDOKU_LEVEL_* value or SUDOKU_LEVEL_ANY, `symmetry` a SUDOKU_SYMMETRY_*
/// value, `clues` 0 for a minimal puzzle); nullopt with `*status` set
/// (SUDOKU_LIMIT_REACHED when the attempts ran out, SUDOKU_ERR_RANGE).
/// The defaults are the library's, so `generate(42)` is the puzzle of
/// `sudoku generate --seed 42` and of every other binding.
inline std::optional<Generated> generate(uint64_t seed, int32_t level = SUDOKU_LEVEL_ANY,
                                         int32_t symmetry = SUDOKU_GENERATE_DEFAULT_SYMMETRY,
                                         uint32_t max_attempts = SUDOKU_GENERATE_DEFAULT_ATTEMPTS,
                                         int32_t clues = 0, Status *status = nullptr) noexcept {
    Generated g{Line{}, Line{}, SudokuRating{}};
    Status s = sudoku_generate_clues(seed, level, symmetry, max_attempts, clues, g.puzzle.data(),
                                     g.solution.data(), g.puzzle.size(), &g.rating);
    return detail::report(s, status) ? std::optional<Generated>(g) : std::nullopt;
}

/// Options for generate_with: any score, any hardest technique,
/// SUDOKU_GENERATE_DEFAULT_SYMMETRY, a minimal puzzle,
/// SUDOKU_GENERATE_DEFAULT_ATTEMPTS attempts, no cancel flag. Set the
/// fields you need on the result.
inline SudokuGenerateOptions generate_options() noexcept {
    SudokuGenerateOptions o{};
    o.size = sizeof(SudokuGenerateOptions);
    o.min_score_tenths = 0;
    o.max_score_tenths = 0;
    o.hardest = -1;
    o.symmetry = SUDOKU_GENERATE_DEFAULT_SYMMETRY;
    o.clues = 0;
    o.max_attempts = SUDOKU_GENERATE_DEFAULT_ATTEMPTS;
    o.cancel = nullptr;
    return o;
}

/// Generates a puzzle on demand (see sudoku_generate_with): its score within
/// the options' bounds, its hardest step the technique asked for; nullopt
/// with `*status` set (SUDOKU_LIMIT_REACHED, SUDOKU_CANCELLED when
/// `*options.cancel` became non-zero, SUDOKU_ERR_RANGE).
inline std::optional<Generated> generate_with(uint64_t seed, const SudokuGenerateOptions &options,
                                              Status *status = nullptr) noexcept {
    Generated g{Line{}, Line{}, SudokuRating{}};
    Status s = sudoku_generate_with(seed, &options, g.puzzle.data(), g.solution.data(),
                                    g.puzzle.size(), &g.rating);
    return detail::report(s, status) ? std::optional<Generated>(g) : std::nullopt;
}

/// The next step on a 729-character pencil-mark puzzle (see
/// sudoku_hint_candidates); nullopt with `*status` set on failure.
inline std::optional<SudokuHint> hint_candidates(std::string_view marks,
                                                 Status *status = nullptr) {
    SudokuHint h{};
    Status s = sudoku_hint_candidates(detail::c_string(marks).c_str(), &h);
    return detail::report(s, status) ? std::optional<SudokuHint>(h) : std::nullopt;
}

namespace detail {
/// Reads a hint's chain with a length-then-fill chain function.
template <typename F>
std::optional<std::vector<SudokuChainNode>> chain(F call, Status *status) {
    std::size_t count = 0;
    Status s = call(nullptr, 0, &count);
    if (!report(s, status)) {
        return std::nullopt;
    }
    std::vector<SudokuChainNode> nodes(count);
    s = call(nodes.data(), nodes.size(), &count);
    if (!report(s, status)) {
        return std::nullopt;
    }
    nodes.resize(std::min(count, nodes.size()));
    return nodes;
}
}  // namespace detail

/// The chain of the hint on a 729-character pencil-mark puzzle (see
/// sudoku_hint_candidates_chain): empty unless that hint is a chain;
/// nullopt with `*status` set on failure.
inline std::optional<std::vector<SudokuChainNode>> hint_candidates_chain(
    std::string_view marks, Status *status = nullptr) {
    std::string text = detail::c_string(marks);
    return detail::chain(
        [&](SudokuChainNode *nodes, std::size_t cap, std::size_t *count) {
            return sudoku_hint_candidates_chain(text.c_str(), nodes, cap, count);
        },
        status);
}

/// A variant puzzle (sizes 4-16, jigsaw, diagonal, windoku, anti-knight,
/// anti-king, non-consecutive, killer cages): a SudokuVariant handle that
/// frees itself. Read one with Variant::parse (the text format of
/// sudoku_variant_parse) or Variant::parse_fpuzzles.
class Variant {
  public:
    /// The variant `text` describes; nullopt with `*status` set when it
    /// does not follow the format or its givens clash.
    static std::optional<Variant> parse(std::string_view text, Status *status = nullptr) {
        SudokuVariant *v = nullptr;
        Status s = sudoku_variant_parse(detail::c_string(text).c_str(), &v);
        return detail::report(s, status) ? std::optional<Variant>(Variant(v)) : std::nullopt;
    }
    /// The variant an f-puzzles puzzle describes: its JSON, the LZ-String
    /// base64 form of it, or an f-puzzles or SudokuPad link carrying that
    /// (sudoku_variant_parse_fpuzzles). nullopt with `*status` set when it
    /// cannot be read or holds a constraint with no equivalent here
    /// (SUDOKU_ERR_PARSE; last_error() names it).
    static std::optional<Variant> parse_fpuzzles(std::string_view text,
                                                 Status *status = nullptr) {
        SudokuVariant *v = nullptr;
        Status s = sudoku_variant_parse_fpuzzles(detail::c_string(text).c_str(), &v);
        return detail::report(s, status) ? std::optional<Variant>(Variant(v)) : std::nullopt;
    }
    ~Variant() { sudoku_variant_free(v_); }
    Variant(Variant &&other) noexcept : v_(std::exchange(other.v_, nullptr)) {}
    Variant &operator=(Variant &&other) noexcept {
        if (this != &other) {
            sudoku_variant_free(v_);
            v_ = std::exchange(other.v_, nullptr);
        }
        return *this;
    }
    Variant(const Variant &) = delete;
    Variant &operator=(const Variant &) = delete;

    /// The C handle (null once moved from).
    const SudokuVariant *native() const noexcept { return v_; }
    /// N: the grid is N x N.
    int size() const noexcept { return sudoku_variant_size(v_); }
    /// Counts solutions up to `limit`; the first goes to `*first` (N*N
    /// cell characters) when it is not null. `options` (see
    /// variant_options(); null: the defaults) bounds the guesses and the
    /// time and holds a cancel flag. nullopt with `*status` set on error
    /// (SUDOKU_ERR_BUDGET when the guesses or the time ran out,
    /// SUDOKU_ERR_CANCELLED).
    std::optional<int64_t> solve(int64_t limit = 2, std::string *first = nullptr,
                                 Status *status = nullptr,
                                 const SudokuVariantOptions *options = nullptr) const {
        std::array<char, SUDOKU_VARIANT_MAX_CELLS + 1> buf{};
        int64_t n = sudoku_variant_solve_with(v_, limit, buf.data(), buf.size(), options);
        if (n < 0) {
            detail::report(static_cast<Status>(n), status);
            return std::nullopt;
        }
        detail::report(SUDOKU_OK, status);
        if (first != nullptr && n > 0) {
            *first = std::string(buf.data());
        }
        return n;
    }
    /// The variant's rating (sudoku_variant_rate_with, within `options`
    /// when not null); nullopt with `*status` set when it has no unique
    /// solution, or was stopped (SUDOKU_LIMIT_REACHED, SUDOKU_CANCELLED).
    std::optional<SudokuRating> rate(Status *status = nullptr,
                                     const SudokuVariantOptions *options = nullptr) const noexcept {
        SudokuRating r{};
        Status s = sudoku_variant_rate_with(v_, &r, options);
        return detail::report(s, status) ? std::optional<SudokuRating>(r) : std::nullopt;
    }
    /// The variant as f-puzzles JSON (sudoku_variant_to_fpuzzles), which
    /// parse_fpuzzles reads back to the same variant. Empty for a
    /// moved-from Variant, and for a rule f-puzzles has no constraint for
    /// (slow-thermo, greater; last_error() names it).
    std::string to_fpuzzles() const {
        std::string json(sudoku_variant_to_fpuzzles(v_, nullptr, 0), '\0');
        if (!json.empty()) {
            sudoku_variant_to_fpuzzles(v_, json.data(), json.size() + 1);
        }
        return json;
    }

  private:
    explicit Variant(SudokuVariant *v) noexcept : v_(v) {}
    SudokuVariant *v_;
};

/// Options for the variant calls: the default guesses, no time limit, no
/// cancel flag. Set the fields you need on the result.
inline SudokuVariantOptions variant_options() noexcept {
    SudokuVariantOptions o{};
    o.size = sizeof(SudokuVariantOptions);
    o.max_guesses = 0;
    o.max_millis = 0;
    o.cancel = nullptr;
    return o;
}

/// A generated variant's whole description (sudoku_variant_generate_with,
/// within `options` when not null): `rules` is the text format without
/// givens, whose `rules` line may also say `jigsaw` and `killer`. nullopt
/// with `*status` set on failure (SUDOKU_CANCELLED when stopped by the
/// flag).
inline std::optional<std::string> generate_variant(uint64_t seed, std::string_view rules,
                                                   int32_t level = SUDOKU_LEVEL_ANY,
                                                   uint32_t max_attempts = 100,
                                                   Status *status = nullptr,
                                                   const SudokuVariantOptions *options = nullptr) {
    std::vector<char> buf(8192);
    Status s = sudoku_variant_generate_with(seed, detail::c_string(rules).c_str(), level,
                                            max_attempts, buf.data(), buf.size(), options);
    return detail::report(s, status) ? std::optional<std::string>(std::string(buf.data()))
                                     : std::nullopt;
}

/// A variant hint's explanation, NUL-terminated (the struct owns the text).
inline const char *explanation(const SudokuVariantHint &hint) noexcept {
    return hint.explanation;
}

/// A game in progress: a SudokuGame handle that frees itself. Make one
/// with Game::start (a puzzle with exactly one solution, or a Variant with
/// one) or Game::load (a save string).
class Game {
  public:
    /// A game on `puzzle`; nullopt with `*status` set when the puzzle is
    /// malformed, clashes, or has no unique solution.
    static std::optional<Game> start(std::string_view puzzle, Status *status = nullptr) {
        SudokuGame *g = nullptr;
        Status s = sudoku_game_new(detail::c_string(puzzle).c_str(), &g);
        return detail::report(s, status) ? std::optional<Game>(Game(g)) : std::nullopt;
    }
    /// A game on `variant` (which keeps its own handle); nullopt with
    /// `*status` set when it has no unique solution.
    static std::optional<Game> start(const Variant &variant, Status *status = nullptr) {
        SudokuGame *g = nullptr;
        Status s = sudoku_variant_game_new(variant.native(), &g);
        return detail::report(s, status) ? std::optional<Game>(Game(g)) : std::nullopt;
    }
    /// A game from a save() string; nullopt with `*status` set otherwise.
    static std::optional<Game> load(std::string_view saved, Status *status = nullptr) {
        SudokuGame *g = nullptr;
        Status s = sudoku_game_load(detail::c_string(saved).c_str(), &g);
        return detail::report(s, status) ? std::optional<Game>(Game(g)) : std::nullopt;
    }
    ~Game() { sudoku_game_free(g_); }
    Game(Game &&other) noexcept : g_(std::exchange(other.g_, nullptr)) {}
    Game &operator=(Game &&other) noexcept {
        if (this != &other) {
            sudoku_game_free(g_);
            g_ = std::exchange(other.g_, nullptr);
        }
        return *this;
    }
    Game(const Game &) = delete;
    Game &operator=(const Game &) = delete;

    /// The C handle, for calls this wrapper does not cover (null once
    /// moved from).
    SudokuGame *native() const noexcept { return g_; }

    /// N: the grid is N x N (9 for a classic game).
    int size() const noexcept { return sudoku_game_size(g_); }
    /// Enters `digit` (1..N, 0 erases) at 1-based (row, col).
    Status enter(int row, int col, int digit) noexcept {
        return sudoku_game_enter(g_, row, col, digit);
    }
    /// The digit shown at (row, col), 0 when empty; nullopt out of range.
    std::optional<int> digit(int row, int col) const noexcept {
        return non_negative(sudoku_game_digit(g_, row, col));
    }
    /// Whether (row, col) holds a given; nullopt out of range.
    std::optional<bool> is_given(int row, int col) const noexcept {
        int32_t v = sudoku_game_is_given(g_, row, col);
        return v < 0 ? std::nullopt : std::optional<bool>(v == 1);
    }
    /// The pencil-mark mask at (row, col); nullopt out of range.
    std::optional<int> pencil(int row, int col) const noexcept {
        return non_negative(sudoku_game_pencil(g_, row, col));
    }
    /// Sets the pencil marks at (row, col) to `mask` (0..2^N-1).
    Status set_pencil(int row, int col, int mask) noexcept {
        return sudoku_game_set_pencil(g_, row, col, mask);
    }
    /// Toggles pencil mark `digit` at (row, col).
    Status toggle_pencil(int row, int col, int digit) noexcept {
        return sudoku_game_toggle_pencil(g_, row, col, digit);
    }
    /// Fills every empty cell's pencil marks from the grid (one move).
    Status auto_pencil() noexcept { return sudoku_game_auto_pencil(g_); }
    /// Undoes the latest move; false when there is none.
    bool undo() noexcept { return sudoku_game_undo(g_) == 1; }
    /// Redoes the latest undone move; false when there is none.
    bool redo() noexcept { return sudoku_game_redo(g_) == 1; }
    /// Whether every cell holds the solution's digit.
    bool is_complete() const noexcept { return sudoku_game_is_complete(g_) == 1; }

    /// Entries that repeat a given (sudoku_conflicts).
    std::vector<SudokuConflict> conflicts() const {
        return list<SudokuConflict>(sudoku_conflicts);
    }
    /// Every pair of cells repeating a digit in a house, at least one an
    /// entry (sudoku_clashes): what a game highlights.
    std::vector<SudokuClash> clashes() const { return list<SudokuClash>(sudoku_clashes); }
    /// Cells (0..N*N-1) whose entry differs from the solution.
    std::vector<uint8_t> mistakes() const { return list<uint8_t>(sudoku_mistakes); }

    /// The hint for the player's grid (see sudoku_hint); nullopt with
    /// `*status` set on failure.
    std::optional<SudokuHint> hint(bool use_pencil, Status *status = nullptr) const noexcept {
        SudokuHint h{};
        Status s = sudoku_hint(g_, use_pencil ? 1 : 0, &h);
        return detail::report(s, status) ? std::optional<SudokuHint>(h) : std::nullopt;
    }
    /// The chain of that hint as nodes (see sudoku_hint_chain): empty for a
    /// hint that is not a chain; nullopt with `*status` set on failure.
    std::optional<std::vector<SudokuChainNode>> hint_chain(bool use_pencil,
                                                          Status *status = nullptr) const {
        const int32_t pencil = use_pencil ? 1 : 0;
        return detail::chain(
            [&](SudokuChainNode *nodes, std::size_t cap, std::size_t *count) {
                return sudoku_hint_chain(g_, pencil, nodes, cap, count);
            },
            status);
    }
    /// The hint on any game, classic or variant (see sudoku_variant_hint);
    /// nullopt with `*status` set on failure.
    std::optional<SudokuVariantHint> variant_hint(bool use_pencil,
                                                  Status *status = nullptr) const noexcept {
        SudokuVariantHint h{};
        Status s = sudoku_variant_hint(g_, use_pencil ? 1 : 0, &h);
        return detail::report(s, status) ? std::optional<SudokuVariantHint>(h) : std::nullopt;
    }
    /// The whole state as a save string ("" on error).
    std::string save() const {
        int32_t bytes = sudoku_game_save_bytes(g_);
        if (bytes <= 0) {
            return std::string();
        }
        std::vector<char> buf(static_cast<std::size_t>(bytes));
        if (sudoku_game_save(g_, buf.data(), buf.size()) != SUDOKU_OK) {
            return std::string();
        }
        return std::string(buf.data());
    }

  private:
    explicit Game(SudokuGame *g) noexcept : g_(g) {}
    static std::optional<int> non_negative(int32_t v) noexcept {
        return v < 0 ? std::nullopt : std::optional<int>(v);
    }
    /// Calls a count-then-fill list function of sudoku.h.
    template <typename T, typename F>
    std::vector<T> list(F fill) const {
        int32_t n = fill(g_, nullptr, 0);
        if (n <= 0) {
            return std::vector<T>();
        }
        std::vector<T> out(static_cast<std::size_t>(n));
        n = fill(g_, out.data(), out.size());
        out.resize(n < 0 ? 0 : static_cast<std::size_t>(n));
        return out;
    }
    SudokuGame *g_;
};

}  // namespace sudoku

#endif /* SUDOKU_HPP */
