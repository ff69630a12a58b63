//! Constant tables of the fast engine, computed at compile time.
//!
//! The board is split into three *bands* of three rows. For one digit, a
//! band is a 27-bit mask: bit `9 * row + col` (row 0..3 within the band,
//! col 0..9). A *minirow* is the three cells of one row inside one box; a
//! band has nine, numbered `3 * row + box` (box 0..3 within the band).

use super::Stack;
use super::band::{column_cells, columns};
use super::state::State;
use super::triads::Step;
use crate::geometry::{CELLS, sees};

/// All 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;

/// The nine cells of row `r` (0..3) of a band.
pub(super) const fn row_mask(r: usize) -> u32 {
    0x1FF << (9 * r)
}

/// The three cells of column `c` (0..9) in a band.
pub(super) const fn col_mask(c: usize) -> u32 {
    (1 | 1 << 9 | 1 << 18) << c
}

/// The nine cells of box `b` (0..3) of a band.
pub(super) const fn box_mask(b: usize) -> u32 {
    (0x7 | 0x7 << 9 | 0x7 << 18) << (3 * b)
}

/// Cells of minirow `m` (0..9, `3 * row + box`).
const fn minirow_mask(m: usize) -> u32 {
    0x7 << (9 * (m / 3) + 3 * (m % 3))
}

/// For each position in a band, the other cells of the band that share its
/// row, column or box.
pub(super) static BAND_PEERS: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut pos = 0;
    while pos < 27 {
        let (r, c) = (pos / 9, pos % 9);
        table[pos] = (row_mask(r) | col_mask(c) | box_mask(c / 3)) & !(1 << pos);
        pos += 1;
    }
    table
};

/// For each cell of the grid, its 20 peers as bits of an 81-bit word: bit
/// `27 * band + position`, the bands' masks side by side.
pub(super) static GRID_PEERS: [u128; CELLS] = {
    let mut table = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut other = 0;
        while other < CELLS {
            if sees(cell, other) {
                table[cell] |= 1 << other;
            }
            other += 1;
        }
        cell += 1;
    }
    table
};

/// `ROW_TRIADS[bits]`: which of the three minirows of a 9-bit row are
/// occupied, as 3 bits.
static ROW_TRIADS: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut bits = 0;
    while bits < 512 {
        let mut t = 0;
        let mut b = 0;
        while b < 3 {
            if bits & (0x7 << (3 * b)) != 0 {
                t |= 1 << b;
            }
            b += 1;
        }
        table[bits] = t;
        bits += 1;
    }
    table
};

/// The six permutation patterns of a digit in a band: one minirow per row
/// and per box. Entry `p` is a 9-bit minirow mask.
pub(super) const PERMUTATIONS: [u16; 6] = {
    let perms = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut out = [0u16; 6];
    let mut p = 0;
    while p < 6 {
        let mut m = 0u16;
        let mut r = 0;
        while r < 3 {
            m |= 1 << (3 * r + perms[p][r]);
            r += 1;
        }
        out[p] = m;
        p += 1;
    }
    out
};

/// `PATTERNS[occupied]`: the placement patterns (bit p, entry p of
/// `PERMUTATIONS`) whose three minirows all lie in the 9-bit set
/// `occupied` (or transposed: minicolumns of a stack).
pub(super) static PATTERNS: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut occupied = 0;
    while occupied < 512 {
        let mut p = 0;
        while p < 6 {
            if PERMUTATIONS[p] & !(occupied as u16) == 0 {
                table[occupied] |= 1 << p;
            }
            p += 1;
        }
        occupied += 1;
    }
    table
};

/// `UNION[occupied]`: the 9-bit union of the placement patterns (one per
/// row and per box, or transposed: one per band and per column of a stack)
/// that fit inside `occupied`. Zero when none fits.
static UNION: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut occupied = 0;
    while occupied < 512 {
        let mut p = 0;
        while p < 6 {
            if PATTERNS[occupied] >> p & 1 == 1 {
                table[occupied] |= PERMUTATIONS[p];
            }
            p += 1;
        }
        occupied += 1;
    }
    table
};

