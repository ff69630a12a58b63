//! Variant puzzles through the C ABI: read one from its text, write it
//! back as text, ask its size, solve and count it.

use std::ffi::c_char;

use super::boundary::positive_limit;
use super::boundary::{borrow, c_string, guard, guard_status, guard_value, hand_out, non_null};
use super::buffer::write_truncated;
use super::last_error::{Fail, fail, record, too_small};
use super::status::{
    SUDOKU_CONFLICT, SUDOKU_ERR_BUDGET, SUDOKU_ERR_CANCELLED, SUDOKU_ERR_PARSE, SudokuStatus,
    fail_of,
};
use super::variant_options::{SudokuVariantOptions, limits_of};
use crate::error::Error;
use crate::variant::{self, Variant, VariantError};

/// The failure of a variant text the parser refused: SUDOKU_ERR_PARSE
/// with the line and what is wrong, or SUDOKU_CONFLICT with the givens
/// that clash.
pub(super) fn variant_fail(error: VariantError) -> Fail {
    match error {
        VariantError::Syntax { .. } => fail(SUDOKU_ERR_PARSE, error),
        VariantError::Conflict(why) => fail(SUDOKU_CONFLICT, why),
    }
}

/// A variant puzzle: an N x N grid (N = 4, 6, 8, 9, 10, 12 or 16) with
/// boxes or jigsaw regions, extra rules and killer cages. Made by
/// `sudoku_variant_parse`, released with `sudoku_variant_free`.
pub struct SudokuVariant {
    pub(super) variant: Variant,
}

/// Reads a variant from its NUL-terminated text and writes a new handle to
/// `*out`. The format, one statement per line (`#` starts a comment):
/// `size N` (required: 4, 6, 8, 9, 10, 12 or 16), `boxes RxC` (default
/// 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 4x4), `regions` and N*N labels (jigsaw,
/// instead of boxes), `rules` and any of `diagonal windoku anti-knight
/// anti-king non-consecutive`, any number of `cage SUM r1c1 r1c2 ...`, any
/// number of listed rules, each a keyword and its cells in order
/// (`thermo`, `slow-thermo`, `greater`, `kropki-white`, `kropki-black`,
/// `x`, `v`, `odd`, `even`, `whisper`, `palindrome`, `extra-region`; and
/// `kropki-all`, `xv-all` without cells), and `givens` with N*N cells
/// (`.` or `0` blank, `1`-`9` then `A`-`G` for 10-16; lines of cells alone
/// continue it).
///
/// Also accepted: CRLF line ends; upper- or lower-case cell names (`R1C1`,
/// `r1c1`) and digits (`a`-`g` as `A`-`G`); spaces between cells; a
/// `rules` line with no rule (no extra rules). Refused: any other
/// character among the cells (`+`, `|`, `-` and `_` included), a digit
/// above N, a second `size`, `boxes`, `regions`, `rules` or `givens` line,
/// a cell twice in one statement.
///
/// Returns SUDOKU_OK; SUDOKU_ERR_NULL (NULL argument); SUDOKU_ERR_PARSE
/// (the text does not follow the format or describes an impossible grid);
/// SUDOKU_CONFLICT (two givens break a rule); SUDOKU_ERR_PANIC if memory
/// ran out. `*out` is written only on SUDOKU_OK.
///
/// # Safety
/// `text` must be NULL or a NUL-terminated string; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_parse(
    text: *const c_char,
    out: *mut *mut SudokuVariant,
) -> SudokuStatus {
    // SAFETY: per this function's contract.
    unsafe { parse_with("sudoku_variant_parse", text, out, Variant::parse) }
}

/// Reads a variant from NUL-terminated `text` with `read` and writes a
/// new handle to `*out`: the body of the `sudoku_variant_parse*`
/// functions, `function` naming the caller in errors.
///
/// # Safety
/// `text` must be NULL or a NUL-terminated string; `out` NULL or writable.
pub(super) unsafe fn parse_with(
    function: &'static str,
    text: *const c_char,
    out: *mut *mut SudokuVariant,
    read: fn(&str) -> Result<Variant, VariantError>,
) -> SudokuStatus {
    guard_status(function, || {
        // SAFETY: per this function's contract.
        let text = unsafe { c_string(text, "text") }?;
        non_null(out, "out")?;
        let text = std::str::from_utf8(text)
            .map_err(|e| fail(SUDOKU_ERR_PARSE, format_args!("text is not UTF-8: {e}")))?;
        let variant = read(text).map_err(variant_fail)?;
        // SAFETY: out is non-NULL and writable per the contract.
        unsafe { hand_out(SudokuVariant { variant }, out) }
    })
}

