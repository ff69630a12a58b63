#include <cstdio>
#include "sudoku.hpp"

int main() {
    auto made = sudoku::generate(42);  // the same puzzle in every binding
    if (!made) return 1;
    auto rating = sudoku::rate(made->puzzle.data());
    std::printf("%s %.1f %s\n", made->puzzle.data(), rating->score_tenths / 10.0,
                sudoku::technique_name(rating->hardest));
    std::printf("%s\n", made->solution.data());
    if (!sudoku::solve("53..7")) std::printf("error: %s\n", sudoku::last_error().c_str());
    return 0;
}
