//! Generating on demand across the C ABI: `SudokuGenerateOptions` and
//! `sudoku_generate_with` (score bounds, the hardest technique, a cancel
//! flag).

use std::ffi::c_char;

use super::boundary::{guard_status, non_null};
use super::buffer::check_line_buffer;
use super::generator::{attempts_of, clues_of, generate_checked, symmetry_of, write_generated};
use super::last_error::{Fail, out_of_range};
use super::rating::SudokuRating;
use super::status::SudokuStatus;
use crate::generate::{Options, generate_until};
use crate::logic::Technique;

/// The highest score bound `SudokuGenerateOptions` accepts, in tenths
/// (every score is below it).
pub const SUDOKU_MAX_SCORE_TENTHS: i32 = 1000;

/// The highest lower score bound (`min_score_tenths`) the generator
/// accepts: 10.0. Its hardest puzzles score about 9.0-9.4; above 10.0 only
/// very long nested forcing chains or guesses score, and a random search
/// does not reach them, so a higher bound is SUDOKU_ERR_RANGE at once.
pub const SUDOKU_GENERATE_MAX_MIN_SCORE_TENTHS: i32 = 100;
const _: () =
    assert!(SUDOKU_GENERATE_MAX_MIN_SCORE_TENTHS as u16 == crate::generate::MAX_LOWER_BOUND_TENTHS);

/// The attempts every binding and the command line allow when not told:
/// enough to reach a score of 9.0 for most seeds. With
/// SUDOKU_GENERATE_DEFAULT_SYMMETRY, any level and a minimal puzzle, these
/// are the one set of generation defaults: the same seed gives the same
/// puzzle from C (`SudokuGenerateOptions` from the C++
/// `sudoku::generate_options()`), C++ `sudoku::generate(seed)`, C#
/// `SudokuBoard.Generate(seed, ...)`, JS `generate(seed)`, Lua
/// `sudoku.generate(seed)`, Rust `generate::Options::default()` and
/// `sudoku generate --seed`.
pub const SUDOKU_GENERATE_DEFAULT_ATTEMPTS: u32 = 1000;
const _: () = assert!(SUDOKU_GENERATE_DEFAULT_ATTEMPTS == crate::generate::DEFAULT_ATTEMPTS);

/// The symmetry every binding and the command line use when not told:
/// SUDOKU_SYMMETRY_ROTATE180 (see SUDOKU_GENERATE_DEFAULT_ATTEMPTS).
pub const SUDOKU_GENERATE_DEFAULT_SYMMETRY: i32 = 1;

/// What `sudoku_generate_with` makes. Set `size` to
/// sizeof(SudokuGenerateOptions), so that later releases can append fields.
/// (the header command, xtask, marks `cancel` volatile in sudoku.h:
/// cbindgen cannot.)
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct SudokuGenerateOptions {
    /// sizeof(SudokuGenerateOptions).
    pub size: u32,
    /// The lowest score wanted, in tenths; 0 = no lower bound.
    pub min_score_tenths: i32,
    /// The highest score wanted, in tenths; 0 = no upper bound.
    pub max_score_tenths: i32,
    /// The technique id the hardest step must be, -1 = any. Ratings never
    /// use the W-Wing (16), hidden rectangles (38), Sue de Coq (41), the ALS
    /// patterns (42, 43, 44), AIC (46) or the variant techniques (49, 50,
    /// 55-60): these are out of range (hints still show all but the
    /// variant ones).
    pub hardest: i32,
    /// SUDOKU_SYMMETRY_*.
    pub symmetry: i32,
    /// 0 = minimal, else as `sudoku_generate_clues`.
    pub clues: i32,
    /// Attempts before SUDOKU_LIMIT_REACHED; >= 1.
    pub max_attempts: u32,
    /// NULL, or polled: non-zero stops the call.
    pub cancel: *const i32,
}

impl Default for SudokuGenerateOptions {
    /// Any score and technique, SUDOKU_GENERATE_DEFAULT_SYMMETRY, a minimal
    /// puzzle, SUDOKU_GENERATE_DEFAULT_ATTEMPTS attempts, no cancel flag
    /// (what the C++ `sudoku::generate_options()` returns).
    fn default() -> Self {
        SudokuGenerateOptions {
            size: size_of::<SudokuGenerateOptions>() as u32,
            min_score_tenths: 0,
            max_score_tenths: 0,
            hardest: -1,
            symmetry: SUDOKU_GENERATE_DEFAULT_SYMMETRY,
            clues: 0,
            max_attempts: SUDOKU_GENERATE_DEFAULT_ATTEMPTS,
            cancel: std::ptr::null(),
        }
    }
}

