// Asserting tests of the C# binding, run under mono by tests/examples.rs:
//   mcs -target:library -doc:Sudoku.xml -warnaserror+ -out:Sudoku.dll bindings/csharp/Sudoku.cs bindings/csharp/SudokuGame.cs
//   mcs -r:Sudoku.dll -out:SudokuTests.exe bindings/csharp/SudokuTests.cs
//   LD_LIBRARY_PATH=target/release mono SudokuTests.exe
// Prints one line per failed check and a summary; exits 1 if any failed.
using System;
using LibSudoku;

public static class SudokuTests
{
    const string Classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const string ClassicSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    const string Hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    static int checks, failures;

    static void Check(bool ok, string what)
    {
        checks++;
        if (!ok)
        {
            failures++;
            Console.WriteLine("FAIL: " + what);
        }
    }

    static void Throws<T>(Action action, string what) where T : Exception
    {
        try
        {
            action();
            Check(false, what + " (no exception)");
        }
        catch (T)
        {
            Check(true, what);
        }
    }

    static void Board()
    {
        using (var board = new SudokuBoard())
        {
            Check(board.Load(Classic) == SudokuStatus.Ok, "Load(string)");
            Check(board.ToString() == Classic, "ToString round-trips");
            Check(board[1, 1] == 5 && board[1, 3] == 0, "indexer reads digits and blanks");
            Check(board.Candidates(1, 3) == 0b1011, "r1c3 candidates {1,2,4}");
            Check(board.SetNum(1, 3, 5) == SudokuStatus.Conflict, "SetNum conflict");
            Check(board.SetNum(0, 1, 1) == SudokuStatus.ErrRange, "SetNum row 0");
            Check(board.SetNum(1, 1, 10) == SudokuStatus.ErrRange, "SetNum num 10");
            Check(board.ToString() == Classic, "failed calls change nothing");
            Throws<ArgumentOutOfRangeException>(() => { int x = board[10, 1]; }, "indexer row 10 throws");
            Throws<ArgumentOutOfRangeException>(() => board.Candidates(1, 0), "Candidates col 0 throws");
            Check(board.CountSolutions() == 1, "CountSolutions unique");
            Throws<ArgumentOutOfRangeException>(() => board.CountSolutions(0), "CountSolutions(0) throws");
            long count;
            Check(board.CountSolutionsWithin(2, 0, out count) == SudokuStatus.Ok && count == 1,
                "CountSolutionsWithin: singles need no guess");
            Check(board.Solve(), "Solve");
            Check(board.ToString() == ClassicSolution, "solution");
            Check(board.Trace == "", "no trace without recordTrace");
            Check(board.SetNum(1, 1, 0) == SudokuStatus.Ok && board[1, 1] == 0, "SetNum 0 clears");
            board.Clear();
            Check(board.ToString() == new string('.', 81), "Clear empties");
            Check(board.CountSolutionsWithin(long.MaxValue, 100, out count) == SudokuStatus.LimitReached && count >= 1,
                "CountSolutionsWithin on the empty grid runs out of guesses");
            Check(board.SetLine(1, 5, 3, 0, 0, 7) == SudokuStatus.Ok && board[1, 5] == 7, "SetLine");
            Check(board.SetLine(1, new int[10]) == SudokuStatus.ErrRange, "SetLine of 10");
            Check(board.SetLine(2, 5, 0, 0, 0, 0, 0, 0, 0, 5) == SudokuStatus.Conflict, "SetLine conflict");
            Check(board.SetLine(1, null) == SudokuStatus.ErrNull, "SetLine null");
            Check(board.Load("12x") == SudokuStatus.ErrParse, "Load malformed");
            Check(board.Load((string)null) == SudokuStatus.ErrNull, "Load null");
            Check(board.Load(new int[9, 8]) == SudokuStatus.ErrRange, "Load int[9,8]");
            Check(board.ToString().StartsWith("53..7"), "failed loads change nothing");
        }
    }

