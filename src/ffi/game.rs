//! A game in progress across the C ABI: an opaque `SudokuGame` handle with
//! the player's entries, pencil marks, undo/redo, conflicts, mistakes,
//! and save/load (hints are in `hint.rs`).

use std::ffi::c_char;

use super::boundary::{
    borrow, borrow_mut, c_string, guard, guard_status, guard_value, hand_out, non_null, one_based,
};
use super::buffer::{check_buffer, write_truncated};
use super::last_error::{Fail, fail, null, out_of_range};
use super::status::{
    SUDOKU_CONFLICT, SUDOKU_ERR_GIVEN, SUDOKU_ERR_PARSE, SUDOKU_ERR_RANGE, SUDOKU_LIMIT_REACHED,
    SUDOKU_NO_SOLUTION, SUDOKU_NOT_UNIQUE, SUDOKU_OK, SudokuStatus, fail_of,
};
use super::unique::proper_solution;
use crate::error::Error;
use crate::grid::Grid;
use crate::play::{Game, Play};
use crate::variant::game::VariantGame;

/// An opaque game: givens, the player's entries,
/// pencil marks and undo history. Create one with `sudoku_game_new`,
/// `sudoku_variant_game_new` or `sudoku_game_load` and release it with
/// `sudoku_game_free`. Like a `Sudoku` handle, it may move between threads
/// but must not be used by two threads at once.
pub struct SudokuGame {
    pub(super) played: Played,
}

/// The game a handle holds: classic or variant. Its size does not
/// matter: each handle holds one, on the heap.
#[derive(Debug, Clone, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub(super) enum Played {
    /// A classic 9x9 game.
    Classic(Game),
    /// A game on a variant.
    Variant(VariantGame),
}

impl Played {
    fn play(&self) -> &dyn Play {
        match self {
            Played::Classic(g) => g,
            Played::Variant(g) => g,
        }
    }

    fn play_mut(&mut self) -> &mut dyn Play {
        match self {
            Played::Classic(g) => g,
            Played::Variant(g) => g,
        }
    }
}

/// Bytes `sudoku_game_save` needs: the save string and its NUL.
pub const SUDOKU_GAME_SAVE_BYTES: usize = 422;
const _: () = assert!(SUDOKU_GAME_SAVE_BYTES == crate::play::SAVE_LENGTH + 1);

/// Two cells of one house showing the same digit, at least one of them a
/// player's entry (see `sudoku_clashes`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SudokuClash {
    /// The first cell in reading order (0..80; 0..N*N-1 on a variant).
    pub first: i32,
    /// The second cell (greater than `first`).
    pub second: i32,
    /// The house they share (0..26). On a variant game: rows 0..N-1,
    /// columns N..2N-1, boxes or regions 2N..3N-1 (boxes in reading
    /// order; jigsaw regions in the order their labels first appear in
    /// the `regions` line), then the main diagonal (r1c1 to rNcN) and the
    /// anti-diagonal (r1cN to rNc1) with `diagonal`, then the four windows
    /// in reading order with `windoku`, then cage k (in the order of the
    /// `cage` lines) as (house count + k); -1 when no house or cage holds
    /// the two (a knight's or king's move, consecutive neighbours, a
    /// listed rule such as a thermometer or a kropki dot).
    pub house: i32,
}

/// A player's entry that clashes with a given.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SudokuConflict {
    /// The player's cell (0..80; 0..N*N-1 on a variant).
    pub cell: i32,
    /// The given it clashes with.
    pub given: i32,
    /// The house they share (0..26; on a variant game numbered as in
    /// `SudokuClash.house`, -1 for a rule between two cells).
    pub house: i32,
}

/// Runs `body` on the game a handle holds, classic or variant.
///
/// # Safety
/// `g` must be NULL or a live game handle not used mutably elsewhere.
pub(super) unsafe fn with_played<T>(
    g: *const SudokuGame,
    body: impl FnOnce(&Played) -> Result<T, Fail>,
) -> Result<T, Fail> {
    // SAFETY: per this function's contract.
    body(&unsafe { borrow(g, "g") }?.played)
}

/// Runs `body` on a classic game; SUDOKU_ERR_RANGE for a variant game
/// (whose hints come from `sudoku_variant_hint`).
///
/// # Safety
/// `g` must be NULL or a live game handle not used mutably elsewhere.
pub(super) unsafe fn with_classic<T>(
    g: *const SudokuGame,
    body: impl FnOnce(&Game) -> Result<T, Fail>,
) -> Result<T, Fail> {
    // SAFETY: per this function's contract.
    unsafe {
        with_played(g, |played| match played {
            Played::Classic(game) => body(game),
            Played::Variant(_) => Err(fail(
                SUDOKU_ERR_RANGE,
                "g is a variant game: its hints come from sudoku_variant_hint",
            )),
        })
    }
}

