//! `Game`: a puzzle being played (classic or variant), over the C game API.
//! Rows, columns and digits are 1-based as in C; cells are 0..N*N-1.

use pyo3::prelude::*;
use sudoku::ffi::{
    SUDOKU_GAME_SAVE_BYTES, SudokuClash, SudokuConflict, SudokuGame, sudoku_clashes,
    sudoku_conflicts, sudoku_game_auto_pencil, sudoku_game_digit, sudoku_game_enter,
    sudoku_game_free, sudoku_game_is_complete, sudoku_game_is_given, sudoku_game_load,
    sudoku_game_new, sudoku_game_pencil, sudoku_game_redo, sudoku_game_save,
    sudoku_game_save_bytes, sudoku_game_set_pencil, sudoku_game_size, sudoku_game_toggle_pencil,
    sudoku_game_undo, sudoku_mistakes,
};

use crate::failure::{Failure, checked};
use crate::hint::game_hint;
use crate::shared::Shared;
use crate::text::{c_text, line_text};

/// An owned game handle.
struct Handle(*mut SudokuGame);

// SAFETY: a game is plain owned data with no tie to a thread. PyO3 hands a
// `&mut self` method exclusive access and `&self` methods only read.
unsafe impl Send for Handle {}
// SAFETY: as above.
unsafe impl Sync for Handle {}

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: made by the library, freed once.
        unsafe { sudoku_game_free(self.0) }
    }
}

/// A puzzle being played: entries, pencil marks, undo and redo, conflicts,
/// mistakes, hints, save and load. Rows, columns and digits are 1-based
/// (1..N); cells in lists are 0..N*N-1 in reading order.
#[pyclass(module = "libsudoku", name = "Game")]
pub struct Game {
    handle: Handle,
    /// Whether the game is 9x9 of rows, columns and boxes (its hints then
    /// carry chains).
    classic: bool,
}

impl Game {
    /// A game around a handle the library made (written to `*out` by
    /// `make`, a call that returns a status).
    pub fn made(
        py: Python<'_>,
        make: impl FnOnce(*mut *mut SudokuGame) -> i32 + Send,
    ) -> PyResult<Game> {
        let handle = py.detach(move || {
            let mut g = std::ptr::null_mut();
            checked(make(&mut g))?;
            Ok::<_, Failure>(Handle(g))
        })?;
        // SAFETY: a live game.
        let classic = unsafe { sudoku_game_save_bytes(handle.0) } == SUDOKU_GAME_SAVE_BYTES as i32;
        Ok(Game { handle, classic })
    }

    fn g(&self) -> *mut SudokuGame {
        self.handle.0
    }

    /// A count-returning list call: the length, then the items.
    fn list<T: Clone>(&self, zero: T, call: impl Fn(*mut T, usize) -> i32) -> PyResult<Vec<T>> {
        let n = call(std::ptr::null_mut(), 0);
        if n < 0 {
            return Err(Failure::last(n).into());
        }
        let mut out = vec![zero; n as usize];
        let n = call(out.as_mut_ptr(), out.len());
        if n < 0 {
            return Err(Failure::last(n).into());
        }
        out.truncate(n as usize);
        Ok(out)
    }
}

#[pymethods]
impl Game {
    /// A game on a 9x9 puzzle with one solution.
    #[new]
    fn new(py: Python<'_>, puzzle: &str) -> PyResult<Game> {
        let text = c_text(puzzle, "puzzle")?;
        // SAFETY: a C string and a writable handle.
        Game::made(py, move |out| unsafe {
            sudoku_game_new(text.as_ptr(), out)
        })
    }

    /// A game from the text `save()` gave.
    #[staticmethod]
    fn load(py: Python<'_>, saved: &str) -> PyResult<Game> {
        let text = c_text(saved, "saved game")?;
        // SAFETY: a C string and a writable handle.
        Game::made(py, move |out| unsafe {
            sudoku_game_load(text.as_ptr(), out)
        })
    }

    /// N: the grid is N x N.
    #[getter]
    fn size(&self) -> i32 {
        // SAFETY: a live game.
        unsafe { sudoku_game_size(self.g()) }
    }

    /// Enters `digit` (0 erases) at (`row`, `col`) as one undoable move.
    fn enter(&mut self, row: i32, col: i32, digit: i32) -> PyResult<()> {
        // SAFETY: a live game, used by this call alone.
        Ok(checked(unsafe {
            sudoku_game_enter(self.g(), row, col, digit)
        })?)
    }

    /// The digit at (`row`, `col`), 0 when empty.
    fn digit(&self, row: i32, col: i32) -> PyResult<i32> {
        // SAFETY: a live game.
        non_negative(unsafe { sudoku_game_digit(self.g(), row, col) })
    }

    /// Whether (`row`, `col`) holds a given.
    fn is_given(&self, row: i32, col: i32) -> PyResult<bool> {
        // SAFETY: a live game.
        Ok(non_negative(unsafe { sudoku_game_is_given(self.g(), row, col) })? == 1)
    }

