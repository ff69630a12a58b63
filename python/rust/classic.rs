//! One 9x9 puzzle at a time: solve, count, rate, generate, technique names.

use std::ffi::{CStr, CString, c_char};

use pyo3::prelude::*;
use sudoku::ffi::{
    SUDOKU_ERR_PARSE, SudokuGenerateOptions, SudokuRating, sudoku_generate_with, sudoku_rate,
    sudoku_solve_limit, sudoku_solve_str, sudoku_technique_name, sudoku_version,
};

use crate::cancel::{Cancel, Flag};
use crate::failure::{Failure, checked};
use crate::names::seed_of;

/// Bytes of an 81-character line and its NUL.
pub const LINE: usize = 82;

/// `text` as a C string; a NUL inside is a parse error naming `what`.
pub fn c_text(text: &str, what: &str) -> Result<CString, Failure> {
    CString::new(text).map_err(|e| {
        Failure::new(
            SUDOKU_ERR_PARSE,
            format!("{what} holds a NUL character at byte {}", e.nul_position()),
        )
    })
}

/// The text of a NUL-terminated line the library wrote.
pub fn line_text(buf: &[u8]) -> String {
    CStr::from_bytes_until_nul(buf)
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// A rating as (score in tenths, level, hardest technique id).
pub type RatingTuple = (i32, i32, i32);

fn rating_tuple(r: &SudokuRating) -> RatingTuple {
    (r.score_tenths, r.level, r.hardest)
}

/// The library's version, e.g. "0.4.0".
#[pyfunction]
pub fn version() -> String {
    // SAFETY: a static NUL-terminated string.
    unsafe { CStr::from_ptr(sudoku_version()) }
        .to_string_lossy()
        .into_owned()
}

/// The English name of technique `id` ("unknown technique" for none).
#[pyfunction]
pub fn technique_name(id: i64) -> String {
    let id = i32::try_from(id).unwrap_or(-1);
    // SAFETY: a static NUL-terminated string.
    unsafe { CStr::from_ptr(sudoku_technique_name(id)) }
        .to_string_lossy()
        .into_owned()
}

/// The solution of `puzzle` (sudoku_solve_str).
#[pyfunction]
pub fn solve(py: Python<'_>, puzzle: &str) -> PyResult<String> {
    let text = c_text(puzzle, "puzzle")?;
    let solved = py.detach(move || {
        let mut out = [0u8; LINE];
        // SAFETY: a C string and a buffer of LINE bytes.
        checked(unsafe { sudoku_solve_str(text.as_ptr(), out.as_mut_ptr().cast(), LINE) })?;
        Ok::<_, Failure>(line_text(&out))
    })?;
    Ok(solved)
}

/// Solutions of `puzzle` counted up to `limit` (sudoku_solve_limit).
#[pyfunction]
pub fn count(py: Python<'_>, puzzle: &str, limit: i64) -> PyResult<i64> {
    let text = c_text(puzzle, "puzzle")?;
    let counted = py.detach(move || {
        // SAFETY: a C string; no solution or guesses asked for.
        let n = unsafe {
            sudoku_solve_limit(
                text.as_ptr(),
                limit,
                std::ptr::null_mut(),
                0,
                std::ptr::null_mut(),
            )
        };
        if n < 0 {
            return Err(Failure::last(n as i32));
        }
        Ok(n)
    })?;
    Ok(counted)
}

/// The rating of `puzzle` (sudoku_rate).
#[pyfunction]
pub fn rate(py: Python<'_>, puzzle: &str) -> PyResult<RatingTuple> {
    let text = c_text(puzzle, "puzzle")?;
    let rated = py.detach(move || {
        let mut rating = SudokuRating {
            score_tenths: 0,
            level: 0,
            hardest: 0,
        };
        // SAFETY: a C string and a writable rating.
        checked(unsafe { sudoku_rate(text.as_ptr(), &mut rating) })?;
        Ok::<_, Failure>(rating_tuple(&rating))
    })?;
    Ok(rated)
}

/// What `generate` asks for, as SudokuGenerateOptions holds it.
#[derive(Clone)]
pub struct Wanted {
    pub min_tenths: i32,
    pub max_tenths: i32,
    pub hardest: i32,
    pub symmetry: i32,
    pub clues: i32,
    pub attempts: u32,
    pub cancel: Flag,
}

/// One puzzle made: its line, its solution's and its rating.
pub struct Made {
    pub puzzle: [u8; LINE],
    pub solution: [u8; LINE],
    pub rating: SudokuRating,
}

impl Wanted {
    /// sudoku_generate_with for `seed`, on the calling thread.
    pub fn make(&self, seed: u64) -> Result<Made, Failure> {
        let options = SudokuGenerateOptions {
            size: size_of::<SudokuGenerateOptions>() as u32,
            min_score_tenths: self.min_tenths,
            max_score_tenths: self.max_tenths,
            hardest: self.hardest,
            symmetry: self.symmetry,
            clues: self.clues,
            max_attempts: self.attempts,
            cancel: self.cancel.ptr(),
        };
        let mut made = Made {
            puzzle: [0; LINE],
            solution: [0; LINE],
            rating: SudokuRating {
                score_tenths: 0,
                level: 0,
                hardest: 0,
            },
        };
        // SAFETY: whole options, two LINE-byte buffers, a writable rating.
        checked(unsafe {
            sudoku_generate_with(
                seed,
                &options,
                made.puzzle.as_mut_ptr().cast::<c_char>(),
                made.solution.as_mut_ptr().cast::<c_char>(),
                LINE,
                &mut made.rating,
            )
        })?;
        Ok(made)
    }
}

/// A puzzle from `seed`: (puzzle, solution, rating) (sudoku_generate_with),
/// options as `Wanted::from_py` reads them.
#[pyfunction]
#[pyo3(signature = (seed, *, level=None, score=None, technique=None, symmetry=None, clues=None, attempts=None, cancel=None))]
#[allow(clippy::too_many_arguments)]
pub fn generate(
    py: Python<'_>,
    seed: &Bound<'_, PyAny>,
    level: Option<&Bound<'_, PyAny>>,
    score: Option<&Bound<'_, PyAny>>,
    technique: Option<&Bound<'_, PyAny>>,
    symmetry: Option<&Bound<'_, PyAny>>,
    clues: Option<i64>,
    attempts: Option<i64>,
    cancel: Option<&Bound<'_, Cancel>>,
) -> PyResult<(String, String, RatingTuple)> {
    let seed = seed_of(seed)?;
    let mut wanted = Wanted::from_py(level, score, technique, symmetry, clues, attempts)?;
    wanted.cancel = Flag::of(cancel);
    let made = py.detach(move || wanted.make(seed))?;
    Ok((
        line_text(&made.puzzle),
        line_text(&made.solution),
        rating_tuple(&made.rating),
    ))
}
