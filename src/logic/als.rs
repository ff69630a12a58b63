//! Almost locked sets (ALS): n open cells of one house holding n + 1
//! digits between them. Take one digit away and the rest are locked.
//!
//! Two ALSs share a restricted common digit x when every cell holding x in
//! one sees every cell holding x in the other, so x is in at most one of
//! them. The ALS patterns chain such sets. A is followed by B, then C, and
//! so on, and each link is a restricted common digit different from the one
//! before it. If the first set lacks a digit z, it is locked and holds its
//! link digit. That takes the digit from the next set, which is then locked
//! in turn, and so down to the last set. If z is also in the last set, and
//! is neither end's link digit, the first or the last set holds z. A cell
//! seeing every z of both ends cannot be z:
//! - ALS-XZ: two sets;
//! - ALS-XY-Wing: three sets;
//! - ALS chain: four or more.
//!
//! The sets are read from the houses of the board's layout
//! ([`super::layout::Layout`]); a box's (or region's) set that lies in one
//! row or column is skipped, as that line gave it already.

use super::cell_sets::{Cells, cells_of, seen_by_all};
use super::marks::Marks;
use super::step::{Step, Technique};
use crate::geometry::{CELLS, col_of, digit_bit, row_of};

/// Cells of the largest set searched.
const MAX_SET: usize = 4;

/// Sets in the longest chain searched.
const MAX_CHAIN: usize = 5;

/// Chains one search may extend, so that marks with many sets cost a
/// bounded time.
const MAX_VISITS: u32 = 30_000;

/// One almost locked set.
#[derive(Clone, Copy)]
struct Als {
    cells: Cells,
    digits: u16,
    /// For each digit (index digit - 1), the cells of the set holding it.
    holding: [Cells; 9],
}

/// The first ALS step of `technique`'s chain length (ALS-XZ: two sets,
/// ALS-XY-Wing: three, ALS chain: four or five, the shorter first).
pub fn als_chain(marks: &Marks, technique: Technique) -> Option<Step> {
    let lengths = match technique {
        Technique::AlsXz => 2..=2,
        Technique::AlsXyWing => 3..=3,
        _ => 4..=MAX_CHAIN,
    };
    let peers = marks.layout().peer_masks();
    let sets = almost_locked_sets(marks);
    let links = restricted_commons(&sets, peers);
    for length in lengths {
        let mut search = Search {
            sets: &sets,
            links: &links,
            peers,
            marks,
            chain: Vec::with_capacity(length),
            used: 0,
            via: Vec::with_capacity(length),
            length,
            visits: 0,
            technique,
        };
        for start in 0..sets.len() {
            if let Some(step) = search.extend(start) {
                return Some(step);
            }
        }
    }
    None
}

/// Every ALS of one to [`MAX_SET`] cells, each cell set once (cells of a
/// box and a line can make the same set in both houses).
fn almost_locked_sets(marks: &Marks) -> Vec<Als> {
    let mut sets: Vec<Als> = Vec::new();
    for (house, cells) in marks.layout().houses().iter().enumerate() {
        let mut open = [0usize; 9];
        let mut n = 0;
        for &c in cells.iter().filter(|&&c| marks.value(c as usize) == 0) {
            open[n] = c as usize;
            n += 1;
        }
        for pick in 1u32..1 << n {
            let size = pick.count_ones() as usize;
            if size > MAX_SET || size + 1 > n {
                continue;
            }
            let chosen = || {
                (0..n)
                    .filter(move |&i| pick & (1 << i) != 0)
                    .map(|i| open[i])
            };
            let digits = chosen().fold(0, |m, c| m | marks.candidates(c));
            if digits.count_ones() as usize != size + 1 {
                continue;
            }
            // A box's (or region's) set within one row or column came with
            // that line (rows and columns are in every layout).
            let first = chosen().next().expect("not empty");
            let in_line = chosen().all(|c| row_of(c) == row_of(first))
                || chosen().all(|c| col_of(c) == col_of(first));
            if house >= 18 && in_line {
                continue;
            }
            let mut holding = [0; 9];
            for cell in chosen() {
                for (i, h) in holding.iter_mut().enumerate() {
                    if marks.candidates(cell) & (1 << i) != 0 {
                        *h |= 1 << cell;
                    }
                }
            }
            sets.push(Als {
                cells: chosen().fold(0, |m: Cells, c| m | 1 << c),
                digits,
                holding,
            });
        }
    }
    sets
}

