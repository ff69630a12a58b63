//! The C ABI contract, exercised exactly as a C caller would use it.

mod common;

use std::ffi::{CStr, CString, c_char};
use std::ptr::{null, null_mut};

use common::*;
use sudoku::ffi::*;

#[test]
fn set_num_places_overwrites_and_clears() {
    let h = Handle::with(CLASSIC);
    unsafe {
        assert_eq!(sudoku_set_num(h.0, 1, 3, 1), SUDOKU_OK);
        assert_eq!(sudoku_get(h.0, 1, 3), 1);
        assert_eq!(sudoku_set_num(h.0, 1, 3, 4), SUDOKU_OK);
        assert_eq!(sudoku_get(h.0, 1, 3), 4);
        assert_eq!(sudoku_set_num(h.0, 1, 3, 0), SUDOKU_OK);
        assert_eq!(sudoku_get(h.0, 1, 3), 0);
    }
    assert_eq!(h.line(), CLASSIC);
}

#[test]
fn set_num_conflicts_leave_the_grid_unchanged() {
    let h = Handle::with(CLASSIC);
    let before = h.snapshot();
    unsafe {
        assert_eq!(sudoku_set_num(h.0, 1, 3, 5), SUDOKU_CONFLICT, "row");
        assert_eq!(sudoku_set_num(h.0, 3, 1, 4), SUDOKU_CONFLICT, "column");
        assert_eq!(sudoku_set_num(h.0, 2, 2, 9), SUDOKU_CONFLICT, "box");
        assert_eq!(sudoku_set_num(h.0, 1, 1, 6), SUDOKU_CONFLICT, "overwrite");
    }
    assert_eq!(h.snapshot(), before);

    // r1c9 can only take 9: a 9 in its column would starve it.
    let h = Handle::new(false);
    let row = [1, 2, 3, 4, 5, 6, 7, 8];
    unsafe {
        assert_eq!(sudoku_set_line(h.0, 1, row.as_ptr(), 8), SUDOKU_OK);
        assert_eq!(sudoku_candidates(h.0, 1, 9), 1 << 8);
        let before = h.snapshot();
        assert_eq!(sudoku_set_num(h.0, 5, 9, 9), SUDOKU_CONFLICT);
        assert_eq!(h.snapshot(), before);
    }
}

#[test]
fn out_of_range_arguments() {
    let h = Handle::with(CLASSIC);
    let before = h.snapshot();
    let bad_rows = [0, 10, -1, i32::MIN, i32::MAX];
    unsafe {
        for bad in bad_rows {
            assert_eq!(sudoku_set_num(h.0, bad, 1, 1), SUDOKU_ERR_RANGE);
            assert_eq!(sudoku_set_num(h.0, 1, bad, 1), SUDOKU_ERR_RANGE);
            assert_eq!(sudoku_get(h.0, bad, 1), SUDOKU_ERR_RANGE);
            assert_eq!(sudoku_get(h.0, 1, bad), SUDOKU_ERR_RANGE);
            assert_eq!(sudoku_candidates(h.0, bad, 1), SUDOKU_ERR_RANGE);
            assert_eq!(sudoku_candidates(h.0, 1, bad), SUDOKU_ERR_RANGE);
            assert_eq!(sudoku_set_line(h.0, bad, [1].as_ptr(), 1), SUDOKU_ERR_RANGE);
        }
        for bad_num in [-1, 10, i32::MIN, i32::MAX] {
            assert_eq!(sudoku_set_num(h.0, 1, 3, bad_num), SUDOKU_ERR_RANGE);
            assert_eq!(
                sudoku_set_line(h.0, 1, [bad_num].as_ptr(), 1),
                SUDOKU_ERR_RANGE
            );
        }
        let ten = [0; 10];
        assert_eq!(sudoku_set_line(h.0, 1, ten.as_ptr(), 10), SUDOKU_ERR_RANGE);
        assert_eq!(
            sudoku_set_line(h.0, 1, ten.as_ptr(), usize::MAX),
            SUDOKU_ERR_RANGE
        );
        for bad_limit in [0, -1, i64::MIN] {
            assert_eq!(
                sudoku_count_solutions(h.0, bad_limit),
                i64::from(SUDOKU_ERR_RANGE)
            );
        }
    }
    assert_eq!(h.snapshot(), before);
}