    static void ArraysAndTrace()
    {
        var grid = new int[9, 9];
        for (int i = 0; i < 81; i++)
            grid[i / 9, i % 9] = Classic[i] == '.' ? 0 : Classic[i] - '0';
        using (var board = new SudokuBoard(true))
        {
            Check(board.Load(grid) == SudokuStatus.Ok, "Load(int[9,9])");
            Check(board.SolveStatus() == SudokuStatus.Ok, "SolveStatus");
            int[,] solved = board.ToArray();
            Check(solved[0, 2] == 4 && solved[8, 8] == 9, "ToArray");
            Check(board.Trace.StartsWith("given r1c1 = 5\n"), "trace starts with the givens");
            Check(board.Trace.EndsWith("solved: 30 givens, 51 singles, 0 guesses, 0 backtracks\n"), "trace summary");
        }
        using (var dead = new SudokuBoard())
        {
            dead.SetLine(1, 1, 2, 3, 4, 5, 6, 7);
            dead.SetNum(4, 8, 9);
            dead.SetNum(7, 9, 9);
            string before = dead.ToString();
            Check(dead.SolveStatus() == SudokuStatus.NoSolution && dead.ToString() == before, "no solution, unchanged");
        }
    }

    static void OneShot()
    {
        string solution;
        Check(SudokuBoard.SolveString(Classic, out solution) == SudokuStatus.Ok && solution == ClassicSolution, "SolveString");
        Check(SudokuBoard.SolveString("55" + Classic.Substring(2), out solution) == SudokuStatus.Conflict && solution == null,
            "SolveString conflict");
        Check(SudokuBoard.SolveString(null, out solution) == SudokuStatus.ErrNull, "SolveString null");

        CountResult result;
        Check(SudokuBoard.SolveLimit(Hard, 2, out result) == SudokuStatus.Ok && result.Solutions == 1 && result.Guesses > 0,
            "SolveLimit hard");
        Check(result.FirstSolution != null && result.FirstSolution.StartsWith("812753649"), "SolveLimit first solution");
        Check(SudokuBoard.SolveLimit(new string('.', 81), 5, out result) == SudokuStatus.Ok && result.Solutions == 5,
            "SolveLimit counts to the limit");
        Check(SudokuBoard.SolveLimit(Classic, 0, out result) == SudokuStatus.ErrRange, "SolveLimit limit 0");
        Check(SudokuBoard.SolveLimit("12x", 2, out result) == SudokuStatus.ErrParse, "SolveLimit malformed");
        Check(SudokuBoard.SolveLimit(new string('.', 81), long.MaxValue, out result) == SudokuStatus.ErrBudget,
            "SolveLimit on the empty grid without limit hits the budget");

        long[] counts;
        string[] solutions;
        var puzzles = new string[] { Classic, Hard, new string('.', 81), "12x", "55" + Classic.Substring(2) };
        foreach (int threads in new int[] { 1, 2, 0 })
        {
            var status = SudokuBoard.SolveBatch(puzzles, threads, out counts, out solutions);
            Check(status == SudokuStatus.ErrParse, "SolveBatch reports the malformed slot");
            Check(counts[0] == 1 && counts[1] == 1 && counts[2] == 2 && counts[3] == (long)SudokuStatus.ErrParse && counts[4] == 0,
                "SolveBatch counts, threads " + threads);
            Check(solutions[0] == ClassicSolution && solutions[1].StartsWith("812753649") && solutions[3] == null && solutions[4] == null,
                "SolveBatch solutions");
        }
        Check(SudokuBoard.SolveBatch(new string[] { Classic }, -1, out counts, out solutions) == SudokuStatus.ErrRange,
            "SolveBatch threads -1");
        Check(SudokuBoard.SolveBatch(new string[0], 1, out counts, out solutions) == SudokuStatus.Ok && counts.Length == 0,
            "SolveBatch of nothing");
    }

