//! f-puzzles puzzles through the C ABI: read a variant from f-puzzles
//! JSON, its packed form or a link, and write one as f-puzzles JSON.

use std::ffi::c_char;

use super::status::SudokuStatus;
use super::variant::{SudokuVariant, parse_with, write_with};
use crate::variant::Variant;

/// Reads a variant from an f-puzzles puzzle and writes a new handle to
/// `*out`. `text` (NUL-terminated) may be f-puzzles JSON, its LZ-String
/// base64 packed form, or a link carrying that
/// (`https://www.f-puzzles.com/?load=...`,
/// `https://sudokupad.app/fpuzzles...`). Read: `size`; given digits; cell
/// `region`s (jigsaw; regions that are boxes of two or more rows and
/// columns are boxes);
/// `diagonal+` with `diagonal-`; `antiknight`; `antiking`;
/// `nonconsecutive`; `killercage`s with a sum; `extraregion`s that are the
/// four windoku windows. Read past: title, author, rules text, solution,
/// the solver's pencil marks and colours. Any other constraint (cosmetic
/// lines, shapes and text too) is SUDOKU_ERR_PARSE, with
/// `sudoku_last_error` naming it: nothing is dropped silently.
///
/// Returns SUDOKU_OK; SUDOKU_ERR_NULL (NULL argument); SUDOKU_ERR_PARSE
/// (not f-puzzles, an unsupported constraint or size, a bad cell);
/// SUDOKU_CONFLICT (two givens break a rule); SUDOKU_ERR_PANIC if memory
/// ran out. `*out` is written only on SUDOKU_OK; release the handle with
/// `sudoku_variant_free`.
///
/// # Safety
/// `text` must be NULL or a NUL-terminated string; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_parse_fpuzzles(
    text: *const c_char,
    out: *mut *mut SudokuVariant,
) -> SudokuStatus {
    // SAFETY: per this function's contract.
    unsafe {
        parse_with(
            "sudoku_variant_parse_fpuzzles",
            text,
            out,
            Variant::parse_fpuzzles,
        )
    }
}

/// Writes variant `v` as f-puzzles JSON (size, givens, jigsaw regions and
/// boxes other than the size's usual ones as cell regions, both
/// diagonals, windoku windows as extra regions, anti-knight, anti-king,
/// non-consecutive, killer cages, and the listed rules f-puzzles has:
/// thermometers, kropki dots, X and V, their negative constraints, odd and
/// even cells, whispers, palindromes, extra regions) into `buf`, with `sudoku_last_error`'s
/// rules: at most `cap - 1` bytes and a NUL are written (nothing when
/// `buf` is NULL or `cap` is 0), and the JSON's full length in bytes
/// (excluding the NUL) is returned, so a call with `buf` NULL and `cap` 0
/// sizes the buffer. The JSON is ASCII. `sudoku_variant_parse_fpuzzles`
/// reads it back to the same variant (boxes of one row or one column come
/// back as jigsaw regions). Returns 0 for a NULL `v`, and for a variant
/// with a rule f-puzzles has no constraint for (`slow-thermo`,
/// `greater`: SUDOKU_ERR_PARSE, named), and stores the error.
///
/// # Safety
/// `v` must be NULL or a live variant; `buf` NULL or writable for `cap`
/// bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_variant_to_fpuzzles(
    v: *const SudokuVariant,
    buf: *mut c_char,
    cap: usize,
) -> usize {
    // SAFETY: per this function's contract.
    unsafe {
        write_with(
            "sudoku_variant_to_fpuzzles",
            v,
            buf,
            cap,
            Variant::to_fpuzzles,
        )
    }
}
