using System;
using LibSudoku;

static class Hello
{
    static void Main()
    {
        string solution;
        var puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        if (SudokuBoard.SolveString(puzzle, out solution) == SudokuStatus.Ok) Console.WriteLine(solution);
        if (SudokuBoard.SolveString("53..7", out solution) != SudokuStatus.Ok)
            Console.WriteLine("error: " + SudokuBoard.LastError());
    }
}