    static void Game()
    {
        SudokuRating rating;
        Check(SudokuBoard.Rate(Classic, out rating) == SudokuStatus.Ok && rating.ScoreTenths == 12
            && rating.Level == (int)SudokuLevel.Easy, "Rate classic");
        Check(SudokuBoard.TechniqueName(rating.Hardest) == "hidden single (box)", "TechniqueName");
        Check(SudokuBoard.Rate(new string('.', 81), out rating) == SudokuStatus.NotUnique, "Rate empty grid");
        Check(SudokuBoard.Rate("12x", out rating) == SudokuStatus.ErrParse, "Rate malformed");
        string puzzle, solution;
        Check(SudokuBoard.Generate(1, SudokuLevel.Any, SudokuSymmetry.None, 100, out puzzle, out solution, out rating) == SudokuStatus.Ok
            && puzzle == ".2....4.......7.95..62.5....39.1.....1..8..232........96.............8....18..576", "Generate seed 1");
        string solved;
        Check(SudokuBoard.SolveString(puzzle, out solved) == SudokuStatus.Ok && solved == solution, "generated solution");
        Check(SudokuBoard.Generate(2, SudokuLevel.Easy, SudokuSymmetry.Rotate180, 100, out puzzle, out solution, out rating) == SudokuStatus.Ok
            && rating.Level == (int)SudokuLevel.Easy, "Generate easy");
        Check(SudokuBoard.Generate(1, SudokuLevel.Expert, SudokuSymmetry.None, 2, out puzzle, out solution, out rating) == SudokuStatus.LimitReached
            && puzzle == null, "Generate expert runs out");
        Check(SudokuBoard.Generate(1, (SudokuLevel)9, SudokuSymmetry.None, 2, out puzzle, out solution, out rating) == SudokuStatus.ErrRange,
            "Generate bad level");
        Check(SudokuBoard.Generate(5, SudokuLevel.Any, SudokuSymmetry.None, 10, 35, out puzzle, out solution, out rating) == SudokuStatus.Ok
            && puzzle.Replace(".", "").Length == 35, "Generate 35 clues");
        Check(SudokuBoard.Generate(5, SudokuLevel.Any, SudokuSymmetry.None, 10, 16, out puzzle, out solution, out rating) == SudokuStatus.ErrRange
            && puzzle == null, "Generate 16 clues refused");
        var options = SudokuGenerateOptions.Defaults();
        Check(options.Size == (IntPtr.Size == 8 ? 40u : 32u), "SudokuGenerateOptions size");
        options.MinScoreTenths = 60;
        options.MaxScoreTenths = 74;
        Check(SudokuBoard.GenerateWith(7, options, out puzzle, out solution, out rating) == SudokuStatus.Ok
            && rating.ScoreTenths >= 60 && rating.ScoreTenths <= 74 && puzzle.Length == 81, "GenerateWith 6.0-7.4");
        SudokuRating again;
        Check(SudokuBoard.Rate(puzzle, out again) == SudokuStatus.Ok && again.ScoreTenths == rating.ScoreTenths,
            "GenerateWith rating is the puzzle's");
        options = SudokuGenerateOptions.Defaults();
        options.Hardest = 7;
        Check(SudokuBoard.GenerateWith(1, options, out puzzle, out solution, out rating) == SudokuStatus.Ok
            && rating.Hardest == 7, "GenerateWith hardest X-Wing");
        options.Size = 8;
        Check(SudokuBoard.GenerateWith(1, options, out puzzle, out solution, out rating) == SudokuStatus.ErrRange
            && puzzle == null, "GenerateWith wrong size refused");
        using (var flag = new SudokuCancelFlag())
        {
            options = SudokuGenerateOptions.Defaults();
            options.MinScoreTenths = 100;
            options.MaxAttempts = uint.MaxValue;
            options.Cancel = flag.Pointer;
            var worker = new System.Threading.Thread(() => { System.Threading.Thread.Sleep(200); flag.Cancel(); });
            worker.Start();
            Check(SudokuBoard.GenerateWith(1, options, out puzzle, out solution, out rating) == SudokuStatus.Cancelled
                && puzzle == null, "GenerateWith cancelled from another thread");
            worker.Join();
        }
    }