/// `MINIROW_CELLS[set]`: the band cells of a 9-bit set of minirows.
pub(super) static MINIROW_CELLS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut set = 0;
    while set < 512 {
        let mut m = 0;
        while m < 9 {
            if set >> m & 1 == 1 {
                table[set] |= minirow_mask(m);
            }
            m += 1;
        }
        set += 1;
    }
    table
};

/// `STACK_COLUMNS[bits]`: the band cells of the columns of stack 0 named by
/// a 3-bit mask (shift left by `3 * stack` for another stack).
pub(super) static STACK_COLUMNS: [u32; 8] = {
    let mut table = [0u32; 8];
    let mut bits = 0;
    while bits < 8 {
        let mut c = 0;
        while c < 3 {
            if bits & (1 << c) != 0 {
                table[bits] |= col_mask(c);
            }
            c += 1;
        }
        bits += 1;
    }
    table
};

/// Locked candidates along a stack: given, for each band `b`, the 3-bit set
/// of the stack's columns where a digit may go (`occupied` bit `3 * b + c`),
/// the same layout restricted to columns some valid pattern uses (one
/// column per band, one band per column). Zero means a contradiction.
#[inline(always)]
pub(super) fn stack_union(occupied: usize) -> u16 {
    UNION[occupied]
}

/// `ALLOWED[occupied]`: for the 9-bit set of occupied minirows of one digit
/// in a band, the 27-bit mask of cells in minirows that belong to at least
/// one valid placement pattern (one minirow per row and per box). Zero when
/// no pattern fits: a contradiction. This is locked candidates (pointing and
/// claiming) inside the band in one lookup.
static ALLOWED: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut occupied = 0;
    while occupied < 512 {
        table[occupied] = MINIROW_CELLS[UNION[occupied] as usize];
        occupied += 1;
    }
    table
};

/// `PINNED[columns]`: for the 9-bit set of columns where a digit may go in
/// a band, the band cells of the columns that are alone in their box: the
/// digit's cell in that box lies in that column, so the other bands lose
/// it.
static PINNED: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut columns = 0u32;
    while columns < 512 {
        let mut alone = 0;
        let mut b = 0;
        while b < 3 {
            let group = (columns >> (3 * b)) & 7;
            if group.is_power_of_two() {
                alone |= group << (3 * b);
            }
            b += 1;
        }
        table[columns as usize] = column_cells(alone);
        columns += 1;
    }
    table
};

/// The cells of the columns a band mask pins (see `PINNED`).
#[inline(always)]
pub(super) fn fixed_columns(band: u32) -> u32 {
    PINNED[columns(band) as usize]
}

/// The steps a kernel's instruction set does its own way: the occupied
/// minirows of a band mask, clearing cells from a band's nine masks, and
/// reading a cell's digits from them.
pub(super) trait Isa {
    /// The occupied minirows of `band`.
    fn minirows(band: u32) -> usize;

    /// `State::stall` (`triads`), out of line.
    fn stall(state: &mut State, stack: &mut Stack) -> Step;

    /// Removes `cells` from the nine masks of a band; returns the digits
    /// (bit d) whose masks had any of them.
    #[inline(always)]
    fn clear_cells(masks: &mut [u32; 9], cells: u32) -> u32 {
        // A serial chain keeps this loop scalar: vectorized, it would
        // reload as one vector masks just stored one by one.
        let mut lost = 0;
        for mask in masks.iter_mut().rev() {
            lost = lost << 1 | u32::from(*mask & cells != 0);
            *mask &= !cells;
        }
        lost
    }

    /// For the columns where a digit may go (bit `9 * band + column`), the
    /// three bands' columns of one stack (bit `3 * band + column - 3 *
    /// stack`), the index of `stack_union`.
    #[inline(always)]
    fn stack_occupancy(cols: u32, stack: usize) -> u32 {
        let shift = 3 * stack;
        ((cols >> shift) & 7) | ((cols >> (9 + shift)) & 7) << 3 | ((cols >> (18 + shift)) & 7) << 6
    }

    /// The digits (bit d) whose masks hold position `pos`.
    #[inline(always)]
    fn cell_digits(masks: &[u32; 9], pos: u32) -> u16 {
        let mut digits = 0;
        for mask in masks.iter().rev() {
            digits = digits << 1 | ((mask >> pos) & 1) as u16;
        }
        digits
    }
}

