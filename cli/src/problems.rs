//! Messages a user can act on, in the library's words (what
//! `sudoku_last_error` says for the same puzzle): which digit clashes
//! where, no solution versus several, a puzzle that is not one.

use sudoku::Grid;
use sudoku::fast::FastResult;

use crate::input::Puzzle;

pub use sudoku::diagnose::{NO_SOLUTION, NOT_UNIQUE};

/// A search that ran out of its default guess budget.
pub const BUDGET: &str = "the search ran out of guesses (SUDOKU_DEFAULT_MAX_GUESSES)";

/// What is wrong with a grid whose givens clash or leave an empty cell
/// without a candidate: "r1c9: 5 repeats the 5 at r1c1 in row 1".
pub fn conflict(grid: &Grid) -> String {
    sudoku::diagnose::grid_conflict(grid)
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
    let grid = Grid::parse(puzzle.text.as_bytes()).map_err(|e| e.to_string())?;
    if !grid.is_consistent() {
        return Err(conflict(&grid));
    }
    Ok(grid)
}

/// The unique solution a search with limit 2 found, or why there is none.
pub fn unique(search: &FastResult) -> Result<Grid, String> {
    match (search.exhausted, search.solutions, search.first) {
        (true, _, _) => Err(sudoku::diagnose::CHECK_EXHAUSTED.to_owned()),
        (false, 1, Some(solution)) => Ok(solution),
        (false, 0, _) => Err(NO_SOLUTION.to_owned()),
        _ => Err(NOT_UNIQUE.to_owned()),
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
        assert_eq!(conflict(&grid), "r1c9: 5 repeats the 5 at r1c1 in row 1");
    }
}