    static void Play()
    {
        Check(System.Runtime.InteropServices.Marshal.SizeOf(typeof(SudokuHint)) == 880, "SudokuHint is 880 bytes");
        SudokuGame game;
        Check(SudokuGame.Start(new string('.', 81), out game) == SudokuStatus.NotUnique && game == null, "Start improper");
        Check(SudokuGame.Start(null, out game) == SudokuStatus.ErrNull, "Start null");
        Check(SudokuGame.Start(Classic, out game) == SudokuStatus.Ok, "Start");
        using (game)
        {
            Check(game.IsGiven(1, 1) && !game.IsGiven(1, 3), "IsGiven");
            Check(game.Enter(1, 1, 4) == SudokuStatus.ErrGiven, "Enter given");
            Check(game.Enter(1, 3, 10) == SudokuStatus.ErrRange, "Enter range");
            Check(game.Enter(1, 3, 4) == SudokuStatus.Ok && game.Digit(1, 3) == 4, "Enter right");
            Check(game.Enter(1, 4, 5) == SudokuStatus.Ok, "Enter wrong");
            var conflicts = game.Conflicts();
            Check(conflicts.Length == 2 && conflicts[0].Cell == 3 && conflicts[0].Given == 0
                && conflicts[1].Given == 14 && conflicts[1].House == 19, "Conflicts");
            var mistakes = game.Mistakes();
            Check(mistakes.Length == 1 && mistakes[0] == 3, "Mistakes");
            SudokuGame other;
            Check(SudokuGame.Start(Classic, out other) == SudokuStatus.Ok, "Start another");
            using (other)
            {
                other.Enter(1, 3, 4);
                other.Enter(1, 4, 5);
                Check(other.Enter(2, 2, 4) == SudokuStatus.Ok, "Enter a repeat of r1c3");
                var clashes = other.Clashes();
                Check(clashes.Length == 3 && clashes[1].First == 2 && clashes[1].Second == 10 && clashes[1].House == 18
                    && other.Conflicts().Length == 2, "Clashes");
            }
            SudokuHint hint;
            Check(game.Hint(false, out hint) == SudokuStatus.Ok, "Hint status");
            Check(hint.Kind == (int)SudokuHintKind.WrongDigit && hint.CellCount == 1 && hint.Cells[0] == 3
                && hint.Explanation.StartsWith("The 5 at r1c4 is wrong"), "Hint wrong digit: " + hint.Explanation);
            Check(game.Undo() && game.Digit(1, 4) == 0 && game.Redo() && game.Digit(1, 4) == 5 && !game.Redo(), "Undo/Redo");
            Check(game.Enter(1, 4, 0) == SudokuStatus.Ok, "Erase");
            Check(game.SetPencil(1, 5, 1) == SudokuStatus.ErrGiven && game.SetPencil(1, 4, 512) == SudokuStatus.ErrRange, "SetPencil errors");
            Check(game.TogglePencil(1, 4, 1) == SudokuStatus.Ok && game.Pencil(1, 4) == 1, "TogglePencil");
            game.Hint(true, out hint);
            Check(hint.Kind == (int)SudokuHintKind.MissingCandidate && hint.Cells[0] == 3 && hint.Placed[3] == 6, "Hint pencil");
            game.AutoPencil();
            Check(game.Pencil(1, 4) == 0x22, "AutoPencil");
            game.Hint(true, out hint);
            Check(hint.Kind == (int)SudokuHintKind.Step && hint.Technique >= 0
                && SudokuBoard.TechniqueName(hint.Technique) != "unknown technique", "Hint step: " + hint.Explanation);
            string saved = game.Save();
            Check(saved.Length == SudokuGame.SaveBytes - 1 && saved.StartsWith("sudoku-game-1:"), "Save");
            SudokuGame loaded;
            Check(SudokuGame.Load(saved, out loaded) == SudokuStatus.Ok && loaded.Save() == saved && !loaded.Undo(), "Load");
            loaded.Dispose();
            Check(SudokuGame.Load("sudoku-game-1:", out loaded) == SudokuStatus.ErrParse && loaded == null, "Load bad");
            Throws<ArgumentOutOfRangeException>(() => game.Digit(0, 1), "Digit range");
            // The buffer form gives the same hint, field by field.
            var buffer = new SudokuHintBuffer();
            Check(game.Hint(true, buffer) == SudokuStatus.Ok && buffer.Kind == hint.Kind && buffer.Technique == hint.Technique
                && buffer.CellCount == hint.CellCount && buffer.Cell(0) == hint.Cells[0] && buffer.Explanation == hint.Explanation
                && buffer.Raw[879] == 0, "Hint into a buffer: " + buffer.Explanation);
            Check(game.Hint(true, (SudokuHintBuffer)null) == SudokuStatus.ErrNull, "Hint into null");
            // Play to the end by following hints on the grid alone, through the
            // buffer: no allocation on the way.
            long before = GC.GetAllocatedBytesForCurrentThread();
            for (int step = 0; step < 200 && !game.IsComplete; step++)
            {
                game.Hint(false, buffer);
                for (int cell = 0; cell < 81; cell++)
                    if (buffer.Placed(cell) != 0) game.Enter(cell / 9 + 1, cell % 9 + 1, buffer.Placed(cell));
            }
            long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            Check(game.IsComplete && game.Hint(false, out hint) == SudokuStatus.Ok && hint.Kind == (int)SudokuHintKind.Solved,
                "Solved by hints");
            Check(allocated == 0, "Hint into a buffer allocates nothing (" + allocated + " bytes)");
        }
        // Pencil marks: the classic givens as single candidates, the rest open.
        var marks = new System.Text.StringBuilder();
        foreach (char c in Classic)
            for (int d = 1; d <= 9; d++)
                marks.Append(c == '.' || c - '0' == d ? (char)('0' + d) : '.');
        CountResult counted;
        Check(SudokuBoard.SolveCandidates(marks.ToString(), 2, out counted) == SudokuStatus.Ok
            && counted.Solutions == 1 && counted.FirstSolution == ClassicSolution, "SolveCandidates");
        Check(SudokuBoard.SolveCandidates(Classic, 2, out counted) == SudokuStatus.ErrParse, "SolveCandidates 81 chars");
        SudokuHint sukaku;
        Check(SudokuGame.HintCandidates(marks.ToString(), out sukaku) == SudokuStatus.Ok
            && sukaku.Kind == (int)SudokuHintKind.Step, "HintCandidates");
        SudokuChainNode[] chainNodes;
        Check(SudokuGame.HintCandidatesChain(marks.ToString(), out chainNodes) == SudokuStatus.Ok
            && chainNodes.Length == 0, "HintCandidatesChain: no chain for a single");
        Check(SudokuGame.HintCandidatesChain("1", out chainNodes) == SudokuStatus.ErrParse && chainNodes == null,
            "HintCandidatesChain parse error");
        Check(System.Runtime.InteropServices.Marshal.SizeOf(typeof(SudokuChainNode)) == 16, "SudokuChainNode is 16 bytes");
        {
            // A puzzle whose hardest step is an X-chain (id 24): follow the hints on its
            // pencil marks to that step and read the chain.
            var xOptions = SudokuGenerateOptions.Defaults();
            xOptions.Hardest = 24;
            string xPuzzle, xSolution;
            SudokuRating xRating;
            Check(SudokuBoard.GenerateWith(1, xOptions, out xPuzzle, out xSolution, out xRating) == SudokuStatus.Ok,
                "GenerateWith an X-chain puzzle");
            SudokuGame xGame;
            Check(SudokuGame.Start(xPuzzle, out xGame) == SudokuStatus.Ok, "Start the X-chain puzzle");
            xGame.AutoPencil();
            bool found = false;
            for (int i = 0; i < 200 && !found; i++)
            {
                SudokuHint step;
                if (xGame.Hint(true, out step) != SudokuStatus.Ok || step.Kind != (int)SudokuHintKind.Step) break;
                if (step.Technique == 24)
                {
                    Check(xGame.HintChain(true, out chainNodes) == SudokuStatus.Ok && chainNodes.Length >= 4
                        && chainNodes[chainNodes.Length - 1].Link == (int)SudokuLink.End
                        && chainNodes[0].Link == (int)SudokuLink.Strong && chainNodes[0].Cells.Length == 9,
                        "HintChain of an X-chain");
                    found = true;
                    break;
                }
                for (int cell = 0; cell < 81; cell++)
                {
                    int row = cell / 9 + 1, col = cell % 9 + 1;
                    if (step.Placed[cell] != 0) xGame.Enter(row, col, step.Placed[cell]);
                    else if (step.Eliminated[cell] != 0)
                        xGame.SetPencil(row, col, xGame.Pencil(row, col) & ~step.Eliminated[cell]);
                }
            }
            Check(found, "the X-chain hint is reached");
            xGame.Dispose();
        }
    }

