//! Solving many puzzles in one call, on several threads.

use std::ffi::c_char;

use super::boundary::guard_status;
use super::last_error::{fail, null, out_of_range, too_small};
use super::status::{
    SUDOKU_DEFAULT_MAX_GUESSES, SUDOKU_ERR_BUDGET, SUDOKU_ERR_PARSE, SUDOKU_ERR_RANGE,
    SUDOKU_LIMIT_REACHED, SUDOKU_OK, SudokuStatus,
};
use crate::fast;
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::parallel;

/// Puzzles handed to a thread at a time.
/// The most puzzles a thread takes from the queue at once.
const MAX_CHUNK: usize = 256;

/// Puzzles per queue item for `count` puzzles on `threads` threads: about
/// sixteen items per thread, so that a few hard puzzles at the end do not
/// leave one thread working alone (with two 256-puzzle chunks, the 375
/// puzzles of forum_hardest_1106 ran 1.65x faster on two threads, not 2x),
/// and at most `MAX_CHUNK`, so that the queue's lock costs nothing.
fn chunk_len(count: usize, threads: usize) -> usize {
    (count / threads.max(1) / 16).clamp(1, MAX_CHUNK)
}

/// Bytes a buffer of `count` slots of `stride` bytes must hold when only
/// `last` bytes of the last slot are used; `None` on overflow.
fn span(count: usize, stride: usize, last: usize) -> Option<usize> {
    (count - 1).checked_mul(stride)?.checked_add(last)
}

/// Solves one slot: the count (or `SUDOKU_ERR_PARSE` / `SUDOKU_ERR_BUDGET`)
/// and, when asked, the first solution written into `out`.
fn solve_slot(text: &[u8], out: Option<&mut [u8]>) -> i64 {
    let Ok(grid) = Grid::parse(text) else {
        return i64::from(SUDOKU_ERR_PARSE);
    };
    let result = fast::search(&grid, 2, SUDOKU_DEFAULT_MAX_GUESSES);
    if result.exhausted {
        return i64::from(SUDOKU_ERR_BUDGET);
    }
    if let (Some(first), Some(out)) = (result.first, out) {
        let line: &mut [u8; CELLS] = (&mut out[..CELLS]).try_into().expect("slot of 81+ bytes");
        first.write_line(line);
        if out.len() > CELLS {
            out[CELLS] = 0;
        }
    }
    result.solutions as i64
}

