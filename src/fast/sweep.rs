//! The fast engine's start: propagation over the whole grid at once.
//!
//! From the givens, every band-digit has work to do, so instead of
//! reducing them one by one as `state` does after a guess, a *sweep*
//! applies to all 27 at once:
//!
//! 1. locked candidates along the stacks (a digit's columns in a stack
//!    must give each band one column and each column one band),
//! 2. locked candidates inside the band (`band::pattern_cells`),
//! 3. hidden singles in rows: the cell loses its other digits,
//! 4. naked singles: the cell's in-band peers lose its digit.
//!
//! Box and column hidden singles follow from 1-3; the other bands learn a
//! placed digit's column from 1 in the next sweep. Sweeps repeat while
//! they change many masks; then `state`'s incremental propagation, which
//! applies the same rules, takes over with the masks the last sweep
//! changed marked, and reaches the same fixpoint as sweeping to the end
//! (guess counts are the same).
//!
//! The 27 masks are lanes of an array of 32 (`lane`), and every step is a
//! plain loop over it with shifts and masks: the compiler turns each into a
//! few vector instructions for the kernel's instruction set (two AVX-512
//! registers, four AVX2 ones, eight SSE2 ones). Lanes 27..32 stay empty.

use super::band::{houses_of, pattern_cells, row_singles, stack_columns};
use super::state::{Contradiction, State};
use super::tables::{BAND, column_cells, columns};
use crate::geometry::CELLS;
use crate::grid::Grid;

/// Sweeps stop once one changes at most this many masks: reducing that
/// few one by one costs less than another sweep (measured: 10 and 16 did
/// best on kaggle_proxy, 17-clue and serg_benchmark, 6-12% faster than
/// sweeping to the end; 24 was slower).
const HANDOVER_LANES: u32 = 10;

/// Number of lanes: 27 band-digits and 5 empty.
const LANES: usize = 32;

/// One 32-bit value per lane.
type Lanes = [u32; LANES];

/// The lane of digit `d + 1` in band `band`: digits 1-8 of each band fill
/// 8 consecutive lanes (one AVX2 register), digit 9 of the three bands
/// lanes 24-26.
#[inline(always)]
pub(super) const fn lane(band: usize, d: usize) -> usize {
    if d < 8 { 8 * band + d } else { 24 + band }
}

// Loops, not `std::array::from_fn`: that is not always inlined, and code
// outside the kernel's function is compiled without its features.

/// `f` of every lane.
#[inline(always)]
fn map(a: &Lanes, f: impl Fn(u32) -> u32) -> Lanes {
    let mut out = [0; LANES];
    for (o, &x) in out.iter_mut().zip(a) {
        *o = f(x);
    }
    out
}

/// `f` of every lane of `a` and the same lane of `b`.
#[inline(always)]
fn zip(a: &Lanes, b: &Lanes, f: impl Fn(u32, u32) -> u32) -> Lanes {
    let mut out = [0; LANES];
    for i in 0..LANES {
        out[i] = f(a[i], b[i]);
    }
    out
}

/// Each lane gets the lane of the same digit `shift` bands further on.
#[inline(always)]
fn other_band(a: &Lanes, shift: usize) -> Lanes {
    let mut out = [0; LANES];
    for band in 0..3 {
        let from = (band + shift) % 3;
        out[8 * band..8 * band + 8].copy_from_slice(&a[8 * from..8 * from + 8]);
        out[24 + band] = a[24 + from];
    }
    out
}

/// Each band's value in all of its lanes.
#[inline(always)]
fn per_band(values: [u32; 3]) -> Lanes {
    let mut out = [0; LANES];
    for band in 0..3 {
        out[8 * band..8 * band + 8].fill(values[band]);
        out[24 + band] = values[band];
    }
    out
}

/// For each band, the bits set in at least one of its lanes and in at
/// least two (bit-sliced counting; the first eight lanes pairwise).
#[inline(always)]
fn band_counts(a: &Lanes) -> ([u32; 3], [u32; 3]) {
    let mut one = [0; 3];
    let mut two = [0; 3];
    for band in 0..3 {
        let mut ones: [u32; 8] = a[8 * band..8 * band + 8].try_into().expect("8 lanes");
        let mut twos = [0u32; 8];
        let mut width = 4;
        while width > 0 {
            for k in 0..width {
                twos[k] |= twos[k + width] | (ones[k] & ones[k + width]);
                ones[k] |= ones[k + width];
            }
            width /= 2;
        }
        let ninth = a[24 + band];
        two[band] = twos[0] | (ones[0] & ninth);
        one[band] = ones[0] | ninth;
    }
    (one, two)
}