    static void Variants()
    {
        string text;
        Check(SudokuVariant.Generate(3, "size 6\nrules diagonal", SudokuLevel.Any, 50, out text) == SudokuStatus.Ok
            && text.StartsWith("size 6"), "Variant generate");
        string again;
        SudokuVariant.Generate(3, "size 6\nrules diagonal", SudokuLevel.Any, 50, out again);
        Check(again == text, "Variant generate is seeded");
        Check(SudokuVariant.Generate(3, "size 5", SudokuLevel.Any, 50, out again) == SudokuStatus.ErrParse && again == null,
            "Variant generate refuses size 5");
        SudokuVariant v;
        Check(SudokuVariant.Parse(text, out v) == SudokuStatus.Ok && v.Size == 6, "Variant parse");
        using (v)
        {
            string first;
            Check(v.Solve(2, out first) == 1 && first.Length == 36, "Variant solve");
            SudokuRating rating;
            Check(v.Rate(out rating) == SudokuStatus.Ok && rating.ScoreTenths >= 10, "Variant rate");
            string json = v.ToFpuzzles();
            SudokuVariant back;
            Check(SudokuVariant.ParseFpuzzles(json, out back) == SudokuStatus.Ok && json.StartsWith("{\"size\":6,"),
                "Variant to f-puzzles and back");
            using (back)
            {
                string backFirst;
                Check(back.Solve(2, out backFirst) == 1 && backFirst == first, "f-puzzles keeps the puzzle");
            }
            SudokuVariant clone;
            Check(SudokuVariant.ParseFpuzzles("{\"size\":4,\"clone\":[{}]}", out clone) == SudokuStatus.ErrParse
                && clone == null && SudokuBoard.LastError().Contains("clone"), "f-puzzles refuses a clone by name");
            SudokuVariant greater;
            Check(SudokuVariant.Parse("size 4\ngreater r1c1 r1c2", out greater) == SudokuStatus.Ok, "a greater sign");
            using (greater)
            {
                Check(greater.ToFpuzzles() == null && SudokuBoard.LastError().Contains("greater"),
                    "f-puzzles has no greater sign, named");
            }
            SudokuGame game;
            Check(v.StartGame(out game) == SudokuStatus.Ok && game.Size == 6, "Variant game");
            using (game)
            {
                Check(game.Enter(7, 1, 1) == SudokuStatus.ErrRange && game.Enter(1, 1, 7) == SudokuStatus.ErrRange,
                    "Variant game ranges");
                game.AutoPencil();
                int steps = 0;
                while (true)
                {
                    SudokuVariantHint hint;
                    Check(game.VariantHint(true, out hint) == SudokuStatus.Ok, "VariantHint status");
                    if (hint.Kind == (int)SudokuHintKind.Solved) break;
                    Check(hint.Kind == (int)SudokuHintKind.Step && hint.Size == 6 && hint.Explanation.Length > 0,
                        "VariantHint step");
                    for (int cell = 0; cell < 36; cell++)
                    {
                        int row = cell / 6 + 1, col = cell % 6 + 1;
                        if (hint.Placed[cell] != 0) game.Enter(row, col, hint.Placed[cell]);
                        if (hint.Eliminated[cell] != 0)
                            game.SetPencil(row, col, game.Pencil(row, col) & ~hint.Eliminated[cell]);
                    }
                    if (++steps > 300) break;
                }
                Check(game.IsComplete && game.Mistakes().Length == 0, "Variant solved by hints");
                string saved = game.Save();
                SudokuGame loaded;
                Check(saved.StartsWith("sudoku-variant-game-1\n") && SudokuGame.Load(saved, out loaded) == SudokuStatus.Ok
                    && loaded.Size == 6 && loaded.Save() == saved, "Variant save/load");
            }
        }
        SudokuVariant open;
        SudokuVariant.Parse("size 4", out open);
        using (open)
        {
            SudokuGame none;
            Check(open.StartGame(out none) == SudokuStatus.NotUnique && none == null, "Variant game needs one solution");
        }
        VariantOptions();
    }