/// Portable code: minirows by three lookups in a 512-entry table.
pub(super) struct Portable;

impl Isa for Portable {
    #[inline(never)]
    fn stall(state: &mut State, stack: &mut Stack) -> Step {
        state.stall_step::<Self>(stack)
    }

    #[inline(always)]
    fn minirows(band: u32) -> usize {
        ROW_TRIADS[(band & 0x1FF) as usize] as usize
            | (ROW_TRIADS[((band >> 9) & 0x1FF) as usize] as usize) << 3
            | (ROW_TRIADS[(band >> 18) as usize] as usize) << 6
    }
}

/// AVX2 and BMI2: minirows by one parallel bit extract; cells cleared from,
/// and a cell's digits read from, eight masks at once. Only the AVX2
/// kernel, compiled with these features enabled and run only on CPUs that
/// have them, uses this (the unit tests check for the features first).
#[cfg(target_arch = "x86_64")]
pub(super) struct Avx2Bmi2;

#[cfg(target_arch = "x86_64")]
impl Isa for Avx2Bmi2 {
    #[inline(always)]
    fn stall(state: &mut State, stack: &mut Stack) -> Step {
        // SAFETY: instantiated only inside the AVX2 kernel, which requires
        // (and is compiled with) these features.
        unsafe { super::triads::stall_avx2(state, stack) }
    }

    #[inline(always)]
    fn minirows(band: u32) -> usize {
        let any = band | band >> 1 | band >> 2;
        // SAFETY: instantiated only inside the AVX2 kernel, which requires
        // (and is compiled with) BMI2 and AVX2.
        unsafe { std::arch::x86_64::_pext_u32(any, 0x0124_9249) as usize }
    }

    #[inline(always)]
    fn clear_cells(masks: &mut [u32; 9], cells: u32) -> u32 {
        use std::arch::x86_64::*;
        // SAFETY: AVX2 as above; the vector covers masks[0..8], in bounds.
        // One vector load and store replaces nine scalar ones.
        unsafe {
            let ptr = masks.as_mut_ptr().cast::<__m256i>();
            let v = _mm256_loadu_si256(ptr);
            let c = _mm256_set1_epi32(cells as i32);
            let untouched = _mm256_cmpeq_epi32(_mm256_and_si256(v, c), _mm256_setzero_si256());
            let lost = !_mm256_movemask_ps(_mm256_castsi256_ps(untouched)) as u32 & 0xFF;
            _mm256_storeu_si256(ptr, _mm256_andnot_si256(c, v));
            let last = masks[8];
            masks[8] = last & !cells;
            lost | u32::from(last & cells != 0) << 8
        }
    }

    #[inline(always)]
    fn stack_occupancy(cols: u32, stack: usize) -> u32 {
        // SAFETY: BMI2 as above.
        unsafe { std::arch::x86_64::_pext_u32(cols, 0o7007007 << (3 * stack)) }
    }

    #[inline(always)]
    fn cell_digits(masks: &[u32; 9], pos: u32) -> u16 {
        use std::arch::x86_64::*;
        // SAFETY: AVX2 as above; the vector covers masks[0..8], in bounds.
        // Each lane moves bit `pos` to its sign bit for one movemask.
        unsafe {
            let v = _mm256_loadu_si256(masks.as_ptr().cast::<__m256i>());
            let top = _mm256_sllv_epi32(v, _mm256_set1_epi32(31 - pos as i32));
            let low = _mm256_movemask_ps(_mm256_castsi256_ps(top)) as u16;
            low | (((masks[8] >> pos) & 1) as u16) << 8
        }
    }
}

