//! The bad-input table: every exported function fed every NULL pointer,
//! out-of-range integer, too-small buffer, malformed string and clashing
//! puzzle, one row each. For every row the documented status comes back,
//! the handle's observable state (grid, all 81 candidate masks, trace) is
//! byte-identical to before, and no output buffer is written (unless the
//! row names what the contract says is written).
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

/// Everything a call may touch: a traced handle holding the classic puzzle
/// and the trace of an earlier solve, and sentinel-filled outputs.
struct Ctx {
    h: Handle,
    buf: [c_char; 128],
    nums: [i32; 9],
    counts: [i64; 2],
    count: i64,
    guesses: u64,
}

impl Ctx {
    fn new() -> Ctx {
        let h = Handle::new(true);
        assert_eq!(h.set_string(HARD), SUDOKU_OK);
        assert_eq!(unsafe { sudoku_solve(h.0) }, SUDOKU_OK);
        assert_eq!(h.set_string(CLASSIC), SUDOKU_OK);
        assert!(!h.trace().is_empty());
        Ctx {
            h,
            buf: [FILL; 128],
            nums: [0; 9],
            counts: [UNTOUCHED_I64; 2],
            count: UNTOUCHED_I64,
            guesses: UNTOUCHED_U64,
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

    // sudoku_technique_name(technique): unknown numbers get "unknown technique"
    for id in [i32::MIN, -1, 22, i32::MAX] {
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
    for code in [i32::MIN, -7, 5, 42, i32::MAX] {
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
    t
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
    for case in &cases {
        let mut c = Ctx::new();
        let before = c.h.snapshot();
        let got = (case.call)(&mut c);
        let label = format!(
            "{} | {} | expected {}",
            case.function, case.input, case.expect
        );
        if got != case.expect {
            failures.push(format!("{label}, got {got}"));
        }
        if c.h.snapshot() != before {
            failures.push(format!("{label}: handle state changed"));
        }
        if c.buf != [FILL; 128] {
            failures.push(format!("{label}: output buffer written"));
        }
        if c.counts[1] != UNTOUCHED_I64 || c.count != UNTOUCHED_I64 {
            failures.push(format!("{label}: count written"));
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