    static void VariantOptions()
    {
        SudokuVariant empty;
        SudokuVariant.Parse("size 16", out empty);
        using (empty)
        using (var flag = new SudokuCancelFlag())
        {
            string first;
            var options = SudokuVariantOptions.Defaults();
            options.MaxGuesses = 1000;
            Check(empty.Solve(long.MaxValue, options, out first) == (long)SudokuStatus.ErrBudget && first == null,
                "Variant solve within 1000 guesses");
            options.MaxGuesses = ulong.MaxValue;
            options.MaxMillis = 50;
            Check(empty.Solve(long.MaxValue, options, out first) == (long)SudokuStatus.ErrBudget,
                "Variant solve within 50 ms");
            options.Cancel = flag.Pointer;
            flag.Cancel();
            Check(empty.Solve(long.MaxValue, options, out first) == (long)SudokuStatus.ErrCancelled,
                "Variant solve cancelled");
            SudokuRating rating;
            Check(empty.Rate(options, out rating) == SudokuStatus.Cancelled, "Variant rate cancelled");
            string text;
            Check(SudokuVariant.Generate(1, "size 6", SudokuLevel.Any, 5, options, out text) == SudokuStatus.Cancelled
                && text == null, "Variant generate cancelled");
            flag.Reset();
            string plain;
            SudokuVariant.Generate(3, "size 6", SudokuLevel.Any, 5, out plain);
            Check(SudokuVariant.Generate(3, "size 6", SudokuLevel.Any, 5, SudokuVariantOptions.Defaults(), out text)
                == SudokuStatus.Ok && text == plain, "Variant generate with the defaults");
        }
    }

