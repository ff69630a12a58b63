//! Text between Python and the library: C strings in, NUL-terminated
//! lines out.

use std::ffi::{CStr, CString, c_char};

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

/// What a writer with `sudoku_last_error`'s convention (`write(buf,
/// cap)` returns the full length) writes, sized by a first call.
pub fn written(write: impl Fn(*mut c_char, usize) -> usize) -> String {
    let length = write(std::ptr::null_mut(), 0);
    let mut buf = vec![0u8; length + 1];
    write(buf.as_mut_ptr().cast(), buf.len());
    buf.truncate(length);
    String::from_utf8_lossy(&buf).into_owned()
}
