//! Deductions on one digit's 27-bit band mask (see `tables` for the bit
//! layout), written with shifts and masks only, so that the same code works
//! on one mask or, in `sweep`, on every lane of a vector at once.

use super::tables::{BAND, box_mask, column_cells, row_mask};

/// The cells of `band` that are alone in their row. Every row must hold a
/// cell (true once [`pattern_cells`] found a pattern).
#[inline(always)]
pub(super) fn row_singles(band: u32) -> u32 {
    let mut singles = 0;
    for r in 0..3 {
        let row = band & row_mask(r);
        // Unpredictable: compiled as a branch (as the compiler sometimes
        // chose for a plain `if`), it would mispredict often.
        singles |= std::hint::select_unpredictable(row & row.wrapping_sub(1) == 0, row, 0);
    }
    singles
}

/// For a set of cells of one band (a digit's placed cells): the other cells
/// sharing a row, column or box with any of them, and a non-zero value when
/// two of them share one. Branch-free.
#[inline(always)]
pub(super) fn houses_of(cells: u32) -> (u32, u32) {
    let mut filled = 0;
    let mut repeated = 0;
    for house in [
        row_mask(0),
        row_mask(1),
        row_mask(2),
        box_mask(0),
        box_mask(1),
        box_mask(2),
    ] {
        let inside = cells & house;
        filled |= if inside != 0 { house } else { 0 };
        repeated |= inside & inside.wrapping_sub(1);
    }
    let rows = [0, 9, 18].map(|shift| (cells >> shift) & 0x1FF);
    repeated |= rows[0] & rows[1] | rows[0] & rows[2] | rows[1] & rows[2];
    filled |= column_cells(rows[0] | rows[1] | rows[2]);
    (filled & !cells, repeated)
}

/// The first column of each stack: groups of three columns, 1 bit apart.
const STACK_FIRST: u32 = 0o111;

/// The first minirow (bit) of each row of a band: groups of three
/// minirows, whose first bits are 3 apart.
const ROW_FIRST: u32 = 1 | 1 << 9 | 1 << 18;

/// The first cell of each minirow of a band.
const MINIROW_FIRST: u32 = ROW_FIRST * 0o111;

/// Inside groups of three elements `step` bits apart starting at the bits
/// of `first`: element k + 1 (mod 3) moves to element k.
#[inline(always)]
fn next_in_group(word: u32, first: u32, step: u32) -> u32 {
    ((word >> step) & (first | first << step)) | ((word << (2 * step)) & (first << (2 * step)))
}

/// Like [`next_in_group`], element k + 2 (mod 3) moves to element k.
#[inline(always)]
fn after_next_in_group(word: u32, first: u32, step: u32) -> u32 {
    ((word << step) & (first << step | first << (2 * step))) | ((word >> (2 * step)) & first)
}

/// A placement pattern takes one element of each group from each of three
/// lines, one line per group: a perfect matching in a 3x3 matrix. Element
/// k of a line is on some pattern when the other two lines can take the
/// other two groups' elements in either order. Given those two lines,
/// `next` (line + 1) and `after` (line + 2), aligned with the line asked
/// about, returns that condition for every element.
#[inline(always)]
fn matched(next: u32, after: u32, first: u32, step: u32) -> u32 {
    (next_in_group(next, first, step) & after_next_in_group(after, first, step))
        | (after_next_in_group(next, first, step) & next_in_group(after, first, step))
}

/// Locked candidates inside a band (pointing and claiming): keeps the cells
/// of `band` in minirows that some placement pattern uses (one minirow per
/// row and per box). Zero when no pattern fits: a contradiction. Same
/// result as `tables::allowed_cells`, without a table.
#[inline(always)]
pub(super) fn pattern_cells(band: u32) -> u32 {
    // Bit 9 * row + 3 * box: the minirow holds a cell of `band`.
    let minirows = (band | band >> 1 | band >> 2) & MINIROW_FIRST;
    // The rows rotated by one and by two.
    let next = (minirows >> 9 | minirows << 18) & BAND;
    let after = (minirows >> 18 | minirows << 9) & BAND;
    let on_pattern = minirows & matched(next, after, ROW_FIRST, 3);
    band & (on_pattern | on_pattern << 1 | on_pattern << 2)
}

/// Locked candidates along a stack for one digit: `mine`, `other1` and
/// `other2` are the 9-bit column sets of the digit in a band and in the
/// two other bands. Returns the columns of `mine` that some placement
/// pattern of each stack uses (one column per band, one band per column).
#[inline(always)]
pub(super) fn stack_columns(mine: u32, other1: u32, other2: u32) -> u32 {
    mine & matched(other1, other2, STACK_FIRST, 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fast::tables::{allowed_cells, columns, stack_union};

    #[test]
    fn pattern_cells_match_the_table() {
        for band in (0..1u32 << 27).step_by(997).chain([BAND, 0, 1, 1 << 26]) {
            assert_eq!(pattern_cells(band), allowed_cells(band), "{band:#x}");
        }
    }

    #[test]
    fn stack_columns_match_the_table() {
        // Every occupancy of one stack (3 bands x 3 columns), in each of
        // the three stacks.
        for occupied in 0..512u32 {
            let allowed = u32::from(stack_union(occupied as usize));
            for stack in 0..3 {
                let cols = [0, 1, 2].map(|b| ((occupied >> (3 * b)) & 7) << (3 * stack));
                for b in 0..3 {
                    let got = stack_columns(cols[b], cols[(b + 1) % 3], cols[(b + 2) % 3]);
                    let want = ((allowed >> (3 * b)) & 7) << (3 * stack);
                    assert_eq!(got, want, "{occupied:#o} stack {stack} band {b}");
                }
            }
        }
    }

    #[test]
    fn row_singles_and_houses() {
        let band = 1 << 4 | 1 << 9 | 1 << 12 | 1 << 20;
        assert_eq!(row_singles(band), 1 << 4 | 1 << 20);
        let (peers, repeated) = houses_of(1 << 4);
        assert_eq!(repeated, 0);
        assert_eq!(peers.count_ones(), 8 + 2 + 4);
        assert_ne!(houses_of(1 << 4 | 1 << 13).1, 0);
        assert_eq!(columns(1 << 4 | 1 << 13), 1 << 4);
        assert_eq!(column_cells(1 << 4), 1 << 4 | 1 << 13 | 1 << 22);
    }
}
