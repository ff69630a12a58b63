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
//! The search uses this on puzzles whose first stall leaves many cells
//! open (`PATTERN_OPEN_CELLS` in `mod.rs`): elsewhere cell guesses are
//! cheaper.
//!
//! Its cost decides whether it pays (a pattern guess must cost less than
//! the cell guesses it saves), so the work is laid out for the vector
//! units: per band-digit lane (27, padded to 32, which the compiler turns
//! into four AVX2 vectors) the minirows are kept *sparse*, each at its
//! first cell (bit `9 * row + 3 * box`), so that no bit extract is needed;
//! a digit's three bands are then interleaved (bit `9 * row + 3 * box +
//! band`) for the triad counts, and pattern counts are computed, not
//! looked up: a band-digit's count is the permanent of its 3x3 occupancy,
//! the two cyclic box orders from each box of row 0. The lanes follow
//! `sweep`'s order (digits 1-8 of each band in one vector, digit 9 of the
//! three bands in the last), so that a digit's three bands sit in the same
//! lane of three vectors: in the state's order (`9 * band + d`) the
//! compiler shuffled them, or read them back at other offsets from memory
//! it had just written as vectors, loads that wait for those stores.

use super::isa::{Isa, Portable};
use super::stack::Stack;
use super::state::State;
use super::tables::{
    MINIROW_CELLS, PATTERNS, PERMUTATIONS, box_mask, col_mask, column_cells, columns, minirows,
    row_mask, stack_occupancy,
};

/// Bit `9 * row + 3 * box` of a band: the first cell of each minirow.
const MINIROW_FIRST: u32 = 0o111_111_111;
/// The 27 cells of a band.
const BAND_CELLS: u32 = (1 << 27) - 1;
/// Positions 0-1, 2, 0 and 1-2 of every group of three bits.
const LOW_2: u32 = 0o333_333_333;
const HIGH_1: u32 = 0o444_444_444;
const LOW_1: u32 = 0o111_111_111;
const HIGH_2: u32 = 0o666_666_666;

/// One digit's restriction in each band (cells kept).
type Keep = [u32; 3];

/// A guess on digit `d`: the masks of its first branch and of the other.
#[derive(Clone, Copy)]
struct Branch {
    d: usize,
    first: Keep,
    second: Keep,
}

/// What the search does at a stall.
enum Stall {
    /// Triads removed candidates: propagate again.
    Reduced,
    /// Guess on this.
    Guess(Branch),
    /// Every unit is down to one pattern per digit: guess on a cell.
    Cells,
}

/// The contradiction of an impossible triad or pattern.
struct Broken;

/// What the search does next after a stall.
pub(super) enum Step {
    /// Triads removed candidates: propagate again.
    Propagate,
    /// A pattern guess was made (its other branch saved): propagate.
    Guessed,
    /// A contradiction: back to the last saved state.
    Backtrack,
    /// Guess on a cell instead.
    Cells,
}

/// A kernel's way to handle a stall: triads, else the pattern guess (see
/// the module doc), saving the guess's other branch on `stack`, out of
/// line (inlined into the search it slowed the sets that never stall).
pub(super) trait StallStep: Isa + Sized {
    fn stall(state: &mut State, stack: &mut Stack) -> Step;
}

impl StallStep for Portable {
    #[inline(never)]
    fn stall(state: &mut State, stack: &mut Stack) -> Step {
        state.stall_step(stack)
    }
}

#[cfg(target_arch = "x86_64")]
impl StallStep for super::isa::Avx2 {
    #[inline(always)]
    fn stall(state: &mut State, stack: &mut Stack) -> Step {
        // SAFETY: instantiated only inside the AVX2 and AVX-512 kernels,
        // which require (and are compiled with) these features.
        unsafe { stall_avx2(state, stack) }
    }
}

/// The stall step has no bit gathers of its own: the same as AVX2's.
#[cfg(target_arch = "x86_64")]
impl StallStep for super::isa::Avx2Pext {
    #[inline(always)]
    fn stall(state: &mut State, stack: &mut Stack) -> Step {
        // SAFETY: as for `Avx2`: kernels with (at least) these features.
        unsafe { stall_avx2(state, stack) }
    }
}

impl State {
    /// The body of `StallStep::stall`.
    #[inline(always)]
    pub(super) fn stall_step(&mut self, stack: &mut Stack) -> Step {
        match self.triads_or_pattern() {
            Err(Broken) => Step::Backtrack,
            Ok(Stall::Reduced) => Step::Propagate,
            Ok(Stall::Guess(branch)) => {
                stack.push(*self).restrict(branch.d, &branch.second);
                self.restrict(branch.d, &branch.first);
                Step::Guessed
            }
            Ok(Stall::Cells) => Step::Cells,
        }
    }