/// For each set, the sets it shares a restricted common digit with: (the
/// other set, the digit mask of every such digit).
fn restricted_commons(sets: &[Als], peers: &[Cells; CELLS]) -> Vec<Vec<(usize, u16)>> {
    let mut links = vec![Vec::new(); sets.len()];
    for (i, a) in sets.iter().enumerate() {
        // The cells seeing all of a's cells holding each digit.
        let seen: Vec<Cells> = a
            .holding
            .iter()
            .map(|&h| if h == 0 { 0 } else { seen_by_all(h, peers) })
            .collect();
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            let common = a.digits & b.digits;
            if common == 0 || a.cells & b.cells != 0 {
                continue;
            }
            let restricted = (0..9)
                .filter(|&d| common & (1 << d) != 0 && b.holding[d] & !seen[d] == 0)
                .fold(0u16, |m, d| m | 1 << d);
            if restricted != 0 {
                links[i].push((j, restricted));
                links[j].push((i, restricted));
            }
        }
    }
    links
}

/// A depth-first search for ALS chains of one length.
struct Search<'a> {
    sets: &'a [Als],
    links: &'a [Vec<(usize, u16)>],
    peers: &'a [Cells; CELLS],
    marks: &'a Marks<'a>,
    /// The sets of the chain so far, and their cells.
    chain: Vec<usize>,
    used: Cells,
    /// The digit (bit) linking each set to the next.
    via: Vec<u16>,
    length: usize,
    visits: u32,
    technique: Technique,
}

