// C# binding for libsudoku's player state (needs Sudoku.cs beside it): a
// game in progress with the player's entries, pencil marks, undo/redo,
// conflicts, mistakes, save/load and hints.
using System;
using System.Runtime.InteropServices;

namespace LibSudoku
{
    /// <summary>What a hint is about (SUDOKU_HINT_* in sudoku.h).</summary>
    public enum SudokuHintKind
    {
        /// <summary>The next logical step (Technique says which).</summary>
        Step = 0,
        /// <summary>The player's digit in Cells[0] is wrong.</summary>
        WrongDigit = 1,
        /// <summary>The pencil marks in Cells[0] leave out the digit Placed[Cells[0]].</summary>
        MissingCandidate = 2,
        /// <summary>The grid is solved.</summary>
        Solved = 3,
    }

    /// <summary>A hint, laid out as SudokuHint in sudoku.h (880 bytes). Cells are
    /// 0..80 in reading order (row = cell / 9 + 1); houses 0..26 are rows,
    /// columns, then boxes.</summary>
    [StructLayout(LayoutKind.Sequential, CharSet = CharSet.Ansi)]
    public struct SudokuHint
    {
        /// <summary>A SudokuHintKind value.</summary>
        public int Kind;
        /// <summary>The technique of a step (see SudokuBoard.TechniqueName), else -1.</summary>
        public int Technique;
        /// <summary>How many entries of Houses are used.</summary>
        public int HouseCount;
        /// <summary>How many entries of Cells are used.</summary>
        public int CellCount;
        /// <summary>Per cell, the candidates the step removes (bit k = digit k+1).</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 81)]
        public ushort[] Eliminated;
        /// <summary>The houses the step works in.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 27)]
        public byte[] Houses;
        /// <summary>The cells to highlight.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 81)]
        public byte[] Cells;
        /// <summary>Per cell, the digit the step places (0 = none).</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 81)]
        public byte[] Placed;
        /// <summary>One English sentence.</summary>
        [MarshalAs(UnmanagedType.ByValTStr, SizeConst = 512)]
        public string Explanation;
    }

    /// <summary>A player's entry that clashes with a given (SudokuConflict in sudoku.h).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct SudokuConflict
    {
        /// <summary>The player's cell (0..80).</summary>
        public int Cell;
        /// <summary>The given it clashes with (0..80).</summary>
        public int Given;
        /// <summary>The house they share (0..26).</summary>
        public int House;
    }

    /// <summary>Owns a native game handle and frees it exactly once.</summary>
    public sealed class SudokuGameSafeHandle : SafeHandle
    {
        /// <summary>An empty (invalid) handle; the marshaller fills it in.</summary>
        public SudokuGameSafeHandle() : base(IntPtr.Zero, true) { }

        /// <summary>True for a NULL handle.</summary>
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        /// <summary>Calls sudoku_game_free.</summary>
        protected override bool ReleaseHandle()
        {
            GameNative.sudoku_game_free(handle);
            return true;
        }
    }

    /// <summary>The raw C functions on games. Prefer <see cref="SudokuGame"/>.</summary>
    internal static class GameNative
    {
        const string Library = Native.Library;
        const CallingConvention Cdecl = CallingConvention.Cdecl;

        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_new(byte[] puzzle, out SudokuGameSafeHandle game);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_load(byte[] text, out SudokuGameSafeHandle game);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern void sudoku_game_free(IntPtr game);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_enter(SudokuGameSafeHandle g, int row, int col, int digit);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_digit(SudokuGameSafeHandle g, int row, int col);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_is_given(SudokuGameSafeHandle g, int row, int col);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_pencil(SudokuGameSafeHandle g, int row, int col);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_set_pencil(SudokuGameSafeHandle g, int row, int col, int mask);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_toggle_pencil(SudokuGameSafeHandle g, int row, int col, int digit);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_auto_pencil(SudokuGameSafeHandle g);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_undo(SudokuGameSafeHandle g);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_redo(SudokuGameSafeHandle g);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_is_complete(SudokuGameSafeHandle g);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_conflicts(SudokuGameSafeHandle g, [In, Out] SudokuConflict[] conflicts, UIntPtr cap);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_mistakes(SudokuGameSafeHandle g, [In, Out] byte[] cells, UIntPtr cap);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_hint(SudokuGameSafeHandle g, int usePencil, out SudokuHint hint);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_hint_candidates(byte[] marks, out SudokuHint hint);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_save(SudokuGameSafeHandle g, [In, Out] byte[] buf, UIntPtr cap);
    }

    /// <summary>
    /// A game in progress: givens (which cannot change), the player's entries
    /// (which may be wrong), pencil marks and an undo history. Rows and
    /// columns are 1-based. One instance must not be used by two threads at once.
    /// </summary>
    public sealed class SudokuGame : IDisposable
    {
        /// <summary>Bytes of a save string with its NUL (SUDOKU_GAME_SAVE_BYTES).</summary>
        public const int SaveBytes = 422;
        private readonly SudokuGameSafeHandle handle;

        private SudokuGame(SudokuGameSafeHandle handle)
        {
            this.handle = handle;
        }

        private static SudokuStatus Open(int status, SudokuGameSafeHandle made, out SudokuGame game)
        {
            game = status == 0 ? new SudokuGame(made) : null;
            return (SudokuStatus)status;
        }

