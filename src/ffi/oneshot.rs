//! Functions that need no handle.

use std::ffi::c_char;

use super::boundary::{c_string, guard, guard_status, guard_value, positive_limit};
use super::buffer::{check_line_buffer, write_line};
use super::handle::budget_spent;
use super::last_error::{Fail, fail};
use super::status::{
    SUDOKU_CONFLICT, SUDOKU_DEFAULT_MAX_GUESSES, SUDOKU_LIMIT_REACHED, SUDOKU_NO_SOLUTION,
    SUDOKU_OK, SudokuStatus, fail_of, parse_fail, status_text_ptr,
};
use crate::diagnose::grid_conflict;
use crate::error::Error;
use crate::fast;
use crate::grid::Grid;
use crate::sudoku::Sudoku;

/// The library version, NUL-terminated.
const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "\0");

/// Solves the NUL-terminated `puzzle` (same formats as `sudoku_set_string`)
/// and writes the solution into `solution` as 81 characters and a NUL
/// (`cap` >= 82). Needs no handle and is safe to call from many threads.
///
/// Returns SUDOKU_OK, SUDOKU_NO_SOLUTION, SUDOKU_CONFLICT, SUDOKU_ERR_PARSE,
/// SUDOKU_ERR_BUFFER (cap < 82), SUDOKU_LIMIT_REACHED (the guess budget ran
/// out, see `sudoku_solve`) or SUDOKU_ERR_NULL. `solution` is written only
/// on SUDOKU_OK.
///
/// # Safety
/// `puzzle` must be NULL or a NUL-terminated string; `solution` must be
/// NULL or writable for `cap` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_solve_str(
    puzzle: *const c_char,
    solution: *mut c_char,
    cap: usize,
) -> SudokuStatus {
    guard_status("sudoku_solve_str", || {
        // SAFETY: per this function's contract.
        let text = unsafe { c_string(puzzle, "puzzle") }?;
        check_line_buffer(solution, cap, "solution")?;
        let grid = Grid::parse(text).map_err(parse_fail)?;
        let mut sudoku = Sudoku::new(false);
        if sudoku.set_grid(grid).is_err() {
            return Err(fail(SUDOKU_CONFLICT, grid_conflict(&grid)));
        }
        sudoku.solve().map_err(|e| match e {
            Error::NoSolution => fail(SUDOKU_NO_SOLUTION, crate::diagnose::NO_SOLUTION),
            Error::Exhausted => fail(
                SUDOKU_LIMIT_REACHED,
                "no solution found within SUDOKU_DEFAULT_MAX_GUESSES guesses",
            ),
            e => fail_of(&e),
        })?;
        // SAFETY: per this function's contract.
        unsafe { write_line(solution, cap, sudoku.grid(), "solution") }?;
        Ok(SUDOKU_OK)
    })
}

/// Counts the solutions of the NUL-terminated `puzzle` up to `limit` (>= 1)
/// with the fast engine and returns the count (0..limit); givens that clash
/// count as 0 solutions. When the count is at least 1 and `solution` is not
/// NULL, the first solution found is written there as 81 characters and a
/// NUL (`cap` >= 82). When `guesses` is not NULL it receives the number of
/// guesses the search made. Needs no handle; safe from many threads.
///
/// Returns a negative status on error: SUDOKU_ERR_NULL (NULL `puzzle`),
/// SUDOKU_ERR_PARSE, SUDOKU_ERR_RANGE (limit < 1), SUDOKU_ERR_BUFFER
/// (`solution` given with cap < 82), SUDOKU_ERR_BUDGET (more than
/// SUDOKU_DEFAULT_MAX_GUESSES guesses needed: a huge `limit` on a nearly
/// empty grid). Nothing is written on error.
///
/// # Safety
/// `puzzle` must be NULL or a NUL-terminated string; `solution` must be
/// NULL or writable for `cap` bytes; `guesses` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_solve_limit(
    puzzle: *const c_char,
    limit: i64,
    solution: *mut c_char,
    cap: usize,
    guesses: *mut u64,
) -> i64 {
    guard_value("sudoku_solve_limit", || {
        // SAFETY: per this function's contract.
        let text = unsafe { c_string(puzzle, "puzzle") }?;
        let limit = count_args(limit, solution, cap)?;
        // Matched, not `map_err(..)?`: that moved the 81-byte grid
        // through two more stack copies before the search, about 1%
        // of an easy puzzle's time through this function.
        let grid = match Grid::parse(text) {
            Ok(grid) => grid,
            Err(e) => return Err(parse_fail(e)),
        };
        let result = fast::search(&grid, limit, SUDOKU_DEFAULT_MAX_GUESSES);
        // SAFETY: per this function's contract.
        unsafe { report_count(&result, solution, cap, guesses) }
    })
}

