//! The bad-input table: every exported function fed every NULL pointer,
//! out-of-range integer, too-small buffer, malformed string and clashing
//! puzzle, one row each. For every row the documented status comes back,
//! the handle's observable state (grid, all 81 candidate masks, trace) is
//! byte-identical to before, and no output buffer is written (unless the
//! row names what the contract says is written).
//!
//! Every row that fails (a negative result, or a status other than
//! SUDOKU_OK from a function that returns SudokuStatus) must also store a
//! new message for `sudoku_last_error`; argument errors (NULL, range,
//! buffer) name the function.
//!
//! Read it as: function | input | expected result. `sudoku_new(bool)` and
//! `sudoku_version()` take no input that can be wrong. The C version of this
//! table, run under ASan/UBSan and valgrind, is `tests/c/bad_input.c`.

mod common;

use std::ffi::{CStr, c_char};
use std::ptr::{null, null_mut};

use common::*;
use sudoku::ffi::*;

/// Sentinel every output buffer is filled with before a call.
const FILL: c_char = 0x5A;
const UNTOUCHED_I64: i64 = -0x5A5A;
const UNTOUCHED_U64: u64 = 0x5A5A_5A5A;
const BUF_LEN: usize = 512;
const UNTOUCHED_GAME: *mut SudokuGame = 0x5A5A as *mut SudokuGame;
const UNTOUCHED_VARIANT: *mut SudokuVariant = 0x5A5A as *mut SudokuVariant;
/// The variant every row may touch: a 4x4 with two solutions' worth of
/// freedom left.
const SMALL_VARIANT: &std::ffi::CStr = c"size 4\nrules diagonal\ngivens 1...\n....\n....\n....";
const UNTOUCHED_NODE: SudokuChainNode = SudokuChainNode {
    cell_count: 0x5A,
    cells: [0x5A; 9],
    digit: 0x5A,
    on: 0x5A,
    link: 0x5A5A,
};
const UNTOUCHED_LENGTH: usize = 0x5A5A;
const UNTOUCHED_CONFLICT: SudokuConflict = SudokuConflict {
    cell: 0x5A5A,
    given: 0x5A5A,
    house: 0x5A5A,
};

fn untouched_hint() -> SudokuHint {
    SudokuHint {
        kind: 0x5A5A,
        technique: 0x5A5A,
        house_count: 0x5A5A,
        cell_count: 0x5A5A,
        eliminated: [0x5A5A; 81],
        houses: [0x5A; 27],
        cells: [0x5A; 81],
        placed: [0x5A; 81],
        explanation: [FILL; SUDOKU_HINT_TEXT_BYTES],
        reserved: 0x5A,
    }
}

/// The classic puzzle with a right entry, a wrong one, pencil marks and an
/// undo history with nothing to redo.
fn game_in_progress() -> Game {
    let g = Game::with(CLASSIC);
    unsafe {
        assert_eq!(sudoku_game_enter(g.0, 1, 3, 4), SUDOKU_OK);
        assert_eq!(sudoku_game_enter(g.0, 1, 4, 5), SUDOKU_OK);
        assert_eq!(sudoku_game_set_pencil(g.0, 2, 2, 0b101), SUDOKU_OK);
    }
    g
}

/// Everything a call may touch: a traced handle holding the classic puzzle
/// and the trace of an earlier solve, and sentinel-filled outputs.
struct Ctx {
    h: Handle,
    buf: [c_char; BUF_LEN],
    g: Game,
    game_out: *mut SudokuGame,
    conflicts: [SudokuConflict; 2],
    hint: SudokuHint,
    nums: [i32; 9],
    counts: [i64; 2],
    count: i64,
    guesses: u64,
    nodes: [SudokuChainNode; 2],
    length: usize,
    variant: *mut SudokuVariant,
    variant_out: *mut SudokuVariant,
}

impl Drop for Ctx {
    fn drop(&mut self) {
        unsafe { sudoku_variant_free(self.variant) };
    }
}

impl Ctx {
    fn new() -> Ctx {
        let h = Handle::new(true);
        assert_eq!(h.set_string(HARD), SUDOKU_OK);
        assert_eq!(unsafe { sudoku_solve(h.0) }, SUDOKU_OK);
        assert_eq!(h.set_string(CLASSIC), SUDOKU_OK);
        assert!(!h.trace().is_empty());
        let mut variant = null_mut();
        assert_eq!(
            unsafe { sudoku_variant_parse(SMALL_VARIANT.as_ptr(), &mut variant) },
            SUDOKU_OK
        );
        Ctx {
            h,
            buf: [FILL; BUF_LEN],
            g: game_in_progress(),
            game_out: UNTOUCHED_GAME,
            conflicts: [UNTOUCHED_CONFLICT; 2],
            hint: untouched_hint(),
            nums: [0; 9],
            counts: [UNTOUCHED_I64; 2],
            count: UNTOUCHED_I64,
            guesses: UNTOUCHED_U64,
            nodes: [UNTOUCHED_NODE; 2],
            length: UNTOUCHED_LENGTH,
            variant,
            variant_out: UNTOUCHED_VARIANT,
        }
    }
    fn s(&self) -> *mut SudokuHandle {
        self.h.0
    }
    fn out(&mut self) -> *mut c_char {
        self.buf.as_mut_ptr()
    }
}

/// What a row's call may write besides its return value.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Writes {
    Nothing,
    /// `*guesses` (solve_limit reports the guesses of a search that ran).
    Guesses(u64),
    /// `counts[0]` (the batch reports each slot's outcome).
    Count0(i64),
}

struct Case {
    function: &'static str,
    input: String,
    expect: i64,
    writes: Writes,
    call: Box<dyn Fn(&mut Ctx) -> i64>,
}

fn case(
    function: &'static str,
    input: impl Into<String>,
    expect: impl Into<i64>,
    call: impl Fn(&mut Ctx) -> i64 + 'static,
) -> Case {
    Case {
        function,
        input: input.into(),
        expect: expect.into(),
        writes: Writes::Nothing,
        call: Box::new(call),
    }
}

impl Case {
    fn writing(mut self, writes: Writes) -> Case {
        self.writes = writes;
        self
    }
}

const BAD_ROW_COL: [i32; 5] = [i32::MIN, -1, 0, 10, i32::MAX];
const BAD_NUM: [i32; 4] = [i32::MIN, -1, 10, i32::MAX];
const BAD_LIMIT: [i64; 3] = [i64::MIN, -1, 0];
const SMALL_CAP: [usize; 3] = [0, 1, 81];
const RANGE: i32 = SUDOKU_ERR_RANGE;
const NULL: i32 = SUDOKU_ERR_NULL;
const PARSE: i32 = SUDOKU_ERR_PARSE;
const BUFFER: i32 = SUDOKU_ERR_BUFFER;
const OPTIONS_SIZE: u32 = size_of::<SudokuVariantOptions>() as u32;
/// A cancel flag that is set.
static CANCELLED: i32 = 1;

/// Variant options of `size` bytes (as the caller claims), `max_guesses`
/// and the cancel flag.
fn options(size: u32, max_guesses: u64, cancel: Option<&'static i32>) -> SudokuVariantOptions {
    SudokuVariantOptions {
        size,
        max_guesses,
        max_millis: 0,
        cancel: cancel.map_or(null(), |flag| flag),
    }
}

/// Malformed puzzle texts as NUL-terminated bytes, with a name.
fn malformed() -> Vec<(&'static str, Vec<u8>)> {
    let dots = |n: usize| ".".repeat(n);
    let mut texts: Vec<(&'static str, Vec<u8>)> = vec![
        ("empty string", vec![]),
        ("3 cells", b"123".to_vec()),
        ("80 cells", dots(80).into_bytes()),
        ("82 cells", dots(82).into_bytes()),
        ("729-char pencil marks", dots(729).into_bytes()),
        (
            "letter 'x' as cell 41",
            format!("{}x{}", dots(40), dots(40)).into_bytes(),
        ),
        (
            "'*' among the classic givens",
            format!("*{}", &CLASSIC[1..]).into_bytes(),
        ),
        (
            "UTF-8 'é' as cell 81",
            format!("{}é", dots(80)).into_bytes(),
        ),
        (
            "UTF-8 '９' (fullwidth nine)",
            format!("{}９", dots(80)).into_bytes(),
        ),
        (
            "invalid UTF-8 byte 0xFF",
            [dots(80).as_bytes(), &[0xFF]].concat(),
        ),
        ("separators only", b"|||---+++ \t\r\n".to_vec()),
        (
            "embedded NUL after 40 cells",
            [dots(40).as_bytes(), &[0], dots(41).as_bytes()].concat(),
        ),
    ];
    for (_, t) in &mut texts {
        t.push(0);
    }
    texts
}

/// 81-byte batch slots that are malformed.
fn malformed_slots() -> Vec<(&'static str, Vec<u8>)> {
    let dots = |n: usize| ".".repeat(n);
    vec![
        ("letter 'x'", format!("x{}", dots(80)).into_bytes()),
        ("UTF-8 'é' (2 bytes)", format!("é{}", dots(79)).into_bytes()),
        ("NUL byte", [&[0u8][..], dots(80).as_bytes()].concat()),
        ("byte 0xFF", [&[0xFFu8][..], dots(80).as_bytes()].concat()),
        (
            "only 80 cells and a newline",
            format!("{}\n", dots(80)).into_bytes(),
        ),
    ]
}

/// The classic puzzle, NUL-terminated.
const CLASSIC_Z: &[u8] =
    b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\0";

fn clash() -> Vec<u8> {
    format!("55{}\0", &CLASSIC[2..]).into_bytes()
}