/// For each band, the bits set in any of its lanes.
#[inline(always)]
fn band_union(a: &Lanes) -> [u32; 3] {
    let mut union = [0; 3];
    for band in 0..3 {
        union[band] = a[8 * band..8 * band + 8]
            .iter()
            .fold(a[24 + band], |u, &v| u | v);
    }
    union
}

/// For the 27 cell values of a band, the cells of each value 0..=9.
/// SSE2 (every x86-64 CPU has it): one compare per value and 16 cells.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn cells_by_value(cells: &[u8; 27]) -> [u32; 10] {
    use std::arch::x86_64::*;
    let mut padded = [0u8; 32];
    padded[..27].copy_from_slice(cells);
    let mut by_value = [0; 10];
    // SAFETY: SSE2 is part of the x86-64 baseline; both loads lie inside
    // the 32-byte array.
    unsafe {
        let low = _mm_loadu_si128(padded.as_ptr().cast());
        let high = _mm_loadu_si128(padded.as_ptr().add(16).cast());
        for (value, cells) in by_value.iter_mut().enumerate() {
            let v = _mm_set1_epi8(value as i8);
            let low_bits = _mm_movemask_epi8(_mm_cmpeq_epi8(low, v)) as u32;
            let high_bits = _mm_movemask_epi8(_mm_cmpeq_epi8(high, v)) as u32;
            // The padding's zeros are no cells.
            *cells = (low_bits | high_bits << 16) & BAND;
        }
    }
    by_value
}

/// For the 27 cell values of a band, the cells of each value 0..=9.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn cells_by_value(cells: &[u8; 27]) -> [u32; 10] {
    cells_by_value_portable(cells)
}

/// [`cells_by_value`] for any target, cell by cell.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
#[inline(always)]
fn cells_by_value_portable(cells: &[u8; 27]) -> [u32; 10] {
    let mut by_value = [0; 10];
    for (pos, &value) in cells.iter().enumerate() {
        by_value[usize::from(value)] |= 1 << pos;
    }
    by_value
}

/// The grid as lanes plus the cells not holding a digit yet.
#[derive(Clone, Copy)]
struct Sweep {
    cand: Lanes,
    unsolved: [u32; 3],
}

impl Sweep {
    /// The givens of `grid`: a given keeps its digit and its in-band peers
    /// lose it (its column in the other bands follows in the first sweep).
    #[inline(always)]
    fn from_grid(grid: &Grid) -> Result<Self, Contradiction> {
        let mut given = [0; LANES];
        let mut blank = [0; 3];
        for (band, cells) in grid.cells().chunks_exact(27).enumerate() {
            let by_value = cells_by_value(cells.try_into().expect("27 cells"));
            blank[band] = by_value[0];
            for d in 0..9 {
                given[lane(band, d)] = by_value[d + 1];
            }
        }
        let open = per_band(blank);
        let mut clash = 0;
        let mut cand = [0; LANES];
        for i in 0..LANES {
            let (peers, repeated) = houses_of(given[i]);
            clash |= repeated;
            cand[i] = (open[i] & !peers) | given[i];
        }
        if clash != 0 {
            return Err(Contradiction);
        }
        Ok(Sweep {
            cand,
            unsolved: blank,
        })
    }

    /// Every cell open with the digits of `candidates[cell]`.
    fn from_candidates(candidates: &[u16; CELLS]) -> Self {
        let mut cand = [0; LANES];
        for (cell, &mask) in candidates.iter().enumerate() {
            let (band, pos) = (cell / 27, cell % 27);
            for d in (0..9).filter(|&d| mask & (1 << d) != 0) {
                cand[lane(band, d)] |= 1 << pos;
            }
        }
        Sweep {
            cand,
            unsolved: [BAND; 3],
        }
    }

