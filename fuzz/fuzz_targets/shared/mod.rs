//! Checks shared by the variant fuzz targets (each target is its own
//! binary and includes this module by path).

use std::ffi::c_char;

use sudoku::ffi::*;
use sudoku::variant::{Variant, VariantError};

/// A C reader (`sudoku_variant_parse`, `sudoku_variant_parse_fpuzzles`).
pub type CReader = unsafe extern "C" fn(*const c_char, *mut *mut SudokuVariant) -> SudokuStatus;

/// The status the C ABI gives for a reader's error.
fn status_of(error: VariantError) -> SudokuStatus {
    match error {
        VariantError::Syntax { .. } => SUDOKU_ERR_PARSE,
        VariantError::Conflict(_) => SUDOKU_CONFLICT,
    }
}

/// Reads `text` (NUL-terminated) with the Rust reader `read` and the C
/// reader `c_read`, which must agree: the same status, and a handle only
/// on success. The variant and its handle (the caller frees it) when read.
pub fn read_alike(
    text: &[u8],
    read: fn(&str) -> Result<Variant, VariantError>,
    c_read: CReader,
) -> Option<(Variant, *mut SudokuVariant)> {
    let (nul, rest) = text.split_last().expect("a NUL-terminated text");
    assert!(*nul == 0 && !rest.contains(&0));
    let parsed = std::str::from_utf8(rest)
        .map_err(|_| SUDOKU_ERR_PARSE)
        .and_then(|t| read(t).map_err(status_of));
    let mut handle = std::ptr::null_mut();
    // SAFETY: a NUL-terminated text and a writable handle.
    let status = unsafe { c_read(text.as_ptr().cast(), &mut handle) };
    match parsed {
        Err(expected) => {
            assert_eq!(status, expected);
            assert!(handle.is_null());
            None
        }
        Ok(v) => {
            assert_eq!(status, SUDOKU_OK);
            Some((v, handle))
        }
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
