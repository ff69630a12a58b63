//! A game through the C ABI as a C caller plays it: entries, conflicts,
//! mistakes, pencil marks, undo/redo, save/load and hints, up to a solved
//! grid reached by following hints alone.

mod common;

use std::ffi::{CString, c_char};
use std::ptr::null_mut;

use common::*;
use sudoku::ffi::*;

fn digit_at(line: &str, cell: usize) -> i32 {
    i32::from(line.as_bytes()[cell] - b'0')
}

fn rc(cell: usize) -> (i32, i32) {
    ((cell / 9 + 1) as i32, (cell % 9 + 1) as i32)
}

fn new_status(puzzle: &str) -> SudokuStatus {
    let text = CString::new(puzzle).unwrap();
    let mut g = null_mut();
    let status = unsafe { sudoku_game_new(text.as_ptr(), &mut g) };
    assert_eq!(g.is_null(), status != SUDOKU_OK);
    unsafe { sudoku_game_free(g) };
    status
}

#[test]
fn only_proper_puzzles_start_a_game() {
    assert_eq!(new_status(CLASSIC), SUDOKU_OK);
    assert_eq!(new_status(&".".repeat(81)), SUDOKU_NOT_UNIQUE);
    assert_eq!(new_status(&format!("55{}", &CLASSIC[2..])), SUDOKU_CONFLICT);
    assert_eq!(new_status("12"), SUDOKU_ERR_PARSE);
    // Consistent givens, every cell open, no solution.
    let dead = format!(
        "1234567..{}.......9.{}........9{}",
        ".".repeat(18),
        ".".repeat(18),
        ".".repeat(18)
    );
    assert_eq!(new_status(&dead), SUDOKU_NO_SOLUTION);
}

#[test]
fn entries_conflicts_and_mistakes() {
    let g = Game::with(CLASSIC);
    unsafe {
        assert_eq!(sudoku_game_is_given(g.0, 1, 1), 1);
        assert_eq!(sudoku_game_is_given(g.0, 1, 3), 0);
        assert_eq!(sudoku_game_enter(g.0, 1, 1, 4), SUDOKU_ERR_GIVEN);
        assert_eq!(sudoku_game_enter(g.0, 1, 3, 4), SUDOKU_OK); // right
        assert_eq!(sudoku_game_enter(g.0, 1, 4, 5), SUDOKU_OK); // wrong, clashes
        assert_eq!(sudoku_game_digit(g.0, 1, 4), 5);
        let mut conflicts = [SudokuConflict {
            cell: -1,
            given: -1,
            house: -1,
        }; 4];
        assert_eq!(sudoku_conflicts(g.0, conflicts.as_mut_ptr(), 4), 2);
        // r1c4's 5 clashes with r1c1 in row 1 and with r2c6 in box 2.
        assert_eq!(
            conflicts[..2],
            [
                SudokuConflict {
                    cell: 3,
                    given: 0,
                    house: 0
                },
                SudokuConflict {
                    cell: 3,
                    given: 14,
                    house: 19
                }
            ]
        );
        assert_eq!(conflicts[2].cell, -1);
        assert_eq!(sudoku_conflicts(g.0, std::ptr::null_mut(), 0), 2);
        // Two entries that repeat each other: r2c2 = 4 clashes with the
        // 4 at r1c3 in box 1. Conflicts (against givens) stay 2; the
        // clashes list every repeated digit.
        assert_eq!(sudoku_game_enter(g.0, 2, 2, 4), SUDOKU_OK);
        assert_eq!(sudoku_conflicts(g.0, std::ptr::null_mut(), 0), 2);
        let mut clashes = [SudokuClash {
            first: -1,
            second: -1,
            house: -1,
        }; 4];
        assert_eq!(sudoku_clashes(g.0, clashes.as_mut_ptr(), 4), 3);
        let pair = |first, second, house| SudokuClash {
            first,
            second,
            house,
        };
        assert_eq!(
            clashes,
            [
                pair(0, 3, 0),
                pair(2, 10, 18),
                pair(3, 14, 19),
                pair(-1, -1, -1)
            ]
        );
        assert_eq!(sudoku_clashes(g.0, clashes.as_mut_ptr(), 1), 3);
        assert_eq!(sudoku_game_undo(g.0), 1);
        let mut cells = [0xEEu8; 81];
        assert_eq!(sudoku_mistakes(g.0, cells.as_mut_ptr(), 81), 1);
        assert_eq!(cells[..2], [3, 0xEE]);
        assert_eq!(sudoku_mistakes(g.0, cells.as_mut_ptr(), 0), 1);
        assert_eq!(sudoku_game_is_complete(g.0), 0);
    }
}

