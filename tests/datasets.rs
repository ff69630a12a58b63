//! Whole datasets from `../shared/data` through the C ABI: every solution
//! keeps its givens and is a valid grid, and the multi-solution benchmark
//! counts two solutions everywhere.

mod common;

use common::*;
use sudoku::Grid;
use sudoku::ffi::*;

fn assert_all_solved(name: &str) {
    let Some(puzzles) = read_puzzles(name) else {
        return;
    };
    assert!(!puzzles.is_empty(), "{name} holds no puzzle");
    for (i, puzzle) in puzzles.iter().enumerate() {
        let solution = solve_str(puzzle).unwrap_or_else(|s| panic!("{name} #{i}: status {s}"));
        let given: Grid = puzzle.parse().unwrap();
        let solved: Grid = solution.parse().unwrap();
        assert!(
            given.is_solved_by(&solved),
            "{name} #{i}: bad solution {solution}"
        );
    }
    eprintln!("{name}: {} puzzles solved and verified", puzzles.len());
}

#[test]
fn magictour_top1465_all_solved() {
    assert_all_solved("puzzles3_magictour_top1465");
}

#[test]
fn seventeen_clue_all_solved() {
    assert_all_solved("puzzles2_17_clue");
}

#[test]
fn serg_benchmark_has_two_solutions_each() {
    let Some(puzzles) = read_puzzles("puzzles7_serg_benchmark") else {
        return;
    };
    let h = Handle::new(false);
    for (i, puzzle) in puzzles.iter().enumerate() {
        assert_eq!(h.set_string(puzzle), SUDOKU_OK, "#{i}");
        assert_eq!(
            unsafe { sudoku_count_solutions(h.0, 2) },
            2,
            "#{i}: {puzzle}"
        );
    }
    eprintln!(
        "serg_benchmark: {} puzzles with >= 2 solutions",
        puzzles.len()
    );
}
