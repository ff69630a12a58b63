//! Functions on a `Sudoku` handle.

use std::ffi::c_char;

use super::boundary::{
    borrow, borrow_mut, c_string, guard, guard_status, guard_value, new_handle, non_null,
    one_based, positive_limit,
};
use super::buffer::{write_line, write_truncated};
use super::last_error::{Fail, fail, out_of_range};
use super::status::{
    SUDOKU_CONFLICT, SUDOKU_DEFAULT_MAX_GUESSES, SUDOKU_ERR_BUDGET, SUDOKU_LIMIT_REACHED,
    SUDOKU_NO_SOLUTION, SUDOKU_OK, SudokuStatus, fail_of,
};
use crate::diagnose::{grid_conflict, placement_conflict};
use crate::error::Error;
use crate::grid::Grid;
use crate::sudoku::Sudoku;

/// An opaque Sudoku board (called `Sudoku` in C). Create one with
/// `sudoku_new` and release it with `sudoku_free`; a handle may move between
/// threads but must not be used by two threads at once.
pub struct SudokuHandle {
    board: Sudoku,
}

/// Runs a handle operation that changes the grid: a conflict is explained
/// by `conflict`, from the grid before the change.
fn changed(
    result: Result<(), Error>,
    before: &Grid,
    conflict: impl FnOnce(&Grid) -> String,
) -> Result<SudokuStatus, Fail> {
    match result {
        Ok(()) => Ok(SUDOKU_OK),
        Err(Error::Conflict) => Err(fail(SUDOKU_CONFLICT, conflict(before))),
        Err(error) => Err(fail_of(&error)),
    }
}

/// Reads one cell of a handle with `read` (1-based row and column): the
/// value, or a negative status.
///
/// # Safety
/// `s` must be NULL or a live handle not being modified meanwhile.
unsafe fn read_cell<T: Into<i32>>(
    s: *const SudokuHandle,
    row: i32,
    col: i32,
    read: fn(&Sudoku, usize, usize) -> Result<T, Error>,
) -> Result<i32, Fail> {
    // SAFETY: per this function's contract.
    let sudoku = &unsafe { borrow(s, "s") }?.board;
    let (row, col) = (
        one_based("row", row, false, 9)?,
        one_based("col", col, false, 9)?,
    );
    Ok(read(sudoku, row, col).map_err(|e| fail_of(&e))?.into())
}

/// Creates an empty board. With `record_trace`, `sudoku_solve` records the
/// solving process, readable with `sudoku_trace`.
///
/// Returns NULL only if memory cannot be allocated. Release the handle with
/// `sudoku_free`. A handle may be used from any thread, by one thread at a
/// time; distinct handles are independent.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_new(record_trace: bool) -> *mut SudokuHandle {
    guard(std::ptr::null_mut(), || {
        new_handle(SudokuHandle {
            board: Sudoku::new(record_trace),
        })
    })
}

/// Releases a handle made by `sudoku_new`. NULL is a no-op. The handle must
/// not be used afterwards, nor by another thread while it is being freed.
///
/// # Safety
/// `s` must be NULL or a handle from `sudoku_new` not yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_free(s: *mut SudokuHandle) {
    guard((), || {
        if !s.is_null() {
            // SAFETY: s came from sudoku_new (allocated with the global
            // allocator and Sudoku's layout, as Box expects) and is freed once.
            drop(unsafe { Box::from_raw(s) });
        }
    })
}

/// Places digit `num` (1..9) at 1-based (`row`, `col`), or clears the cell
/// when `num` is 0. A filled cell may be overwritten.
///
/// Returns SUDOKU_OK; SUDOKU_CONFLICT when the digit repeats in its row,
/// column or box or would leave an empty cell with no candidate;
/// SUDOKU_ERR_RANGE for row/col outside 1..9 or num outside 0..9;
/// SUDOKU_ERR_NULL for a NULL handle. On any error the grid is unchanged.
///
/// # Safety
/// `s` must be NULL or a live handle not used by another thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_set_num(
    s: *mut SudokuHandle,
    row: i32,
    col: i32,
    num: i32,
) -> SudokuStatus {
    guard_status("sudoku_set_num", || {
        // SAFETY: per this function's contract.
        let sudoku = &mut unsafe { borrow_mut(s, "s") }?.board;
        let (row, col) = (
            one_based("row", row, false, 9)?,
            one_based("col", col, false, 9)?,
        );
        let num = one_based("num", num, true, 9)? as u8;
        let cell = (row - 1) * 9 + col - 1;
        let before = *sudoku.grid();
        changed(sudoku.set(row, col, num), &before, |grid| {
            let mut cells = *grid.cells();
            cells[cell] = 0;
            let cleared = Grid::from_cells(cells).expect("digits stay in 0..=9");
            placement_conflict(&cleared, cell, num)
        })
    })
}

