// Solves the classic int[9,9] puzzle (0 = blank) through libsudoku and
// prints it, then shows what happens with a puzzle that has no solution.
//   mcs -out:sudoku_demo.exe bindings/csharp/Sudoku.cs examples/csharp/Program.cs
//   LD_LIBRARY_PATH=target/release mono sudoku_demo.exe
using System;
using LibSudoku;

public static class Program
{
    static void Print(int[,] grid)
    {
        for (int r = 0; r < 9; r++)
        {
            var cells = new string[9];
            for (int c = 0; c < 9; c++) cells[c] = grid[r, c].ToString();
            Console.WriteLine(string.Join(" ", cells));
        }
    }

    /// Loads and solves a grid; prints the solution or "No solution exists.".
    static bool SolveAndPrint(int[,] grid)
    {
        using (var board = new SudokuBoard())
        {
            var status = board.Load(grid);
            if (status == SudokuStatus.Ok && board.Solve())
            {
                Print(board.ToArray());
                return true;
            }
            Console.WriteLine("No solution exists.");
            return false;
        }
    }

    public static int Main()
    {
        Console.WriteLine("libsudoku " + SudokuBoard.Version);
        int[,] sudokuGrid = new int[9, 9] {
            { 5, 3, 0, 0, 7, 0, 0, 0, 0 },
            { 6, 0, 0, 1, 9, 5, 0, 0, 0 },
            { 0, 9, 8, 0, 0, 0, 0, 6, 0 },
            { 8, 0, 0, 0, 6, 0, 0, 0, 3 },
            { 4, 0, 0, 8, 0, 3, 0, 0, 1 },
            { 7, 0, 0, 0, 2, 0, 0, 0, 6 },
            { 0, 6, 0, 0, 0, 0, 2, 8, 0 },
            { 0, 0, 0, 4, 1, 9, 0, 0, 5 },
            { 0, 0, 0, 0, 8, 0, 0, 7, 9 }
        };
        bool solved = SolveAndPrint(sudokuGrid);

        // Row 1 leaves r1c8 and r1c9 only the 8: no solution.
        var unsolvable = new int[9, 9];
        for (int c = 0; c < 7; c++) unsolvable[0, c] = c + 1;
        unsolvable[3, 7] = 9;
        unsolvable[6, 8] = 9;
        bool none = !SolveAndPrint(unsolvable);

        // The original class's style: row by row, with a solving log.
        using (var board = new SudokuBoard(true))
        {
            for (int r = 0; r < 9; r++)
            {
                var row = new int[9];
                for (int c = 0; c < 9; c++) row[c] = sudokuGrid[r, c];
                board.SetLine(r + 1, row);
            }
            var conflict = board.SetNum(1, 3, 5);
            Console.WriteLine("SetNum(1, 3, 5): " + SudokuBoard.StatusText(conflict));
            board.Solve();
            string[] log = board.Trace.TrimEnd('\n').Split('\n');
            Console.WriteLine("trace: " + log.Length + " lines, last: " + log[log.Length - 1]);
        }

        string solution;
        var status = SudokuBoard.SolveString("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", out solution);
        Console.WriteLine("SolveString: " + SudokuBoard.StatusText(status) + " " + solution);
        return solved && none ? 0 : 1;
    }
}
