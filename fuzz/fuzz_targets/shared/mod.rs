//! Checks shared by the variant fuzz targets (each target is its own
//! binary and includes this module by path).

use std::ffi::c_char;

use sudoku::ffi::*;
use sudoku::variant::VariantError;

/// The status the C ABI gives for a reader's error.
pub fn status_of(error: VariantError) -> SudokuStatus {
    match error {
        VariantError::Syntax { .. } => SUDOKU_ERR_PARSE,
        VariantError::Conflict(_) => SUDOKU_CONFLICT,
    }
}

/// A `sudoku_variant_to_*` writer, called as `write(buf, cap)`, must give
/// `expected`'s length with no buffer, and with a buffer of `cap` bytes
/// (chosen from `seed`) write the start of it and a NUL, nothing past.
pub fn check_written(write: impl Fn(*mut c_char, usize) -> usize, expected: &str, seed: usize) {
    let full = write(std::ptr::null_mut(), 0);
    assert_eq!(full, expected.len());
    let cap = seed % (full + 2);
    let mut buf = vec![0x5Au8; cap + 1];
    assert_eq!(write(buf.as_mut_ptr().cast(), cap), full);
    assert_eq!(buf[cap], 0x5A);
    if cap > 0 {
        assert_eq!(buf[cap - 1], 0);
        assert_eq!(&buf[..cap - 1], &expected.as_bytes()[..cap - 1]);
    }
}
