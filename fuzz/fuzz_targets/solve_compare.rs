//! Solve and count on arbitrary grids: every fast-engine kernel and the
//! reference engine agree on the count up to 2 whenever both finish within
//! a guess budget, and every solution solves its grid. 729-character
//! pencil-mark input is not accepted yet: it must be refused cleanly.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::fast::Kernel;
use sudoku::ffi::{SUDOKU_ERR_PARSE, sudoku_solve_limit};
use sudoku::trace::NoTrace;
use sudoku::{Grid, reference};

/// Enough for any real puzzle in both engines; keeps odd grids quick.
const BUDGET: u64 = 50_000;

fuzz_target!(|data: &[u8]| {
    if data.len() >= 729 {
        let mut text: Vec<u8> = data[..729]
            .iter()
            .map(|&b| if b % 10 == 0 { b'.' } else { b'0' + b % 10 })
            .collect();
        text.push(0);
        let count = unsafe {
            sudoku_solve_limit(
                text.as_ptr().cast(),
                2,
                std::ptr::null_mut(),
                0,
                std::ptr::null_mut(),
            )
        };
        assert_eq!(count, i64::from(SUDOKU_ERR_PARSE));
    }
    if data.len() < 81 {
        return;
    }
    // Most bytes become blanks so that grids are neither all clashes nor
    // trivially full: a cell holds a digit only when its byte is < 40.
    let mut cells = [0u8; 81];
    for (cell, &b) in cells.iter_mut().zip(data) {
        *cell = if b < 40 { b % 9 + 1 } else { 0 };
    }
    let Ok(grid) = Grid::from_cells(cells) else {
        return;
    };
    let oracle = reference::search(&grid, 2, BUDGET, &mut NoTrace);
    if let Some(first) = oracle.first {
        assert!(grid.is_solved_by(&first));
    }
    for kernel in Kernel::available() {
        let fast = kernel.search(&grid, 2, BUDGET);
        if let Some(first) = fast.first {
            assert!(grid.is_solved_by(&first), "{kernel:?} on {grid}");
        }
        if !fast.exhausted && !oracle.exhausted {
            assert_eq!(fast.solutions, oracle.solutions, "{kernel:?} on {grid}");
        }
    }
});
