//! Games and hints on variants through the C ABI: `sudoku_variant_game_new`
//! makes a `SudokuGame` that every `sudoku_game_*` function serves, and
//! `sudoku_variant_hint` gives hints with room for 256 cells.

use std::ffi::c_char;

use super::boundary::{borrow, guard_status, guard_value, hand_out, non_null};
use super::game::{Played, SudokuGame, with_game, with_played};
use super::hint::{
    SUDOKU_HINT_MISSING_CANDIDATE, SUDOKU_HINT_SOLVED, SUDOKU_HINT_STEP, SUDOKU_HINT_TEXT_BYTES,
    SUDOKU_HINT_WRONG_DIGIT, explanation_bytes, game_hint, pencil_flag,
};
use super::status::{SUDOKU_OK, SudokuStatus};
use super::variant::SudokuVariant;
use super::variant_rating::improper_fail;
use crate::geometry::digit_bit;
use crate::hint::Hint;
use crate::variant::MAX_CELLS;
use crate::variant::game::VariantGame;
use crate::variant::hint::{VariantHint, hint};
use crate::variant::logic::VariantStep;

/// Houses a `SudokuVariantHint` lists at most.
pub const SUDOKU_VARIANT_HINT_HOUSES: usize = 32;

/// Cells of the largest variant (16 x 16): the length of the per-cell
/// arrays of `SudokuVariantHint`.
pub const SUDOKU_VARIANT_MAX_CELLS: usize = 256;

/// A hint on a game of any size as plain data (fixed-size arrays, no
/// pointers; 1620 bytes, every byte written). Cells are numbered
/// 0..N*N-1 in reading order (row = cell / N + 1, column = cell % N + 1);
/// houses as in `SudokuClash.house` (rows 0..N-1, columns N..2N-1, boxes
/// or regions 2N..3N-1, then diagonals and windows, then cage k as house
/// count + k).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SudokuVariantHint {
    /// SUDOKU_HINT_STEP, _WRONG_DIGIT, _MISSING_CANDIDATE or _SOLVED.
    pub kind: i32,
    /// The technique of a step (see `sudoku_technique_name`), else -1.
    pub technique: i32,
    /// N: the grid is N x N.
    pub size: i32,
    /// How many entries of `houses` are used.
    pub house_count: i32,
    /// How many entries of `cells` are used.
    pub cell_count: i32,
    /// The houses the step works in.
    pub houses: [u16; SUDOKU_VARIANT_HINT_HOUSES],
    /// Per cell, the candidates the step removes (bit k = digit k+1).
    pub eliminated: [u16; SUDOKU_VARIANT_MAX_CELLS],
    /// The cells to highlight.
    pub cells: [u8; SUDOKU_VARIANT_MAX_CELLS],
    /// Per cell, the digit the step places (0 = none).
    pub placed: [u8; SUDOKU_VARIANT_MAX_CELLS],
    /// One English sentence, NUL-terminated (cut with "..." if longer).
    pub explanation: [c_char; SUDOKU_HINT_TEXT_BYTES],
}

const _: () = assert!(
    std::mem::size_of::<SudokuVariantHint>() == 1620
        && std::mem::offset_of!(SudokuVariantHint, explanation) == 1108
        && MAX_CELLS == SUDOKU_VARIANT_MAX_CELLS
);

impl SudokuVariantHint {
    fn empty(size: usize) -> SudokuVariantHint {
        SudokuVariantHint {
            kind: SUDOKU_HINT_STEP,
            technique: -1,
            size: size as i32,
            house_count: 0,
            cell_count: 0,
            houses: [0; SUDOKU_VARIANT_HINT_HOUSES],
            eliminated: [0; MAX_CELLS],
            cells: [0; MAX_CELLS],
            placed: [0; MAX_CELLS],
            explanation: [0; SUDOKU_HINT_TEXT_BYTES],
        }
    }

    fn highlight(&mut self, cells: &[usize]) {
        for (slot, &cell) in self.cells.iter_mut().zip(cells) {
            *slot = cell as u8;
        }
        self.cell_count = cells.len().min(MAX_CELLS) as i32;
    }

    fn step(&mut self, step: &VariantStep) {
        self.technique = step.technique.id();
        self.highlight(&step.cells);
        for (slot, &house) in self.houses.iter_mut().zip(&step.houses) {
            *slot = house as u16;
        }
        self.house_count = step.houses.len().min(SUDOKU_VARIANT_HINT_HOUSES) as i32;
        for &(cell, digit) in &step.placements {
            self.placed[cell] = digit;
        }
        for &(cell, digit) in &step.eliminations {
            self.eliminated[cell] |= digit_bit(digit);
        }
    }

    fn explain(&mut self, text: &str) {
        for (slot, &byte) in self.explanation.iter_mut().zip(&explanation_bytes(text)) {
            *slot = byte as c_char;
        }
    }