    /// One sweep (see the module doc). Returns the lanes whose masks
    /// changed (bit i for lane i).
    #[inline(always)]
    fn sweep(&mut self) -> Result<u32, Contradiction> {
        let before = self.cand;
        // 1. Stacks: each lane against the same digit in the other bands.
        let cols = map(&before, columns);
        let (next, after) = (other_band(&cols, 1), other_band(&cols, 2));
        let mut kept = [0; LANES];
        for i in 0..LANES {
            kept[i] = before[i] & column_cells(stack_columns(cols[i], next[i], after[i]));
        }
        // 2. Bands. An empty lane below 27 is a contradiction.
        let cand = map(&kept, pattern_cells);
        let empty = (0..27).fold(0, |e, i| e | u32::from(cand[i] == 0));
        // 3. Row singles of open cells; the cells lose their other digits.
        let open = per_band(self.unsolved);
        let singles = zip(&cand, &open, |c, o| row_singles(c) & o);
        let placed = band_union(&singles);
        let placed_lanes = per_band(placed);
        let mut cand = cand;
        for i in 0..LANES {
            cand[i] &= !(placed_lanes[i] & !singles[i]);
        }
        // 4. Naked singles among the other open cells. A placed cell with
        // two digits left had two row singles: a contradiction, as is an
        // open cell without candidates.
        let (one, two) = band_counts(&cand);
        let mut naked = [0; 3];
        let mut broken = empty;
        for band in 0..3 {
            broken |= (placed[band] & two[band]) | (self.unsolved[band] & !one[band]);
            naked[band] = self.unsolved[band] & !two[band] & !placed[band];
            self.unsolved[band] &= !(placed[band] | naked[band]);
        }
        if naked != [0; 3] {
            let naked_lanes = per_band(naked);
            for i in 0..LANES {
                let (peers, repeated) = houses_of(cand[i] & naked_lanes[i]);
                broken |= repeated;
                cand[i] &= !peers;
            }
        }
        if broken != 0 {
            return Err(Contradiction);
        }
        self.cand = cand;
        Ok((0..LANES).fold(0, |changed, i| {
            changed | u32::from(cand[i] != before[i]) << i
        }))
    }

    /// Sweeps while they change many masks; the result as the search's
    /// state, with the masks the last sweep changed marked for the
    /// incremental propagation to finish (cheaper for a few masks than
    /// another sweep). A mask the last sweep left alone is reduced: the
    /// sweep applied every rule to it and found nothing.
    #[inline(always)]
    fn settle(mut self) -> Result<State, Contradiction> {
        let mut changed = self.sweep()?;
        while changed.count_ones() > HANDOVER_LANES {
            changed = self.sweep()?;
        }
        // From lanes (digits 1-8 of band b at 8b.., digit 9 at 24 + b) to
        // the state's order (9b + d), band by band.
        let mut cand = [0; 27];
        let mut dirty = 0;
        for band in 0..3 {
            cand[9 * band..9 * band + 8].copy_from_slice(&self.cand[8 * band..8 * band + 8]);
            cand[9 * band + 8] = self.cand[24 + band];
            let hits = (changed >> (8 * band)) & 0xFF | ((changed >> (24 + band)) & 1) << 8;
            dirty |= hits << (9 * band);
        }
        let digits = (dirty | dirty >> 9 | dirty >> 18) & 0x1FF;
        Ok(State::settled(cand, self.unsolved, dirty, digits as u16))
    }
}

/// The search's start for `grid`: its givens, propagated.
#[inline(always)]
pub(super) fn start(grid: &Grid) -> Result<State, Contradiction> {
    Sweep::from_grid(grid)?.settle()
}

/// The search's start for a pencil-mark puzzle, propagated.
#[inline(always)]
pub(super) fn start_candidates(candidates: &[u16; CELLS]) -> Result<State, Contradiction> {
    Sweep::from_candidates(candidates).settle()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lanes_cover_every_band_digit_once() {
        let mut seen = [false; LANES];
        for band in 0..3 {
            for d in 0..9 {
                assert!(!std::mem::replace(&mut seen[lane(band, d)], true));
            }
        }
        assert_eq!(seen.iter().filter(|&&s| s).count(), 27);
    }

    #[test]
    fn cells_are_sorted_by_value() {
        let mut cells = [0u8; 27];
        for (pos, cell) in cells.iter_mut().enumerate() {
            *cell = (pos * 7 % 10) as u8;
        }
        let by_value = cells_by_value(&cells);
        assert_eq!(cells_by_value_portable(&cells), by_value);
        for (value, &set) in by_value.iter().enumerate() {
            let expected = (0..27)
                .filter(|&pos| usize::from(cells[pos]) == value)
                .fold(0u32, |m, pos| m | 1 << pos);
            assert_eq!(set, expected, "value {value}");
        }
    }

    #[test]
    fn band_counts_count_up_to_two() {
        let mut a = [0; LANES];
        a[lane(1, 0)] = 0b0111;
        a[lane(1, 5)] = 0b0110;
        a[lane(1, 8)] = 0b1100;
        a[lane(2, 3)] = 1 << 20;
        let (one, two) = band_counts(&a);
        assert_eq!(one, [0, 0b1111, 1 << 20]);
        assert_eq!(two, [0, 0b0110, 0]);
        assert_eq!(band_union(&a), one);
    }
}
