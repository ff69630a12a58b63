//! Rating and generating variants through the C ABI.

use std::ffi::c_char;

use super::boundary::{borrow, c_string, guard_status, non_null};
use super::buffer::{check_buffer, write_truncated};
use super::generator::attempts_of;
use super::last_error::{Fail, fail};
use super::rating::{SudokuRating, level_of, to_c};
use super::status::{
    SUDOKU_CANCELLED, SUDOKU_ERR_PARSE, SUDOKU_LIMIT_REACHED, SUDOKU_NO_SOLUTION, SUDOKU_OK,
    SudokuStatus, fail_of, status_of,
};
use super::variant::{SudokuVariant, variant_fail};
use super::variant_options::{Limits, SudokuVariantOptions, limits_of};
use crate::error::Error;
use crate::stop::{Stop, Stopped};
use crate::variant::logic::{Improper, rate_until};
use crate::variant::recipe::Recipe;

/// The failure that says why a variant has no rating.
pub(super) fn improper_fail(why: Improper) -> Fail {
    fail(status_of(&why.into()), why.message())
}

/// Rates the variant on the classic scale and writes the result to
/// `*rating`: a 9x9 whose rules are all houses with the classic logic's
/// rating (the techniques `sudoku_rate` uses), any other with every
/// technique of the variant logic (singles, locked candidates, subsets, fish,
/// Skyscrapers, 2-String Kites, empty rectangles, simple colouring,
/// XY-/XYZ-/W-/WXYZ-/VWXYZ-Wings, aligned pair exclusion, Sue de Coq, cage
/// combinations, innies and outies, X-/XY-chains and AICs with group
/// nodes, ALS-XZ, ALS-XY-Wings, ALS chains, the classic logic's forcing
/// chains (static, Nishio, multiple, dynamic, dynamic "plus" and nested,
/// following every rule of the variant), and where every rule is a house,
/// unique rectangles and loops, hidden rectangles and BUG). When those
/// techniques run out, or the forcing chains have spent their work budget
/// over the solve (30 million implications up to 9x9, 30 million x (81 /
/// cells)^2 on larger grids; the hardest variants in README take up to
/// about three seconds on our 2-core VM; the classic logic's budget, as
/// `sudoku_rate`, on a 9x9 of houses),
/// the rest is guessed: `hardest` is then the guess technique (21), the
/// level SUDOKU_LEVEL_EXTREME and the score, the highest of the steps'
/// (10.0 or more), a lower bound.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_NULL, SUDOKU_NO_SOLUTION,
/// SUDOKU_NOT_UNIQUE (only variants with one solution are rated) or
/// SUDOKU_LIMIT_REACHED (the uniqueness check ran out of guesses).
/// `*rating` is written only on SUDOKU_OK. Many threads may rate one
/// variant at once.
///
/// # Safety
/// `v` must be NULL or a live variant; `rating` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_rate(
    v: *const SudokuVariant,
    rating: *mut SudokuRating,
) -> SudokuStatus {
    guard_status("sudoku_variant_rate", || {
        // SAFETY: per this function's contract (NULL options: the defaults).
        unsafe { rate_within(v, rating, std::ptr::null()) }
    })
}

/// Generates a variant puzzle with a unique solution from `seed` and
/// writes its whole description (the `sudoku_variant_parse` format, with
/// its `givens` line) and a NUL to `text`. `rules` is that format without
/// givens (at least `size N`), where the `rules` line may also say
/// `jigsaw` (make random irregular regions; no `regions` line then) and
/// `killer` (make killer cages and no givens; no `cage` lines then).
/// A `givens` line of blanks only is allowed (it is no givens); with
/// `jigsaw`, a `boxes` line is refused (the regions are made from the
/// size's default boxes).
/// `level` is SUDOKU_LEVEL_ANY or a level, as `sudoku_variant_rate` rates
/// it; each of `max_attempts` (>= 1) attempts makes and rates one puzzle.
/// The same seed, rules and level give the same puzzle everywhere.
///
/// Returns SUDOKU_OK; SUDOKU_LIMIT_REACHED (no puzzle of that level
/// within `max_attempts`); SUDOKU_NO_SOLUTION (no grid keeps the rules);
/// SUDOKU_ERR_PARSE (`rules` does not follow the format, or has givens);
/// SUDOKU_ERR_RANGE (level or
/// max_attempts out of range); SUDOKU_ERR_NULL; SUDOKU_ERR_BUFFER (`cap`
/// too small for the description: nothing is written, and 4096 bytes
/// always suffice for 9x9 and smaller, 8192 for any size). Nothing is
/// written unless SUDOKU_OK. Safe from any thread.
///
/// # Safety
/// `rules` must be NULL or a NUL-terminated string; `text` NULL or
/// writable for `cap` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_generate(
    seed: u64,
    rules: *const c_char,
    level: i32,
    max_attempts: u32,
    text: *mut c_char,
    cap: usize,
) -> SudokuStatus {
    guard_status("sudoku_variant_generate", || {
        // SAFETY: per this function's contract (NULL options: the defaults).
        unsafe {
            generate_within(
                seed,
                rules,
                level,
                max_attempts,
                text,
                cap,
                std::ptr::null(),
            )
        }
    })
}

