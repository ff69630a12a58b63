//! Following a game's hints always finishes the puzzle, through the C ABI:
//! without pencil marks every hint places a digit (a removal the player
//! could not strike leads on to the placement it allows), and with marks
//! kept in only some cells every hint places a digit or strikes a mark.
//!
//! The puzzles: every 12th of `se_rated_dev` (Sukaku Explainer ER 2.5 to
//! 9.2) and every 1600th of forum_hardest_1905_11+ (the hardest known,
//! rated 10 to 11 here). `cargo test` takes a few of each; the release run
//! of the test suite takes 200 (`-- --ignored`).

mod common;

use std::ffi::CString;
use std::ptr::null_mut;

use common::read_puzzles;
use sudoku::ffi::*;

/// A game on `puzzle` (`0` blanks are dots), freed on drop.
struct Game(*mut SudokuGame);

impl Game {
    fn new(puzzle: &str) -> Game {
        let text = CString::new(puzzle.replace('0', ".")).unwrap();
        let mut g = null_mut();
        assert_eq!(unsafe { sudoku_game_new(text.as_ptr(), &mut g) }, SUDOKU_OK);
        Game(g)
    }

    fn hint(&self, use_pencil: i32) -> SudokuHint {
        let mut h = std::mem::MaybeUninit::<SudokuHint>::uninit();
        assert_eq!(
            unsafe { sudoku_hint(self.0, use_pencil, h.as_mut_ptr()) },
            SUDOKU_OK
        );
        unsafe { h.assume_init() }
    }

    fn complete(&self) -> bool {
        unsafe { sudoku_game_is_complete(self.0) == 1 }
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        unsafe { sudoku_game_free(self.0) };
    }
}

/// (row, col) of a cell, 1-based.
fn at(cell: usize) -> (i32, i32) {
    ((cell / 9 + 1) as i32, (cell % 9 + 1) as i32)
}

/// Follows hints until the puzzle is solved, as a client that keeps
/// pencil marks only in `marked` cells does: it enters every placed
/// digit and strikes removed candidates from the marks it has. Panics
/// when a hint changes nothing the player can see. Returns the hints.
fn follow(puzzle: &str, marked: impl Fn(usize) -> bool) -> usize {
    let game = Game::new(puzzle);
    let use_pencil = i32::from((0..81).any(&marked));
    if use_pencil == 1 {
        assert_eq!(unsafe { sudoku_game_auto_pencil(game.0) }, SUDOKU_OK);
        for cell in (0..81).filter(|&c| !marked(c)) {
            let (row, col) = at(cell);
            unsafe { sudoku_game_set_pencil(game.0, row, col, 0) };
        }
    }
    let mut hints = 0;
    loop {
        let h = game.hint(use_pencil);
        if h.kind == SUDOKU_HINT_SOLVED {
            break;
        }
        assert_eq!(h.kind, SUDOKU_HINT_STEP, "{puzzle}: hint kind {}", h.kind);
        let mut changed = 0;
        for cell in (0..81).filter(|&c| h.placed[c] != 0) {
            let (row, col) = at(cell);
            let status = unsafe { sudoku_game_enter(game.0, row, col, i32::from(h.placed[cell])) };
            assert_eq!(status, SUDOKU_OK);
            changed += 1;
        }
        for cell in (0..81).filter(|&c| h.eliminated[c] != 0) {
            let (row, col) = at(cell);
            let marks = unsafe { sudoku_game_pencil(game.0, row, col) };
            let struck = marks & !i32::from(h.eliminated[cell]);
            if struck != marks && unsafe { sudoku_game_digit(game.0, row, col) } == 0 {
                assert_eq!(
                    unsafe { sudoku_game_set_pencil(game.0, row, col, struck) },
                    SUDOKU_OK
                );
                changed += 1;
            }
        }
        let explanation = common::explanation(&h);
        assert!(
            changed > 0,
            "{puzzle}: the hint changes nothing: {explanation}"
        );
        if use_pencil == 0 {
            assert!(h.placed.iter().any(|&d| d != 0), "{puzzle}: {explanation}");
        }
        hints += 1;
        assert!(hints < 1000, "{puzzle}: no end");
    }
    assert!(game.complete(), "{puzzle}");
    hints
}

/// The sample: every `step`th puzzle of each set, `take` at most.
fn sample(se_take: usize, hardest_take: usize) -> Option<Vec<String>> {
    let rated = read_puzzles("se_rated_dev")?;
    let hardest = read_puzzles("puzzles5_forum_hardest_1905_11+")?;
    let mut puzzles: Vec<String> = rated
        .iter()
        .step_by(12)
        .take(se_take)
        .map(|l| l.split(' ').next().unwrap().to_owned())
        .collect();
    puzzles.extend(hardest.iter().step_by(1600).take(hardest_take).cloned());
    Some(puzzles)
}

/// Follows every puzzle's hints without marks, and every 4th's again with
/// marks in every other cell (the hints then mix strikes and placements),
/// on two threads.
fn follow_all(puzzles: &[String]) {
    let total: usize = std::thread::scope(|s| {
        let workers: Vec<_> = (0..2)
            .map(|first| {
                s.spawn(move || {
                    let mut hints = 0;
                    for (i, puzzle) in puzzles.iter().enumerate().skip(first).step_by(2) {
                        hints += follow(puzzle, |_| false);
                        if i % 4 == 0 {
                            hints += follow(puzzle, |c| (c + i) % 2 == 0);
                        }
                    }
                    hints
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).sum()
    });
    println!("{} puzzles followed by {total} hints", puzzles.len());
}

#[test]
fn following_hints_finishes_a_few_puzzles() {
    if let Some(puzzles) = sample(8, 1) {
        follow_all(&puzzles);
    }
}

/// 170 of se_rated_dev and 30 of the hardest: 200 puzzles, rated up to 11.
#[test]
#[ignore = "about 40 s in release mode: the test suite runs it there"]
fn following_hints_finishes_200_puzzles() {
    if let Some(puzzles) = sample(170, 30) {
        assert_eq!(puzzles.len(), 200);
        follow_all(&puzzles);
    }
}
