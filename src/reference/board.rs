//! The candidate board of the reference engine, as in the original class:
//! every cell is either a placed digit or a 9-bit mask of its candidates.

use crate::geometry::{ALL_DIGITS, CELLS, PEERS, digit_bit};
use crate::grid::Grid;

/// 81 cells, each a placed digit or a candidate mask.
#[derive(Clone, Copy)]
pub(super) struct Board {
    /// Candidates of each cell; a placed cell keeps its digit's bit.
    candidates: [u16; CELLS],
    /// The placed digit of each cell, 0 while open.
    digits: [u8; CELLS],
    /// Number of open cells.
    open: u8,
}

impl Board {
    /// The board with every cell open and every digit possible.
    pub(super) const EMPTY: Board = Board {
        candidates: [ALL_DIGITS; CELLS],
        digits: [0; CELLS],
        open: CELLS as u8,
    };

    /// Places `digit` at `cell` and removes it from the candidates of the
    /// cell's open peers. `Err(c)` names the first cell left with no
    /// candidate (`cell` itself when `digit` was not one of its candidates);
    /// the board is then only fit to be discarded.
    pub(super) fn place(&mut self, cell: usize, digit: u8) -> Result<(), usize> {
        let bit = digit_bit(digit);
        if self.digits[cell] != 0 || self.candidates[cell] & bit == 0 {
            return Err(cell);
        }
        self.digits[cell] = digit;
        self.candidates[cell] = bit;
        self.open -= 1;
        for &peer in &PEERS[cell] {
            let peer = peer as usize;
            if self.digits[peer] == 0 {
                self.candidates[peer] &= !bit;
                if self.candidates[peer] == 0 {
                    return Err(peer);
                }
            }
        }
        Ok(())
    }

    /// True when every cell holds a digit.
    pub(super) fn is_full(&self) -> bool {
        self.open == 0
    }

    /// Candidate mask of `cell`.
    pub(super) fn candidates(&self, cell: usize) -> u16 {
        self.candidates[cell]
    }

    /// The first open cell at or after `from` with exactly one candidate.
    pub(super) fn next_single(&self, from: usize) -> Option<usize> {
        (from..CELLS).find(|&c| self.digits[c] == 0 && self.candidates[c].count_ones() == 1)
    }

    /// The open cell with the fewest candidates (the first such in index
    /// order). Call only while some cell is open.
    pub(super) fn fewest_candidates(&self) -> usize {
        (0..CELLS)
            .filter(|&c| self.digits[c] == 0)
            .min_by_key(|&c| self.candidates[c].count_ones())
            .expect("fewest_candidates needs an open cell")
    }

    /// The placed digits as a grid.
    pub(super) fn placed(&self) -> Grid {
        let mut grid = Grid::empty();
        for (cell, &digit) in self.digits.iter().enumerate() {
            grid.put(cell, digit);
        }
        grid
    }
}