/// A score bound from its C form, the field `name`:
/// 0..=SUDOKU_MAX_SCORE_TENTHS.
fn bound_of(tenths: i32, name: &str) -> Result<u16, Fail> {
    if (0..=SUDOKU_MAX_SCORE_TENTHS).contains(&tenths) {
        Ok(tenths as u16)
    } else {
        Err(out_of_range(name, tenths, "0..1000 (tenths)"))
    }
}

/// The safe-API options of a `SudokuGenerateOptions`, each field checked;
/// `Options::check` then finds options no puzzle can meet.
fn options_of(c: &SudokuGenerateOptions) -> Result<Options, Fail> {
    let expected = size_of::<SudokuGenerateOptions>();
    if c.size as usize != expected {
        return Err(out_of_range(
            "options->size",
            c.size,
            &format!("sizeof(SudokuGenerateOptions) = {expected}"),
        ));
    }
    let min = bound_of(c.min_score_tenths, "options->min_score_tenths")?;
    let max = bound_of(c.max_score_tenths, "options->max_score_tenths")?;
    let hardest = match c.hardest {
        -1 => None,
        id => Some(
            *usize::try_from(id)
                .ok()
                .and_then(|i| Technique::BY_ID.get(i))
                .ok_or_else(|| {
                    out_of_range("options->hardest", id, "-1 or a technique id (0..50)")
                })?,
        ),
    };
    Ok(Options {
        level: None,
        min_score_tenths: min,
        max_score_tenths: max,
        hardest,
        symmetry: symmetry_of(c.symmetry, "options->symmetry")?,
        max_attempts: attempts_of(c.max_attempts, "options->max_attempts")?,
        clues: clues_of(c.clues, "options->clues")?,
    })
}

/// The body of `sudoku_generate_with`.
///
/// # Safety
/// As `sudoku_generate_with`.
unsafe fn generate_with(
    seed: u64,
    options: *const SudokuGenerateOptions,
    puzzle: *mut c_char,
    solution: *mut c_char,
    cap: usize,
    rating: *mut SudokuRating,
) -> Result<SudokuStatus, Fail> {
    non_null(options, "options")?;
    // Only the size is read until it says the whole struct is there.
    // SAFETY: options points to at least the size field per the contract.
    let size = unsafe { options.cast::<u32>().read_unaligned() };
    let expected = size_of::<SudokuGenerateOptions>();
    if size as usize != expected {
        return Err(out_of_range(
            "options->size",
            size,
            &format!("sizeof(SudokuGenerateOptions) = {expected}"),
        ));
    }
    // SAFETY: `size` says the caller's struct is whole.
    let c = unsafe { options.read_unaligned() };
    let wanted = options_of(&c)?;
    check_line_buffer(puzzle, cap, "puzzle")?;
    if !solution.is_null() {
        check_line_buffer(solution, cap, "solution")?;
    }
    let cancel = c.cancel;
    // SAFETY: NULL or readable for the whole call per the contract; read
    // as volatile because another thread may set it.
    let stop = || !cancel.is_null() && unsafe { cancel.read_volatile() } != 0;
    let made = generate_checked(&wanted, |o| generate_until(seed, o, &stop))?;
    // SAFETY: per this function's contract; cap checked above.
    unsafe { write_generated(&made, puzzle, solution, cap, rating) }
}

