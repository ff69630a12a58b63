//! WXYZ- and VWXYZ-Wings: four (five) open cells holding four (five)
//! digits between them, where every digit but one, z, is restricted: all
//! the pattern's cells holding it see one another, so it is placed in at
//! most one of them. The cells need all their digits, so z is placed in
//! one of them too: a cell seeing every z of the pattern loses z. (The
//! XY- and XYZ-Wings are the three-cell case.)
//!
//! Written over [`Model`], so "sees" is any rule's (a variant's cages,
//! knight or king moves too) and the board any size: the classic and the
//! variant logic both search with it.

use super::cell_sets::CellSet;
use super::model::Model;
use super::step::{Step, Technique};
use super::subsets::digits;

/// Cells one search may try to add on a 9x9 (the classic logic), so that
/// marks with many small cells cost a bounded time.
pub(crate) const CLASSIC_VISITS: u32 = 200_000;

/// The first wing of `size` cells (4: WXYZ, 5: VWXYZ), in cell order,
/// trying at most `max_visits` cells.
pub fn wing(
    model: &impl Model,
    size: usize,
    technique: Technique,
    max_visits: u32,
) -> Option<Step> {
    let cells = model.size() * model.size();
    let small = (0..cells)
        .filter(|&c| (2..=size).contains(&(model.candidates(c).count_ones() as usize)))
        .fold(CellSet::EMPTY, CellSet::with);
    let mut search = Search {
        model,
        small,
        size,
        technique,
        max_visits,
        cells: Vec::with_capacity(size),
        visits: 0,
    };
    search.extend(0, 0, CellSet::ALL, 0)
}

struct Search<'m, M: Model> {
    model: &'m M,
    /// The open cells of two to `size` candidates.
    small: M::Cells,
    size: usize,
    technique: Technique,
    max_visits: u32,
    cells: Vec<usize>,
    visits: u32,
}

impl<M: Model> Search<'_, M> {
    /// Adds a small cell from `from` on to the pattern holding `held`; each
    /// new cell must see one already taken (`reach`: the cells they see,
    /// every cell at first), so the pattern is connected. `loose` holds the
    /// digits already unrestricted (two cells holding one do not see each
    /// other); more cells cannot restrict them again, so two end the
    /// branch.
    fn extend(&mut self, from: usize, held: u16, reach: M::Cells, loose: u16) -> Option<Step> {
        if self.cells.len() == self.size {
            return self.conclude(held, loose);
        }
        for cell in self.small.and(reach).cells_from(from) {
            if self.visits >= self.max_visits {
                return None;
            }
            if let Some(step) = self.add(cell, held, reach, loose) {
                return Some(step);
            }
        }
        None
    }

    /// Tries `cell` as the pattern's next cell.
    fn add(&mut self, cell: usize, held: u16, reach: M::Cells, loose: u16) -> Option<Step> {
        self.visits += 1;
        let model = self.model;
        let cand = model.candidates(cell);
        let union = held | cand;
        if union.count_ones() as usize > self.size {
            return None;
        }
        let loosened = self
            .cells
            .iter()
            .filter(|&&c| !model.sees(c, cell))
            .fold(loose, |m, &c| m | (model.candidates(c) & cand));
        if loosened.count_ones() > 1 {
            return None;
        }
        let peers = model.peers(cell);
        let joined = if self.cells.is_empty() {
            peers
        } else {
            reach.or(peers)
        };
        self.cells.push(cell);
        let found = self.extend(cell + 1, union, joined, loosened);
        self.cells.pop();
        found
    }

    /// The step of a complete pattern holding `held` with one unrestricted
    /// digit z (`loose`), if a cell outside sees its every z.
    fn conclude(&self, held: u16, loose: u16) -> Option<Step> {
        let model = self.model;
        if held.count_ones() as usize != self.size || loose.count_ones() != 1 {
            return None;
        }
        let z = digits(loose).next()?;
        let with_z = || {
            self.cells
                .iter()
                .filter(|&&c| model.candidates(c) & loose != 0)
        };
        let removed: Vec<(usize, u8)> = (0..model.size() * model.size())
            .filter(|&c| model.candidates(c) & loose != 0 && !self.cells.contains(&c))
            .filter(|&c| with_z().all(|&w| model.sees(c, w)))
            .map(|c| (c, z))
            .collect();
        let mut step = Step::eliminating(self.technique, Vec::new(), self.cells.clone(), removed)?;
        step.digits = held;
        Some(step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::assert_simplest;

    #[test]
    fn a_wxyz_wing_clears_its_unrestricted_digit() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "..3......1...5....1...56....2.............7..........9.......8....4.6...1..4......2.............78.1....6......4.........5.........6.8.1.....7..........9..3............78....4.............91..........3...........6.8.....5.7......56....2..........45......3............7..........9.......8.1............56....2..........4.6...1..4..........6..........8...3.......2...........5............91..4...........7..........9.2.......1...5..........7.......6......4.......3......1...5...........8.....5..8.........9.2.4.........5..8.1..4.......3......12...6.........7..1....6........6.......5..8..2.4.........5..8.1..4...........7..12.........3..............91.....7..1.....7....3...........6...........9.2..........4............8.....5....",
            "351279864276458193849136752437981526168325947925764318592843671684517239713692485",
            Technique::WxyzWing,
            &[(8, 1), (11, 1)],
            5.6,
        );
        assert_eq!(step.cells, [1, 10, 15, 64]);
        assert_eq!(step.houses, []);
        assert_eq!(
            step.notation(),
            "WXYZ-Wing 1,5,7,8 in r1c2,r2c27,r8c2 => r1c9,r2c3<>1"
        );
    }

    #[test]
    fn a_vwxyz_wing_clears_its_unrestricted_digit() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            ".......8....4.........5...9.....6...1..............7.9....5.7....3.......2............6.........7...23.........4......23..........5....1...............8.........912........23.5....1...5...9.23.............89......789.....6.......5.7.....4.............9.23....8..23......1.............6......4...........78..2....7......5..........7...2.....8......6...........9....5......3.........4...8..2.4.....1............5....1...........4............8.......7...2.........3..............9.....6...1234..........6.........7...23.......234...89.......89...45...91..45......3....8.1234......2..5....1...5..........7...234...89.....6......4....91..4.......3....8...34.............9.......8.....5......34.....1.........2............6.........7..",
            "845619732673425189129387654932164875786953421514872396467298513251736948398541267",
            Technique::VwxyzWing,
            &[(43, 4), (60, 4), (69, 4)],
            6.4,
        );
        assert_eq!(step.cells, [37, 42, 64, 65, 70]);
        assert_eq!(step.houses, []);
        assert_eq!(
            step.notation(),
            "VWXYZ-Wing 1,2,4,5,8 in r5c27,r8c238 => r5c8,r7c7,r8c7<>4"
        );
    }
}
