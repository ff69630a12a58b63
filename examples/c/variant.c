/* Variant puzzles through the C API: a 6x6 with diagonals, a 4x4 killer
 * with no givens, and a refused text.
 *
 *   cc -std=c99 -Iinclude examples/c/variant.c -Ltarget/release -lsudoku -o variant
 *   LD_LIBRARY_PATH=target/release ./variant
 */
#include <stdio.h>

#include "sudoku.h"

static void solve(const char *text) {
    SudokuVariant *v = NULL;
    SudokuStatus status = sudoku_variant_parse(text, &v);
    if (status != SUDOKU_OK) {
        char why[256];
        sudoku_last_error(why, sizeof why);
        printf("refused: %s (%s)\n", sudoku_status_str(status), why);
        return;
    }
    int n = sudoku_variant_size(v);
    char solution[257];
    int64_t count = sudoku_variant_solve(v, 2, solution, sizeof solution);
    printf("%dx%d: %lld solution(s)\n", n, n, (long long)count);
    if (count >= 1) {
        for (int row = 0; row < n; row++) printf("  %.*s\n", n, solution + row * n);
    }
    sudoku_variant_free(v);
}

int main(void) {
    solve("size 6\n"
          "rules diagonal   # both main diagonals hold 1-6 too\n"
          "givens ......\n"
          "       ......\n"
          "       ......\n"
          "       ....21\n"
          "       ...6..\n"
          "       24...5\n");
    solve("size 4   # killer: cage sums and one given\n"
          "cage 3 r1c1 r1c2\n"
          "cage 7 r1c3 r1c4\n"
          "cage 5 r2c1 r3c1\n"
          "cage 5 r2c2 r2c3\n"
          "cage 5 r2c4 r3c4\n"
          "cage 5 r3c2 r3c3\n"
          "cage 7 r4c1 r4c2\n"
          "cage 3 r4c3 r4c4\n"
          "givens ...4 .... .... ....\n");
    solve("size 7\n");
    return 0;
}
