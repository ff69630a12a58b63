//! Board geometry: cell indices, houses and the peers of each cell.
//!
//! Cells are numbered 0..81 in row-major order. A cell's *peers* are the 20
//! other cells that share its row, column or 3x3 box.

/// Number of cells on the board.
pub const CELLS: usize = 81;

/// Number of peers of every cell.
pub const PEER_COUNT: usize = 20;

/// Candidate mask with all nine digits possible (bit k = digit k+1).
pub const ALL_DIGITS: u16 = 0x1FF;

/// Row (0..9) of a cell index.
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// Column (0..9) of a cell index.
pub const fn col_of(cell: usize) -> usize {
    cell % 9
}

/// Box (0..9, row-major) of a cell index.
pub const fn box_of(cell: usize) -> usize {
    (row_of(cell) / 3) * 3 + col_of(cell) / 3
}

/// The bit of `digit` (1..=9, or up to 16 on other sizes) in a candidate
/// mask.
pub const fn digit_bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// The smallest digit (1..=9, or up to 16) in a non-empty candidate mask.
pub const fn lowest_digit(mask: u16) -> u8 {
    mask.trailing_zeros() as u8 + 1
}

/// Whether two distinct cells share a row, column or box.
pub const fn sees(a: usize, b: usize) -> bool {
    a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b))
}

const fn build_peers() -> [[u8; PEER_COUNT]; CELLS] {
    let mut table = [[0u8; PEER_COUNT]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut n = 0;
        let mut other = 0;
        while other < CELLS {
            if sees(cell, other) {
                table[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    table
}

/// `PEERS[cell]` lists the 20 peers of `cell` in ascending order.
pub static PEERS: [[u8; PEER_COUNT]; CELLS] = build_peers();

/// Formats a cell index as `r<row>c<col>` with 1-based row and column.
pub fn cell_name(cell: usize) -> String {
    format!("r{}c{}", row_of(cell) + 1, col_of(cell) + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_twenty_distinct_peers() {
        for (cell, peers) in PEERS.iter().enumerate() {
            let mut seen = [false; CELLS];
            for &p in peers {
                let p = p as usize;
                assert!(sees(cell, p), "{p} is not a peer of {cell}");
                assert!(!seen[p], "{p} listed twice for {cell}");
                seen[p] = true;
            }
        }
    }

    #[test]
    fn houses_of_a_cell() {
        assert_eq!((row_of(40), col_of(40), box_of(40)), (4, 4, 4));
        assert_eq!((row_of(80), col_of(80), box_of(80)), (8, 8, 8));
        assert_eq!(box_of(29), 3);
        assert_eq!(cell_name(10), "r2c2");
    }

    #[test]
    fn digit_bits() {
        assert_eq!(digit_bit(1), 1);
        assert_eq!(digit_bit(9), 256);
        assert_eq!(lowest_digit(0b1_0100_0000), 7);
    }
}
