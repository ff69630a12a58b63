//! What the search does where propagation stalls on a hard puzzle:
//! minirow triads, then a guess on a digit's pattern in a band or stack.
//!
//! In a band, a digit takes one minirow per row and per box: one of six
//! *patterns* (`tables::PERMUTATIONS`); in a stack, one minicolumn per band
//! and per column, the same six transposed. A *unit* here is one of the
//! three bands or three stacks. For every unit and digit the occupied
//! minirows (minicolumns) give the patterns still possible.
//!
//! - **Triads.** A minirow holds exactly three digits. When three digits
//!   are each confined by their box to the same minirow, no other digit
//!   may go there (the same for minicolumns). The search applies this
//!   before guessing, and propagates again when it removed anything.
//! - **The guess**, as tdoku's published notes describe: the unit with the
//!   fewest patterns over all nine digits, and in it the digit with the
//!   fewest (two if any). With two patterns the branches are the two;
//!   with more, the digit in one minirow (minicolumn) of its first pattern,
//!   or not there. Both branches are disjoint and cover every solution.
//!
//! The search uses this only in the portable kernel (`Isa::PATTERNS`), on
//! puzzles whose first stall leaves many cells open (`PATTERN_OPEN_CELLS`
//! in `mod.rs`): elsewhere cell guesses are cheaper.

use super::band::{column_cells, columns};
use super::state::State;
use super::tables::{Isa, MINIROW_CELLS, PATTERNS, PERMUTATIONS, box_mask, col_mask, row_mask};

/// `COUNTS[occupied]`: how many patterns fit in `occupied`.
static COUNTS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut occupied = 0;
    while occupied < 512 {
        table[occupied] = PATTERNS[occupied].count_ones();
        occupied += 1;
    }
    table
};

/// Bits of a 27-bit word of three 9-bit blocks, by their place in the block:
/// positions 0-5 and 6-8 (rows 0-1 and row 2 of minirows `3 * row + box`).
const ROWS_01: u32 = 0o077_077_077;
const ROW_2: u32 = 0o700_700_700;
const ROW_0: u32 = 0o007_007_007;
const ROWS_12: u32 = 0o770_770_770;
/// Positions 0-1 and 2 of every group of three bits.
const LOW_2: u32 = 0o333_333_333;
const HIGH_1: u32 = 0o444_444_444;
const LOW_1: u32 = 0o111_111_111;
const HIGH_2: u32 = 0o666_666_666;

/// One digit's restriction in each band (cells kept).
pub(super) type Keep = [u32; 3];

/// A guess on digit `d`: the masks of its first branch and of the other.
#[derive(Clone, Copy)]
pub(super) struct Branch {
    pub(super) d: usize,
    pub(super) first: Keep,
    pub(super) second: Keep,
}

/// What the search does at a stall.
pub(super) enum Stall {
    /// Triads removed candidates: propagate again.
    Reduced,
    /// Guess on this.
    Guess(Branch),
    /// Every unit is down to one pattern per digit: guess on a cell.
    Cells,
}

/// The contradiction of an impossible triad or pattern.
pub(super) struct Broken;

