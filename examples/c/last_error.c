#include <stdio.h>
#include "sudoku.h"

/* Prints why each of three calls fails. */
int main(void) {
    char why[256], solution[82];
    SudokuVariant *v = NULL;
    sudoku_solve_str("53..7", solution, sizeof solution);
    sudoku_last_error(why, sizeof why), puts(why);
    sudoku_solve_limit(".................................................................................", 0, NULL, 0, NULL);
    sudoku_last_error(why, sizeof why), puts(why);
    sudoku_variant_parse("size 7", &v);
    sudoku_last_error(why, sizeof why), puts(why);
    return 0;
}