    /// The C form of a variant game's hint.
    fn from_variant(game: &VariantGame, found: &VariantHint) -> SudokuVariantHint {
        let mut out = SudokuVariantHint::empty(game.variant().size());
        match found {
            VariantHint::WrongDigit { cell, .. } => {
                out.kind = SUDOKU_HINT_WRONG_DIGIT;
                out.highlight(&[*cell]);
            }
            VariantHint::MissingCandidate { cell, digit } => {
                out.kind = SUDOKU_HINT_MISSING_CANDIDATE;
                out.highlight(&[*cell]);
                out.placed[*cell] = *digit;
            }
            VariantHint::Step(_) | VariantHint::Placement(_) => {
                out.step(&found.step().expect("a step"))
            }
            VariantHint::Solved => out.kind = SUDOKU_HINT_SOLVED,
        }
        out.explain(&found.explain(game.variant()));
        out
    }

    /// The C form of a classic game's hint (the same as `sudoku_hint`'s).
    fn from_classic(found: &Hint) -> SudokuVariantHint {
        let mut out = SudokuVariantHint::empty(9);
        match found {
            Hint::WrongDigit { cell, .. } => {
                out.kind = SUDOKU_HINT_WRONG_DIGIT;
                out.highlight(&[*cell]);
            }
            Hint::MissingCandidate { cell, digit } => {
                out.kind = SUDOKU_HINT_MISSING_CANDIDATE;
                out.highlight(&[*cell]);
                out.placed[*cell] = *digit;
            }
            Hint::Step(_) | Hint::Placement(_) => {
                out.step(&VariantStep::from(&found.step().expect("a step")))
            }
            Hint::Solved => out.kind = SUDOKU_HINT_SOLVED,
        }
        out.explain(&found.explain());
        out
    }
}

/// Starts a game on the variant `v` (which stays the caller's: the game
/// keeps its own copy) and writes the new handle to `*out`. Every
/// `sudoku_game_*` function, `sudoku_clashes`, `sudoku_conflicts`,
/// `sudoku_mistakes` and `sudoku_game_save`/`_load` work on it, with rows,
/// columns and digits 1..N; hints come from `sudoku_variant_hint`
/// (`sudoku_hint` and `sudoku_hint_chain` return SUDOKU_ERR_RANGE for it).
///
/// Returns SUDOKU_OK; SUDOKU_ERR_NULL (NULL argument); SUDOKU_NO_SOLUTION,
/// SUDOKU_NOT_UNIQUE or SUDOKU_LIMIT_REACHED (a game needs a variant with
/// exactly one solution, found within the variant default of
/// SUDOKU_VARIANT_DEFAULT_WORK / (N*N) guesses: a few seconds at most);
/// SUDOKU_ERR_PANIC if memory ran out. `*out` is written only on
/// SUDOKU_OK; release the game with `sudoku_game_free`.
///
/// # Safety
/// `v` must be NULL or a live variant; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_game_new(
    v: *const SudokuVariant,
    out: *mut *mut SudokuGame,
) -> SudokuStatus {
    guard_status("sudoku_variant_game_new", || {
        // SAFETY: per this function's contract.
        let v = unsafe { borrow(v, "v") }?;
        non_null(out, "out")?;
        let game = VariantGame::new(v.variant.clone()).map_err(improper_fail)?;
        let played = Played::Variant(game);
        // SAFETY: out is non-NULL and writable per the contract.
        unsafe { hand_out(SudokuGame { played }, out) }
    })
}

/// N, the game's grid size (9 for a classic game), or SUDOKU_ERR_NULL.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_size(g: *const SudokuGame) -> i32 {
    guard_value("sudoku_game_size", || {
        // SAFETY: per this function's contract.
        unsafe { with_game(g, |game| Ok(game.size() as i32)) }
    })
}

/// The bytes `sudoku_game_save` needs for this game now, its NUL
/// included (SUDOKU_GAME_SAVE_BYTES for a classic game), or
/// SUDOKU_ERR_NULL.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_game_save_bytes(g: *const SudokuGame) -> i32 {
    guard_value("sudoku_game_save_bytes", || {
        // SAFETY: per this function's contract.
        unsafe { with_game(g, |game| Ok(game.save().len() as i32 + 1)) }
    })
}

