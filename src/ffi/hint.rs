//! Hints across the C ABI: the plain-data `SudokuHint` and `sudoku_hint`
//! on a game (pencil-mark puzzles get theirs in `sukaku.rs`).

use std::ffi::c_char;

use super::boundary::{guard_status, non_null};
use super::game::{SudokuGame, with_classic};
use super::last_error::{Fail, out_of_range};
use super::status::{SUDOKU_OK, SudokuStatus, fail_of};
use crate::geometry::{CELLS, digit_bit};
use crate::hint::{Hint, hint};
use crate::logic::houses::HOUSE_COUNT;
use crate::play::Game;

/// The hint is the next logical step (`technique` says which).
pub const SUDOKU_HINT_STEP: i32 = 0;
/// The player's digit in `cells[0]` is wrong.
pub const SUDOKU_HINT_WRONG_DIGIT: i32 = 1;
/// The player's pencil marks in `cells[0]` leave out the solution's digit,
/// given in `placed[cells[0]]`.
pub const SUDOKU_HINT_MISSING_CANDIDATE: i32 = 2;
/// The grid is solved; nothing else is set.
pub const SUDOKU_HINT_SOLVED: i32 = 3;

/// Bytes of `SudokuHint.explanation`, NUL included.
pub const SUDOKU_HINT_TEXT_BYTES: usize = 512;

/// A hint as plain data (fixed-size arrays, no pointers; 880 bytes). Cells
/// are numbered 0..80 in reading order (row = cell / 9 + 1, column =
/// cell % 9 + 1); houses 0..26 are rows 1-9, columns 1-9, boxes 1-9.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SudokuHint {
    /// SUDOKU_HINT_STEP, _WRONG_DIGIT, _MISSING_CANDIDATE or _SOLVED.
    pub kind: i32,
    /// The technique of a step (see `sudoku_technique_name`), else -1.
    pub technique: i32,
    /// How many entries of `houses` are used.
    pub house_count: i32,
    /// How many entries of `cells` are used.
    pub cell_count: i32,
    /// Per cell, the candidates the step removes (bit k = digit k+1).
    pub eliminated: [u16; 81],
    /// The houses the step works in.
    pub houses: [u8; 27],
    /// The cells to highlight.
    pub cells: [u8; 81],
    /// Per cell, the digit the step places (0 = none).
    pub placed: [u8; 81],
    /// One English sentence, NUL-terminated (cut with "..." if longer).
    pub explanation: [c_char; SUDOKU_HINT_TEXT_BYTES],
    /// Always 0. It names the byte that would otherwise be trailing
    /// padding, so that every byte of the struct is written.
    pub reserved: u8,
}

const _: () = assert!(
    std::mem::size_of::<SudokuHint>() == 880
        && std::mem::offset_of!(SudokuHint, reserved) == 879
        && CELLS == 81
        && HOUSE_COUNT == 27
);

impl SudokuHint {
    pub(crate) fn from_hint(hint: &Hint) -> SudokuHint {
        let mut out = SudokuHint {
            kind: SUDOKU_HINT_STEP,
            technique: -1,
            house_count: 0,
            cell_count: 0,
            eliminated: [0; CELLS],
            houses: [0; HOUSE_COUNT],
            cells: [0; CELLS],
            placed: [0; CELLS],
            explanation: [0; SUDOKU_HINT_TEXT_BYTES],
            reserved: 0,
        };
        match hint {
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
                let step = hint.step().expect("a step");
                out.technique = step.technique.id();
                out.highlight(&step.cells);
                for (slot, &house) in out.houses.iter_mut().zip(&step.houses) {
                    *slot = house as u8;
                }
                out.house_count = step.houses.len().min(HOUSE_COUNT) as i32;
                for &(cell, digit) in &step.placements {
                    out.placed[cell] = digit;
                }
                for &(cell, digit) in &step.eliminations {
                    out.eliminated[cell] |= digit_bit(digit);
                }
            }
            Hint::Solved => out.kind = SUDOKU_HINT_SOLVED,
        }
        let text = explanation_bytes(&hint.explain());
        for (slot, &byte) in out.explanation.iter_mut().zip(&text) {
            *slot = byte as c_char;
        }
        out
    }

    fn highlight(&mut self, cells: &[usize]) {
        for (slot, &cell) in self.cells.iter_mut().zip(cells) {
            *slot = cell as u8;
        }
        self.cell_count = cells.len().min(CELLS) as i32;
    }
}

