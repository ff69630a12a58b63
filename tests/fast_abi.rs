//! `sudoku_solve_limit` and `sudoku_solve_batch`, as a C caller uses them.

mod common;

use std::ffi::{CStr, CString, c_char};
use std::ptr::{null, null_mut};

use common::*;
use sudoku::ffi::*;

fn solve_limit(puzzle: &str, limit: i64) -> (i64, String, u64) {
    let text = CString::new(puzzle).unwrap();
    let mut buf = [0 as c_char; 82];
    let mut guesses = u64::MAX;
    let count =
        unsafe { sudoku_solve_limit(text.as_ptr(), limit, buf.as_mut_ptr(), 82, &mut guesses) };
    let line = unsafe { CStr::from_ptr(buf.as_ptr()) }
        .to_str()
        .unwrap()
        .to_owned();
    (count, line, guesses)
}

#[test]
fn solve_limit_counts_and_writes_the_first_solution() {
    let (count, line, guesses) = solve_limit(HARD, 2);
    assert_eq!((count, line.as_str()), (1, HARD_SOLUTION));
    assert!(guesses > 0 && guesses < 1000, "{guesses}");
    let (count, line, _) = solve_limit(CLASSIC, 5);
    assert_eq!((count, line.as_str()), (1, CLASSIC_SOLUTION));
    let (count, line, _) = solve_limit(&".".repeat(81), 7);
    assert_eq!(count, 7);
    assert!(line.parse::<sudoku::Grid>().unwrap().is_solved());
    // Clashing givens: no solution, nothing written.
    let (count, line, guesses) = solve_limit(&format!("55{}", &CLASSIC[2..]), 2);
    assert_eq!((count, line.as_str(), guesses), (0, "", 0));
}

#[test]
fn solve_limit_errors() {
    let text = CString::new(CLASSIC).unwrap();
    let mut buf = [b'#' as c_char; 82];
    unsafe {
        assert_eq!(sudoku_solve_limit(null(), 2, null_mut(), 0, null_mut()), -1);
        for limit in [0, -1, i64::MIN] {
            let got = sudoku_solve_limit(text.as_ptr(), limit, null_mut(), 0, null_mut());
            assert_eq!(got, i64::from(SUDOKU_ERR_RANGE));
        }
        let got = sudoku_solve_limit(text.as_ptr(), 2, buf.as_mut_ptr(), 81, null_mut());
        assert_eq!(got, i64::from(SUDOKU_ERR_BUFFER));
        let bad = CString::new("1.2").unwrap();
        let got = sudoku_solve_limit(bad.as_ptr(), 2, buf.as_mut_ptr(), 82, null_mut());
        assert_eq!(got, i64::from(SUDOKU_ERR_PARSE));
        // Counting alone: no buffers at all.
        assert_eq!(
            sudoku_solve_limit(text.as_ptr(), 2, null_mut(), 0, null_mut()),
            1
        );
    }
    assert!(
        buf.iter().all(|&b| b == b'#' as c_char),
        "nothing written on error"
    );
}

/// Lays puzzles out as lines of `stride` bytes, as a file read into memory.
fn layout(puzzles: &[&str], stride: usize) -> Vec<c_char> {
    let mut bytes = vec![b'\n' as c_char; puzzles.len() * stride];
    for (i, p) in puzzles.iter().enumerate() {
        for (j, b) in p.bytes().enumerate() {
            bytes[i * stride + j] = b as c_char;
        }
    }
    bytes
}

#[test]
fn batch_solves_every_slot_on_any_thread_count() {
    let two = {
        let mut cells = CLASSIC_SOLUTION.to_owned().into_bytes();
        for cell in [32, 35, 41, 44] {
            cells[cell] = b'.';
        }
        String::from_utf8(cells).unwrap()
    };
    let dead = format!(
        "1234567..{}.......9.{}........9{}",
        ".".repeat(18),
        ".".repeat(18),
        ".".repeat(18)
    );
    let puzzles: Vec<&str> = [CLASSIC, HARD, two.as_str(), dead.as_str()]
        .into_iter()
        .cycle()
        .take(1001)
        .collect();
    let input = layout(&puzzles, 82);
    for threads in [0, 1, 2, 5] {
        let mut out = vec![b'#' as c_char; puzzles.len() * 83];
        let mut counts = vec![-9i64; puzzles.len()];
        let status = unsafe {
            sudoku_solve_batch(
                input.as_ptr(),
                puzzles.len(),
                82,
                out.as_mut_ptr(),
                83,
                threads,
                counts.as_mut_ptr(),
            )
        };
        assert_eq!(status, SUDOKU_OK);
        for (i, puzzle) in puzzles.iter().enumerate() {
            let slot = &out[i * 83..i * 83 + 83];
            let expected = match i % 4 {
                0 | 1 => 1,
                2 => 2,
                _ => 0,
            };
            assert_eq!(counts[i], expected, "slot {i}, {threads} threads");
            if expected == 0 {
                assert!(
                    slot.iter().all(|&b| b == b'#' as c_char),
                    "slot {i} untouched"
                );
                continue;
            }
            let line: String = slot[..81]
                .iter()
                .map(|&b| char::from(b.to_ne_bytes()[0]))
                .collect();
            assert_eq!(slot[81], 0, "NUL after the solution");
            assert_eq!(slot[82], b'#' as c_char, "nothing past the slot");
            let given: sudoku::Grid = puzzle.parse().unwrap();
            assert!(given.is_solved_by(&line.parse().unwrap()), "slot {i}");
        }
    }
}

