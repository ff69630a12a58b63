//! Pencil-mark ("Sukaku") puzzles through the C ABI: 729 characters, nine
//! per cell. A normal puzzle written as its pencil marks must solve to the
//! same solution, and hints on it must follow that solution.

mod common;

use std::ffi::{CString, c_char};
use std::ptr::null_mut;

use common::*;
use sudoku::ffi::*;

/// The pencil marks every empty cell of `puzzle` starts with (a given keeps
/// only its digit), in the 729-character format.
fn marks_of(puzzle: &str) -> String {
    marks_text(&candidate_masks(puzzle))
}

fn solve(marks: &str, limit: i64) -> (i64, String) {
    let text = CString::new(marks).unwrap();
    let mut buf = [0 as c_char; 82];
    let n =
        unsafe { sudoku_solve_candidates(text.as_ptr(), limit, buf.as_mut_ptr(), 82, null_mut()) };
    let line = unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) };
    (n, line.to_str().unwrap().to_owned())
}

fn hint(marks: &str) -> (SudokuStatus, SudokuHint) {
    let text = CString::new(marks).unwrap();
    let mut hint = std::mem::MaybeUninit::<SudokuHint>::zeroed();
    let status = unsafe { sudoku_hint_candidates(text.as_ptr(), hint.as_mut_ptr()) };
    (status, unsafe { hint.assume_init() })
}

#[test]
fn a_puzzle_as_pencil_marks_has_the_same_solution() {
    for (puzzle, solution) in [(CLASSIC, CLASSIC_SOLUTION), (HARD, HARD_SOLUTION)] {
        let marks = marks_of(puzzle);
        assert_eq!(marks.len(), 729);
        assert_eq!(solve(&marks, 2), (1, solution.to_owned()));
    }
    // All candidates everywhere: as many solutions as the empty grid.
    assert_eq!(solve(&"123456789".repeat(81), 3).0, 3);
    // A cell whose marks leave out its solution digit: no solution.
    let mut wrong = marks_of(CLASSIC).into_bytes();
    let digit = CLASSIC_SOLUTION.as_bytes()[2] - b'0';
    wrong[2 * 9 + usize::from(digit) - 1] = b'.';
    assert_eq!(solve(std::str::from_utf8(&wrong).unwrap(), 2).0, 0);
    // Malformed: 81 cells, a digit out of place.
    assert_eq!(solve(CLASSIC, 2).0, i64::from(SUDOKU_ERR_PARSE));
    let misplaced = format!("2{}", &marks_of(CLASSIC)[1..]);
    assert_eq!(solve(&misplaced, 2).0, i64::from(SUDOKU_ERR_PARSE));
}

#[test]
fn hints_on_pencil_marks_follow_the_solution() {
    let (status, first) = hint(&marks_of(CLASSIC));
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(first.kind, SUDOKU_HINT_STEP);
    let text = explanation(&first);
    assert!(text.contains(". [") && text.ends_with(']'), "{text}");
    for cell in 0..81 {
        if first.placed[cell] != 0 {
            assert_eq!(first.placed[cell], CLASSIC_SOLUTION.as_bytes()[cell] - b'0');
        }
    }
    // A sample of top1465 as pencil marks: every hinted placement and
    // elimination agrees with the solution.
    if let Some(puzzles) = read_puzzles("puzzles3_magictour_top1465") {
        for puzzle in puzzles.iter().step_by(97) {
            let solution = solve_str(puzzle).unwrap();
            let (status, step) = hint(&marks_of(puzzle));
            assert_eq!(status, SUDOKU_OK);
            for cell in 0..81 {
                let digit = solution.as_bytes()[cell] - b'0';
                assert!(step.placed[cell] == 0 || step.placed[cell] == digit);
                assert_eq!(step.eliminated[cell] & (1 << (digit - 1)), 0);
            }
        }
    }
    let solved: String = CLASSIC_SOLUTION
        .bytes()
        .map(|b| {
            let d = usize::from(b - b'0');
            format!("{}{}{}", ".".repeat(d - 1), d, ".".repeat(9 - d))
        })
        .collect();
    assert_eq!(hint(&solved).1.kind, SUDOKU_HINT_SOLVED);
    assert_eq!(hint(&"123456789".repeat(81)).0, SUDOKU_NOT_UNIQUE);
}