/// Sets the first `len` (0..9) cells of 1-based `row` from `nums`: 1..9
/// places a digit, 0 leaves the cell blank (clearing it). Cells past `len`
/// are untouched. All or nothing: on any error no cell changes.
///
/// Returns SUDOKU_OK, SUDOKU_CONFLICT, SUDOKU_ERR_RANGE (row outside 1..9,
/// len > 9, a value outside 0..9), or SUDOKU_ERR_NULL (NULL handle, or NULL
/// `nums` with len > 0).
///
/// # Safety
/// `s` as for `sudoku_set_num`; `nums` must be NULL or point to `len`
/// readable `int32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_set_line(
    s: *mut SudokuHandle,
    row: i32,
    nums: *const i32,
    len: usize,
) -> SudokuStatus {
    guard_status("sudoku_set_line", || {
        // SAFETY: per this function's contract.
        let sudoku = &mut unsafe { borrow_mut(s, "s") }?.board;
        if len > 9 {
            return Err(out_of_range("len", len, "0..9"));
        }
        let row = one_based("row", row, false, 9)?;
        if len > 0 {
            non_null(nums, "nums")?;
        }
        let values: &[i32] = if len == 0 {
            &[]
        } else {
            // SAFETY: nums is non-NULL and points to len (<= 9) readable int32_t.
            unsafe { std::slice::from_raw_parts(nums, len) }
        };
        let mut digits = [0u8; 9];
        for (i, (digit, &value)) in digits.iter_mut().zip(values).enumerate() {
            *digit = one_based(&format!("nums[{i}]"), value, true, 9)? as u8;
        }
        let before = *sudoku.grid();
        let set = sudoku.set_line(row, &digits[..len]);
        changed(set, &before, |grid| {
            let mut cells = *grid.cells();
            cells[(row - 1) * 9..(row - 1) * 9 + len].copy_from_slice(&digits[..len]);
            grid_conflict(&Grid::from_cells(cells).expect("digits stay in 0..=9"))
        })
    })
}

/// Replaces the grid with a puzzle parsed from the NUL-terminated `puzzle`:
/// 81 cells of `1`-`9` (givens) or `.` `0` `_` (blanks); whitespace, `|`,
/// `-` and `+` are ignored, so both one-line and 9x9 block layouts work.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_PARSE (another character, or not 81
/// cells), SUDOKU_CONFLICT (clashing givens), or SUDOKU_ERR_NULL. On any
/// error the grid is unchanged.
///
/// # Safety
/// `s` as for `sudoku_set_num`; `puzzle` must be NULL or a NUL-terminated
/// string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_set_string(
    s: *mut SudokuHandle,
    puzzle: *const c_char,
) -> SudokuStatus {
    guard_status("sudoku_set_string", || {
        // SAFETY: per this function's contract.
        let sudoku = &mut unsafe { borrow_mut(s, "s") }?.board;
        // SAFETY: per this function's contract.
        let text = unsafe { c_string(puzzle, "puzzle") }?;
        let grid = Grid::parse(text).map_err(|e| fail_of(&e.into()))?;
        changed(sudoku.set_grid(grid), &grid, grid_conflict)
    })
}

/// Solves the grid in place. With several solutions, the first in the
/// search order (fewest-candidate cell, smallest digit first) is taken;
/// should finding it need more than SUDOKU_DEFAULT_MAX_GUESSES guesses (a
/// rare sparse grid), an untraced solve takes the fast engine's first
/// solution instead.
/// With tracing on, the trace is replaced by this solve's; it keeps the
/// first 16 MiB of events, then counts the rest, and always ends with a
/// summary line.
///
/// Returns SUDOKU_OK (the grid holds the solution), SUDOKU_NO_SOLUTION (the
/// grid is unchanged), SUDOKU_LIMIT_REACHED (traced, or no solution found,
/// within SUDOKU_DEFAULT_MAX_GUESSES guesses; the grid is unchanged), or
/// SUDOKU_ERR_NULL.
///
/// # Safety
/// `s` must be NULL or a live handle not used by another thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_solve(s: *mut SudokuHandle) -> SudokuStatus {
    guard_status("sudoku_solve", || {
        // SAFETY: per this function's contract.
        let board = &mut unsafe { borrow_mut(s, "s") }?.board;
        match board.solve() {
            Ok(()) => Ok(SUDOKU_OK),
            Err(Error::NoSolution) => Err(fail(SUDOKU_NO_SOLUTION, crate::diagnose::NO_SOLUTION)),
            Err(Error::Exhausted) => Err(fail(
                SUDOKU_LIMIT_REACHED,
                if board.trace().is_empty() {
                    "no solution found within SUDOKU_DEFAULT_MAX_GUESSES guesses"
                } else {
                    "the traced search ran out of guesses (SUDOKU_DEFAULT_MAX_GUESSES)"
                },
            )),
            Err(error) => Err(fail_of(&error)),
        }
    })
}