/// Runs `body` on a game handle.
///
/// # Safety
/// `g` must be NULL or a live game handle not used mutably elsewhere.
pub(super) unsafe fn with_game<T>(
    g: *const SudokuGame,
    body: impl FnOnce(&dyn Play) -> Result<T, Fail>,
) -> Result<T, Fail> {
    // SAFETY: per this function's contract.
    unsafe { with_played(g, |played| body(played.play())) }
}

/// Runs `body` on a game handle mutably.
///
/// # Safety
/// `g` must be NULL or a live game handle used by no one else meanwhile.
unsafe fn with_game_mut<T>(
    g: *mut SudokuGame,
    body: impl FnOnce(&mut dyn Play) -> Result<T, Fail>,
) -> Result<T, Fail> {
    // SAFETY: per this function's contract.
    body(unsafe { borrow_mut(g, "g") }?.played.play_mut())
}

/// The list `list` makes of a game, its first `cap` items written to `out`
/// as `to_c` converts them; returns how many there are, or
/// SUDOKU_ERR_NULL when `out` (the argument `name`) is NULL and `cap` > 0,
/// or the list's error.
///
/// # Safety
/// `g` must be NULL or a live game handle not used mutably elsewhere; `out`
/// NULL or writable for `cap` items.
unsafe fn write_list<T, C>(
    g: *const SudokuGame,
    (out, name): (*mut C, &str),
    cap: usize,
    list: impl FnOnce(&dyn Play) -> Result<Vec<T>, Fail>,
    to_c: impl Fn(&T) -> C,
) -> Result<i32, Fail> {
    // SAFETY: per this function's contract.
    unsafe {
        with_game(g, |game| {
            if out.is_null() && cap > 0 {
                return Err(null(name));
            }
            let found = list(game)?;
            for (i, item) in found.iter().take(cap).enumerate() {
                // SAFETY: i < cap and out holds cap items per the contract.
                out.add(i).write(to_c(item));
            }
            Ok(found.len() as i32)
        })
    }
}

/// A 1-based row and column of an N x N grid as a cell index, or
/// SUDOKU_ERR_RANGE.
fn cell_at(row: i32, col: i32, size: usize) -> Result<usize, Fail> {
    let row = one_based("row", row, false, size)?;
    let col = one_based("col", col, false, size)?;
    Ok((row - 1) * size + col - 1)
}

/// A house number for C: -1 for a clash no house or cage holds.
fn house_for_c(house: usize) -> i32 {
    i32::try_from(house).unwrap_or(-1)
}

/// A player's move on the cell at 1-based (`row`, `col`) with `value`
/// converted to the move's argument type.
///
/// # Safety
/// `g` must be NULL or a live game handle used by no one else meanwhile.
unsafe fn cell_move<T: TryFrom<i32>>(
    g: *mut SudokuGame,
    row: i32,
    col: i32,
    (value, name): (i32, &str),
    play: fn(&mut dyn Play, usize, T) -> Result<(), Error>,
) -> Result<SudokuStatus, Fail> {
    // SAFETY: per this function's contract.
    unsafe {
        with_game_mut(g, |game| {
            let size = game.size();
            let cell = cell_at(row, col, size)?;
            // Digits run 0..N (1..N to toggle), masks 0..2^N-1.
            let expected = match name {
                "mask" => format!("0..{}", (1u32 << size) - 1),
                "digit" => format!("0..{size}"),
                _ => format!("1..{size}"),
            };
            let bad_value = || out_of_range(name, value, &expected);
            let converted = T::try_from(value).map_err(|_| bad_value())?;
            match play(game, cell, converted) {
                Ok(()) => Ok(SUDOKU_OK),
                Err(Error::Given) => Err(fail(
                    SUDOKU_ERR_GIVEN,
                    format_args!(
                        "{} holds a given, which the player cannot change",
                        played_cell_name(cell, size)
                    ),
                )),
                Err(Error::Range) => Err(bad_value()),
                Err(error) => Err(fail_of(&error)),
            }
        })
    }
}

/// The name of `cell` on a board of `size` rows: `r1c2`.
fn played_cell_name(cell: usize, size: usize) -> String {
    format!("r{}c{}", cell / size + 1, cell % size + 1)
}

