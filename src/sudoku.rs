//! [`Sudoku`]: a board a program fills and solves, with an optional trace.
//! It is the safe Rust API and, behind an opaque pointer, the C handle.

use crate::budget::{BoundedCount, DEFAULT_MAX_GUESSES};
use crate::error::Error;
use crate::fast;
use crate::grid::Grid;
use crate::reference;
use crate::trace::{DEFAULT_TRACE_BYTES, TextTrace};

/// A Sudoku board with the original class's operations.
///
/// Rows and columns are 1-based (1..=9), as in the original `SetNum`. The
/// grid is always consistent: no digit repeats in a row, column or box and
/// every empty cell has a candidate. An operation that would break this
/// returns [`Error::Conflict`]; every failing operation leaves the board as
/// it was.
///
/// ```
/// use sudoku::Sudoku;
/// let mut s = Sudoku::new(false);
/// s.set_string("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")?;
/// s.solve()?;
/// assert_eq!(s.get(1, 3)?, 4);
/// # Ok::<(), sudoku::Error>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sudoku {
    grid: Grid,
    record_trace: bool,
    trace: String,
}

/// Cell index of a 1-based row and column, or [`Error::Range`].
fn cell_index(row: usize, col: usize) -> Result<usize, Error> {
    if (1..=9).contains(&row) && (1..=9).contains(&col) {
        Ok((row - 1) * 9 + (col - 1))
    } else {
        Err(Error::Range)
    }
}

impl Sudoku {
    /// An empty board. With `record_trace`, [`Sudoku::solve`] records the
    /// solving process, readable with [`Sudoku::trace`].
    pub fn new(record_trace: bool) -> Self {
        Sudoku {
            grid: Grid::empty(),
            record_trace,
            trace: String::new(),
        }
    }

    /// Whether solves record a trace.
    pub fn records_trace(&self) -> bool {
        self.record_trace
    }

    /// The current grid.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The digit at (`row`, `col`), 0 when empty.
    pub fn get(&self, row: usize, col: usize) -> Result<u8, Error> {
        Ok(self.grid.get(cell_index(row, col)?))
    }

    /// Candidate mask at (`row`, `col`) (bit k = digit k+1); a filled cell
    /// yields its own digit's bit.
    pub fn candidates(&self, row: usize, col: usize) -> Result<u16, Error> {
        Ok(self.grid.candidates(cell_index(row, col)?))
    }

    /// Replaces the grid with `grid` if it is consistent.
    pub fn set_grid(&mut self, grid: Grid) -> Result<(), Error> {
        if grid.is_consistent() {
            self.grid = grid;
            Ok(())
        } else {
            Err(Error::Conflict)
        }
    }

    /// Places `num` (1..=9) at (`row`, `col`), or clears the cell when `num`
    /// is 0. A filled cell may be overwritten when the result is consistent.
    pub fn set(&mut self, row: usize, col: usize, num: u8) -> Result<(), Error> {
        self.set_line_from(cell_index(row, col)?, &[num])
    }

    /// Sets the first `nums.len()` (at most 9) cells of `row`: each value
    /// 1..=9 places that digit, 0 leaves the cell blank (clearing it).
    /// All or nothing: on error no cell changes.
    pub fn set_line(&mut self, row: usize, nums: &[u8]) -> Result<(), Error> {
        if nums.len() > 9 {
            return Err(Error::Range);
        }
        self.set_line_from(cell_index(row, 1)?, nums)
    }

    /// Writes `nums` into consecutive cells starting at `first`, all or nothing.
    fn set_line_from(&mut self, first: usize, nums: &[u8]) -> Result<(), Error> {
        if nums.iter().any(|&n| n > 9) {
            return Err(Error::Range);
        }
        let mut grid = self.grid;
        for (offset, &num) in nums.iter().enumerate() {
            grid.put(first + offset, num);
        }
        self.set_grid(grid)
    }

    /// Replaces the grid with a parsed puzzle (81 cells; see
    /// [`crate::parse`] for the layouts accepted).
    pub fn set_string(&mut self, text: impl AsRef<[u8]>) -> Result<(), Error> {
        let grid = Grid::parse(text.as_ref())?;
        self.set_grid(grid)
    }

