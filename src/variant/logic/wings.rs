//! WXYZ- and VWXYZ-Wings over a variant's peers (which include its cages
//! and knight or king moves). XY-, XYZ- and W-Wings are the classic
//! logic's own ([`crate::logic::wings`]).

use super::cell_sets::{Cells, and, cells_from, or, with};
use super::{Board, VariantStep, digits};
use crate::logic::Technique;

/// Cells one wing search may try to add, so that boards with many small cells
/// cost a bounded time.
const MAX_VISITS: u32 = 20_000;

/// The first WXYZ-Wing (`size` 4) or VWXYZ-Wing (`size` 5), in cell
/// order: `size` connected open cells holding `size` digits between them,
/// where every digit but one, z, is restricted (all the cells holding it
/// see one another, so at most one holds it). The cells need all their
/// digits, so one of them is z: a cell seeing every z of the pattern loses
/// z. (XY- and XYZ-Wings are the three-cell case.)
pub(super) fn wing(board: &Board<'_>, size: usize, technique: Technique) -> Option<VariantStep> {
    let small = (0..board.cells())
        .filter(|&c| {
            let n = board.candidates(c).count_ones() as usize;
            board.value(c) == 0 && (2..=size).contains(&n)
        })
        .fold([0; 4], with);
    let mut search = WingSearch {
        board,
        small,
        size,
        technique,
        cells: Vec::with_capacity(size),
        visits: 0,
    };
    search.extend(0, 0, [!0; 4], 0)
}

struct WingSearch<'b, 'a> {
    board: &'b Board<'a>,
    /// The open cells of two to `size` candidates, one bit each.
    small: Cells,
    size: usize,
    technique: Technique,
    cells: Vec<usize>,
    visits: u32,
}

impl WingSearch<'_, '_> {
    /// Adds a small cell from `from` on to the pattern holding `held`; each
    /// new cell must see one already taken (`reach`: the cells they see,
    /// every cell at first), so the pattern is connected. `loose` holds the
    /// digits already unrestricted (two cells holding one do not see each
    /// other); more cells cannot restrict them again, so two end the branch.
    fn extend(&mut self, from: usize, held: u16, reach: Cells, loose: u16) -> Option<VariantStep> {
        if self.cells.len() == self.size {
            return self.conclude(held, loose);
        }
        for cell in cells_from(and(self.small, reach), from) {
            if self.visits >= MAX_VISITS {
                return None;
            }
            if let Some(step) = self.add(cell, held, reach, loose) {
                return Some(step);
            }
        }
        None
    }

    /// Tries `cell` as the pattern's next cell.
    fn add(&mut self, cell: usize, held: u16, reach: Cells, loose: u16) -> Option<VariantStep> {
        self.visits += 1;
        let board = self.board;
        let cand = board.candidates(cell);
        let union = held | cand;
        if union.count_ones() as usize > self.size {
            return None;
        }
        let loosened = self
            .cells
            .iter()
            .filter(|&&c| !board.sees(c, cell))
            .fold(loose, |m, &c| m | (board.candidates(c) & cand));
        if loosened.count_ones() > 1 {
            return None;
        }
        let peers = &board.variant.shape.peer_bits[cell];
        let joined = if self.cells.is_empty() {
            *peers
        } else {
            or(reach, *peers)
        };
        self.cells.push(cell);
        let found = self.extend(cell + 1, union, joined, loosened);
        self.cells.pop();
        found
    }

    /// The step of a complete pattern holding `held` with one unrestricted
    /// digit z (`loose`), if a cell outside sees its every z.
    fn conclude(&self, held: u16, loose: u16) -> Option<VariantStep> {
        let board = self.board;
        if held.count_ones() as usize != self.size || loose.count_ones() != 1 {
            return None;
        }
        let z = digits(loose).next()?;
        let with_z: Vec<usize> = self
            .cells
            .iter()
            .copied()
            .filter(|&c| board.candidates(c) & loose != 0)
            .collect();
        let eliminations: Vec<(usize, u8)> = (0..board.cells())
            .filter(|&c| board.value(c) == 0 && board.candidates(c) & loose != 0)
            .filter(|c| !self.cells.contains(c))
            .filter(|&c| with_z.iter().all(|&w| board.sees(c, w)))
            .map(|c| (c, z))
            .collect();
        VariantStep::eliminating(self.technique, Vec::new(), self.cells.clone(), eliminations)
    }
}