impl State {
    /// Triads, else the pattern guess (see the module doc).
    #[inline(always)]
    pub(super) fn stall<O: Isa>(&mut self) -> Result<Stall, Broken> {
        let masks = *self.masks();
        // Per digit: minirows of the three bands (bit 9 * band + 3 * row +
        // box), their columns (bit 9 * band + column: the minicolumns), and
        // those the box confines the digit to.
        let mut rows = [0u32; 9];
        let mut cols = [0u32; 9];
        let mut locked = [0u64; 9];
        let (mut l1, mut l2, mut l3, mut l4) = (0u64, 0u64, 0u64, 0u64);
        let (mut p1, mut p2, mut p3) = (0u64, 0u64, 0u64);
        let mut stray = 0u64;
        for d in 0..9 {
            let h = O::minirows(masks[d]) as u32
                | (O::minirows(masks[9 + d]) as u32) << 9
                | (O::minirows(masks[18 + d]) as u32) << 18;
            let c = columns(masks[d]) | columns(masks[9 + d]) << 9 | columns(masks[18 + d]) << 18;
            rows[d] = h;
            cols[d] = c;
            let h_others =
                (h >> 3 & ROWS_01) | (h << 6 & ROW_2) | (h >> 6 & ROW_0) | (h << 3 & ROWS_12);
            let c_others =
                (c >> 1 & LOW_2) | (c << 2 & HIGH_1) | (c >> 2 & LOW_1) | (c << 1 & HIGH_2);
            let present = u64::from(h) | u64::from(c) << 32;
            let lk = u64::from(h & !h_others) | u64::from(c & !c_others) << 32;
            locked[d] = lk;
            stray |= present & !lk;
            l4 |= l3 & lk;
            l3 |= l2 & lk;
            l2 |= l1 & lk;
            l1 |= lk;
            p3 |= p2 & present;
            p2 |= p1 & present;
            p1 |= present;
        }
        const ALL: u64 = ((1 << 27) - 1) | (((1 << 27) - 1) << 32);
        if l4 != 0 || ALL & !p3 != 0 {
            return Err(Broken);
        }
        let full = l3 & stray;
        if full != 0 {
            for (d, &lk) in locked.iter().enumerate() {
                let lose = full & !lk;
                if lose == 0 {
                    continue;
                }
                let keep = [0, 1, 2].map(|band| {
                    !(MINIROW_CELLS[(lose >> (9 * band) & 0x1FF) as usize]
                        | column_cells((lose >> (32 + 9 * band) & 0x1FF) as u32))
                });
                self.restrict(d, &keep);
            }
            return Ok(Stall::Reduced);
        }
        Ok(pattern_guess::<O>(&rows, &cols))
    }
}

/// The guess of the module doc, from each digit's minirows (`rows`, bit
/// `9 * band + 3 * row + box`) and minicolumns (`cols`, bit `9 * band +
/// column`).
#[inline(always)]
fn pattern_guess<O: Isa>(rows: &[u32; 9], cols: &[u32; 9]) -> Stall {
    // Minicolumns by stack: bit 9 * stack + 3 * band + column.
    let stacks = cols.map(|c| {
        O::stack_occupancy(c, 0) | O::stack_occupancy(c, 1) << 9 | O::stack_occupancy(c, 2) << 18
    });
    let occupancy = |unit: usize, d: usize| -> usize {
        let word = if unit < 3 { rows[d] } else { stacks[d] };
        (word >> (9 * (unit % 3)) & 0x1FF) as usize
    };
    let mut totals = [0u32; 6];
    for (unit, total) in totals.iter_mut().enumerate() {
        *total = (0..9).map(|d| COUNTS[occupancy(unit, d)]).sum();
    }
    // Branch-free minima, the first of equals: the unfixed unit (more than
    // one pattern for some digit: more than nine in all) with the fewest
    // patterns, its digit with the fewest (at least two).
    let mut best = u32::MAX;
    for (unit, &total) in totals.iter().enumerate() {
        let key = if total > 9 {
            total << 3 | unit as u32
        } else {
            u32::MAX
        };
        best = best.min(key);
    }
    if best == u32::MAX {
        return Stall::Cells;
    }
    let unit = (best & 7) as usize;
    let mut pick = u32::MAX;
    for d in 0..9 {
        let n = COUNTS[occupancy(unit, d)];
        let key = if n >= 2 { n << 4 | d as u32 } else { u32::MAX };
        pick = pick.min(key);
    }
    let d = (pick & 15) as usize;
    let patterns = PATTERNS[occupancy(unit, d)];
    let (first, second) = branches(unit, patterns);
    Stall::Guess(Branch { d, first, second })
}

