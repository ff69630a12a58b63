//! WXYZ- and VWXYZ-Wings: four (five) open cells holding four (five)
//! digits between them, where every digit but one, z, is restricted: all
//! the pattern's cells holding it see one another, so it is placed in at
//! most one of them. The cells need all their digits, so z is placed in
//! one of them too: a cell seeing every z of the pattern loses z. (The
//! XY- and XYZ-Wings are the three-cell case.)

use super::cell_sets::Cells;
use super::marks::Marks;
use super::step::{Step, Technique};
use crate::geometry::{CELLS, digit_bit};

/// Patterns one search may try, so that marks with many small cells cost
/// a bounded time.
const MAX_VISITS: u32 = 200_000;

/// The first wing of `size` cells (4: WXYZ, 5: VWXYZ), in reading order.
pub fn wing(marks: &Marks, size: usize, technique: Technique) -> Option<Step> {
    let small: Vec<usize> = (0..CELLS)
        .filter(|&c| {
            let n = marks.candidates(c).count_ones() as usize;
            marks.value(c) == 0 && (2..=size).contains(&n)
        })
        .collect();
    let mut search = Search {
        marks,
        peers: marks.layout().peer_masks(),
        small: &small,
        size,
        technique,
        cells: Vec::with_capacity(size),
        visits: 0,
    };
    search.extend(0, 0, !0)
}

struct Search<'a> {
    marks: &'a Marks<'a>,
    peers: &'a [Cells; CELLS],
    small: &'a [usize],
    size: usize,
    technique: Technique,
    cells: Vec<usize>,
    visits: u32,
}

impl Search<'_> {
    /// Adds cells from `small[from..]` to the pattern holding `digits`;
    /// each new cell must see one already taken (`reach`: the cells they
    /// see, every cell at first), so the pattern is connected.
    fn extend(&mut self, from: usize, digits: u16, reach: Cells) -> Option<Step> {
        if self.cells.len() == self.size {
            return self.conclude(digits);
        }
        for i in from..self.small.len() {
            let cell = self.small[i];
            let union = digits | self.marks.candidates(cell);
            if union.count_ones() as usize > self.size || reach & (1 << cell) == 0 {
                continue;
            }
            if self.visits >= MAX_VISITS {
                return None;
            }
            self.visits += 1;
            self.cells.push(cell);
            let joined = if self.cells.len() == 1 {
                self.peers[cell]
            } else {
                reach | self.peers[cell]
            };
            let found = self.extend(i + 1, union, joined);
            self.cells.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }

    fn conclude(&self, digits: u16) -> Option<Step> {
        if digits.count_ones() as usize != self.size {
            return None;
        }
        let holding = |d: u8| -> Vec<usize> {
            self.cells
                .iter()
                .copied()
                .filter(|&c| self.marks.has(c, d))
                .collect()
        };
        let unrestricted: Vec<u8> = (1..=9u8)
            .filter(|&d| digits & digit_bit(d) != 0)
            .filter(|&d| {
                let cells = holding(d);
                cells.iter().enumerate().any(|(i, &a)| {
                    cells[i + 1..]
                        .iter()
                        .any(|&b| !self.marks.layout().sees(a, b))
                })
            })
            .collect();
        let [z] = unrestricted[..] else { return None };
        let with_z = holding(z);
        let removed: Vec<(usize, u8)> = (0..CELLS)
            .filter(|&c| {
                !self.cells.contains(&c)
                    && self.marks.has(c, z)
                    && with_z.iter().all(|&w| self.marks.layout().sees(c, w))
            })
            .map(|c| (c, z))
            .collect();
        let mut step = Step::eliminating(self.technique, Vec::new(), self.cells.clone(), removed)?;
        step.digits = digits;
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
            6.2,
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
