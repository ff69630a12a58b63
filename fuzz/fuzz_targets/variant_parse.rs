//! Variant text: any bytes given to `sudoku_variant_parse` must not crash,
//! and the C call must agree with the Rust parser; a parsed variant must
//! print and re-parse to itself, report its size, and solve (with a small
//! guess budget) to grids that keep every rule.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::*;
use sudoku::variant::{self, Variant, VariantError};

fuzz_target!(|data: &[u8]| {
    let c_len = data.iter().position(|&b| b == 0).unwrap_or(data.len());
    let mut text = data[..c_len].to_vec();
    text.push(0);
    let parsed = std::str::from_utf8(&text[..c_len])
        .map_err(|_| SUDOKU_ERR_PARSE)
        .and_then(|t| {
            Variant::parse(t).map_err(|e| match e {
                VariantError::Syntax { .. } => SUDOKU_ERR_PARSE,
                VariantError::Conflict(_) => SUDOKU_CONFLICT,
            })
        });
    let mut handle = std::ptr::null_mut();
    let status = unsafe { sudoku_variant_parse(text.as_ptr().cast(), &mut handle) };
    match &parsed {
        Err(expected) => {
            assert_eq!(status, *expected);
            assert!(handle.is_null());
        }
        Ok(v) => {
            assert_eq!(status, SUDOKU_OK);
            assert_eq!(Variant::parse(&v.to_text()).as_ref(), Ok(v));
            assert_eq!(unsafe { sudoku_variant_size(handle) }, v.size() as i32);
            match variant::solve(v, 2, 200) {
                Ok(solved) => {
                    assert!(solved.count <= 2);
                    if let Some(first) = solved.first() {
                        assert!(v.is_solution(first), "{}", v.to_text());
                    }
                }
                Err(e) => assert_eq!(e, sudoku::Error::Exhausted),
            }
            unsafe { sudoku_variant_free(handle) };
        }
    }
});