/// `sudoku_variant_rate` within `*options` (NULL: the defaults; its
/// `max_guesses` bounds the uniqueness check). `*options->cancel` (when
/// not NULL) is read at every guess of the check and before every step
/// and forcing-chain assumption of the logical solve: once non-zero the
/// call returns SUDOKU_CANCELLED within 10 ms.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_NULL, SUDOKU_ERR_RANGE (as
/// `sudoku_variant_solve_with`), SUDOKU_NO_SOLUTION, SUDOKU_NOT_UNIQUE,
/// SUDOKU_LIMIT_REACHED (the check's guesses ran out, or `max_millis`
/// passed) or SUDOKU_CANCELLED. `*rating` is written only on SUDOKU_OK.
///
/// # Safety
/// `v` must be NULL or a live variant; `rating` NULL or writable;
/// `options` as `sudoku_variant_solve_with`'s.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_rate_with(
    v: *const SudokuVariant,
    rating: *mut SudokuRating,
    options: *const SudokuVariantOptions,
) -> SudokuStatus {
    guard_status("sudoku_variant_rate_with", || {
        // SAFETY: per this function's contract.
        unsafe { rate_within(v, rating, options) }
    })
}

/// The body of `sudoku_variant_rate_with` (and, with NULL options, of
/// `sudoku_variant_rate`).
///
/// # Safety
/// As `sudoku_variant_rate_with`.
unsafe fn rate_within(
    v: *const SudokuVariant,
    rating: *mut SudokuRating,
    options: *const SudokuVariantOptions,
) -> Result<SudokuStatus, Fail> {
    // SAFETY: per this function's contract.
    let v = unsafe { borrow(v, "v") }?;
    non_null(rating, "rating")?;
    // SAFETY: per this function's contract.
    let limits = unsafe { limits_of(options) }?;
    let found = limits.run(|stop| {
        rate_until(&v.variant, limits.max_guesses, stop).map_err(|why| match why {
            Improper::Exhausted if stop.reason() == Some(Stopped::TimedOut) => fail(
                SUDOKU_LIMIT_REACHED,
                limits.ran_out(stop, "") + " before the rating was done",
            ),
            why => improper_fail(why),
        })
    })?;
    // SAFETY: non-NULL and writable per this function's contract.
    unsafe { rating.write(to_c(&found)) };
    Ok(SUDOKU_OK)
}

/// `sudoku_variant_generate` within `*options` (NULL: the defaults): each
/// attempt may spend `max_guesses` guesses over all its searches (0: the
/// default of the size, SUDOKU_VARIANT_ATTEMPT_GUESSES_*) and its
/// rating's forcing chains their usual budget; the call ends when
/// `max_millis` passes. `*options->cancel` (when not NULL) is read at
/// every guess and every step of the ratings: once non-zero the call
/// returns SUDOKU_CANCELLED within 10 ms. The same seed, rules, level and
/// `max_guesses` give the same puzzle everywhere (a time limit only ever
/// stops the call).
///
/// Returns what `sudoku_variant_generate` returns, SUDOKU_LIMIT_REACHED
/// also when `max_millis` passed, SUDOKU_CANCELLED, and SUDOKU_ERR_RANGE
/// for the options as `sudoku_variant_solve_with`. Nothing is written
/// unless SUDOKU_OK.
///
/// # Safety
/// `rules` must be NULL or a NUL-terminated string; `text` NULL or
/// writable for `cap` bytes; `options` as `sudoku_variant_solve_with`'s.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_generate_with(
    seed: u64,
    rules: *const c_char,
    level: i32,
    max_attempts: u32,
    text: *mut c_char,
    cap: usize,
    options: *const SudokuVariantOptions,
) -> SudokuStatus {
    guard_status("sudoku_variant_generate_with", || {
        // SAFETY: per this function's contract.
        unsafe { generate_within(seed, rules, level, max_attempts, text, cap, options) }
    })
}

