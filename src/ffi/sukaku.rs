//! Pencil-mark ("Sukaku") puzzles across the C ABI: 729 characters, nine
//! per cell, the k-th being digit k or `.` (see `parse::parse_candidates`).

use std::ffi::c_char;

use super::boundary::{c_string, guard_status, guard_value, non_null};
use super::hint::SudokuHint;
use super::last_error::Fail;
use super::oneshot::{count_args, report_count};
use super::status::{SUDOKU_DEFAULT_MAX_GUESSES, SUDOKU_OK, SudokuStatus, parse_fail};
use super::unique::unique_solution;
use crate::fast;
use crate::hint::{Hint, hint_on_candidates};
use crate::parse::{MARK_CHARS, parse_candidates};

/// Characters of a pencil-mark ("Sukaku") puzzle, separators aside: nine
/// per cell.
pub const SUDOKU_MARK_CHARS: usize = 729;
const _: () = assert!(SUDOKU_MARK_CHARS == MARK_CHARS);

/// Counts the solutions of the NUL-terminated pencil-mark puzzle `marks`
/// (729 characters: for each cell nine, the k-th being digit k or `.` when
/// the cell cannot hold k; separators as in puzzle text) up to `limit`
/// (>= 1), exactly like `sudoku_solve_limit`: returns the count, writes the
/// first solution to `solution` when not NULL (`cap` >= 82) and the guess
/// count to `*guesses` when not NULL; negative status on error
/// (SUDOKU_ERR_NULL, SUDOKU_ERR_PARSE, SUDOKU_ERR_RANGE, SUDOKU_ERR_BUFFER,
/// SUDOKU_ERR_BUDGET). Nothing is written on error. Safe from any thread.
///
/// # Safety
/// `marks` must be NULL or a NUL-terminated string; `solution` NULL or
/// writable for `cap` bytes; `guesses` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_solve_candidates(
    marks: *const c_char,
    limit: i64,
    solution: *mut c_char,
    cap: usize,
    guesses: *mut u64,
) -> i64 {
    guard_value("sudoku_solve_candidates", || {
        // SAFETY: per this function's contract.
        let text = unsafe { c_string(marks, "marks") }?;
        let limit = count_args(limit, solution, cap)?;
        let candidates = parse_candidates(text).map_err(parse_fail)?;
        let result = fast::search_candidates(&candidates, limit, SUDOKU_DEFAULT_MAX_GUESSES);
        // SAFETY: per this function's contract.
        unsafe { report_count(&result, solution, cap, guesses) }
    })
}

/// The simplest next step on the NUL-terminated pencil-mark puzzle `marks`
/// (the format of `sudoku_solve_candidates`), written to `*out` as a
/// SUDOKU_HINT_STEP hint, or SUDOKU_HINT_SOLVED when every cell has one
/// candidate. Every step removes at least one candidate: a cell left with
/// one candidate counts as placed, so the first steps remove such a
/// cell's digit from its peers (a naked single whose `eliminated` lists
/// them); after that come techniques on the open cells, and a guess of
/// the solution's digit when none applies. Applying each step (keep only
/// the `placed` digit in its cell, remove the `eliminated` candidates)
/// reaches the solution.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_NULL, SUDOKU_ERR_PARSE, SUDOKU_NO_SOLUTION,
/// SUDOKU_NOT_UNIQUE or SUDOKU_LIMIT_REACHED (a hint needs exactly one
/// solution, found within the default budget). `*out` is written only on
/// SUDOKU_OK. Safe from any thread.
///
/// # Safety
/// `marks` must be NULL or a NUL-terminated string; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_hint_candidates(
    marks: *const c_char,
    out: *mut SudokuHint,
) -> SudokuStatus {
    guard_status("sudoku_hint_candidates", || {
        // SAFETY: per this function's contract.
        let text = unsafe { c_string(marks, "marks") }?;
        non_null(out, "out")?;
        let hint = candidates_hint(text)?;
        // SAFETY: non-NULL and writable per this function's contract.
        unsafe { out.write(SudokuHint::from_hint(&hint)) };
        Ok(SUDOKU_OK)
    })
}

/// The hint on pencil-mark text, or the status that says why there is
/// none (as `sudoku_hint_candidates` reports it).
pub(super) fn candidates_hint(text: &[u8]) -> Result<Hint, Fail> {
    let candidates = parse_candidates(text).map_err(parse_fail)?;
    let solution = unique_solution(fast::search_candidates(
        &candidates,
        2,
        SUDOKU_DEFAULT_MAX_GUESSES,
    ))?;
    Ok(hint_on_candidates(&candidates, &solution))
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::SUDOKU_ERR_PANIC;
    use super::*;
    use crate::hint::Hint;

    #[test]
    fn both_survive_a_panic() {
        let mut out = SudokuHint::from_hint(&Hint::Solved);
        let before = out;
        panic_probe::armed(|| unsafe {
            let status = sudoku_solve_candidates(
                c"1".as_ptr(),
                2,
                std::ptr::null_mut(),
                0,
                std::ptr::null_mut(),
            );
            assert_eq!(status, i64::from(SUDOKU_ERR_PANIC));
            assert_eq!(
                sudoku_hint_candidates(c"1".as_ptr(), &mut out),
                SUDOKU_ERR_PANIC
            );
        });
        assert_eq!(out, before);
    }
}