    /// Triads, else the pattern guess, without acting on it.
    #[inline(always)]
    fn triads_or_pattern(&mut self) -> Result<Stall, Broken> {
        // Lane by lane (band-digit lanes as `sweep::lane` lays them out:
        // digits 1-8 of band b in lanes 8b.., digit 9 in lanes 24-26; 32
        // lanes so that the loop is four AVX2 vectors): the occupied
        // minirows (bit `9 * row + 3 * box`), the columns (bit `column`),
        // and those of each that the box confines the digit to.
        let masks = self.masks();
        let mut lanes = [0u32; 32];
        for band in 0..3 {
            lanes[8 * band..8 * band + 8].copy_from_slice(&masks[9 * band..9 * band + 8]);
            lanes[24 + band] = masks[9 * band + 8];
        }
        let mut rows = [0u32; 32];
        let mut rows_locked = [0u32; 32];
        let mut cols = [0u32; 32];
        let mut cols_locked = [0u32; 32];
        for i in 0..32 {
            let m = lanes[i];
            let h = (m | m >> 1 | m >> 2) & MINIROW_FIRST;
            let h_others = (h << 9 | h >> 18 | h << 18 | h >> 9) & BAND_CELLS;
            let c = columns(m);
            let c_others =
                (c >> 1 & LOW_2) | (c << 2 & HIGH_1) | (c >> 2 & LOW_1) | (c << 1 & HIGH_2);
            rows[i] = h;
            rows_locked[i] = h & !h_others;
            cols[i] = c;
            cols_locked[i] = c & !c_others;
        }
        // Per digit, its three bands: minirows interleaved (bit `9 * row +
        // 3 * box + band`) in the low half, minicolumns (bit `9 * band +
        // column`) in the high half, the latter also alone (lanes 0..9 of
        // 16, for `pattern_guess`); then how many digits each minirow and
        // minicolumn has (up to three) and has locked (up to four).
        let mut digit_cols = [0u32; 16];
        let mut present = [0u64; 9];
        let mut locked = [0u64; 9];
        let interleave = |a: &[u32; 32], step: u32, d: usize| {
            let at = |band| a[super::sweep::lane(band, d)];
            at(0) | at(1) << step | at(2) << (2 * step)
        };
        for d in 0..9 {
            let c = interleave(&cols, 9, d);
            digit_cols[d] = c;
            present[d] = u64::from(interleave(&rows, 1, d)) | u64::from(c) << 32;
            locked[d] = u64::from(interleave(&rows_locked, 1, d))
                | u64::from(interleave(&cols_locked, 9, d)) << 32;
        }
        let (mut l1, mut l2, mut l3, mut l4) = (0u64, 0u64, 0u64, 0u64);
        let (mut p1, mut p2, mut p3) = (0u64, 0u64, 0u64);
        let mut stray = 0u64;
        for d in 0..9 {
            let (here, lk) = (present[d], locked[d]);
            stray |= here & !lk;
            l4 |= l3 & lk;
            l3 |= l2 & lk;
            l2 |= l1 & lk;
            l1 |= lk;
            p3 |= p2 & here;
            p2 |= p1 & here;
            p1 |= here;
        }
        const ALL: u64 = BAND_CELLS as u64 | (BAND_CELLS as u64) << 32;
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
                let mut keep = [0; 3];
                for (band, keep) in keep.iter_mut().enumerate() {
                    // A minirow's first cell times 7: its three cells.
                    let minirows = (lose >> band) as u32 & MINIROW_FIRST;
                    *keep =
                        !((minirows * 7) | column_cells((lose >> (32 + 9 * band) & 0x1FF) as u32));
                }
                self.restrict(d, &keep);
            }
            return Ok(Stall::Reduced);
        }
        Ok(pattern_guess(self.masks(), &rows, &digit_cols))
    }
}

/// `stall` in the AVX2 kernel, out of line with its target features.
///
/// # Safety
/// The CPU must support AVX2, BMI1, BMI2, POPCNT and LZCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
#[inline(never)]
pub(super) unsafe fn stall_avx2(state: &mut State, stack: &mut Stack) -> Step {
    state.stall_step(stack)
}

/// How many patterns fit a band-digit whose occupied minirows are
/// `minirows` (bit `9 * row + 3 * box`): the permanent of that 3x3 matrix.
/// The six patterns are the two cyclic orders of the boxes (row 1 one box,
/// or two boxes, after row 0) from each of row 0's boxes.
#[inline(always)]
fn band_patterns(minirows: u32) -> u32 {
    const BOXES: u32 = 0o111;
    let r0 = minirows & BOXES;
    let r1 = minirows >> 9 & BOXES;
    let r2 = minirows >> 18 & BOXES;
    // `next(r)` has at box x the bit of box x + 1 (mod 3), `after_next(r)`
    // that of box x + 2.
    let next = |r: u32| (r >> 3 | r << 6) & BOXES;
    let after_next = |r: u32| (r >> 6 | r << 3) & BOXES;
    let fits = (r0 & next(r1) & after_next(r2)) + (r0 & after_next(r1) & next(r2));
    (fits + (fits >> 3) + (fits >> 6)) & 7
}

