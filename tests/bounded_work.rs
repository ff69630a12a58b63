//! Bounded work: no input keeps a call busy without end. Every search
//! carries a guess budget (SUDOKU_DEFAULT_MAX_GUESSES unless the caller
//! picks one) and a traced solve keeps at most 16 MiB of events. The
//! elapsed times are printed (`--nocapture`) for the README, not asserted.

mod common;

use std::ffi::{CString, c_char};
use std::ptr::null_mut;
use std::time::Instant;

use common::*;
use sudoku::ffi::*;

/// Built against smallest-digit-first brute force: the solution's first row
/// is 987654321.
const ANTI_BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// The 17-clue puzzle (line 1729 of the dataset's puzzles) that needs the
/// most reference-engine guesses among the first 3,000: about 486,000.
const WORST_17_CLUE_INDEX: usize = 1728;

fn count_within(h: &Handle, limit: i64, max_guesses: u64) -> (SudokuStatus, i64) {
    let mut count = -99;
    let status = unsafe { sudoku_count_solutions_within(h.0, limit, max_guesses, &mut count) };
    (status, count)
}

#[test]
fn counting_the_empty_grid_without_limit_stops_at_the_default_budget() {
    let empty = Handle::new(false);
    let start = Instant::now();
    let count = unsafe { sudoku_count_solutions(empty.0, i64::MAX) };
    println!("count_solutions(empty, INT64_MAX): {:?}", start.elapsed());
    assert_eq!(count, i64::from(SUDOKU_ERR_BUDGET));
    assert_eq!(empty.line(), ".".repeat(81));

    let puzzle = CString::new(".".repeat(81)).unwrap();
    let mut solution = [7 as c_char; 82];
    let mut guesses = 12345;
    let start = Instant::now();
    let count = unsafe {
        sudoku_solve_limit(
            puzzle.as_ptr(),
            i64::MAX,
            solution.as_mut_ptr(),
            82,
            &mut guesses,
        )
    };
    println!("solve_limit(empty, INT64_MAX): {:?}", start.elapsed());
    assert_eq!(count, i64::from(SUDOKU_ERR_BUDGET));
    assert_eq!(
        (solution, guesses),
        ([7 as c_char; 82], 12345),
        "nothing written"
    );
}

#[test]
fn an_explicit_budget_gives_a_lower_bound_or_an_exact_count() {
    let empty = Handle::new(false);
    let (status, count) = count_within(&empty, i64::MAX, 1000);
    assert_eq!(status, SUDOKU_LIMIT_REACHED);
    assert!(count >= 1, "{count}");
    // Within a budget the count is exact.
    assert_eq!(count_within(&empty, 50, 1000), (SUDOKU_OK, 50));
    let classic = Handle::with(CLASSIC);
    // Singles alone solve the classic puzzle: no guess needed.
    assert_eq!(count_within(&classic, 2, 0), (SUDOKU_OK, 1));
    let brute = Handle::with(ANTI_BRUTE_FORCE);
    let (status, _) = count_within(&brute, 2, u64::MAX);
    assert_eq!(status, SUDOKU_OK);
    // Argument errors write nothing.
    assert_eq!(count_within(&classic, 0, 10), (SUDOKU_ERR_RANGE, -99));
    assert_eq!(
        count_within(&classic, i64::MIN, 10),
        (SUDOKU_ERR_RANGE, -99)
    );
    let null = unsafe { sudoku_count_solutions_within(classic.0, 2, 10, null_mut()) };
    assert_eq!(null, SUDOKU_ERR_NULL);
    let mut count = -99;
    let null = unsafe { sudoku_count_solutions_within(std::ptr::null(), 2, 10, &mut count) };
    assert_eq!((null, count), (SUDOKU_ERR_NULL, -99));
}

#[test]
fn the_anti_brute_force_puzzle_is_solved_by_every_path() {
    let expected = solve_str(ANTI_BRUTE_FORCE).expect("solvable");
    assert!(expected.starts_with("987654321"));
    for traced in [false, true] {
        let h = Handle::new(traced);
        assert_eq!(h.set_string(ANTI_BRUTE_FORCE), SUDOKU_OK);
        let start = Instant::now();
        assert_eq!(unsafe { sudoku_solve(h.0) }, SUDOKU_OK);
        println!("anti-brute-force, traced {traced}: {:?}", start.elapsed());
        assert_eq!(h.line(), expected);
    }
    let puzzle = CString::new(ANTI_BRUTE_FORCE).unwrap();
    let mut guesses = 0;
    let count = unsafe { sudoku_solve_limit(puzzle.as_ptr(), 2, null_mut(), 0, &mut guesses) };
    assert_eq!(count, 1);
    println!("anti-brute-force: fast engine guesses {guesses}");
}

#[test]
fn a_traced_solve_of_the_worst_17_clue_puzzle_keeps_a_bounded_trace() {
    let Some(puzzles) = read_puzzles("puzzles2_17_clue") else {
        return;
    };
    let puzzle = &puzzles[WORST_17_CLUE_INDEX];
    let h = Handle::new(true);
    assert_eq!(h.set_string(puzzle), SUDOKU_OK);
    let start = Instant::now();
    assert_eq!(unsafe { sudoku_solve(h.0) }, SUDOKU_OK);
    println!("worst 17-clue, traced: {:?}", start.elapsed());
    let trace = h.trace();
    let lines: Vec<&str> = trace.lines().collect();
    let summary = lines[lines.len() - 1];
    let guesses: u64 = summary
        .split(", ")
        .nth(2)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    println!("{summary}");
    assert!(guesses > 100_000, "{summary}");
    assert!(
        trace.len() < (16 << 20) + 1024,
        "trace of {} bytes",
        trace.len()
    );
    assert!(lines[lines.len() - 2].contains("more events not recorded"));
    assert_eq!(solve_str(puzzle).unwrap(), h.line());
}