    /// The pencil marks at (`row`, `col`) as a mask (bit k = digit k+1).
    fn pencil(&self, row: i32, col: i32) -> PyResult<i32> {
        // SAFETY: a live game.
        non_negative(unsafe { sudoku_game_pencil(self.g(), row, col) })
    }

    /// Sets the pencil marks at (`row`, `col`) to `mask`.
    fn set_pencil(&mut self, row: i32, col: i32, mask: i32) -> PyResult<()> {
        // SAFETY: a live game, used by this call alone.
        Ok(checked(unsafe {
            sudoku_game_set_pencil(self.g(), row, col, mask)
        })?)
    }

    /// Turns the pencil mark `digit` at (`row`, `col`) on or off.
    fn toggle_pencil(&mut self, row: i32, col: i32, digit: i32) -> PyResult<()> {
        // SAFETY: a live game, used by this call alone.
        Ok(checked(unsafe {
            sudoku_game_toggle_pencil(self.g(), row, col, digit)
        })?)
    }

    /// Fills every empty cell's pencil marks with its candidates.
    fn auto_pencil(&mut self) -> PyResult<()> {
        // SAFETY: a live game, used by this call alone.
        Ok(checked(unsafe { sudoku_game_auto_pencil(self.g()) })?)
    }

    /// Undoes the last move; False when there is none.
    fn undo(&mut self) -> PyResult<bool> {
        // SAFETY: a live game, used by this call alone.
        Ok(non_negative(unsafe { sudoku_game_undo(self.g()) })? == 1)
    }

    /// Redoes the last undone move; False when there is none.
    fn redo(&mut self) -> PyResult<bool> {
        // SAFETY: a live game, used by this call alone.
        Ok(non_negative(unsafe { sudoku_game_redo(self.g()) })? == 1)
    }

    /// Whether every cell holds the solution's digit.
    fn is_complete(&self) -> PyResult<bool> {
        // SAFETY: a live game.
        Ok(non_negative(unsafe { sudoku_game_is_complete(self.g()) })? == 1)
    }

    /// Entries that clash with a given: (cell, given, house) triples.
    fn conflicts(&self) -> PyResult<Vec<(i32, i32, i32)>> {
        let zero = SudokuConflict {
            cell: 0,
            given: 0,
            house: 0,
        };
        // SAFETY: a live game; `out` writable for `cap` items.
        let found = self.list(zero, |out, cap| unsafe {
            sudoku_conflicts(self.g(), out, cap)
        })?;
        Ok(found.iter().map(|c| (c.cell, c.given, c.house)).collect())
    }

    /// Pairs of cells showing the same digit where a rule forbids it, one
    /// at least an entry: (first, second, house) triples.
    fn clashes(&self) -> PyResult<Vec<(i32, i32, i32)>> {
        let zero = SudokuClash {
            first: 0,
            second: 0,
            house: 0,
        };
        // SAFETY: a live game; `out` writable for `cap` items.
        let found = self.list(zero, |out, cap| unsafe {
            sudoku_clashes(self.g(), out, cap)
        })?;
        Ok(found.iter().map(|c| (c.first, c.second, c.house)).collect())
    }

    /// The cells whose entry differs from the solution.
    fn mistakes(&self) -> PyResult<Vec<u32>> {
        // SAFETY: a live game; `out` writable for `cap` bytes.
        let found = self.list(0u8, |out, cap| unsafe {
            sudoku_mistakes(self.g(), out, cap)
        })?;
        Ok(found.into_iter().map(u32::from).collect())
    }

    /// The whole game (givens, entries, pencil marks) as text for `load`.
    fn save(&self) -> PyResult<String> {
        // SAFETY: a live game.
        let bytes = non_negative(unsafe { sudoku_game_save_bytes(self.g()) })? as usize;
        let mut buf = vec![0u8; bytes];
        // SAFETY: a live game; `buf` writable for its length.
        checked(unsafe { sudoku_game_save(self.g(), buf.as_mut_ptr().cast(), buf.len()) })?;
        Ok(line_text(&buf))
    }

    /// The next hint, as `libsudoku.Hint`; with `use_pencil`, read from the
    /// pencil marks where a cell has some.
    #[pyo3(signature = (use_pencil = false))]
    fn hint<'py>(&self, py: Python<'py>, use_pencil: bool) -> PyResult<Bound<'py, PyAny>> {
        let (g, classic) = (Shared::new(self.g().cast_const()), self.classic);
        // SAFETY: a live game, not modified during the call (`self` is
        // borrowed).
        let found = py.detach(move || unsafe { game_hint(g.get(), use_pencil, classic) })?;
        py.import("libsudoku._types")?
            .getattr("Hint")?
            .call_method1("_of", (found,))
    }
}

/// `value`, or the failure a negative status stands for.
fn non_negative(value: i32) -> PyResult<i32> {
    if value < 0 {
        return Err(Failure::last(value).into());
    }
    Ok(value)
}