/// Keeps only the cells of `band` that some valid pattern can use.
#[inline(always)]
pub(super) fn allowed_cells<O: Isa>(band: u32) -> u32 {
    band & ALLOWED[O::minirows(band)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_partition_the_band() {
        assert_eq!(row_mask(0) | row_mask(1) | row_mask(2), BAND);
        assert_eq!(box_mask(0) | box_mask(1) | box_mask(2), BAND);
        assert_eq!((0..9).fold(0, |m, c| m | col_mask(c)), BAND);
        assert_eq!(BAND_PEERS[0].count_ones(), 8 + 2 + 4);
    }

    #[test]
    fn grid_peers_hold_each_band_peer_and_the_column_outside() {
        for (cell, &peers) in GRID_PEERS.iter().enumerate() {
            let (band, pos) = (cell / 27, cell % 27);
            assert_eq!(peers.count_ones(), 20);
            let own = (peers >> (27 * band)) as u32 & BAND;
            assert_eq!(own, BAND_PEERS[pos]);
            for other in (0..3).filter(|&b| b != band) {
                let outside = (peers >> (27 * other)) as u32 & BAND;
                assert_eq!(outside, col_mask(pos % 9), "{cell} band {other}");
            }
        }
    }

    fn allowed_cells(band: u32) -> u32 {
        super::allowed_cells::<Portable>(band)
    }

    #[test]
    fn a_full_band_allows_everything_and_an_empty_row_nothing() {
        assert_eq!(allowed_cells(BAND), BAND);
        assert_eq!(allowed_cells(BAND & !row_mask(1)), 0);
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn pext_and_tables_agree() {
        if !is_x86_feature_detected!("bmi2") || !is_x86_feature_detected!("avx2") {
            return;
        }
        for band in (0..1u32 << 27).step_by(4099).chain([BAND, 0, 1, 1 << 26]) {
            assert_eq!(
                Avx2Bmi2::minirows(band),
                Portable::minirows(band),
                "{band:#x}"
            );
        }
    }

    #[test]
    fn stack_occupancy_takes_one_stack_of_each_band() {
        // Band 0: columns 0 and 4; band 1: column 5; band 2: columns 6-8.
        let cols = 1 | 1 << 4 | 1 << (9 + 5) | 0o700 << 18;
        for (stack, want) in [0o001, 0o042, 0o700].into_iter().enumerate() {
            assert_eq!(Portable::stack_occupancy(cols, stack), want);
        }
        #[cfg(target_arch = "x86_64")]
        if is_x86_feature_detected!("bmi2") {
            for cols in (0..1u32 << 27).step_by(1009).chain([(1 << 27) - 1]) {
                for stack in 0..3 {
                    assert_eq!(
                        Avx2Bmi2::stack_occupancy(cols, stack),
                        Portable::stack_occupancy(cols, stack),
                        "{cols:#o} {stack}"
                    );
                }
            }
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn both_kernels_clear_cells_alike() {
        if !is_x86_feature_detected!("avx2") {
            return;
        }
        let masks: [u32; 9] = std::array::from_fn(|d| (0x0123_4567 * (d as u32 + 3)) & BAND);
        for cells in [0, 1, 1 << 26, 0x40201, BAND, 0x155_5555 & BAND] {
            let (mut portable, mut avx2) = (masks, masks);
            let lost = Portable::clear_cells(&mut portable, cells);
            assert_eq!(Avx2Bmi2::clear_cells(&mut avx2, cells), lost, "{cells:#x}");
            assert_eq!(portable, avx2);
            for pos in 0..27 {
                assert_eq!(
                    Portable::cell_digits(&masks, pos),
                    Avx2Bmi2::cell_digits(&masks, pos)
                );
            }
            for d in 0..9 {
                assert_eq!(portable[d], masks[d] & !cells);
                assert_eq!(lost >> d & 1 == 1, masks[d] & cells != 0);
            }
        }
    }

    #[test]
    fn a_box_confined_to_one_column_pins_it() {
        // Box 0 only in column 1; box 1 in columns 3 and 4; box 2 only in
        // column 8 (two cells of it).
        let band = 1 << 1 | 1 << 19 | 1 << 3 | 1 << 13 | 1 << 8 | 1 << 26;
        assert_eq!(fixed_columns(band), col_mask(1) | col_mask(8));
        assert_eq!(fixed_columns(BAND), 0);
        assert_eq!(fixed_columns(0), 0);
    }

    #[test]
    fn pointing_inside_a_band() {
        // Row 0 may only use box 0: rows 1 and 2 lose box 0.
        let band = (BAND & !row_mask(0)) | 0b111;
        let allowed = allowed_cells(band);
        assert_eq!(allowed & box_mask(0), 0b111);
        assert_eq!(allowed & row_mask(1), row_mask(1) & !box_mask(0));
    }
}