#[test]
fn batch_reports_malformed_slots_and_solves_the_rest() {
    let bad = format!("{}x", &CLASSIC[..80]);
    let input = layout(&[CLASSIC, &bad, HARD], 81);
    let mut counts = [0i64; 3];
    let mut out = vec![0 as c_char; 3 * 81];
    let status = unsafe {
        sudoku_solve_batch(
            input.as_ptr(),
            3,
            81,
            out.as_mut_ptr(),
            81,
            1,
            counts.as_mut_ptr(),
        )
    };
    assert_eq!(status, SUDOKU_ERR_PARSE);
    assert_eq!(counts, [1, i64::from(SUDOKU_ERR_PARSE), 1]);
    let last: String = out[162..]
        .iter()
        .map(|&b| char::from(b.to_ne_bytes()[0]))
        .collect();
    assert_eq!(last, HARD_SOLUTION, "81-byte slots: no NUL, no overrun");
}

#[test]
fn batch_argument_errors_write_nothing() {
    let input = layout(&[CLASSIC], 82);
    let mut counts = [7i64; 1];
    let mut out = [7 as c_char; 82];
    let call = |puzzles, stride, out: *mut c_char, out_stride, threads, counts: *mut i64| unsafe {
        sudoku_solve_batch(puzzles, 1, stride, out, out_stride, threads, counts)
    };
    let p = input.as_ptr();
    assert_eq!(
        call(null(), 82, out.as_mut_ptr(), 82, 1, counts.as_mut_ptr()),
        SUDOKU_ERR_NULL
    );
    assert_eq!(
        call(p, 82, out.as_mut_ptr(), 82, 1, null_mut()),
        SUDOKU_ERR_NULL
    );
    assert_eq!(
        call(p, 80, out.as_mut_ptr(), 82, 1, counts.as_mut_ptr()),
        SUDOKU_ERR_RANGE
    );
    assert_eq!(
        call(p, 82, out.as_mut_ptr(), 80, 1, counts.as_mut_ptr()),
        SUDOKU_ERR_BUFFER
    );
    assert_eq!(
        call(p, 82, out.as_mut_ptr(), 82, -1, counts.as_mut_ptr()),
        SUDOKU_ERR_RANGE
    );
    assert_eq!(counts, [7]);
    assert!(out.iter().all(|&b| b == 7));
    let huge =
        unsafe { sudoku_solve_batch(p, usize::MAX, 82, null_mut(), 0, 1, counts.as_mut_ptr()) };
    assert_eq!(huge, SUDOKU_ERR_RANGE);
    // Two slots a huge stride apart: the output's span overflows.
    let mut two_counts = [7i64; 2];
    let huge_stride = unsafe {
        sudoku_solve_batch(
            p,
            2,
            82,
            out.as_mut_ptr(),
            usize::MAX - 10,
            1,
            two_counts.as_mut_ptr(),
        )
    };
    assert_eq!(huge_stride, SUDOKU_ERR_RANGE);
    assert_eq!(two_counts, [7, 7]);
    // One slot needs no stride at all: any stride will do.
    let one_slot = unsafe {
        sudoku_solve_batch(
            p,
            1,
            82,
            out.as_mut_ptr(),
            usize::MAX / 2,
            1,
            counts.as_mut_ptr(),
        )
    };
    assert_eq!(one_slot, SUDOKU_OK);
    assert_eq!(counts, [1]);
    let written: Vec<u8> = out[..81]
        .iter()
        .map(|&c| u8::from_ne_bytes(c.to_ne_bytes()))
        .collect();
    assert_eq!(written, CLASSIC_SOLUTION.as_bytes());
    counts = [7];
    // An empty batch touches nothing, not even NULL pointers.
    let empty = unsafe { sudoku_solve_batch(null(), 0, 82, null_mut(), 0, 0, null_mut()) };
    assert_eq!(empty, SUDOKU_OK);
    // Counting only: solutions may be NULL.
    assert_eq!(
        call(p, 82, null_mut(), 0, 1, counts.as_mut_ptr()),
        SUDOKU_OK
    );
    assert_eq!(counts, [1]);
}
