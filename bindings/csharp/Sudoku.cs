// C# binding for libsudoku (Mono, .NET, Unity): every exported function,
// behind SudokuBoard (a board) and its static one-shot methods; SudokuGame.cs
// adds player state and hints. Copy both files into a project (or build them
// as a library: mcs -target:library) and put the native library where the
// runtime finds it: next to the
// executable or on LD_LIBRARY_PATH (libsudoku.so), PATH (sudoku.dll), or in
// Unity's Assets/Plugins. On iOS the library is linked statically, so the
// import name is "__Internal".
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace LibSudoku
{
    /// <summary>Status codes, identical to the SUDOKU_* constants of sudoku.h.</summary>
    public enum SudokuStatus
    {
        /// <summary>Success.</summary>
        Ok = 0,
        /// <summary>The puzzle has no solution.</summary>
        NoSolution = 1,
        /// <summary>A digit repeats in a row, column or box, or a cell would have no candidate.</summary>
        Conflict = 2,
        /// <summary>A work or count limit was reached before the task finished.</summary>
        LimitReached = 3,
        /// <summary>The puzzle has more than one solution.</summary>
        NotUnique = 4,
        /// <summary>The caller's cancel flag stopped the call; nothing was written.</summary>
        Cancelled = 5,
        /// <summary>A required argument was null.</summary>
        ErrNull = -1,
        /// <summary>An integer argument was out of range.</summary>
        ErrRange = -2,
        /// <summary>The puzzle text could not be parsed.</summary>
        ErrParse = -3,
        /// <summary>A buffer was too small.</summary>
        ErrBuffer = -4,
        /// <summary>An internal error was caught; nothing changed.</summary>
        ErrPanic = -5,
        /// <summary>The guess budget ran out before a count finished.</summary>
        ErrBudget = -6,
        /// <summary>The cell holds a given, which the player cannot change.</summary>
        ErrGiven = -7,
        /// <summary>The cancel flag stopped a call that returns a count.</summary>
        ErrCancelled = -8,
    }

    /// <summary>Difficulty levels (SUDOKU_LEVEL_* in sudoku.h).</summary>
    public enum SudokuLevel
    {
        /// <summary>Any level (generation only).</summary>
        Any = -1,
        /// <summary>Score below 2.5: singles only.</summary>
        Easy = 0,
        /// <summary>Score 2.5-3.9: locked candidates, pairs, triples, X-Wing, Swordfish.</summary>
        Medium = 1,
        /// <summary>Score 4.0-5.9: wings, unique rectangles, quads, Jellyfish, colouring, X-chains, BUG+1.</summary>
        Hard = 2,
        /// <summary>Score 6.0-7.4: XY-chains, static forcing chains.</summary>
        Expert = 3,
        /// <summary>Score 7.5 and above: Nishio and harder forcing chains (rare with a symmetry: may need many attempts).</summary>
        Extreme = 4,
    }

    /// <summary>Which cells a generated puzzle empties together (SUDOKU_SYMMETRY_*).</summary>
    public enum SudokuSymmetry
    {
        /// <summary>No symmetry.</summary>
        None = 0,
        /// <summary>Half-turn symmetry.</summary>
        Rotate180 = 1,
        /// <summary>Quarter-turn symmetry.</summary>
        Rotate90 = 2,
        /// <summary>Mirror across the vertical axis.</summary>
        Mirror = 3,
        /// <summary>Mirror across the main diagonal.</summary>
        Diagonal = 4,
    }

    /// <summary>A puzzle's difficulty, laid out as SudokuRating in sudoku.h.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct SudokuRating
    {
        /// <summary>Sudoku Explainer-style score in tenths (12 = 1.2).</summary>
        public int ScoreTenths;
        /// <summary>The level (as a SudokuLevel value).</summary>
        public int Level;
        /// <summary>The hardest technique (see <see cref="SudokuBoard.TechniqueName"/>).</summary>
        public int Hardest;
    }

    /// <summary>What <see cref="SudokuBoard.GenerateWith"/> makes, laid out as
    /// SudokuGenerateOptions in sudoku.h. Start from <see cref="Defaults"/>.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct SudokuGenerateOptions
    {
        /// <summary>The struct's size in bytes (Defaults sets it).</summary>
        public uint Size;
        /// <summary>The lowest score wanted, in tenths; 0 = no lower bound.</summary>
        public int MinScoreTenths;
        /// <summary>The highest score wanted, in tenths; 0 = no upper bound.</summary>
        public int MaxScoreTenths;
        /// <summary>The technique id the hardest step must be, -1 = any; not one ratings leave out
        /// (16, 38, 41, 42-44, 46: hints only) or a killer technique (49, 50): SUDOKU_ERR_RANGE.</summary>
        public int Hardest;
        /// <summary>A SudokuSymmetry value.</summary>
        public int Symmetry;
        /// <summary>0 = minimal, else 17..80 as Generate's clue target.</summary>
        public int Clues;
        /// <summary>Attempts before LimitReached; at least 1.</summary>
        public uint MaxAttempts;
        /// <summary>Native memory holding an int polled during the call (non-zero
        /// stops it), or IntPtr.Zero; <see cref="SudokuCancelFlag"/> makes one.</summary>
        public IntPtr Cancel;

        /// <summary>The library's defaults, the same in every binding: any score and
        /// technique, SUDOKU_GENERATE_DEFAULT_SYMMETRY (Rotate180), a minimal puzzle,
        /// SUDOKU_GENERATE_DEFAULT_ATTEMPTS (1000) attempts, no cancel flag.</summary>
        public static SudokuGenerateOptions Defaults()
        {
            return new SudokuGenerateOptions
            {
                Size = (uint)Marshal.SizeOf(typeof(SudokuGenerateOptions)),
                Hardest = -1,
                Symmetry = (int)SudokuSymmetry.Rotate180,
                MaxAttempts = 1000,
            };
        }
    }

    /// <summary>A cancel flag in native memory for <see cref="SudokuGenerateOptions.Cancel"/>
    /// and <see cref="SudokuVariantOptions.Cancel"/>: call <see cref="Cancel"/> from any
    /// thread to stop a call using it (it returns Cancelled, or ErrCancelled for a count,
    /// within 10 ms). Dispose it only after the call has returned.</summary>
    public sealed class SudokuCancelFlag : IDisposable
    {
        private IntPtr flag;

        /// <summary>A cleared flag.</summary>
        public SudokuCancelFlag()
        {
            flag = Marshal.AllocHGlobal(4);
            Marshal.WriteInt32(flag, 0);
        }

        /// <summary>The address to put in SudokuGenerateOptions.Cancel.</summary>
        public IntPtr Pointer { get { return flag; } }

        /// <summary>Sets the flag: the call using it stops.</summary>
        public void Cancel() { Marshal.WriteInt32(flag, 1); }

        /// <summary>Clears the flag for another call.</summary>
        public void Reset() { Marshal.WriteInt32(flag, 0); }

        /// <summary>Frees the native memory.</summary>
        public void Dispose()
        {
            if (flag != IntPtr.Zero)
            {
                Marshal.FreeHGlobal(flag);
                flag = IntPtr.Zero;
            }
        }
    }

    /// <summary>What <see cref="SudokuBoard.SolveLimit"/> found.</summary>
    public struct CountResult
    {
        /// <summary>Solutions found, 0..limit.</summary>
        public long Solutions;
        /// <summary>The first solution found (81 characters), or null when there is none.</summary>
        public string FirstSolution;
        /// <summary>Guesses the search made.</summary>
        public ulong Guesses;
    }

    /// <summary>Owns a native Sudoku handle and frees it exactly once.</summary>
    public sealed class SudokuSafeHandle : SafeHandle
    {
        /// <summary>An empty (invalid) handle; the marshaller fills it in.</summary>
        public SudokuSafeHandle() : base(IntPtr.Zero, true) { }

        /// <summary>True for a NULL handle.</summary>
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        /// <summary>Calls sudoku_free.</summary>
        protected override bool ReleaseHandle()
        {
            Native.sudoku_free(handle);
            return true;
        }
    }

    /// <summary>The raw C functions. Prefer <see cref="SudokuBoard"/>.</summary>
    internal static class Native
    {
#if UNITY_IOS && !UNITY_EDITOR
        internal const string Library = "__Internal";
#else
        internal const string Library = "sudoku";
#endif

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern SudokuSafeHandle sudoku_new([MarshalAs(UnmanagedType.U1)] bool recordTrace);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern void sudoku_free(IntPtr s);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_set_num(SudokuSafeHandle s, int row, int col, int num);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_set_line(SudokuSafeHandle s, int row, int[] nums, UIntPtr len);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_set_string(SudokuSafeHandle s, byte[] puzzle);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_solve(SudokuSafeHandle s);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_get(SudokuSafeHandle s, int row, int col);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_to_string(SudokuSafeHandle s, byte[] buf, UIntPtr cap);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_candidates(SudokuSafeHandle s, int row, int col);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern long sudoku_count_solutions(SudokuSafeHandle s, long limit);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_count_solutions_within(SudokuSafeHandle s, long limit, ulong maxGuesses, out long count);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern void sudoku_clear(SudokuSafeHandle s);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern UIntPtr sudoku_trace(SudokuSafeHandle s, byte[] buf, UIntPtr cap);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_solve_str(byte[] puzzle, byte[] solution, UIntPtr cap);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern long sudoku_solve_limit(byte[] puzzle, long limit, [In, Out] byte[] solution, UIntPtr cap, out ulong guesses);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern long sudoku_solve_candidates(byte[] marks, long limit, [In, Out] byte[] solution, UIntPtr cap, out ulong guesses);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_solve_batch(byte[] puzzles, UIntPtr count, UIntPtr stride,
            [In, Out] byte[] solutions, UIntPtr solutionStride, int threads, [In, Out] long[] counts);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_rate(byte[] puzzle, out SudokuRating rating);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_generate(ulong seed, int level, int symmetry, uint maxAttempts,
            [In, Out] byte[] puzzle, [In, Out] byte[] solution, UIntPtr cap, out SudokuRating rating);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_generate_with(ulong seed, ref SudokuGenerateOptions options,
            [In, Out] byte[] puzzle, [In, Out] byte[] solution, UIntPtr cap, out SudokuRating rating);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_generate_clues(ulong seed, int level, int symmetry, uint maxAttempts, int clues,
            [In, Out] byte[] puzzle, [In, Out] byte[] solution, UIntPtr cap, out SudokuRating rating);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr sudoku_technique_name(int technique);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr sudoku_status_str(int status);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr sudoku_version();

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern UIntPtr sudoku_last_error(byte[] buf, UIntPtr cap);

        /// <summary>A NUL-terminated UTF-8 copy of a string for the C side.</summary>
        internal static byte[] CString(string text)
        {
            if (text == null) return null;
            byte[] bytes = new byte[Encoding.UTF8.GetByteCount(text) + 1];
            Encoding.UTF8.GetBytes(text, 0, text.Length, bytes, 0);
            return bytes;
        }

        /// <summary>The text before the first NUL of a buffer the C side filled.</summary>
        internal static string FromBuffer(byte[] buf)
        {
            int len = Array.IndexOf(buf, (byte)0);
            return Encoding.ASCII.GetString(buf, 0, len < 0 ? buf.Length : len);
        }
    }

    /// <summary>
    /// A Sudoku board backed by the native library. Rows and columns are
    /// 1-based; digits are 1..9 and 0 means empty. Methods that change the
    /// board return a status and leave the board unchanged unless it is Ok.
    /// One instance must not be used by two threads at once.
    /// </summary>
    public sealed class SudokuBoard : IDisposable
    {
        private const int LineCapacity = 82;
        private readonly SudokuSafeHandle handle;

        /// <summary>An empty board; with recordTrace, Solve records its steps.
        /// Throws OutOfMemoryException if the native side cannot allocate.</summary>
        public SudokuBoard(bool recordTrace = false)
        {
            handle = Native.sudoku_new(recordTrace);
            if (handle.IsInvalid) throw new OutOfMemoryException("sudoku_new returned NULL");
        }

        /// <summary>Places num (1..9) at (row, col), or clears the cell for 0.</summary>
        public SudokuStatus SetNum(int row, int col, int num)
        {
            return (SudokuStatus)Native.sudoku_set_num(handle, row, col, num);
        }

        /// <summary>Sets the first nums.Length (at most 9) cells of a row; 0 = blank.</summary>
        public SudokuStatus SetLine(int row, params int[] nums)
        {
            if (nums == null) return SudokuStatus.ErrNull;
            return (SudokuStatus)Native.sudoku_set_line(handle, row, nums, (UIntPtr)nums.Length);
        }

        /// <summary>Replaces the board with a puzzle text (81 cells, '.' or '0' blank).</summary>
        public SudokuStatus Load(string puzzle)
        {
            if (puzzle == null) return SudokuStatus.ErrNull;
            return (SudokuStatus)Native.sudoku_set_string(handle, Native.CString(puzzle));
        }

        /// <summary>Replaces the board with a 9x9 grid, 0 for blanks.</summary>
        public SudokuStatus Load(int[,] grid)
        {
            if (grid == null) return SudokuStatus.ErrNull;
            if (grid.GetLength(0) != 9 || grid.GetLength(1) != 9) return SudokuStatus.ErrRange;
            var text = new StringBuilder(81);
            foreach (int value in grid)
            {
                if (value < 0 || value > 9) return SudokuStatus.ErrRange;
                text.Append((char)('0' + value));
            }
            return Load(text.ToString());
        }

        /// <summary>Solves in place; false (board unchanged) when there is no solution.</summary>
        public bool Solve()
        {
            return SolveStatus() == SudokuStatus.Ok;
        }

        /// <summary>Solves in place and returns the status.</summary>
        public SudokuStatus SolveStatus()
        {
            return (SudokuStatus)Native.sudoku_solve(handle);
        }

        /// <summary>The digit at (row, col), 0 when empty.</summary>
        public int this[int row, int col]
        {
            get
            {
                int value = Native.sudoku_get(handle, row, col);
                if (value < 0) throw new ArgumentOutOfRangeException("row/col", "rows and columns are 1..9");
                return value;
            }
        }

        /// <summary>Candidate mask at (row, col): bit k set when digit k+1 fits.</summary>
        public int Candidates(int row, int col)
        {
            int mask = Native.sudoku_candidates(handle, row, col);
            if (mask < 0) throw new ArgumentOutOfRangeException("row/col", "rows and columns are 1..9");
            return mask;
        }

        /// <summary>Number of solutions, counting no further than limit (>= 1).
        /// Throws InvalidOperationException when the library's guess budget runs
        /// out first (a huge limit on a nearly empty grid).</summary>
        public long CountSolutions(long limit = 2)
        {
            long count = Native.sudoku_count_solutions(handle, limit);
            if (count == (long)SudokuStatus.ErrBudget)
                throw new InvalidOperationException("guess budget exhausted before the count finished");
            if (count < 0) throw new ArgumentOutOfRangeException("limit", "limit must be at least 1");
            return count;
        }

        /// <summary>Counts solutions up to limit making at most maxGuesses guesses:
        /// Ok (count exact), LimitReached (count is a lower bound), or ErrRange.</summary>
        public SudokuStatus CountSolutionsWithin(long limit, ulong maxGuesses, out long count)
        {
            return (SudokuStatus)Native.sudoku_count_solutions_within(handle, limit, maxGuesses, out count);
        }

        /// <summary>Empties the board and the trace.</summary>
        public void Clear()
        {
            Native.sudoku_clear(handle);
        }

        /// <summary>The board as a 9x9 array, 0 for empty cells.</summary>
        public int[,] ToArray()
        {
            var grid = new int[9, 9];
            for (int r = 0; r < 9; r++)
                for (int c = 0; c < 9; c++)
                    grid[r, c] = this[r + 1, c + 1];
            return grid;
        }

        /// <summary>The board as 81 characters, '.' for empty cells.</summary>
        public override string ToString()
        {
            var buf = new byte[LineCapacity];
            Native.sudoku_to_string(handle, buf, (UIntPtr)buf.Length);
            return Native.FromBuffer(buf);
        }

        /// <summary>The log of the latest Solve (empty unless recordTrace).</summary>
        public string Trace
        {
            get
            {
                ulong len = (ulong)Native.sudoku_trace(handle, null, UIntPtr.Zero);
                var buf = new byte[len + 1];
                Native.sudoku_trace(handle, buf, (UIntPtr)buf.Length);
                return Native.FromBuffer(buf);
            }
        }

        /// <summary>Solves a puzzle text without a board; solution is null unless Ok.</summary>
        public static SudokuStatus SolveString(string puzzle, out string solution)
        {
            solution = null;
            if (puzzle == null) return SudokuStatus.ErrNull;
            var buf = new byte[LineCapacity];
            var status = (SudokuStatus)Native.sudoku_solve_str(Native.CString(puzzle), buf, (UIntPtr)buf.Length);
            if (status == SudokuStatus.Ok) solution = Native.FromBuffer(buf);
            return status;
        }

        /// <summary>Counts the solutions of a puzzle text up to limit (>= 1) with the
        /// fast engine, without a board. On Ok, result holds the count, the first
        /// solution found (null if none) and the guesses made; otherwise the
        /// status says why (ErrParse, ErrRange, ErrBudget, ErrNull).</summary>
        public static SudokuStatus SolveLimit(string puzzle, long limit, out CountResult result)
        {
            result = new CountResult();
            if (puzzle == null) return SudokuStatus.ErrNull;
            var buf = new byte[LineCapacity];
            ulong guesses;
            long n = Native.sudoku_solve_limit(Native.CString(puzzle), limit, buf, (UIntPtr)buf.Length, out guesses);
            return Counted(n, buf, guesses, out result);
        }

        /// <summary>Like SolveLimit for a pencil-mark ("Sukaku") puzzle: 729 characters,
        /// for each cell nine, the k-th being digit k or '.'.</summary>
        public static SudokuStatus SolveCandidates(string marks, long limit, out CountResult result)
        {
            result = new CountResult();
            if (marks == null) return SudokuStatus.ErrNull;
            var buf = new byte[LineCapacity];
            ulong guesses;
            long n = Native.sudoku_solve_candidates(Native.CString(marks), limit, buf, (UIntPtr)buf.Length, out guesses);
            return Counted(n, buf, guesses, out result);
        }

        private static SudokuStatus Counted(long n, byte[] buf, ulong guesses, out CountResult result)
        {
            result = new CountResult();
            if (n < 0) return (SudokuStatus)n;
            result.Solutions = n;
            result.FirstSolution = n > 0 ? Native.FromBuffer(buf) : null;
            result.Guesses = guesses;
            return SudokuStatus.Ok;
        }

        /// <summary>Solves many 81-character puzzles on threads native threads (0 = all
        /// cores). counts[i] is 0, 1 or 2 (solutions with limit 2) or a negative status
        /// (ErrParse for a puzzle that is not 81 valid characters); solutions[i] is the
        /// first solution found, or null. Returns Ok, ErrParse or LimitReached when some
        /// slot failed (the others are still solved), or ErrRange/ErrNull.</summary>
        public static SudokuStatus SolveBatch(string[] puzzles, int threads, out long[] counts, out string[] solutions)
        {
            counts = null;
            solutions = null;
            if (puzzles == null) return SudokuStatus.ErrNull;
            const int stride = LineCapacity;
            var input = new byte[Math.Max(1, puzzles.Length) * stride];
            for (int i = 0; i < puzzles.Length; i++)
            {
                string p = puzzles[i] ?? "";
                for (int j = 0; j < 81; j++)
                {
                    char ch = p.Length == 81 && p[j] < 128 ? p[j] : 'x';
                    input[i * stride + j] = (byte)ch;
                }
                input[i * stride + 81] = (byte)'\n';
            }
            var output = new byte[input.Length];
            var found = new long[Math.Max(1, puzzles.Length)];
            var status = (SudokuStatus)Native.sudoku_solve_batch(input, (UIntPtr)puzzles.Length, (UIntPtr)stride,
                output, (UIntPtr)stride, threads, found);
            if (status != SudokuStatus.Ok && status != SudokuStatus.ErrParse && status != SudokuStatus.LimitReached)
                return status;
            counts = new long[puzzles.Length];
            solutions = new string[puzzles.Length];
            for (int i = 0; i < puzzles.Length; i++)
            {
                counts[i] = found[i];
                if (found[i] > 0) solutions[i] = Encoding.ASCII.GetString(output, i * stride, 81);
            }
            return status;
        }

        /// <summary>Rates a puzzle with the logic solver: Ok, ErrParse, Conflict,
        /// NoSolution, NotUnique or LimitReached; rating is set only on Ok.</summary>
        public static SudokuStatus Rate(string puzzle, out SudokuRating rating)
        {
            rating = new SudokuRating();
            if (puzzle == null) return SudokuStatus.ErrNull;
            return (SudokuStatus)Native.sudoku_rate(Native.CString(puzzle), out rating);
        }

        /// <summary>Generates a puzzle with a unique solution from a seed (the same
        /// seed and options give the same puzzle everywhere). Ok, LimitReached (no
        /// puzzle of that level within maxAttempts) or ErrRange; puzzle and solution
        /// are null unless Ok.</summary>
        public static SudokuStatus Generate(ulong seed, SudokuLevel level, SudokuSymmetry symmetry, uint maxAttempts,
            out string puzzle, out string solution, out SudokuRating rating)
        {
            var p = new byte[LineCapacity];
            var s = new byte[LineCapacity];
            int status = Native.sudoku_generate(seed, (int)level, (int)symmetry, maxAttempts,
                p, s, (UIntPtr)LineCapacity, out rating);
            return Generated(status, p, s, out puzzle, out solution);
        }

        /// <summary>Generates a puzzle from a seed with the library's defaults (any level,
        /// SudokuGenerateOptions.Defaults()): the same puzzle as <c>sudoku generate --seed
        /// SEED</c> and every other binding's default. Ok, LimitReached or ErrRange; puzzle
        /// and solution are null unless Ok.</summary>
        public static SudokuStatus Generate(ulong seed, out string puzzle, out string solution,
            out SudokuRating rating)
        {
            return GenerateWith(seed, SudokuGenerateOptions.Defaults(), out puzzle, out solution, out rating);
        }

        /// <summary>Like the other Generate, with a clue target: 0 for a minimal puzzle, or
        /// 17..80 to stop removing clues at that many or fewer (ErrRange otherwise).</summary>
        public static SudokuStatus Generate(ulong seed, SudokuLevel level, SudokuSymmetry symmetry, uint maxAttempts,
            int clues, out string puzzle, out string solution, out SudokuRating rating)
        {
            var p = new byte[LineCapacity];
            var s = new byte[LineCapacity];
            int status = Native.sudoku_generate_clues(seed, (int)level, (int)symmetry, maxAttempts,
                clues, p, s, (UIntPtr)LineCapacity, out rating);
            return Generated(status, p, s, out puzzle, out solution);
        }

        /// <summary>Generates a puzzle on demand: its score within the options' bounds and
        /// its hardest step the technique asked for (see sudoku_generate_with). Ok,
        /// LimitReached (the attempts ran out), Cancelled (the options' flag was set) or
        /// ErrRange; puzzle and solution are null unless Ok.</summary>
        public static SudokuStatus GenerateWith(ulong seed, SudokuGenerateOptions options,
            out string puzzle, out string solution, out SudokuRating rating)
        {
            var p = new byte[LineCapacity];
            var s = new byte[LineCapacity];
            int status = Native.sudoku_generate_with(seed, ref options, p, s, (UIntPtr)LineCapacity, out rating);
            return Generated(status, p, s, out puzzle, out solution);
        }

        private static SudokuStatus Generated(int status, byte[] p, byte[] s, out string puzzle, out string solution)
        {
            bool ok = status == (int)SudokuStatus.Ok;
            puzzle = ok ? Native.FromBuffer(p) : null;
            solution = ok ? Native.FromBuffer(s) : null;
            return (SudokuStatus)status;
        }

        /// <summary>English name of a technique number (SudokuRating.Hardest).</summary>
        public static string TechniqueName(int technique)
        {
            return Marshal.PtrToStringAnsi(Native.sudoku_technique_name(technique));
        }

        /// <summary>English text of a status code.</summary>
        public static string StatusText(SudokuStatus status)
        {
            return Marshal.PtrToStringAnsi(Native.sudoku_status_str((int)status));
        }

        /// <summary>Why the last failed call on this thread failed, in English: what went
        /// wrong and where (e.g. "puzzle has 5 cells, expected 81"); "" when this thread
        /// has had no error. Read it right after the call that returned the failure: every
        /// failing call of every class here replaces it.</summary>
        public static string LastError()
        {
            int length = (int)Native.sudoku_last_error(null, UIntPtr.Zero);
            if (length == 0) return "";
            var buf = new byte[length + 1];
            Native.sudoku_last_error(buf, (UIntPtr)buf.Length);
            return Encoding.UTF8.GetString(buf, 0, length);
        }

        /// <summary>The native library's version, e.g. "0.4.0".</summary>
        public static string Version
        {
            get { return Marshal.PtrToStringAnsi(Native.sudoku_version()); }
        }

        /// <summary>Frees the native board.</summary>
        public void Dispose()
        {
            handle.Dispose();
        }
    }
}
