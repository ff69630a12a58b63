//! Constant tables of the fast engine, computed at compile time.
//!
//! The board is split into three *bands* of three rows. For one digit, a
//! band is a 27-bit mask: bit `9 * row + col` (row 0..3 within the band,
//! col 0..9). A *minirow* is the three cells of one row inside one box; a
//! band has nine, numbered `3 * row + box` (box 0..3 within the band).

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

/// The 9-bit set of columns holding any cell of `band`.
#[inline(always)]
pub(super) const fn columns(band: u32) -> u32 {
    (band | band >> 9 | band >> 18) & 0x1FF
}

/// The band cells of a 9-bit set of columns.
#[inline(always)]
pub(super) const fn column_cells(columns: u32) -> u32 {
    (columns | columns << 9 | columns << 18) & BAND
}

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

/// The multiplier of a perfect hash of the occupied minirows of a band:
/// for the 512 words with bits only at `3 * k` (k < 9, the first cell of
/// each minirow), the top nine bits of the 32-bit product with it are all
/// different. Found by random search (a test checks it). One multiply
/// replaces a bit extract (PEXT, microcoded on AMD before Zen 3) or a
/// shift cascade, and `ALLOWED_BY_HASH` is as small as `ALLOWED`.
const MINIROW_HASH: u32 = 0x0200_8020;

/// The index into `ALLOWED_BY_HASH` of a band's occupied minirows, given
/// as `spread`: bit `3 * k` for minirow k, nothing else.
#[inline(always)]
const fn minirow_hash(spread: u32) -> usize {
    (spread.wrapping_mul(MINIROW_HASH) >> 23) as usize
}

/// `ALLOWED`, indexed by `minirow_hash` instead of the minirows' 9 bits.
static ALLOWED_BY_HASH: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut occupied = 0;
    while occupied < 512 {
        let mut spread = 0;
        let mut k = 0;
        while k < 9 {
            spread |= ((occupied as u32 >> k) & 1) << (3 * k);
            k += 1;
        }
        table[minirow_hash(spread)] = ALLOWED[occupied];
        occupied += 1;
    }
    table
};

/// The occupied minirows of `band` as 9 bits (bit `3 * row + box`), the
/// index of `PATTERNS`. Bit by bit: the search needs it once a guess.
pub(super) const fn minirows(band: u32) -> usize {
    let mut out = 0;
    let mut m = 0;
    while m < 9 {
        out |= ((band & minirow_mask(m) != 0) as usize) << m;
        m += 1;
    }
    out
}

/// `ALLOWED[minirows]`, for a kernel that gathers the minirows itself.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(super) fn allowed_by_minirows(minirows: usize) -> u32 {
    ALLOWED[minirows & 0x1FF]
}

/// Keeps only the cells of `band` (one digit's) that some valid pattern
/// can use: `ALLOWED` for its occupied minirows.
#[inline(always)]
pub(super) fn allowed_cells(band: u32) -> u32 {
    let spread = (band | band >> 1 | band >> 2) & 0o111_111_111;
    band & ALLOWED_BY_HASH[minirow_hash(spread)]
}

/// For the columns where a digit may go (bit `9 * band + column`), the
/// three bands' columns of one stack (bit `3 * band + column - 3 *
/// stack`), the index of `stack_union`. One multiply moves the three
/// groups of three bits together: the partial products that land inside
/// bits 12-20 are exactly the three groups, and the others fall outside
/// without overlapping (no carry).
#[inline(always)]
pub(super) const fn stack_occupancy(cols: u32, stack: usize) -> u32 {
    let groups = (cols >> (3 * stack)) & 0o7_007_007;
    (groups.wrapping_mul(1 << 12 | 1 << 6 | 1) >> 12) & 0o777
}

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

#[cfg(test)]
mod tests {
    use super::*;

    /// The minirows of `band` as 9 bits (minirow `3 * row + box`).
    fn minirows(band: u32) -> usize {
        (0..9).fold(0, |out, m| {
            out | usize::from(band & minirow_mask(m) != 0) << m
        })
    }

    #[test]
    fn the_minirow_hash_is_perfect_and_its_table_matches() {
        let mut seen = [false; 512];
        for occupied in 0..512u32 {
            let spread = (0..9).fold(0, |s, k| s | ((occupied >> k) & 1) << (3 * k));
            let hash = minirow_hash(spread);
            assert!(!seen[hash], "{occupied:#o} collides");
            seen[hash] = true;
        }
        for band in (0..1u32 << 27).step_by(4099).chain([BAND, 0, 1, 1 << 26]) {
            assert_eq!(
                allowed_cells(band),
                band & ALLOWED[minirows(band)],
                "{band:#x}"
            );
        }
    }

    #[test]
    fn a_full_band_allows_everything_and_an_empty_row_nothing() {
        assert_eq!(allowed_cells(BAND), BAND);
        assert_eq!(allowed_cells(BAND & !row_mask(1)), 0);
    }

    #[test]
    fn pointing_inside_a_band() {
        // Row 0 may only use box 0: rows 1 and 2 lose box 0.
        let band = (BAND & !row_mask(0)) | 0b111;
        let allowed = allowed_cells(band);
        assert_eq!(allowed & box_mask(0), 0b111);
        assert_eq!(allowed & row_mask(1), row_mask(1) & !box_mask(0));
    }

    #[test]
    fn stack_occupancy_takes_one_stack_of_each_band() {
        // Band 0: columns 0 and 4; band 1: column 5; band 2: columns 6-8.
        let cols = 1 | 1 << 4 | 1 << (9 + 5) | 0o700 << 18;
        for (stack, want) in [0o001, 0o042, 0o700].into_iter().enumerate() {
            assert_eq!(stack_occupancy(cols, stack), want);
        }
        // Against bit-by-bit gathering, for many column sets.
        let reference = |cols: u32, stack: usize| {
            (0..9).fold(0, |out, i| {
                out | ((cols >> (9 * (i / 3) + 3 * stack + i % 3)) & 1) << i
            })
        };
        for cols in (0..1u32 << 27).step_by(1021).chain([BAND, 0]) {
            for stack in 0..3 {
                assert_eq!(stack_occupancy(cols, stack), reference(cols, stack));
            }
        }
    }

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

    #[test]
    fn a_box_confined_to_one_column_pins_it() {
        // Box 0 only in column 1; box 1 in columns 3 and 4; box 2 only in
        // column 8 (two cells of it).
        let band = 1 << 1 | 1 << 19 | 1 << 3 | 1 << 13 | 1 << 8 | 1 << 26;
        assert_eq!(fixed_columns(band), col_mask(1) | col_mask(8));
        assert_eq!(fixed_columns(BAND), 0);
        assert_eq!(fixed_columns(0), 0);
    }
}
