//! Many puzzles in one call, on the library's threads with the GIL
//! released. Puzzles come as N*81 digits (0 = blank) or as strings;
//! results go back as raw native-endian arrays for numpy to wrap.

use pyo3::prelude::*;
use pyo3::types::PyBytes;
use sudoku::ffi::{
    SUDOKU_ERR_PARSE, SUDOKU_ERR_RANGE, SUDOKU_NO_SOLUTION, SUDOKU_NOT_UNIQUE, SUDOKU_OK,
    SudokuRating, sudoku_rate, sudoku_solve_batch, sudoku_solve_limit,
};
use sudoku::grid::Grid;
use sudoku::parallel;

use crate::failure::{Failure, checked};
use crate::text::LINE;
use crate::wanted::Wanted;

/// Cells of a puzzle.
const CELLS: usize = 81;
/// Puzzles a thread takes at a time in the per-puzzle batches.
const CHUNK: usize = 16;

/// The puzzles as one run of N*81 characters '0'-'9' (0 = blank):
/// from `digits` (N*81 bytes, 0-9) or `texts` (any format the library
/// reads); a bad one is a ParseError naming it.
fn lines(digits: Option<&[u8]>, texts: Option<Vec<String>>) -> Result<Vec<u8>, Failure> {
    if let Some(texts) = texts {
        let mut out = Vec::with_capacity(texts.len() * CELLS);
        for (i, text) in texts.iter().enumerate() {
            let grid = Grid::parse(text.as_bytes())
                .map_err(|e| Failure::new(SUDOKU_ERR_PARSE, format!("puzzle {i}: {e}")))?;
            out.extend(grid.cells().map(|d| b'0' + d));
        }
        return Ok(out);
    }
    let digits = digits.unwrap_or_default();
    if !digits.len().is_multiple_of(CELLS) {
        return Err(Failure::new(
            SUDOKU_ERR_RANGE,
            format!("{} digits are not rows of 81", digits.len()),
        ));
    }
    if let Some(at) = digits.iter().position(|&d| d > 9) {
        return Err(Failure::new(
            SUDOKU_ERR_PARSE,
            format!(
                "puzzle {}: cell {} holds {}, expected 0-9 (0 = blank)",
                at / CELLS,
                at % CELLS,
                digits[at]
            ),
        ));
    }
    Ok(digits.iter().map(|&d| b'0' + d).collect())
}

/// Threads for `requested` (None or 0: one per core); negative is a
/// RangeError.
fn threads_of(requested: Option<i64>) -> Result<usize, Failure> {
    match requested {
        None => Ok(parallel::thread_count(0)),
        Some(n) => usize::try_from(n).map(parallel::thread_count).map_err(|_| {
            Failure::new(
                SUDOKU_ERR_RANGE,
                format!("threads {n} is negative, expected 0 (every core) or more"),
            )
        }),
    }
}

/// Puzzle `i` of `lines` as a NUL-terminated line.
fn line(lines: &[u8], i: usize) -> [u8; LINE] {
    let mut out = [0u8; LINE];
    out[..CELLS].copy_from_slice(&lines[i * CELLS..(i + 1) * CELLS]);
    out
}

/// The digit of a line's character ('.' and '0' blank).
fn digit_of(ch: u8) -> u8 {
    if ch.is_ascii_digit() { ch - b'0' } else { 0 }
}

/// Runs `work(index, output slot)` for every row, CHUNK rows at a time on
/// `threads` threads (no more than there are chunks).
fn each<T: Send>(out: &mut [T], threads: usize, work: impl Fn(usize, &mut T) + Sync) {
    let threads = threads.min(out.len().div_ceil(CHUNK)).max(1);
    let jobs = out.chunks_mut(CHUNK).enumerate();
    parallel::run(jobs, threads, |(k, chunk)| {
        for (j, slot) in chunk.iter_mut().enumerate() {
            work(k * CHUNK + j, slot);
        }
    });
}

/// Numbers whose bytes are all value: no padding, any bit pattern valid.
trait Plain: Copy {}
impl Plain for i8 {}
impl Plain for i16 {}
impl Plain for i32 {}
impl Plain for i64 {}
impl Plain for f32 {}

