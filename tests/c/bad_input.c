/*
 * The bad-input table in C: every exported function fed NULL pointers,
 * out-of-range integers, too-small buffers, malformed and clashing puzzles.
 * Each ROW checks the returned value, that the handle's grid, candidates
 * and trace are byte-identical to before, and that no output was written
 * (ROW_WRITING names the one output the contract lets the call write).
 * Built with ASan/UBSan against libsudoku.a and run under valgrind against
 * libsudoku.so by tests/examples.rs. Exits 1 if any row fails.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"

static const char CLASSIC[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char HARD[] =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
static const char CLASH[] =
    "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#define FILL 0x5A
#define UNTOUCHED ((int64_t)-0x5A5A)
#define UNTOUCHED_GUESSES ((uint64_t)0x5A5A5A5A)

/* What a call may touch. */
static Sudoku *s;
static char buf[128];
static int64_t counts[2];
static int64_t count;
static uint64_t guesses;
static SudokuRating rating;
static SudokuGame *g;
static SudokuGame *game_out;
static char game_sentinel;
static SudokuHint hint, untouched_hint;
static SudokuConflict conflicts[2];
static uint8_t cells[81];
static SudokuVariant *v;
static SudokuVariant *variant_out;
static char variant_sentinel;
static const char SMALL_VARIANT[] = "size 4\nrules diagonal\ngivens 1...\n....\n....\n....";

/* Observable state of the handle: grid, candidates, trace. */
struct snapshot {
    char grid[82];
    int32_t candidates[81];
    char *trace;
    char game[SUDOKU_GAME_SAVE_BYTES];
};

static int rows, failed;

static void take(struct snapshot *snap) {
    size_t len = sudoku_trace(s, NULL, 0);
    int i;
    if (sudoku_to_string(s, snap->grid, sizeof snap->grid) != SUDOKU_OK) {
        abort();
    }
    for (i = 0; i < 81; i++) {
        snap->candidates[i] = sudoku_candidates(s, i / 9 + 1, i % 9 + 1);
    }
    if (sudoku_game_save(g, snap->game, sizeof snap->game) != SUDOKU_OK) {
        abort();
    }
    snap->trace = malloc(len + 1);
    if (snap->trace == NULL || sudoku_trace(s, snap->trace, len + 1) != len) {
        abort();
    }
}

static int same(const struct snapshot *a, const struct snapshot *b) {
    return memcmp(a->grid, b->grid, sizeof a->grid) == 0 &&
           memcmp(a->candidates, b->candidates, sizeof a->candidates) == 0 &&
           strcmp(a->trace, b->trace) == 0 && strcmp(a->game, b->game) == 0;
}

/* A traced handle holding the classic puzzle and an earlier solve's trace. */
static void reset(struct snapshot *before) {
    s = sudoku_new(true);
    if (s == NULL || sudoku_set_string(s, HARD) != SUDOKU_OK || sudoku_solve(s) != SUDOKU_OK ||
        sudoku_set_string(s, CLASSIC) != SUDOKU_OK) {
        abort();
    }
    /* A game with a right entry, a wrong one and pencil marks. */
    if (sudoku_game_new(CLASSIC, &g) != SUDOKU_OK || sudoku_game_enter(g, 1, 3, 4) != SUDOKU_OK ||
        sudoku_game_enter(g, 1, 4, 5) != SUDOKU_OK || sudoku_game_set_pencil(g, 2, 2, 5) != SUDOKU_OK) {
        abort();
    }
    game_out = (SudokuGame *)&game_sentinel;
    if (sudoku_variant_parse(SMALL_VARIANT, &v) != SUDOKU_OK) {
        abort();
    }
    variant_out = (SudokuVariant *)&variant_sentinel;
    memset(&hint, FILL, sizeof hint);
    memset(&untouched_hint, FILL, sizeof untouched_hint);
    memset(conflicts, FILL, sizeof conflicts);
    memset(cells, FILL, sizeof cells);
    memset(buf, FILL, sizeof buf);
    counts[0] = counts[1] = count = UNTOUCHED;
    rating.score_tenths = rating.level = rating.hardest = -7;
    guesses = UNTOUCHED_GUESSES;
    take(before);
}

static int buf_untouched(void) {
    size_t i;
    for (i = 0; i < sizeof buf; i++) {
        if (buf[i] != FILL) {
            return 0;
        }
    }
    return 1;
}

enum writes { NOTHING, GUESSES, COUNT0 };

static void finish(const char *fn, const char *input, long long expected, long long got,
                   const struct snapshot *before, enum writes writes, long long written) {
    struct snapshot after;
    const char *why = NULL;
    take(&after);
    if (got != expected) {
        why = "wrong result";
    } else if (!same(before, &after)) {
        why = "handle state changed";
    } else if (!buf_untouched() || counts[1] != UNTOUCHED || count != UNTOUCHED ||
               rating.score_tenths != -7 || rating.level != -7 || rating.hardest != -7 ||
               game_out != (SudokuGame *)&game_sentinel || variant_out != (SudokuVariant *)&variant_sentinel ||
               memcmp(&hint, &untouched_hint, sizeof hint) != 0 ||
               cells[0] != FILL || ((unsigned char *)conflicts)[0] != FILL) {
        why = "output written";
    } else if ((writes == GUESSES) != (guesses != UNTOUCHED_GUESSES) ||
               (writes == GUESSES && (long long)guesses != written)) {
        why = "guesses written wrongly";
    } else if ((writes == COUNT0) != (counts[0] != UNTOUCHED) ||
               (writes == COUNT0 && counts[0] != written)) {
        why = "counts written wrongly";
    }
    rows++;
    if (why != NULL) {
        failed++;
        printf("FAIL %s | %s | expected %lld, got %lld: %s\n", fn, input, expected, got, why);
    }
    free(before->trace);
    free(after.trace);
    sudoku_free(s);
    sudoku_game_free(g);
    sudoku_variant_free(v);
}

