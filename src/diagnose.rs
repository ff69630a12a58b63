//! Messages that say what is wrong with a grid and where, in the words the
//! C ABI's `sudoku_last_error` and the command line both use:
//! `r1c9: 5 repeats the 5 at r1c1 in row 1`.

use crate::geometry::{CELLS, cell_name};
use crate::grid::Grid;
use crate::logic::houses::{HOUSES, house_name, houses_of};

/// A puzzle without a solution.
pub const NO_SOLUTION: &str = "the puzzle has no solution";
/// A puzzle with several solutions where one is needed.
pub const NOT_UNIQUE: &str = "the puzzle has more than one solution";
/// A uniqueness check that ran out of its default guess budget.
pub const CHECK_EXHAUSTED: &str =
    "the uniqueness check ran out of guesses (SUDOKU_DEFAULT_MAX_GUESSES)";

/// Why `grid` breaks the rules: the first digit that repeats in a house
/// (named at its later cell), else the first empty cell left without a
/// candidate. A consistent grid gets a plain "conflicting digits".
pub fn grid_conflict(grid: &Grid) -> String {
    for (house, cells) in HOUSES.iter().enumerate() {
        for (i, &a) in cells.iter().enumerate() {
            let digit = grid.get(a as usize);
            if let Some(&b) = cells[i + 1..]
                .iter()
                .find(|&&b| digit != 0 && grid.get(b as usize) == digit)
            {
                return repeat(b as usize, a as usize, digit, house);
            }
        }
    }
    match grid.first_conflict() {
        Some(cell) => no_candidate(cell),
        None => "conflicting digits".to_owned(),
    }
}

/// Why placing `digit` at `cell` of `grid` breaks the rules: it repeats a
/// peer's digit, or it leaves an empty cell without a candidate.
pub fn placement_conflict(grid: &Grid, cell: usize, digit: u8) -> String {
    for house in houses_of(cell) {
        if let Some(&other) = HOUSES[house]
            .iter()
            .find(|&&c| c as usize != cell && grid.get(c as usize) == digit)
        {
            return repeat(cell, other as usize, digit, house);
        }
    }
    let mut cells = *grid.cells();
    cells[cell] = digit;
    let placed = Grid::from_cells(cells).expect("digits stay in 0..=9");
    match (0..CELLS).find(|&c| placed.get(c) == 0 && placed.candidates(c) == 0) {
        Some(starved) => format!(
            "{}: placing {digit} leaves {} without a candidate",
            cell_name(cell),
            cell_name(starved)
        ),
        None => grid_conflict(&placed),
    }
}

/// "r1c9: 5 repeats the 5 at r1c1 in row 1".
fn repeat(cell: usize, other: usize, digit: u8, house: usize) -> String {
    format!(
        "{}: {digit} repeats the {digit} at {} in {}",
        cell_name(cell),
        cell_name(other),
        house_name(house)
    )
}

/// "r1c9 has no candidate left: its row, column and box hold 1-9".
fn no_candidate(cell: usize) -> String {
    format!(
        "{} has no candidate left: its row, column and box hold 1-9",
        cell_name(cell)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(placed: &[(usize, u8)]) -> Grid {
        let mut cells = [0u8; CELLS];
        for &(cell, digit) in placed {
            cells[cell] = digit;
        }
        Grid::from_cells(cells).unwrap()
    }

    #[test]
    fn repeats_name_both_cells_and_the_house() {
        assert_eq!(
            grid_conflict(&grid(&[(0, 5), (8, 5)])),
            "r1c9: 5 repeats the 5 at r1c1 in row 1"
        );
        assert_eq!(
            grid_conflict(&grid(&[(0, 3), (20, 3)])),
            "r3c3: 3 repeats the 3 at r1c1 in box 1"
        );
        let full_row: Vec<(usize, u8)> = (0..8).map(|c| (c, c as u8 + 1)).collect();
        let mut starved = full_row.clone();
        starved.push((9 * 4 + 8, 9));
        assert_eq!(
            grid_conflict(&grid(&starved)),
            "r1c9 has no candidate left: its row, column and box hold 1-9"
        );
        assert_eq!(grid_conflict(&grid(&[])), "conflicting digits");
    }

    #[test]
    fn placements_say_what_they_break() {
        assert_eq!(
            placement_conflict(&grid(&[(0, 1)]), 1, 1),
            "r1c2: 1 repeats the 1 at r1c1 in row 1"
        );
        let full_row: Vec<(usize, u8)> = (0..8).map(|c| (c, c as u8 + 1)).collect();
        assert_eq!(
            placement_conflict(&grid(&full_row), 9 * 4 + 8, 9),
            "r5c9: placing 9 leaves r1c9 without a candidate"
        );
    }
}
