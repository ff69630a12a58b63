/*
 * libsudoku from C: the original article's style (the puzzle entered one
 * row at a time with sudoku_set_line, 0 for blanks), then the string API.
 *
 * Build against the shared library:
 *   cc -std=c99 -Wall -Wextra -Werror -pedantic -Iinclude examples/c/main.c \
 *      -Ltarget/release -lsudoku -Wl,-rpath,target/release -o sudoku_demo
 */
#include <stdio.h>
#include <stdlib.h>

#include "sudoku.h"

/* Prints the grid as nine rows with box separators, '.' for empty cells. */
static void print_grid(const Sudoku *s) {
    for (int32_t row = 1; row <= 9; row++) {
        if (row == 4 || row == 7) {
            puts("------+-------+------");
        }
        for (int32_t col = 1; col <= 9; col++) {
            int32_t digit = sudoku_get(s, row, col);
            if (col == 4 || col == 7) {
                fputs("| ", stdout);
            }
            putchar(digit > 0 ? '0' + digit : '.');
            putchar(col == 9 ? '\n' : ' ');
        }
    }
}

/* Prints the whole trace, sizing the buffer with a first call. */
static int print_trace(const Sudoku *s) {
    size_t len = sudoku_trace(s, NULL, 0);
    char *text = malloc(len + 1);
    if (text == NULL) {
        return -1;
    }
    sudoku_trace(s, text, len + 1);
    fputs(text, stdout);
    free(text);
    return 0;
}

int main(void) {
    static const int32_t rows[9][9] = {
        {5, 3, 0, 0, 7, 0, 0, 0, 0}, {6, 0, 0, 1, 9, 5, 0, 0, 0},
        {0, 9, 8, 0, 0, 0, 0, 6, 0}, {8, 0, 0, 0, 6, 0, 0, 0, 3},
        {4, 0, 0, 8, 0, 3, 0, 0, 1}, {7, 0, 0, 0, 2, 0, 0, 0, 6},
        {0, 6, 0, 0, 0, 0, 2, 8, 0}, {0, 0, 0, 4, 1, 9, 0, 0, 5},
        {0, 0, 0, 0, 8, 0, 0, 7, 9},
    };
    printf("libsudoku %s\n", sudoku_version());

    Sudoku *s = sudoku_new(true);
    if (s == NULL) {
        fputs("out of memory\n", stderr);
        return 1;
    }
    for (int32_t row = 0; row < 9; row++) {
        SudokuStatus status = sudoku_set_line(s, row + 1, rows[row], 9);
        if (status != SUDOKU_OK) {
            printf("row %d: %s\n", (int)row + 1, sudoku_status_str(status));
            sudoku_free(s);
            return 1;
        }
    }
    puts("puzzle:");
    print_grid(s);
    SudokuStatus status = sudoku_solve(s);
    printf("solve: %s\n", sudoku_status_str(status));
    print_grid(s);
    puts("trace:");
    if (print_trace(s) != 0) {
        sudoku_free(s);
        return 1;
    }

    /* A placement that repeats a digit is refused and changes nothing. */
    sudoku_clear(s);
    sudoku_set_num(s, 1, 1, 5);
    status = sudoku_set_num(s, 1, 9, 5);
    printf("set_num(1, 9, 5) next to a 5: %s\n", sudoku_status_str(status));

    /* The string API: one 81-character line, '.' or '0' for blanks. */
    const char *hard =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    char line[82];
    status = sudoku_set_string(s, hard);
    printf("set_string: %s\n", sudoku_status_str(status));
    printf("solutions (up to 2): %lld\n", (long long)sudoku_count_solutions(s, 2));
    status = sudoku_solve(s);
    if (status == SUDOKU_OK && sudoku_to_string(s, line, sizeof line) == SUDOKU_OK) {
        printf("solved: %s\n", line);
    } else {
        printf("solve: %s\n", sudoku_status_str(status));
    }
    sudoku_free(s);

    /* One-shot solving, no handle: a puzzle whose givens leave no solution. */
    const char *dead =
        "1234567...........................9...........................9..................";
    status = sudoku_solve_str(dead, line, sizeof line);
    printf("solve_str(unsolvable): %s\n", sudoku_status_str(status));
    status = sudoku_solve_str("12x", line, sizeof line);
    char why[256];
    sudoku_last_error(why, sizeof why); /* what went wrong, and where */
    printf("solve_str(\"12x\"): %s (%s)\n", sudoku_status_str(status), why);
    return 0;
}