/// The digit at 1-based (`row`, `col`): 1..9, or 0 when empty. Returns
/// SUDOKU_ERR_RANGE or SUDOKU_ERR_NULL (negative) on error.
///
/// # Safety
/// `s` must be NULL or a live handle not being modified meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_get(s: *const SudokuHandle, row: i32, col: i32) -> i32 {
    guard_value("sudoku_get", || {
        // SAFETY: per this function's contract.
        unsafe { read_cell(s, row, col, Sudoku::get) }
    })
}

/// The candidate mask at 1-based (`row`, `col`): bit k set when digit k+1
/// can go there (from the digits in its row, column and box). A filled cell
/// yields its own digit's bit. Returns SUDOKU_ERR_RANGE or SUDOKU_ERR_NULL
/// (negative) on error.
///
/// # Safety
/// `s` must be NULL or a live handle not being modified meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_candidates(s: *const SudokuHandle, row: i32, col: i32) -> i32 {
    guard_value("sudoku_candidates", || {
        // SAFETY: per this function's contract.
        unsafe { read_cell(s, row, col, Sudoku::candidates) }
    })
}

/// Counts the solutions of the grid, stopping at `limit` (>= 1): returns
/// 0..limit. The grid is unchanged. Returns SUDOKU_ERR_RANGE for limit < 1,
/// SUDOKU_ERR_NULL, or SUDOKU_ERR_BUDGET when more than
/// SUDOKU_DEFAULT_MAX_GUESSES guesses would be needed (only a huge `limit`
/// on a grid with very many solutions gets there). Work grows with `limit`:
/// use 2 to test uniqueness, and `sudoku_count_solutions_within` to choose
/// the budget and get a lower bound when it runs out.
///
/// # Safety
/// `s` must be NULL or a live handle not being modified meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_count_solutions(s: *const SudokuHandle, limit: i64) -> i64 {
    guard_value("sudoku_count_solutions", || {
        // SAFETY: per this function's contract.
        let sudoku = &unsafe { borrow(s, "s") }?.board;
        let limit = positive_limit(limit)?;
        let count = sudoku.count_solutions_within(limit, SUDOKU_DEFAULT_MAX_GUESSES);
        if count.exhausted {
            return Err(budget_spent(count.solutions));
        }
        // The count never exceeds limit <= i64::MAX.
        Ok(count.solutions as i64)
    })
}

/// Counts the solutions of the grid up to `limit` (>= 1) making at most
/// `max_guesses` guesses (0 = propagation only), and writes the count to
/// `*count`. The grid is unchanged.
///
/// Returns SUDOKU_OK (`*count` is exact, 0..limit), SUDOKU_LIMIT_REACHED
/// (the guesses ran out first: `*count` holds the solutions found so far, a
/// lower bound), SUDOKU_ERR_RANGE (limit < 1) or SUDOKU_ERR_NULL (NULL `s`
/// or `count`; nothing written).
///
/// # Safety
/// `s` must be NULL or a live handle not being modified meanwhile; `count`
/// must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_count_solutions_within(
    s: *const SudokuHandle,
    limit: i64,
    max_guesses: u64,
    count: *mut i64,
) -> SudokuStatus {
    guard_status("sudoku_count_solutions_within", || {
        // SAFETY: per this function's contract.
        let sudoku = &unsafe { borrow(s, "s") }?.board;
        non_null(count, "count")?;
        let limit = positive_limit(limit)?;
        let found = sudoku.count_solutions_within(limit, max_guesses);
        // SAFETY: non-NULL and writable per this function's contract; the
        // count never exceeds limit <= i64::MAX.
        unsafe { count.write(found.solutions as i64) };
        if found.exhausted {
            return Err(fail(
                SUDOKU_LIMIT_REACHED,
                format_args!(
                    "{max_guesses} guesses spent with {} solutions found: the count is a lower bound",
                    found.solutions
                ),
            ));
        }
        Ok(SUDOKU_OK)
    })
}