#define ROW_WRITING(fn, input, expected, writes, written, expr)                                 \
    do {                                                                                         \
        struct snapshot before_;                                                                 \
        long long got_;                                                                          \
        reset(&before_);                                                                         \
        got_ = (long long)(expr);                                                                \
        finish(fn, input, expected, got_, &before_, writes, written);                            \
    } while (0)
#define ROW(fn, input, expected, expr) ROW_WRITING(fn, input, expected, NOTHING, 0, expr)

static const int32_t bad_row_col[] = {INT32_MIN, -1, 0, 10, INT32_MAX};
static const int32_t bad_num[] = {INT32_MIN, -1, 10, INT32_MAX};
static const int64_t bad_limit[] = {INT64_MIN, -1, 0};
static const size_t small_cap[] = {0, 1, 81};
#define N(a) (sizeof(a) / sizeof((a)[0]))

/* sudoku_variant_hint on a hint of its own (too big for buf): 999 when
 * the hint was written although the call failed. */
static long long variant_hint_row(const SudokuGame *game, int32_t use_pencil, int with_out) {
    static SudokuVariantHint vh, untouched;
    SudokuStatus st;
    memset(&vh, 0x5A, sizeof vh);
    memset(&untouched, 0x5A, sizeof untouched);
    st = sudoku_variant_hint(game, use_pencil, with_out ? &vh : NULL);
    if (st != SUDOKU_OK && memcmp(&vh, &untouched, sizeof vh) != 0) {
        return 999;
    }
    return st;
}

/* Malformed puzzle texts, built in main. */
static char text_80[81], text_82[83], text_x[82], text_utf8[83], text_ff[82], text_729[730];
static char text_nul[82];
static const char *malformed[] = {"", "123", text_80, text_82, text_x, text_utf8,
                                  text_ff, text_729, text_nul, "|||---+++ \t\r\n"};
static const char *malformed_name[] = {"empty", "3 cells", "80 cells", "82 cells",
                                       "letter x", "UTF-8 e-acute", "byte 0xFF",
                                       "729 pencil-mark chars", "embedded NUL", "separators only"};

static void build_texts(void) {
    memset(text_80, '.', 80);
    memset(text_82, '.', 82);
    memset(text_x, '.', 81);
    text_x[40] = 'x';
    memset(text_utf8, '.', 80);
    memcpy(text_utf8 + 80, "\xc3\xa9", 2);
    memset(text_ff, '.', 81);
    text_ff[80] = (char)0xFF;
    memset(text_729, '.', 729);
    memset(text_nul, '.', 81);
    text_nul[40] = '\0';
}