#[test]
fn set_line_writes_a_row_all_or_nothing() {
    let h = Handle::new(false);
    let rows: [[i32; 9]; 9] = [
        [5, 3, 0, 0, 7, 0, 0, 0, 0],
        [6, 0, 0, 1, 9, 5, 0, 0, 0],
        [0, 9, 8, 0, 0, 0, 0, 6, 0],
        [8, 0, 0, 0, 6, 0, 0, 0, 3],
        [4, 0, 0, 8, 0, 3, 0, 0, 1],
        [7, 0, 0, 0, 2, 0, 0, 0, 6],
        [0, 6, 0, 0, 0, 0, 2, 8, 0],
        [0, 0, 0, 4, 1, 9, 0, 0, 5],
        [0, 0, 0, 0, 8, 0, 0, 7, 9],
    ];
    for (row, nums) in (1..).zip(rows.iter()) {
        assert_eq!(
            unsafe { sudoku_set_line(h.0, row, nums.as_ptr(), 9) },
            SUDOKU_OK
        );
    }
    assert_eq!(h.line(), CLASSIC);

    let before = h.snapshot();
    // The ninth value repeats the 6 at r6c9 in column 9: the row is
    // rejected as a whole although its first cells would be fine.
    let clash = [0, 0, 4, 0, 0, 0, 0, 0, 6];
    assert_eq!(
        unsafe { sudoku_set_line(h.0, 1, clash.as_ptr(), 9) },
        SUDOKU_CONFLICT
    );
    assert_eq!(h.snapshot(), before);

    // Zeros blank their cells; cells past len are untouched; len 0 is a no-op.
    assert_eq!(
        unsafe { sudoku_set_line(h.0, 1, [0, 0].as_ptr(), 2) },
        SUDOKU_OK
    );
    assert_eq!(&h.line()[..9], "....7....");
    assert_eq!(unsafe { sudoku_set_line(h.0, 1, null(), 0) }, SUDOKU_OK);
    assert_eq!(&h.line()[..9], "....7....");
}

#[test]
fn set_string_parses_both_layouts_and_rejects_bad_text() {
    let h = Handle::new(false);
    let block = CLASSIC
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let row = std::str::from_utf8(row).unwrap();
            format!("{} | {} | {}\n", &row[..3], &row[3..6], &row[6..])
        })
        .collect::<Vec<_>>()
        .join("------+-----+------\n")
        .replace('.', "0");
    assert_eq!(h.set_string(&block), SUDOKU_OK);
    assert_eq!(h.line(), CLASSIC);

    let before = h.snapshot();
    assert_eq!(h.set_string(&CLASSIC[..80]), SUDOKU_ERR_PARSE);
    assert_eq!(h.set_string(&format!("{CLASSIC}1")), SUDOKU_ERR_PARSE);
    assert_eq!(
        h.set_string(&format!("{}x", &CLASSIC[..80])),
        SUDOKU_ERR_PARSE
    );
    assert_eq!(
        h.set_string(&format!("{}é", &CLASSIC[..80])),
        SUDOKU_ERR_PARSE
    );
    assert_eq!(h.set_string(""), SUDOKU_ERR_PARSE);
    assert_eq!(
        h.set_string(&format!("55{}", &CLASSIC[2..])),
        SUDOKU_CONFLICT
    );
    assert_eq!(unsafe { sudoku_set_string(h.0, null()) }, SUDOKU_ERR_NULL);
    assert_eq!(h.snapshot(), before);
}

#[test]
fn solve_fills_the_grid_or_leaves_it() {
    let h = Handle::with(CLASSIC);
    assert_eq!(unsafe { sudoku_solve(h.0) }, SUDOKU_OK);
    assert_eq!(h.line(), CLASSIC_SOLUTION);

    // Consistent givens without a solution: r1c8 and r1c9 both need 8.
    let dead = format!(
        "1234567..{}.......9.{}........9{}",
        ".".repeat(18),
        ".".repeat(18),
        ".".repeat(18)
    );
    let h = Handle::with(&dead);
    let before = h.line();
    assert_eq!(unsafe { sudoku_solve(h.0) }, SUDOKU_NO_SOLUTION);
    assert_eq!(h.line(), before);
}