/// Starts a game on the NUL-terminated `puzzle` (same formats as
/// `sudoku_set_string`) and writes the new handle to `*out`.
///
/// Returns SUDOKU_OK; SUDOKU_ERR_NULL (NULL argument); SUDOKU_ERR_PARSE;
/// SUDOKU_CONFLICT (clashing givens); SUDOKU_NO_SOLUTION,
/// SUDOKU_NOT_UNIQUE or SUDOKU_LIMIT_REACHED (a game needs a puzzle with
/// exactly one solution, found within the default budget);
/// SUDOKU_ERR_PANIC if memory ran out. `*out` is written only on
/// SUDOKU_OK; release the game with `sudoku_game_free`.
///
/// # Safety
/// `puzzle` must be NULL or a NUL-terminated string; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_new(
    puzzle: *const c_char,
    out: *mut *mut SudokuGame,
) -> SudokuStatus {
    guard_status("sudoku_game_new", || {
        // SAFETY: per this function's contract.
        let text = unsafe { c_string(puzzle, "puzzle") }?;
        non_null(out, "out")?;
        let grid = Grid::parse(text).map_err(|e| fail_of(&e.into()))?;
        proper_solution(&grid)?;
        let game = Played::Classic(Game::new(grid).map_err(|e| fail_of(&e))?);
        // SAFETY: out is non-NULL and writable per the contract.
        unsafe { hand_out(SudokuGame { played: game }, out) }
    })
}

/// Releases a game. NULL is a no-op; the handle must not be used afterwards.
///
/// # Safety
/// `g` must be NULL or a game from `sudoku_game_new`/`sudoku_game_load`
/// not yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_free(g: *mut SudokuGame) {
    guard((), || {
        if !g.is_null() {
            // SAFETY: g came from new_handle (the global allocator with
            // SudokuGame's layout, as Box expects) and is freed once.
            drop(unsafe { Box::from_raw(g) });
        }
    })
}

/// Enters `digit` (1..N, 9 on a classic game; 0 erases) at 1-based (`row`,
/// `col`, 1..N) as one undoable
/// move. The entry may be wrong or clash: see `sudoku_conflicts` and
/// `sudoku_mistakes`.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_GIVEN (the cell holds a given),
/// SUDOKU_ERR_RANGE or SUDOKU_ERR_NULL; the game is unchanged on error.
///
/// # Safety
/// `g` must be NULL or a live game not used by another thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_enter(
    g: *mut SudokuGame,
    row: i32,
    col: i32,
    digit: i32,
) -> SudokuStatus {
    guard_status("sudoku_game_enter", || {
        // SAFETY: per this function's contract.
        unsafe {
            cell_move(g, row, col, (digit, "digit"), |game, cell, d| {
                game.enter(cell, d)
            })
        }
    })
}

/// The digit shown at 1-based (`row`, `col`): the given or the player's
/// entry, 0 when empty; negative status (SUDOKU_ERR_RANGE, _NULL) on error.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_digit(g: *const SudokuGame, row: i32, col: i32) -> i32 {
    guard_value("sudoku_game_digit", || {
        // SAFETY: per this function's contract.
        unsafe {
            with_game(g, |game| {
                Ok(i32::from(game.digit(cell_at(row, col, game.size())?)))
            })
        }
    })
}

/// 1 when 1-based (`row`, `col`) holds a given, 0 when not; negative status
/// (SUDOKU_ERR_RANGE, _NULL) on error.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_is_given(g: *const SudokuGame, row: i32, col: i32) -> i32 {
    guard_value("sudoku_game_is_given", || {
        // SAFETY: per this function's contract.
        unsafe {
            with_game(g, |game| {
                Ok(i32::from(game.is_given(cell_at(row, col, game.size())?)))
            })
        }
    })
}

/// The player's pencil marks at 1-based (`row`, `col`) as a mask (bit k =
/// digit k+1, 0..511, or 0..2^N-1 on a variant); negative status (SUDOKU_ERR_RANGE, _NULL) on error.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_pencil(g: *const SudokuGame, row: i32, col: i32) -> i32 {
    guard_value("sudoku_game_pencil", || {
        // SAFETY: per this function's contract.
        unsafe {
            with_game(g, |game| {
                Ok(i32::from(game.pencil(cell_at(row, col, game.size())?)))
            })
        }
    })
}