/// The bytes of a slice of numbers.
fn bytes<'py, T: Plain>(py: Python<'py>, values: &[T]) -> Bound<'py, PyBytes> {
    // SAFETY: `Plain` numbers have no padding; the view ends with the slice.
    let raw =
        unsafe { std::slice::from_raw_parts(values.as_ptr().cast::<u8>(), size_of_val(values)) };
    PyBytes::new(py, raw)
}

/// solve_many: (solutions as N*81 digits, statuses as i32).
#[pyfunction]
#[pyo3(signature = (digits, texts, threads))]
pub fn solve_many<'py>(
    py: Python<'py>,
    digits: Option<&[u8]>,
    texts: Option<Vec<String>>,
    threads: Option<i64>,
) -> PyResult<(Bound<'py, PyBytes>, Bound<'py, PyBytes>)> {
    let input = lines(digits, texts)?;
    let threads = i32::try_from(threads_of(threads)?).unwrap_or(i32::MAX);
    let (solutions, status) = py.detach(move || {
        let n = input.len() / CELLS;
        let mut out = vec![b'0'; n * CELLS];
        let mut counts = vec![0i64; n];
        // SAFETY: n rows of 81 bytes in and out, n counts.
        let batch = unsafe {
            sudoku_solve_batch(
                input.as_ptr().cast(),
                n,
                CELLS,
                out.as_mut_ptr().cast(),
                CELLS,
                threads,
                counts.as_mut_ptr(),
            )
        };
        // Per-puzzle outcomes are in `counts`; anything else is a failure.
        if batch < 0 && batch != SUDOKU_ERR_PARSE {
            checked(batch)?;
        }
        let status: Vec<i32> = counts
            .iter()
            .map(|&c| match c {
                0 => SUDOKU_NO_SOLUTION,
                1 => SUDOKU_OK,
                2 => SUDOKU_NOT_UNIQUE,
                c => c as i32,
            })
            .collect();
        // Rows without a solution were not written: they stay '0', so 0.
        for cell in &mut out {
            *cell -= b'0';
        }
        Ok::<_, Failure>((out, status))
    })?;
    Ok((PyBytes::new(py, &solutions), bytes(py, &status)))
}

/// count_many: counts up to `limit` as i64 (a negative SUDOKU_ERR_* when a
/// puzzle's count failed).
#[pyfunction]
#[pyo3(signature = (digits, texts, limit, threads))]
pub fn count_many<'py>(
    py: Python<'py>,
    digits: Option<&[u8]>,
    texts: Option<Vec<String>>,
    limit: i64,
    threads: Option<i64>,
) -> PyResult<Bound<'py, PyBytes>> {
    let input = lines(digits, texts)?;
    let threads = threads_of(threads)?;
    if limit < 1 {
        return Err(
            Failure::new(SUDOKU_ERR_RANGE, format!("limit {limit} is not at least 1")).into(),
        );
    }
    let counts = py.detach(move || {
        let mut counts = vec![0i64; input.len() / CELLS];
        each(&mut counts, threads, |i, slot| {
            let text = line(&input, i);
            // SAFETY: a NUL-terminated line; no solution or guesses asked.
            *slot = unsafe {
                sudoku_solve_limit(
                    text.as_ptr().cast(),
                    limit,
                    std::ptr::null_mut(),
                    0,
                    std::ptr::null_mut(),
                )
            };
        });
        counts
    });
    Ok(bytes(py, &counts))
}

/// Ratings as separate arrays, and each puzzle's status.
type Ratings<'py> = (
    Bound<'py, PyBytes>,
    Bound<'py, PyBytes>,
    Bound<'py, PyBytes>,
    Bound<'py, PyBytes>,
);

