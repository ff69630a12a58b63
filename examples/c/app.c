#include <stdio.h>
#include "sudoku.h"

int main(void) {
    char solution[82];
    SudokuStatus st = sudoku_solve_str(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        solution, sizeof solution);
    if (st != SUDOKU_OK) {
        fprintf(stderr, "%s\n", sudoku_status_str(st));
        return 1;
    }
    puts(solution);

    Sudoku *s = sudoku_new(true);           /* true: record the solving log */
    const int32_t row1[9] = {5, 3, 0, 0, 7, 0, 0, 0, 0};
    sudoku_set_line(s, 1, row1, 9);         /* rows/cols are 1-based, 0 = blank */
    sudoku_set_num(s, 2, 1, 6);
    if (sudoku_solve(s) == SUDOKU_OK) {
        printf("r1c3 = %d\n", sudoku_get(s, 1, 3));
    }
    sudoku_free(s);
    return 0;
}
