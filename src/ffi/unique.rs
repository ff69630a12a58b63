//! The unique solution that rating, games and hints need, or the status
//! that says why a puzzle has none.

use super::last_error::{Fail, fail};
use super::status::{
    SUDOKU_CONFLICT, SUDOKU_DEFAULT_MAX_GUESSES, SUDOKU_LIMIT_REACHED, SUDOKU_NO_SOLUTION,
    SUDOKU_NOT_UNIQUE,
};
use crate::diagnose::{self, grid_conflict};
use crate::fast;
use crate::grid::Grid;

/// The unique solution of `grid`, or the status that says why there is
/// none: SUDOKU_CONFLICT (clashing givens), SUDOKU_NO_SOLUTION,
/// SUDOKU_NOT_UNIQUE or SUDOKU_LIMIT_REACHED (the default budget ran out).
pub(crate) fn proper_solution(grid: &Grid) -> Result<Grid, Fail> {
    if !grid.is_consistent() {
        return Err(fail(SUDOKU_CONFLICT, grid_conflict(grid)));
    }
    unique_solution(fast::search(grid, 2, SUDOKU_DEFAULT_MAX_GUESSES))
}

/// The solution of a search run with limit 2 when it found exactly one, or
/// SUDOKU_NO_SOLUTION, SUDOKU_NOT_UNIQUE or SUDOKU_LIMIT_REACHED.
pub(crate) fn unique_solution(search: fast::FastResult) -> Result<Grid, Fail> {
    match (search.exhausted, search.solutions, search.first) {
        (true, _, _) => Err(fail(SUDOKU_LIMIT_REACHED, diagnose::CHECK_EXHAUSTED)),
        (false, 1, Some(solution)) => Ok(solution),
        (false, 0, _) => Err(fail(SUDOKU_NO_SOLUTION, diagnose::NO_SOLUTION)),
        _ => Err(fail(SUDOKU_NOT_UNIQUE, diagnose::NOT_UNIQUE)),
    }
}
