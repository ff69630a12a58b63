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
//! Written over [`Model`], so the sets are read from any board's houses
//! (rows, columns, boxes or regions, diagonals, windows; each set of cells
//! once, from the first house holding it) and "sees" is any rule's (a
//! variant's cages, knight and king moves too): the classic and the
//! variant logic both search with it.

use std::collections::HashSet;
use std::ops::RangeInclusive;

use super::cell_sets::CellSet;
use super::model::{Model, digit_cells};
use super::step::{Step, Technique};
use super::subsets::digits;
use crate::geometry::digit_bit;

/// Cells of the largest set searched.
const MAX_SET: usize = 4;

/// Sets in the longest chain searched.
pub(crate) const MAX_CHAIN: usize = 5;

/// Chains one search of the classic logic may extend, so that marks with
/// many sets cost a bounded time.
const CLASSIC_VISITS: u32 = 30_000;

/// One almost locked set.
struct Als<S> {
    /// The house it was found in.
    house: usize,
    cells: S,
    digits: u16,
    /// Per digit of the set (in order, lowest first), the cells holding it.
    holding: [S; MAX_SET + 1],
    /// Per digit of the set, the cells that see every cell holding it.
    seeing: [S; MAX_SET + 1],
}

impl<S: CellSet> Als<S> {
    /// The index of digit `d` (one of the set's) in `holding` and
    /// `seeing`.
    fn rank(&self, d: u8) -> usize {
        (self.digits & (digit_bit(d) - 1)).count_ones() as usize
    }
}

/// The chain lengths of `technique` (ALS-XZ: two sets, ALS-XY-Wing:
/// three, ALS chain: four or five).
pub fn lengths(technique: Technique) -> RangeInclusive<usize> {
    match technique {
        Technique::AlsXz => 2..=2,
        Technique::AlsXyWing => 3..=3,
        _ => 4..=MAX_CHAIN,
    }
}

/// The first ALS step of the classic logic of `technique`'s chain length,
/// the shorter first.
pub fn als_chain(model: &impl Model, technique: Technique) -> Option<Step> {
    als_chains(model, lengths(technique), CLASSIC_VISITS)
}

/// The first ALS step of a chain length in `lengths`, the shorter first;
/// each length's search extends at most `max_visits` chains.
pub fn als_chains<M: Model>(
    model: &M,
    lengths: RangeInclusive<usize>,
    max_visits: u32,
) -> Option<Step> {
    let sets = almost_locked_sets(model);
    let links = restricted_commons(&sets);
    let holding = digit_cells(model);
    for length in lengths {
        let mut search = Search {
            sets: &sets,
            links: &links,
            holding: &holding,
            chain: Vec::with_capacity(length),
            used: M::Cells::EMPTY,
            via: Vec::with_capacity(length),
            length,
            visits: 0,
            max_visits,
            technique: match length {
                2 => Technique::AlsXz,
                3 => Technique::AlsXyWing,
                _ => Technique::AlsChain,
            },
        };
        for start in 0..sets.len() {
            if let Some(step) = search.extend(start) {
                return Some(step);
            }
        }
    }
    None
}

/// Every ALS of one to [`MAX_SET`] cells, house by house, each by its
/// cells' positions in the house (as bits, in increasing order); each set
/// of cells once (in the first house that gives it).
fn almost_locked_sets<M: Model>(model: &M) -> Vec<Als<M::Cells>> {
    let cells = model.size() * model.size();
    let everywhere = (0..cells).fold(M::Cells::EMPTY, CellSet::with);
    let mut sets = Vec::new();
    let mut seen = HashSet::new();
    for house in 0..model.house_count() {
        let mut open = [0usize; 16];
        let mut n = 0;
        for c in model.house(house).filter(|&c| model.candidates(c) != 0) {
            open[n] = c;
            n += 1;
        }
        let mut pick = 1u32;
        while pick < 1 << n {
            let size = pick.count_ones() as usize;
            if size > MAX_SET {
                // Every pick up to the next carry keeps these bits.
                pick += pick & pick.wrapping_neg();
                continue;
            }
            let this = pick;
            pick += 1;
            // The picked cells, one per set bit (at most MAX_SET).
            let chosen = std::iter::successors(Some(this), |&m| {
                let rest = m & (m - 1);
                (rest != 0).then_some(rest)
            })
            .map(|m| open[m.trailing_zeros() as usize]);
            let held = chosen.clone().fold(0, |m, c| m | model.candidates(c));
            if size + 1 > n || held.count_ones() as usize != size + 1 {
                continue;
            }
            let set = chosen.clone().fold(M::Cells::EMPTY, CellSet::with);
            if !seen.insert(set) {
                continue;
            }
            let mut als = Als {
                house,
                cells: set,
                digits: held,
                holding: [M::Cells::EMPTY; MAX_SET + 1],
                seeing: [everywhere; MAX_SET + 1],
            };
            for c in chosen {
                for d in digits(model.candidates(c)) {
                    let r = als.rank(d);
                    als.holding[r].insert(c);
                    als.seeing[r] = als.seeing[r].and(model.peers(c));
                }
            }
            sets.push(als);
        }
    }
    sets
}

