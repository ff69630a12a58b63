//! Variant text: any bytes given to `sudoku_variant_parse` must not crash,
//! and the C call must agree with the Rust parser; a parsed variant must
//! print and re-parse to itself (`sudoku_variant_to_text` writing the same
//! text and stopping at any `cap`), report its size, write f-puzzles JSON
//! that reads back (or name the rule f-puzzles lacks), and solve (with a small
//! guess budget) to grids that keep every rule. A small one with one
//! solution is rated and played: the bytes after the text's NUL are moves
//! on its game (entries, pencil marks, undo/redo, clashes, conflicts,
//! mistakes, hints, save/load). `sudoku_variant_solve_with` must agree
//! with the safe API under a guess budget, cancel when its flag is set and
//! refuse a wrong `size`. Small texts also go to `sudoku_variant_generate`
//! and `sudoku_variant_generate_with` (a set flag cancels) as rules.
#![no_main]

#[path = "shared/mod.rs"]
mod shared;

use libfuzzer_sys::fuzz_target;
use shared::{check_written, read_alike};
use sudoku::ffi::*;
use sudoku::variant::{self, Variant};

fuzz_target!(|data: &[u8]| {
    let c_len = data.iter().position(|&b| b == 0).unwrap_or(data.len());
    let mut text = data[..c_len].to_vec();
    text.push(0);
    if let Some((v, handle)) = read_alike(&text, Variant::parse, sudoku_variant_parse) {
        let v = &v;
        assert_eq!(Variant::parse(&v.to_text()).as_ref(), Ok(v));
        let write = |buf, cap| unsafe { sudoku_variant_to_text(handle, buf, cap) };
        check_written(write, &v.to_text(), data.len());
        assert_eq!(unsafe { sudoku_variant_size(handle) }, v.size() as i32);
        // f-puzzles writes every rule but the two it has no form for.
        let lacking = |c: &variant::Constraint| ["greater", "slow-thermo"].contains(&c.keyword());
        match v.to_fpuzzles() {
            Ok(json) => assert!(Variant::parse_fpuzzles(&json).is_ok(), "{json}"),
            Err(e) => assert!(v.constraints().iter().any(lacking), "{e}"),
        }
        match variant::solve(v, 2, 200) {
            Ok(solved) => {
                assert!(solved.count <= 2);
                if let Some(first) = solved.first() {
                    assert!(v.is_solution(first), "{}", v.to_text());
                }
            }
            Err(e) => assert_eq!(e, sudoku::Error::Exhausted),
        }
        with_options(handle, v, data.len() % 3 == 0);
        let unique = matches!(variant::solve(v, 2, 200), Ok(s) if s.count == 1);
        if unique && v.size() <= 9 {
            play(handle, v.size() as i32, data.get(c_len + 1..).unwrap_or(&[]));
        }
        unsafe { sudoku_variant_free(handle) };
    }
    if c_len <= 80 && (data.starts_with(b"size 4") || data.starts_with(b"size 6")) {
        let mut out = vec![0 as std::ffi::c_char; 8192];
        let status = unsafe {
            sudoku_variant_generate(7, text.as_ptr().cast(), -1, 1, out.as_mut_ptr(), out.len())
        };
        if status == SUDOKU_OK {
            let mut back = std::ptr::null_mut();
            assert_eq!(unsafe { sudoku_variant_parse(out.as_ptr(), &mut back) }, SUDOKU_OK);
            unsafe { sudoku_variant_free(back) };
        }
        let flag = 1i32;
        let options = options(200, &flag);
        let (p, n) = (out.as_mut_ptr(), out.len());
        let cancelled =
            unsafe { sudoku_variant_generate_with(7, text.as_ptr().cast(), -1, 1, p, n, &options) };
        // A set flag stops the work; a refused text is refused as before.
        assert!(cancelled == SUDOKU_CANCELLED || (cancelled == status && status != SUDOKU_OK));
    }
});

