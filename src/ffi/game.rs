//! Rating and generating puzzles across the C ABI.

use libc::c_char;

use super::boundary::{c_string, flatten, guard};
use super::buffer::{check_line_buffer, write_line};
use super::status::{
    SUDOKU_CONFLICT, SUDOKU_DEFAULT_MAX_GUESSES, SUDOKU_ERR_NULL, SUDOKU_ERR_PANIC,
    SUDOKU_ERR_PARSE, SUDOKU_ERR_RANGE, SUDOKU_LIMIT_REACHED, SUDOKU_NO_SOLUTION,
    SUDOKU_NOT_UNIQUE, SUDOKU_OK, SudokuStatus,
};
use crate::fast;
use crate::generate::{MIN_CLUE_TARGET, Options, Symmetry, generate};
use crate::grid::Grid;
use crate::logic::{Level, Rating, Technique, rate};

/// The generator version `sudoku_generate` implements: a seed gives the
/// same puzzle in every release with this version.
pub const SUDOKU_GENERATOR_VERSION: u32 = 2;
const _: () = assert!(SUDOKU_GENERATOR_VERSION == crate::generate::GENERATOR_VERSION);

/// Any level (for `sudoku_generate`).
pub const SUDOKU_LEVEL_ANY: i32 = -1;
/// Singles only.
pub const SUDOKU_LEVEL_EASY: i32 = 0;
/// Locked candidates and naked/hidden subsets.
pub const SUDOKU_LEVEL_MEDIUM: i32 = 1;
/// Fish, wings, Skyscraper, 2-String Kite.
pub const SUDOKU_LEVEL_HARD: i32 = 2;
/// Uniqueness (unique rectangle, BUG+1), simple colouring, X-/XY-chains.
pub const SUDOKU_LEVEL_EXPERT: i32 = 3;
/// Needs more than any technique here (guessing).
pub const SUDOKU_LEVEL_EXTREME: i32 = 4;

/// No symmetry.
pub const SUDOKU_SYMMETRY_NONE: i32 = 0;
/// Half-turn symmetry.
pub const SUDOKU_SYMMETRY_ROTATE180: i32 = 1;
/// Quarter-turn symmetry.
pub const SUDOKU_SYMMETRY_ROTATE90: i32 = 2;
/// Mirror across the vertical axis.
pub const SUDOKU_SYMMETRY_MIRROR: i32 = 3;
/// Mirror across the main diagonal.
pub const SUDOKU_SYMMETRY_DIAGONAL: i32 = 4;

/// A puzzle's difficulty (plain integers, safe to copy).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SudokuRating {
    /// Sudoku Explainer-style score in tenths: 12 means 1.2.
    pub score_tenths: i32,
    /// SUDOKU_LEVEL_EASY .. SUDOKU_LEVEL_EXTREME.
    pub level: i32,
    /// The hardest technique needed (see `sudoku_technique_name`).
    pub hardest: i32,
}

fn to_c(rating: &Rating) -> SudokuRating {
    SudokuRating {
        score_tenths: (rating.score * 10.0).round() as i32,
        level: rating.level as i32,
        hardest: rating.hardest.id(),
    }
}

const LEVELS: [Level; 5] = [
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Extreme,
];
const SYMMETRIES: [Symmetry; 5] = [
    Symmetry::None,
    Symmetry::Rotate180,
    Symmetry::Rotate90,
    Symmetry::Mirror,
    Symmetry::Diagonal,
];

/// The unique solution of `grid`, or the status that says why there is
/// none: SUDOKU_CONFLICT (clashing givens), SUDOKU_NO_SOLUTION,
/// SUDOKU_NOT_UNIQUE or SUDOKU_LIMIT_REACHED (the default budget ran out).
pub(crate) fn proper_solution(grid: &Grid) -> Result<Grid, SudokuStatus> {
    if !grid.is_consistent() {
        return Err(SUDOKU_CONFLICT);
    }
    unique_solution(fast::search(grid, 2, SUDOKU_DEFAULT_MAX_GUESSES))
}

