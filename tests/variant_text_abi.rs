//! `sudoku_variant_to_text` and `sudoku_variant_to_fpuzzles` through the
//! C ABI: each writes what its reader (`sudoku_variant_parse`,
//! `sudoku_variant_parse_fpuzzles`) reads back to the same variant, for
//! every kind of region, rule and cage.

use std::ffi::{CString, c_char};
use std::ptr::null_mut;

use sudoku::ffi::*;

type Reader = unsafe extern "C" fn(*const c_char, *mut *mut SudokuVariant) -> SudokuStatus;
type Writer = unsafe extern "C" fn(*const SudokuVariant, *mut c_char, usize) -> usize;

/// Reads `text` with `read` and writes the variant back with `write`,
/// sized by a first call with no buffer.
fn round(text: &str, read: Reader, write: Writer) -> String {
    let input = CString::new(text).unwrap();
    let mut v = null_mut();
    assert_eq!(unsafe { read(input.as_ptr(), &mut v) }, SUDOKU_OK, "{text}");
    let len = unsafe { write(v, null_mut(), 0) };
    let mut buf = vec![0u8; len + 1];
    assert_eq!(unsafe { write(v, buf.as_mut_ptr().cast(), buf.len()) }, len);
    unsafe { sudoku_variant_free(v) };
    assert_eq!(buf.pop(), Some(0));
    String::from_utf8(buf).unwrap()
}

/// Variants of every kind of region, rule and cage: their statements,
/// and the first givens (the rest of the grid is blank).
const VARIANTS: [(usize, &str, &str); 5] = [
    (4, "", "1..........."),
    (6, "boxes 3x2\nrules diagonal\n", "....1."),
    (
        9,
        "rules windoku anti-knight anti-king\ncage 10 r1c1 r1c2\ncage 3 r9c9\n",
        "",
    ),
    (
        6,
        "regions AAABBBAABABBCCCDDDCCCDDDEEEFFFEEEFFF\nrules non-consecutive\n",
        "2",
    ),
    (16, "rules diagonal\n", "G"),
];

fn variants() -> impl Iterator<Item = String> {
    VARIANTS.iter().map(|&(n, statements, first)| {
        format!("size {n}\n{statements}givens {first:.<0$}\n", n * n)
    })
}

#[test]
fn text_is_read_back_to_the_same_variant() {
    for text in variants() {
        let once = round(&text, sudoku_variant_parse, sudoku_variant_to_text);
        assert!(once.starts_with("size ") && once.is_ascii(), "{once}");
        let twice = round(&once, sudoku_variant_parse, sudoku_variant_to_text);
        assert_eq!(once, twice, "{text}");
    }
}

#[test]
fn fpuzzles_json_is_read_back_to_the_same_variant() {
    for text in variants() {
        let ours = round(&text, sudoku_variant_parse, sudoku_variant_to_text);
        let json = round(&text, sudoku_variant_parse, sudoku_variant_to_fpuzzles);
        assert!(json.starts_with("{\"size\":"), "{json}");
        let back = round(&json, sudoku_variant_parse_fpuzzles, sudoku_variant_to_text);
        assert_eq!(back, ours, "{json}");
    }
}