/// Writes the grid into `buf` as 81 characters (`1`-`9`, `.` for empty)
/// and a NUL. `cap` must be at least 82.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_BUFFER (cap < 82, nothing written), or
/// SUDOKU_ERR_NULL.
///
/// # Safety
/// `s` must be NULL or a live handle not being modified meanwhile; `buf`
/// must be NULL or writable for `cap` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_to_string(
    s: *const SudokuHandle,
    buf: *mut c_char,
    cap: usize,
) -> SudokuStatus {
    guard_status("sudoku_to_string", || {
        // SAFETY: per this function's contract.
        let sudoku = &unsafe { borrow(s, "s") }?.board;
        // SAFETY: per this function's contract.
        unsafe { write_line(buf, cap, sudoku.grid(), "buf") }?;
        Ok(SUDOKU_OK)
    })
}

/// Empties the grid and the trace. NULL is a no-op.
///
/// # Safety
/// `s` must be NULL or a live handle not used by another thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_clear(s: *mut SudokuHandle) {
    guard((), || {
        // SAFETY: per this function's contract.
        if let Ok(handle) = unsafe { borrow_mut(s, "s") } {
            handle.board.clear();
        }
    })
}

/// Copies the trace of the latest `sudoku_solve` (one event per line:
/// givens, singles, guesses, contradictions, backtracks, and a summary) into
/// `buf` with snprintf rules: writes at most cap-1 bytes and a NUL, and
/// returns the full length (excluding the NUL), so a call with `buf` NULL
/// and `cap` 0 sizes the buffer. Returns 0 for a NULL handle or when no
/// trace was recorded.
///
/// # Safety
/// `s` must be NULL or a live handle not being modified meanwhile; `buf`
/// must be NULL or writable for `cap` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_trace(
    s: *const SudokuHandle,
    buf: *mut c_char,
    cap: usize,
) -> usize {
    guard(0, || {
        // SAFETY: per this function's contract.
        match unsafe { borrow(s, "s") } {
            // SAFETY: per this function's contract.
            Ok(handle) => unsafe { write_truncated(buf, cap, handle.board.trace().as_bytes()) },
            Err(_) => 0,
        }
    })
}

/// The failure of a count whose default guess budget ran out.
pub(crate) fn budget_spent(found: u64) -> Fail {
    fail(
        SUDOKU_ERR_BUDGET,
        format_args!(
            "SUDOKU_DEFAULT_MAX_GUESSES guesses spent with {found} solutions found; \
             a smaller limit, or sudoku_count_solutions_within, answers"
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::SUDOKU_ERR_PANIC;
    use super::*;

    /// Every handle function, made to panic inside its boundary, reports
    /// the panic (or returns its neutral value) and leaves the handle as it was.
    #[test]
    fn every_handle_function_survives_a_panic() {
        let s = sudoku_new(true);
        assert!(!s.is_null());
        let before = unsafe { &(*s).board }.clone();
        let nums = [5, 3, 0, 0, 7, 0, 0, 0, 0];
        let mut buf = [0 as c_char; 100];
        panic_probe::armed(|| unsafe {
            assert!(sudoku_new(false).is_null());
            assert_eq!(sudoku_set_num(s, 1, 1, 5), SUDOKU_ERR_PANIC);
            assert_eq!(sudoku_set_line(s, 1, nums.as_ptr(), 9), SUDOKU_ERR_PANIC);
            assert_eq!(sudoku_set_string(s, c"1".as_ptr()), SUDOKU_ERR_PANIC);
            assert_eq!(sudoku_solve(s), SUDOKU_ERR_PANIC);
            assert_eq!(sudoku_get(s, 1, 1), SUDOKU_ERR_PANIC);
            assert_eq!(sudoku_candidates(s, 1, 1), SUDOKU_ERR_PANIC);
            assert_eq!(sudoku_count_solutions(s, 2), i64::from(SUDOKU_ERR_PANIC));
            let mut count = -7;
            let status = sudoku_count_solutions_within(s, 2, 10, &mut count);
            assert_eq!((status, count), (SUDOKU_ERR_PANIC, -7));
            assert_eq!(sudoku_to_string(s, buf.as_mut_ptr(), 100), SUDOKU_ERR_PANIC);
            assert_eq!(sudoku_trace(s, buf.as_mut_ptr(), 100), 0);
            sudoku_clear(s);
            sudoku_free(s); // panics before freeing: the handle stays valid
        });
        assert_eq!(unsafe { &(*s).board }, &before);
        assert_eq!(buf, [0; 100]);
        unsafe { sudoku_free(s) };
    }
}