    /// Solves the puzzle in place. On [`Error::NoSolution`] the grid is
    /// unchanged. With several solutions, the first in the reference
    /// engine's search order is taken. The trace, when recorded, describes
    /// this solve only.
    ///
    /// Without a trace the fast engine does the work: it proves whether the
    /// solution is unique, and only a puzzle with several solutions is
    /// handed to the reference engine, whose order fixes which one is taken.
    /// Should the reference engine run out of guesses (a few sparse
    /// puzzles need millions), the fast engine's first solution is taken
    /// instead, so an untraced solve of a solvable puzzle always succeeds.
    /// A traced solve that runs out returns [`Error::Exhausted`].
    pub fn solve(&mut self) -> Result<(), Error> {
        let solution = if self.record_trace {
            let mut text = String::new();
            let mut trace = TextTrace::with_limit(&mut text, DEFAULT_TRACE_BYTES);
            let result = reference::search(&self.grid, 1, DEFAULT_MAX_GUESSES, &mut trace);
            self.trace = text;
            if result.exhausted {
                return Err(Error::Exhausted);
            }
            result.first
        } else {
            let result = fast::search(&self.grid, 2, DEFAULT_MAX_GUESSES);
            match (result.solutions, result.exhausted) {
                (0 | 1, false) => result.first,
                _ => match reference::solve(&self.grid) {
                    Err(Error::Exhausted) if result.first.is_some() => result.first,
                    other => other?,
                },
            }
        };
        let solution = solution.ok_or(Error::NoSolution)?;
        self.grid = solution;
        Ok(())
    }

    /// Number of solutions, counting no further than `limit`, under the
    /// default guess budget ([`DEFAULT_MAX_GUESSES`]): [`Error::Exhausted`]
    /// when the budget runs out first (only a huge `limit` on a grid with
    /// very many solutions gets there). The board is not changed.
    pub fn count_solutions(&self, limit: u64) -> Result<u64, Error> {
        let count = self.count_solutions_within(limit, DEFAULT_MAX_GUESSES);
        if count.exhausted {
            return Err(Error::Exhausted);
        }
        Ok(count.solutions)
    }

    /// Number of solutions, counting no further than `limit` and making at
    /// most `max_guesses` guesses; when the guesses run out the count found
    /// so far is returned as a lower bound. The board is not changed.
    pub fn count_solutions_within(&self, limit: u64, max_guesses: u64) -> BoundedCount {
        let result = fast::search(&self.grid, limit, max_guesses);
        BoundedCount {
            solutions: result.solutions,
            exhausted: result.exhausted,
        }
    }

    /// Empties the grid and the trace.
    pub fn clear(&mut self) {
        self.grid = Grid::empty();
        self.trace = String::new();
    }

    /// The trace of the latest solve (empty when none was recorded).
    pub fn trace(&self) -> &str {
        &self.trace
    }

