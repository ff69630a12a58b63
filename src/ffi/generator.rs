//! Generating puzzles across the C ABI: the generator version, symmetry
//! constants and `sudoku_generate` / `sudoku_generate_clues`.

use std::ffi::c_char;

use super::boundary::guard_status;
use super::buffer::{check_line_buffer, write_line};
use super::last_error::{Fail, fail, out_of_range};
use super::rating::{SudokuRating, level_of, to_c};
use super::status::{SUDOKU_ERR_RANGE, SUDOKU_OK, SudokuStatus, fail_of};
use crate::error::Error;
use crate::generate::{Generated, MIN_CLUE_TARGET, Options, Symmetry, generate};

/// The generator version `sudoku_generate` implements: a seed gives the
/// same puzzle in every release with this version.
pub const SUDOKU_GENERATOR_VERSION: u32 = 5;
const _: () = assert!(SUDOKU_GENERATOR_VERSION == crate::generate::GENERATOR_VERSION);

/// The fewest clues `sudoku_generate_clues` may target (no 16-clue puzzle
/// has a unique solution); its `clues` is 0 or this..80.
pub const SUDOKU_MIN_CLUE_TARGET: i32 = 17;
const _: () = assert!(SUDOKU_MIN_CLUE_TARGET as usize == MIN_CLUE_TARGET);

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

/// The symmetries by their SUDOKU_SYMMETRY_* number.
const _: () = assert!(
    matches!(crate::generate::DEFAULT_SYMMETRY, Symmetry::Rotate180)
        && super::generate_options::SUDOKU_GENERATE_DEFAULT_SYMMETRY == SUDOKU_SYMMETRY_ROTATE180
);

const SYMMETRIES: [Symmetry; 5] = [
    Symmetry::None,
    Symmetry::Rotate180,
    Symmetry::Rotate90,
    Symmetry::Mirror,
    Symmetry::Diagonal,
];

/// Options of `sudoku_generate_clues` as C passes them.
struct GenerateArgs {
    level: i32,
    symmetry: i32,
    max_attempts: u32,
    clues: i32,
}

/// A symmetry from its SUDOKU_SYMMETRY_* number.
pub(super) fn symmetry_of(symmetry: i32, name: &str) -> Result<Symmetry, Fail> {
    usize::try_from(symmetry)
        .ok()
        .and_then(|s| SYMMETRIES.get(s))
        .copied()
        .ok_or_else(|| out_of_range(name, symmetry, "a SUDOKU_SYMMETRY_* value (0..4)"))
}

/// A clue target from its C form: 0 (minimal) or
/// SUDOKU_MIN_CLUE_TARGET..80.
pub(super) fn clues_of(clues: i32, name: &str) -> Result<Option<usize>, Fail> {
    match usize::try_from(clues) {
        Ok(0) => Ok(None),
        Ok(n) if (MIN_CLUE_TARGET..81).contains(&n) => Ok(Some(n)),
        _ => Err(out_of_range(name, clues, "0 (minimal) or 17..80")),
    }
}

/// `max_attempts`: at least 1.
pub(super) fn attempts_of(max_attempts: u32, name: &str) -> Result<u32, Fail> {
    match max_attempts {
        0 => Err(out_of_range(name, 0, "at least 1")),
        n => Ok(n),
    }
}

/// Checks `options` before any work ([`Options::check`]) and generates.
pub(super) fn generate_checked(
    options: &Options,
    run: impl FnOnce(&Options) -> Result<Generated, Error>,
) -> Result<Generated, Fail> {
    options.check().map_err(|why| fail(SUDOKU_ERR_RANGE, why))?;
    run(options).map_err(|e| match e {
        Error::Exhausted => fail(
            super::status::SUDOKU_LIMIT_REACHED,
            format_args!(
                "no puzzle as asked in {} attempt{}",
                options.max_attempts,
                if options.max_attempts == 1 { "" } else { "s" }
            ),
        ),
        Error::Cancelled => fail(
            super::status::SUDOKU_CANCELLED,
            "cancelled by the caller's flag",
        ),
        e => fail_of(&e),
    })
}

