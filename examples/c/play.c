/* A game through the C API: generate a puzzle from a seed, start a game,
 * make a mistake and let the hint point it out, then play to the end by
 * following hints, checking conflicts and mistakes on the way.
 *
 *   cc -std=c99 -Iinclude examples/c/play.c -Ltarget/release -lsudoku -o play
 *   LD_LIBRARY_PATH=target/release ./play [seed]
 */
#include <stdio.h>
#include <stdlib.h>

#include "sudoku.h"

_Static_assert(sizeof(SudokuHint) == 880, "SudokuHint is 880 bytes");

static int fail(const char *what, SudokuStatus status) {
    char why[256];
    sudoku_last_error(why, sizeof why);
    fprintf(stderr, "%s: %s (%s)\n", what, sudoku_status_str(status), why);
    return 1;
}

static void print_hint(const SudokuHint *hint) {
    const char *kinds[] = {"step", "wrong digit", "missing candidate", "solved"};
    printf("hint (%s", kinds[hint->kind]);
    if (hint->kind == SUDOKU_HINT_STEP) printf(", %s", sudoku_technique_name(hint->technique));
    printf("): %s\n", hint->explanation);
}

/* Applies a step: enters its placements, strikes its eliminations from the
 * pencil marks. Returns how many cells changed. */
static int apply(SudokuGame *game, const SudokuHint *hint) {
    int changed = 0;
    for (int cell = 0; cell < 81; cell++) {
        int row = cell / 9 + 1, col = cell % 9 + 1;
        if (hint->placed[cell] && sudoku_game_enter(game, row, col, hint->placed[cell]) == SUDOKU_OK) changed++;
        if (hint->eliminated[cell]) {
            int marks = sudoku_game_pencil(game, row, col);
            if (sudoku_game_set_pencil(game, row, col, marks & ~hint->eliminated[cell]) == SUDOKU_OK) changed++;
        }
    }
    return changed;
}

int main(int argc, char **argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 2026;
    char puzzle[82], solution[82];
    SudokuRating rating;
    SudokuStatus status = sudoku_generate(seed, SUDOKU_LEVEL_MEDIUM, SUDOKU_SYMMETRY_ROTATE180, 100, puzzle,
                                          solution, sizeof puzzle, &rating);
    if (status != SUDOKU_OK) return fail("generate", status);
    const char *levels[] = {"easy", "medium", "hard", "expert", "extreme"};
    printf("seed %llu: %s (%s, %d.%d)\n", (unsigned long long)seed, puzzle, levels[rating.level],
           rating.score_tenths / 10, rating.score_tenths % 10);

    SudokuGame *game = NULL;
    status = sudoku_game_new(puzzle, &game);
    if (status != SUDOKU_OK) return fail("game_new", status);

    /* A wrong digit in the first empty cell. */
    int first = 0;
    while (puzzle[first] != '.') first++;
    int wrong = solution[first] - '0' == 9 ? 1 : solution[first] - '0' + 1;
    sudoku_game_enter(game, first / 9 + 1, first % 9 + 1, wrong);
    uint8_t mistakes[81];
    printf("entered %d at r%dc%d: %d mistake(s), %d conflict(s) with givens\n", wrong, first / 9 + 1,
           first % 9 + 1, sudoku_mistakes(game, mistakes, sizeof mistakes), sudoku_conflicts(game, NULL, 0));

    SudokuHint hint;
    sudoku_hint(game, 0, &hint);
    print_hint(&hint);
    printf("undo: %d\n", sudoku_game_undo(game));

    /* Play by hints on the player's own pencil marks. */
    sudoku_game_auto_pencil(game);
    int steps = 0;
    for (; steps < 1000; steps++) {
        status = sudoku_hint(game, 1, &hint);
        if (status != SUDOKU_OK) return fail("hint", status);
        if (hint.kind == SUDOKU_HINT_SOLVED) break;
        if (steps < 3) print_hint(&hint);
        if (hint.kind != SUDOKU_HINT_STEP || apply(game, &hint) == 0) {
            print_hint(&hint);
            return fail("hint made no progress", SUDOKU_OK);
        }
    }
    printf("followed %d hints: complete = %d, mistakes = %d\n", steps, sudoku_game_is_complete(game),
           sudoku_mistakes(game, mistakes, sizeof mistakes));

    char saved[SUDOKU_GAME_SAVE_BYTES];
    status = sudoku_game_save(game, saved, sizeof saved);
    if (status != SUDOKU_OK) return fail("save", status);
    SudokuGame *restored = NULL;
    status = sudoku_game_load(saved, &restored);
    if (status != SUDOKU_OK) return fail("load", status);
    printf("saved and loaded: complete = %d\n", sudoku_game_is_complete(restored));
    sudoku_game_free(restored);
    sudoku_game_free(game);
    return 0;
}