#[test]
fn solve_takes_the_first_solution_in_search_order() {
    // Emptying r4c6 r4c9 r5c6 r5c9 of the classic solution leaves two
    // completions; r4c6 is tried with its smallest candidate (1) first.
    let mut cells = CLASSIC_SOLUTION.to_owned().into_bytes();
    for cell in [32, 35, 41, 44] {
        cells[cell] = b'.';
    }
    let two = String::from_utf8(cells).unwrap();
    let h = Handle::with(&two);
    assert_eq!(unsafe { sudoku_count_solutions(h.0, 10) }, 2);
    assert_eq!(unsafe { sudoku_count_solutions(h.0, 1) }, 1);
    assert_eq!(h.line(), two, "counting leaves the grid alone");
    assert_eq!(unsafe { sudoku_solve(h.0) }, SUDOKU_OK);
    assert_eq!(h.line(), CLASSIC_SOLUTION);
}

#[test]
fn count_solutions_stops_at_the_limit() {
    let empty = Handle::new(false);
    assert_eq!(unsafe { sudoku_count_solutions(empty.0, 1) }, 1);
    assert_eq!(unsafe { sudoku_count_solutions(empty.0, 500) }, 500);
    let classic = Handle::with(CLASSIC);
    assert_eq!(unsafe { sudoku_count_solutions(classic.0, i64::MAX) }, 1);
}

#[test]
fn candidates_are_masks() {
    let h = Handle::with(CLASSIC);
    unsafe {
        // r1c3 sees 5 3 7 in its row, 8 in its column, 6 9 8 in its box.
        assert_eq!(sudoku_candidates(h.0, 1, 3), 0b0_0000_1011);
        assert_eq!(sudoku_candidates(h.0, 1, 1), 1 << 4, "a given's own bit");
        sudoku_clear(h.0);
        assert_eq!(sudoku_candidates(h.0, 5, 5), 0x1FF);
    }
}

#[test]
fn to_string_needs_82_bytes() {
    let h = Handle::with(CLASSIC);
    let mut buf = [b'#' as c_char; 82];
    unsafe {
        assert_eq!(
            sudoku_to_string(h.0, buf.as_mut_ptr(), 81),
            SUDOKU_ERR_BUFFER
        );
        assert!(buf.iter().all(|&b| b == b'#' as c_char), "nothing written");
        assert_eq!(sudoku_to_string(h.0, null_mut(), 82), SUDOKU_ERR_NULL);
        assert_eq!(
            sudoku_to_string(h.0, buf.as_mut_ptr(), usize::MAX),
            SUDOKU_OK
        );
        assert_eq!(CStr::from_ptr(buf.as_ptr()).to_str(), Ok(CLASSIC));
    }
}

#[test]
fn trace_records_the_solve_with_snprintf_rules() {
    let plain = Handle::with(CLASSIC);
    unsafe { sudoku_solve(plain.0) };
    assert_eq!(plain.trace(), "", "no trace unless asked");

    let h = Handle::new(true);
    assert_eq!(h.set_string(CLASSIC), SUDOKU_OK);
    assert_eq!(unsafe { sudoku_solve(h.0) }, SUDOKU_OK);
    let trace = h.trace();
    let lines: Vec<&str> = trace.lines().collect();
    assert_eq!(lines.iter().filter(|l| l.starts_with("given ")).count(), 30);
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("single ")).count(),
        51
    );
    assert_eq!(
        lines.last(),
        Some(&"solved: 30 givens, 51 singles, 0 guesses, 0 backtracks")
    );

    let full = unsafe { sudoku_trace(h.0, null_mut(), 0) };
    assert_eq!(full, trace.len());
    let mut small = [b'#' as c_char; 8];
    assert_eq!(unsafe { sudoku_trace(h.0, small.as_mut_ptr(), 5) }, full);
    assert_eq!(
        unsafe { CStr::from_ptr(small.as_ptr()) }.to_bytes(),
        b"give"
    );
    assert_eq!(small[5], b'#' as c_char, "nothing past cap");
    assert_eq!(unsafe { sudoku_trace(null(), small.as_mut_ptr(), 8) }, 0);

    unsafe { sudoku_clear(h.0) };
    assert_eq!(h.trace(), "");
    assert_eq!(h.line(), ".".repeat(81));
}

