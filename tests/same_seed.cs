// Prints the default SudokuBoard.Generate(seed) puzzle of each seed
// argument (tests/examples.rs compares it with tests/same_seed.txt).
using System;
using LibSudoku;

static class SameSeed
{
    static int Main(string[] args)
    {
        foreach (var arg in args)
        {
            string puzzle, solution;
            SudokuRating rating;
            if (SudokuBoard.Generate(ulong.Parse(arg), out puzzle, out solution, out rating) != SudokuStatus.Ok)
                return 1;
            Console.WriteLine(puzzle);
        }
        return 0;
    }
}
