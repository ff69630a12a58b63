//! Messages a user can act on: which digit clashes where, no solution
//! versus several, a puzzle that is not one.

use sudoku::Grid;
use sudoku::fast::FastResult;
use sudoku::geometry::cell_name;
use sudoku::logic::houses::{HOUSES, house_name};

use crate::input::Puzzle;

/// What is wrong with a grid whose givens clash or leave an empty cell
/// without a candidate: "conflicting digits: 5 at r1c1 and r1c9 in row 1".
pub fn conflict(grid: &Grid) -> String {
    for (house, cells) in HOUSES.iter().enumerate() {
        for (i, &a) in cells.iter().enumerate() {
            for &b in &cells[i + 1..] {
                let digit = grid.get(a as usize);
                if digit != 0 && digit == grid.get(b as usize) {
                    return format!(
                        "conflicting digits: {digit} at {} and {} in {}",
                        cell_name(a as usize),
                        cell_name(b as usize),
                        house_name(house)
                    );
                }
            }
        }
    }
    match grid.first_conflict() {
        Some(cell) => format!(
            "conflicting digits: {} has no candidate left (its row, column and box hold 1-9)",
            cell_name(cell)
        ),
        None => "conflicting digits".to_owned(),
    }
}

/// The grid of an 81-cell record, or why there is none: an unfinished
/// block, pencil marks (for commands that need a grid), a parse error or
/// clashing givens.
pub fn grid_of(puzzle: &Puzzle) -> Result<Grid, String> {
    if let Some(why) = &puzzle.broken {
        return Err(why.clone());
    }
    if puzzle.is_marks() {
        return Err("this command takes an 81-cell puzzle, not pencil marks".to_owned());
    }
    let grid =
        Grid::parse(puzzle.text.as_bytes()).map_err(|e| format!("cannot parse puzzle: {e}"))?;
    if !grid.is_consistent() {
        return Err(conflict(&grid));
    }
    Ok(grid)
}

/// The unique solution a search with limit 2 found, or why there is none:
/// "no solution", "more than one solution", "work budget exhausted".
pub fn unique(search: &FastResult) -> Result<Grid, String> {
    match (search.exhausted, search.solutions, search.first) {
        (true, _, _) => Err("work budget exhausted".to_owned()),
        (false, 1, Some(solution)) => Ok(solution),
        (false, 0, _) => Err("no solution".to_owned()),
        _ => Err("more than one solution".to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conflicts_name_the_digit_cells_and_house() {
        let mut cells = [0u8; 81];
        cells[0] = 5;
        cells[8] = 5;
        let grid = Grid::from_cells(cells).unwrap();
        assert_eq!(
            conflict(&grid),
            "conflicting digits: 5 at r1c1 and r1c9 in row 1"
        );
        let mut cells = [0u8; 81];
        cells[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
        cells[9 * 4 + 8] = 9;
        let grid = Grid::from_cells(cells).unwrap();
        assert!(conflict(&grid).contains("r1c9 has no candidate left"));
    }
}