/// Writes variant `v` as text (the format `sudoku_variant_parse` reads:
/// `size`, `boxes` or `regions`, `rules` when any, one `cage` line per
/// cage, one line per listed rule, `givens`) into `buf`, with `sudoku_last_error`'s rules: at most
/// `cap - 1` bytes and a NUL are written (nothing when `buf` is NULL or
/// `cap` is 0), and the text's full length in bytes (excluding the NUL)
/// is returned, so a call with `buf` NULL and `cap` 0 sizes the buffer.
/// The text is ASCII; `sudoku_variant_parse` reads it back to the same
/// variant. Returns 0 for a NULL `v` (and stores the error).
///
/// # Safety
/// `v` must be NULL or a live variant; `buf` NULL or writable for `cap`
/// bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_to_text(
    v: *const SudokuVariant,
    buf: *mut c_char,
    cap: usize,
) -> usize {
    // SAFETY: per this function's contract.
    unsafe { write_with("sudoku_variant_to_text", v, buf, cap, |v| Ok(v.to_text())) }
}

/// Writes what `write` makes of variant `v` into `buf` with
/// `sudoku_last_error`'s rules: the body of the `sudoku_variant_to_*`
/// functions, `function` naming the caller in errors. 0 for a NULL `v` or
/// when `write` fails (with its error stored).
///
/// # Safety
/// `v` must be NULL or a live variant; `buf` NULL or writable for `cap`
/// bytes.
pub(super) unsafe fn write_with(
    function: &'static str,
    v: *const SudokuVariant,
    buf: *mut c_char,
    cap: usize,
    write: fn(&Variant) -> Result<String, VariantError>,
) -> usize {
    guard(0, || {
        // SAFETY: per this function's contract.
        let written =
            unsafe { borrow(v, "v") }.and_then(|v| write(&v.variant).map_err(variant_fail));
        match written {
            // SAFETY: per this function's contract.
            Ok(text) => unsafe { write_truncated(buf, cap, text.as_bytes()) },
            Err(f) => {
                record(function, f);
                0
            }
        }
    })
}

/// Releases a variant. NULL is a no-op; the handle must not be used
/// afterwards.
///
/// # Safety
/// `v` must be NULL or a variant from `sudoku_variant_parse` not yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_free(v: *mut SudokuVariant) {
    guard((), || {
        if !v.is_null() {
            // SAFETY: v came from sudoku_variant_parse (new_handle: Box's
            // layout) and is freed once, per the contract.
            drop(unsafe { Box::from_raw(v) });
        }
    })
}

/// N, the variant's size (its grid is N x N), or SUDOKU_ERR_NULL.
///
/// # Safety
/// `v` must be NULL or a live variant.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_size(v: *const SudokuVariant) -> i32 {
    guard_value("sudoku_variant_size", || {
        // SAFETY: per this function's contract.
        Ok(unsafe { borrow(v, "v") }?.variant.size() as i32)
    })
}

/// Counts the variant's solutions up to `limit` (>= 1) and returns the
/// count (0..limit). When it is at least 1 and `solution` is not NULL, the
/// first solution found is written there as N*N cell characters (`1`-`9`,
/// then `A`-`G` for 10-16) and a NUL (`cap` >= N*N + 1). A variant does not
/// change; many threads may solve one at once.
///
/// Returns a negative status on error: SUDOKU_ERR_NULL (NULL `v`),
/// SUDOKU_ERR_RANGE (limit < 1), SUDOKU_ERR_BUFFER (`solution` given with
/// `cap` < N*N + 1), SUDOKU_ERR_BUDGET (more guesses needed than the
/// variant default: SUDOKU_VARIANT_DEFAULT_WORK / (N*N), at most
/// SUDOKU_DEFAULT_MAX_GUESSES; a few seconds at most). Nothing is written
/// on error.
///
/// # Safety
/// `v` must be NULL or a live variant; `solution` NULL or writable for
/// `cap` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_solve(
    v: *const SudokuVariant,
    limit: i64,
    solution: *mut c_char,
    cap: usize,
) -> i64 {
    guard_value("sudoku_variant_solve", || {
        // SAFETY: per this function's contract (NULL options: the defaults).
        unsafe { solve_within(v, limit, solution, cap, std::ptr::null()) }
    })
}

