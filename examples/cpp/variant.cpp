// sudoku.hpp on variants: read, solve, rate and generate them, go to
// f-puzzles and back, then play a generated killer by hints. C++17, no exceptions.
// Build: g++ -std=c++17 -fno-exceptions -Iinclude examples/cpp/variant.cpp -Ltarget/release -lsudoku
// Prints what it does; exits 1 (with a message) if the library does not
// behave as documented.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

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
    // A diagonal 6x6 from its text: solved, counted, rated.
    SudokuStatus status = SUDOKU_ERR_PANIC;
    auto made = sudoku::generate_variant(3, "size 6\nrules diagonal", SUDOKU_LEVEL_ANY, 50, &status);
    expect(made.has_value() && status == SUDOKU_OK, "generate a diagonal 6x6");
    auto again = sudoku::generate_variant(3, "size 6\nrules diagonal", SUDOKU_LEVEL_ANY, 50);
    expect(again && *again == *made, "the same seed, the same variant");
    auto diagonal = sudoku::Variant::parse(*made, &status);
    expect(diagonal.has_value(), "parse the generated description");
    expect(diagonal->size() == 6, "its size is 6");
    std::string first;
    auto count = diagonal->solve(2, &first, &status);
    expect(count && *count == 1 && first.size() == 36, "exactly one solution");
    auto rating = diagonal->rate(&status);
    expect(rating && rating->score_tenths >= 10, "rated");
    std::printf("diagonal 6x6: %d.%d (%s), solution %s\n", rating->score_tenths / 10,
                rating->score_tenths % 10, sudoku::technique_name(rating->hardest),
                first.c_str());
    expect(!sudoku::Variant::parse("size 5", &status) && status == SUDOKU_ERR_PARSE,
           "size 5 is refused");
    auto open = sudoku::Variant::parse("size 4", &status);
    expect(open && !open->rate(&status) && status == SUDOKU_NOT_UNIQUE,
           "an empty 4x4 is not rated");
    expect(!sudoku::Game::start(*open, &status) && status == SUDOKU_NOT_UNIQUE,
           "nor played");

    // f-puzzles: the diagonal 6x6 goes out as JSON and comes back equal;
    // a constraint with no equivalent here is refused by name.
    std::string json = diagonal->to_fpuzzles();
    expect(json.rfind("{\"size\":6,", 0) == 0, "f-puzzles JSON");
    auto back = sudoku::Variant::parse_fpuzzles(json, &status);
    std::string back_first;
    expect(back && back->solve(2, &back_first) == 1 && back_first == first,
           "read back, the same puzzle");
    expect(!sudoku::Variant::parse_fpuzzles(R"({"size":4,"grid":[],"clone":[{}]})",
                                            &status) &&
               status == SUDOKU_ERR_PARSE &&
               sudoku::last_error().find("clone") != std::string::npos,
           "a clone is refused by name");
    auto greater = sudoku::Variant::parse("size 4\ngreater r1c1 r1c2");
    expect(greater && greater->to_fpuzzles().empty() &&
               sudoku::last_error().find("greater") != std::string::npos,
           "f-puzzles has no greater sign, named");
    std::printf("f-puzzles: %zu bytes of JSON\n", json.size());

    // Budgets and a cancel flag: counting every 16x16 grid stops at the
    // guesses, the time or the flag, and says which.
    auto empty16 = sudoku::Variant::parse("size 16");
    SudokuVariantOptions options = sudoku::variant_options();
    options.max_guesses = 1000;
    expect(!empty16->solve(INT64_MAX, nullptr, &status, &options) && status == SUDOKU_ERR_BUDGET,
           "1000 guesses are not enough to count every 16x16");
    options.max_guesses = UINT64_MAX;
    options.max_millis = 50;
    expect(!empty16->solve(INT64_MAX, nullptr, &status, &options) && status == SUDOKU_ERR_BUDGET,
           "nor are 50 ms");
    int32_t cancel = 1;
    options.cancel = &cancel;
    expect(!sudoku::generate_variant(1, "size 9\nrules killer", SUDOKU_LEVEL_ANY, 5, &status,
                                     &options) &&
               status == SUDOKU_CANCELLED,
           "a set flag cancels");

    // An easy 6x6 killer, cages only, played by hints with pencil marks.
    auto killer_text = sudoku::generate_variant(5, "size 6\nrules killer", SUDOKU_LEVEL_EASY, 50, &status);
    expect(killer_text.has_value(), "generate an easy 6x6 killer");
    auto killer = sudoku::Variant::parse(*killer_text);
    expect(killer && killer->rate()->level == SUDOKU_LEVEL_EASY, "rated easy");
    auto game = sudoku::Game::start(*killer, &status);
    expect(game.has_value() && game->size() == 6, "a 6x6 game");
    expect(game->enter(7, 1, 1) == SUDOKU_ERR_RANGE, "row 7 is off a 6x6");
    expect(game->enter(1, 1, 7) == SUDOKU_ERR_RANGE, "digit 7 is too big");
    expect(game->auto_pencil() == SUDOKU_OK, "auto pencil");
    int steps = 0;
    std::string first_hint;
    for (;;) {
        auto hint = game->variant_hint(true, &status);
        expect(hint.has_value(), "a hint");
        if (hint->kind == SUDOKU_HINT_SOLVED) {
            break;
        }
        expect(hint->kind == SUDOKU_HINT_STEP && hint->size == 6, "a step on 6x6");
        if (first_hint.empty()) {
            first_hint = std::string(sudoku::explanation(*hint));
        }
        for (int cell = 0; cell < 36; cell++) {
            int r = cell / 6 + 1, c = cell % 6 + 1;
            if (hint->placed[cell] != 0) {
                expect(game->enter(r, c, hint->placed[cell]) == SUDOKU_OK, "enter the hint's digit");
            }
            if (hint->eliminated[cell] != 0) {
                int marks = game->pencil(r, c).value_or(0) & ~hint->eliminated[cell];
                expect(game->set_pencil(r, c, marks) == SUDOKU_OK, "remove the hint's marks");
            }
        }
        expect(++steps < 500, "the hints finish");
    }
    expect(game->is_complete() && game->mistakes().empty(), "solved by hints");
    std::printf("killer 6x6: %d hints, first: %s\n", steps, first_hint.c_str());

    // Save and load keep the variant, the entries and the marks.
    std::string saved = game->save();
    expect(saved.rfind("sudoku-variant-game-1\n", 0) == 0, "a variant save string");
    auto loaded = sudoku::Game::load(saved, &status);
    expect(loaded && loaded->size() == 6 && loaded->is_complete() && loaded->save() == saved,
           "load it back");
    std::printf("%d checks, 0 failed\n", checks);
    return 0;
}
