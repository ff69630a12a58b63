//! f-puzzles input: any bytes given to `sudoku_variant_parse_fpuzzles`
//! (as they are: JSON or LZ-String base64; and, for every other input,
//! inside a SudokuPad link) must not crash, and the C call must agree with
//! the Rust reader. A variant read must write back to f-puzzles JSON that
//! reads to the same variant, and `sudoku_variant_to_fpuzzles` must give
//! that JSON's length and stop at any `cap`.
#![no_main]

#[path = "shared/mod.rs"]
mod shared;

use libfuzzer_sys::fuzz_target;
use shared::{check_written, read_alike};
use sudoku::ffi::*;
use sudoku::variant::Variant;

fuzz_target!(|data: &[u8]| {
    let c_len = data.iter().position(|&b| b == 0).unwrap_or(data.len());
    let mut bytes = data[..c_len].to_vec();
    if data.len() % 2 == 1 {
        bytes.splice(0..0, b"https://sudokupad.app/fpuzzles".iter().copied());
    }
    bytes.push(0);
    let read = Variant::parse_fpuzzles;
    if let Some((v, handle)) = read_alike(&bytes, read, sudoku_variant_parse_fpuzzles) {
        let json = v.to_fpuzzles().expect("read from f-puzzles, so it has a form there");
        assert_eq!(Variant::parse_fpuzzles(&json).as_ref(), Ok(&v));
        let write = |buf, cap| unsafe { sudoku_variant_to_fpuzzles(handle, buf, cap) };
        check_written(write, &json, data.len());
        unsafe { sudoku_variant_free(handle) };
    }
});