#[test]
fn a_wrong_digit_is_hinted_before_any_technique() {
    let g = Game::with(CLASSIC);
    unsafe { assert_eq!(sudoku_game_enter(g.0, 9, 1, 1), SUDOKU_OK) }; // r9c1 is 3
    let hint = g.hint(0);
    assert_eq!(hint.kind, SUDOKU_HINT_WRONG_DIGIT);
    assert_eq!(
        (hint.technique, hint.cell_count, hint.cells[0]),
        (-1, 1, 72)
    );
    assert!(explanation(&hint).starts_with("The 1 at r9c1 is wrong"));
    unsafe { assert_eq!(sudoku_game_undo(g.0), 1) };
    let hint = g.hint(0);
    assert_eq!(hint.kind, SUDOKU_HINT_STEP);
    assert!(hint.technique >= 0);
}

#[test]
fn wrong_pencil_marks_are_hinted_when_asked_for() {
    let g = Game::with(CLASSIC);
    unsafe {
        // r1c3 is 4: pencil 1 and 2 only.
        assert_eq!(sudoku_game_set_pencil(g.0, 1, 3, 0b11), SUDOKU_OK);
        assert_eq!(sudoku_game_pencil(g.0, 1, 3), 0b11);
    }
    let hint = g.hint(1);
    assert_eq!(hint.kind, SUDOKU_HINT_MISSING_CANDIDATE);
    assert_eq!((hint.cells[0], hint.placed[2]), (2, 4));
    assert_eq!(g.hint(0).kind, SUDOKU_HINT_STEP);
    let mut out = g.hint(0);
    let before = out;
    assert_eq!(unsafe { sudoku_hint(g.0, 2, &mut out) }, SUDOKU_ERR_RANGE);
    assert_eq!(out, before);
}

#[test]
fn undo_redo_and_save_load() {
    let g = Game::with(CLASSIC);
    unsafe {
        assert_eq!(sudoku_game_undo(g.0), 0);
        assert_eq!(sudoku_game_enter(g.0, 1, 3, 4), SUDOKU_OK);
        assert_eq!(sudoku_game_toggle_pencil(g.0, 1, 4, 6), SUDOKU_OK);
        assert_eq!(sudoku_game_auto_pencil(g.0), SUDOKU_OK);
        assert_eq!(sudoku_game_pencil(g.0, 1, 4), 0b0010_0010);
        assert_eq!(sudoku_game_undo(g.0), 1);
        assert_eq!(sudoku_game_pencil(g.0, 1, 4), 0b0010_0000);
        assert_eq!(sudoku_game_redo(g.0), 1);
        assert_eq!(sudoku_game_redo(g.0), 0);
    }
    let saved = g.save();
    assert_eq!(saved.len(), SUDOKU_GAME_SAVE_BYTES - 1);
    let text = CString::new(saved.clone()).unwrap();
    let mut loaded = null_mut();
    assert_eq!(
        unsafe { sudoku_game_load(text.as_ptr(), &mut loaded) },
        SUDOKU_OK
    );
    let loaded = Game(loaded);
    assert_eq!(loaded.save(), saved);
    unsafe {
        assert_eq!(sudoku_game_digit(loaded.0, 1, 3), 4);
        assert_eq!(sudoku_game_undo(loaded.0), 0); // history is not saved
    }
    let mut small = [0x5A as c_char; SUDOKU_GAME_SAVE_BYTES];
    let status = unsafe { sudoku_game_save(g.0, small.as_mut_ptr(), small.len() - 1) };
    assert_eq!(status, SUDOKU_ERR_BUFFER);
    assert_eq!(small, [0x5A as c_char; SUDOKU_GAME_SAVE_BYTES]);
    for bad in [
        "",
        "sudoku-game-1",
        &saved[..saved.len() - 1],
        &saved.replace("-1:", "-9:"),
    ] {
        let text = CString::new(bad).unwrap();
        let mut out = null_mut();
        assert_eq!(
            unsafe { sudoku_game_load(text.as_ptr(), &mut out) },
            SUDOKU_ERR_PARSE,
            "{bad}"
        );
        assert!(out.is_null());
    }
}

/// Follows hints with the player's pencil marks until the grid is solved:
/// enter each placement, strike each elimination from the pencil marks.
fn play_by_hints(puzzle: &str, solution: &str) -> Vec<i32> {
    let g = Game::with(puzzle);
    unsafe { assert_eq!(sudoku_game_auto_pencil(g.0), SUDOKU_OK) };
    let mut techniques = Vec::new();
    for _ in 0..2000 {
        let hint = g.hint(1);
        if hint.kind == SUDOKU_HINT_SOLVED {
            break;
        }
        assert_eq!(hint.kind, SUDOKU_HINT_STEP, "{}", explanation(&hint));
        techniques.push(hint.technique);
        let mut progress = false;
        for cell in 0..81 {
            let (row, col) = rc(cell);
            if hint.placed[cell] != 0 {
                let digit = i32::from(hint.placed[cell]);
                assert_eq!(digit, digit_at(solution, cell), "{}", explanation(&hint));
                assert_eq!(
                    unsafe { sudoku_game_enter(g.0, row, col, digit) },
                    SUDOKU_OK
                );
                progress = true;
            }
            let removed = i32::from(hint.eliminated[cell]);
            if removed != 0 {
                assert_eq!(removed & (1 << (digit_at(solution, cell) - 1)), 0);
                let marks = unsafe { sudoku_game_pencil(g.0, row, col) };
                let status = unsafe { sudoku_game_set_pencil(g.0, row, col, marks & !removed) };
                assert_eq!(status, SUDOKU_OK);
                progress |= marks & removed != 0;
            }
        }
        assert!(progress, "hint changed nothing: {}", explanation(&hint));
    }
    assert_eq!(unsafe { sudoku_game_is_complete(g.0) }, 1);
    techniques
}