/// How many patterns fit in each stack for a digit whose minicolumns are
/// `columns` (bit `9 * band + column`): byte `stack` of the result.
#[inline(always)]
fn stack_patterns(columns: u32) -> u32 {
    let b0 = columns & 0x1FF;
    let b1 = columns >> 9 & 0x1FF;
    let b2 = columns >> 18 & 0x1FF;
    // Within each stack's three columns, as `band_patterns` within a row.
    let next = |c: u32| (c >> 1 & 0o333) | (c << 2 & 0o444);
    let after_next = |c: u32| (c >> 2 & 0o111) | (c << 1 & 0o666);
    let sum = |t: u32| (t & 0o111) + (t >> 1 & 0o111) + (t >> 2 & 0o111);
    let fits = sum(b0 & next(b1) & after_next(b2)) + sum(b0 & after_next(b1) & next(b2));
    (fits & 7) | (fits >> 3 & 7) << 8 | (fits >> 6 & 7) << 16
}

/// The guess of the module doc, from the band-digit `masks`, each lane's
/// minirows (`rows`, as `triads_or_pattern` builds them) and each digit's
/// minicolumns (`digit_cols`, bit `9 * band + column`; lanes 9..16 empty).
#[inline(always)]
fn pattern_guess(masks: &[u32; 27], rows: &[u32; 32], digit_cols: &[u32; 16]) -> Stall {
    // Per band-digit lane, its pattern count in its band; per digit, its
    // pattern count in each stack (byte `stack`).
    let mut band_counts = [0u32; 32];
    for (count, &minirows) in band_counts.iter_mut().zip(rows) {
        *count = band_patterns(minirows);
    }
    let mut stack_counts = [0u32; 16];
    for (count, &columns) in stack_counts.iter_mut().zip(digit_cols) {
        *count = stack_patterns(columns);
    }
    // Each unit's total over its digits (byte `unit`: bands 0-2, stacks
    // 3-5; at most 54 a byte).
    let mut band_totals = [0u32; 3];
    for (band, total) in band_totals.iter_mut().enumerate() {
        *total = band_counts[8 * band..8 * band + 8].iter().sum::<u32>() + band_counts[24 + band];
    }
    let stack_totals: u32 = stack_counts.iter().sum();
    let totals = u64::from(band_totals[0] | band_totals[1] << 8 | band_totals[2] << 16)
        | u64::from(stack_totals) << 24;
    // Branch-free minima, the first of equals: the unfixed unit (more than
    // one pattern for some digit: more than nine in all) with the fewest
    // patterns, its digit with the fewest (at least two).
    let mut best = u32::MAX;
    for unit in 0..6 {
        let total = (totals >> (8 * unit)) as u32 & 0xFF;
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
        let n = if unit < 3 {
            band_counts[super::sweep::lane(unit, d)]
        } else {
            stack_counts[d] >> (8 * (unit - 3)) & 0xFF
        };
        let key = if n >= 2 { n << 4 | d as u32 } else { u32::MAX };
        pick = pick.min(key);
    }
    let d = (pick & 15) as usize;
    let occupied = if unit < 3 {
        minirows(masks[9 * unit + d])
    } else {
        stack_occupancy(digit_cols[d], unit - 3) as usize
    };
    let (first, second) = branches(unit, PATTERNS[occupied]);
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

    /// The minirows of a 9-bit occupancy (bit `3 * row + box`) as a
    /// band's first cells (bit `9 * row + 3 * box`).
    fn spread(occupied: usize) -> u32 {
        (0..9)
            .filter(|&i| occupied >> i & 1 == 1)
            .map(|i| 1u32 << (9 * (i / 3) + 3 * (i % 3)))
            .sum()
    }

    #[test]
    fn every_occupancy_has_the_patterns_inside_it() {
        assert_eq!(PATTERNS[0x1FF], 0x3F);
        assert_eq!(PATTERNS[0], 0);
        for (occupied, &patterns) in PATTERNS.iter().enumerate() {
            for (p, &pattern) in PERMUTATIONS.iter().enumerate() {
                let inside = usize::from(pattern) & !occupied == 0;
                assert_eq!(patterns >> p & 1 == 1, inside);
            }
        }
    }

    #[test]
    fn pattern_counts_match_the_table_in_bands_and_stacks() {
        for (occupied, &patterns) in PATTERNS.iter().enumerate() {
            let n = patterns.count_ones();
            let minirows = spread(occupied);
            assert_eq!(band_patterns(minirows), n, "band {occupied:09b}");
            // The same occupancy (bit 3 * band + column) in stack 2, and
            // a full and an empty stack beside it.
            let mut columns = 0o007_007_007;
            for band in 0..3 {
                columns |= ((occupied >> (3 * band) & 7) as u32) << (9 * band + 6);
            }
            assert_eq!(stack_occupancy(columns, 2), occupied as u32);
            assert_eq!(stack_patterns(columns), 6 | n << 16, "stack {occupied:09b}");
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