/// The body of `sudoku_variant_generate_with` (and, with NULL options, of
/// `sudoku_variant_generate`).
///
/// # Safety
/// As `sudoku_variant_generate_with`.
unsafe fn generate_within(
    seed: u64,
    rules: *const c_char,
    level: i32,
    max_attempts: u32,
    text: *mut c_char,
    cap: usize,
    options: *const SudokuVariantOptions,
) -> Result<SudokuStatus, Fail> {
    // SAFETY: per this function's contract.
    let rules = unsafe { c_string(rules, "rules") }?;
    non_null(text, "text")?;
    let level = level_of(level)?;
    let max_attempts = attempts_of(max_attempts, "max_attempts")?;
    // SAFETY: per this function's contract.
    let limits = unsafe { limits_of(options) }?;
    let rules = std::str::from_utf8(rules)
        .map_err(|e| fail(SUDOKU_ERR_PARSE, format_args!("rules are not UTF-8: {e}")))?;
    let recipe = Recipe::parse(rules).map_err(variant_fail)?;
    let (puzzle, _) = limits.run(|stop| {
        recipe
            .generate_until(seed, level, max_attempts, limits.max_guesses, stop)
            .map_err(|e| generate_fail(e, stop, &limits, max_attempts))
    })?;
    let description = puzzle.to_text();
    check_buffer(text, cap, description.len() + 1, "text")?;
    // SAFETY: text is writable for cap > description.len() bytes.
    unsafe { write_truncated(text, cap, description.as_bytes()) };
    Ok(SUDOKU_OK)
}

/// The failure of a variant generation: out of attempts or time,
/// cancelled, or no grid at all.
fn generate_fail(error: Error, stop: &Stop<'_>, limits: &Limits, max_attempts: u32) -> Fail {
    match error {
        Error::Cancelled => fail(SUDOKU_CANCELLED, "cancelled by the caller's flag"),
        Error::Exhausted => fail(
            SUDOKU_LIMIT_REACHED,
            limits.ran_out(
                stop,
                &format!(
                    "no puzzle as asked in {max_attempts} attempt{}",
                    if max_attempts == 1 { "" } else { "s" }
                ),
            ),
        ),
        Error::NoSolution => fail(SUDOKU_NO_SOLUTION, "no grid keeps these rules"),
        e => fail_of(&e),
    }
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::{SUDOKU_ERR_BUFFER, SUDOKU_ERR_PANIC};
    use super::*;

    #[test]
    fn rate_and_generate_survive_a_panic() {
        let mut rating = SudokuRating {
            score_tenths: 7,
            level: 7,
            hardest: 7,
        };
        let mut buf = [0x5Au8; 64];
        panic_probe::armed(|| unsafe {
            assert_eq!(
                sudoku_variant_rate(std::ptr::null(), &mut rating),
                SUDOKU_ERR_PANIC
            );
            assert_eq!(
                sudoku_variant_generate(1, c"size 4".as_ptr(), -1, 1, buf.as_mut_ptr().cast(), 64),
                SUDOKU_ERR_PANIC
            );
        });
        assert_eq!(rating.score_tenths, 7);
        assert!(buf.iter().all(|&b| b == 0x5A));
    }

    #[test]
    fn a_generated_variant_parses_back_and_rates_at_its_level() {
        let mut buf = [0u8; 4096];
        let status = unsafe {
            sudoku_variant_generate(
                9,
                c"size 6\nrules killer".as_ptr(),
                super::super::rating::SUDOKU_LEVEL_EASY,
                50,
                buf.as_mut_ptr().cast(),
                buf.len(),
            )
        };
        assert_eq!(status, SUDOKU_OK);
        let text = std::ffi::CStr::from_bytes_until_nul(&buf).unwrap();
        let mut v = std::ptr::null_mut();
        assert_eq!(
            unsafe { super::super::variant::sudoku_variant_parse(text.as_ptr(), &mut v) },
            SUDOKU_OK
        );
        let mut rating = SudokuRating {
            score_tenths: 0,
            level: -1,
            hardest: -1,
        };
        assert_eq!(unsafe { sudoku_variant_rate(v, &mut rating) }, SUDOKU_OK);
        assert_eq!(rating.level, super::super::rating::SUDOKU_LEVEL_EASY);
        unsafe { super::super::variant::sudoku_variant_free(v) };
        let mut small = [0x5Au8; 40];
        let status = unsafe {
            sudoku_variant_generate(
                9,
                c"size 6\nrules killer".as_ptr(),
                super::super::rating::SUDOKU_LEVEL_EASY,
                50,
                small.as_mut_ptr().cast(),
                small.len(),
            )
        };
        assert_eq!(status, SUDOKU_ERR_BUFFER);
        assert!(small.iter().all(|&b| b == 0x5A));
    }
}
