//! Text between Python and the library: C strings in, NUL-terminated
//! lines out.

use std::ffi::{CStr, CString};

use sudoku::ffi::SUDOKU_ERR_PARSE;

use crate::failure::Failure;

/// Bytes of an 81-character line and its NUL.
pub const LINE: usize = 82;

/// `text` as a C string; a NUL inside is a parse error naming `what`.
pub fn c_text(text: &str, what: &str) -> Result<CString, Failure> {
    CString::new(text).map_err(|e| {
        Failure::new(
            SUDOKU_ERR_PARSE,
            format!("{what} holds a NUL character at byte {}", e.nul_position()),
        )
    })
}

/// The text of a NUL-terminated line the library wrote.
pub fn line_text(buf: &[u8]) -> String {
    CStr::from_bytes_until_nul(buf)
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}