        /// <summary>Starts a game on a puzzle with exactly one solution: Ok, ErrParse,
        /// Conflict, NoSolution, NotUnique or LimitReached; game is null unless Ok.</summary>
        public static SudokuStatus Start(string puzzle, out SudokuGame game)
        {
            game = null;
            if (puzzle == null) return SudokuStatus.ErrNull;
            SudokuGameSafeHandle made;
            int status = GameNative.sudoku_game_new(Native.CString(puzzle), out made);
            return Open(status, made, out game);
        }

        /// <summary>Restores a game from <see cref="Save"/>'s string (without its undo
        /// history): Ok, ErrParse or the statuses of Start; game is null unless Ok.</summary>
        public static SudokuStatus Load(string saved, out SudokuGame game)
        {
            game = null;
            if (saved == null) return SudokuStatus.ErrNull;
            SudokuGameSafeHandle made;
            int status = GameNative.sudoku_game_load(Native.CString(saved), out made);
            return Open(status, made, out game);
        }

        private static int Checked(int value)
        {
            if (value < 0) throw new ArgumentOutOfRangeException("row/col", "rows and columns are 1..9");
            return value;
        }

        /// <summary>Enters digit (1..9, 0 erases) at (row, col): Ok, ErrGiven or ErrRange.</summary>
        public SudokuStatus Enter(int row, int col, int digit)
        {
            return (SudokuStatus)GameNative.sudoku_game_enter(handle, row, col, digit);
        }

        /// <summary>The digit shown at (row, col): given or entry, 0 when empty.</summary>
        public int Digit(int row, int col)
        {
            return Checked(GameNative.sudoku_game_digit(handle, row, col));
        }

        /// <summary>Whether (row, col) holds a given.</summary>
        public bool IsGiven(int row, int col)
        {
            return Checked(GameNative.sudoku_game_is_given(handle, row, col)) == 1;
        }

        /// <summary>The pencil marks at (row, col): bit k set for digit k+1.</summary>
        public int Pencil(int row, int col)
        {
            return Checked(GameNative.sudoku_game_pencil(handle, row, col));
        }

        /// <summary>Sets the pencil marks at (row, col) to mask (0..511): Ok, ErrGiven or ErrRange.</summary>
        public SudokuStatus SetPencil(int row, int col, int mask)
        {
            return (SudokuStatus)GameNative.sudoku_game_set_pencil(handle, row, col, mask);
        }

        /// <summary>Toggles pencil mark digit (1..9) at (row, col): Ok, ErrGiven or ErrRange.</summary>
        public SudokuStatus TogglePencil(int row, int col, int digit)
        {
            return (SudokuStatus)GameNative.sudoku_game_toggle_pencil(handle, row, col, digit);
        }

        /// <summary>Fills every empty cell's pencil marks from the grid (one undoable move).</summary>
        public void AutoPencil()
        {
            GameNative.sudoku_game_auto_pencil(handle);
        }

        /// <summary>Undoes the latest move; false when there is none.</summary>
        public bool Undo()
        {
            return GameNative.sudoku_game_undo(handle) == 1;
        }

        /// <summary>Redoes the latest undone move; false when there is none.</summary>
        public bool Redo()
        {
            return GameNative.sudoku_game_redo(handle) == 1;
        }

        /// <summary>Whether every cell holds the solution's digit.</summary>
        public bool IsComplete
        {
            get { return GameNative.sudoku_game_is_complete(handle) == 1; }
        }

        /// <summary>The entries that clash with a given, and where.</summary>
        public SudokuConflict[] Conflicts()
        {
            int count = GameNative.sudoku_conflicts(handle, null, UIntPtr.Zero);
            var found = new SudokuConflict[Math.Max(count, 0)];
            GameNative.sudoku_conflicts(handle, found, (UIntPtr)found.Length);
            return found;
        }

        /// <summary>The cells (0..80) whose entry differs from the solution.</summary>
        public int[] Mistakes()
        {
            var cells = new byte[81];
            int count = GameNative.sudoku_mistakes(handle, cells, (UIntPtr)cells.Length);
            var found = new int[Math.Max(count, 0)];
            for (int i = 0; i < found.Length; i++) found[i] = cells[i];
            return found;
        }

        /// <summary>The hint for the player's grid: a wrong digit first; with usePencil,
        /// then pencil marks that leave out the solution; else the simplest step
        /// (reading the player's pencil marks when usePencil).</summary>
        public SudokuHint Hint(bool usePencil)
        {
            SudokuHint hint;
            int status = GameNative.sudoku_hint(handle, usePencil ? 1 : 0, out hint);
            if (status != 0) throw new InvalidOperationException(SudokuBoard.StatusText((SudokuStatus)status));
            return hint;
        }

        /// <summary>The simplest step on a pencil-mark ("Sukaku") puzzle of 729 characters
        /// (see SudokuBoard.SolveCandidates): Ok, ErrParse, NoSolution or NotUnique.</summary>
        public static SudokuStatus HintCandidates(string marks, out SudokuHint hint)
        {
            hint = new SudokuHint();
            if (marks == null) return SudokuStatus.ErrNull;
            return (SudokuStatus)GameNative.sudoku_hint_candidates(Native.CString(marks), out hint);
        }

        /// <summary>The whole state but the undo history, as a compact ASCII string.</summary>
        public string Save()
        {
            var buf = new byte[SaveBytes];
            GameNative.sudoku_game_save(handle, buf, (UIntPtr)buf.Length);
            return Native.FromBuffer(buf);
        }

        /// <summary>Frees the native game.</summary>
        public void Dispose()
        {
            handle.Dispose();
        }
    }
}