/// `sudoku_variant_solve` within `*options` (NULL: the defaults): counts
/// the variant's solutions up to `limit` (>= 1), writes the first as that
/// function does, and returns the count. `*options->cancel` (when not
/// NULL) is read at every guess: once non-zero the call returns
/// SUDOKU_ERR_CANCELLED (the count's form of SUDOKU_CANCELLED) within
/// 10 ms.
///
/// Returns a negative status on error: SUDOKU_ERR_NULL (NULL `v`),
/// SUDOKU_ERR_RANGE (limit < 1; `options->size` is not
/// sizeof(SudokuVariantOptions); `max_millis` on WebAssembly),
/// SUDOKU_ERR_BUFFER (`solution` given with `cap` < N*N + 1),
/// SUDOKU_ERR_BUDGET (`max_guesses` guesses spent, or `max_millis`
/// passed, before the count was done), SUDOKU_ERR_CANCELLED. Nothing is
/// written on error.
///
/// # Safety
/// `v` must be NULL or a live variant; `solution` NULL or writable for
/// `cap` bytes; `options` NULL or a readable SudokuVariantOptions whose
/// `cancel` is NULL or readable until the call returns.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_solve_with(
    v: *const SudokuVariant,
    limit: i64,
    solution: *mut c_char,
    cap: usize,
    options: *const SudokuVariantOptions,
) -> i64 {
    guard_value("sudoku_variant_solve_with", || {
        // SAFETY: per this function's contract.
        unsafe { solve_within(v, limit, solution, cap, options) }
    })
}

/// The body of `sudoku_variant_solve_with` (and, with NULL options, of
/// `sudoku_variant_solve`).
///
/// # Safety
/// As `sudoku_variant_solve_with`.
unsafe fn solve_within(
    v: *const SudokuVariant,
    limit: i64,
    solution: *mut c_char,
    cap: usize,
    options: *const SudokuVariantOptions,
) -> Result<i64, Fail> {
    // SAFETY: per this function's contract.
    let v = unsafe { borrow(v, "v") }?;
    let limit = positive_limit(limit)?;
    // SAFETY: per this function's contract.
    let limits = unsafe { limits_of(options) }?;
    let cells = v.variant.size() * v.variant.size();
    if !solution.is_null() && cap <= cells {
        return Err(too_small("solution", cap, cells + 1));
    }
    let max_guesses = match limits.max_guesses {
        0 => crate::budget::variant_max_guesses(v.variant.size()),
        n => n,
    };
    let solved = limits.run(|stop| {
        variant::solve::solve_until(&v.variant, limit, max_guesses, stop).map_err(|e| match e {
            Error::Cancelled => fail(SUDOKU_ERR_CANCELLED, "cancelled by the caller's flag"),
            Error::Exhausted => fail(
                SUDOKU_ERR_BUDGET,
                format_args!(
                    "{} before the count was done",
                    limits.ran_out(stop, &format!("{max_guesses} guesses spent"))
                ),
            ),
            e => fail_of(&e),
        })
    })?;
    if let (Some(first), false) = (solved.first(), solution.is_null()) {
        let out = solution.cast::<u8>();
        for (i, &d) in first.iter().enumerate() {
            // SAFETY: solution is writable for cap > cells bytes.
            unsafe { out.add(i).write(Variant::digit_char(d) as u8) };
        }
        // SAFETY: as above, byte `cells` < cap.
        unsafe { out.add(cells).write(0) };
    }
    Ok(solved.count as i64)
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::{SUDOKU_ERR_PANIC, SUDOKU_OK};
    use super::*;

    fn parse(text: &std::ffi::CStr) -> (SudokuStatus, *mut SudokuVariant) {
        let mut v = std::ptr::null_mut();
        let status = unsafe { sudoku_variant_parse(text.as_ptr(), &mut v) };
        (status, v)
    }

    #[test]
    fn parse_solve_and_free() {
        let (status, v) = parse(c"size 4\ngivens 1...\n..2.\n....\n...4");
        assert_eq!(status, SUDOKU_OK);
        assert_eq!(unsafe { sudoku_variant_size(v) }, 4);
        let mut buf = [0x5Au8; 17];
        let n = unsafe { sudoku_variant_solve(v, 10, buf.as_mut_ptr().cast(), 17) };
        assert!(n >= 1);
        assert_eq!(buf[16], 0);
        assert_eq!(buf[0], b'1');
        unsafe { sudoku_variant_free(v) };
    }

    #[test]
    fn statuses_of_bad_texts() {
        assert_eq!(parse(c"size 5").0, SUDOKU_ERR_PARSE);
        assert_eq!(parse(c"size 4\ngivens 11..............").0, SUDOKU_CONFLICT);
        assert_eq!(parse(c"\xff").0, SUDOKU_ERR_PARSE);
    }

    #[test]
    fn every_function_is_behind_the_boundary() {
        let (_, v) = parse(c"size 4");
        panic_probe::armed(|| unsafe {
            let mut out = std::ptr::null_mut();
            assert_eq!(
                sudoku_variant_parse(c"size 4".as_ptr(), &mut out),
                SUDOKU_ERR_PANIC
            );
            assert!(out.is_null());
            assert_eq!(sudoku_variant_size(v), SUDOKU_ERR_PANIC);
            assert_eq!(
                sudoku_variant_solve(v, 1, std::ptr::null_mut(), 0),
                i64::from(SUDOKU_ERR_PANIC)
            );
            sudoku_variant_free(std::ptr::null_mut());
        });
        unsafe { sudoku_variant_free(v) };
    }
}