/// Generates a puzzle with a unique solution from `seed` whose rating is
/// within the score bounds of `*options` and whose hardest step is
/// `options->hardest` (see SudokuGenerateOptions): the same seed and
/// options give the same puzzle on every platform (generator version 4).
/// Each attempt makes one puzzle and rates it. From a lower bound of 8.5
/// up, attempts climb: after a random puzzle, the next attempts move one
/// orbit of clues of the hardest puzzle so far (keeping it minimal and
/// unique), starting again from a random one after 40 attempts without a
/// harder puzzle. With a clue target they do not climb.
///
/// `*options->cancel` (when not NULL) is read between every two pieces of
/// work, each well under a millisecond: once non-zero, the call returns
/// SUDOKU_CANCELLED within 10 ms. Writes the puzzle to `puzzle` and, when
/// not NULL, the solution to `solution` (81 characters and a NUL each; `cap`
/// >= 82 applies to both) and the rating to `*rating`.
///
/// Returns SUDOKU_OK (the rating is within the bounds and the hardest step
/// matches), SUDOKU_LIMIT_REACHED (the attempts ran out), SUDOKU_CANCELLED,
/// SUDOKU_ERR_NULL (NULL `options` or `puzzle`), SUDOKU_ERR_RANGE (`size` is
/// not sizeof(SudokuGenerateOptions); a bound outside
/// 0..SUDOKU_MAX_SCORE_TENTHS, or the lower above a non-zero upper; an
/// unknown technique id, or one ratings never use (16, 38, 41-44, 46, 49, 50,
/// 55-60);
/// symmetry, clues or max_attempts as
/// `sudoku_generate_clues`) or SUDOKU_ERR_BUFFER (cap < 82). Nothing is
/// written unless SUDOKU_OK. Needs no handle; safe from any thread.
///
/// # Safety
/// `options` must be NULL or point to a readable SudokuGenerateOptions
/// whose `cancel` is NULL or readable until the call returns; `puzzle` NULL
/// or writable for `cap` bytes, `solution` NULL or writable for `cap`
/// bytes, `rating` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_generate_with(
    seed: u64,
    options: *const SudokuGenerateOptions,
    puzzle: *mut c_char,
    solution: *mut c_char,
    cap: usize,
    rating: *mut SudokuRating,
) -> SudokuStatus {
    guard_status("sudoku_generate_with", || {
        // SAFETY: per this function's contract.
        unsafe { generate_with(seed, options, puzzle, solution, cap, rating) }
    })
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::{SUDOKU_CANCELLED, SUDOKU_ERR_PANIC, SUDOKU_ERR_RANGE, SUDOKU_OK};
    use super::*;

    fn options() -> SudokuGenerateOptions {
        SudokuGenerateOptions {
            max_attempts: 100,
            ..Default::default()
        }
    }

    #[test]
    fn the_options_map_to_the_safe_api() {
        let mut c = options();
        c.min_score_tenths = 60;
        c.max_score_tenths = 75;
        c.hardest = Technique::XChain.id();
        let o = options_of(&c).unwrap();
        assert_eq!((o.min_score_tenths, o.max_score_tenths), (60, 75));
        assert_eq!(o.hardest, Some(Technique::XChain));
        assert_eq!(o.level, None);
        for bad in [
            SudokuGenerateOptions { size: 8, ..c },
            SudokuGenerateOptions {
                min_score_tenths: 80,
                ..c
            },
            SudokuGenerateOptions {
                max_score_tenths: -1,
                ..c
            },
            SudokuGenerateOptions { hardest: 38, ..c },
            SudokuGenerateOptions { hardest: 41, ..c },
            SudokuGenerateOptions { hardest: 42, ..c },
            SudokuGenerateOptions { hardest: 43, ..c },
            SudokuGenerateOptions { hardest: 44, ..c },
            SudokuGenerateOptions { hardest: 46, ..c },
            SudokuGenerateOptions { hardest: 49, ..c },
            SudokuGenerateOptions { hardest: 50, ..c },
            SudokuGenerateOptions { hardest: 16, ..c },
            SudokuGenerateOptions { hardest: 55, ..c },
            SudokuGenerateOptions { hardest: -2, ..c },
            SudokuGenerateOptions { symmetry: 5, ..c },
            SudokuGenerateOptions { clues: 16, ..c },
            SudokuGenerateOptions {
                max_attempts: 0,
                ..c
            },
        ] {
            let refused = options_of(&bad).and_then(|o| {
                o.check()
                    .map_err(|why| super::super::last_error::fail(SUDOKU_ERR_RANGE, why))
            });
            assert_eq!(refused.unwrap_err().status, SUDOKU_ERR_RANGE, "{bad:?}");
        }
    }

    #[test]
    fn a_set_flag_cancels_before_anything_is_written() {
        for (flag, expected) in [(1i32, SUDOKU_CANCELLED), (0, SUDOKU_OK)] {
            let c = SudokuGenerateOptions {
                cancel: &flag,
                ..options()
            };
            let mut buf = [7 as c_char; 82];
            let status = unsafe {
                sudoku_generate_with(
                    1,
                    &c,
                    buf.as_mut_ptr(),
                    std::ptr::null_mut(),
                    82,
                    std::ptr::null_mut(),
                )
            };
            assert_eq!(status, expected);
            assert_eq!(buf == [7; 82], expected == SUDOKU_CANCELLED);
        }
    }

    #[test]
    fn generate_with_survives_a_panic() {
        let mut buf = [0 as c_char; 82];
        let c = options();
        panic_probe::armed(|| unsafe {
            let status = sudoku_generate_with(
                1,
                &c,
                buf.as_mut_ptr(),
                std::ptr::null_mut(),
                82,
                std::ptr::null_mut(),
            );
            assert_eq!(status, SUDOKU_ERR_PANIC);
        });
        assert_eq!(buf, [0; 82]);
    }
}