/// The checks of the counting calls before any work, after the input
/// string: `limit`, then the solution buffer. Returns the limit.
pub(crate) fn count_args(limit: i64, solution: *mut c_char, cap: usize) -> Result<u64, Fail> {
    let limit = positive_limit(limit)?;
    if !solution.is_null() {
        check_line_buffer(solution, cap, "solution")?;
    }
    Ok(limit)
}

/// The end of the counting calls: fails when the guess budget ran out,
/// else writes the first solution (when `solution` is not NULL) and the
/// guess count (when `guesses` is not NULL) and returns the count. The
/// result is borrowed, not moved: copying it cost a few percent of a
/// whole solve of an easy puzzle.
///
/// # Safety
/// `solution` must be NULL or writable for `cap` bytes (`cap` checked by
/// `count_args`); `guesses` NULL or writable.
pub(crate) unsafe fn report_count(
    result: &fast::FastResult,
    solution: *mut c_char,
    cap: usize,
    guesses: *mut u64,
) -> Result<i64, Fail> {
    if result.exhausted {
        return Err(budget_spent(result.solutions));
    }
    if !solution.is_null()
        && let Some(first) = &result.first
    {
        // SAFETY: per this function's contract.
        unsafe { write_line(solution, cap, first, "solution") }?;
    }
    if !guesses.is_null() {
        // SAFETY: per this function's contract.
        unsafe { guesses.write(result.guesses) };
    }
    // The count never exceeds limit <= i64::MAX.
    Ok(result.solutions as i64)
}

/// A static English description of `status` ("unknown status" for codes
/// the library does not define). Never free it. Safe from any thread.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_status_str(status: i32) -> *const c_char {
    guard(std::ptr::null(), || status_text_ptr(status))
}

/// The library version as a static string, e.g. "0.4.0". Never free it.
/// Safe from any thread.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_version() -> *const c_char {
    guard(std::ptr::null(), || VERSION.as_ptr().cast())
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::SUDOKU_ERR_PANIC;
    use super::*;

    #[test]
    fn every_oneshot_function_survives_a_panic() {
        let mut buf = [0 as c_char; 82];
        panic_probe::armed(|| unsafe {
            assert_eq!(
                sudoku_solve_str(c"1".as_ptr(), buf.as_mut_ptr(), 82),
                SUDOKU_ERR_PANIC
            );
            assert!(sudoku_status_str(0).is_null());
            let mut guesses = 7u64;
            assert_eq!(
                sudoku_solve_limit(c"1".as_ptr(), 2, buf.as_mut_ptr(), 82, &mut guesses),
                i64::from(SUDOKU_ERR_PANIC)
            );
            assert_eq!(guesses, 7);
            assert!(sudoku_version().is_null());
        });
        assert_eq!(buf, [0; 82]);
    }

    #[test]
    fn version_matches_the_package() {
        let version = unsafe { std::ffi::CStr::from_ptr(sudoku_version()) };
        assert_eq!(version.to_str(), Ok(env!("CARGO_PKG_VERSION")));
    }
}
