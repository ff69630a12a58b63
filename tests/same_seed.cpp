// Prints the default sudoku::generate(seed) puzzle of each seed argument
// (tests/examples.rs compares it with tests/same_seed.txt).
#include <cstdio>
#include <cstdlib>

#include "sudoku.hpp"

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        auto made = sudoku::generate(std::strtoull(argv[i], nullptr, 10));
        if (!made) {
            return 1;
        }
        std::puts(made->puzzle.data());
    }
    return 0;
}