/// Sets the pencil marks at 1-based (`row`, `col`) to `mask` (0..2^N-1, bit k
/// = digit k+1; 0 clears) as one undoable move.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_GIVEN, SUDOKU_ERR_RANGE or SUDOKU_ERR_NULL;
/// the game is unchanged on error.
///
/// # Safety
/// `g` must be NULL or a live game not used by another thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_set_pencil(
    g: *mut SudokuGame,
    row: i32,
    col: i32,
    mask: i32,
) -> SudokuStatus {
    guard_status("sudoku_game_set_pencil", || {
        // SAFETY: per this function's contract.
        unsafe {
            cell_move(g, row, col, (mask, "mask"), |game, cell, m| {
                game.set_pencil(cell, m)
            })
        }
    })
}

/// Toggles pencil mark `digit` (1..N) at 1-based (`row`, `col`) as one
/// undoable move.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_GIVEN, SUDOKU_ERR_RANGE or SUDOKU_ERR_NULL;
/// the game is unchanged on error.
///
/// # Safety
/// `g` must be NULL or a live game not used by another thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_toggle_pencil(
    g: *mut SudokuGame,
    row: i32,
    col: i32,
    digit: i32,
) -> SudokuStatus {
    guard_status("sudoku_game_toggle_pencil", || {
        // SAFETY: per this function's contract.
        unsafe {
            cell_move(g, row, col, (digit, "pencil digit"), |game, cell, d| {
                game.toggle_pencil(cell, d)
            })
        }
    })
}

/// Fills the pencil marks of every empty cell with the digits its row,
/// column and box (on a variant, every rule) still allow (one undoable
/// move). On a variant that means the digits no shown digit excludes: its
/// houses, cage mates, knight's and king's moves and consecutive
/// neighbours; cage sums are not applied (hints find what they exclude,
/// as cage combinations). Returns SUDOKU_OK or SUDOKU_ERR_NULL.
///
/// # Safety
/// `g` must be NULL or a live game not used by another thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_auto_pencil(g: *mut SudokuGame) -> SudokuStatus {
    guard_status("sudoku_game_auto_pencil", || {
        // SAFETY: per this function's contract.
        unsafe {
            with_game_mut(g, |game| {
                game.auto_pencil();
                Ok(SUDOKU_OK)
            })
        }
    })
}

/// Undoes the latest move: 1 when a move was undone, 0 when there is none,
/// SUDOKU_ERR_NULL for a NULL game.
///
/// # Safety
/// `g` must be NULL or a live game not used by another thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_undo(g: *mut SudokuGame) -> i32 {
    guard_value("sudoku_game_undo", || {
        // SAFETY: per this function's contract.
        unsafe { with_game_mut(g, |game| Ok(i32::from(game.undo()))) }
    })
}

/// Redoes the latest undone move: 1 when a move was redone, 0 when there is
/// none (a new move clears the redo line), SUDOKU_ERR_NULL for a NULL game.
///
/// # Safety
/// `g` must be NULL or a live game not used by another thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_redo(g: *mut SudokuGame) -> i32 {
    guard_value("sudoku_game_redo", || {
        // SAFETY: per this function's contract.
        unsafe { with_game_mut(g, |game| Ok(i32::from(game.redo()))) }
    })
}

/// 1 when every cell holds the solution's digit, 0 when not,
/// SUDOKU_ERR_NULL for a NULL game.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_is_complete(g: *const SudokuGame) -> i32 {
    guard_value("sudoku_game_is_complete", || {
        // SAFETY: per this function's contract.
        unsafe { with_game(g, |game| Ok(i32::from(game.is_complete()))) }
    })
}

/// Writes every pair of cells that show the same digit in one row, column
/// or box (on a variant game: any house or cage, then the pairs that
/// break a rule between two cells, with house -1), where at least one of the two is a player's entry (entry
/// against given and entry against entry; givens never clash) to `out`
/// (at most `cap` of them; `out` may be NULL when `cap` is 0) and returns
/// how many there are (at most 972 on a classic game), or SUDOKU_ERR_NULL. This is what a
/// game highlights; `sudoku_conflicts` keeps its meaning (entries against
/// givens only). Pairs come by house (rows, columns, boxes), then by cell;
/// two cells sharing a row and a box are listed for each house. On a
/// variant, a pair in a house or cage is listed once per house or cage
/// it shares and never again with house -1, even when it is also a
/// knight's or king's move; a pair that shares none is listed once, with
/// house -1.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile; `out` NULL
/// or writable for `cap` structs.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_clashes(
    g: *const SudokuGame,
    out: *mut SudokuClash,
    cap: usize,
) -> i32 {
    guard_value("sudoku_clashes", || {
        // SAFETY: per this function's contract.
        unsafe {
            write_list(
                g,
                (out, "out"),
                cap,
                |game| Ok(game.clashes()),
                |c| SudokuClash {
                    first: c.first as i32,
                    second: c.second as i32,
                    house: house_for_c(c.house),
                },
            )
        }
    })
}

