//! Status codes returned across the C ABI, and their texts.

use std::ffi::CStr;

use std::ffi::c_char;

use super::last_error::{Fail, fail};
use crate::error::Error;

/// Result of a libsudoku call: 0 on success, positive for an outcome of the
/// puzzle (no solution, conflict, limit), negative for an error.
pub type SudokuStatus = i32;

/// Success.
pub const SUDOKU_OK: SudokuStatus = 0;
/// The puzzle has no solution.
pub const SUDOKU_NO_SOLUTION: SudokuStatus = 1;
/// A digit repeats in a row, column or box, or an empty cell would be left
/// without candidates.
pub const SUDOKU_CONFLICT: SudokuStatus = 2;
/// A work or count limit was reached before the task finished.
pub const SUDOKU_LIMIT_REACHED: SudokuStatus = 3;
/// The puzzle has more than one solution.
pub const SUDOKU_NOT_UNIQUE: SudokuStatus = 4;
/// The caller's cancel flag stopped the call; nothing was written.
pub const SUDOKU_CANCELLED: SudokuStatus = 5;
/// A required pointer argument was NULL.
pub const SUDOKU_ERR_NULL: SudokuStatus = -1;
/// An integer argument was outside its documented range.
pub const SUDOKU_ERR_RANGE: SudokuStatus = -2;
/// The puzzle text could not be parsed.
pub const SUDOKU_ERR_PARSE: SudokuStatus = -3;
/// The caller's buffer is too small.
pub const SUDOKU_ERR_BUFFER: SudokuStatus = -4;
/// An internal error (a Rust panic) was caught; the handle is unchanged.
pub const SUDOKU_ERR_PANIC: SudokuStatus = -5;
/// The search's guess budget (SUDOKU_DEFAULT_MAX_GUESSES) ran out before it
/// could answer; nothing was written. Functions that return a count report
/// this where status-returning ones report SUDOKU_LIMIT_REACHED.
pub const SUDOKU_ERR_BUDGET: SudokuStatus = -6;
/// The cell holds a given, which the player cannot change.
pub const SUDOKU_ERR_GIVEN: SudokuStatus = -7;
/// The caller's cancel flag stopped the call; nothing was written.
/// Functions that return a count report this where status-returning ones
/// report SUDOKU_CANCELLED.
pub const SUDOKU_ERR_CANCELLED: SudokuStatus = -8;

/// Guesses a search may make before it gives up: every solve and count
/// that takes no explicit budget stops there (counting the empty grid up
/// to INT64_MAX gets there in about 0.7 s on a 2-core VM).
pub const SUDOKU_DEFAULT_MAX_GUESSES: u64 = 4_194_304;
const _: () = assert!(SUDOKU_DEFAULT_MAX_GUESSES == crate::budget::DEFAULT_MAX_GUESSES);

/// The status code of a safe-API error.
pub(crate) fn status_of(error: &Error) -> SudokuStatus {
    match error {
        Error::Range => SUDOKU_ERR_RANGE,
        Error::Parse(_) => SUDOKU_ERR_PARSE,
        Error::Conflict => SUDOKU_CONFLICT,
        Error::NoSolution => SUDOKU_NO_SOLUTION,
        Error::NotUnique => SUDOKU_NOT_UNIQUE,
        Error::Exhausted => SUDOKU_LIMIT_REACHED,
        Error::Given => SUDOKU_ERR_GIVEN,
        Error::Cancelled => SUDOKU_CANCELLED,
    }
}

/// The failure of a safe-API error, with the error's own words as its
/// message (callers with more context give a better one).
pub(crate) fn fail_of(error: &Error) -> Fail {
    fail(status_of(error), error)
}

/// The failure of text that is not a puzzle (or not pencil marks).
pub(crate) fn parse_fail(error: crate::error::ParseError) -> Fail {
    fail(SUDOKU_ERR_PARSE, error)
}

/// The static English text of a status code.
pub(crate) fn status_text(status: SudokuStatus) -> &'static CStr {
    match status {
        SUDOKU_OK => c"ok",
        SUDOKU_NO_SOLUTION => c"no solution",
        SUDOKU_CONFLICT => c"conflicting digits",
        SUDOKU_LIMIT_REACHED => c"limit reached",
        SUDOKU_NOT_UNIQUE => c"more than one solution",
        SUDOKU_CANCELLED => c"cancelled",
        SUDOKU_ERR_NULL => c"null pointer argument",
        SUDOKU_ERR_RANGE => c"argument out of range",
        SUDOKU_ERR_PARSE => c"cannot parse puzzle",
        SUDOKU_ERR_BUFFER => c"buffer too small",
        SUDOKU_ERR_PANIC => c"internal error",
        SUDOKU_ERR_BUDGET => c"work budget exhausted",
        SUDOKU_ERR_GIVEN => c"the cell holds a given",
        SUDOKU_ERR_CANCELLED => c"cancelled (count not known)",
        _ => c"unknown status",
    }
}

/// Pointer form of [`status_text`] for C.
pub(crate) fn status_text_ptr(status: SudokuStatus) -> *const c_char {
    status_text(status).as_ptr()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_maps_to_its_code() {
        use crate::error::ParseError;
        assert_eq!(status_of(&Error::Range), SUDOKU_ERR_RANGE);
        assert_eq!(
            status_of(&Error::Parse(ParseError::WrongCellCount(3))),
            SUDOKU_ERR_PARSE
        );
        assert_eq!(status_of(&Error::Conflict), SUDOKU_CONFLICT);
        assert_eq!(status_of(&Error::NoSolution), SUDOKU_NO_SOLUTION);
        assert_eq!(status_of(&Error::NotUnique), SUDOKU_NOT_UNIQUE);
        assert_eq!(status_of(&Error::Exhausted), SUDOKU_LIMIT_REACHED);
        assert_eq!(status_of(&Error::Given), SUDOKU_ERR_GIVEN);
        assert_eq!(status_of(&Error::Cancelled), SUDOKU_CANCELLED);
    }

    #[test]
    fn every_code_has_its_own_text() {
        let codes = [
            SUDOKU_OK,
            SUDOKU_NO_SOLUTION,
            SUDOKU_CONFLICT,
            SUDOKU_LIMIT_REACHED,
            SUDOKU_NOT_UNIQUE,
            SUDOKU_CANCELLED,
            SUDOKU_ERR_NULL,
            SUDOKU_ERR_RANGE,
            SUDOKU_ERR_PARSE,
            SUDOKU_ERR_BUFFER,
            SUDOKU_ERR_PANIC,
            SUDOKU_ERR_BUDGET,
            SUDOKU_ERR_GIVEN,
            SUDOKU_ERR_CANCELLED,
        ];
        let texts: std::collections::HashSet<_> = codes.iter().map(|&c| status_text(c)).collect();
        assert_eq!(texts.len(), codes.len());
        assert!(!texts.contains(c"unknown status"));
        assert_eq!(status_text(42), c"unknown status");
        assert_eq!(status_text(i32::MIN), c"unknown status");
    }
}