/// The solution of a search run with limit 2 when it found exactly one, or
/// SUDOKU_NO_SOLUTION, SUDOKU_NOT_UNIQUE or SUDOKU_LIMIT_REACHED.
pub(crate) fn unique_solution(search: fast::FastResult) -> Result<Grid, SudokuStatus> {
    match (search.exhausted, search.solutions, search.first) {
        (true, _, _) => Err(SUDOKU_LIMIT_REACHED),
        (false, 1, Some(solution)) => Ok(solution),
        (false, 0, _) => Err(SUDOKU_NO_SOLUTION),
        _ => Err(SUDOKU_NOT_UNIQUE),
    }
}

/// Rates the NUL-terminated `puzzle` (same formats as `sudoku_set_string`)
/// with the logic solver and writes the result to `*rating`.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_NULL (NULL argument), SUDOKU_ERR_PARSE,
/// SUDOKU_CONFLICT (clashing givens), SUDOKU_NO_SOLUTION,
/// SUDOKU_NOT_UNIQUE (several solutions: only proper puzzles are rated) or
/// SUDOKU_LIMIT_REACHED (the uniqueness check ran out of guesses).
/// `*rating` is written only on SUDOKU_OK. Needs no handle; safe from any
/// thread.
///
/// # Safety
/// `puzzle` must be NULL or a NUL-terminated string; `rating` must be NULL
/// or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_rate(
    puzzle: *const c_char,
    rating: *mut SudokuRating,
) -> SudokuStatus {
    guard(SUDOKU_ERR_PANIC, || {
        flatten((|| {
            // SAFETY: per this function's contract.
            let text = unsafe { c_string(puzzle) }?;
            if rating.is_null() {
                return Err(SUDOKU_ERR_NULL);
            }
            let grid = Grid::parse(text).map_err(|_| SUDOKU_ERR_PARSE)?;
            proper_solution(&grid)?;
            let found = rate(&grid).ok_or(SUDOKU_NOT_UNIQUE)?;
            // SAFETY: non-NULL and writable per this function's contract.
            unsafe { rating.write(to_c(&found)) };
            Ok(SUDOKU_OK)
        })())
    })
}

/// Options of `sudoku_generate_clues` as C passes them.
struct GenerateArgs {
    level: i32,
    symmetry: i32,
    max_attempts: u32,
    clues: i32,
}

/// The body of both generate functions.
///
/// # Safety
/// As `sudoku_generate_clues`.
unsafe fn generate_into(
    seed: u64,
    args: GenerateArgs,
    puzzle: *mut c_char,
    solution: *mut c_char,
    cap: usize,
    rating: *mut SudokuRating,
) -> Result<SudokuStatus, SudokuStatus> {
    let level = match args.level {
        SUDOKU_LEVEL_ANY => None,
        l => Some(
            *usize::try_from(l)
                .ok()
                .and_then(|l| LEVELS.get(l))
                .ok_or(SUDOKU_ERR_RANGE)?,
        ),
    };
    let symmetry = *usize::try_from(args.symmetry)
        .ok()
        .and_then(|s| SYMMETRIES.get(s))
        .ok_or(SUDOKU_ERR_RANGE)?;
    let clues = match usize::try_from(args.clues) {
        Ok(0) => None,
        Ok(n) if (MIN_CLUE_TARGET..81).contains(&n) => Some(n),
        _ => return Err(SUDOKU_ERR_RANGE),
    };
    if args.max_attempts == 0 {
        return Err(SUDOKU_ERR_RANGE);
    }
    check_line_buffer(puzzle, cap)?;
    let options = Options {
        level,
        symmetry,
        max_attempts: args.max_attempts,
        clues,
    };
    let made = generate(seed, &options).map_err(|_| SUDOKU_LIMIT_REACHED)?;
    // SAFETY: per this function's contract; cap checked above.
    unsafe { write_line(puzzle, cap, &made.puzzle) }?;
    if !solution.is_null() {
        // SAFETY: as above.
        unsafe { write_line(solution, cap, &made.solution) }?;
    }
    if !rating.is_null() {
        // SAFETY: writable per this function's contract.
        unsafe { rating.write(to_c(&made.rating)) };
    }
    Ok(SUDOKU_OK)
}