/// Writes the player's entries that clash with a given in a row, column or
/// box (on a variant game, by any rule) to `out` (at most `cap` of them; `out` may be NULL when `cap` is 0)
/// and returns how many there are (at most 243 on a classic game), or
/// SUDOKU_ERR_NULL.
/// Entries that repeat each other are not listed here: `sudoku_clashes`
/// reports every repeated digit.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile; `out` NULL
/// or writable for `cap` structs.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_conflicts(
    g: *const SudokuGame,
    out: *mut SudokuConflict,
    cap: usize,
) -> i32 {
    guard_value("sudoku_conflicts", || {
        // SAFETY: per this function's contract.
        unsafe {
            write_list(
                g,
                (out, "out"),
                cap,
                |game| Ok(game.conflicts()),
                |c| SudokuConflict {
                    cell: c.cell as i32,
                    given: c.given as i32,
                    house: house_for_c(c.house),
                },
            )
        }
    })
}

/// Writes the cells (0..80, 0..N*N-1 on a variant) whose entry differs from the solution to
/// `cells` (at most `cap`; `cells` may be NULL when `cap` is 0) and returns
/// how many there are (at most N*N), or SUDOKU_ERR_NULL.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile; `cells`
/// NULL or writable for `cap` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_mistakes(g: *const SudokuGame, cells: *mut u8, cap: usize) -> i32 {
    guard_value("sudoku_mistakes", || {
        // SAFETY: per this function's contract.
        unsafe {
            write_list(
                g,
                (cells, "cells"),
                cap,
                |game| game.mistakes().map_err(|e| fail_of(&e)),
                |&cell| cell as u8,
            )
        }
    })
}

/// Saves the whole game (givens, entries, pencil marks; not the undo
/// history) as an ASCII string and a NUL in `buf`: for a classic game
/// SUDOKU_GAME_SAVE_BYTES - 1 characters; for a variant game several lines
/// (it holds the variant's description), `sudoku_game_save_bytes` bytes
/// with the NUL.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_NULL or SUDOKU_ERR_BUFFER (`cap` less
/// than those bytes; nothing is written then).
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile; `buf` NULL
/// or writable for `cap` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_save(
    g: *const SudokuGame,
    buf: *mut c_char,
    cap: usize,
) -> SudokuStatus {
    guard_status("sudoku_game_save", || {
        // SAFETY: per this function's contract.
        unsafe {
            with_game(g, |game| {
                non_null(buf, "buf")?;
                let text = game.save();
                check_buffer(buf, cap, text.len() + 1, "buf")?;
                write_truncated(buf, cap, text.as_bytes());
                Ok(SUDOKU_OK)
            })
        }
    })
}

