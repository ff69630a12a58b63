//! `Variant`: a parsed variant description (sizes 4-16, jigsaw, extra
//! rules, killer cages) with solve, count, rate, hint, game and generate,
//! each bounded by guesses and time.

use pyo3::prelude::*;
use sudoku::ffi::{
    SUDOKU_ERR_PARSE, SudokuRating, SudokuVariant, SudokuVariantOptions, sudoku_variant_free,
    sudoku_variant_game_new, sudoku_variant_generate_with, sudoku_variant_parse,
    sudoku_variant_parse_fpuzzles, sudoku_variant_rate_with, sudoku_variant_size,
    sudoku_variant_solve_with, sudoku_variant_to_fpuzzles, sudoku_variant_to_text,
};

use crate::cancel::{Cancel, Flag};
use crate::failure::{Failure, checked};
use crate::game::Game;
use crate::names::level_of;
use crate::shared::Shared;
use crate::text::{c_text, line_text, written};

/// Bytes a generated variant's text may take (its NUL included).
const TEXT_BYTES: usize = 8192;

/// An owned variant handle.
struct Handle(*mut SudokuVariant);

// SAFETY: a variant never changes after parsing; the library lets many
// threads use one at once.
unsafe impl Send for Handle {}
// SAFETY: as above.
unsafe impl Sync for Handle {}

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: made by the library, freed once.
        unsafe { sudoku_variant_free(self.0) }
    }
}

/// The work a call may do: guesses (0: the default) and milliseconds (0:
/// no limit).
#[derive(Clone)]
struct Limits {
    max_guesses: u64,
    max_millis: u32,
    cancel: Flag,
}

impl Limits {
    /// As SudokuVariantOptions (valid while `self` lives).
    fn c(&self) -> SudokuVariantOptions {
        SudokuVariantOptions {
            size: size_of::<SudokuVariantOptions>() as u32,
            max_guesses: self.max_guesses,
            max_millis: self.max_millis,
            cancel: self.cancel.ptr(),
        }
    }
}

/// The limits of `max_guesses` (None or 0: the default), `timeout` seconds
/// (None: no limit) and `cancel`.
fn options(
    max_guesses: Option<&Bound<'_, PyAny>>,
    timeout: Option<f64>,
    cancel: Option<&Bound<'_, Cancel>>,
) -> PyResult<Limits> {
    let max_guesses = match max_guesses {
        None => 0,
        Some(n) => n.extract::<u64>().map_err(|_| {
            Failure::new(
                sudoku::ffi::SUDOKU_ERR_RANGE,
                format!("max_guesses {n} is not an integer in 0..2^64-1"),
            )
        })?,
    };
    let max_millis = match timeout {
        None => 0,
        Some(t) if t > 0.0 && t.is_finite() => (t * 1000.0).ceil().min(f64::from(u32::MAX)) as u32,
        Some(t) => {
            return Err(Failure::new(
                sudoku::ffi::SUDOKU_ERR_RANGE,
                format!("timeout {t} is not a positive number of seconds"),
            )
            .into());
        }
    };
    Ok(Limits {
        max_guesses,
        max_millis,
        cancel: Flag::of(cancel),
    })
}

/// A variant puzzle: its description (the variant text format of the
/// book) parsed once.
#[pyclass(module = "libsudoku", name = "Variant", frozen)]
pub struct Variant {
    handle: Handle,
    text: String,
}

impl Variant {
    fn v(&self) -> *const SudokuVariant {
        self.handle.0
    }
}

#[pymethods]
impl Variant {
    /// Parses a variant description (the book's variant text format).
    #[new]
    fn new(text: &str) -> PyResult<Variant> {
        let c = c_text(text, "variant")?;
        let mut v = std::ptr::null_mut();
        // SAFETY: a C string and a writable handle.
        checked(unsafe { sudoku_variant_parse(c.as_ptr(), &mut v) })?;
        Ok(Variant {
            handle: Handle(v),
            text: text.to_owned(),
        })
    }