/// The two branches of a guess on a digit with `patterns` (at least two)
/// in `unit`: with two patterns, each; else the digit in a minirow of its
/// first pattern that not every pattern uses, or not there.
fn branches(unit: usize, patterns: u8) -> (Keep, Keep) {
    let first = u32::from(PERMUTATIONS[patterns.trailing_zeros() as usize]);
    let rest = patterns & (patterns - 1);
    if rest.count_ones() == 1 {
        let second = u32::from(PERMUTATIONS[rest.trailing_zeros() as usize]);
        return (pattern_keep(unit, first), pattern_keep(unit, second));
    }
    let mut shared = 0x1FF;
    let mut left = patterns;
    while left != 0 {
        shared &= u32::from(PERMUTATIONS[left.trailing_zeros() as usize]);
        left &= left - 1;
    }
    minirow_keeps(unit, (first & !shared).trailing_zeros())
}

/// The cells a digit keeps in each band when its pattern in `unit` is the
/// 9-bit minirow set `pattern` (stacks: bit `3 * band + column`).
fn pattern_keep(unit: usize, pattern: u32) -> Keep {
    if unit < 3 {
        let mut keep = [u32::MAX; 3];
        keep[unit] = MINIROW_CELLS[pattern as usize];
        keep
    } else {
        let stack = unit - 3;
        let stack_cells = box_mask(stack);
        [0, 1, 2].map(|band| {
            let column = (pattern >> (3 * band) & 7).trailing_zeros() as usize;
            !stack_cells | col_mask(3 * stack + column)
        })
    }
}

/// The digit in `minirow` of `unit` (its row and box lose the digit
/// elsewhere), and the digit not there.
fn minirow_keeps(unit: usize, minirow: u32) -> (Keep, Keep) {
    let (major, minor) = ((minirow / 3) as usize, (minirow % 3) as usize);
    let mut first = [u32::MAX; 3];
    let mut second = [u32::MAX; 3];
    if unit < 3 {
        // Row `major`, box `minor` of band `unit`.
        let row = row_mask(major);
        let boxed = box_mask(minor);
        first[unit] = !(row ^ boxed);
        second[unit] = !(row & boxed);
    } else {
        // Band `major`, column `minor` of stack `unit - 3`.
        let stack = unit - 3;
        let column = col_mask(3 * stack + minor);
        let stack_cells = box_mask(stack);
        for (band, keep) in first.iter_mut().enumerate() {
            *keep = if band == major {
                !stack_cells | column
            } else {
                !column
            };
        }
        second[major] = !column;
    }
    (first, second)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_occupancy_has_the_patterns_inside_it() {
        assert_eq!(PATTERNS[0x1FF], 0x3F);
        assert_eq!(PATTERNS[0], 0);
        for (occupied, &patterns) in PATTERNS.iter().enumerate() {
            for (p, &pattern) in PERMUTATIONS.iter().enumerate() {
                let inside = usize::from(pattern) & !occupied == 0;
                assert_eq!(patterns >> p & 1 == 1, inside);
                assert_eq!(COUNTS[occupied], patterns.count_ones());
            }
        }
    }

    /// Whether a branch keeps every cell of a pattern of `unit`.
    fn keeps(unit: usize, pattern: u16, branch: &Keep) -> bool {
        let cells = pattern_keep(unit, u32::from(pattern));
        (0..3).all(|band| {
            let wanted = match unit {
                0..3 if band == unit => cells[band],
                0..3 => 0,
                _ => cells[band] & box_mask(unit - 3),
            };
            wanted & !branch[band] == 0
        })
    }

    #[test]
    fn each_pattern_survives_exactly_one_branch() {
        for unit in 0..6 {
            for (occupied, &patterns) in PATTERNS.iter().enumerate() {
                if patterns.count_ones() < 2 {
                    continue;
                }
                let (first, second) = branches(unit, patterns);
                for (p, &pattern) in PERMUTATIONS.iter().enumerate() {
                    if patterns >> p & 1 == 1 {
                        assert!(
                            keeps(unit, pattern, &first) != keeps(unit, pattern, &second),
                            "unit {unit} occupied {occupied:09b} pattern {p}"
                        );
                    }
                }
            }
        }
    }
}