#[test]
fn following_hints_solves_the_puzzle() {
    let easy = play_by_hints(CLASSIC, CLASSIC_SOLUTION);
    assert!(easy.iter().all(|&t| t <= 3), "{easy:?}"); // singles only
    let hard = play_by_hints(HARD, HARD_SOLUTION);
    assert!(hard.len() > easy.len() / 2, "{hard:?}");
}

#[test]
fn hints_follow_the_top1465_solutions() {
    let Some(puzzles) = read_puzzles("puzzles3_magictour_top1465") else {
        return;
    };
    for puzzle in puzzles.iter().step_by(73) {
        let solution = solve_str(puzzle).unwrap();
        play_by_hints(puzzle, &solution);
    }
}

/// Calls `write` on a struct filled with `fill` bytes and returns its bytes.
fn bytes_written<T>(fill: u8, write: impl FnOnce(*mut T)) -> Vec<u8> {
    let mut out = std::mem::MaybeUninit::<T>::uninit();
    unsafe {
        out.as_mut_ptr()
            .cast::<u8>()
            .write_bytes(fill, size_of::<T>());
        write(out.as_mut_ptr());
        std::slice::from_raw_parts(out.as_ptr().cast::<u8>(), size_of::<T>()).to_vec()
    }
}

/// Every output struct is written whole, padding included: the same
/// result written over 0x00 and over 0xFF bytes is the same bytes.
#[test]
fn output_structs_are_written_whole() {
    let g = Game::with(CLASSIC);
    let marks: String = CLASSIC
        .bytes()
        .flat_map(|b| {
            (b'1'..=b'9').map(move |d| match b {
                b'.' => d as char,
                _ if b == d => d as char,
                _ => '.',
            })
        })
        .collect();
    let marks = CString::new(marks).unwrap();
    let puzzle = CString::new(CLASSIC).unwrap();
    unsafe { assert_eq!(sudoku_game_enter(g.0, 1, 4, 5), SUDOKU_OK) }; // clashes
    type Call<'a> = Box<dyn Fn(u8) -> Vec<u8> + 'a>;
    let calls: Vec<(&str, Call)> = vec![
        (
            "sudoku_hint",
            Box::new(|fill| {
                bytes_written::<SudokuHint>(fill, |p| unsafe {
                    assert_eq!(sudoku_hint(g.0, 0, p), SUDOKU_OK);
                })
            }),
        ),
        (
            "sudoku_hint_candidates",
            Box::new(|fill| {
                bytes_written::<SudokuHint>(fill, |p| unsafe {
                    assert_eq!(sudoku_hint_candidates(marks.as_ptr(), p), SUDOKU_OK);
                })
            }),
        ),
        (
            "sudoku_rate",
            Box::new(|fill| {
                bytes_written::<SudokuRating>(fill, |p| unsafe {
                    assert_eq!(sudoku_rate(puzzle.as_ptr(), p), SUDOKU_OK);
                })
            }),
        ),
        (
            "sudoku_conflicts",
            Box::new(|fill| {
                bytes_written::<[SudokuConflict; 2]>(fill, |p| unsafe {
                    assert_eq!(sudoku_conflicts(g.0, p.cast(), 2), 2);
                })
            }),
        ),
    ];
    for (name, call) in calls {
        assert_eq!(call(0x00), call(0xFF), "{name} leaves bytes unwritten");
    }
}

/// No output struct has padding (bytes no field writes): each size is the
/// sum of its fields' sizes.
#[test]
fn output_structs_have_no_padding() {
    let h = std::mem::MaybeUninit::<SudokuHint>::zeroed();
    let h = unsafe { h.assume_init() };
    let hint_fields = size_of_val(&h.kind)
        + size_of_val(&h.technique)
        + size_of_val(&h.house_count)
        + size_of_val(&h.cell_count)
        + size_of_val(&h.eliminated)
        + size_of_val(&h.houses)
        + size_of_val(&h.cells)
        + size_of_val(&h.placed)
        + size_of_val(&h.explanation)
        + size_of_val(&h.reserved);
    assert_eq!(size_of::<SudokuHint>(), hint_fields);
    assert_eq!(size_of::<SudokuHint>(), 880);
    assert_eq!(size_of::<SudokuRating>(), 3 * size_of::<i32>());
    assert_eq!(size_of::<SudokuConflict>(), 3 * size_of::<i32>());
    assert_eq!(size_of::<SudokuClash>(), 3 * size_of::<i32>());
}
