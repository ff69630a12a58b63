#include <stdio.h>
#include "sudoku.h"

int main(int argc, char **argv) {
    const char *puzzle = argc > 1 ? argv[1]
        : "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    char solution[82], why[256];
    if (sudoku_solve_str(puzzle, solution, sizeof solution) != SUDOKU_OK) {
        sudoku_last_error(why, sizeof why);
        fprintf(stderr, "not solved: %s\n", why);
        return 1;
    }
    puts(solution);
    return 0;
}