/// The hint for the player's current grid on any game, classic or
/// variant, written to `*out`: first a wrong entry if there is one; with
/// `use_pencil` = 1, then a cell whose pencil marks leave out the
/// solution's digit; otherwise the simplest logical step, reading
/// candidates from the player's pencil marks (where a cell has some) when
/// `use_pencil` is 1 and from the grid alone when it is 0. On a variant,
/// the step comes from the variant logic (as `sudoku_variant_rate`), or a
/// guess of the solution's digit when its techniques run out; on a classic
/// game it is `sudoku_hint`'s. As with `sudoku_hint`, a step that only
/// removes candidates the player keeps no marks for leads on to the
/// placement it allows, so that following hints always makes progress.
/// A variant hint's work is bounded by default: its forcing chains derive
/// at most 30 million facts up to 9x9 (the classic budget on a 9x9 of
/// houses) and 30 million x (81 / cells)^2 on larger grids (3 million at
/// 16x16), past which the hint is the guess; about 3 s at most on a
/// 2-core VM.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_RANGE (`use_pencil` not 0 or 1) or
/// SUDOKU_ERR_NULL; `*out` is written only on SUDOKU_OK.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile; `out` NULL
/// or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_hint(
    g: *const SudokuGame,
    use_pencil: i32,
    out: *mut SudokuVariantHint,
) -> SudokuStatus {
    guard_status("sudoku_variant_hint", || {
        // SAFETY: per this function's contract.
        unsafe {
            with_played(g, |played| {
                non_null(out, "out")?;
                let found = match played {
                    Played::Classic(game) => {
                        SudokuVariantHint::from_classic(&game_hint(game, use_pencil)?)
                    }
                    Played::Variant(game) => {
                        SudokuVariantHint::from_variant(game, &hint(game, pencil_flag(use_pencil)?))
                    }
                };
                // SAFETY: non-NULL and writable per the contract.
                out.write(found);
                Ok(SUDOKU_OK)
            })
        }
    })
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::game::{sudoku_game_free, sudoku_game_load, sudoku_game_save};
    use super::super::status::{SUDOKU_ERR_PANIC, SUDOKU_ERR_RANGE};
    use super::super::variant::{sudoku_variant_free, sudoku_variant_parse};
    use super::*;
    use std::ptr::null_mut;

    fn variant(text: &std::ffi::CStr) -> *mut SudokuVariant {
        let mut v = null_mut();
        assert_eq!(
            unsafe { sudoku_variant_parse(text.as_ptr(), &mut v) },
            SUDOKU_OK
        );
        v
    }

    #[test]
    fn a_variant_game_plays_saves_and_hints() {
        let template = crate::variant::Variant::parse("size 16").unwrap();
        let puzzle = crate::variant::generate(&template, 1, 20).unwrap();
        let text = std::ffi::CString::new(puzzle.to_text()).unwrap();
        let v = variant(&text);
        let mut g = null_mut();
        assert_eq!(unsafe { sudoku_variant_game_new(v, &mut g) }, SUDOKU_OK);
        unsafe { sudoku_variant_free(v) }; // the game keeps its own copy
        assert_eq!(unsafe { sudoku_game_size(g) }, 16);
        let mut hint = SudokuVariantHint::empty(0);
        assert_eq!(unsafe { sudoku_variant_hint(g, 0, &mut hint) }, SUDOKU_OK);
        assert_eq!(hint.kind, SUDOKU_HINT_STEP);
        assert_eq!(hint.size, 16);
        assert!(hint.cell_count >= 1);
        let bytes = unsafe { sudoku_game_save_bytes(g) };
        assert!(bytes > 256 * 5);
        let mut buf = vec![0 as c_char; bytes as usize];
        assert_eq!(
            unsafe { sudoku_game_save(g, buf.as_mut_ptr(), buf.len() - 1) },
            super::super::status::SUDOKU_ERR_BUFFER
        );
        assert_eq!(
            unsafe { sudoku_game_save(g, buf.as_mut_ptr(), buf.len()) },
            SUDOKU_OK
        );
        let mut back = null_mut();
        assert_eq!(
            unsafe { sudoku_game_load(buf.as_ptr(), &mut back) },
            SUDOKU_OK
        );
        assert_eq!(unsafe { sudoku_game_size(back) }, 16);
        assert_eq!(
            unsafe { sudoku_variant_hint(g, 2, &mut hint) },
            SUDOKU_ERR_RANGE
        );
        unsafe {
            sudoku_game_free(g);
            sudoku_game_free(back);
        }
    }

    #[test]
    fn variant_game_functions_survive_a_panic() {
        let v = variant(c"size 4\ngivens 1234341221434321");
        let mut g = null_mut();
        let mut hint = SudokuVariantHint::empty(4);
        panic_probe::armed(|| unsafe {
            assert_eq!(sudoku_variant_game_new(v, &mut g), SUDOKU_ERR_PANIC);
            assert_eq!(sudoku_game_size(std::ptr::null()), SUDOKU_ERR_PANIC);
            assert_eq!(sudoku_game_save_bytes(std::ptr::null()), SUDOKU_ERR_PANIC);
            assert_eq!(
                sudoku_variant_hint(std::ptr::null(), 0, &mut hint),
                SUDOKU_ERR_PANIC
            );
        });
        assert!(g.is_null());
        assert_eq!(hint, SudokuVariantHint::empty(4));
        unsafe { sudoku_variant_free(v) };
    }
}