#[test]
fn trace_shows_guesses_and_backtracks() {
    let h = Handle::new(true);
    let hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    assert_eq!(h.set_string(hard), SUDOKU_OK);
    assert_eq!(unsafe { sudoku_solve(h.0) }, SUDOKU_OK);
    let trace = h.trace();
    assert!(trace.contains("\nguess r"), "{trace}");
    assert!(trace.contains("\ncontradiction: r"));
    assert!(trace.contains("\nbacktrack to r"));
    let summary = trace.lines().last().unwrap();
    let guesses = trace.lines().filter(|l| l.starts_with("guess ")).count();
    assert!(
        summary.contains(&format!(" {guesses} guesses")),
        "{summary}"
    );
}

#[test]
fn solve_str_is_one_shot() {
    assert_eq!(solve_str(CLASSIC).as_deref(), Ok(CLASSIC_SOLUTION));
    assert_eq!(solve_str("12"), Err(SUDOKU_ERR_PARSE));
    assert_eq!(
        solve_str(&format!("55{}", &CLASSIC[2..])),
        Err(SUDOKU_CONFLICT)
    );
    let text = CString::new(CLASSIC).unwrap();
    let mut buf = [b'#' as c_char; 82];
    unsafe {
        assert_eq!(
            sudoku_solve_str(null(), buf.as_mut_ptr(), 82),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_solve_str(text.as_ptr(), null_mut(), 82),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_solve_str(text.as_ptr(), buf.as_mut_ptr(), 81),
            SUDOKU_ERR_BUFFER
        );
    }
    assert!(buf.iter().all(|&b| b == b'#' as c_char));
}

#[test]
fn null_handles_are_reported_not_followed() {
    let mut buf = [0 as c_char; 82];
    unsafe {
        assert_eq!(sudoku_set_num(null_mut(), 1, 1, 1), SUDOKU_ERR_NULL);
        assert_eq!(
            sudoku_set_line(null_mut(), 1, [1].as_ptr(), 1),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_set_string(null_mut(), c"1".as_ptr()),
            SUDOKU_ERR_NULL
        );
        assert_eq!(sudoku_solve(null_mut()), SUDOKU_ERR_NULL);
        assert_eq!(sudoku_get(null(), 1, 1), SUDOKU_ERR_NULL);
        assert_eq!(sudoku_candidates(null(), 1, 1), SUDOKU_ERR_NULL);
        assert_eq!(
            sudoku_count_solutions(null(), 2),
            i64::from(SUDOKU_ERR_NULL)
        );
        assert_eq!(
            sudoku_to_string(null(), buf.as_mut_ptr(), 82),
            SUDOKU_ERR_NULL
        );
        assert_eq!(sudoku_trace(null(), buf.as_mut_ptr(), 82), 0);
        sudoku_clear(null_mut());
        sudoku_free(null_mut());
    }
    let h = Handle::new(false);
    assert_eq!(
        unsafe { sudoku_set_line(h.0, 1, null(), 3) },
        SUDOKU_ERR_NULL
    );
}

#[test]
fn status_texts_and_version() {
    let text = |code| {
        unsafe { CStr::from_ptr(sudoku_status_str(code)) }
            .to_str()
            .unwrap()
    };
    assert_eq!(text(SUDOKU_OK), "ok");
    assert_eq!(text(SUDOKU_NO_SOLUTION), "no solution");
    assert_eq!(text(SUDOKU_ERR_BUFFER), "buffer too small");
    assert_eq!(text(99), "unknown status");
    assert_eq!(text(i32::MIN), "unknown status");
    let version = unsafe { CStr::from_ptr(sudoku_version()) }
        .to_str()
        .unwrap();
    assert_eq!(version, env!("CARGO_PKG_VERSION"));
}

#[test]
fn handles_work_independently_on_many_threads() {
    let hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let expected = solve_str(hard).unwrap();
    let workers: Vec<_> = (0..8)
        .map(|i| {
            let expected = expected.clone();
            std::thread::spawn(move || {
                for _ in 0..20 {
                    let h = Handle::new(i % 2 == 0);
                    assert_eq!(h.set_string(hard), SUDOKU_OK);
                    assert_eq!(unsafe { sudoku_solve(h.0) }, SUDOKU_OK);
                    assert_eq!(h.line(), expected);
                    assert_eq!(solve_str(CLASSIC).as_deref(), Ok(CLASSIC_SOLUTION));
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().unwrap();
    }
}

#[test]
fn the_handle_type_can_cross_threads() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<SudokuHandle>();
    assert_send_sync::<sudoku::Sudoku>();
}
