//! Random sequences of ABI calls on one handle, with arguments in and out
//! of range. After every call: the grid is consistent, a failing call
//! changed nothing, reads agree with `sudoku_to_string`, and a successful
//! solve keeps every digit that was there, and a call that failed left a
//! message `sudoku_last_error` copies out whole or cut (at a random
//! capacity) at a character boundary. `sudoku_generate_with` runs on
//! options read from the input too.
#![no_main]

use std::ffi::c_char;

use libfuzzer_sys::fuzz_target;

#[path = "bytes.rs"]
mod bytes;
use bytes::Bytes;
use sudoku::Grid;
use sudoku::ffi::*;

const PUZZLES: [&str; 3] = [
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    ".................................................................................",
];

/// Solves and default-budget counts per input.
const MAX_SEARCHES: u32 = 3;

fn grid_of(h: *mut SudokuHandle) -> Grid {
    let mut line = [0 as c_char; 82];
    assert_eq!(
        unsafe { sudoku_to_string(h, line.as_mut_ptr(), 82) },
        SUDOKU_OK
    );
    let bytes: Vec<u8> = line[..81].iter().map(|&c| c as u8).collect();
    Grid::parse(&bytes).expect("to_string prints a grid")
}

fn trace_of(h: *mut SudokuHandle) -> Vec<u8> {
    let len = unsafe { sudoku_trace(h, std::ptr::null_mut(), 0) };
    let mut buf = vec![0u8; len + 1];
    assert_eq!(
        unsafe { sudoku_trace(h, buf.as_mut_ptr().cast(), buf.len()) },
        len
    );
    buf
}

/// The last error message, read with a capacity from the input: the
/// length is the same whatever the capacity, the copy is NUL-terminated,
/// UTF-8, a prefix of the whole message, and nothing past `cap` is
/// written.
fn check_last_error(input: &mut Bytes) -> String {
    let length = unsafe { sudoku_last_error(std::ptr::null_mut(), 0) };
    let mut whole = vec![0x5Au8; length + 1];
    assert_eq!(
        unsafe { sudoku_last_error(whole.as_mut_ptr().cast(), whole.len()) },
        length
    );
    assert_eq!(whole[length], 0);
    let whole = String::from_utf8(whole[..length].to_vec()).expect("UTF-8 message");
    let cap = usize::from(input.byte()) % (length + 2);
    let mut cut = vec![0x5Au8; length + 2];
    assert_eq!(
        unsafe { sudoku_last_error(cut.as_mut_ptr().cast(), cap) },
        length
    );
    if cap > 0 {
        let end = cut.iter().position(|&b| b == 0).expect("NUL-terminated");
        assert!(end < cap);
        let prefix = std::str::from_utf8(&cut[..end]).expect("cut at a character boundary");
        assert!(whole.starts_with(prefix));
    }
    assert!(cut[cap..].iter().all(|&b| b == 0x5A));
    whole
}

/// `sudoku_generate_with` on options read from the input (a few attempts
/// at most): a status from the contract, and nothing written unless OK.
fn generate_with(input: &mut Bytes) {
    let size = match input.byte() % 8 {
        0 => u32::from(input.byte()),
        _ => size_of::<SudokuGenerateOptions>() as u32,
    };
    let flag = i32::from(input.byte().is_multiple_of(8));
    let options = SudokuGenerateOptions {
        size,
        min_score_tenths: input.int().saturating_mul(10),
        max_score_tenths: input.int().saturating_mul(10),
        hardest: input.int().saturating_mul(3).saturating_sub(1),
        symmetry: input.int(),
        clues: input.int().saturating_mul(8),
        max_attempts: u32::from(input.byte() % 3),
        cancel: if input.byte().is_multiple_of(2) {
            &flag
        } else {
            std::ptr::null()
        },
    };
    let cap = usize::from(input.byte() % 100);
    let mut puzzle = [0x5A as c_char; 100];
    let mut rating = SudokuRating {
        score_tenths: -99,
        level: -99,
        hardest: -99,
    };
    let status = unsafe {
        sudoku_generate_with(
            1,
            &options,
            puzzle.as_mut_ptr(),
            std::ptr::null_mut(),
            cap,
            &mut rating,
        )
    };
    if status == SUDOKU_OK {
        let tenths = rating.score_tenths;
        assert!(tenths >= options.min_score_tenths);
        assert!(options.max_score_tenths == 0 || tenths <= options.max_score_tenths);
        assert!(options.hardest == -1 || rating.hardest == options.hardest);
        assert_eq!(puzzle[81], 0);
    } else {
        assert!(
            [
                SUDOKU_LIMIT_REACHED,
                SUDOKU_CANCELLED,
                SUDOKU_ERR_RANGE,
                SUDOKU_ERR_BUFFER
            ]
            .contains(&status),
            "status {status}"
        );
        assert!(puzzle.iter().all(|&b| b == 0x5A));
        assert_eq!(rating.score_tenths, -99);
    }
}

