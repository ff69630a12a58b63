//! Parsing: any bytes given to the parsers and to `sudoku_set_string` /
//! `sudoku_solve_limit` / `sudoku_solve_candidates` must not crash; the C calls must agree with the
//! Rust parser, and a parsed grid must print and re-parse to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::Grid;
use sudoku::ffi::*;

fuzz_target!(|data: &[u8]| {
    let parsed = Grid::parse(data);
    if let Ok(grid) = &parsed {
        assert_eq!(Grid::parse(grid.to_line().as_bytes()).as_ref(), Ok(grid));
        assert_eq!(Grid::parse(grid.to_block().as_bytes()).as_ref(), Ok(grid));
    }
    // The C view of the same bytes stops at the first NUL.
    let c_len = data.iter().position(|&b| b == 0).unwrap_or(data.len());
    let mut text = data[..c_len].to_vec();
    text.push(0);
    let c_parsed = Grid::parse(&text[..c_len]);
    let handle = sudoku_new(false);
    assert!(!handle.is_null());
    let status = unsafe { sudoku_set_string(handle, text.as_ptr().cast()) };
    let expected = match &c_parsed {
        Err(_) => SUDOKU_ERR_PARSE,
        Ok(grid) if !grid.is_consistent() => SUDOKU_CONFLICT,
        Ok(_) => SUDOKU_OK,
    };
    assert_eq!(status, expected);
    let mut line = [0 as std::ffi::c_char; 82];
    assert_eq!(
        unsafe { sudoku_to_string(handle, line.as_mut_ptr(), 82) },
        SUDOKU_OK
    );
    let shown: Vec<u8> = line[..81].iter().map(|&c| c as u8).collect();
    match (&c_parsed, status) {
        (Ok(grid), SUDOKU_OK) => assert_eq!(shown, grid.to_line().into_bytes()),
        _ => assert_eq!(shown, vec![b'.'; 81]),
    }
    unsafe { sudoku_free(handle) };
    // The one-shot call parses the same way (the default budget bounds it).
    let count = unsafe {
        sudoku_solve_limit(
            text.as_ptr().cast(),
            1,
            std::ptr::null_mut(),
            0,
            std::ptr::null_mut(),
        )
    };
    match &c_parsed {
        Err(_) => assert_eq!(count, i64::from(SUDOKU_ERR_PARSE)),
        Ok(_) => assert!((0..=1).contains(&count) || count == i64::from(SUDOKU_ERR_BUDGET)),
    }
    // Pencil marks: the parser and the C call agree; a parsed text's masks
    // are what its characters say.
    let marks = sudoku::parse::parse_candidates(&text[..c_len]);
    let count = unsafe {
        sudoku_solve_candidates(
            text.as_ptr().cast(),
            1,
            std::ptr::null_mut(),
            0,
            std::ptr::null_mut(),
        )
    };
    match marks {
        Err(_) => assert_eq!(count, i64::from(SUDOKU_ERR_PARSE)),
        Ok(masks) => {
            assert!((0..=1).contains(&count) || count == i64::from(SUDOKU_ERR_BUDGET));
            assert!(masks.iter().all(|&m| m <= 0x1FF));
        }
    }
});