/// Restores a game, classic or variant, from a `sudoku_game_save` string
/// and writes the new handle to `*out` (the undo history starts empty).
///
/// Returns SUDOKU_OK; SUDOKU_ERR_NULL; SUDOKU_ERR_PARSE (not a save
/// string of either format); SUDOKU_CONFLICT, SUDOKU_NO_SOLUTION,
/// SUDOKU_NOT_UNIQUE or SUDOKU_LIMIT_REACHED (its givens are not a proper
/// puzzle: no solution, several, or the check ran out of guesses, for a
/// classic game and a variant alike);
/// SUDOKU_ERR_PANIC if memory ran out. `*out` is written only on
/// SUDOKU_OK.
///
/// # Safety
/// `text` must be NULL or a NUL-terminated string; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_load(
    text: *const c_char,
    out: *mut *mut SudokuGame,
) -> SudokuStatus {
    guard_status("sudoku_game_load", || {
        // SAFETY: per this function's contract.
        let text = unsafe { c_string(text, "text") }?;
        non_null(out, "out")?;
        let text = std::str::from_utf8(text)
            .map_err(|e| fail(SUDOKU_ERR_PARSE, format_args!("text is not UTF-8: {e}")))?;
        let status_of_load = |error: Error| match error {
            Error::Conflict => SUDOKU_CONFLICT,
            Error::NoSolution => SUDOKU_NO_SOLUTION,
            Error::NotUnique => SUDOKU_NOT_UNIQUE,
            Error::Exhausted => SUDOKU_LIMIT_REACHED,
            _ => SUDOKU_ERR_PARSE,
        };
        let played = if VariantGame::is_save(text) {
            let game = VariantGame::load_explained(text)
                .map_err(|(e, why)| fail(status_of_load(e), why))?;
            Played::Variant(game)
        } else {
            let game =
                Game::load_explained(text).map_err(|(e, why)| fail(status_of_load(e), why))?;
            proper_solution(game.givens())?;
            Played::Classic(game)
        };
        // SAFETY: out is non-NULL and writable per the contract.
        unsafe { hand_out(SudokuGame { played }, out) }
    })
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::{SUDOKU_ERR_NULL, SUDOKU_ERR_PANIC};
    use super::*;
    use crate::test_puzzles::CLASSIC;
    use std::ptr::{null, null_mut};

    pub(in crate::ffi) fn new_game() -> *mut SudokuGame {
        let text = std::ffi::CString::new(CLASSIC).unwrap();
        let mut g = null_mut();
        assert_eq!(unsafe { sudoku_game_new(text.as_ptr(), &mut g) }, SUDOKU_OK);
        g
    }

    #[test]
    fn every_play_function_survives_a_panic() {
        let g = new_game();
        let before = unsafe { &*g }.played.clone();
        let mut out = null_mut();
        let mut buf = [0 as c_char; SUDOKU_GAME_SAVE_BYTES];
        let mut cells = [0u8; 81];
        let mut conflicts = [SudokuConflict {
            cell: 0,
            given: 0,
            house: 0,
        }; 4];
        panic_probe::armed(|| unsafe {
            let p = SUDOKU_ERR_PANIC;
            assert_eq!(sudoku_game_new(c"1".as_ptr(), &mut out), p);
            assert_eq!(sudoku_game_load(c"1".as_ptr(), &mut out), p);
            assert_eq!(sudoku_game_enter(g, 1, 3, 4), p);
            assert_eq!(sudoku_game_digit(g, 1, 1), p);
            assert_eq!(sudoku_game_is_given(g, 1, 1), p);
            assert_eq!(sudoku_game_pencil(g, 1, 3), p);
            assert_eq!(sudoku_game_set_pencil(g, 1, 3, 1), p);
            assert_eq!(sudoku_game_toggle_pencil(g, 1, 3, 1), p);
            assert_eq!(sudoku_game_auto_pencil(g), p);
            assert_eq!(sudoku_game_undo(g), p);
            assert_eq!(sudoku_game_redo(g), p);
            assert_eq!(sudoku_game_is_complete(g), p);
            assert_eq!(sudoku_conflicts(g, conflicts.as_mut_ptr(), 4), p);
            assert_eq!(sudoku_clashes(g, null_mut(), 0), p);
            assert_eq!(sudoku_mistakes(g, cells.as_mut_ptr(), 81), p);
            assert_eq!(sudoku_game_save(g, buf.as_mut_ptr(), buf.len()), p);
            sudoku_game_free(g); // the probe fires before the free: g lives on
        });
        assert!(out.is_null());
        assert_eq!(buf, [0; SUDOKU_GAME_SAVE_BYTES]);
        assert_eq!(unsafe { &*g }.played, before);
        unsafe { sudoku_game_free(g) };
        unsafe { sudoku_game_free(null_mut()) };
        assert_eq!(unsafe { sudoku_game_digit(null(), 1, 1) }, SUDOKU_ERR_NULL);
    }

    #[test]
    fn cells_are_numbered_from_one_based_rows_and_columns() {
        assert_eq!(cell_at(1, 1, 9), Ok(0));
        assert_eq!(cell_at(9, 9, 9), Ok(80));
        assert_eq!(cell_at(2, 3, 9), Ok(11));
        assert_eq!(cell_at(16, 16, 16), Ok(255));
        assert_eq!(cell_at(10, 1, 16), Ok(144));
        let err = cell_at(5, 1, 4).unwrap_err();
        assert_eq!(err.status, SUDOKU_ERR_RANGE);
        assert_eq!(err.message.as_deref(), Some("row is 5, expected 1..4"));
        for (row, col) in [
            (0, 1),
            (1, 0),
            (10, 1),
            (1, 10),
            (-1, 1),
            (i32::MIN, i32::MAX),
        ] {
            assert_eq!(cell_at(row, col, 9).unwrap_err().status, SUDOKU_ERR_RANGE);
        }
    }
}