/// Solves `count` puzzles with the fast engine on `threads` threads (0 = one
/// per core) and proves each unique or not.
///
/// Puzzle `i` is the 81 characters (`1`-`9`, or `.` `0` `_` for blanks)
/// starting at `puzzles + i * stride` (`stride` >= 81; e.g. 82 for a file
/// of 81-character lines). `counts[i]` receives the number of solutions
/// found with limit 2 (0, 1 or 2), SUDOKU_ERR_PARSE for a malformed
/// puzzle, or SUDOKU_ERR_BUDGET for one whose search ran out of guesses
/// (SUDOKU_DEFAULT_MAX_GUESSES; no known puzzle comes near). When
/// `solutions` is not NULL and `counts[i]` >= 1, the first solution found
/// is written at `solutions + i * solution_stride` as 81 characters,
/// followed by a NUL when `solution_stride` >= 82; other slots are left
/// untouched.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_PARSE (some puzzle malformed; the others
/// are still solved), SUDOKU_LIMIT_REACHED (none malformed but some ran out
/// of guesses; the others are still solved), SUDOKU_ERR_NULL (NULL
/// `puzzles` or `counts` with count > 0), SUDOKU_ERR_RANGE (stride < 81,
/// threads < 0, sizes overflow) or SUDOKU_ERR_BUFFER (solution_stride <
/// 81). Nothing is written on the other error statuses.
///
/// Needs no handle and may be called from many threads at once; it starts
/// its own worker threads and joins them before it returns.
///
/// # Safety
/// `puzzles` must be readable for `(count - 1) * stride + 81` bytes;
/// `counts` writable for `count` values; `solutions`, when not NULL,
/// writable for `(count - 1) * solution_stride + min(solution_stride, 82)`
/// bytes. The buffers must not overlap and must not change during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_solve_batch(
    puzzles: *const c_char,
    count: usize,
    stride: usize,
    solutions: *mut c_char,
    solution_stride: usize,
    threads: i32,
    counts: *mut i64,
) -> SudokuStatus {
    guard_status("sudoku_solve_batch", || {
        let threads = usize::try_from(threads)
            .map_err(|_| out_of_range("threads", threads, "0 (every core) or more"))?;
        if stride < CELLS {
            return Err(out_of_range("stride", stride, "at least 81"));
        }
        if !solutions.is_null() && solution_stride < CELLS {
            return Err(too_small("solution_stride", solution_stride, CELLS));
        }
        if count == 0 {
            return Ok(SUDOKU_OK);
        }
        if puzzles.is_null() {
            return Err(null("puzzles"));
        }
        if counts.is_null() {
            return Err(null("counts"));
        }
        let overflow = || fail(SUDOKU_ERR_RANGE, "count times stride overflows size_t");
        let threads = parallel::thread_count(threads);
        let chunk = chunk_len(count, threads);
        let input_len = span(count, stride, CELLS).ok_or_else(overflow)?;
        let slot_len = solution_stride.min(CELLS + 1);
        let (output_len, chunk_bytes) = if solutions.is_null() {
            (0, 1)
        } else {
            (
                span(count, solution_stride, slot_len).ok_or_else(overflow)?,
                chunk.checked_mul(solution_stride).ok_or_else(overflow)?,
            )
        };
        // SAFETY: sizes per this function's contract.
        let input = unsafe { std::slice::from_raw_parts(puzzles.cast::<u8>(), input_len) };
        // SAFETY: as above.
        let counts = unsafe { std::slice::from_raw_parts_mut(counts, count) };
        let output = (!solutions.is_null()).then(|| {
            // SAFETY: as above.
            unsafe { std::slice::from_raw_parts_mut(solutions.cast::<u8>(), output_len) }
        });

        let solution_chunks = output
            .into_iter()
            .flat_map(|out| out.chunks_mut(chunk_bytes))
            .map(Some)
            .chain(std::iter::repeat_with(|| None));
        let jobs = counts.chunks_mut(chunk).enumerate().zip(solution_chunks);
        let threads = threads.min(count.div_ceil(chunk));
        parallel::run(jobs, threads, |((item, counts), mut out)| {
            for (j, slot) in counts.iter_mut().enumerate() {
                let start = (item * chunk + j) * stride;
                let text = &input[start..start + CELLS];
                let target = out.as_deref_mut().map(|o| {
                    let at = j * solution_stride;
                    let end = (at + slot_len).min(o.len());
                    &mut o[at..end]
                });
                *slot = solve_slot(text, target);
            }
        });
        let first_with = |status: SudokuStatus| {
            let found = counts.iter().position(|&c| c == i64::from(status));
            found.map(|i| {
                (
                    i,
                    counts.iter().filter(|&&c| c == i64::from(status)).count(),
                )
            })
        };
        if let Some((i, n)) = first_with(SUDOKU_ERR_PARSE) {
            let why = Grid::parse(&input[i * stride..i * stride + CELLS])
                .err()
                .map_or(String::new(), |e| e.to_string());
            return Err(fail(
                SUDOKU_ERR_PARSE,
                format_args!("{n} puzzle(s) malformed; the first, puzzle {i}: {why}"),
            ));
        }
        if let Some((i, n)) = first_with(SUDOKU_ERR_BUDGET) {
            return Err(fail(
                SUDOKU_LIMIT_REACHED,
                format_args!(
                    "{n} puzzle(s) ran out of guesses (SUDOKU_DEFAULT_MAX_GUESSES); \
                     the first is puzzle {i}"
                ),
            ));
        }
        Ok(SUDOKU_OK)
    })
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::SUDOKU_ERR_PANIC;
    use super::*;

    #[test]
    fn survives_a_panic() {
        let puzzle = [b'.' as c_char; 81];
        let mut counts = [9i64; 1];
        let status = panic_probe::armed(|| unsafe {
            sudoku_solve_batch(
                puzzle.as_ptr(),
                1,
                81,
                std::ptr::null_mut(),
                0,
                1,
                counts.as_mut_ptr(),
            )
        });
        assert_eq!(status, SUDOKU_ERR_PANIC);
        assert_eq!(counts, [9]);
    }

    #[test]
    fn span_arithmetic() {
        assert_eq!(span(1, 82, 81), Some(81));
        assert_eq!(span(3, 82, 81), Some(245));
        assert_eq!(span(usize::MAX, 82, 81), None);
    }
}
