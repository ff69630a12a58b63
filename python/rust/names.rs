//! Options given by name or number (levels, symmetries, techniques, score
//! bounds) as the C API's numbers; a bad one is a RangeError saying what
//! would do.

use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};
use sudoku::ffi::SUDOKU_ERR_RANGE;
use sudoku::logic::{Level, Technique};

use crate::failure::Failure;

/// The symmetries by SUDOKU_SYMMETRY_* number.
const SYMMETRIES: [&str; 5] = ["none", "rotate180", "rotate90", "mirror", "diagonal"];
/// The levels by SUDOKU_LEVEL_* number.
pub const LEVELS: [Level; 5] = [
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Extreme,
];

/// A RangeError saying `message`.
pub fn range(message: String) -> PyErr {
    Failure::new(SUDOKU_ERR_RANGE, message).into()
}

/// An int in `0..count`, or a name `named` knows (any case).
fn numbered(
    value: &Bound<'_, PyAny>,
    what: &str,
    count: usize,
    named: impl Fn(&str) -> Option<usize>,
    names: &str,
) -> PyResult<i32> {
    if let Ok(text) = value.cast::<PyString>() {
        let text = text.to_cow()?;
        return named(&text)
            .map(|i| i as i32)
            .ok_or_else(|| range(format!("unknown {what} {text:?}: one of {names}")));
    }
    match value.extract::<i64>() {
        Ok(i) if (0..count as i64).contains(&i) => Ok(i as i32),
        Ok(i) => Err(range(format!("{what} {i} is not in 0..{}", count - 1))),
        Err(_) => Err(range(format!(
            "{what} must be a name or a number, not {value}"
        ))),
    }
}

/// A level: a name (easy .. extreme) or 0-4.
pub fn level_of(value: &Bound<'_, PyAny>) -> PyResult<i32> {
    let names = LEVELS.map(Level::name).join(", ");
    numbered(
        value,
        "level",
        LEVELS.len(),
        |s| Level::named(s).map(|l| l as usize),
        &names,
    )
}

/// A symmetry: a name (none, rotate180, rotate90, mirror, diagonal) or 0-4.
pub fn symmetry_of(value: &Bound<'_, PyAny>) -> PyResult<i32> {
    numbered(
        value,
        "symmetry",
        SYMMETRIES.len(),
        |s| {
            SYMMETRIES
                .iter()
                .position(|n| n.eq_ignore_ascii_case(s.trim()))
        },
        &SYMMETRIES.join(", "),
    )
}

/// A technique: a name as `rate` gives it (any case) or an id.
pub fn technique_of(value: &Bound<'_, PyAny>) -> PyResult<i32> {
    numbered(
        value,
        "technique",
        Technique::BY_ID.len(),
        |s| Technique::named(s).map(|t| t.id() as usize),
        "a name such as \"X-Wing\" (libsudoku.technique_name lists them by id)",
    )
}

/// A score in tenths (0.1 .. 100.0 in steps of 0.1).
fn tenths_of(value: &Bound<'_, PyAny>) -> PyResult<i32> {
    let score: f64 = value
        .extract()
        .map_err(|_| range(format!("score {value} is not a number")))?;
    let tenths = score * 10.0;
    if !(1.0..=1000.0).contains(&tenths) || (tenths - tenths.round()).abs() > 1e-6 {
        return Err(range(format!(
            "score {score} is not in 0.1..100.0 in steps of 0.1"
        )));
    }
    Ok(tenths.round() as i32)
}

/// Score bounds in tenths (0 = none): a number (exactly that) or a
/// (low, high) pair, either side None for no bound.
pub fn score_of(value: &Bound<'_, PyAny>) -> PyResult<(i32, i32)> {
    let bound =
        |v: Bound<'_, PyAny>| -> PyResult<i32> { if v.is_none() { Ok(0) } else { tenths_of(&v) } };
    if let Ok(pair) = value.cast::<PyTuple>() {
        if pair.len() != 2 {
            return Err(range(format!("score {value} is not a (low, high) pair")));
        }
        let (low, high) = (bound(pair.get_item(0)?)?, bound(pair.get_item(1)?)?);
        if high != 0 && low > high {
            return Err(range(format!("score {value}: low is above high")));
        }
        return Ok((low, high));
    }
    let exact = tenths_of(value)?;
    Ok((exact, exact))
}

/// A seed: an integer in 0..2^64-1 (a NaN, a float or a negative number is
/// a RangeError).
pub fn seed_of(value: &Bound<'_, PyAny>) -> PyResult<u64> {
    if value.cast::<pyo3::types::PyFloat>().is_ok() {
        return Err(range(format!(
            "seed {value} is not an integer in 0..2^64-1"
        )));
    }
    value
        .extract::<u64>()
        .map_err(|_| range(format!("seed {value} is not an integer in 0..2^64-1")))
}
