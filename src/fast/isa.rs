//! The steps a kernel's instruction set does its own way: the locked
//! candidates of a band (`allowed_cells`), one stack's columns of the
//! three bands (`stack_occupancy`), clearing cells from a band's nine
//! masks, and reading a cell's digits from them.
//!
//! PEXT is microcoded on AMD CPUs before Zen 3 (tens to hundreds of
//! cycles, by mask), and one cycle elsewhere. So the portable and AVX2
//! kernels gather bits with a multiply instead (`tables::allowed_cells`,
//! `tables::stack_occupancy`), and only `Avx2Pext`, the way of the kernels
//! `Kernel::available` offers only where PEXT is fast, uses it: 3-6% faster
//! on the hard sets on a Zen 3 (BENCHMARKS.md). `tests/no_pext.rs` checks
//! that the release library has PEXT nowhere else.

use super::tables;

/// How a kernel does the steps its instruction set has its own way for.
pub(super) trait Isa {
    /// Keeps only the cells of `band` (one digit's) that some valid
    /// pattern can use.
    #[inline(always)]
    fn allowed_cells(band: u32) -> u32 {
        tables::allowed_cells(band)
    }

    /// One stack's columns of the three bands (see
    /// `tables::stack_occupancy`).
    #[inline(always)]
    fn stack_occupancy(cols: u32, stack: usize) -> u32 {
        tables::stack_occupancy(cols, stack)
    }

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

/// The AVX2 kernel's way with PEXT for the bit gathers: for the kernels
/// offered only on CPUs where PEXT is fast (`Kernel::Avx2Pext`,
/// `Kernel::Avx512`).
#[cfg(target_arch = "x86_64")]
pub(super) struct Avx2Pext;

#[cfg(target_arch = "x86_64")]
impl Isa for Avx2Pext {
    #[inline(always)]
    fn allowed_cells(band: u32) -> u32 {
        let any = band | band >> 1 | band >> 2;
        // SAFETY: instantiated only inside kernels compiled with BMI2 and
        // run only on CPUs that have it.
        let minirows = unsafe { std::arch::x86_64::_pext_u32(any, 0o111_111_111) };
        band & tables::allowed_by_minirows(minirows as usize)
    }

    #[inline(always)]
    fn stack_occupancy(cols: u32, stack: usize) -> u32 {
        // SAFETY: as above.
        unsafe { std::arch::x86_64::_pext_u32(cols, 0o7_007_007 << (3 * stack)) }
    }

    #[inline(always)]
    fn clear_cells(masks: &mut [u32; 9], cells: u32) -> u32 {
        Avx2::clear_cells(masks, cells)
    }

    #[inline(always)]
    fn cell_digits(masks: &[u32; 9], pos: u32) -> u16 {
        Avx2::cell_digits(masks, pos)
    }
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;
    use crate::fast::tables::BAND;

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

    #[test]
    fn the_pext_way_gathers_like_the_multiplies() {
        if !is_x86_feature_detected!("bmi2") {
            return;
        }
        for word in (0..1u32 << 27).step_by(1021).chain([BAND, 0, 1, 1 << 26]) {
            assert_eq!(
                Avx2Pext::allowed_cells(word),
                Portable::allowed_cells(word),
                "{word:#x}"
            );
            for stack in 0..3 {
                assert_eq!(
                    Avx2Pext::stack_occupancy(word, stack),
                    Portable::stack_occupancy(word, stack)
                );
            }
        }
    }
}