int main(void) {
    char batch[2 * 82 + 1];
    const int32_t zeros[9] = {0};
    const int32_t clash_line[9] = {5, 3, 0, 0, 7, 0, 0, 0, 5};
    int32_t nums[9];
    size_t i;

    build_texts();
    snprintf(batch, sizeof batch, "%s\n%s\n", CLASSIC, CLASSIC);

    ROW("sudoku_set_num", "s = NULL", SUDOKU_ERR_NULL, sudoku_set_num(NULL, 1, 3, 4));
    for (i = 0; i < N(bad_row_col); i++) {
        ROW("sudoku_set_num", "bad row", SUDOKU_ERR_RANGE, sudoku_set_num(s, bad_row_col[i], 3, 4));
        ROW("sudoku_set_num", "bad col", SUDOKU_ERR_RANGE, sudoku_set_num(s, 1, bad_row_col[i], 4));
        ROW("sudoku_get", "bad row", SUDOKU_ERR_RANGE, sudoku_get(s, bad_row_col[i], 1));
        ROW("sudoku_get", "bad col", SUDOKU_ERR_RANGE, sudoku_get(s, 1, bad_row_col[i]));
        ROW("sudoku_candidates", "bad row", SUDOKU_ERR_RANGE, sudoku_candidates(s, bad_row_col[i], 1));
        ROW("sudoku_candidates", "bad col", SUDOKU_ERR_RANGE, sudoku_candidates(s, 1, bad_row_col[i]));
        ROW("sudoku_set_line", "bad row", SUDOKU_ERR_RANGE, sudoku_set_line(s, bad_row_col[i], zeros, 9));
    }
    for (i = 0; i < N(bad_num); i++) {
        ROW("sudoku_set_num", "bad num", SUDOKU_ERR_RANGE, sudoku_set_num(s, 1, 3, bad_num[i]));
        memset(nums, 0, sizeof nums);
        nums[8] = bad_num[i];
        ROW("sudoku_set_line", "bad last value", SUDOKU_ERR_RANGE, sudoku_set_line(s, 9, nums, 9));
    }
    ROW("sudoku_set_num", "5 repeats in row 1", SUDOKU_CONFLICT, sudoku_set_num(s, 1, 3, 5));
    ROW("sudoku_set_line", "s = NULL", SUDOKU_ERR_NULL, sudoku_set_line(NULL, 1, zeros, 9));
    ROW("sudoku_set_line", "nums = NULL, len 3", SUDOKU_ERR_NULL, sudoku_set_line(s, 1, NULL, 3));
    ROW("sudoku_set_line", "len = 10", SUDOKU_ERR_RANGE, sudoku_set_line(s, 1, zeros, 10));
    ROW("sudoku_set_line", "len = SIZE_MAX", SUDOKU_ERR_RANGE, sudoku_set_line(s, 1, zeros, SIZE_MAX));
    ROW("sudoku_set_line", "5 repeats", SUDOKU_CONFLICT, sudoku_set_line(s, 1, clash_line, 9));

    ROW("sudoku_set_string", "s = NULL", SUDOKU_ERR_NULL, sudoku_set_string(NULL, CLASSIC));
    ROW("sudoku_set_string", "puzzle = NULL", SUDOKU_ERR_NULL, sudoku_set_string(s, NULL));
    ROW("sudoku_set_string", "clashing givens", SUDOKU_CONFLICT, sudoku_set_string(s, CLASH));
    ROW("sudoku_solve_str", "clashing givens", SUDOKU_CONFLICT, sudoku_solve_str(CLASH, buf, 128));
    ROW_WRITING("sudoku_solve_limit", "clashing givens", 0, GUESSES, 0,
                sudoku_solve_limit(CLASH, 2, buf, 128, &guesses));
    for (i = 0; i < N(malformed); i++) {
        ROW("sudoku_set_string", malformed_name[i], SUDOKU_ERR_PARSE, sudoku_set_string(s, malformed[i]));
        ROW("sudoku_solve_str", malformed_name[i], SUDOKU_ERR_PARSE, sudoku_solve_str(malformed[i], buf, 128));
        ROW("sudoku_solve_limit", malformed_name[i], SUDOKU_ERR_PARSE,
            sudoku_solve_limit(malformed[i], 2, buf, 128, &guesses));
    }

    ROW("sudoku_solve", "s = NULL", SUDOKU_ERR_NULL, sudoku_solve(NULL));
    ROW("sudoku_get", "s = NULL", SUDOKU_ERR_NULL, sudoku_get(NULL, 1, 1));
    ROW("sudoku_candidates", "s = NULL", SUDOKU_ERR_NULL, sudoku_candidates(NULL, 1, 1));
    ROW("sudoku_count_solutions", "s = NULL", SUDOKU_ERR_NULL, sudoku_count_solutions(NULL, 2));
    ROW("sudoku_count_solutions_within", "s = NULL", SUDOKU_ERR_NULL,
        sudoku_count_solutions_within(NULL, 2, 10, &count));
    ROW("sudoku_count_solutions_within", "count = NULL", SUDOKU_ERR_NULL,
        sudoku_count_solutions_within(s, 2, 10, NULL));
    ROW("sudoku_count_solutions", "limit = INT64_MAX, unique", 1, sudoku_count_solutions(s, INT64_MAX));
    for (i = 0; i < N(bad_limit); i++) {
        ROW("sudoku_count_solutions", "bad limit", SUDOKU_ERR_RANGE, sudoku_count_solutions(s, bad_limit[i]));
        ROW("sudoku_count_solutions_within", "bad limit", SUDOKU_ERR_RANGE,
            sudoku_count_solutions_within(s, bad_limit[i], 10, &count));
        ROW("sudoku_solve_limit", "bad limit", SUDOKU_ERR_RANGE,
            sudoku_solve_limit(CLASSIC, bad_limit[i], buf, 128, &guesses));
    }
    ROW("sudoku_solve_limit", "puzzle = NULL", SUDOKU_ERR_NULL, sudoku_solve_limit(NULL, 2, buf, 128, &guesses));

    ROW("sudoku_to_string", "s = NULL", SUDOKU_ERR_NULL, sudoku_to_string(NULL, buf, 128));
    ROW("sudoku_to_string", "buf = NULL", SUDOKU_ERR_NULL, sudoku_to_string(s, NULL, 128));
    ROW("sudoku_solve_str", "puzzle = NULL", SUDOKU_ERR_NULL, sudoku_solve_str(NULL, buf, 128));
    ROW("sudoku_solve_str", "solution = NULL", SUDOKU_ERR_NULL, sudoku_solve_str(CLASSIC, NULL, 128));
    for (i = 0; i < N(small_cap); i++) {
        ROW("sudoku_to_string", "small cap", SUDOKU_ERR_BUFFER, sudoku_to_string(s, buf, small_cap[i]));
        ROW("sudoku_solve_str", "small cap", SUDOKU_ERR_BUFFER, sudoku_solve_str(CLASSIC, buf, small_cap[i]));
        ROW("sudoku_solve_limit", "small cap", SUDOKU_ERR_BUFFER,
            sudoku_solve_limit(CLASSIC, 2, buf, small_cap[i], &guesses));
    }
    /* sudoku_last_error: never fails; NULL buf or cap 0 writes nothing and
       returns the message's length; a failed call stores its message. */
    sudoku_solve_str("12345", NULL, 0);
    ROW("sudoku_last_error", "buf = NULL, cap = 0", 0,
        sudoku_last_error(NULL, 0) != strlen("sudoku_solve_str: solution is NULL"));
    ROW("sudoku_last_error", "buf = NULL, cap = 64", 0,
        sudoku_last_error(NULL, 64) != strlen("sudoku_solve_str: solution is NULL"));
    ROW("sudoku_last_error", "cap = 0", 0,
        sudoku_last_error(buf, 0) != strlen("sudoku_solve_str: solution is NULL"));
    {
        char small[9];
        memset(small, FILL, sizeof small);
        ROW("sudoku_last_error", "cap = 8 cuts and NUL-terminates", 0,
            sudoku_last_error(small, 8) != 34 || memcmp(small, "sudoku_\0", 8) != 0 ||
                small[8] != FILL);
    }
    ROW("sudoku_trace", "s = NULL", 0, sudoku_trace(NULL, buf, 128));
    ROW("sudoku_trace", "cap = 0 returns the full length", 1,
        sudoku_trace(s, buf, 0) == sudoku_trace(s, NULL, 0) && sudoku_trace(s, NULL, 0) > 0);
    ROW("sudoku_clear", "s = NULL", 0, (sudoku_clear(NULL), 0));
    ROW("sudoku_free", "s = NULL", 0, (sudoku_free(NULL), 0));

    ROW("sudoku_solve_batch", "puzzles = NULL", SUDOKU_ERR_NULL,
        sudoku_solve_batch(NULL, 1, 82, buf, 82, 1, counts));
    ROW("sudoku_solve_batch", "counts = NULL", SUDOKU_ERR_NULL,
        sudoku_solve_batch(batch, 1, 82, buf, 82, 1, NULL));
    ROW("sudoku_solve_batch", "stride = 80", SUDOKU_ERR_RANGE,
        sudoku_solve_batch(batch, 1, 80, buf, 82, 1, counts));
    ROW("sudoku_solve_batch", "solution_stride = 80", SUDOKU_ERR_BUFFER,
        sudoku_solve_batch(batch, 1, 82, buf, 80, 1, counts));
    ROW("sudoku_solve_batch", "threads = -1", SUDOKU_ERR_RANGE,
        sudoku_solve_batch(batch, 1, 82, buf, 82, -1, counts));
    ROW("sudoku_solve_batch", "threads = INT32_MIN", SUDOKU_ERR_RANGE,
        sudoku_solve_batch(batch, 1, 82, buf, 82, INT32_MIN, counts));
    ROW("sudoku_solve_batch", "count = SIZE_MAX", SUDOKU_ERR_RANGE,
        sudoku_solve_batch(batch, SIZE_MAX, 82, buf, 82, 1, counts));
    ROW("sudoku_solve_batch", "solution_stride = SIZE_MAX", SUDOKU_ERR_RANGE,
        sudoku_solve_batch(batch, 2, 82, buf, SIZE_MAX, 1, counts));
    ROW_WRITING("sudoku_solve_batch", "letter x in the slot", SUDOKU_ERR_PARSE, COUNT0, SUDOKU_ERR_PARSE,
                sudoku_solve_batch(text_x, 1, 81, buf, 82, 1, counts));
    ROW_WRITING("sudoku_solve_batch", "clashing givens", SUDOKU_OK, COUNT0, 0,
                sudoku_solve_batch(CLASH, 1, 81, buf, 82, 1, counts));

    ROW("sudoku_rate", "puzzle = NULL", SUDOKU_ERR_NULL, sudoku_rate(NULL, &rating));
    ROW("sudoku_rate", "rating = NULL", SUDOKU_ERR_NULL, sudoku_rate(CLASSIC, NULL));
    ROW("sudoku_rate", "clashing givens", SUDOKU_CONFLICT, sudoku_rate(CLASH, &rating));
    for (i = 0; i < N(malformed); i++) {
        ROW("sudoku_rate", malformed_name[i], SUDOKU_ERR_PARSE, sudoku_rate(malformed[i], &rating));
    }
    ROW("sudoku_generate", "level = 5", SUDOKU_ERR_RANGE, sudoku_generate(1, 5, 0, 10, buf, NULL, 128, &rating));
    ROW("sudoku_generate", "level = INT32_MIN", SUDOKU_ERR_RANGE,
        sudoku_generate(1, INT32_MIN, 0, 10, buf, NULL, 128, &rating));
    ROW("sudoku_generate", "symmetry = -1", SUDOKU_ERR_RANGE, sudoku_generate(1, -1, -1, 10, buf, NULL, 128, &rating));
    ROW("sudoku_generate", "max_attempts = 0", SUDOKU_ERR_RANGE, sudoku_generate(1, -1, 0, 0, buf, NULL, 128, &rating));
    ROW("sudoku_generate", "puzzle = NULL", SUDOKU_ERR_NULL, sudoku_generate(1, -1, 0, 10, NULL, NULL, 128, &rating));
    ROW("sudoku_generate", "cap = 81", SUDOKU_ERR_BUFFER, sudoku_generate(1, -1, 0, 10, buf, NULL, 81, &rating));
    ROW("sudoku_generate_clues", "clues = 16", SUDOKU_ERR_RANGE,
        sudoku_generate_clues(1, -1, 0, 10, 16, buf, NULL, 128, &rating));
    ROW("sudoku_generate_clues", "clues = 81", SUDOKU_ERR_RANGE,
        sudoku_generate_clues(1, -1, 0, 10, 81, buf, NULL, 128, &rating));
    ROW("sudoku_generate_clues", "clues = -1", SUDOKU_ERR_RANGE,
        sudoku_generate_clues(1, -1, 0, 10, -1, buf, NULL, 128, &rating));
    ROW("sudoku_generate_clues", "cap = 81", SUDOKU_ERR_BUFFER,
        sudoku_generate_clues(1, -1, 0, 10, 30, buf, NULL, 81, &rating));
    {
        /* sudoku_generate_with: the size is checked first, then every field. */
        SudokuGenerateOptions good, o;
        const int32_t set = 1;
        memset(&good, 0, sizeof good);
        good.size = sizeof(SudokuGenerateOptions);
        good.hardest = -1;
        good.max_attempts = 10;
        ROW("sudoku_generate_with", "options = NULL", SUDOKU_ERR_NULL,
            sudoku_generate_with(1, NULL, buf, NULL, 128, &rating));
        ROW("sudoku_generate_with", "puzzle = NULL", SUDOKU_ERR_NULL,
            sudoku_generate_with(1, &good, NULL, NULL, 128, &rating));
        ROW("sudoku_generate_with", "cap = 81", SUDOKU_ERR_BUFFER,
            sudoku_generate_with(1, &good, buf, NULL, 81, &rating));
        o = good; o.size = 0;
        ROW("sudoku_generate_with", "size = 0", SUDOKU_ERR_RANGE, sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.size = sizeof(SudokuGenerateOptions) + 4;
        ROW("sudoku_generate_with", "size = sizeof + 4", SUDOKU_ERR_RANGE,
            sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.min_score_tenths = -1;
        ROW("sudoku_generate_with", "min_score_tenths = -1", SUDOKU_ERR_RANGE,
            sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.max_score_tenths = SUDOKU_MAX_SCORE_TENTHS + 1;
        ROW("sudoku_generate_with", "max_score_tenths = 1001", SUDOKU_ERR_RANGE,
            sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.min_score_tenths = 75; o.max_score_tenths = 60;
        ROW("sudoku_generate_with", "min above max", SUDOKU_ERR_RANGE,
            sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.hardest = 49;
        ROW("sudoku_generate_with", "hardest = 49 (killer)", SUDOKU_ERR_RANGE, sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.hardest = 42;
        ROW("sudoku_generate_with", "hardest = 42 (ALS-XZ, hints only)", SUDOKU_ERR_RANGE, sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.hardest = 61;
        ROW("sudoku_generate_with", "hardest = 61", SUDOKU_ERR_RANGE, sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.hardest = 16;
        ROW("sudoku_generate_with", "hardest = 16 (W-Wing)", SUDOKU_ERR_RANGE, sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.symmetry = 5;
        ROW("sudoku_generate_with", "symmetry = 5", SUDOKU_ERR_RANGE, sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.clues = 16;
        ROW("sudoku_generate_with", "clues = 16", SUDOKU_ERR_RANGE, sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.max_attempts = 0;
        ROW("sudoku_generate_with", "max_attempts = 0", SUDOKU_ERR_RANGE,
            sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
        o = good; o.cancel = &set;
        ROW("sudoku_generate_with", "cancel flag set", SUDOKU_CANCELLED,
            sudoku_generate_with(1, &o, buf, NULL, 128, &rating));
    }
    {
        SudokuChainNode nodes[2];
        size_t length = 0;
        ROW("sudoku_hint_candidates_chain", "marks = NULL", SUDOKU_ERR_NULL,
            sudoku_hint_candidates_chain(NULL, nodes, 2, &length));
        ROW("sudoku_hint_candidates_chain", "count = NULL", SUDOKU_ERR_NULL,
            sudoku_hint_candidates_chain(CLASSIC, nodes, 2, NULL));
        ROW("sudoku_hint_candidates_chain", "81 cells", SUDOKU_ERR_PARSE,
            sudoku_hint_candidates_chain(CLASSIC, nodes, 2, &length));
        ROW("sudoku_hint_candidates_chain", "nodes = NULL, cap = 2", SUDOKU_ERR_NULL,
            sudoku_hint_candidates_chain(CLASSIC, NULL, 2, &length));
        ROW("sudoku_hint_chain", "g = NULL", SUDOKU_ERR_NULL, sudoku_hint_chain(NULL, 0, nodes, 2, &length));
        ROW("sudoku_hint_chain", "count = NULL", SUDOKU_ERR_NULL, sudoku_hint_chain(NULL, 0, nodes, 2, NULL));
    }
    ROW("sudoku_technique_name", "61", 0, strcmp(sudoku_technique_name(61), "unknown technique"));
    ROW("sudoku_technique_name", "-1", 0, strcmp(sudoku_technique_name(-1), "unknown technique"));
    ROW("sudoku_technique_name", "INT32_MAX", 0, strcmp(sudoku_technique_name(INT32_MAX), "unknown technique"));

    ROW("sudoku_game_new", "puzzle = NULL", SUDOKU_ERR_NULL, sudoku_game_new(NULL, &game_out));
    ROW("sudoku_game_new", "out = NULL", SUDOKU_ERR_NULL, sudoku_game_new(CLASSIC, NULL));
    ROW("sudoku_game_new", "clashing givens", SUDOKU_CONFLICT, sudoku_game_new(CLASH, &game_out));
    for (i = 0; i < N(malformed); i++) {
        ROW("sudoku_game_new", malformed_name[i], SUDOKU_ERR_PARSE, sudoku_game_new(malformed[i], &game_out));
        ROW("sudoku_game_load", malformed_name[i], SUDOKU_ERR_PARSE, sudoku_game_load(malformed[i], &game_out));
    }
    ROW("sudoku_game_load", "text = NULL", SUDOKU_ERR_NULL, sudoku_game_load(NULL, &game_out));
    ROW("sudoku_game_load", "a puzzle, not a save", SUDOKU_ERR_PARSE, sudoku_game_load(CLASSIC, &game_out));
    {
        /* Only what sudoku_game_save writes is read back: a fresh save with
           one byte written another way is refused. */
        static const struct {
            const char *name;
            int from_end; /* bytes before the NUL */
            char byte;
        } edits[] = {{"uppercase hex 'A'", 1, 'A'},   {"'+' in the hex", 3, '+'},
                     {"'0' for an empty entry", 245, '0'}, {"'_' for an empty entry", 245, '_'},
                     {"a space in the hex", 2, ' '}};
        char saved[SUDOKU_GAME_SAVE_BYTES], edited[SUDOKU_GAME_SAVE_BYTES];
        SudokuGame *fresh = NULL;
        if (sudoku_game_new(CLASSIC, &fresh) != SUDOKU_OK ||
            sudoku_game_save(fresh, saved, sizeof saved) != SUDOKU_OK) {
            printf("FAIL sudoku_game_save | a fresh game | could not save\n");
            failed++;
        }
        sudoku_game_free(fresh);
        for (i = 0; i < N(edits); i++) {
            memcpy(edited, saved, sizeof saved);
            edited[SUDOKU_GAME_SAVE_BYTES - 1 - edits[i].from_end] = edits[i].byte;
            ROW("sudoku_game_load", edits[i].name, SUDOKU_ERR_PARSE, sudoku_game_load(edited, &game_out));
        }
    }
    ROW("sudoku_game_free", "NULL (no-op)", 0, (sudoku_game_free(NULL), 0));
    ROW("sudoku_game_enter", "g = NULL", SUDOKU_ERR_NULL, sudoku_game_enter(NULL, 1, 3, 4));
    ROW("sudoku_game_enter", "given r1c1", SUDOKU_ERR_GIVEN, sudoku_game_enter(g, 1, 1, 4));
    ROW("sudoku_game_enter", "row = INT32_MIN", SUDOKU_ERR_RANGE, sudoku_game_enter(g, INT32_MIN, 3, 4));
    ROW("sudoku_game_enter", "col = 10", SUDOKU_ERR_RANGE, sudoku_game_enter(g, 1, 10, 4));
    ROW("sudoku_game_enter", "digit = 10", SUDOKU_ERR_RANGE, sudoku_game_enter(g, 1, 3, 10));
    ROW("sudoku_game_digit", "g = NULL", SUDOKU_ERR_NULL, sudoku_game_digit(NULL, 1, 1));
    ROW("sudoku_game_digit", "row = 0", SUDOKU_ERR_RANGE, sudoku_game_digit(g, 0, 1));
    ROW("sudoku_game_is_given", "col = INT32_MAX", SUDOKU_ERR_RANGE, sudoku_game_is_given(g, 1, INT32_MAX));
    ROW("sudoku_game_pencil", "row = -1", SUDOKU_ERR_RANGE, sudoku_game_pencil(g, -1, 1));
    ROW("sudoku_game_set_pencil", "mask = 512", SUDOKU_ERR_RANGE, sudoku_game_set_pencil(g, 1, 3, 512));
    ROW("sudoku_game_set_pencil", "mask = -1", SUDOKU_ERR_RANGE, sudoku_game_set_pencil(g, 1, 3, -1));
    ROW("sudoku_game_set_pencil", "given r1c1", SUDOKU_ERR_GIVEN, sudoku_game_set_pencil(g, 1, 1, 1));
    ROW("sudoku_game_toggle_pencil", "digit = 0", SUDOKU_ERR_RANGE, sudoku_game_toggle_pencil(g, 1, 3, 0));
    ROW("sudoku_game_toggle_pencil", "g = NULL", SUDOKU_ERR_NULL, sudoku_game_toggle_pencil(NULL, 1, 3, 1));
    ROW("sudoku_game_auto_pencil", "g = NULL", SUDOKU_ERR_NULL, sudoku_game_auto_pencil(NULL));
    ROW("sudoku_game_undo", "g = NULL", SUDOKU_ERR_NULL, sudoku_game_undo(NULL));
    ROW("sudoku_game_redo", "nothing to redo", 0, sudoku_game_redo(g));
    ROW("sudoku_game_is_complete", "g = NULL", SUDOKU_ERR_NULL, sudoku_game_is_complete(NULL));
    ROW("sudoku_conflicts", "out = NULL, cap = 1", SUDOKU_ERR_NULL, sudoku_conflicts(g, NULL, 1));
    ROW("sudoku_conflicts", "out = NULL, cap = 0 (count)", 2, sudoku_conflicts(g, NULL, 0));
    ROW("sudoku_clashes", "g = NULL", SUDOKU_ERR_NULL, sudoku_clashes(NULL, (SudokuClash *)conflicts, 2));
    ROW("sudoku_clashes", "out = NULL, cap = 1", SUDOKU_ERR_NULL, sudoku_clashes(g, NULL, 1));
    ROW("sudoku_clashes", "out = NULL, cap = 0 (count)", 2, sudoku_clashes(g, NULL, 0));
    ROW("sudoku_mistakes", "cells = NULL, cap = 1", SUDOKU_ERR_NULL, sudoku_mistakes(g, NULL, 1));
    ROW("sudoku_mistakes", "g = NULL", SUDOKU_ERR_NULL, sudoku_mistakes(NULL, cells, 81));
    ROW("sudoku_hint", "use_pencil = 2", SUDOKU_ERR_RANGE, sudoku_hint(g, 2, &hint));
    ROW("sudoku_hint", "use_pencil = -1", SUDOKU_ERR_RANGE, sudoku_hint(g, -1, &hint));
    ROW("sudoku_hint", "out = NULL", SUDOKU_ERR_NULL, sudoku_hint(g, 0, NULL));
    ROW("sudoku_hint", "g = NULL", SUDOKU_ERR_NULL, sudoku_hint(NULL, 0, &hint));
    {
        SudokuChainNode nodes[2];
        size_t length = 0;
        ROW("sudoku_hint_chain", "use_pencil = 2", SUDOKU_ERR_RANGE, sudoku_hint_chain(g, 2, nodes, 2, &length));
        ROW("sudoku_hint_chain", "nodes = NULL, cap = 1", SUDOKU_ERR_NULL, sudoku_hint_chain(g, 0, NULL, 1, &length));
    }
    ROW("sudoku_game_save", "cap = 421", SUDOKU_ERR_BUFFER, sudoku_game_save(g, buf, SUDOKU_GAME_SAVE_BYTES - 1));
    ROW("sudoku_game_save", "buf = NULL", SUDOKU_ERR_NULL, sudoku_game_save(g, NULL, SUDOKU_GAME_SAVE_BYTES));

    ROW("sudoku_variant_parse", "text = NULL", SUDOKU_ERR_NULL, sudoku_variant_parse(NULL, &variant_out));
    ROW("sudoku_variant_parse", "out = NULL", SUDOKU_ERR_NULL, sudoku_variant_parse(SMALL_VARIANT, NULL));
    {
        static const char *const bad_variant[] = {
            "", "size 5", "size 6\nboxes 3x3", "size 4\nregions AAAAABBBCCDDCCDD", "size 6\nrules windoku",
            "size 9\ncage 18 r1c1 r1c2", "size 9\ncage 3 r1c1 r1c2\ncage 4 r1c2 r1c3", "size 4\ngivens 5...",
            "size 4\n\xff", "size 4\nspin 3", "size 4\nthermo r1c1", "size 4\ngreater r1c1 r2c2",
            "size 4\nkropki-all r1c1",
        };
        static const char *const clashing_variant[] = {
            "size 4\ngivens 1..1............", "size 4\nrules anti-knight\ngivens 1.....1.........",
            "size 4\nrules non-consecutive\ngivens 12..............",
            "size 4\nthermo r1c1 r1c2\ngivens 21..............",
        };
        for (i = 0; i < N(bad_variant); i++) {
            ROW("sudoku_variant_parse", bad_variant[i], SUDOKU_ERR_PARSE, sudoku_variant_parse(bad_variant[i], &variant_out));
        }
        for (i = 0; i < N(clashing_variant); i++) {
            ROW("sudoku_variant_parse", clashing_variant[i], SUDOKU_CONFLICT,
                sudoku_variant_parse(clashing_variant[i], &variant_out));
        }
    }
    ROW("sudoku_variant_parse_fpuzzles", "text = NULL", SUDOKU_ERR_NULL,
        sudoku_variant_parse_fpuzzles(NULL, &variant_out));
    ROW("sudoku_variant_parse_fpuzzles", "out = NULL", SUDOKU_ERR_NULL, sudoku_variant_parse_fpuzzles("{}", NULL));
    ROW("sudoku_variant_parse_fpuzzles", "not f-puzzles", SUDOKU_ERR_PARSE,
        sudoku_variant_parse_fpuzzles("size 9", &variant_out));
    ROW("sudoku_variant_parse_fpuzzles", "a clone", SUDOKU_ERR_PARSE,
        sudoku_variant_parse_fpuzzles("{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
                                      "\"clone\":[{\"cells\":[\"R1C1\"],\"cloneCells\":[\"R2C2\"]}]}",
                                      &variant_out));
    ROW("sudoku_variant_to_fpuzzles", "v = NULL", 0, (long long)sudoku_variant_to_fpuzzles(NULL, NULL, 0));
    ROW("sudoku_variant_to_text", "v = NULL", 0, (long long)sudoku_variant_to_text(NULL, buf, sizeof buf));
    ROW("sudoku_variant_free", "v = NULL (no-op)", 0, (sudoku_variant_free(NULL), 0));
    ROW("sudoku_variant_size", "v = NULL", SUDOKU_ERR_NULL, sudoku_variant_size(NULL));
    ROW("sudoku_variant_solve", "v = NULL", SUDOKU_ERR_NULL, sudoku_variant_solve(NULL, 2, buf, sizeof buf));
    for (i = 0; i < N(bad_limit); i++) {
        ROW("sudoku_variant_solve", "bad limit", SUDOKU_ERR_RANGE, sudoku_variant_solve(v, bad_limit[i], buf, sizeof buf));
    }
    ROW("sudoku_variant_solve", "cap = 16 for 16 cells", SUDOKU_ERR_BUFFER, sudoku_variant_solve(v, 2, buf, 16));
    ROW("sudoku_variant_solve", "cap = 0", SUDOKU_ERR_BUFFER, sudoku_variant_solve(v, 2, buf, 0));
    ROW("sudoku_variant_rate", "v = NULL", SUDOKU_ERR_NULL, sudoku_variant_rate(NULL, &rating));
    ROW("sudoku_variant_rate", "rating = NULL", SUDOKU_ERR_NULL, sudoku_variant_rate(v, NULL));
    ROW("sudoku_variant_rate", "several solutions", SUDOKU_NOT_UNIQUE, sudoku_variant_rate(v, &rating));
    ROW("sudoku_variant_generate", "rules = NULL", SUDOKU_ERR_NULL, sudoku_variant_generate(1, NULL, -1, 5, buf, sizeof buf));
    ROW("sudoku_variant_generate", "text = NULL", SUDOKU_ERR_NULL, sudoku_variant_generate(1, "size 4", -1, 5, NULL, 128));
    ROW("sudoku_variant_generate", "level = 5", SUDOKU_ERR_RANGE, sudoku_variant_generate(1, "size 4", 5, 5, buf, sizeof buf));
    ROW("sudoku_variant_generate", "level = -2", SUDOKU_ERR_RANGE, sudoku_variant_generate(1, "size 4", -2, 5, buf, sizeof buf));
    ROW("sudoku_variant_generate", "max_attempts = 0", SUDOKU_ERR_RANGE, sudoku_variant_generate(1, "size 4", -1, 0, buf, sizeof buf));
    ROW("sudoku_variant_generate", "size 5", SUDOKU_ERR_PARSE, sudoku_variant_generate(1, "size 5", -1, 5, buf, sizeof buf));
    ROW("sudoku_variant_generate", "givens", SUDOKU_ERR_PARSE,
        sudoku_variant_generate(1, "size 4\ngivens 1...............", -1, 5, buf, sizeof buf));
    ROW("sudoku_variant_generate", "killer with cages", SUDOKU_ERR_PARSE,
        sudoku_variant_generate(1, "size 4\nrules killer\ncage 3 r1c1 r1c2", -1, 5, buf, sizeof buf));
    ROW("sudoku_variant_generate", "anti-king 4x4", SUDOKU_NO_SOLUTION,
        sudoku_variant_generate(1, "size 4\nrules anti-king", -1, 5, buf, sizeof buf));
    ROW("sudoku_variant_generate", "extreme 4x4 in 2 attempts", SUDOKU_LIMIT_REACHED,
        sudoku_variant_generate(1, "size 4", SUDOKU_LEVEL_EXTREME, 2, buf, sizeof buf));
    ROW("sudoku_variant_generate", "cap = 20", SUDOKU_ERR_BUFFER, sudoku_variant_generate(1, "size 4", -1, 5, buf, 20));
    ROW("sudoku_variant_game_new", "v = NULL", SUDOKU_ERR_NULL, sudoku_variant_game_new(NULL, &game_out));
    ROW("sudoku_variant_game_new", "out = NULL", SUDOKU_ERR_NULL, sudoku_variant_game_new(v, NULL));
    ROW("sudoku_variant_game_new", "several solutions", SUDOKU_NOT_UNIQUE, sudoku_variant_game_new(v, &game_out));
    ROW("sudoku_game_size", "g = NULL", SUDOKU_ERR_NULL, sudoku_game_size(NULL));
    ROW("sudoku_game_save_bytes", "g = NULL", SUDOKU_ERR_NULL, sudoku_game_save_bytes(NULL));
    ROW("sudoku_variant_hint", "g = NULL", SUDOKU_ERR_NULL, variant_hint_row(NULL, 0, 1));
    ROW("sudoku_variant_hint", "out = NULL", SUDOKU_ERR_NULL, variant_hint_row(g, 0, 0));
    ROW("sudoku_variant_hint", "use_pencil = 2", SUDOKU_ERR_RANGE, variant_hint_row(g, 2, 1));
    ROW("sudoku_variant_hint", "use_pencil = -1", SUDOKU_ERR_RANGE, variant_hint_row(g, -1, 1));

    ROW("sudoku_status_str", "INT32_MIN", 0, strcmp(sudoku_status_str(INT32_MIN), "unknown status"));
    ROW("sudoku_status_str", "42", 0, strcmp(sudoku_status_str(42), "unknown status"));
    ROW("sudoku_status_str", "INT32_MAX", 0, strcmp(sudoku_status_str(INT32_MAX), "unknown status"));

    printf("bad-input table: %d rows, %d failed\n", rows, failed);
    return failed == 0 ? 0 : 1;
}