    /// Parses a variant description (the same as `Variant(text)`).
    #[staticmethod]
    fn parse(text: &str) -> PyResult<Variant> {
        Variant::new(text)
    }

    /// Reads an f-puzzles puzzle: its JSON, the LZ-String base64 form of
    /// it, or an f-puzzles or SudokuPad link carrying that. A constraint
    /// with no equivalent here raises ParseError naming it. `text` is then
    /// the variant in the book's text format.
    #[staticmethod]
    fn from_fpuzzles(fpuzzles: &str) -> PyResult<Variant> {
        let c = c_text(fpuzzles, "f-puzzles text")?;
        let mut v = std::ptr::null_mut();
        // SAFETY: a C string and a writable handle.
        checked(unsafe { sudoku_variant_parse_fpuzzles(c.as_ptr(), &mut v) })?;
        let handle = Handle(v);
        // SAFETY: a live variant and a buffer of `cap` bytes or none.
        let text = written(|buf, cap| unsafe { sudoku_variant_to_text(handle.0, buf, cap) });
        Ok(Variant { handle, text })
    }

    /// The variant as f-puzzles JSON, which `from_fpuzzles` reads back.
    /// A rule f-puzzles has no constraint for (slow-thermo, greater)
    /// raises ParseError naming it.
    fn to_fpuzzles(&self) -> PyResult<String> {
        // SAFETY: a live variant and a buffer of `cap` bytes or none.
        let json = written(|buf, cap| unsafe { sudoku_variant_to_fpuzzles(self.v(), buf, cap) });
        if json.is_empty() {
            return Err(Failure::last(SUDOKU_ERR_PARSE).into());
        }
        Ok(json)
    }

    /// N: the grid is N x N.
    #[getter]
    fn size(&self) -> i32 {
        // SAFETY: a live variant.
        unsafe { sudoku_variant_size(self.v()) }
    }

    /// The description it was parsed from.
    #[getter]
    fn text(&self) -> &str {
        &self.text
    }

    fn __repr__(&self) -> String {
        format!("Variant({:?})", self.text)
    }

    /// Solutions counted up to `limit`, within `max_guesses` guesses (None or 0:
    /// the default), `timeout` seconds and `cancel` (a `Cancel`).
    #[pyo3(signature = (limit = 2, *, max_guesses = None, timeout = None, cancel = None))]
    fn count(
        &self,
        py: Python<'_>,
        limit: i64,
        max_guesses: Option<&Bound<'_, PyAny>>,
        timeout: Option<f64>,
        cancel: Option<&Bound<'_, Cancel>>,
    ) -> PyResult<i64> {
        let limits = options(max_guesses, timeout, cancel)?;
        Ok(self.solve_into(py, limit, limits, false)?.0)
    }

    /// The first solution found (N*N characters: 1-9, then A-G), within
    /// `max_guesses` and `timeout` as `count`; NoSolution when there is
    /// none.
    #[pyo3(signature = (*, max_guesses = None, timeout = None, cancel = None))]
    fn solve(
        &self,
        py: Python<'_>,
        max_guesses: Option<&Bound<'_, PyAny>>,
        timeout: Option<f64>,
        cancel: Option<&Bound<'_, Cancel>>,
    ) -> PyResult<String> {
        let limits = options(max_guesses, timeout, cancel)?;
        let (n, solution) = self.solve_into(py, 1, limits, true)?;
        if n == 0 {
            return Err(Failure::new(
                sudoku::ffi::SUDOKU_NO_SOLUTION,
                "the variant has no solution",
            )
            .into());
        }
        Ok(solution)
    }

