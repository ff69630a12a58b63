// C# binding for libsudoku's player state (needs Sudoku.cs beside it): a
// game in progress with the player's entries, pencil marks, undo/redo,
// conflicts, clashes, mistakes, save/load and hints.
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

    /// <summary>How a chain node leads to the next (SUDOKU_LINK_* in sudoku.h).</summary>
    public enum SudokuLink
    {
        /// <summary>The last node of a chain (another chain may follow).</summary>
        End = 0,
        /// <summary>If this node is false, the next is true.</summary>
        Strong = 1,
        /// <summary>If this node is true, the next is false.</summary>
        Weak = 2,
        /// <summary>This false node, with the false nodes before it, makes the next one false by a
        /// basic elimination or a nested forcing chain (dynamic forcing chains "plus", nested ones).</summary>
        Derived = 3,
    }

    /// <summary>One node of a hint's chain, laid out as SudokuChainNode in sudoku.h
    /// (16 bytes): a candidate, its state at that point, and the link to the next.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct SudokuChainNode
    {
        /// <summary>How many entries of Cells are used: 1, or 2-3 for a group node (the cells of one box and line holding the digit).</summary>
        public byte CellCount;
        /// <summary>The node's cells, 0..80 in reading order.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 9)]
        public byte[] Cells;
        /// <summary>The digit, 1..9.</summary>
        public byte Digit;
        /// <summary>1 when the candidate is true at this point, 0 when false.</summary>
        public byte On;
        /// <summary>A SudokuLink value.</summary>
        public int Link;
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
        /// <summary>Always 0 (the struct's last byte, written by the library).</summary>
        public byte Reserved;
    }

    /// <summary>
    /// A hint held in a reusable 880-byte buffer, laid out as SudokuHint in
    /// sudoku.h, and read field by field: <see cref="SudokuGame.Hint(bool, SudokuHintBuffer)"/>
    /// fills it without allocating (the native call writes straight into
    /// <see cref="Raw"/>), so a game can ask for hints every frame. Only
    /// <see cref="Explanation"/> allocates (a new string per call).
    /// </summary>
    public sealed class SudokuHintBuffer
    {
        /// <summary>Bytes of SudokuHint.</summary>
        public const int Size = 880;
        private const int EliminatedAt = 16, HousesAt = 178, CellsAt = 205, PlacedAt = 286, TextAt = 367;
        /// <summary>The struct's bytes as the library wrote them.</summary>
        public readonly byte[] Raw = new byte[Size];

        /// <summary>A SudokuHintKind value.</summary>
        public int Kind { get { return BitConverter.ToInt32(Raw, 0); } }
        /// <summary>The technique of a step (see SudokuBoard.TechniqueName), else -1.</summary>
        public int Technique { get { return BitConverter.ToInt32(Raw, 4); } }
        /// <summary>How many houses are used.</summary>
        public int HouseCount { get { return BitConverter.ToInt32(Raw, 8); } }
        /// <summary>How many cells are used.</summary>
        public int CellCount { get { return BitConverter.ToInt32(Raw, 12); } }
        /// <summary>Per cell (0..80), the candidates the step removes (bit k = digit k+1).</summary>
        public int Eliminated(int cell) { return BitConverter.ToUInt16(Raw, EliminatedAt + 2 * Index(cell, 81)); }
        /// <summary>The i-th house the step works in (i below HouseCount).</summary>
        public int House(int i) { return Raw[HousesAt + Index(i, 27)]; }
        /// <summary>The i-th cell to highlight (i below CellCount).</summary>
        public int Cell(int i) { return Raw[CellsAt + Index(i, 81)]; }
        /// <summary>Per cell (0..80), the digit the step places (0 = none).</summary>
        public int Placed(int cell) { return Raw[PlacedAt + Index(cell, 81)]; }

        /// <summary>The English sentence (allocates a string).</summary>
        public string Explanation
        {
            get
            {
                int length = 0;
                while (length < 511 && Raw[TextAt + length] != 0) length++;
                return System.Text.Encoding.ASCII.GetString(Raw, TextAt, length);
            }
        }

        private static int Index(int i, int count)
        {
            if (i < 0 || i >= count) throw new ArgumentOutOfRangeException("i", "index out of range");
            return i;
        }
    }

    /// <summary>Two cells of one house showing the same digit, at least one a
    /// player's entry (SudokuClash in sudoku.h).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct SudokuClash
    {
        /// <summary>The first cell in reading order (0..80).</summary>
        public int First;
        /// <summary>The second cell (0..80, greater than First).</summary>
        public int Second;
        /// <summary>The house they share (0..26).</summary>
        public int House;
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
        internal static extern int sudoku_clashes(SudokuGameSafeHandle g, [In, Out] SudokuClash[] clashes, UIntPtr cap);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_hint(SudokuGameSafeHandle g, int usePencil, out SudokuHint hint);
        // A blittable byte[] is pinned, not copied: nothing is allocated.
        [DllImport(Library, CallingConvention = Cdecl, EntryPoint = "sudoku_hint")]
        internal static extern int sudoku_hint_raw(SudokuGameSafeHandle g, int usePencil, [Out] byte[] hint);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_hint_candidates(byte[] marks, out SudokuHint hint);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_hint_chain(SudokuGameSafeHandle g, int usePencil,
            [Out] SudokuChainNode[] nodes, UIntPtr cap, out UIntPtr count);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_hint_candidates_chain(byte[] marks,
            [Out] SudokuChainNode[] nodes, UIntPtr cap, out UIntPtr count);
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

        internal static SudokuStatus Open(int status, SudokuGameSafeHandle made, out SudokuGame game)
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
            if (value < 0) throw new ArgumentOutOfRangeException("row/col", "rows and columns are 1..N");
            return value;
        }

        /// <summary>N: the grid is N x N (9 for a classic game, see SudokuVariant.StartGame).</summary>
        public int Size { get { return VariantNative.sudoku_game_size(handle); } }

        /// <summary>The hint on any game, classic or variant (sudoku_variant_hint):
        /// Ok or ErrRange.</summary>
        public SudokuStatus VariantHint(bool usePencil, out SudokuVariantHint hint)
        {
            return (SudokuStatus)VariantNative.sudoku_variant_hint(handle, usePencil ? 1 : 0, out hint);
        }

        /// <summary>Enters digit (1..N, 0 erases) at (row, col): Ok, ErrGiven or ErrRange.</summary>
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

        /// <summary>Every pair of cells showing the same digit in a row, column or box
        /// where at least one is an entry (entries against givens and against each
        /// other): what a game highlights. Conflicts() lists entries against givens only.</summary>
        public SudokuClash[] Clashes()
        {
            int count = GameNative.sudoku_clashes(handle, null, UIntPtr.Zero);
            var found = new SudokuClash[Math.Max(count, 0)];
            GameNative.sudoku_clashes(handle, found, (UIntPtr)found.Length);
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
        /// (reading the player's pencil marks when usePencil). Returns Ok (hint set)
        /// or the library's status; like every call here, it does not throw.
        /// The marshaller allocates the struct's arrays and string: see
        /// <see cref="Hint(bool, SudokuHintBuffer)"/> for a call that allocates nothing.</summary>
        public SudokuStatus Hint(bool usePencil, out SudokuHint hint)
        {
            return (SudokuStatus)GameNative.sudoku_hint(handle, usePencil ? 1 : 0, out hint);
        }

        /// <summary>The same hint written into a reusable buffer, allocating nothing:
        /// Ok, or ErrNull when buffer is null (the buffer is unchanged unless Ok).</summary>
        public SudokuStatus Hint(bool usePencil, SudokuHintBuffer buffer)
        {
            if (buffer == null) return SudokuStatus.ErrNull;
            return (SudokuStatus)GameNative.sudoku_hint_raw(handle, usePencil ? 1 : 0, buffer.Raw);
        }

        /// <summary>The simplest step on a pencil-mark ("Sukaku") puzzle of 729 characters
        /// (see SudokuBoard.SolveCandidates): Ok, ErrParse, NoSolution or NotUnique.</summary>
        public static SudokuStatus HintCandidates(string marks, out SudokuHint hint)
        {
            hint = new SudokuHint();
            if (marks == null) return SudokuStatus.ErrNull;
            return (SudokuStatus)GameNative.sudoku_hint_candidates(Native.CString(marks), out hint);
        }

        /// <summary>The chain of the hint Hint(usePencil, ...) gives, as nodes (empty unless the
        /// hint is an X-chain, XY-chain or forcing chain): Ok or Hint's errors; nodes is
        /// null unless Ok.</summary>
        public SudokuStatus HintChain(bool usePencil, out SudokuChainNode[] nodes)
        {
            int pencil = usePencil ? 1 : 0;
            return ReadChain((SudokuChainNode[] buf, UIntPtr cap, out UIntPtr n) => GameNative.sudoku_hint_chain(handle, pencil, buf, cap, out n),
                out nodes);
        }

        /// <summary>The chain of the hint HintCandidates(marks, ...) gives, as HintChain.</summary>
        public static SudokuStatus HintCandidatesChain(string marks, out SudokuChainNode[] nodes)
        {
            nodes = null;
            if (marks == null) return SudokuStatus.ErrNull;
            byte[] text = Native.CString(marks);
            return ReadChain((SudokuChainNode[] buf, UIntPtr cap, out UIntPtr n) => GameNative.sudoku_hint_candidates_chain(text, buf, cap, out n),
                out nodes);
        }

        private delegate int ChainCall(SudokuChainNode[] nodes, UIntPtr cap, out UIntPtr count);

        private static SudokuStatus ReadChain(ChainCall call, out SudokuChainNode[] nodes)
        {
            nodes = null;
            UIntPtr count;
            int status = call(null, UIntPtr.Zero, out count);
            if (status != (int)SudokuStatus.Ok) return (SudokuStatus)status;
            var found = new SudokuChainNode[(int)count];
            status = call(found, count, out count);
            if (status == (int)SudokuStatus.Ok) nodes = found;
            return (SudokuStatus)status;
        }

        /// <summary>The whole state but the undo history, as a compact ASCII string.</summary>
        public string Save()
        {
            int bytes = VariantNative.sudoku_game_save_bytes(handle);
            var buf = new byte[bytes > 0 ? bytes : SaveBytes];
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
