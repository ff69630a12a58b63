//! The Rust-side error type. The C ABI maps each variant to a status code.

use std::fmt;

/// Why a puzzle text could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    /// A character that is neither a digit, a blank (`.` `0` `_`) nor a
    /// separator (whitespace, `|`, `-`, `+`).
    InvalidChar {
        /// The offending character (or U+FFFD for invalid UTF-8).
        found: char,
        /// Byte offset of the character in the input.
        offset: usize,
    },
    /// The text holds more or fewer than 81 cells.
    WrongCellCount(usize),
    /// Pencil-mark text holds more or fewer than 729 characters.
    WrongMarkCount(usize),
}

/// Everything that can go wrong in the safe API.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A row, column, digit, length or limit outside its documented range.
    Range,
    /// The puzzle text could not be parsed.
    Parse(ParseError),
    /// A digit repeats in a row, column or box, or an empty cell would be
    /// left without any candidate.
    Conflict,
    /// The puzzle has no solution.
    NoSolution,
    /// The puzzle has more than one solution.
    NotUnique,
    /// A given cell cannot be changed by the player.
    Given,
    /// The search's guess budget ran out before it could answer.
    Exhausted,
    /// The caller's stop test ended the work.
    Cancelled,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::InvalidChar { found, offset } => write!(
                f,
                "{found:?} at position {} is not a digit, a blank (. 0 _) or a separator",
                offset + 1
            ),
            Self::WrongCellCount(n) => write!(f, "puzzle has {n} cells, expected 81"),
            Self::WrongMarkCount(n) => {
                write!(f, "pencil marks have {n} characters, expected 729")
            }
        }
    }
}

impl std::error::Error for ParseError {}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Range => f.write_str("argument out of range"),
            Self::Parse(e) => e.fmt(f),
            Self::Conflict => f.write_str("conflicting digits"),
            Self::NoSolution => f.write_str("no solution"),
            Self::NotUnique => f.write_str("more than one solution"),
            Self::Given => f.write_str("the cell holds a given"),
            Self::Exhausted => f.write_str("work budget exhausted"),
            Self::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Parse(e) => Some(e),
            _ => None,
        }
    }
}

impl From<ParseError> for Error {
    fn from(e: ParseError) -> Self {
        Self::Parse(e)
    }
}