    /// The rating (a `libsudoku.Rating`; variant scores are the library's
    /// own scale), within `max_guesses` for the uniqueness check and
    /// `timeout` seconds.
    #[pyo3(signature = (*, max_guesses = None, timeout = None, cancel = None))]
    fn rate<'py>(
        &self,
        py: Python<'py>,
        max_guesses: Option<&Bound<'_, PyAny>>,
        timeout: Option<f64>,
        cancel: Option<&Bound<'_, Cancel>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let opts = options(max_guesses, timeout, cancel)?;
        let v = Shared::new(self.v());
        let rating = py.detach(move || {
            let mut rating = SudokuRating {
                score_tenths: 0,
                level: 0,
                hardest: 0,
            };
            // SAFETY: a live variant, whole options, a writable rating.
            checked(unsafe { sudoku_variant_rate_with(v.get(), &mut rating, &opts.c()) })?;
            Ok::<_, Failure>((rating.score_tenths, rating.level, rating.hardest))
        })?;
        py.import("libsudoku._types")?
            .getattr("Rating")?
            .call_method1("_of", (rating,))
    }

    /// A game on this variant (it must have one solution).
    fn game(&self, py: Python<'_>) -> PyResult<Game> {
        let v = Shared::new(self.v());
        // SAFETY: a live variant and a writable handle.
        Game::made(py, move |out| unsafe {
            sudoku_variant_game_new(v.get(), out)
        })
    }

    /// The simplest next step from the givens (a `libsudoku.Hint`).
    fn hint<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let game = Bound::new(py, self.game(py)?)?;
        game.call_method1("hint", (false,))
    }

    /// A variant puzzle with one solution from `seed` on `rules` (a
    /// description without givens), of `level` (a name or 0-4; None: any),
    /// within `attempts` attempts, each of `max_guesses` guesses (0: the
    /// default of the size), `timeout` seconds and `cancel`.
    #[staticmethod]
    #[pyo3(signature = (seed, rules, *, level = None, attempts = 100, max_guesses = None, timeout = None, cancel = None))]
    #[allow(clippy::too_many_arguments)]
    fn generate(
        py: Python<'_>,
        seed: u64,
        rules: &str,
        level: Option<&Bound<'_, PyAny>>,
        attempts: u32,
        max_guesses: Option<&Bound<'_, PyAny>>,
        timeout: Option<f64>,
        cancel: Option<&Bound<'_, Cancel>>,
    ) -> PyResult<Variant> {
        let level = level.map(level_of).transpose()?.unwrap_or(-1);
        let opts = options(max_guesses, timeout, cancel)?;
        let c = c_text(rules, "rules")?;
        let text = py.detach(move || {
            let mut out = vec![0u8; TEXT_BYTES];
            // SAFETY: a C string, a buffer of TEXT_BYTES, whole options.
            checked(unsafe {
                sudoku_variant_generate_with(
                    seed,
                    c.as_ptr(),
                    level,
                    attempts,
                    out.as_mut_ptr().cast(),
                    TEXT_BYTES,
                    &opts.c(),
                )
            })?;
            Ok::<_, Failure>(line_text(&out))
        })?;
        Variant::new(&text)
    }
}

impl Variant {
    /// sudoku_variant_solve_with: the count and, when asked, the first
    /// solution.
    fn solve_into(
        &self,
        py: Python<'_>,
        limit: i64,
        opts: Limits,
        want: bool,
    ) -> PyResult<(i64, String)> {
        let v = Shared::new(self.v());
        let cells = (self.size() * self.size()) as usize;
        let found = py.detach(move || {
            let mut out = vec![0u8; cells + 1];
            let (buf, cap) = if want {
                (out.as_mut_ptr().cast(), out.len())
            } else {
                (std::ptr::null_mut(), 0)
            };
            // SAFETY: a live variant, `buf` writable for `cap`, whole options.
            let n = unsafe { sudoku_variant_solve_with(v.get(), limit, buf, cap, &opts.c()) };
            if n < 0 {
                return Err(Failure::last(n as i32));
            }
            Ok((n, line_text(&out)))
        })?;
        Ok(found)
    }
}
