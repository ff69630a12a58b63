//! Rating puzzles across the C ABI: `SudokuRating`, the level constants and
//! technique names.

use std::ffi::c_char;

use super::boundary::{c_string, guard, guard_status, non_null};
use super::last_error::{Fail, fail, out_of_range};
use super::status::{SUDOKU_NOT_UNIQUE, SUDOKU_OK, SudokuStatus, parse_fail};
use super::unique::proper_solution;
use crate::grid::Grid;
use crate::logic::{Level, Rating, Technique, rate};

/// Any level (for `sudoku_generate`).
pub const SUDOKU_LEVEL_ANY: i32 = -1;
/// Score below 2.5: singles only.
pub const SUDOKU_LEVEL_EASY: i32 = 0;
/// Score 2.5-3.9: locked candidates, pairs, triples, X-Wing, Swordfish.
pub const SUDOKU_LEVEL_MEDIUM: i32 = 1;
/// Score 4.0-5.9: hidden triples, Skyscraper, kites, empty rectangles,
/// wings, unique rectangles, unique loops, quads, Jellyfish, simple
/// colouring, X-chains (grouped too), BUG.
pub const SUDOKU_LEVEL_HARD: i32 = 2;
/// Score 6.0-7.4: aligned pair exclusion, WXYZ- and VWXYZ-Wings,
/// XY-chains, static forcing chains (and long X-chains and BUG type 3 with
/// quads).
pub const SUDOKU_LEVEL_EXPERT: i32 = 3;
/// Score 7.5 and above: Nishio, multiple and dynamic forcing chains, or a
/// guess when they find nothing within the default work budget.
pub const SUDOKU_LEVEL_EXTREME: i32 = 4;

/// A puzzle's difficulty (plain integers, safe to copy).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SudokuRating {
    /// Sudoku Explainer-style score in tenths: 12 means 1.2.
    pub score_tenths: i32,
    /// SUDOKU_LEVEL_EASY .. SUDOKU_LEVEL_EXTREME.
    pub level: i32,
    /// The hardest technique needed (see `sudoku_technique_name`); the
    /// guess (21) when the solve guessed anywhere, `score_tenths` (the
    /// highest of its steps', 100 or more) then being a lower bound.
    pub hardest: i32,
}

/// The C form of a rating.
pub(super) fn to_c(rating: &Rating) -> SudokuRating {
    SudokuRating {
        score_tenths: (rating.score * 10.0).round() as i32,
        level: rating.level as i32,
        hardest: rating.hardest.id(),
    }
}

/// The levels by their SUDOKU_LEVEL_* number.
pub(super) const LEVELS: [Level; 5] = [
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Extreme,
];

/// The level argument: SUDOKU_LEVEL_ANY (`None`) or a level.
pub(super) fn level_of(level: i32) -> Result<Option<Level>, Fail> {
    match level {
        SUDOKU_LEVEL_ANY => Ok(None),
        l => usize::try_from(l)
            .ok()
            .and_then(|l| LEVELS.get(l))
            .map(|&l| Some(l))
            .ok_or_else(|| {
                out_of_range(
                    "level",
                    l,
                    "SUDOKU_LEVEL_ANY (-1) or a SUDOKU_LEVEL_* value (0..4)",
                )
            }),
    }
}

/// Rates the NUL-terminated `puzzle` (same formats as `sudoku_set_string`)
/// with the logic solver and writes the result to `*rating`: the hardest
/// step of a solve that takes the simplest step each time, on Sudoku
/// Explainer's scale. The rating leaves out patterns Sudoku Explainer
/// lacks, which would finish some puzzles it rates higher with cheaper
/// steps (the W-Wing 16, hidden rectangles 38, Sue de Coq 41, the ALS
/// patterns 42-44, AIC 46): hints still show them, but `hardest` is never
/// one of them.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_NULL (NULL argument), SUDOKU_ERR_PARSE,
/// SUDOKU_CONFLICT (clashing givens), SUDOKU_NO_SOLUTION,
/// SUDOKU_NOT_UNIQUE (several solutions: only proper puzzles are rated) or
/// SUDOKU_LIMIT_REACHED (the uniqueness check ran out of guesses).
/// `*rating` is written only on SUDOKU_OK. Needs no handle; safe from any
/// thread. When the forcing chains (nested ones two levels deep) find
/// nothing, or have spent their work budget over the solve (about four
/// seconds at most on our 2-core VM for the hardest known puzzles), the
/// solution's digit is guessed and the rest rated on: `hardest` is then
/// the guess (21), the level SUDOKU_LEVEL_EXTREME and the score, the
/// highest of the steps' (10.0 or more), a lower bound.
///
/// # Safety
/// `puzzle` must be NULL or a NUL-terminated string; `rating` must be NULL
/// or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_rate(
    puzzle: *const c_char,
    rating: *mut SudokuRating,
) -> SudokuStatus {
    guard_status("sudoku_rate", || {
        // SAFETY: per this function's contract.
        let text = unsafe { c_string(puzzle, "puzzle") }?;
        non_null(rating, "rating")?;
        let grid = Grid::parse(text).map_err(parse_fail)?;
        // The rating finds the solution itself; only a puzzle it
        // refuses is searched again, for the status that says why.
        let found = rate(&grid).ok_or_else(|| {
            proper_solution(&grid)
                .err()
                .unwrap_or_else(|| fail(SUDOKU_NOT_UNIQUE, crate::diagnose::NOT_UNIQUE))
        })?;
        // SAFETY: non-NULL and writable per this function's contract.
        unsafe { rating.write(to_c(&found)) };
        Ok(SUDOKU_OK)
    })
}

/// The static English name of technique number `technique` (as in
/// `SudokuRating.hardest`), or "unknown technique". Never free it. Safe
/// from any thread.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_technique_name(technique: i32) -> *const c_char {
    guard(std::ptr::null(), || {
        let name = usize::try_from(technique)
            .ok()
            .and_then(|i| Technique::BY_ID.get(i))
            .map_or(c"unknown technique", |t| t.c_name());
        name.as_ptr()
    })
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::SUDOKU_ERR_PANIC;
    use super::*;

    #[test]
    fn levels_and_techniques_match_their_numbers() {
        assert_eq!(LEVELS[SUDOKU_LEVEL_EXTREME as usize], Level::Extreme);
        assert_eq!(LEVELS[SUDOKU_LEVEL_EASY as usize] as i32, SUDOKU_LEVEL_EASY);
        // Numbers are stable: guess kept 21 when later techniques came.
        assert_eq!(Technique::Guess.id(), 21);
        assert_eq!(Technique::XyChain.id(), 25);
        for t in Technique::ALL {
            assert_eq!(Technique::BY_ID[t.id() as usize], t);
        }
        // Simplest first, each once.
        assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(Technique::ALL[0], Technique::FullHouse);
    }

    #[test]
    fn rating_functions_survive_a_panic() {
        let mut rating = SudokuRating {
            score_tenths: 7,
            level: 7,
            hardest: 7,
        };
        panic_probe::armed(|| unsafe {
            assert_eq!(sudoku_rate(c"1".as_ptr(), &mut rating), SUDOKU_ERR_PANIC);
            assert!(sudoku_technique_name(0).is_null());
        });
        assert_eq!(
            rating,
            SudokuRating {
                score_tenths: 7,
                level: 7,
                hardest: 7
            }
        );
    }
}