/// For each set, the sets it shares a restricted common digit with (no
/// cell in common, and every cell of one holding the digit sees every cell
/// of the other holding it): (the other set, the mask of every such digit).
fn restricted_commons<S: CellSet>(sets: &[Als<S>]) -> Vec<Vec<(usize, u16)>> {
    let mut links = vec![Vec::new(); sets.len()];
    for (i, a) in sets.iter().enumerate() {
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            let common = a.digits & b.digits;
            if common == 0 || !a.cells.and(b.cells).is_empty() {
                continue;
            }
            let restricted = digits(common)
                .filter(|&x| b.holding[b.rank(x)].within(a.seeing[a.rank(x)]))
                .fold(0u16, |m, x| m | digit_bit(x));
            if restricted != 0 {
                links[i].push((j, restricted));
                links[j].push((i, restricted));
            }
        }
    }
    links
}

/// A depth-first search for ALS chains of one length.
struct Search<'a, S> {
    sets: &'a [Als<S>],
    links: &'a [Vec<(usize, u16)>],
    /// Per digit, the cells holding it.
    holding: &'a [S; 16],
    /// The sets of the chain so far, and their cells.
    chain: Vec<usize>,
    used: S,
    /// The digit (bit) linking each set to the next.
    via: Vec<u16>,
    length: usize,
    visits: u32,
    max_visits: u32,
    technique: Technique,
}

impl<S: CellSet> Search<'_, S> {
    /// Extends the chain with set `next`; the first step found.
    fn extend(&mut self, next: usize) -> Option<Step> {
        let set = self.sets[next].cells;
        if !self.used.and(set).is_empty() || self.visits >= self.max_visits {
            return None;
        }
        self.visits += 1;
        self.chain.push(next);
        let before = self.used;
        self.used = before.or(set);
        let found = if self.chain.len() == self.length {
            self.conclude()
        } else {
            self.follow(next)
        };
        self.used = before;
        self.chain.pop();
        found
    }

    /// Follows each link from set `from` by a digit other than the last.
    fn follow(&mut self, from: usize) -> Option<Step> {
        let previous = self.via.last().copied().unwrap_or(0);
        let first = &self.sets[self.chain[0]];
        let closing = self.chain.len() + 1 == self.length;
        for &(to, linking) in &self.links[from] {
            for x in digits(linking & !previous) {
                // The last set needs a digit z of the first's besides both
                // ends' link digits.
                let ends = self.via.first().copied().unwrap_or(digit_bit(x)) | digit_bit(x);
                if closing && first.digits & self.sets[to].digits & !ends == 0 {
                    continue;
                }
                self.via.push(digit_bit(x));
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
        let targets = |z: u8| {
            let seeing_both = first.seeing[first.rank(z)].and(last.seeing[last.rank(z)]);
            seeing_both.and(self.holding[usize::from(z - 1)])
        };
        let zs = first.digits & last.digits & !links;
        if digits(zs).all(|z| targets(z).is_empty()) {
            return None; // most chains conclude nothing: no allocation
        }
        let mut removed: Vec<(usize, u8)> = digits(zs)
            .flat_map(|z| targets(z).cells_from(0).map(move |c| (c, z)))
            .collect();
        removed.sort_unstable();
        let digits = removed.iter().fold(0, |m, &(_, d)| m | digit_bit(d));
        let houses = self.chain.iter().map(|&s| self.sets[s].house).collect();
        let cells = self
            .chain
            .iter()
            .flat_map(|&s| self.sets[s].cells.cells_from(0))
            .collect();
        let mut step = Step::eliminating(self.technique, houses, cells, removed)?;
        step.digits = self.via.iter().fold(digits, |m, &b| m | b);
        step.complexity = self.chain.len() as u16;
        Some(step)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::logic::marks::tests::assert_simplest;

    /// A position of an se_rated_dev solve where an ALS-XZ is the simplest
    /// step, and the puzzle's solution.
    pub(crate) const XZ_POSITION: &str = "..3.......2..5..89.2..5..89...4..7..12..........4...8.....5.78.1...5..89.....6....2.....89.....6.........7......5....12.........3.........4.....1......891.......9...4.........5..8.1................9......78......6....2.........3..........5.7......5..89..3.........45..89.2............6...1............5.789...4...89...45.7.9.2.....8.......7...2.4...8...3..............9....5....1......8......6...1..4..........6...1............5...9...4..7........78....4...8.....5...9.2.........3............7......5...9....56...1....6......4......2.........3......1...5...9.......8..2..5..89.2..5..89.2..56.8.1....6.....3............7..1.......9...45...91..45....1...........4.......3.............8.....5............9.....6.........7...2.......";
    pub(crate) const XZ_SOLUTION: &str =
        "329714586867523419451986237938261745274395861615478923796142358582637194143859672";

    #[test]
    fn an_als_xz_clears_the_common_digit_seen_by_both_sets() {
        let step = assert_simplest(XZ_POSITION, XZ_SOLUTION, Technique::AlsXz, &[(7, 9)], 8.0);
        assert_eq!(step.cells, [16, 34, 61, 70, 17, 44, 71]);
        // Columns 8 and 9.
        assert_eq!(step.houses, [16, 17]);
        assert_eq!(
            step.explain(),
            "ALS-XZ in column 8 and column 9: removes 9 from r1c8."
        );
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
        // Row 1, box 9, column 7.
        assert_eq!(step.houses, [0, 26, 15]);
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
        // Row 2, column 9, row 7, column 4.
        assert_eq!(step.houses, [1, 17, 6, 12]);
        assert_eq!(
            step.notation(),
            "ALS chain 1,3,6,8 in r2c79,r5c4,r6c9,r7c1569,r8c4 => r5c7<>3"
        );
    }
}
