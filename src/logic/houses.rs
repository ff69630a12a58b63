//! The classic 27 houses as static tables: rows 0-8, columns 9-17, boxes
//! 18-26 (the uniqueness techniques, the game and the C ABI read them;
//! the other techniques read houses from the board's [`super::layout::Layout`]).

use crate::geometry::CELLS;

/// Houses on a 9x9 board.
pub const HOUSE_COUNT: usize = 27;

/// The nine cells of every house, in reading order.
pub static HOUSES: [[u8; 9]; HOUSE_COUNT] = build_houses();

const fn build_houses() -> [[u8; 9]; HOUSE_COUNT] {
    let mut houses = [[0u8; 9]; HOUSE_COUNT];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            houses[i][j] = (i * 9 + j) as u8;
            houses[9 + i][j] = (j * 9 + i) as u8;
            let (band, stack) = (i / 3, i % 3);
            houses[18 + i][j] = ((band * 3 + j / 3) * 9 + stack * 3 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    houses
}

/// The row, column and box houses of `cell`.
pub const fn houses_of(cell: usize) -> [usize; 3] {
    let (row, col) = (cell / 9, cell % 9);
    [row, 9 + col, 18 + (row / 3) * 3 + col / 3]
}

/// "row 1", "column 4" or "box 9" (1-based).
/// Houses past the boxes (a layout's extra houses) are "house 28" on.
pub fn house_name(house: usize) -> String {
    match ["row", "column", "box"].get(house / 9) {
        Some(kind) => format!("{kind} {}", house % 9 + 1),
        None => format!("house {}", house + 1),
    }
}

const _: () = assert!(CELLS == 81);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_in_its_three_houses_once() {
        for cell in 0..CELLS {
            for house in houses_of(cell) {
                assert_eq!(
                    HOUSES[house]
                        .iter()
                        .filter(|&&c| c as usize == cell)
                        .count(),
                    1
                );
            }
            let all = HOUSES.iter().filter(|h| h.contains(&(cell as u8))).count();
            assert_eq!(all, 3);
        }
        assert_eq!(HOUSES[18 + 4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(house_name(13), "column 5");
        assert_eq!(house_name(27), "house 28");
    }
}
