// C# binding for libsudoku's variants (needs Sudoku.cs and SudokuGame.cs
// beside it): sizes 4 to 16, jigsaw regions, diagonal, windoku,
// anti-knight, anti-king, non-consecutive and killer cages; read, solve,
// rate, generate, go to f-puzzles and back, and play them as a SudokuGame.
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace LibSudoku
{
    /// <summary>A hint on a game of any size, laid out as SudokuVariantHint in
    /// sudoku.h (1620 bytes). Cells are 0..N*N-1 in reading order (row =
    /// cell / Size + 1); houses are rows 0..N-1, columns N..2N-1, boxes or
    /// regions 2N..3N-1, then diagonals and windows, then the cages.</summary>
    [StructLayout(LayoutKind.Sequential, CharSet = CharSet.Ansi)]
    public struct SudokuVariantHint
    {
        /// <summary>A SudokuHintKind value.</summary>
        public int Kind;
        /// <summary>The technique of a step (see SudokuBoard.TechniqueName), else -1.</summary>
        public int Technique;
        /// <summary>N: the grid is N x N.</summary>
        public int Size;
        /// <summary>How many entries of Houses are used.</summary>
        public int HouseCount;
        /// <summary>How many entries of Cells are used.</summary>
        public int CellCount;
        /// <summary>The houses the step works in.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 32)]
        public ushort[] Houses;
        /// <summary>Per cell, the candidates the step removes (bit k = digit k+1).</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 256)]
        public ushort[] Eliminated;
        /// <summary>The cells to highlight.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 256)]
        public byte[] Cells;
        /// <summary>Per cell, the digit the step places (0 = none).</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 256)]
        public byte[] Placed;
        /// <summary>One English sentence.</summary>
        [MarshalAs(UnmanagedType.ByValTStr, SizeConst = 512)]
        public string Explanation;
    }

    /// <summary>Owns a native variant handle and frees it exactly once.</summary>
    public sealed class SudokuVariantSafeHandle : SafeHandle
    {
        /// <summary>An empty (invalid) handle; the marshaller fills it in.</summary>
        public SudokuVariantSafeHandle() : base(IntPtr.Zero, true) { }

        /// <summary>True for a NULL handle.</summary>
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        /// <summary>Calls sudoku_variant_free.</summary>
        protected override bool ReleaseHandle()
        {
            VariantNative.sudoku_variant_free(handle);
            return true;
        }
    }

    /// <summary>How much a variant call may do, laid out as SudokuVariantOptions in
    /// sudoku.h. Start from <see cref="Defaults"/>.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct SudokuVariantOptions
    {
        /// <summary>The struct's size in bytes (Defaults sets it).</summary>
        public uint Size;
        /// <summary>Guesses allowed, 0 = the default: a solve's or a rating's check's
        /// (SUDOKU_DEFAULT_MAX_GUESSES), each generation attempt's
        /// (SUDOKU_VARIANT_ATTEMPT_GUESSES_*).</summary>
        public ulong MaxGuesses;
        /// <summary>Milliseconds the call may take, 0 = no limit.</summary>
        public uint MaxMillis;
        /// <summary>Native memory holding an int polled during the call (non-zero
        /// stops it), or IntPtr.Zero; <see cref="SudokuCancelFlag"/> makes one.</summary>
        public IntPtr Cancel;

        /// <summary>The defaults: the default guesses, no time limit, no cancel flag.</summary>
        public static SudokuVariantOptions Defaults()
        {
            return new SudokuVariantOptions { Size = (uint)Marshal.SizeOf(typeof(SudokuVariantOptions)) };
        }
    }

    /// <summary>The raw C functions on variants. Prefer <see cref="SudokuVariant"/>.</summary>
    internal static class VariantNative
    {
        const string Library = Native.Library;
        const CallingConvention Cdecl = CallingConvention.Cdecl;

        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_variant_parse(byte[] text, out SudokuVariantSafeHandle variant);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_variant_parse_fpuzzles(byte[] text, out SudokuVariantSafeHandle variant);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern UIntPtr sudoku_variant_to_fpuzzles(SudokuVariantSafeHandle v, byte[] buf, UIntPtr cap);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern void sudoku_variant_free(IntPtr variant);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_variant_size(SudokuVariantSafeHandle v);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern long sudoku_variant_solve(SudokuVariantSafeHandle v, long limit, [In, Out] byte[] solution, UIntPtr cap);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern long sudoku_variant_solve_with(SudokuVariantSafeHandle v, long limit,
            [In, Out] byte[] solution, UIntPtr cap, ref SudokuVariantOptions options);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_variant_rate(SudokuVariantSafeHandle v, out SudokuRating rating);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_variant_rate_with(SudokuVariantSafeHandle v, out SudokuRating rating,
            ref SudokuVariantOptions options);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_variant_generate(ulong seed, byte[] rules, int level, uint maxAttempts,
            [In, Out] byte[] text, UIntPtr cap);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_variant_generate_with(ulong seed, byte[] rules, int level, uint maxAttempts,
            [In, Out] byte[] text, UIntPtr cap, ref SudokuVariantOptions options);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_variant_game_new(SudokuVariantSafeHandle v, out SudokuGameSafeHandle game);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_size(SudokuGameSafeHandle g);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_game_save_bytes(SudokuGameSafeHandle g);
        [DllImport(Library, CallingConvention = Cdecl)]
        internal static extern int sudoku_variant_hint(SudokuGameSafeHandle g, int usePencil, out SudokuVariantHint hint);
    }

    /// <summary>
    /// A variant puzzle read from its text (sudoku_variant_parse's format:
    /// size, boxes or regions, rules, cages, givens). It does not change, so
    /// many threads may solve or rate one at once.
    /// </summary>
    public sealed class SudokuVariant : IDisposable
    {
        /// <summary>Bytes that always hold a generated description with its NUL.</summary>
        public const int TextBytes = 8192;
        private readonly SudokuVariantSafeHandle handle;

        private SudokuVariant(SudokuVariantSafeHandle handle)
        {
            this.handle = handle;
        }

        /// <summary>Reads a variant: Ok, ErrParse or Conflict; variant is null unless Ok.</summary>
        public static SudokuStatus Parse(string text, out SudokuVariant variant)
        {
            return Read(VariantNative.sudoku_variant_parse, text, out variant);
        }

        /// <summary>Reads an f-puzzles puzzle: its JSON, the LZ-String base64 form of it,
        /// or an f-puzzles or SudokuPad link carrying that. Ok, ErrParse (also for a
        /// constraint with no equivalent here; SudokuBoard.LastError() names it) or Conflict;
        /// variant is null unless Ok.</summary>
        public static SudokuStatus ParseFpuzzles(string text, out SudokuVariant variant)
        {
            return Read(VariantNative.sudoku_variant_parse_fpuzzles, text, out variant);
        }

        private delegate int Reader(byte[] text, out SudokuVariantSafeHandle variant);

        private static SudokuStatus Read(Reader read, string text, out SudokuVariant variant)
        {
            variant = null;
            if (text == null) return SudokuStatus.ErrNull;
            SudokuVariantSafeHandle made;
            int status = read(Native.CString(text), out made);
            if (status == 0) variant = new SudokuVariant(made);
            return (SudokuStatus)status;
        }

        /// <summary>The variant as f-puzzles JSON, which ParseFpuzzles reads back to
        /// the same variant; null for a rule f-puzzles has no constraint for
        /// (slow-thermo, greater; SudokuBoard.LastError() names it).</summary>
        public string ToFpuzzles()
        {
            int length = (int)VariantNative.sudoku_variant_to_fpuzzles(handle, null, UIntPtr.Zero);
            if (length == 0)
            {
                return null;
            }
            var buf = new byte[length + 1];
            VariantNative.sudoku_variant_to_fpuzzles(handle, buf, (UIntPtr)buf.Length);
            return Encoding.UTF8.GetString(buf, 0, length);
        }

        /// <summary>N: the grid is N x N.</summary>
        public int Size { get { return VariantNative.sudoku_variant_size(handle); } }

        /// <summary>Counts solutions up to limit (returns the count, or a negative
        /// SudokuStatus); first is the first solution's N*N cells, or null.</summary>
        public long Solve(long limit, out string first)
        {
            var buf = new byte[257];
            long n = VariantNative.sudoku_variant_solve(handle, limit, buf, (UIntPtr)buf.Length);
            first = n > 0 ? Native.FromBuffer(buf) : null;
            return n;
        }

        /// <summary>Solve within options: ErrBudget when its guesses or time ran out,
        /// ErrCancelled when its flag was set.</summary>
        public long Solve(long limit, SudokuVariantOptions options, out string first)
        {
            var buf = new byte[257];
            long n = VariantNative.sudoku_variant_solve_with(handle, limit, buf, (UIntPtr)buf.Length, ref options);
            first = n > 0 ? Native.FromBuffer(buf) : null;
            return n;
        }

        /// <summary>Rates the variant: Ok, NoSolution, NotUnique or LimitReached.</summary>
        public SudokuStatus Rate(out SudokuRating rating)
        {
            return (SudokuStatus)VariantNative.sudoku_variant_rate(handle, out rating);
        }

        /// <summary>Rate within options: also LimitReached when its time ran out,
        /// Cancelled when its flag was set.</summary>
        public SudokuStatus Rate(SudokuVariantOptions options, out SudokuRating rating)
        {
            return (SudokuStatus)VariantNative.sudoku_variant_rate_with(handle, out rating, ref options);
        }

        /// <summary>Generates a variant from seed: rules is the format without givens,
        /// whose rules line may also say jigsaw and killer. Ok, LimitReached,
        /// NoSolution, ErrParse or ErrRange; text is the whole description, or null.</summary>
        public static SudokuStatus Generate(ulong seed, string rules, SudokuLevel level, uint maxAttempts, out string text)
        {
            text = null;
            if (rules == null) return SudokuStatus.ErrNull;
            var buf = new byte[TextBytes];
            int status = VariantNative.sudoku_variant_generate(seed, Native.CString(rules), (int)level, maxAttempts,
                buf, (UIntPtr)buf.Length);
            if (status == 0) text = Native.FromBuffer(buf);
            return (SudokuStatus)status;
        }

        /// <summary>Generate within options (each attempt's guesses, the call's time,
        /// a cancel flag): also LimitReached when the time ran out, Cancelled.</summary>
        public static SudokuStatus Generate(ulong seed, string rules, SudokuLevel level, uint maxAttempts,
            SudokuVariantOptions options, out string text)
        {
            text = null;
            if (rules == null) return SudokuStatus.ErrNull;
            var buf = new byte[TextBytes];
            int status = VariantNative.sudoku_variant_generate_with(seed, Native.CString(rules), (int)level,
                maxAttempts, buf, (UIntPtr)buf.Length, ref options);
            if (status == 0) text = Native.FromBuffer(buf);
            return (SudokuStatus)status;
        }

        /// <summary>Starts a game on the variant (it keeps its own copy): Ok,
        /// NoSolution, NotUnique or LimitReached; game is null unless Ok.</summary>
        public SudokuStatus StartGame(out SudokuGame game)
        {
            SudokuGameSafeHandle made;
            int status = VariantNative.sudoku_variant_game_new(handle, out made);
            return SudokuGame.Open(status, made, out game);
        }

        /// <summary>Frees the native variant.</summary>
        public void Dispose()
        {
            handle.Dispose();
        }
    }
}
