//! The Rust-side error type. The C ABI maps each variant to a status code.

use thiserror::Error;

/// Why a puzzle text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseError {
    /// A character that is neither a digit, a blank (`.` `0` `_`) nor a
    /// separator (whitespace, `|`, `-`, `+`).
    #[error("invalid character {found:?} at byte {offset}")]
    InvalidChar {
        /// The offending character (or U+FFFD for invalid UTF-8).
        found: char,
        /// Byte offset of the character in the input.
        offset: usize,
    },
    /// The text holds more or fewer than 81 cells.
    #[error("expected 81 cells, found {0}")]
    WrongCellCount(usize),
    /// Pencil-mark text holds more or fewer than 729 characters.
    #[error("expected 729 pencil-mark characters, found {0}")]
    WrongMarkCount(usize),
}

/// Everything that can go wrong in the safe API.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// A row, column, digit, length or limit outside its documented range.
    #[error("argument out of range")]
    Range,
    /// The puzzle text could not be parsed.
    #[error("cannot parse puzzle: {0}")]
    Parse(#[from] ParseError),
    /// A digit repeats in a row, column or box, or an empty cell would be
    /// left without any candidate.
    #[error("conflicting digits")]
    Conflict,
    /// The puzzle has no solution.
    #[error("no solution")]
    NoSolution,
    /// A given cell cannot be changed by the player.
    #[error("the cell holds a given")]
    Given,
    /// The search's guess budget ran out before it could answer.
    #[error("work budget exhausted")]
    Exhausted,
    /// The caller's stop test ended the work.
    #[error("cancelled")]
    Cancelled,
}