impl Search<'_> {
    /// Extends the chain with set `next`; the first step found.
    fn extend(&mut self, next: usize) -> Option<Step> {
        if self.used & self.sets[next].cells != 0 || self.visits >= MAX_VISITS {
            return None;
        }
        self.visits += 1;
        self.chain.push(next);
        self.used |= self.sets[next].cells;
        let found = if self.chain.len() == self.length {
            self.conclude()
        } else {
            self.follow(next)
        };
        self.used &= !self.sets[next].cells;
        self.chain.pop();
        found
    }

    fn follow(&mut self, from: usize) -> Option<Step> {
        let previous = self.via.last().copied().unwrap_or(0);
        for &(to, digits) in &self.links[from] {
            let mut rest = digits & !previous;
            while rest != 0 {
                let bit = rest & rest.wrapping_neg();
                rest &= rest - 1;
                self.via.push(bit);
                let found = self.extend(to);
                self.via.pop();
                if found.is_some() {
                    return found;
                }
            }
        }
        None
    }

    /// The eliminations of the complete chain: digits z of both ends (not
    /// their link digits) from cells seeing every z of both.
    fn conclude(&self) -> Option<Step> {
        let first = &self.sets[self.chain[0]];
        let last = &self.sets[self.chain[self.chain.len() - 1]];
        let links = self.via[0] | self.via[self.via.len() - 1];
        let common = first.digits & last.digits & !links;
        let mut removed = Vec::new();
        for d in (0..9).filter(|&d| common & (1 << d) != 0) {
            let ends = first.holding[d] | last.holding[d];
            let targets = seen_by_all(ends, self.peers) & !(first.cells | last.cells);
            for cell in cells_of(targets).filter(|&c| self.marks.has(c, d as u8 + 1)) {
                removed.push((cell, d as u8 + 1));
            }
        }
        removed.sort_unstable();
        let digits = removed.iter().fold(0, |m, &(_, d)| m | digit_bit(d));
        let cells: Vec<usize> = self
            .chain
            .iter()
            .flat_map(|&s| cells_of(self.sets[s].cells))
            .collect();
        let mut step = Step::eliminating(self.technique, Vec::new(), cells, removed)?;
        step.digits = self.via.iter().fold(digits, |m, &b| m | b);
        step.complexity = self.chain.len() as u16;
        Some(step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::assert_simplest;

    #[test]
    fn an_als_xz_clears_the_common_digit_seen_by_both_sets() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "..3.......2..5..89.2..5..89...4..7..12..........4...8.....5.78.1...5..89.....6....2.....89.....6.........7......5....12.........3.........4.....1......891.......9...4.........5..8.1................9......78......6....2.........3..........5.7......5..89..3.........45..89.2............6...1............5.789...4...89...45.7.9.2.....8.......7...2.4...8...3..............9....5....1......8......6...1..4..........6...1............5...9...4..7........78....4...8.....5...9.2.........3............7......5...9....56...1....6......4......2.........3......1...5...9.......8..2..5..89.2..5..89.2..56.8.1....6.....3............7..1.......9...45...91..45....1...........4.......3.............8.....5............9.....6.........7...2.......",
            "329714586867523419451986237938261745274395861615478923796142358582637194143859672",
            Technique::AlsXz,
            &[(7, 9)],
            8.0,
        );
        assert_eq!(step.cells, [16, 34, 61, 70, 17, 44, 71]);
        assert_eq!(step.houses, []);
        assert_eq!(
            step.notation(),
            "ALS-XZ 5,9 in r2c89,r4c8,r5c9,r7c8,r8c89 => r1c8<>9"
        );
    }

    #[test]
    fn an_als_xy_wing_joins_two_sets_through_a_third() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "1...........45.......45.........6....2.........3....8...3...7.9..3....89..3...7.9.....6.8.........9.2.............7.....4.......3.5..8...3.56.....3.5..8.1.............6.8.......7....3..............91............5..8..2..........4.........56.........7....34........45...91.............6....2.........3.5...9..3.5...9.......8.....5...9....56..........8...3............7.....4.....1.........2...........56..9.2.......1.3..6...1....6.......5...........8.........9..3..6.........7.....4.......3.......2.......1...5.7.....4.............9.....6..........8.1...5........5.7.....4............8.......7.9.2...........5....1..........3...7.9.....6.....3...7.9....5...91....6...1....6..9.......8...3............7.....4.....1...5...9.2.......",
            "145623789892745631673918245734162598958374126216589374321496857487251963569837412",
            Technique::AlsXyWing,
            &[(6, 3)],
            8.0,
        );
        assert_eq!(step.cells, [5, 7, 61, 62, 79, 15, 33, 51, 69]);
        assert_eq!(step.houses, []);
        assert_eq!(
            step.notation(),
            "ALS-XY-Wing 3,7,9 in r1c68,r2c7,r4c7,r6c7,r7c89,r8c7,r9c8 => r1c7<>3"
        );
    }

    #[test]
    fn an_als_chain_of_four_or_more_sets() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            ".......8......6..9.....6..91..........3..........5.......4..7.....4..7...2.......12...........5....12..........4...........7..........9..3....8......6.....3....8...3............7.....4............8..2............6.......5....1................9.2..5.....23............7..........9.......8....4.....1.........23.5.........6........6...1.........23.....9.23..........5.....2....7...23...7.9.......8....4......2.45...9.234....9.......8..23..6...1....6...12....7...23...7.9..3.5.7....3...7..12.4............8.1.3..6.......5....1..4.6...12........2...67..........91.3...7........7...234.6..9123.....9.2...6...1..4.6..9.......8..234.6....234.........5....12.4....9.2.4.6..9....5..........7..1..4.6..9..3.......2...6.8..2.4.....1......8.",
            "896135742152479368374826519237984156619357284548261973483512697721698435965743821",
            Technique::AlsChain,
            &[(42, 3)],
            8.0,
        );
        assert_eq!(step.cells, [15, 17, 53, 62, 54, 58, 59, 39, 66]);
        assert_eq!(step.houses, []);
        assert_eq!(
            step.notation(),
            "ALS chain 1,3,6,8 in r2c79,r5c4,r6c9,r7c1569,r8c4 => r5c7<>3"
        );
    }
}
