//! The 9x9 grid of digits, independent of any solver.

use std::fmt;
use std::str::FromStr;

use crate::error::{Error, ParseError};
use crate::geometry::{ALL_DIGITS, CELLS, PEERS, digit_bit};
use crate::parse::parse_cells;

/// A 9x9 Sudoku grid: each cell holds 0 (empty) or a digit 1..=9.
///
/// A grid may hold any digits; [`Grid::is_consistent`] tells whether it
/// obeys the rules so far.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
// Aligned so that copies of grids (into results, out through the C ABI)
// move whole 16-byte words that the CPU can forward from store to load.
#[repr(align(16))]
pub struct Grid {
    cells: [u8; CELLS],
}

/// The character of a cell value in a line: `'1'`-`'9'`, `'.'` for 0.
#[inline]
pub(crate) fn cell_char(value: u8) -> u8 {
    if value == 0 { b'.' } else { b'0' + value }
}

impl Default for Grid {
    fn default() -> Self {
        Self::empty()
    }
}

impl Grid {
    /// The grid with every cell empty.
    pub const fn empty() -> Self {
        Grid { cells: [0; CELLS] }
    }

    /// Builds a grid from 81 values in row-major order (0 = empty).
    ///
    /// Returns [`Error::Range`] when a value exceeds 9.
    pub fn from_cells(cells: [u8; CELLS]) -> Result<Self, Error> {
        if cells.iter().any(|&v| v > 9) {
            return Err(Error::Range);
        }
        Ok(Grid { cells })
    }

    /// Parses puzzle text (see [`crate::parse`] for the accepted layouts).
    pub fn parse(text: &[u8]) -> Result<Self, ParseError> {
        parse_cells(text).map(|cells| Grid { cells })
    }

    /// The 81 cell values in row-major order (0 = empty).
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The value of cell `cell` (0..81): 0 when empty.
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Sets cell `cell` (0..81) to `value` (0..=9) without any rule check.
    pub(crate) fn put(&mut self, cell: usize, value: u8) {
        debug_assert!(value <= 9);
        self.cells[cell] = value;
    }

    /// Mask of the digits placed in the peers of `cell`.
    fn peer_digits(&self, cell: usize) -> u16 {
        PEERS[cell]
            .iter()
            .fold(0, |mask, &p| match self.cells[p as usize] {
                0 => mask,
                d => mask | digit_bit(d),
            })
    }

    /// Candidate mask of `cell` (bit k = digit k+1). A filled cell yields the
    /// bit of its own digit; an empty one the digits no peer holds.
    pub fn candidates(&self, cell: usize) -> u16 {
        match self.cells[cell] {
            0 => ALL_DIGITS & !self.peer_digits(cell),
            d => digit_bit(d),
        }
    }

    /// The first cell that breaks the rules: a digit repeated in a peer, or
    /// an empty cell with no candidate left. `None` when consistent.
    pub fn first_conflict(&self) -> Option<usize> {
        (0..CELLS).find(|&cell| {
            let used = self.peer_digits(cell);
            match self.cells[cell] {
                0 => used == ALL_DIGITS,
                d => used & digit_bit(d) != 0,
            }
        })
    }

    /// True when no digit repeats in a house and every empty cell still has
    /// a candidate.
    pub fn is_consistent(&self) -> bool {
        self.first_conflict().is_none()
    }

    /// True when every cell is filled and the grid is consistent.
    pub fn is_solved(&self) -> bool {
        self.cells.iter().all(|&v| v != 0) && self.is_consistent()
    }

    /// True when `solution` is solved and keeps every digit of `self`.
    pub fn is_solved_by(&self, solution: &Grid) -> bool {
        solution.is_solved()
            && self
                .cells
                .iter()
                .zip(solution.cells.iter())
                .all(|(&given, &value)| given == 0 || given == value)
    }

    /// Number of filled cells.
    pub fn filled_count(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// Writes the grid as 81 bytes, `'1'`-`'9'` or `'.'`.
    pub fn write_line(&self, out: &mut [u8; CELLS]) {
        for (byte, &value) in out.iter_mut().zip(self.cells.iter()) {
            *byte = cell_char(value);
        }
    }

    /// The grid as one 81-character line, `'.'` for empty cells.
    pub fn to_line(&self) -> String {
        let mut line = [0u8; CELLS];
        self.write_line(&mut line);
        line.iter().map(|&b| b as char).collect()
    }

    /// The grid as nine lines with box separators, e.g. `53. |.7. |...`.
    pub fn to_block(&self) -> String {
        let line = self.to_line();
        let mut out = String::with_capacity(140);
        for (row, chunk) in line.as_bytes().chunks(9).enumerate() {
            if row == 3 || row == 6 {
                out.push_str("------+-------+------\n");
            }
            for (col, &b) in chunk.iter().enumerate() {
                if col == 3 || col == 6 {
                    out.push_str("| ");
                }
                out.push(b as char);
                out.push(if col == 8 { '\n' } else { ' ' });
            }
        }
        out
    }
}

impl FromStr for Grid {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        Grid::parse(text.as_bytes())
    }
}

impl fmt::Display for Grid {
    /// One 81-character line; with `{:#}` nine lines with box separators.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.write_str(&self.to_block())
        } else {
            f.write_str(&self.to_line())
        }
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_puzzles::{CLASSIC as PUZZLE, CLASSIC_SOLUTION as SOLUTION};

    #[test]
    fn round_trips_through_text() {
        let grid: Grid = PUZZLE.parse().unwrap();
        assert_eq!(grid.to_string(), PUZZLE);
        assert_eq!(format!("{grid:#}").parse::<Grid>().unwrap(), grid);
        assert_eq!(grid.filled_count(), 30);
    }

    #[test]
    fn candidates_follow_the_peers() {
        let grid: Grid = PUZZLE.parse().unwrap();
        // r1c3 sees 5 3 7 (row), 8 (col), 6 9 8 (box): candidates 1 2 4.
        assert_eq!(grid.candidates(2), 0b1011);
        assert_eq!(grid.candidates(0), digit_bit(5));
    }

    #[test]
    fn consistency_checks() {
        let mut grid: Grid = PUZZLE.parse().unwrap();
        assert!(grid.is_consistent());
        grid.put(2, 5); // 5 already in row 1
        assert_eq!(grid.first_conflict(), Some(0));
        let solved: Grid = SOLUTION.parse().unwrap();
        assert!(solved.is_solved());
        assert!(PUZZLE.parse::<Grid>().unwrap().is_solved_by(&solved));
        assert!(!grid.is_solved_by(&solved));
    }

    #[test]
    fn an_empty_cell_without_candidates_is_a_conflict() {
        // r1c9 sees 1..8 in its row and 9 in its column.
        let text = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
        let grid: Grid = text.parse().unwrap();
        assert_eq!(grid.first_conflict(), Some(8));
    }

    #[test]
    fn from_cells_rejects_values_above_nine() {
        let mut cells = [0u8; CELLS];
        cells[3] = 10;
        assert_eq!(Grid::from_cells(cells), Err(Error::Range));
    }
}
