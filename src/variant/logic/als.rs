//! Almost locked sets over a variant's houses (any size, any regions,
//! diagonals and windows too): ALS-XZ, where "sees" is the variant's
//! peers (cages, knight and king moves included).

use std::collections::HashSet;

use super::subsets::first_combination;
use super::{Board, VariantStep, digits};
use crate::logic::Technique;

/// The most cells an almost locked set may have here.
const MAX_CELLS: usize = 4;

/// A set of cells, one bit each (variants have up to 256 cells).
type Cells = [u64; 4];

fn with(mut set: Cells, cell: usize) -> Cells {
    set[cell / 64] |= 1 << (cell % 64);
    set
}

fn and(a: Cells, b: Cells) -> Cells {
    [a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]]
}

fn is_empty(a: Cells) -> bool {
    a == [0; 4]
}

/// Whether every cell of `a` is in `b`.
fn within(a: Cells, b: Cells) -> bool {
    and(a, b) == a
}

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
    let everywhere: Cells = (0..board.cells()).fold([0; 4], with);
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
                let set = pick.iter().fold([0; 4], |s, &i| with(s, open[i]));
                if !seen.insert(set) {
                    return None;
                }
                let mut als = Als {
                    house,
                    cells: [0; MAX_CELLS],
                    n: size,
                    set,
                    digits: digits_of,
                    holding: [[0; 4]; MAX_CELLS + 1],
                    seeing: [everywhere; MAX_CELLS + 1],
                };
                for (k, &i) in pick.iter().enumerate() {
                    let c = open[i];
                    als.cells[k] = c as u16;
                    for d in digits(board.candidates(c)) {
                        let r = als.rank(d);
                        als.holding[r] = with(als.holding[r], c);
                        als.seeing[r] = and(als.seeing[r], shape.peer_bits[c]);
                    }
                }
                sets.push(als);
                None
            });
        }
    }
    sets
}

/// Two almost locked sets A and B with no cell in common, and a
/// restricted common digit x (every x of A sees every x of B, so x is in
/// at most one of them): the other is then locked, so any digit z both
/// hold is in A or in B, and cells seeing every z of both lose z.
pub(super) fn als_xz(board: &Board<'_>) -> Option<VariantStep> {
    let sets = almost_locked_sets(board);
    let mut holding = [[0u64; 4]; 16];
    for cell in 0..board.cells() {
        for d in digits(board.candidates(cell)) {
            holding[usize::from(d - 1)] = with(holding[usize::from(d - 1)], cell);
        }
    }
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            let common = a.digits & b.digits;
            if common.count_ones() < 2 || !is_empty(and(a.set, b.set)) {
                continue;
            }
            let restricted =
                digits(common).find(|&x| within(a.holding[a.rank(x)], b.seeing[b.rank(x)]));
            let Some(x) = restricted else {
                continue;
            };
            let mut eliminations = Vec::new();
            for z in digits(common & !(1 << (x - 1))) {
                let seeing_both = and(a.seeing[a.rank(z)], b.seeing[b.rank(z)]);
                let targets = and(seeing_both, holding[usize::from(z - 1)]);
                for (word, &bits) in targets.iter().enumerate() {
                    let mut bits = bits;
                    while bits != 0 {
                        eliminations.push((word * 64 + bits.trailing_zeros() as usize, z));
                        bits &= bits - 1;
                    }
                }
            }
            let cells = a.cells().chain(b.cells()).collect();
            if let Some(step) = VariantStep::eliminating(
                Technique::AlsXz,
                vec![a.house, b.house],
                cells,
                eliminations,
            ) {
                return Some(step);
            }
        }
    }
    None
}
