#![deny(missing_docs)]
//! libsudoku: a Sudoku engine with a stable C ABI.
//!
//! The Rust API is [`Sudoku`] (a board with the original solver class's
//! operations), [`Grid`] (81 digits, parsing and formatting) and the
//! [`reference`](mod@reference) engine. The C ABI lives in [`ffi`] and is described by the
//! generated header `include/sudoku.h`.

pub mod budget;
pub mod diagnose;
pub mod error;
pub mod fast;
pub mod ffi;
pub mod generate;
pub mod geometry;
pub mod grid;
pub mod hint;
pub mod logic;
pub mod parallel;
pub mod parse;
pub mod play;
pub mod reference;
pub mod rng;
pub mod stop;
pub mod sudoku;
#[cfg(test)]
mod test_puzzles;
pub mod trace;
pub mod variant;

pub use error::{Error, ParseError};
pub use grid::Grid;
pub use sudoku::Sudoku;