/// Marks as 81 masks (bit k = digit k+1) and back to text.
fn masks_of(marks: &str) -> Vec<u16> {
    marks
        .as_bytes()
        .chunks(9)
        .map(|cell| {
            cell.iter()
                .filter(|&&b| b != b'.')
                .fold(0, |m, &b| m | 1 << (b - b'1'))
        })
        .collect()
}

fn text_of(masks: &[u16]) -> String {
    masks
        .iter()
        .flat_map(|&m| {
            (1..=9u8).map(move |d| {
                if m & (1 << (d - 1)) != 0 {
                    char::from(b'0' + d)
                } else {
                    '.'
                }
            })
        })
        .collect()
}

/// Applies hints to `marks` until SUDOKU_HINT_SOLVED: every step must
/// remove at least one candidate and keep the solution; returns the steps.
fn follow_hints(marks: &str, solution: &str) -> usize {
    let mut masks = masks_of(marks);
    let digit = |cell: usize| solution.as_bytes()[cell] - b'0';
    for steps in 0..=729 {
        let (status, step) = hint(&text_of(&masks));
        assert_eq!(status, SUDOKU_OK, "{marks}");
        if step.kind == SUDOKU_HINT_SOLVED {
            let solved: Vec<u16> = (0..81).map(|c| 1 << (digit(c) - 1)).collect();
            assert_eq!(masks, solved);
            return steps;
        }
        assert_eq!(step.kind, SUDOKU_HINT_STEP);
        let before = masks.clone();
        for (cell, mask) in masks.iter_mut().enumerate() {
            if step.placed[cell] != 0 {
                assert_eq!(step.placed[cell], digit(cell), "{}", explanation(&step));
                *mask = 1 << (step.placed[cell] - 1);
            }
            assert_eq!(step.eliminated[cell] & (1 << (digit(cell) - 1)), 0);
            *mask &= !step.eliminated[cell];
        }
        assert_ne!(
            masks,
            before,
            "a step that changes nothing: {}",
            explanation(&step)
        );
    }
    panic!("more than 729 steps on {marks}");
}

/// The defect this guards against: hints that re-place a cell's only
/// candidate, so that a client applying hints never finishes.
#[test]
fn following_hints_on_pencil_marks_reaches_the_solution() {
    // The classic puzzle with its givens as one-candidate cells and every
    // other cell open to all nine digits.
    let raw = |puzzle: &str| -> String {
        puzzle
            .bytes()
            .map(|b| match b {
                b'.' => "123456789".to_owned(),
                d => format!(
                    "{}{}{}",
                    ".".repeat(usize::from(d - b'1')),
                    char::from(d),
                    ".".repeat(usize::from(b'9' - d))
                ),
            })
            .collect()
    };
    follow_hints(&raw(CLASSIC), CLASSIC_SOLUTION);
    // A solved grid's marks with one extra candidate.
    let mut solved = masks_of(&raw(CLASSIC_SOLUTION));
    solved[40] |= 1 << ((CLASSIC_SOLUTION.as_bytes()[40] - b'1' + 1) % 9);
    assert_eq!(follow_hints(&text_of(&solved), CLASSIC_SOLUTION), 1);
    let Some(puzzles) = read_puzzles("puzzles3_magictour_top1465") else {
        return;
    };
    // Every top1465 puzzle's marks (grid candidates), every fourth as
    // givens-only marks, and marks with random extra candidates that keep
    // the solution unique, on both cores.
    let chunks: Vec<&[String]> = puzzles.chunks(puzzles.len().div_ceil(2)).collect();
    std::thread::scope(|scope| {
        for (part, chunk) in chunks.into_iter().enumerate() {
            scope.spawn(move || {
                let mut rng = SplitMix64(part as u64 + 1);
                for (i, puzzle) in chunk.iter().enumerate() {
                    let solution = solve_str(puzzle).unwrap();
                    follow_hints(&marks_of(puzzle), &solution);
                    // Givens-only marks reach the same positions after
                    // their first eliminations: every fourth puzzle.
                    if i % 4 == 0 {
                        follow_hints(&raw(puzzle), &solution);
                    }
                    let mut extra = masks_of(&marks_of(puzzle));
                    for _ in 0..20 {
                        let cell = rng.below(81);
                        extra[cell] |= 1 << rng.below(9);
                    }
                    if solve(&text_of(&extra), 2).0 == 1 {
                        follow_hints(&text_of(&extra), &solution);
                    }
                }
            });
        }
    });
}