fn table() -> Vec<Case> {
    let mut t = Vec::new();

    // sudoku_set_num(s, row, col, num)
    t.push(case("sudoku_set_num", "s = NULL", NULL, |_| unsafe {
        sudoku_set_num(null_mut(), 1, 3, 4).into()
    }));
    for v in BAD_ROW_COL {
        t.push(case(
            "sudoku_set_num",
            format!("row = {v}"),
            RANGE,
            move |c| unsafe { sudoku_set_num(c.s(), v, 3, 4).into() },
        ));
        t.push(case(
            "sudoku_set_num",
            format!("col = {v}"),
            RANGE,
            move |c| unsafe { sudoku_set_num(c.s(), 1, v, 4).into() },
        ));
    }
    for v in BAD_NUM {
        t.push(case(
            "sudoku_set_num",
            format!("num = {v}"),
            RANGE,
            move |c| unsafe { sudoku_set_num(c.s(), 1, 3, v).into() },
        ));
    }
    for (what, row, col, num) in [("row", 1, 3, 5), ("column", 3, 1, 4), ("box", 2, 2, 9)] {
        let input = format!("{num} repeats in its {what}");
        t.push(case(
            "sudoku_set_num",
            input,
            SUDOKU_CONFLICT,
            move |c| unsafe { sudoku_set_num(c.s(), row, col, num).into() },
        ));
    }

    // sudoku_set_line(s, row, nums, len)
    t.push(case("sudoku_set_line", "s = NULL", NULL, |c| unsafe {
        sudoku_set_line(null_mut(), 1, c.nums.as_ptr(), 9).into()
    }));
    t.push(case(
        "sudoku_set_line",
        "nums = NULL, len = 3",
        NULL,
        |c| unsafe { sudoku_set_line(c.s(), 1, null(), 3).into() },
    ));
    t.push(case(
        "sudoku_set_line",
        "nums = NULL, len = 0 (a no-op)",
        SUDOKU_OK,
        |c| unsafe { sudoku_set_line(c.s(), 1, null(), 0).into() },
    ));
    for v in BAD_ROW_COL {
        t.push(case(
            "sudoku_set_line",
            format!("row = {v}"),
            RANGE,
            move |c| unsafe { sudoku_set_line(c.s(), v, c.nums.as_ptr(), 9).into() },
        ));
    }
    for len in [10, usize::MAX] {
        t.push(case(
            "sudoku_set_line",
            format!("len = {len}"),
            RANGE,
            move |c| unsafe { sudoku_set_line(c.s(), 1, c.nums.as_ptr(), len).into() },
        ));
    }
    for v in BAD_NUM {
        t.push(case(
            "sudoku_set_line",
            format!("last value = {v}"),
            RANGE,
            move |c| unsafe {
                let mut nums = [0; 9];
                nums[8] = v;
                sudoku_set_line(c.s(), 9, nums.as_ptr(), 9).into()
            },
        ));
    }
    t.push(case(
        "sudoku_set_line",
        "row 1 = 5 3 . . 7 . . . 5",
        SUDOKU_CONFLICT,
        |c| unsafe { sudoku_set_line(c.s(), 1, [5, 3, 0, 0, 7, 0, 0, 0, 5].as_ptr(), 9).into() },
    ));

    // sudoku_set_string(s, puzzle)
    t.push(case("sudoku_set_string", "s = NULL", NULL, |_| unsafe {
        sudoku_set_string(null_mut(), c"1".as_ptr()).into()
    }));
    t.push(case(
        "sudoku_set_string",
        "puzzle = NULL",
        NULL,
        |c| unsafe { sudoku_set_string(c.s(), null()).into() },
    ));
    for (name, text) in malformed() {
        t.push(case("sudoku_set_string", name, PARSE, move |c| unsafe {
            sudoku_set_string(c.s(), text.as_ptr().cast()).into()
        }));
    }
    t.push(case(
        "sudoku_set_string",
        "clashing givens",
        SUDOKU_CONFLICT,
        |c| unsafe { sudoku_set_string(c.s(), clash().as_ptr().cast()).into() },
    ));

    // sudoku_solve(s), sudoku_get, sudoku_candidates
    t.push(case("sudoku_solve", "s = NULL", NULL, |_| unsafe {
        sudoku_solve(null_mut()).into()
    }));
    t.push(case("sudoku_get", "s = NULL", NULL, |_| unsafe {
        sudoku_get(null(), 1, 1).into()
    }));
    t.push(case("sudoku_candidates", "s = NULL", NULL, |_| unsafe {
        sudoku_candidates(null(), 1, 1).into()
    }));
    for v in BAD_ROW_COL {
        t.push(case(
            "sudoku_get",
            format!("row = {v}"),
            RANGE,
            move |c| unsafe { sudoku_get(c.s(), v, 1).into() },
        ));
        t.push(case(
            "sudoku_get",
            format!("col = {v}"),
            RANGE,
            move |c| unsafe { sudoku_get(c.s(), 1, v).into() },
        ));
        t.push(case(
            "sudoku_candidates",
            format!("row = {v}"),
            RANGE,
            move |c| unsafe { sudoku_candidates(c.s(), v, 1).into() },
        ));
        t.push(case(
            "sudoku_candidates",
            format!("col = {v}"),
            RANGE,
            move |c| unsafe { sudoku_candidates(c.s(), 1, v).into() },
        ));
    }

    // sudoku_count_solutions(s, limit), sudoku_count_solutions_within(s, limit, max, &count)
    t.push(case(
        "sudoku_count_solutions",
        "s = NULL",
        NULL,
        |_| unsafe { sudoku_count_solutions(null(), 2) },
    ));
    for v in BAD_LIMIT {
        t.push(case(
            "sudoku_count_solutions",
            format!("limit = {v}"),
            RANGE,
            move |c| unsafe { sudoku_count_solutions(c.s(), v) },
        ));
        t.push(case(
            "sudoku_count_solutions_within",
            format!("limit = {v}"),
            RANGE,
            move |c| unsafe { sudoku_count_solutions_within(c.s(), v, 10, &mut c.count).into() },
        ));
    }
    t.push(case(
        "sudoku_count_solutions",
        "limit = INT64_MAX (unique puzzle)",
        1,
        |c| unsafe { sudoku_count_solutions(c.s(), i64::MAX) },
    ));
    t.push(case(
        "sudoku_count_solutions_within",
        "s = NULL",
        NULL,
        |c| unsafe { sudoku_count_solutions_within(null(), 2, 10, &mut c.count).into() },
    ));
    t.push(case(
        "sudoku_count_solutions_within",
        "count = NULL",
        NULL,
        |c| unsafe { sudoku_count_solutions_within(c.s(), 2, 10, null_mut()).into() },
    ));

    // sudoku_to_string(s, buf, cap)
    t.push(case("sudoku_to_string", "s = NULL", NULL, |c| unsafe {
        sudoku_to_string(null(), c.out(), 128).into()
    }));
    t.push(case("sudoku_to_string", "buf = NULL", NULL, |c| unsafe {
        sudoku_to_string(c.s(), null_mut(), 128).into()
    }));
    for cap in SMALL_CAP {
        t.push(case(
            "sudoku_to_string",
            format!("cap = {cap}"),
            BUFFER,
            move |c| unsafe { sudoku_to_string(c.s(), c.out(), cap).into() },
        ));
    }

    // sudoku_last_error(buf, cap): never fails; NULL buf or cap 0 writes
    // nothing and returns the length (of the sentinel message the runner
    // stored before the call)
    for (input, cap) in [("buf = NULL, cap = 0", 0), ("buf = NULL, cap = 64", 64)] {
        t.push(case("sudoku_last_error", input, 1, move |_| unsafe {
            (sudoku_last_error(null_mut(), cap) > 0).into()
        }));
    }
    t.push(case("sudoku_last_error", "cap = 0", 1, |c| unsafe {
        (sudoku_last_error(c.out(), 0) > 0).into()
    }));

    // sudoku_trace(s, buf, cap): 0 for NULL; never writes past cap
    t.push(case("sudoku_trace", "s = NULL", 0, |c| unsafe {
        sudoku_trace(null(), c.out(), 128) as i64
    }));
    let full_length = "(returns the full length: 1 = yes)";
    t.push(case(
        "sudoku_trace",
        format!("buf = NULL, cap = 0 {full_length}"),
        1,
        |c| unsafe { (sudoku_trace(c.s(), null_mut(), 0) == c.h.trace().len()).into() },
    ));
    t.push(case(
        "sudoku_trace",
        format!("buf given, cap = 0 {full_length}"),
        1,
        |c| unsafe { (sudoku_trace(c.s(), c.out(), 0) == c.h.trace().len()).into() },
    ));

    // sudoku_clear(NULL), sudoku_free(NULL): no-ops
    t.push(case("sudoku_clear", "s = NULL", 0, |_| unsafe {
        sudoku_clear(null_mut());
        0
    }));
    t.push(case("sudoku_free", "s = NULL", 0, |_| unsafe {
        sudoku_free(null_mut());
        0
    }));

    // sudoku_solve_str(puzzle, solution, cap)
    t.push(case(
        "sudoku_solve_str",
        "puzzle = NULL",
        NULL,
        |c| unsafe { sudoku_solve_str(null(), c.out(), 128).into() },
    ));
    t.push(case(
        "sudoku_solve_str",
        "solution = NULL",
        NULL,
        |_| unsafe { sudoku_solve_str(c"1".as_ptr(), null_mut(), 128).into() },
    ));
    for cap in SMALL_CAP {
        t.push(case(
            "sudoku_solve_str",
            format!("cap = {cap}"),
            BUFFER,
            move |c| unsafe {
                let text = format!("{CLASSIC}\0");
                sudoku_solve_str(text.as_ptr().cast(), c.out(), cap).into()
            },
        ));
    }
    for (name, text) in malformed() {
        t.push(case("sudoku_solve_str", name, PARSE, move |c| unsafe {
            sudoku_solve_str(text.as_ptr().cast(), c.out(), 128).into()
        }));
    }
    t.push(case(
        "sudoku_solve_str",
        "clashing givens",
        SUDOKU_CONFLICT,
        |c| unsafe { sudoku_solve_str(clash().as_ptr().cast(), c.out(), 128).into() },
    ));

    // sudoku_solve_limit(puzzle, limit, solution, cap, guesses)
    t.push(case(
        "sudoku_solve_limit",
        "puzzle = NULL",
        NULL,
        |c| unsafe { sudoku_solve_limit(null(), 2, c.out(), 128, &mut c.guesses) },
    ));
    for v in BAD_LIMIT {
        t.push(case(
            "sudoku_solve_limit",
            format!("limit = {v}"),
            RANGE,
            move |c| unsafe {
                let text = format!("{CLASSIC}\0");
                sudoku_solve_limit(text.as_ptr().cast(), v, c.out(), 128, &mut c.guesses)
            },
        ));
    }
    for cap in SMALL_CAP {
        t.push(case(
            "sudoku_solve_limit",
            format!("cap = {cap}"),
            BUFFER,
            move |c| unsafe {
                let text = format!("{CLASSIC}\0");
                sudoku_solve_limit(text.as_ptr().cast(), 2, c.out(), cap, &mut c.guesses)
            },
        ));
    }
    for (name, text) in malformed() {
        t.push(case("sudoku_solve_limit", name, PARSE, move |c| unsafe {
            sudoku_solve_limit(text.as_ptr().cast(), 2, c.out(), 128, &mut c.guesses)
        }));
    }
    t.push(
        case(
            "sudoku_solve_limit",
            "clashing givens (0 solutions)",
            0,
            |c| unsafe {
                sudoku_solve_limit(clash().as_ptr().cast(), 2, c.out(), 128, &mut c.guesses)
            },
        )
        .writing(Writes::Guesses(0)),
    );

    // sudoku_solve_batch(puzzles, count, stride, solutions, solution_stride, threads, counts)
    let one = || format!("{CLASSIC}\n").into_bytes();
    t.push(case(
        "sudoku_solve_batch",
        "puzzles = NULL",
        NULL,
        |c| unsafe {
            sudoku_solve_batch(null(), 1, 82, c.out(), 82, 1, c.counts.as_mut_ptr()).into()
        },
    ));
    t.push(case(
        "sudoku_solve_batch",
        "counts = NULL",
        NULL,
        move |c| unsafe {
            sudoku_solve_batch(one().as_ptr().cast(), 1, 82, c.out(), 82, 1, null_mut()).into()
        },
    ));
    for stride in [0, 80] {
        t.push(case(
            "sudoku_solve_batch",
            format!("stride = {stride}"),
            RANGE,
            move |c| unsafe {
                let p = one();
                sudoku_solve_batch(
                    p.as_ptr().cast(),
                    1,
                    stride,
                    c.out(),
                    82,
                    1,
                    c.counts.as_mut_ptr(),
                )
                .into()
            },
        ));
    }
    for stride in [0, 80] {
        let input = format!("solution_stride = {stride}");
        t.push(case("sudoku_solve_batch", input, BUFFER, move |c| unsafe {
            let p = one();
            sudoku_solve_batch(
                p.as_ptr().cast(),
                1,
                82,
                c.out(),
                stride,
                1,
                c.counts.as_mut_ptr(),
            )
            .into()
        }));
    }
    for threads in [-1, i32::MIN] {
        t.push(case(
            "sudoku_solve_batch",
            format!("threads = {threads}"),
            RANGE,
            move |c| unsafe {
                let p = one();
                sudoku_solve_batch(
                    p.as_ptr().cast(),
                    1,
                    82,
                    c.out(),
                    82,
                    threads,
                    c.counts.as_mut_ptr(),
                )
                .into()
            },
        ));
    }
    t.push(case(
        "sudoku_solve_batch",
        "count = SIZE_MAX (size overflows)",
        RANGE,
        move |c| unsafe {
            let p = one();
            sudoku_solve_batch(
                p.as_ptr().cast(),
                usize::MAX,
                82,
                c.out(),
                82,
                1,
                c.counts.as_mut_ptr(),
            )
            .into()
        },
    ));
    t.push(case(
        "sudoku_solve_batch",
        "solution_stride = SIZE_MAX",
        RANGE,
        move |c| unsafe {
            let p = [one(), one()].concat();
            sudoku_solve_batch(
                p.as_ptr().cast(),
                2,
                82,
                c.out(),
                usize::MAX,
                1,
                c.counts.as_mut_ptr(),
            )
            .into()
        },
    ));
    for (name, slot) in malformed_slots() {
        t.push(
            case("sudoku_solve_batch", name, PARSE, move |c| unsafe {
                sudoku_solve_batch(
                    slot.as_ptr().cast(),
                    1,
                    81,
                    c.out(),
                    82,
                    1,
                    c.counts.as_mut_ptr(),
                )
                .into()
            })
            .writing(Writes::Count0(PARSE.into())),
        );
    }
    t.push(
        case(
            "sudoku_solve_batch",
            "clashing givens (0 solutions)",
            SUDOKU_OK,
            |c| unsafe {
                let p = clash();
                sudoku_solve_batch(
                    p.as_ptr().cast(),
                    1,
                    81,
                    c.out(),
                    82,
                    1,
                    c.counts.as_mut_ptr(),
                )
                .into()
            },
        )
        .writing(Writes::Count0(0)),
    );

    // sudoku_rate(puzzle, rating)
    t.push(case("sudoku_rate", "puzzle = NULL", NULL, |c| unsafe {
        sudoku_rate(null(), c.out().cast()).into()
    }));
    t.push(case("sudoku_rate", "rating = NULL", NULL, |_| unsafe {
        let text = format!("{CLASSIC}\0");
        sudoku_rate(text.as_ptr().cast(), null_mut()).into()
    }));
    for (name, text) in malformed() {
        t.push(case("sudoku_rate", name, PARSE, move |c| unsafe {
            sudoku_rate(text.as_ptr().cast(), c.out().cast()).into()
        }));
    }
    t.push(case(
        "sudoku_rate",
        "clashing givens",
        SUDOKU_CONFLICT,
        |c| unsafe { sudoku_rate(clash().as_ptr().cast(), c.out().cast()).into() },
    ));
    t.push(case(
        "sudoku_rate",
        "empty grid (not unique)",
        SUDOKU_NOT_UNIQUE,
        |c| unsafe {
            let text = format!("{}\0", ".".repeat(81));
            sudoku_rate(text.as_ptr().cast(), c.out().cast()).into()
        },
    ));

    // sudoku_generate(seed, level, symmetry, max_attempts, puzzle, solution, cap, rating)
    for level in [i32::MIN, -2, 5, i32::MAX] {
        t.push(case(
            "sudoku_generate",
            format!("level = {level}"),
            RANGE,
            move |c| unsafe {
                sudoku_generate(1, level, 0, 10, c.out(), null_mut(), 128, null_mut()).into()
            },
        ));
    }
    for symmetry in [i32::MIN, -1, 5, i32::MAX] {
        t.push(case(
            "sudoku_generate",
            format!("symmetry = {symmetry}"),
            RANGE,
            move |c| unsafe {
                sudoku_generate(1, -1, symmetry, 10, c.out(), null_mut(), 128, null_mut()).into()
            },
        ));
    }
    t.push(case(
        "sudoku_generate",
        "max_attempts = 0",
        RANGE,
        |c| unsafe { sudoku_generate(1, -1, 0, 0, c.out(), null_mut(), 128, null_mut()).into() },
    ));
    t.push(case("sudoku_generate", "puzzle = NULL", NULL, |_| unsafe {
        sudoku_generate(1, -1, 0, 10, null_mut(), null_mut(), 128, null_mut()).into()
    }));
    for cap in SMALL_CAP {
        t.push(case(
            "sudoku_generate",
            format!("cap = {cap}"),
            BUFFER,
            move |c| unsafe {
                sudoku_generate(1, -1, 0, 10, c.out(), null_mut(), cap, null_mut()).into()
            },
        ));
    }
    t.push(case(
        "sudoku_generate",
        "expert in 2 attempts (limit)",
        SUDOKU_LIMIT_REACHED,
        |c| unsafe {
            sudoku_generate(
                1,
                SUDOKU_LEVEL_EXPERT,
                0,
                2,
                c.out(),
                null_mut(),
                128,
                null_mut(),
            )
            .into()
        },
    ));

    // sudoku_generate_clues(seed, level, symmetry, max_attempts, clues, ...):
    // the same checks as sudoku_generate plus the clue target
    for clues in [i32::MIN, -1, 1, 16, 81, i32::MAX] {
        t.push(case(
            "sudoku_generate_clues",
            format!("clues = {clues}"),
            RANGE,
            move |c| unsafe {
                sudoku_generate_clues(1, -1, 0, 10, clues, c.out(), null_mut(), 128, null_mut())
                    .into()
            },
        ));
    }
    t.push(case(
        "sudoku_generate_clues",
        "level = 5",
        RANGE,
        |c| unsafe {
            sudoku_generate_clues(1, 5, 0, 10, 30, c.out(), null_mut(), 128, null_mut()).into()
        },
    ));
    t.push(case(
        "sudoku_generate_clues",
        "puzzle = NULL",
        NULL,
        |_| unsafe {
            sudoku_generate_clues(1, -1, 0, 10, 30, null_mut(), null_mut(), 128, null_mut()).into()
        },
    ));
    t.push(case(
        "sudoku_generate_clues",
        "cap = 81",
        BUFFER,
        |c| unsafe {
            sudoku_generate_clues(1, -1, 0, 10, 30, c.out(), null_mut(), 81, null_mut()).into()
        },
    ));

    // sudoku_generate_with(seed, options, puzzle, solution, cap, rating)
    let good = || SudokuGenerateOptions {
        max_attempts: 10,
        ..Default::default()
    };
    let bad_options: Vec<(String, SudokuGenerateOptions)> = vec![
        (
            "size = 0".into(),
            SudokuGenerateOptions { size: 0, ..good() },
        ),
        (
            "size = 4".into(),
            SudokuGenerateOptions { size: 4, ..good() },
        ),
        (
            "size = sizeof + 8".into(),
            SudokuGenerateOptions {
                size: size_of::<SudokuGenerateOptions>() as u32 + 8,
                ..good()
            },
        ),
        (
            "size = UINT32_MAX".into(),
            SudokuGenerateOptions {
                size: u32::MAX,
                ..good()
            },
        ),
        (
            "min_score_tenths = -1".into(),
            SudokuGenerateOptions {
                min_score_tenths: -1,
                ..good()
            },
        ),
        (
            "min_score_tenths = 1001".into(),
            SudokuGenerateOptions {
                min_score_tenths: 1001,
                ..good()
            },
        ),
        (
            "max_score_tenths = INT32_MIN".into(),
            SudokuGenerateOptions {
                max_score_tenths: i32::MIN,
                ..good()
            },
        ),
        (
            "min 7.5 above max 6.0".into(),
            SudokuGenerateOptions {
                min_score_tenths: 75,
                max_score_tenths: 60,
                ..good()
            },
        ),
        (
            "hardest = -2".into(),
            SudokuGenerateOptions {
                hardest: -2,
                ..good()
            },
        ),
        (
            "hardest = 49 (a killer technique)".into(),
            SudokuGenerateOptions {
                hardest: 49,
                ..good()
            },
        ),
        (
            "hardest = 42 (ALS-XZ: hints only, never a rating's)".into(),
            SudokuGenerateOptions {
                hardest: 42,
                ..good()
            },
        ),
        (
            "hardest = 16 (W-Wing: hints only, never a rating's)".into(),
            SudokuGenerateOptions {
                hardest: 16,
                ..good()
            },
        ),
        (
            "hardest = 61 (unknown id)".into(),
            SudokuGenerateOptions {
                hardest: 61,
                ..good()
            },
        ),
        (
            "symmetry = 5".into(),
            SudokuGenerateOptions {
                symmetry: 5,
                ..good()
            },
        ),
        (
            "clues = 16".into(),
            SudokuGenerateOptions {
                clues: 16,
                ..good()
            },
        ),
        (
            "clues = 81".into(),
            SudokuGenerateOptions {
                clues: 81,
                ..good()
            },
        ),
        (
            "max_attempts = 0".into(),
            SudokuGenerateOptions {
                max_attempts: 0,
                ..good()
            },
        ),
    ];
    for (name, options) in bad_options {
        t.push(case("sudoku_generate_with", name, RANGE, move |c| unsafe {
            sudoku_generate_with(1, &options, c.out(), c.out(), 128, null_mut()).into()
        }));
    }
    t.push(case(
        "sudoku_generate_with",
        "options = NULL",
        NULL,
        |c| unsafe { sudoku_generate_with(1, null(), c.out(), null_mut(), 128, null_mut()).into() },
    ));
    t.push(case(
        "sudoku_generate_with",
        "puzzle = NULL",
        NULL,
        move |_| unsafe {
            sudoku_generate_with(1, &good(), null_mut(), null_mut(), 128, null_mut()).into()
        },
    ));
    for cap in SMALL_CAP {
        t.push(case(
            "sudoku_generate_with",
            format!("cap = {cap}"),
            BUFFER,
            move |c| unsafe {
                sudoku_generate_with(1, &good(), c.out(), null_mut(), cap, null_mut()).into()
            },
        ));
    }
    t.push(case(
        "sudoku_generate_with",
        "score >= 9.9 in 2 attempts (limit)",
        SUDOKU_LIMIT_REACHED,
        move |c| unsafe {
            let options = SudokuGenerateOptions {
                min_score_tenths: 99,
                max_attempts: 2,
                ..good()
            };
            sudoku_generate_with(1, &options, c.out(), c.out(), 128, null_mut()).into()
        },
    ));
    t.push(case(
        "sudoku_generate_with",
        "cancel flag already set",
        SUDOKU_CANCELLED,
        move |c| unsafe {
            let flag = 1i32;
            let options = SudokuGenerateOptions {
                cancel: &flag,
                ..good()
            };
            sudoku_generate_with(1, &options, c.out(), c.out(), 128, null_mut()).into()
        },
    ));

    // sudoku_solve_candidates(marks, limit, solution, cap, guesses) and
    // sudoku_hint_candidates(marks, out): 729-character pencil marks
    let marks = || format!("{}\0", "123456789".repeat(81)).into_bytes();
    let mut bad_marks = vec![
        ("empty string", b"\0".to_vec()),
        ("81 cells", CLASSIC_Z.to_vec()),
        ("728 characters", marks()[1..].to_vec()),
        ("730 characters", [b"1".as_slice(), &marks()].concat()),
        (
            "digit out of place",
            [b"2".as_slice(), &marks()[1..]].concat(),
        ),
        ("letter 'x'", [b"x".as_slice(), &marks()[1..]].concat()),
        ("byte 0xFF", [[0xFFu8].as_slice(), &marks()[1..]].concat()),
    ];
    bad_marks.push((
        "embedded NUL",
        [&marks()[..100], &[0], &marks()[100..]].concat(),
    ));
    for (name, text) in bad_marks {
        let same = text.clone();
        t.push(case(
            "sudoku_solve_candidates",
            name,
            PARSE,
            move |c| unsafe {
                sudoku_solve_candidates(text.as_ptr().cast(), 2, c.out(), 128, &mut c.guesses)
            },
        ));
        t.push(case(
            "sudoku_hint_candidates",
            name,
            PARSE,
            move |c| unsafe { sudoku_hint_candidates(same.as_ptr().cast(), &mut c.hint).into() },
        ));
    }
    t.push(case(
        "sudoku_solve_candidates",
        "marks = NULL",
        NULL,
        |c| unsafe { sudoku_solve_candidates(null(), 2, c.out(), 128, &mut c.guesses) },
    ));
    for v in BAD_LIMIT {
        t.push(case(
            "sudoku_solve_candidates",
            format!("limit = {v}"),
            RANGE,
            move |c| unsafe {
                sudoku_solve_candidates(marks().as_ptr().cast(), v, c.out(), 128, &mut c.guesses)
            },
        ));
    }
    t.push(case(
        "sudoku_solve_candidates",
        "cap = 81",
        BUFFER,
        move |c| unsafe {
            sudoku_solve_candidates(marks().as_ptr().cast(), 2, c.out(), 81, &mut c.guesses)
        },
    ));
    t.push(case(
        "sudoku_hint_candidates",
        "marks = NULL",
        NULL,
        |c| unsafe { sudoku_hint_candidates(null(), &mut c.hint).into() },
    ));
    t.push(case(
        "sudoku_hint_candidates",
        "out = NULL",
        NULL,
        move |_| unsafe { sudoku_hint_candidates(marks().as_ptr().cast(), null_mut()).into() },
    ));
    t.push(case(
        "sudoku_hint_candidates",
        "all candidates (not unique)",
        SUDOKU_NOT_UNIQUE,
        move |c| unsafe { sudoku_hint_candidates(marks().as_ptr().cast(), &mut c.hint).into() },
    ));

    // sudoku_hint_candidates_chain(marks, nodes, cap, count): as
    // sudoku_hint_candidates, plus its outputs
    t.push(case(
        "sudoku_hint_candidates_chain",
        "marks = NULL",
        NULL,
        |c| unsafe {
            sudoku_hint_candidates_chain(null(), c.nodes.as_mut_ptr(), 2, &mut c.length).into()
        },
    ));
    t.push(case(
        "sudoku_hint_candidates_chain",
        "count = NULL",
        NULL,
        move |c| unsafe {
            sudoku_hint_candidates_chain(
                marks().as_ptr().cast(),
                c.nodes.as_mut_ptr(),
                2,
                null_mut(),
            )
            .into()
        },
    ));
    t.push(case(
        "sudoku_hint_candidates_chain",
        "nodes = NULL, cap = 2",
        NULL,
        move |c| unsafe {
            sudoku_hint_candidates_chain(marks().as_ptr().cast(), null_mut(), 2, &mut c.length)
                .into()
        },
    ));
    t.push(case(
        "sudoku_hint_candidates_chain",
        "letter 'x'",
        PARSE,
        move |c| unsafe {
            let text = [b"x".as_slice(), &marks()[1..]].concat();
            sudoku_hint_candidates_chain(
                text.as_ptr().cast(),
                c.nodes.as_mut_ptr(),
                2,
                &mut c.length,
            )
            .into()
        },
    ));
    t.push(case(
        "sudoku_hint_candidates_chain",
        "all candidates (not unique)",
        SUDOKU_NOT_UNIQUE,
        move |c| unsafe {
            sudoku_hint_candidates_chain(
                marks().as_ptr().cast(),
                c.nodes.as_mut_ptr(),
                2,
                &mut c.length,
            )
            .into()
        },
    ));

    // sudoku_technique_name(technique): unknown numbers get "unknown technique"
    for id in [i32::MIN, -1, 61, i32::MAX] {
        t.push(case(
            "sudoku_technique_name",
            format!("technique = {id}"),
            1,
            move |_| {
                let text = unsafe { CStr::from_ptr(sudoku_technique_name(id)) };
                (text == c"unknown technique").into()
            },
        ));
    }

    // sudoku_status_str(status): unknown codes get "unknown status"
    for code in [i32::MIN, -9, 6, 42, i32::MAX] {
        t.push(case(
            "sudoku_status_str",
            format!("status = {code}"),
            1,
            move |_| {
                let text = unsafe { CStr::from_ptr(sudoku_status_str(code)) };
                (text == c"unknown status").into()
            },
        ));
    }
    game_rows(&mut t);
    variant_rows(&mut t);
    t
}

