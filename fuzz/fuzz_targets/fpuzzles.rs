//! f-puzzles input: any bytes given to `sudoku_variant_parse_fpuzzles`
//! (as they are: JSON or LZ-String base64; and, for every other input,
//! inside a SudokuPad link) must not crash, and the C call must agree with
//! the Rust reader. A variant read must write back to f-puzzles JSON that
//! reads to the same variant, and `sudoku_variant_to_fpuzzles` must give
//! that JSON's length and stop at any `cap`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::*;
use sudoku::variant::{Variant, VariantError};

fuzz_target!(|data: &[u8]| {
    let c_len = data.iter().position(|&b| b == 0).unwrap_or(data.len());
    let mut bytes = data[..c_len].to_vec();
    if data.len() % 2 == 1 {
        bytes.splice(0..0, b"https://sudokupad.app/fpuzzles".iter().copied());
    }
    let parsed = std::str::from_utf8(&bytes)
        .map_err(|_| SUDOKU_ERR_PARSE)
        .and_then(|t| {
            Variant::parse_fpuzzles(t).map_err(|e| match e {
                VariantError::Syntax { .. } => SUDOKU_ERR_PARSE,
                VariantError::Conflict(_) => SUDOKU_CONFLICT,
            })
        });
    bytes.push(0);
    let mut handle = std::ptr::null_mut();
    let status = unsafe { sudoku_variant_parse_fpuzzles(bytes.as_ptr().cast(), &mut handle) };
    match &parsed {
        Err(expected) => {
            assert_eq!(status, *expected);
            assert!(handle.is_null());
        }
        Ok(v) => {
            assert_eq!(status, SUDOKU_OK);
            let json = v.to_fpuzzles();
            assert_eq!(Variant::parse_fpuzzles(&json).as_ref(), Ok(v));
            let full = unsafe { sudoku_variant_to_fpuzzles(handle, std::ptr::null_mut(), 0) };
            assert_eq!(full, json.len());
            let cap = data.len() % (json.len() + 2);
            let mut buf = vec![0x5Au8; cap + 1];
            let n = unsafe { sudoku_variant_to_fpuzzles(handle, buf.as_mut_ptr().cast(), cap) };
            assert_eq!(n, full);
            assert_eq!(buf[cap], 0x5A);
            unsafe { sudoku_variant_free(handle) };
        }
    }
});