    static void Texts()
    {
        Check(SudokuBoard.StatusText(SudokuStatus.Conflict) == "conflicting digits", "StatusText");
        Check(SudokuBoard.StatusText(SudokuStatus.ErrBudget) == "work budget exhausted", "StatusText budget");
        Check(SudokuBoard.StatusText((SudokuStatus)42) == "unknown status", "StatusText unknown");
        string unused;
        Check(SudokuBoard.SolveString("12345", out unused) == SudokuStatus.ErrParse
            && SudokuBoard.LastError() == "puzzle has 5 cells, expected 81", "LastError after a parse error");
        SudokuVariant variant;
        Check(SudokuVariant.Parse("size 7", out variant) == SudokuStatus.ErrParse
            && SudokuBoard.LastError() == "line 1: size 7 is not one of 4, 6, 8, 9, 10, 12, 16",
            "LastError names the variant's line");
        Check(SudokuBoard.SolveString(Classic, out unused) == SudokuStatus.Ok
            && SudokuBoard.LastError().StartsWith("line 1: size"), "success leaves LastError as it was");
        string p1, s1, p2, s2;
        SudokuRating r1, r2;
        Check(SudokuBoard.Generate(42, out p1, out s1, out r1) == SudokuStatus.Ok
            && SudokuBoard.Generate(42, SudokuLevel.Any, SudokuSymmetry.Rotate180, 1000, out p2, out s2, out r2) == SudokuStatus.Ok
            && p1 == p2, "Generate(seed) uses the library's defaults");
        Check(SudokuBoard.Version.Split('.').Length == 3, "Version");
    }

    public static int Main()
    {
        Board();
        ArraysAndTrace();
        OneShot();
        Game();
        Play();
        Variants();
        Texts();
        Console.WriteLine("C# binding: " + checks + " checks, " + failures + " failed");
        return failures == 0 ? 0 : 1;
    }
}