/// `text` cut to fit the hint's buffer with its NUL (ending in "..." when
/// cut).
pub(super) fn explanation_bytes(text: &str) -> Vec<u8> {
    let room = SUDOKU_HINT_TEXT_BYTES - 1;
    let mut bytes = text.as_bytes().to_vec();
    if bytes.len() > room {
        bytes.truncate(room - 3);
        bytes.extend_from_slice(b"...");
    }
    bytes
}

/// The hint `sudoku_hint` gives for `use_pencil` (0 or 1, else
/// SUDOKU_ERR_RANGE), or the status that says why there is none.
pub(super) fn game_hint(game: &Game, use_pencil: i32) -> Result<Hint, Fail> {
    hint(game, pencil_flag(use_pencil)?).map_err(|e| fail_of(&e))
}

/// The `use_pencil` argument: 0 or 1, else SUDOKU_ERR_RANGE.
pub(super) fn pencil_flag(use_pencil: i32) -> Result<bool, Fail> {
    match use_pencil {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(out_of_range("use_pencil", use_pencil, "0 or 1")),
    }
}

/// The hint for the player's current grid, written to `*out`: first a wrong
/// entry if there is one; with `use_pencil` = 1, then a cell whose pencil
/// marks leave out the solution's digit; otherwise the simplest logical
/// step, reading candidates from the player's pencil marks (where a cell
/// has some) when `use_pencil` is 1 and from the grid alone when it is 0.
///
/// Hints always make progress. A step is given as it is when it places a
/// digit or removes a candidate from a cell where the player keeps pencil
/// marks (`use_pencil` = 1 and the cell has some): apply it by entering
/// `placed` and striking `eliminated` from those marks. A step that only
/// removes candidates the player keeps no marks for (every cell when
/// `use_pencil` is 0) is not given alone: the hint goes on to the
/// placement those removals lead to. It names that placement in `placed`,
/// gives every removal on the way in `eliminated` (the reason), tells each
/// step in order in `explanation` ("... Then hidden single ..."), and its
/// `technique` is the hardest of them (its chain is the one
/// `sudoku_hint_chain` gives). Following hints without marks, entering
/// each `placed` digit, therefore finishes any puzzle with one solution.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_RANGE (`use_pencil` not 0 or 1) or
/// SUDOKU_ERR_NULL; `*out` is written only on SUDOKU_OK.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile; `out` NULL
/// or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_hint(
    g: *const SudokuGame,
    use_pencil: i32,
    out: *mut SudokuHint,
) -> SudokuStatus {
    guard_status("sudoku_hint", || {
        // SAFETY: per this function's contract.
        unsafe {
            with_classic(g, |game| {
                non_null(out, "out")?;
                let found = game_hint(game, use_pencil)?;
                // SAFETY: non-NULL and writable per the contract.
                out.write(SudokuHint::from_hint(&found));
                Ok(SUDOKU_OK)
            })
        }
    })
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::SUDOKU_ERR_PANIC;
    use super::*;

    #[test]
    fn hint_survives_a_panic() {
        let g = super::super::game::tests::new_game();
        let hint = SudokuHint::from_hint(&Hint::Solved);
        let mut after = hint;
        panic_probe::armed(|| unsafe {
            assert_eq!(sudoku_hint(g, 0, &mut after), SUDOKU_ERR_PANIC);
        });
        assert_eq!(after, hint);
        unsafe { super::super::game::sudoku_game_free(g) };
    }

    #[test]
    fn long_explanations_are_cut_with_an_ellipsis() {
        let long = "x".repeat(600);
        let cut = explanation_bytes(&long);
        assert_eq!(cut.len(), SUDOKU_HINT_TEXT_BYTES - 1);
        assert!(cut.ends_with(b"x..."));
        assert_eq!(explanation_bytes("short."), b"short.");
    }
}