    /// The grid as 81 characters, `'.'` for empty cells.
    pub fn to_line(&self) -> String {
        self.grid.to_line()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_puzzles::{ANTI_BRUTE_FORCE, CLASSIC};
    use crate::trace::NoTrace;

    fn classic() -> Sudoku {
        let mut s = Sudoku::new(false);
        s.set_string(CLASSIC).unwrap();
        s
    }

    #[test]
    fn set_rejects_repeats_and_leaves_the_grid_alone() {
        let mut s = classic();
        let before = s.clone();
        assert_eq!(s.set(1, 3, 5), Err(Error::Conflict)); // 5 in row 1
        assert_eq!(s.set(2, 2, 8), Err(Error::Conflict)); // 8 in box 1
        assert_eq!(s.set(1, 3, 6), Err(Error::Conflict)); // 6 in box 1
        assert_eq!(s, before);
    }

    #[test]
    fn set_rejects_a_digit_that_starves_an_empty_cell() {
        // r1c9 can only take 9; putting 9 at r5c9 would leave it empty.
        let mut s = Sudoku::new(false);
        s.set_line(1, &[1, 2, 3, 4, 5, 6, 7, 8]).unwrap();
        let before = s.clone();
        assert_eq!(s.candidates(1, 9), Ok(1 << 8));
        assert_eq!(s.set(5, 9, 9), Err(Error::Conflict));
        assert_eq!(s, before);
    }

    #[test]
    fn overwrite_and_clear() {
        let mut s = classic();
        s.set(1, 3, 1).unwrap();
        assert_eq!(s.get(1, 3), Ok(1));
        s.set(1, 3, 2).unwrap();
        assert_eq!(s.get(1, 3), Ok(2));
        s.set(1, 3, 0).unwrap();
        assert_eq!(s.get(1, 3), Ok(0));
        assert_eq!(s, classic());
    }

    #[test]
    fn ranges_are_checked() {
        let mut s = classic();
        for (row, col) in [(0, 1), (1, 0), (10, 1), (1, 10)] {
            assert_eq!(s.get(row, col), Err(Error::Range));
            assert_eq!(s.set(row, col, 1), Err(Error::Range));
        }
        assert_eq!(s.set(1, 3, 10), Err(Error::Range));
        assert_eq!(s.set_line(1, &[0; 10]), Err(Error::Range));
        assert_eq!(s.set_line(0, &[]), Err(Error::Range));
        assert_eq!(s, classic());
    }

    #[test]
    fn set_line_is_all_or_nothing() {
        let mut s = Sudoku::new(false);
        s.set_line(1, &[5, 3, 0, 0, 7]).unwrap();
        let before = s.clone();
        // The last digit repeats the 5: nothing of the line is written.
        assert_eq!(
            s.set_line(2, &[6, 0, 0, 1, 9, 5, 0, 0, 5]),
            Err(Error::Conflict)
        );
        assert_eq!(s, before);
        // Zeros blank their cells; cells past the slice are untouched.
        s.set_line(1, &[0, 3]).unwrap();
        assert_eq!(s.to_line()[..9].to_string(), ".3..7....");
    }

    #[test]
    fn solve_fills_the_grid_and_keeps_it_on_failure() {
        let mut s = classic();
        s.solve().unwrap();
        assert!(s.grid().is_solved());
        assert!(s.trace().is_empty());

        let mut dead = Sudoku::new(true);
        dead.set_line(1, &[1, 2, 3, 4, 5, 6, 7]).unwrap();
        dead.set(4, 8, 9).unwrap();
        dead.set(7, 9, 9).unwrap();
        let before = dead.grid;
        assert_eq!(dead.solve(), Err(Error::NoSolution));
        assert_eq!(dead.grid, before);
        assert!(
            dead.trace()
                .lines()
                .last()
                .unwrap()
                .starts_with("no solution")
        );
    }

    #[test]
    fn trace_is_per_solve_and_cleared_by_clear() {
        let mut s = Sudoku::new(true);
        s.set_string(CLASSIC).unwrap();
        s.solve().unwrap();
        let first = s.trace().to_string();
        assert!(first.starts_with("given r1c1 = 5\n"));
        assert!(first.ends_with("solved: 30 givens, 51 singles, 0 guesses, 0 backtracks\n"));
        s.solve().unwrap(); // already solved: 81 givens this time
        assert!(
            s.trace()
                .starts_with("given r1c1 = 5\ngiven r1c2 = 3\ngiven r1c3 = 4\n")
        );
        s.clear();
        assert_eq!(s.trace(), "");
        assert_eq!(s.grid(), &Grid::empty());
    }

    #[test]
    fn parse_errors_leave_the_grid_alone() {
        let mut s = classic();
        assert!(matches!(s.set_string("123"), Err(Error::Parse(_))));
        let clash = format!("55{}", &CLASSIC[2..]);
        assert_eq!(s.set_string(clash), Err(Error::Conflict));
        assert_eq!(s, classic());
    }

    #[test]
    fn count_does_not_touch_the_board() {
        let s = classic();
        assert_eq!(s.count_solutions(2), Ok(1));
        assert_eq!(Sudoku::new(false).count_solutions(5), Ok(5));
        assert_eq!(s, classic());
    }

    #[test]
    fn an_untraced_solve_falls_back_to_the_fast_solution_when_the_reference_runs_out() {
        // Two solutions; the reference engine needs over 4 million guesses
        // to find them (found by the million-puzzle differential test).
        let puzzle: Grid =
            "....9.......4.........5...74...................8541....14....2579...4....3......."
                .parse()
                .unwrap();
        assert_eq!(fast::search(&puzzle, 2, DEFAULT_MAX_GUESSES).solutions, 2);
        assert_eq!(reference::solve(&puzzle), Err(Error::Exhausted));
        let mut s = Sudoku::new(false);
        s.set_grid(puzzle).unwrap();
        s.solve().unwrap();
        assert!(puzzle.is_solved_by(s.grid()));
    }

    #[test]
    fn huge_counts_stop_at_the_guess_budget() {
        let empty = Sudoku::new(false);
        assert_eq!(empty.count_solutions(u64::MAX), Err(Error::Exhausted));
        let partial = empty.count_solutions_within(u64::MAX, 100);
        assert!(partial.exhausted && partial.solutions > 0);
        let complete = classic().count_solutions_within(u64::MAX, 1);
        assert_eq!(
            complete,
            BoundedCount {
                solutions: 1,
                exhausted: false
            }
        );
    }

    #[test]
    fn the_anti_brute_force_puzzle_is_solved_traced_and_untraced() {
        // Singles-only brute force needs thousands of guesses here (the
        // first row is solved last); both paths stay well within budget.
        let puzzle: Grid = ANTI_BRUTE_FORCE.parse().unwrap();
        let needed = reference::search(&puzzle, 1, DEFAULT_MAX_GUESSES, &mut NoTrace);
        assert!(needed.stats.guesses > 1000 && !needed.exhausted);
        for traced in [false, true] {
            let mut s = Sudoku::new(traced);
            s.set_grid(puzzle).unwrap();
            s.solve().unwrap();
            assert!(puzzle.is_solved_by(s.grid()));
            assert_eq!(s.trace().is_empty(), !traced);
        }
    }
}