/// Options with `max_guesses` and the cancel flag `flag`.
fn options(max_guesses: u64, flag: &i32) -> SudokuVariantOptions {
    SudokuVariantOptions {
        size: size_of::<SudokuVariantOptions>() as u32,
        max_guesses,
        max_millis: 0,
        cancel: flag,
    }
}

/// `sudoku_variant_solve_with` against the safe API, with the cancel flag
/// set when `cancel`, and with a wrong options size.
fn with_options(handle: *mut SudokuVariant, v: &Variant, cancel: bool) {
    let flag = i32::from(cancel);
    let options = options(200, &flag);
    let null = std::ptr::null_mut();
    let n = unsafe { sudoku_variant_solve_with(handle, 2, null, 0, &options) };
    let expected = match (cancel, variant::solve(v, 2, 200)) {
        (true, _) => SUDOKU_ERR_CANCELLED.into(),
        (false, Ok(solved)) => solved.count as i64,
        (false, Err(_)) => SUDOKU_ERR_BUDGET.into(),
    };
    assert_eq!(n, expected);
    let wrong = SudokuVariantOptions {
        size: options.size + 4,
        ..options
    };
    let n = unsafe { sudoku_variant_solve_with(handle, 2, null, 0, &wrong) };
    assert_eq!(n, i64::from(SUDOKU_ERR_RANGE));
}

/// Rates the variant, then plays `moves` on a game of it.
fn play(v: *mut SudokuVariant, n: i32, moves: &[u8]) {
    let mut rating = SudokuRating {
        score_tenths: 0,
        level: 0,
        hardest: 0,
    };
    assert_eq!(unsafe { sudoku_variant_rate(v, &mut rating) }, SUDOKU_OK);
    let mut g = std::ptr::null_mut();
    assert_eq!(unsafe { sudoku_variant_game_new(v, &mut g) }, SUDOKU_OK);
    assert_eq!(unsafe { sudoku_game_size(g) }, n);
    let mut hint: SudokuVariantHint = unsafe { std::mem::zeroed() };
    let mut clashes = [SudokuClash {
        first: 0,
        second: 0,
        house: 0,
    }; 8];
    let mut cells = [0u8; 256];
    for m in moves.chunks(4) {
        let [op, row, col, value] = [0, 1, 2, 3].map(|i| m.get(i).copied().unwrap_or(0));
        let (row, col) = (i32::from(row % 18), i32::from(col % 18));
        let value = i32::from(value) - 8;
        unsafe {
            match op % 10 {
                0 | 1 => drop(sudoku_game_enter(g, row, col, value % 18)),
                2 => drop(sudoku_game_toggle_pencil(g, row, col, value % 18)),
                3 => drop(sudoku_game_set_pencil(g, row, col, value * 300)),
                4 => drop(sudoku_game_undo(g)),
                5 => drop(sudoku_game_redo(g)),
                6 => {
                    let found = sudoku_clashes(g, clashes.as_mut_ptr(), clashes.len());
                    assert!(found >= 0);
                    assert!(sudoku_mistakes(g, cells.as_mut_ptr(), cells.len()) >= 0);
                }
                7 => assert_eq!(sudoku_variant_hint(g, value & 1, &mut hint), SUDOKU_OK),
                8 => drop(sudoku_game_auto_pencil(g)),
                _ => {
                    let bytes = sudoku_game_save_bytes(g);
                    let mut buf = vec![0 as std::ffi::c_char; bytes as usize];
                    assert_eq!(sudoku_game_save(g, buf.as_mut_ptr(), buf.len()), SUDOKU_OK);
                    let mut back = std::ptr::null_mut();
                    assert_eq!(sudoku_game_load(buf.as_ptr(), &mut back), SUDOKU_OK);
                    sudoku_game_free(back);
                }
            }
        }
    }
    unsafe { sudoku_game_free(g) };
}