/// The columns of `ratings`: score (f32, NaN on failure), level (i8),
/// hardest (i16; both -1 on failure) and status (i32).
fn rating_columns<'py>(py: Python<'py>, ratings: &[(i32, SudokuRating)]) -> Ratings<'py> {
    let ok = |s: i32| s == SUDOKU_OK;
    let score: Vec<f32> = ratings
        .iter()
        .map(|(s, r)| {
            if ok(*s) {
                r.score_tenths as f32 / 10.0
            } else {
                f32::NAN
            }
        })
        .collect();
    let level: Vec<i8> = ratings
        .iter()
        .map(|(s, r)| if ok(*s) { r.level as i8 } else { -1 })
        .collect();
    let hardest: Vec<i16> = ratings
        .iter()
        .map(|(s, r)| if ok(*s) { r.hardest as i16 } else { -1 })
        .collect();
    let status: Vec<i32> = ratings.iter().map(|(s, _)| *s).collect();
    (
        bytes(py, &score),
        bytes(py, &level),
        bytes(py, &hardest),
        bytes(py, &status),
    )
}

const NO_RATING: SudokuRating = SudokuRating {
    score_tenths: 0,
    level: -1,
    hardest: -1,
};

/// rate_many: score, level, hardest and status columns.
#[pyfunction]
#[pyo3(signature = (digits, texts, threads))]
pub fn rate_many<'py>(
    py: Python<'py>,
    digits: Option<&[u8]>,
    texts: Option<Vec<String>>,
    threads: Option<i64>,
) -> PyResult<Ratings<'py>> {
    let input = lines(digits, texts)?;
    let threads = threads_of(threads)?;
    let ratings = py.detach(move || {
        let mut ratings = vec![(SUDOKU_OK, NO_RATING); input.len() / CELLS];
        each(&mut ratings, threads, |i, slot| {
            let text = line(&input, i);
            // SAFETY: a NUL-terminated line and a writable rating.
            slot.0 = unsafe { sudoku_rate(text.as_ptr().cast(), &mut slot.1) };
        });
        ratings
    });
    Ok(rating_columns(py, &ratings))
}

/// generate_many: from `seeds` (native-endian u64s), (puzzles,
/// solutions) as N*81 digits (zeros where a seed found no puzzle as
/// asked), then the rating columns of `rate_many`.
#[pyfunction]
#[pyo3(signature = (seeds, threads, *, level=None, score=None, technique=None, symmetry=None, clues=None, attempts=None))]
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
pub fn generate_many<'py>(
    py: Python<'py>,
    seeds: &[u8],
    threads: Option<i64>,
    level: Option<&Bound<'py, PyAny>>,
    score: Option<&Bound<'py, PyAny>>,
    technique: Option<&Bound<'py, PyAny>>,
    symmetry: Option<&Bound<'py, PyAny>>,
    clues: Option<i64>,
    attempts: Option<i64>,
) -> PyResult<(Bound<'py, PyBytes>, Bound<'py, PyBytes>, Ratings<'py>)> {
    let seeds: Vec<u64> = seeds
        .chunks_exact(8)
        .map(|b| u64::from_ne_bytes(b.try_into().expect("8 bytes")))
        .collect();
    let wanted = Wanted::from_py(level, score, technique, symmetry, clues, attempts)?;
    let threads = threads_of(threads)?;
    let made = py.detach(move || {
        let mut made = vec![([0u8; CELLS], [0u8; CELLS], (SUDOKU_OK, NO_RATING)); seeds.len()];
        each(&mut made, threads, |i, slot| match wanted.make(seeds[i]) {
            Ok(m) => {
                for c in 0..CELLS {
                    slot.0[c] = digit_of(m.puzzle[c]);
                    slot.1[c] = digit_of(m.solution[c]);
                }
                slot.2 = (SUDOKU_OK, m.rating);
            }
            Err(f) => slot.2 = (f.status, NO_RATING),
        });
        made
    });
    let puzzles: Vec<u8> = made.iter().flat_map(|m| m.0).collect();
    let solutions: Vec<u8> = made.iter().flat_map(|m| m.1).collect();
    let ratings: Vec<(i32, SudokuRating)> = made.iter().map(|m| m.2).collect();
    Ok((
        PyBytes::new(py, &puzzles),
        PyBytes::new(py, &solutions),
        rating_columns(py, &ratings),
    ))
}