/// Writes a generated puzzle, its solution (when not NULL) and its rating
/// (when not NULL).
///
/// # Safety
/// As `sudoku_generate_clues`; `cap` checked by the caller.
pub(super) unsafe fn write_generated(
    made: &Generated,
    puzzle: *mut c_char,
    solution: *mut c_char,
    cap: usize,
    rating: *mut SudokuRating,
) -> Result<SudokuStatus, Fail> {
    // SAFETY: per this function's contract.
    unsafe { write_line(puzzle, cap, &made.puzzle, "puzzle") }?;
    if !solution.is_null() {
        // SAFETY: as above.
        unsafe { write_line(solution, cap, &made.solution, "solution") }?;
    }
    if !rating.is_null() {
        // SAFETY: writable per this function's contract.
        unsafe { rating.write(to_c(&made.rating)) };
    }
    Ok(SUDOKU_OK)
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
) -> Result<SudokuStatus, Fail> {
    let level = level_of(args.level)?;
    let symmetry = symmetry_of(args.symmetry, "symmetry")?;
    let clues = clues_of(args.clues, "clues")?;
    let max_attempts = attempts_of(args.max_attempts, "max_attempts")?;
    check_line_buffer(puzzle, cap, "puzzle")?;
    if !solution.is_null() {
        check_line_buffer(solution, cap, "solution")?;
    }
    let options = Options {
        level,
        symmetry,
        max_attempts,
        clues,
        ..Options::default()
    };
    let made = generate_checked(&options, |o| generate(seed, o))?;
    // SAFETY: per this function's contract; cap checked above.
    unsafe { write_generated(&made, puzzle, solution, cap, rating) }
}

/// Generates a minimal puzzle with a unique solution from `seed`: no clue
/// can be removed (with a symmetry: no symmetric group of clues) without
/// losing uniqueness, whatever the level. The same as
/// `sudoku_generate_clues` with `clues` 0. The same seed and options give the same puzzle on every platform
/// and in every release with SUDOKU_GENERATOR_VERSION 5.
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
    guard_status("sudoku_generate", || {
        let args = GenerateArgs {
            level,
            symmetry,
            max_attempts,
            clues: 0,
        };
        // SAFETY: per this function's contract.
        unsafe { generate_into(seed, args, puzzle, solution, cap, rating) }
    })
}

/// Generates a puzzle with a unique solution from `seed`: the same seed
/// and options give the same puzzle on every platform (generator version
/// 3). `level` is SUDOKU_LEVEL_ANY or a level; `symmetry` a
/// SUDOKU_SYMMETRY_* value; `max_attempts` (>= 1) bounds the work: each
/// attempt makes one full puzzle and keeps it only when its level is the
/// one asked for; `clues` is 0 for a minimal puzzle, or
/// SUDOKU_MIN_CLUE_TARGET..80 to stop removing clues
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
    guard_status("sudoku_generate_clues", || {
        let args = GenerateArgs {
            level,
            symmetry,
            max_attempts,
            clues,
        };
        // SAFETY: per this function's contract.
        unsafe { generate_into(seed, args, puzzle, solution, cap, rating) }
    })
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::SUDOKU_ERR_PANIC;
    use super::*;

    #[test]
    fn symmetries_match_their_constants() {
        assert_eq!(
            SYMMETRIES[SUDOKU_SYMMETRY_DIAGONAL as usize],
            Symmetry::Diagonal
        );
        assert_eq!(SYMMETRIES[SUDOKU_SYMMETRY_NONE as usize], Symmetry::None);
    }

    #[test]
    fn generate_functions_survive_a_panic() {
        let mut buf = [0 as c_char; 82];
        let mut rating = SudokuRating {
            score_tenths: 7,
            level: 7,
            hardest: 7,
        };
        let before = rating;
        panic_probe::armed(|| unsafe {
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
            let status = sudoku_generate_clues(
                1,
                -1,
                0,
                1,
                30,
                buf.as_mut_ptr(),
                std::ptr::null_mut(),
                82,
                &mut rating,
            );
            assert_eq!(status, SUDOKU_ERR_PANIC);
        });
        assert_eq!(buf, [0; 82]);
        assert_eq!(rating, before);
    }
}
