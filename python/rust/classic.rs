//! One 9x9 puzzle at a time: solve, count, rate, generate, technique names.

use std::ffi::CStr;

use pyo3::prelude::*;
use sudoku::ffi::{
    SudokuRating, sudoku_rate, sudoku_solve_limit, sudoku_solve_str, sudoku_technique_name,
    sudoku_version,
};

use crate::cancel::{Cancel, Flag};
use crate::failure::{Failure, checked};
use crate::names::seed_of;
use crate::text::{LINE, c_text, line_text};
use crate::wanted::Wanted;

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
