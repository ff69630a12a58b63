// sudoku.hpp beyond the board: a game with entries, pencil marks, clashes,
// undo, save/load and hints; rating, generation, pencil-mark hints and
// batch solving. C++17, no exceptions.
// Build: g++ -std=c++17 -fno-exceptions -Iinclude examples/cpp/game.cpp -Ltarget/release -lsudoku
// Prints what it does; exits 1 (with a message) if the library does not
// behave as documented.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sudoku.hpp"

static int checks = 0;

static void expect(bool ok, const char *what) {
    checks++;
    if (!ok) {
        std::fprintf(stderr, "FAILED: %s\n", what);
        std::exit(1);
    }
}

int main() {
    const std::string_view classic =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const std::string_view solution =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    // Rating and technique names.
    SudokuStatus status = SUDOKU_ERR_PANIC;
    auto rating = sudoku::rate(classic, &status);
    expect(rating.has_value() && status == SUDOKU_OK, "rate the classic puzzle");
    expect(rating->level == SUDOKU_LEVEL_EASY, "the classic puzzle is easy");
    std::printf("rating: %d.%d %s\n", rating->score_tenths / 10, rating->score_tenths % 10,
                sudoku::technique_name(rating->hardest));
    expect(!sudoku::rate(std::string(81, '.'), &status) && status == SUDOKU_NOT_UNIQUE,
           "an empty grid is not rated");

    // Generation: deterministic, unique, of the level asked.
    auto made = sudoku::generate(42, SUDOKU_LEVEL_MEDIUM, SUDOKU_SYMMETRY_ROTATE180, 100, 0, &status);
    expect(made.has_value(), "generate a medium puzzle");
    expect(made->rating.level == SUDOKU_LEVEL_MEDIUM, "of the level asked");
    auto again = sudoku::generate(42, SUDOKU_LEVEL_MEDIUM, SUDOKU_SYMMETRY_ROTATE180);
    expect(again && again->puzzle == made->puzzle, "the same seed, the same puzzle");
    auto count = sudoku::solve_limit(made->puzzle.data(), 2);
    expect(count && count->solutions == 1 && count->first == made->solution, "unique, as reported");
    expect(!sudoku::generate(1, 7, SUDOKU_SYMMETRY_NONE, 1, 0, &status) && status == SUDOKU_ERR_RANGE,
           "level 7 is out of range");
    std::printf("generated: %s\n", made->puzzle.data());

    // Generation on demand: a score band, the hardest technique, a cancel flag.
    SudokuGenerateOptions options = sudoku::generate_options();
    options.min_score_tenths = 60;
    options.max_score_tenths = 74;
    auto banded = sudoku::generate_with(7, options, &status);
    expect(banded && banded->rating.score_tenths >= 60 && banded->rating.score_tenths <= 74,
           "a puzzle scored 6.0-7.4");
    std::printf("scored %d.%d: %s\n", banded->rating.score_tenths / 10,
                banded->rating.score_tenths % 10, banded->puzzle.data());
    options = sudoku::generate_options();
    options.hardest = 7; // X-Wing
    auto xwing = sudoku::generate_with(1, options, &status);
    expect(xwing && xwing->rating.hardest == 7, "a puzzle whose hardest step is an X-Wing");
    volatile int32_t cancel = 1;
    options.cancel = &cancel;
    expect(!sudoku::generate_with(1, options, &status) && status == SUDOKU_CANCELLED,
           "a set flag cancels");

    // A chain hint as data: play an X-chain puzzle's hints until the chain.
    options = sudoku::generate_options();
    options.hardest = 24; // X-chain
    auto xchain = sudoku::generate_with(1, options, &status);
    expect(xchain.has_value(), "a puzzle whose hardest step is an X-chain");
    auto chain_game = sudoku::Game::start(xchain->puzzle.data(), &status);
    expect(chain_game.has_value(), "start it");
    chain_game->auto_pencil();
    bool reached = false;
    for (int i = 0; i < 200 && !reached; ++i) {
        auto step = chain_game->hint(true);
        if (!step || step->kind != SUDOKU_HINT_STEP) {
            break;
        }
        auto chain = chain_game->hint_chain(true);
        expect(chain.has_value() && chain->empty() == (step->technique != 24),
               "only the chain step has nodes");
        if (step->technique == 24) {
            reached = chain->size() >= 4 && chain->back().link == SUDOKU_LINK_END;
            std::printf("chain: %zu nodes, %s\n", chain->size(), step->explanation);
            break;
        }
        for (int cell = 0; cell < 81; ++cell) {
            int row = cell / 9 + 1, col = cell % 9 + 1;
            if (step->placed[cell] != 0) {
                chain_game->enter(row, col, step->placed[cell]);
            } else if (step->eliminated[cell] != 0) {
                chain_game->set_pencil(row, col, *chain_game->pencil(row, col) & ~step->eliminated[cell]);
            }
        }
    }
    expect(reached, "the X-chain hint has its chain");
    auto none = sudoku::hint_candidates_chain("1", &status);
    expect(!none && status == SUDOKU_ERR_PARSE, "pencil marks are checked");

    // A game: entries, clashes, mistakes, hints, undo, save and load.
    auto game = sudoku::Game::start(classic, &status);
    expect(game.has_value() && status == SUDOKU_OK, "start a game");
    expect(!sudoku::Game::start(std::string(81, '.'), &status) && status == SUDOKU_NOT_UNIQUE,
           "a game needs a unique puzzle");
    expect(game->is_given(1, 1) == true && game->is_given(1, 3) == false, "givens");
    expect(game->enter(1, 1, 4) == SUDOKU_ERR_GIVEN, "a given cannot change");
    expect(game->enter(1, 3, 4) == SUDOKU_OK, "enter a right digit");
    expect(game->enter(1, 4, 5) == SUDOKU_OK, "enter a wrong digit");
    expect(game->enter(2, 2, 4) == SUDOKU_OK, "enter a digit that repeats r1c3");
    expect(game->digit(1, 4) == 5 && !game->digit(0, 4), "digits shown");
    expect(game->conflicts().size() == 2, "two conflicts with givens");
    std::vector<SudokuClash> clashes = game->clashes();
    expect(clashes.size() == 3, "three clashes, entries against entries included");
    expect(clashes[1].first == 2 && clashes[1].second == 10 && clashes[1].house == 18,
           "r1c3 and r2c2 clash in box 1");
    std::vector<uint8_t> mistakes = game->mistakes();
    expect(mistakes.size() == 2 && mistakes[0] == 3 && mistakes[1] == 10, "two mistakes");
    auto hint = game->hint(false);
    expect(hint && hint->kind == SUDOKU_HINT_WRONG_DIGIT && hint->cells[0] == 3,
           "the first wrong digit is hinted first");
    std::printf("hint: %s\n", sudoku::explanation(*hint));
    expect(game->undo() && game->undo(), "undo both wrong entries");
    expect(game->mistakes().empty() && game->clashes().empty(), "no mistakes left");
    expect(game->redo() && game->undo(), "redo, undo");
    expect(game->toggle_pencil(1, 4, 6) == SUDOKU_OK && game->pencil(1, 4) == 1 << 5, "pencil");
    expect(game->set_pencil(1, 4, 512) == SUDOKU_ERR_RANGE, "mask 512 is out of range");
    expect(game->auto_pencil() == SUDOKU_OK && game->pencil(1, 4) == (1 << 1 | 1 << 5), "auto pencil");
    std::string saved = game->save();
    expect(saved.size() == SUDOKU_GAME_SAVE_BYTES - 1, "save");
    auto loaded = sudoku::Game::load(saved, &status);
    expect(loaded && loaded->save() == saved, "load what was saved");
    expect(!sudoku::Game::load(classic, &status) && status == SUDOKU_ERR_PARSE, "a puzzle is no save");
    sudoku::Game moved = std::move(*loaded);
    expect(loaded->native() == nullptr && moved.native() != nullptr, "a game moves");

    // Play to the end by hints alone.
    int steps = 0;
    for (;;) {
        auto h = moved.hint(false);
        expect(h.has_value(), "a hint on every position");
        if (h->kind == SUDOKU_HINT_SOLVED) {
            break;
        }
        expect(h->kind == SUDOKU_HINT_STEP, "a step");
        for (int cell = 0; cell < 81; cell++) {
            if (h->placed[cell] != 0) {
                expect(moved.enter(cell / 9 + 1, cell % 9 + 1, h->placed[cell]) == SUDOKU_OK, "enter");
            }
        }
        steps++;
    }
    expect(moved.is_complete(), "solved by hints");
    std::printf("solved by %d hints\n", steps);

    // A pencil-mark puzzle: the classic givens as single candidates.
    std::string marks;
    for (char c : classic) {
        for (char d = '1'; d <= '9'; d++) {
            marks.push_back(c == '.' || c == d ? d : '.');
        }
    }
    auto mark_hint = sudoku::hint_candidates(marks, &status);
    expect(mark_hint && mark_hint->kind == SUDOKU_HINT_STEP, "a hint on pencil marks");
    int removed = 0;
    for (int cell = 0; cell < 81; cell++) {
        removed += mark_hint->eliminated[cell] != 0;
    }
    expect(removed > 0, "it removes candidates");

    // Batch solving: one result per puzzle, in order.
    std::vector<std::string_view> batch = {classic, "not a puzzle", std::string_view(made->puzzle.data(), 81)};
    std::vector<sudoku::BatchResult> results;
    expect(sudoku::solve_batch(batch, results, 2) == SUDOKU_ERR_PARSE, "the batch reports the bad line");
    expect(results.size() == 3, "one result per puzzle");
    expect(results[0].solutions == 1 && std::string_view(results[0].first.data(), 81) == solution,
           "the classic solution");
    expect(results[1].solutions == SUDOKU_ERR_PARSE, "the bad line");
    expect(results[2].solutions == 1 && results[2].first == made->solution, "the generated one");

    std::printf("%d checks, 0 failed\n", checks);
    return 0;
}
