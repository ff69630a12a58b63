//! The steps a kernel's instruction set does its own way: clearing cells
//! from a band's nine masks, and reading a cell's digits from them.
//!
//! No kernel uses PEXT or PDEP: they are microcoded (tens to hundreds of
//! cycles) on AMD CPUs before Zen 3. Where a bit extract would do, the
//! search uses a multiply instead (`tables::allowed_cells`,
//! `tables::stack_occupancy`), and `tests/no_pext.rs` checks the release
//! library for them.

/// How a kernel does the steps its instruction set has its own way for.
pub(super) trait Isa {
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

/// Portable code.
pub(super) struct Portable;

impl Isa for Portable {}

/// The AVX2 kernel's way: cells cleared from, and a cell's digits read
/// from, eight masks at once. Only the AVX2 and AVX-512 kernels, compiled
/// with these features enabled and run only on CPUs that have them, use
/// this (the unit tests check for the features first).
#[cfg(target_arch = "x86_64")]
pub(super) struct Avx2;

#[cfg(target_arch = "x86_64")]
impl Isa for Avx2 {
    #[inline(always)]
    fn clear_cells(masks: &mut [u32; 9], cells: u32) -> u32 {
        use std::arch::x86_64::*;
        // SAFETY: instantiated only inside the AVX2 and AVX-512 kernels,
        // which require (and are compiled with) AVX2; the vector covers
        // masks[0..8], in bounds. One vector load and store replaces nine
        // scalar ones.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fast::tables::BAND;

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
            assert_eq!(Avx2::clear_cells(&mut avx2, cells), lost, "{cells:#x}");
            assert_eq!(portable, avx2);
            for pos in 0..27 {
                assert_eq!(
                    Portable::cell_digits(&masks, pos),
                    Avx2::cell_digits(&masks, pos)
                );
            }
            for d in 0..9 {
                assert_eq!(portable[d], masks[d] & !cells);
                assert_eq!(lost >> d & 1 == 1, masks[d] & cells != 0);
            }
        }
    }
}
