//! Thread stress: 2, 4, 8 and 16 threads each create, use and free 2,000
//! handles and call the one-shot and batch functions at the same time; every
//! result must equal the single-threaded one.

mod common;

use std::ffi::{CString, c_char};

use common::*;
use sudoku::ffi::*;

/// Passes each thread makes over the 200 puzzles (one handle per puzzle).
const ROUNDS: usize = 10;

/// What one puzzle yields through each path.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Outcome {
    status: SudokuStatus,
    grid: String,
    count: i64,
    limit_count: i64,
}

fn outcome(puzzle: &CString, trace: bool) -> Outcome {
    let h = Handle::new(trace);
    let set = unsafe { sudoku_set_string(h.0, puzzle.as_ptr()) };
    let status = if set == SUDOKU_OK {
        unsafe { sudoku_solve(h.0) }
    } else {
        set
    };
    let count = unsafe { sudoku_count_solutions(h.0, 2) };
    let limit_count = unsafe {
        sudoku_solve_limit(
            puzzle.as_ptr(),
            2,
            std::ptr::null_mut(),
            0,
            std::ptr::null_mut(),
        )
    };
    Outcome {
        status,
        grid: h.line(),
        count,
        limit_count,
    }
}

fn batch_counts(lines: &[c_char], n: usize) -> Vec<i64> {
    let mut counts = vec![-9i64; n];
    let status = unsafe {
        sudoku_solve_batch(
            lines.as_ptr(),
            n,
            81,
            std::ptr::null_mut(),
            0,
            2,
            counts.as_mut_ptr(),
        )
    };
    assert_eq!(status, SUDOKU_OK);
    counts
}

#[test]
fn many_threads_many_handles_same_results() {
    let mut rng = SplitMix64(7);
    let puzzles: Vec<CString> = (0..200)
        .map(|_| {
            let clues = 24 + rng.below(20);
            let cells = random_puzzle(&mut rng, clues);
            CString::new(cells.map(|v| b'0' + v).to_vec()).unwrap()
        })
        .collect();
    let lines: Vec<c_char> = puzzles
        .iter()
        .flat_map(|p| p.as_bytes().iter().map(|&b| b as c_char))
        .collect();
    let expected: Vec<Outcome> = puzzles.iter().map(|p| outcome(p, false)).collect();
    let expected_batch = batch_counts(&lines, puzzles.len());
    assert!(
        expected
            .iter()
            .any(|o| o.status == SUDOKU_NO_SOLUTION || o.status == SUDOKU_CONFLICT)
    );
    assert!(expected.iter().any(|o| o.count == 2));

    for threads in [2, 4, 8, 16] {
        std::thread::scope(|scope| {
            for t in 0..threads {
                let (puzzles, expected, lines, expected_batch) =
                    (&puzzles, &expected, &lines, &expected_batch);
                scope.spawn(move || {
                    // Each thread walks the puzzles from its own offset, so
                    // different threads solve different puzzles at a time.
                    for k in 0..ROUNDS * puzzles.len() {
                        let i = (k + t * 37) % puzzles.len();
                        let traced = (i + t) % 16 == 0;
                        assert_eq!(outcome(&puzzles[i], traced), expected[i], "puzzle {i}");
                    }
                    if t % 4 == 0 {
                        assert_eq!(&batch_counts(lines, puzzles.len()), expected_batch);
                    }
                });
            }
        });
    }
}