fuzz_target!(|data: &[u8]| {
    let mut input = Bytes(data);
    let h = sudoku_new(input.byte() & 1 == 1);
    assert!(!h.is_null());
    // A search may legitimately take a couple of seconds (the guess budget
    // bounds it); a few per input keep each run well inside the timeout.
    let mut searches = 0;
    for _ in 0..64 {
        if input.0.is_empty() {
            break;
        }
        let before = grid_of(h);
        let trace_before = trace_of(h);
        let mut op = input.byte() % 12;
        if matches!(op, 3 | 10 | 11) {
            searches += 1;
            if searches > MAX_SEARCHES {
                op = 4;
            }
        }
        let (status, may_change_trace): (i64, bool) = unsafe {
            match op {
                0 => {
                    let (r, c, n) = (input.int(), input.int(), input.int());
                    (sudoku_set_num(h, r, c, n).into(), false)
                }
                1 => {
                    let row = input.int();
                    let len = usize::from(input.byte() % 11);
                    let nums: Vec<i32> = (0..len).map(|_| input.int()).collect();
                    (sudoku_set_line(h, row, nums.as_ptr(), len).into(), false)
                }
                2 => {
                    let mut text = PUZZLES[usize::from(input.byte()) % 3].as_bytes().to_vec();
                    let edits = input.byte() % 4;
                    for _ in 0..edits {
                        let at = usize::from(input.byte()) % text.len();
                        text[at] = input.byte();
                    }
                    text.retain(|&b| b != 0);
                    text.push(0);
                    (sudoku_set_string(h, text.as_ptr().cast()).into(), false)
                }
                3 => {
                    let status = sudoku_solve(h);
                    if status == SUDOKU_OK {
                        let after = grid_of(h);
                        assert!(after.is_solved() && before.is_solved_by(&after));
                    }
                    (status.into(), true)
                }
                4 | 5 => {
                    let (r, c) = (input.int(), input.int());
                    let got = if op == 4 {
                        sudoku_get(h, r, c)
                    } else {
                        sudoku_candidates(h, r, c)
                    };
                    if (1..=9).contains(&r) && (1..=9).contains(&c) {
                        let cell = ((r - 1) * 9 + (c - 1)) as usize;
                        let want = if op == 4 {
                            i32::from(before.get(cell))
                        } else {
                            i32::from(before.candidates(cell))
                        };
                        assert_eq!(got, want);
                    } else {
                        assert_eq!(got, SUDOKU_ERR_RANGE);
                    }
                    (0, false)
                }
                6 => {
                    let limit = i64::from(input.int()) - 1;
                    let budget = u64::from(input.byte()) * 16;
                    let mut count = -99;
                    let status = sudoku_count_solutions_within(h, limit, budget, &mut count);
                    match status {
                        SUDOKU_OK | SUDOKU_LIMIT_REACHED => assert!((0..=limit).contains(&count)),
                        _ => assert_eq!((status, count), (SUDOKU_ERR_RANGE, -99)),
                    }
                    (0, false)
                }
                7 => {
                    let cap = usize::from(input.byte() % 100);
                    let mut buf = vec![0x5A as c_char; 100];
                    let status = sudoku_to_string(h, buf.as_mut_ptr(), cap);
                    if cap < 82 {
                        assert_eq!(status, SUDOKU_ERR_BUFFER);
                        assert!(buf.iter().all(|&b| b == 0x5A));
                    }
                    (0, false)
                }
                8 => {
                    let cap = usize::from(input.byte());
                    let mut buf = vec![0x5A as c_char; 256];
                    let len = sudoku_trace(h, buf.as_mut_ptr(), cap);
                    assert_eq!(len + 1, trace_before.len());
                    assert!(buf[cap.min(256)..].iter().all(|&b| b == 0x5A));
                    (0, false)
                }
                9 => {
                    sudoku_clear(h);
                    assert_eq!(grid_of(h), Grid::empty());
                    assert_eq!(trace_of(h), vec![0]);
                    continue;
                }
                11 => {
                    generate_with(&mut input);
                    (0, false)
                }
                _ => {
                    let limit = i64::from(input.byte() % 3) + 1;
                    let count = sudoku_count_solutions(h, limit);
                    assert!((0..=limit).contains(&count) || count == i64::from(SUDOKU_ERR_BUDGET));
                    (0, false)
                }
            }
        };
        if status != i64::from(SUDOKU_OK) {
            let message = check_last_error(&mut input);
            assert!(!message.is_empty(), "op {op} failed with {status} and no message");
        }
        let after = grid_of(h);
        assert!(after.is_consistent(), "inconsistent grid {after}");
        if status != i64::from(SUDOKU_OK) || op >= 4 {
            assert_eq!(
                after, before,
                "op {op} returned {status} but changed the grid"
            );
            if !may_change_trace {
                assert_eq!(trace_of(h), trace_before);
            }
        }
    }
    unsafe { sudoku_free(h) };
});
