//! Almost locked sets over a variant's houses (any size, any regions,
//! diagonals and windows too): ALS-XZ, ALS-XY-Wing and ALS chains, where
//! "sees" is the variant's peers (cages, knight and king moves included).

use std::collections::HashSet;

use super::Cells;
use super::subsets::first_combination;
use super::{Board, VariantStep, digits};
use crate::logic::Technique;
use crate::logic::model::CellSet;

/// The most cells an almost locked set may have here.
const MAX_CELLS: usize = 4;

/// An almost locked set: `n` open cells of one house holding `n + 1`
/// digits between them.
struct Als {
    house: usize,
    /// Its cells (the first `n`).
    cells: [u16; MAX_CELLS],
    n: usize,
    set: Cells,
    digits: u16,
    /// Per digit of the set (in order, lowest first), the cells holding it.
    holding: [Cells; MAX_CELLS + 1],
    /// Per digit of the set, the cells that see every cell holding it.
    seeing: [Cells; MAX_CELLS + 1],
}

impl Als {
    /// The index of digit `d` (one of the set's) in `holding` and `seeing`.
    fn rank(&self, d: u8) -> usize {
        (self.digits & ((1 << (d - 1)) - 1)).count_ones() as usize
    }

    fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.cells[..self.n].iter().map(|&c| usize::from(c))
    }
}

/// Every almost locked set of 1..=[`MAX_CELLS`] cells, each set of cells
/// once (a set in two houses is found in the first).
fn almost_locked_sets(board: &Board<'_>) -> Vec<Als> {
    let shape = &board.variant().shape;
    let everywhere: Cells = (0..board.cells()).fold(Cells::EMPTY, CellSet::with);
    let mut sets: Vec<Als> = Vec::new();
    let mut seen: HashSet<Cells> = HashSet::new();
    for (house, cells) in board.houses().iter().enumerate() {
        let open: Vec<usize> = board.open(cells).collect();
        for size in 1..=MAX_CELLS.min(open.len().saturating_sub(1)) {
            first_combination::<()>(open.len(), size, &mut |pick| {
                let digits_of = pick
                    .iter()
                    .fold(0u16, |m, &i| m | board.candidates(open[i]));
                if digits_of.count_ones() as usize != size + 1 {
                    return None;
                }
                let set = pick.iter().fold(Cells::EMPTY, |s, &i| s.with(open[i]));
                if !seen.insert(set) {
                    return None;
                }
                let mut als = Als {
                    house,
                    cells: [0; MAX_CELLS],
                    n: size,
                    set,
                    digits: digits_of,
                    holding: [Cells::EMPTY; MAX_CELLS + 1],
                    seeing: [everywhere; MAX_CELLS + 1],
                };
                for (k, &i) in pick.iter().enumerate() {
                    let c = open[i];
                    als.cells[k] = c as u16;
                    for d in digits(board.candidates(c)) {
                        let r = als.rank(d);
                        als.holding[r] = als.holding[r].with(c);
                        als.seeing[r] = als.seeing[r].and(shape.peer_bits[c]);
                    }
                }
                sets.push(als);
                None
            });
        }
    }
    sets
}

/// Sets in the longest chain searched.
const MAX_CHAIN: usize = 5;

/// Chains one search may extend, so that boards with many sets cost a
/// bounded time.
const MAX_VISITS: u32 = 10_000;

/// For each set, the sets it shares a restricted common digit with (no
/// cell in common, and every cell of one holding the digit sees every cell
/// of the other holding it): (the other set, the mask of every such digit).
fn restricted_commons(sets: &[Als]) -> Vec<Vec<(usize, u16)>> {
    let mut links = vec![Vec::new(); sets.len()];
    for (i, a) in sets.iter().enumerate() {
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            let common = a.digits & b.digits;
            if common == 0 || !a.set.and(b.set).is_empty() {
                continue;
            }
            let restricted = digits(common)
                .filter(|&x| a.holding[a.rank(x)].within(b.seeing[b.rank(x)]))
                .fold(0u16, |m, x| m | 1 << (x - 1));
            if restricted != 0 {
                links[i].push((j, restricted));
                links[j].push((i, restricted));
            }
        }
    }
    links
}

/// The first ALS step, the shortest chain first: ALS-XZ (two sets), then
/// ALS-XY-Wing (three), then ALS chains (four or five).
///
/// Sets A, B, C, ... with no cell in common follow each other, each link a
/// restricted common digit different from the one before it. If the first
/// set lacks a digit z, it is locked and holds its link digit; that takes
/// the digit from the next set, which is then locked in turn, and so down
/// to the last set. So a digit z of both ends that is neither end's link
/// digit is in the first set or in the last, and cells seeing every z of
/// both lose z.
pub(super) fn als_chain(board: &Board<'_>) -> Option<VariantStep> {
    let sets = almost_locked_sets(board);
    let links = restricted_commons(&sets);
    let mut holding = [[0u64; 4]; 16];
    for cell in 0..board.cells() {
        for d in digits(board.candidates(cell)) {
            holding[usize::from(d - 1)] = holding[usize::from(d - 1)].with(cell);
        }
    }
    for length in 2..=MAX_CHAIN {
        let mut search = Search {
            sets: &sets,
            links: &links,
            holding: &holding,
            chain: Vec::with_capacity(length),
            used: Cells::EMPTY,
            via: Vec::with_capacity(length),
            length,
            visits: 0,
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

/// A depth-first search for ALS chains of one length.
struct Search<'a> {
    sets: &'a [Als],
    links: &'a [Vec<(usize, u16)>],
    /// Per digit, the cells holding it.
    holding: &'a [Cells; 16],
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
    fn extend(&mut self, next: usize) -> Option<VariantStep> {
        let set = self.sets[next].set;
        if !self.used.and(set).is_empty() || self.visits >= MAX_VISITS {
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
    fn follow(&mut self, from: usize) -> Option<VariantStep> {
        let previous = self.via.last().copied().unwrap_or(0);
        let first = &self.sets[self.chain[0]];
        let closing = self.chain.len() + 1 == self.length;
        for &(to, linking) in &self.links[from] {
            for x in digits(linking & !previous) {
                // The last set needs a digit z of the first's besides both
                // ends' link digits.
                let ends = self.via.first().copied().unwrap_or(1 << (x - 1)) | 1 << (x - 1);
                if closing && first.digits & self.sets[to].digits & !ends == 0 {
                    continue;
                }
                self.via.push(1 << (x - 1));
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
    fn conclude(&self) -> Option<VariantStep> {
        let first = &self.sets[self.chain[0]];
        let last = &self.sets[self.chain[self.chain.len() - 1]];
        let links = self.via[0] | self.via[self.via.len() - 1];
        let mut eliminations = Vec::new();
        for z in digits(first.digits & last.digits & !links) {
            let seeing_both = first.seeing[first.rank(z)].and(last.seeing[last.rank(z)]);
            let targets = seeing_both.and(self.holding[usize::from(z - 1)]);
            eliminations.extend(targets.cells_from(0).map(|c| (c, z)));
        }
        if eliminations.is_empty() {
            return None;
        }
        eliminations.sort_unstable();
        let houses = self.chain.iter().map(|&s| self.sets[s].house).collect();
        let cells = self
            .chain
            .iter()
            .flat_map(|&s| self.sets[s].cells())
            .collect();
        VariantStep::eliminating(self.technique, houses, cells, eliminations)
    }
}