/// A save string (NUL-terminated) of a game on `givens`, with nothing else.
fn save_of(givens: &str) -> Vec<u8> {
    let pencil = "0".repeat(243);
    format!("sudoku-game-1:{givens}:{}:{pencil}\0", ".".repeat(81)).into_bytes()
}

/// `save_of(CLASSIC)` with one change by `edit` (given the save and the
/// offset of its pencil marks).
fn resaved(edit: impl Fn(&mut Vec<u8>, usize)) -> Vec<u8> {
    let mut v = save_of(CLASSIC);
    let pencil = v.len() - 1 - 243;
    edit(&mut v, pencil);
    v
}

/// Rows for the game functions. The game's state is its save string, which
/// the snapshot compares.
fn game_rows(t: &mut Vec<Case>) {
    const GIVEN: i32 = SUDOKU_ERR_GIVEN;
    let g = |c: &Ctx| c.g.0;
    // sudoku_game_new(puzzle, out) and sudoku_game_load(text, out)
    t.push(case("sudoku_game_new", "puzzle = NULL", NULL, |c| unsafe {
        sudoku_game_new(null(), &mut c.game_out).into()
    }));
    t.push(case("sudoku_game_new", "out = NULL", NULL, |_| unsafe {
        sudoku_game_new(CLASSIC_Z.as_ptr().cast(), null_mut()).into()
    }));
    for (name, text) in malformed() {
        t.push(case("sudoku_game_new", name, PARSE, move |c| unsafe {
            sudoku_game_new(text.as_ptr().cast(), &mut c.game_out).into()
        }));
    }
    let improper = [
        ("clashing givens", clash(), SUDOKU_CONFLICT),
        (
            "empty grid",
            format!("{}\0", ".".repeat(81)).into_bytes(),
            SUDOKU_NOT_UNIQUE,
        ),
    ];
    for (name, text, status) in improper.clone() {
        t.push(case("sudoku_game_new", name, status, move |c| unsafe {
            sudoku_game_new(text.as_ptr().cast(), &mut c.game_out).into()
        }));
    }
    t.push(case("sudoku_game_load", "text = NULL", NULL, |c| unsafe {
        sudoku_game_load(null(), &mut c.game_out).into()
    }));
    t.push(case("sudoku_game_load", "out = NULL", NULL, |_| unsafe {
        sudoku_game_load(save_of(CLASSIC).as_ptr().cast(), null_mut()).into()
    }));
    let bad_saves = [
        ("empty string", b"\0".to_vec()),
        ("a puzzle, not a save", CLASSIC_Z.to_vec()),
        (
            "format version 2",
            save_of(CLASSIC)
                .iter()
                .map(|&b| if b == b'1' { b'2' } else { b })
                .collect(),
        ),
        (
            "invalid UTF-8 0xFF",
            [&save_of(CLASSIC)[..20], &[0xFF, 0]].concat(),
        ),
        (
            "pencil hex 'g'",
            [&save_of(CLASSIC)[..200], b"g\0"].concat(),
        ),
        ("pencil mark 0x200", {
            let mut v = save_of(CLASSIC);
            let n = v.len();
            v[n - 4] = b'2';
            v
        }),
        // Only what sudoku_game_save writes is read: lowercase hex, no
        // signs, '.' for an empty cell.
        (
            "uppercase hex 'A'",
            resaved(|v, pencil| v[pencil + 8] = b'A'),
        ),
        ("'+' in the hex", resaved(|v, pencil| v[pencil + 6] = b'+')),
        ("'0' for an empty given", resaved(|v, _| v[16] = b'0')),
        ("'_' for an empty given", resaved(|v, _| v[16] = b'_')),
        (
            "'0' for an empty entry",
            resaved(|v, pencil| v[pencil - 2] = b'0'),
        ),
        ("a space in the givens", resaved(|v, _| v[16] = b' ')),
    ];
    for (name, text) in bad_saves {
        t.push(case("sudoku_game_load", name, PARSE, move |c| unsafe {
            sudoku_game_load(text.as_ptr().cast(), &mut c.game_out).into()
        }));
    }
    for (name, text, status) in improper {
        let text = save_of(std::str::from_utf8(&text[..81]).unwrap());
        t.push(case("sudoku_game_load", name, status, move |c| unsafe {
            sudoku_game_load(text.as_ptr().cast(), &mut c.game_out).into()
        }));
    }
    // sudoku_game_free(g): NULL is a no-op
    t.push(case(
        "sudoku_game_free",
        "g = NULL (no-op)",
        0,
        |_| unsafe {
            sudoku_game_free(null_mut());
            0
        },
    ));

    // Cell functions: NULL game, bad rows and columns.
    type CellFn = unsafe extern "C" fn(*mut SudokuGame, i32, i32, i32) -> i32;
    let setters: [(&'static str, CellFn, i32); 3] = [
        ("sudoku_game_enter", sudoku_game_enter, 4),
        ("sudoku_game_set_pencil", sudoku_game_set_pencil, 1),
        ("sudoku_game_toggle_pencil", sudoku_game_toggle_pencil, 1),
    ];
    for (name, f, ok_value) in setters {
        t.push(case(name, "g = NULL", NULL, move |_| unsafe {
            f(null_mut(), 1, 3, ok_value).into()
        }));
        for v in BAD_ROW_COL {
            t.push(case(name, format!("row = {v}"), RANGE, move |c| unsafe {
                f(g(c), v, 3, ok_value).into()
            }));
            t.push(case(name, format!("col = {v}"), RANGE, move |c| unsafe {
                f(g(c), 1, v, ok_value).into()
            }));
        }
        t.push(case(name, "the given r1c1", GIVEN, move |c| unsafe {
            f(g(c), 1, 1, ok_value).into()
        }));
    }
    for v in BAD_NUM {
        t.push(case(
            "sudoku_game_enter",
            format!("digit = {v}"),
            RANGE,
            move |c| unsafe { sudoku_game_enter(g(c), 1, 3, v).into() },
        ));
    }
    for v in [i32::MIN, -1, 512, i32::MAX] {
        t.push(case(
            "sudoku_game_set_pencil",
            format!("mask = {v}"),
            RANGE,
            move |c| unsafe { sudoku_game_set_pencil(g(c), 1, 3, v).into() },
        ));
    }
    for v in [i32::MIN, -1, 0, 10, i32::MAX] {
        t.push(case(
            "sudoku_game_toggle_pencil",
            format!("digit = {v}"),
            RANGE,
            move |c| unsafe { sudoku_game_toggle_pencil(g(c), 1, 3, v).into() },
        ));
    }
    type ReadFn = unsafe extern "C" fn(*const SudokuGame, i32, i32) -> i32;
    let readers: [(&'static str, ReadFn); 3] = [
        ("sudoku_game_digit", sudoku_game_digit),
        ("sudoku_game_is_given", sudoku_game_is_given),
        ("sudoku_game_pencil", sudoku_game_pencil),
    ];
    for (name, f) in readers {
        t.push(case(name, "g = NULL", NULL, move |_| unsafe {
            f(null(), 1, 1).into()
        }));
        for v in BAD_ROW_COL {
            t.push(case(name, format!("row = {v}"), RANGE, move |c| unsafe {
                f(g(c), v, 1).into()
            }));
            t.push(case(name, format!("col = {v}"), RANGE, move |c| unsafe {
                f(g(c), 1, v).into()
            }));
        }
    }
    type GameFn = unsafe extern "C" fn(*mut SudokuGame) -> i32;
    let whole: [(&'static str, GameFn); 3] = [
        ("sudoku_game_auto_pencil", sudoku_game_auto_pencil),
        ("sudoku_game_undo", sudoku_game_undo),
        ("sudoku_game_redo", sudoku_game_redo),
    ];
    for (name, f) in whole {
        t.push(case(name, "g = NULL", NULL, move |_| unsafe {
            f(null_mut()).into()
        }));
    }
    t.push(case(
        "sudoku_game_redo",
        "nothing to redo",
        0,
        move |c| unsafe { sudoku_game_redo(g(c)).into() },
    ));
    t.push(case(
        "sudoku_game_is_complete",
        "g = NULL",
        NULL,
        |_| unsafe { sudoku_game_is_complete(null()).into() },
    ));

    // Lists and hints.
    t.push(case("sudoku_conflicts", "g = NULL", NULL, |c| unsafe {
        sudoku_conflicts(null(), c.conflicts.as_mut_ptr(), 2).into()
    }));
    t.push(case(
        "sudoku_conflicts",
        "out = NULL, cap = 1",
        NULL,
        move |c| unsafe { sudoku_conflicts(g(c), null_mut(), 1).into() },
    ));
    t.push(case(
        "sudoku_conflicts",
        "out = NULL, cap = 0 (count only)",
        2,
        move |c| unsafe { sudoku_conflicts(g(c), null_mut(), 0).into() },
    ));
    t.push(case("sudoku_clashes", "g = NULL", NULL, |c| unsafe {
        sudoku_clashes(null(), c.conflicts.as_mut_ptr().cast(), 2).into()
    }));
    t.push(case(
        "sudoku_clashes",
        "out = NULL, cap = 1",
        NULL,
        move |c| unsafe { sudoku_clashes(g(c), null_mut(), 1).into() },
    ));
    t.push(case(
        "sudoku_clashes",
        "out = NULL, cap = 0 (count only)",
        2,
        move |c| unsafe { sudoku_clashes(g(c), null_mut(), 0).into() },
    ));
    t.push(case("sudoku_mistakes", "g = NULL", NULL, |c| unsafe {
        sudoku_mistakes(null(), c.out().cast(), 81).into()
    }));
    t.push(case(
        "sudoku_mistakes",
        "cells = NULL, cap = 1",
        NULL,
        move |c| unsafe { sudoku_mistakes(g(c), null_mut(), 1).into() },
    ));
    t.push(case(
        "sudoku_mistakes",
        "cells = NULL, cap = 0 (count only)",
        1,
        move |c| unsafe { sudoku_mistakes(g(c), null_mut(), 0).into() },
    ));
    t.push(case("sudoku_hint", "g = NULL", NULL, |c| unsafe {
        sudoku_hint(null(), 0, &mut c.hint).into()
    }));
    t.push(case("sudoku_hint", "out = NULL", NULL, move |c| unsafe {
        sudoku_hint(g(c), 0, null_mut()).into()
    }));
    for v in [i32::MIN, -1, 2, i32::MAX] {
        t.push(case(
            "sudoku_hint",
            format!("use_pencil = {v}"),
            RANGE,
            move |c| unsafe { sudoku_hint(g(c), v, &mut c.hint).into() },
        ));
    }
    // sudoku_hint_chain(g, use_pencil, nodes, cap, count)
    t.push(case("sudoku_hint_chain", "g = NULL", NULL, |c| unsafe {
        sudoku_hint_chain(null(), 0, c.nodes.as_mut_ptr(), 2, &mut c.length).into()
    }));
    t.push(case(
        "sudoku_hint_chain",
        "count = NULL",
        NULL,
        move |c| unsafe { sudoku_hint_chain(g(c), 0, c.nodes.as_mut_ptr(), 2, null_mut()).into() },
    ));
    t.push(case(
        "sudoku_hint_chain",
        "nodes = NULL, cap = 1",
        NULL,
        move |c| unsafe { sudoku_hint_chain(g(c), 0, null_mut(), 1, &mut c.length).into() },
    ));
    for v in [i32::MIN, -1, 2, i32::MAX] {
        t.push(case(
            "sudoku_hint_chain",
            format!("use_pencil = {v}"),
            RANGE,
            move |c| unsafe {
                sudoku_hint_chain(g(c), v, c.nodes.as_mut_ptr(), 2, &mut c.length).into()
            },
        ));
    }
    t.push(case("sudoku_game_save", "g = NULL", NULL, |c| unsafe {
        sudoku_game_save(null(), c.out(), BUF_LEN).into()
    }));
    t.push(case(
        "sudoku_game_save",
        "buf = NULL",
        NULL,
        move |c| unsafe { sudoku_game_save(g(c), null_mut(), BUF_LEN).into() },
    ));
    for cap in [0, 1, SUDOKU_GAME_SAVE_BYTES - 1] {
        t.push(case(
            "sudoku_game_save",
            format!("cap = {cap}"),
            BUFFER,
            move |c| unsafe { sudoku_game_save(g(c), c.out(), cap).into() },
        ));
    }
}

fn variant_rows(t: &mut Vec<Case>) {
    // sudoku_variant_parse(text, out)
    t.push(case(
        "sudoku_variant_parse",
        "text = NULL",
        NULL,
        |c| unsafe { sudoku_variant_parse(null(), &mut c.variant_out).into() },
    ));
    t.push(case(
        "sudoku_variant_parse",
        "out = NULL",
        NULL,
        |_| unsafe { sudoku_variant_parse(SMALL_VARIANT.as_ptr(), null_mut()).into() },
    ));
    for (name, text) in [
        ("empty text", &b"\0"[..]),
        ("no size", b"givens 1...............\0"),
        ("size 5", b"size 5\0"),
        ("size -4", b"size -4\0"),
        ("boxes 3x3 on a 6x6", b"size 6\nboxes 3x3\0"),
        (
            "regions of unequal size",
            b"size 4\nregions AAAAABBBCCDDCCDD\0",
        ),
        ("windoku on a 6x6", b"size 6\nrules windoku\0"),
        ("unknown rule", b"size 9\nrules spiral\0"),
        ("cage sum too big", b"size 9\ncage 18 r1c1 r1c2\0"),
        ("cage cell off the grid", b"size 9\ncage 10 r1c1 r1c10\0"),
        (
            "a cell in two cages",
            b"size 9\ncage 3 r1c1 r1c2\ncage 4 r1c2 r1c3\0",
        ),
        ("digit 5 in a 4x4", b"size 4\ngivens 5...............\0"),
        (
            "15 givens for 16 cells",
            b"size 4\ngivens 1..............\0",
        ),
        ("invalid UTF-8", b"size 4\n\xff\0"),
        ("unknown statement", b"size 4\nspin 3\0"),
        ("a thermo of one cell", b"size 4\nthermo r1c1\0"),
        (
            "a thermo of 5 cells on a 4x4",
            b"size 4\nthermo r1c1 r1c2 r1c3 r1c4 r2c4\0",
        ),
        (
            "a greater sign on a diagonal",
            b"size 4\ngreater r1c1 r2c2\0",
        ),
        (
            "a cell twice on a line",
            b"size 4\nwhisper r1c1 r1c2 r1c1\0",
        ),
        ("kropki-all with cells", b"size 4\nkropki-all r1c1\0"),
    ] {
        t.push(case("sudoku_variant_parse", name, PARSE, move |c| unsafe {
            sudoku_variant_parse(text.as_ptr().cast(), &mut c.variant_out).into()
        }));
    }
    for (name, text) in [
        (
            "a digit twice in a row",
            &b"size 4\ngivens 1..1............\0"[..],
        ),
        (
            "knight's move",
            b"size 4\nrules anti-knight\ngivens 1.....1.........\0",
        ),
        (
            "consecutive neighbours",
            b"size 4\nrules non-consecutive\ngivens 12..............\0",
        ),
        (
            "a thermo going down",
            b"size 4\nthermo r1c1 r1c2\ngivens 21..............\0",
        ),
        ("an even 1", b"size 4\neven r1c1\ngivens 1...............\0"),
        (
            "full cage with the wrong sum",
            b"size 4\ncage 4 r1c1 r1c2\ngivens 12..............\0",
        ),
    ] {
        t.push(case(
            "sudoku_variant_parse",
            name,
            SUDOKU_CONFLICT,
            move |c| unsafe {
                sudoku_variant_parse(text.as_ptr().cast(), &mut c.variant_out).into()
            },
        ));
    }
    // sudoku_variant_parse_fpuzzles(text, out)
    t.push(case(
        "sudoku_variant_parse_fpuzzles",
        "text = NULL",
        NULL,
        |c| unsafe { sudoku_variant_parse_fpuzzles(null(), &mut c.variant_out).into() },
    ));
    t.push(case(
        "sudoku_variant_parse_fpuzzles",
        "out = NULL",
        NULL,
        |_| unsafe { sudoku_variant_parse_fpuzzles(c"{}".as_ptr(), null_mut()).into() },
    ));
    let grid4 = r#""grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]"#;
    for (name, text) in [
        ("empty text", String::new()),
        ("not JSON or base64", "size 9".into()),
        ("a JSON list", "[1, 2]".into()),
        ("no size", format!("{{{grid4}}}")),
        ("size 5", r#"{"size":5,"grid":[]}"#.into()),
        ("size 25", r#"{"size":25,"grid":[]}"#.into()),
        ("3 rows for size 4", r#"{"size":4,"grid":[[],[],[]]}"#.into()),
        ("a clone", format!(r#"{{"size":4,{grid4},"clone":[{{"cells":["R1C1"],"cloneCells":["R2C2"]}}]}}"#)),
        ("one diagonal", format!(r#"{{"size":4,{grid4},"diagonal+":true}}"#)),
        ("a cage without a sum", format!(r#"{{"size":4,{grid4},"killercage":[{{"cells":["R1C1"]}}]}}"#)),
        ("a cage cell off the grid", format!(r#"{{"size":4,{grid4},"killercage":[{{"cells":["R5C1"],"value":"3"}}]}}"#)),
        ("given 5 in a 4x4", r#"{"size":4,"grid":[[{"value":5,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#.into()),
        ("a bad packed link", "https://www.f-puzzles.com/?load=N4Ig!!".into()),
        ("packed text cut short", "N4IgzglgXgpiBcAWANCA".into()),
    ] {
        let text = std::ffi::CString::new(text).unwrap();
        t.push(case("sudoku_variant_parse_fpuzzles", name, PARSE, move |c| unsafe {
            sudoku_variant_parse_fpuzzles(text.as_ptr(), &mut c.variant_out).into()
        }));
    }
    t.push(case(
        "sudoku_variant_parse_fpuzzles",
        "a digit twice in a row",
        SUDOKU_CONFLICT,
        |c| unsafe {
            let text = c"{\"size\":4,\"grid\":[[{\"value\":1,\"given\":true},{\"value\":1,\"given\":true},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}";
            sudoku_variant_parse_fpuzzles(text.as_ptr(), &mut c.variant_out).into()
        },
    ));
    // sudoku_variant_to_fpuzzles and sudoku_variant_to_text (v, buf,
    // cap): 0 (with a message) for NULL; the full length, and never a byte
    // past cap
    type Writer = unsafe extern "C" fn(*const SudokuVariant, *mut c_char, usize) -> usize;
    let writers: [(&str, Writer); 2] = [
        ("sudoku_variant_to_fpuzzles", sudoku_variant_to_fpuzzles),
        ("sudoku_variant_to_text", sudoku_variant_to_text),
    ];
    for (name, write) in writers {
        t.push(case(name, "v = NULL", NULL, move |c| unsafe {
            match write(null(), c.out(), 128) {
                0 => NULL.into(),
                n => n as i64,
            }
        }));
        for cap in [0usize, 1, 7] {
            t.push(case(
                name,
                format!("cap = {cap} (the full length, cut with a NUL: 1 = yes)"),
                1,
                move |c| unsafe {
                    let full = write(c.variant, null_mut(), 0);
                    let mut b = [0x5Au8; 8];
                    let n = write(c.variant, b.as_mut_ptr().cast(), cap);
                    let kept = b[cap..].iter().all(|&x| x == 0x5A);
                    let cut = cap == 0 || (b[cap - 1] == 0 && b[..cap - 1].iter().all(|&x| x != 0));
                    (full > 7 && n == full && kept && cut).into()
                },
            ));
        }
    }
    t.push(case(
        "sudoku_variant_to_fpuzzles",
        "a greater sign, which f-puzzles lacks: 0, named, nothing written",
        PARSE,
        |_| unsafe {
            let mut v = null_mut();
            let text = c"size 4\ngreater r1c1 r1c2";
            assert_eq!(sudoku_variant_parse(text.as_ptr(), &mut v), SUDOKU_OK);
            let mut b = [0x5Au8; 8];
            let n = sudoku_variant_to_fpuzzles(v, b.as_mut_ptr().cast(), b.len());
            sudoku_variant_free(v);
            let named = last_error().contains("greater");
            if n == 0 && named && b.iter().all(|&x| x == 0x5A) {
                PARSE.into()
            } else {
                0
            }
        },
    ));
    // sudoku_variant_free(v): NULL is a no-op
    t.push(case(
        "sudoku_variant_free",
        "v = NULL (no-op)",
        0,
        |_| unsafe {
            sudoku_variant_free(null_mut());
            0
        },
    ));
    // sudoku_variant_size(v)
    t.push(case("sudoku_variant_size", "v = NULL", NULL, |_| unsafe {
        sudoku_variant_size(null()).into()
    }));
    // sudoku_variant_solve(v, limit, solution, cap)
    t.push(case("sudoku_variant_solve", "v = NULL", NULL, |c| unsafe {
        sudoku_variant_solve(null(), 2, c.out(), 17)
    }));
    for limit in BAD_LIMIT {
        t.push(case(
            "sudoku_variant_solve",
            format!("limit = {limit}"),
            RANGE,
            move |c| unsafe { sudoku_variant_solve(c.variant, limit, c.out(), 17) },
        ));
    }
    for cap in [0, 1, 16] {
        t.push(case(
            "sudoku_variant_solve",
            format!("cap = {cap} for 16 cells"),
            BUFFER,
            move |c| unsafe { sudoku_variant_solve(c.variant, 2, c.out(), cap) },
        ));
    }

    // sudoku_variant_rate(v, rating): the small variant has many solutions
    t.push(case("sudoku_variant_rate", "v = NULL", NULL, |c| unsafe {
        sudoku_variant_rate(null(), c.out().cast()).into()
    }));
    t.push(case(
        "sudoku_variant_rate",
        "rating = NULL",
        NULL,
        |c| unsafe { sudoku_variant_rate(c.variant, null_mut()).into() },
    ));
    t.push(case(
        "sudoku_variant_rate",
        "several solutions",
        SUDOKU_NOT_UNIQUE,
        |c| unsafe { sudoku_variant_rate(c.variant, c.out().cast()).into() },
    ));
    // sudoku_variant_generate(seed, rules, level, max_attempts, text, cap)
    t.push(case(
        "sudoku_variant_generate",
        "rules = NULL",
        NULL,
        |c| unsafe { sudoku_variant_generate(1, null(), -1, 5, c.out(), 512).into() },
    ));
    t.push(case(
        "sudoku_variant_generate",
        "text = NULL",
        NULL,
        |_| unsafe {
            sudoku_variant_generate(1, c"size 4".as_ptr(), -1, 5, null_mut(), 512).into()
        },
    ));
    for level in [i32::MIN, -2, 5, i32::MAX] {
        t.push(case(
            "sudoku_variant_generate",
            format!("level = {level}"),
            RANGE,
            move |c| unsafe {
                sudoku_variant_generate(1, c"size 4".as_ptr(), level, 5, c.out(), 512).into()
            },
        ));
    }
    t.push(case(
        "sudoku_variant_generate",
        "max_attempts = 0",
        RANGE,
        |c| unsafe { sudoku_variant_generate(1, c"size 4".as_ptr(), -1, 0, c.out(), 512).into() },
    ));
    for (name, rules) in [
        ("size 5", c"size 5"),
        ("givens", c"size 4\ngivens 1..............."),
        (
            "killer with cages",
            c"size 4\nrules killer\ncage 3 r1c1 r1c2",
        ),
        (
            "jigsaw with regions",
            c"size 4\nregions AABBAABBCCDDCCDD\nrules jigsaw",
        ),
        ("jigsaw with boxes", c"size 6\nboxes 3x2\nrules jigsaw"),
        ("unknown word", c"size 4\nrules spiral"),
    ] {
        t.push(case(
            "sudoku_variant_generate",
            name,
            PARSE,
            move |c| unsafe {
                sudoku_variant_generate(1, rules.as_ptr(), -1, 5, c.out(), 512).into()
            },
        ));
    }
    t.push(case(
        "sudoku_variant_generate",
        "anti-king 4x4 (no grid)",
        SUDOKU_NO_SOLUTION,
        |c| unsafe {
            sudoku_variant_generate(1, c"size 4\nrules anti-king".as_ptr(), -1, 5, c.out(), 512)
                .into()
        },
    ));
    t.push(case(
        "sudoku_variant_generate",
        "extreme 4x4 in 2 attempts",
        SUDOKU_LIMIT_REACHED,
        |c| unsafe {
            let extreme = SUDOKU_LEVEL_EXTREME;
            sudoku_variant_generate(1, c"size 4".as_ptr(), extreme, 2, c.out(), 512).into()
        },
    ));
    for cap in [0, 1, 20] {
        t.push(case(
            "sudoku_variant_generate",
            format!("cap = {cap}"),
            BUFFER,
            move |c| unsafe {
                sudoku_variant_generate(1, c"size 4".as_ptr(), -1, 5, c.out(), cap).into()
            },
        ));
    }
    // The _with forms: the same rows, plus the options.
    let wrong_sizes = [0u32, 1, OPTIONS_SIZE - 1, OPTIONS_SIZE + 8, u32::MAX];
    // sudoku_variant_solve_with(v, limit, solution, cap, options)
    t.push(case(
        "sudoku_variant_solve_with",
        "v = NULL",
        NULL,
        |c| unsafe { sudoku_variant_solve_with(null(), 2, c.out(), 17, null()) },
    ));
    for limit in BAD_LIMIT {
        t.push(case(
            "sudoku_variant_solve_with",
            format!("limit = {limit}"),
            RANGE,
            move |c| unsafe { sudoku_variant_solve_with(c.variant, limit, c.out(), 17, null()) },
        ));
    }
    t.push(case(
        "sudoku_variant_solve_with",
        "cap = 16 for 16 cells",
        BUFFER,
        |c| unsafe { sudoku_variant_solve_with(c.variant, 2, c.out(), 16, null()) },
    ));
    for size in wrong_sizes {
        t.push(case(
            "sudoku_variant_solve_with",
            format!("options->size = {size}"),
            RANGE,
            move |c| unsafe {
                let o = options(size, 0, None);
                sudoku_variant_solve_with(c.variant, 2, c.out(), 17, &o)
            },
        ));
    }
    t.push(case(
        "sudoku_variant_solve_with",
        "cancel flag set",
        SUDOKU_ERR_CANCELLED,
        |c| unsafe {
            let o = options(OPTIONS_SIZE, 0, Some(&CANCELLED));
            sudoku_variant_solve_with(c.variant, 2, c.out(), 17, &o)
        },
    ));
    t.push(case(
        "sudoku_variant_solve_with",
        "max_guesses = 1, limit = 1000",
        SUDOKU_ERR_BUDGET,
        |c| unsafe {
            let o = options(OPTIONS_SIZE, 1, None);
            sudoku_variant_solve_with(c.variant, 1000, c.out(), 17, &o)
        },
    ));
    // sudoku_variant_rate_with(v, rating, options)
    t.push(case(
        "sudoku_variant_rate_with",
        "v = NULL",
        NULL,
        |c| unsafe { sudoku_variant_rate_with(null(), c.out().cast(), null()).into() },
    ));
    t.push(case(
        "sudoku_variant_rate_with",
        "rating = NULL",
        NULL,
        |c| unsafe { sudoku_variant_rate_with(c.variant, null_mut(), null()).into() },
    ));
    t.push(case(
        "sudoku_variant_rate_with",
        "several solutions",
        SUDOKU_NOT_UNIQUE,
        |c| unsafe { sudoku_variant_rate_with(c.variant, c.out().cast(), null()).into() },
    ));
    for size in wrong_sizes {
        t.push(case(
            "sudoku_variant_rate_with",
            format!("options->size = {size}"),
            RANGE,
            move |c| unsafe {
                let o = options(size, 0, None);
                sudoku_variant_rate_with(c.variant, c.out().cast(), &o).into()
            },
        ));
    }
    t.push(case(
        "sudoku_variant_rate_with",
        "cancel flag set",
        SUDOKU_CANCELLED,
        |c| unsafe {
            let o = options(OPTIONS_SIZE, 0, Some(&CANCELLED));
            sudoku_variant_rate_with(c.variant, c.out().cast(), &o).into()
        },
    ));
    // sudoku_variant_generate_with(seed, rules, level, max_attempts, text, cap, options)
    t.push(case(
        "sudoku_variant_generate_with",
        "rules = NULL",
        NULL,
        |c| unsafe { sudoku_variant_generate_with(1, null(), -1, 5, c.out(), 512, null()).into() },
    ));
    t.push(case(
        "sudoku_variant_generate_with",
        "text = NULL",
        NULL,
        |_| unsafe {
            let rules = c"size 4".as_ptr();
            sudoku_variant_generate_with(1, rules, -1, 5, null_mut(), 512, null()).into()
        },
    ));
    t.push(case(
        "sudoku_variant_generate_with",
        "max_attempts = 0",
        RANGE,
        |c| unsafe {
            let rules = c"size 4".as_ptr();
            sudoku_variant_generate_with(1, rules, -1, 0, c.out(), 512, null()).into()
        },
    ));
    t.push(case(
        "sudoku_variant_generate_with",
        "cap = 20",
        BUFFER,
        |c| unsafe {
            let rules = c"size 4".as_ptr();
            sudoku_variant_generate_with(1, rules, -1, 5, c.out(), 20, null()).into()
        },
    ));
    for size in wrong_sizes {
        t.push(case(
            "sudoku_variant_generate_with",
            format!("options->size = {size}"),
            RANGE,
            move |c| unsafe {
                let o = options(size, 0, None);
                let rules = c"size 4".as_ptr();
                sudoku_variant_generate_with(1, rules, -1, 5, c.out(), 512, &o).into()
            },
        ));
    }
    t.push(case(
        "sudoku_variant_generate_with",
        "cancel flag set",
        SUDOKU_CANCELLED,
        |c| unsafe {
            let o = options(OPTIONS_SIZE, 0, Some(&CANCELLED));
            let rules = c"size 4".as_ptr();
            sudoku_variant_generate_with(1, rules, -1, 5, c.out(), 512, &o).into()
        },
    ));
    t.push(case(
        "sudoku_variant_generate_with",
        "max_guesses = 1 (every attempt runs out)",
        SUDOKU_LIMIT_REACHED,
        |c| unsafe {
            let o = options(OPTIONS_SIZE, 1, None);
            let rules = c"size 9\nrules killer".as_ptr();
            sudoku_variant_generate_with(1, rules, -1, 3, c.out(), 512, &o).into()
        },
    ));
    // sudoku_variant_game_new(v, out)
    t.push(case(
        "sudoku_variant_game_new",
        "v = NULL",
        NULL,
        |c| unsafe { sudoku_variant_game_new(null(), &mut c.game_out).into() },
    ));
    t.push(case(
        "sudoku_variant_game_new",
        "out = NULL",
        NULL,
        |c| unsafe { sudoku_variant_game_new(c.variant, null_mut()).into() },
    ));
    t.push(case(
        "sudoku_variant_game_new",
        "several solutions",
        SUDOKU_NOT_UNIQUE,
        |c| unsafe { sudoku_variant_game_new(c.variant, &mut c.game_out).into() },
    ));
    // sudoku_game_size(g), sudoku_game_save_bytes(g)
    t.push(case("sudoku_game_size", "g = NULL", NULL, |_| unsafe {
        sudoku_game_size(null()).into()
    }));
    t.push(case(
        "sudoku_game_save_bytes",
        "g = NULL",
        NULL,
        |_| unsafe { sudoku_game_save_bytes(null()).into() },
    ));
    // sudoku_variant_hint(g, use_pencil, out): the hint is too big for the
    // context's buffer, so each row checks its own.
    let hinting = |g: Option<*const SudokuGame>, use_pencil: i32, out: bool| {
        move |c: &mut Ctx| unsafe {
            let before: SudokuVariantHint = std::mem::zeroed();
            let mut hint = before;
            let g = g.unwrap_or(c.g.0);
            let target = if out { &mut hint as *mut _ } else { null_mut() };
            let status = sudoku_variant_hint(g, use_pencil, target);
            if hint != before {
                return 999; // written on error: the row fails
            }
            status.into()
        }
    };
    t.push(case(
        "sudoku_variant_hint",
        "g = NULL",
        NULL,
        hinting(Some(null()), 0, true),
    ));
    t.push(case(
        "sudoku_variant_hint",
        "out = NULL",
        NULL,
        hinting(None, 0, false),
    ));
    for v in [i32::MIN, -1, 2, i32::MAX] {
        t.push(case(
            "sudoku_variant_hint",
            format!("use_pencil = {v}"),
            RANGE,
            hinting(None, v, true),
        ));
    }
    // sudoku_hint and sudoku_hint_chain refuse a variant game
    t.push(case("sudoku_hint", "a variant game", RANGE, |c| unsafe {
        let g = variant_game();
        let status = sudoku_hint(g, 0, &mut c.hint);
        sudoku_game_free(g);
        status.into()
    }));
    t.push(case(
        "sudoku_hint_chain",
        "a variant game",
        RANGE,
        |c| unsafe {
            let g = variant_game();
            let status = sudoku_hint_chain(g, 0, c.nodes.as_mut_ptr(), 2, &mut c.length);
            sudoku_game_free(g);
            status.into()
        },
    ));
}

/// A game on a 4x4 variant with one solution (freed by the caller).
fn variant_game() -> *mut SudokuGame {
    let mut v = null_mut();
    let mut g = null_mut();
    unsafe {
        let text = c"size 4\ngivens 12.43.12214.4321";
        assert_eq!(sudoku_variant_parse(text.as_ptr(), &mut v), SUDOKU_OK);
        assert_eq!(sudoku_variant_game_new(v, &mut g), SUDOKU_OK);
        sudoku_variant_free(v);
    }
    g
}

/// The exported functions whose return type is SudokuStatus, from the
/// header.
fn status_functions() -> std::collections::HashSet<String> {
    let header =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/include/sudoku.h")).unwrap();
    header
        .lines()
        .filter_map(|l| l.strip_prefix("SudokuStatus "))
        .filter_map(|l| l.split('(').next())
        .map(str::to_owned)
        .collect()
}

/// This thread's last error message.
fn last_error() -> String {
    let n = unsafe { sudoku_last_error(null_mut(), 0) };
    let mut buf = vec![0u8; n + 1];
    assert_eq!(
        unsafe { sudoku_last_error(buf.as_mut_ptr().cast(), n + 1) },
        n
    );
    buf.truncate(n);
    String::from_utf8(buf).expect("messages are UTF-8")
}

/// Stores a known message, so that a row's own can be told apart.
fn store_sentinel_message() -> String {
    let mut out = null_mut();
    assert_eq!(
        unsafe { sudoku_game_new(c"sentinel".as_ptr(), &mut out) },
        SUDOKU_ERR_PARSE
    );
    last_error()
}

/// What a call wrote, read back from the context.
fn writes_of(c: &Ctx) -> Writes {
    if c.counts[0] != UNTOUCHED_I64 {
        return Writes::Count0(c.counts[0]);
    }
    if c.guesses != UNTOUCHED_U64 {
        return Writes::Guesses(c.guesses);
    }
    Writes::Nothing
}

#[test]
fn every_bad_input_gets_its_status_and_changes_nothing() {
    let mut failures = Vec::new();
    let cases = table();
    let returns_status = status_functions();
    for case in &cases {
        let mut c = Ctx::new();
        let before = c.h.snapshot();
        let game_before = c.g.save();
        let sentinel = store_sentinel_message();
        let got = (case.call)(&mut c);
        let label = format!(
            "{} | {} | expected {}",
            case.function, case.input, case.expect
        );
        if got != case.expect {
            failures.push(format!("{label}, got {got}"));
        }
        let failed = got < 0 || (got > 0 && returns_status.contains(case.function));
        let message = last_error();
        if failed && (message == sentinel || message.is_empty()) {
            failures.push(format!("{label}: no message for sudoku_last_error"));
        }
        let names_function = [SUDOKU_ERR_NULL, SUDOKU_ERR_RANGE, SUDOKU_ERR_BUFFER]
            .map(i64::from)
            .contains(&got);
        if failed && names_function && !message.starts_with(&format!("{}: ", case.function)) {
            failures.push(format!(
                "{label}: message {message:?} does not name the function"
            ));
        }
        if std::env::var_os("SHOW_MESSAGES").is_some() && failed {
            println!("{label}: {message}");
        }
        if !failed && message != sentinel {
            failures.push(format!(
                "{label}: success changed the message to {message:?}"
            ));
        }
        if c.h.snapshot() != before {
            failures.push(format!("{label}: handle state changed"));
        }
        if c.buf != [FILL; BUF_LEN] {
            failures.push(format!("{label}: output buffer written"));
        }
        if c.counts[1] != UNTOUCHED_I64 || c.count != UNTOUCHED_I64 {
            failures.push(format!("{label}: count written"));
        }
        if c.game_out != UNTOUCHED_GAME || c.variant_out != UNTOUCHED_VARIANT {
            failures.push(format!("{label}: game or variant handle written"));
        }
        if c.conflicts != [UNTOUCHED_CONFLICT; 2] || c.hint != untouched_hint() {
            failures.push(format!("{label}: conflicts or hint written"));
        }
        if c.nodes != [UNTOUCHED_NODE; 2] || c.length != UNTOUCHED_LENGTH {
            failures.push(format!("{label}: chain nodes or length written"));
        }
        if c.g.save() != game_before {
            failures.push(format!("{label}: game state changed"));
        }
        if writes_of(&c) != case.writes {
            failures.push(format!(
                "{label}: wrote {:?}, expected {:?}",
                writes_of(&c),
                case.writes
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} rows failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    println!("{} bad-input rows checked", cases.len());
}

#[test]
fn the_table_covers_every_exported_function() {
    let header =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/include/sudoku.h")).unwrap();
    let covered: std::collections::HashSet<&str> = table().iter().map(|c| c.function).collect();
    let exported: Vec<&str> = header
        .lines()
        .filter_map(|l| l.split('(').next())
        .filter_map(|l| l.split_whitespace().last())
        .map(|name| name.trim_start_matches('*'))
        .filter(|name| name.starts_with("sudoku_"))
        .collect();
    assert!(exported.len() >= 18, "{exported:?}");
    let missing: Vec<&&str> = exported
        .iter()
        .filter(|f| !covered.contains(**f) && !["sudoku_new", "sudoku_version"].contains(f))
        .collect();
    assert!(
        missing.is_empty(),
        "functions without a bad-input row: {missing:?}"
    );
}