/// Generates a minimal puzzle (no clue can be removed) with a unique
/// solution from `seed`; the same as `sudoku_generate_clues` with `clues`
/// 0. The same seed and options give the same puzzle on every platform
/// and in every release with SUDOKU_GENERATOR_VERSION 2.
///
/// # Safety
/// As `sudoku_generate_clues`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_generate(
    seed: u64,
    level: i32,
    symmetry: i32,
    max_attempts: u32,
    puzzle: *mut c_char,
    solution: *mut c_char,
    cap: usize,
    rating: *mut SudokuRating,
) -> SudokuStatus {
    guard(SUDOKU_ERR_PANIC, || {
        let args = GenerateArgs {
            level,
            symmetry,
            max_attempts,
            clues: 0,
        };
        // SAFETY: per this function's contract.
        flatten(unsafe { generate_into(seed, args, puzzle, solution, cap, rating) })
    })
}

/// Generates a puzzle with a unique solution from `seed`: the same seed
/// and options give the same puzzle on every platform (generator version
/// 2). `level` is SUDOKU_LEVEL_ANY or a level; `symmetry` a
/// SUDOKU_SYMMETRY_* value; `max_attempts` (>= 1) bounds the work;
/// `clues` is 0 for a minimal puzzle, or 17..80 to stop removing clues
/// once at most that many are left (with symmetry, one orbit fewer may
/// remain; an attempt whose minimal puzzle keeps more is rejected). Writes
/// the puzzle to `puzzle` and, when not NULL, the solution to `solution`
/// (81 characters and a NUL each; `cap` >= 82 applies to both) and the
/// rating to `*rating`.
///
/// Returns SUDOKU_OK, SUDOKU_LIMIT_REACHED (no such puzzle within
/// `max_attempts`), SUDOKU_ERR_RANGE (level, symmetry, max_attempts or
/// clues out of range), SUDOKU_ERR_NULL (NULL `puzzle`) or
/// SUDOKU_ERR_BUFFER (cap < 82). Nothing is written unless SUDOKU_OK.
/// Needs no handle; safe from any thread.
///
/// # Safety
/// `puzzle` must be NULL or writable for `cap` bytes, `solution` NULL or
/// writable for `cap` bytes, `rating` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_generate_clues(
    seed: u64,
    level: i32,
    symmetry: i32,
    max_attempts: u32,
    clues: i32,
    puzzle: *mut c_char,
    solution: *mut c_char,
    cap: usize,
    rating: *mut SudokuRating,
) -> SudokuStatus {
    guard(SUDOKU_ERR_PANIC, || {
        let args = GenerateArgs {
            level,
            symmetry,
            max_attempts,
            clues,
        };
        // SAFETY: per this function's contract.
        flatten(unsafe { generate_into(seed, args, puzzle, solution, cap, rating) })
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
    use super::*;

    #[test]
    fn levels_and_symmetries_match_their_constants() {
        assert_eq!(LEVELS[SUDOKU_LEVEL_EXTREME as usize], Level::Extreme);
        assert_eq!(LEVELS[SUDOKU_LEVEL_EASY as usize] as i32, SUDOKU_LEVEL_EASY);
        assert_eq!(
            SYMMETRIES[SUDOKU_SYMMETRY_DIAGONAL as usize],
            Symmetry::Diagonal
        );
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
    fn every_game_function_survives_a_panic() {
        let mut buf = [0 as c_char; 82];
        let mut rating = SudokuRating {
            score_tenths: 7,
            level: 7,
            hardest: 7,
        };
        panic_probe::armed(|| unsafe {
            assert_eq!(sudoku_rate(c"1".as_ptr(), &mut rating), SUDOKU_ERR_PANIC);
            let status = sudoku_generate(
                1,
                -1,
                0,
                1,
                buf.as_mut_ptr(),
                std::ptr::null_mut(),
                82,
                &mut rating,
            );
            assert_eq!(status, SUDOKU_ERR_PANIC);
            assert!(sudoku_technique_name(0).is_null());
        });
        assert_eq!(buf, [0; 82]);
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
