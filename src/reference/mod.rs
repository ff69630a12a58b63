//! The reference engine: a faithful port of the original VB.NET solver.
//!
//! Placing a digit removes it from the candidates of its row, column and
//! box. Cells with a single candidate are filled, pass after pass, until none
//! is left. Then the open cell with the fewest candidates is chosen, the
//! whole board is saved on an explicit stack, and its candidates are tried
//! smallest first. A cell left with no candidate is a contradiction: the
//! search restores the latest saved board and tries its next candidate. An
//! empty stack means there is no (further) solution.
//!
//! The stack is a fixed array (a guess fixes a cell, so it never holds more
//! than 81 boards): a search allocates nothing unless its recorder does.

mod board;

use board::Board;

use crate::budget::DEFAULT_MAX_GUESSES;
use crate::error::Error;
use crate::geometry::{CELLS, digit_bit, lowest_digit};
use crate::grid::Grid;
use crate::trace::{NoTrace, Recorder, SearchStats};

/// What a search found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchResult {
    /// Solutions found, at most the limit asked for.
    pub solutions: u64,
    /// The first solution in search order, if any.
    pub first: Option<Grid>,
    /// Counters of the work done.
    pub stats: SearchStats,
    /// The guess budget ran out before the search could finish: `solutions`
    /// is then only a lower bound.
    pub exhausted: bool,
}

/// A board saved before a guess, with the candidates not tried yet.
#[derive(Clone, Copy)]
struct Frame {
    board: Board,
    cell: u8,
    untried: u16,
}

/// The explicit stack of saved boards.
struct Stack {
    frames: [Frame; CELLS],
    len: usize,
}

impl Stack {
    fn new() -> Self {
        let empty = Frame {
            board: Board::EMPTY,
            cell: 0,
            untried: 0,
        };
        Stack {
            frames: [empty; CELLS],
            len: 0,
        }
    }

    fn push(&mut self, frame: Frame) {
        self.frames[self.len] = frame;
        self.len += 1;
    }

    /// Takes the next untried candidate of the latest saved board, dropping
    /// exhausted frames: the board to restore, its cell, the digit to try
    /// and the candidates still untried after it.
    fn next_alternative(&mut self) -> Option<(Board, usize, u8, u16)> {
        while self.len > 0 {
            let top = &mut self.frames[self.len - 1];
            if top.untried == 0 {
                self.len -= 1;
                continue;
            }
            let digit = lowest_digit(top.untried);
            top.untried &= !digit_bit(digit);
            let found = (top.board, top.cell as usize, digit, top.untried);
            if top.untried == 0 {
                self.len -= 1;
            }
            return Some(found);
        }
        None
    }
}

/// Fills single-candidate cells pass after pass until none is left.
/// `Err(cell)` names a cell left with no candidate.
fn fill_singles<R: Recorder>(
    board: &mut Board,
    rec: &mut R,
    stats: &mut SearchStats,
) -> Result<(), usize> {
    loop {
        let mut placed = false;
        let mut from = 0;
        while let Some(cell) = board.next_single(from) {
            let digit = lowest_digit(board.candidates(cell));
            rec.single(cell, digit);
            stats.singles += 1;
            board.place(cell, digit)?;
            placed = true;
            from = cell + 1;
        }
        if !placed {
            return Ok(());
        }
    }
}

/// Places the givens of `grid` on an empty board.
fn load_givens<R: Recorder>(
    grid: &Grid,
    rec: &mut R,
    stats: &mut SearchStats,
) -> Result<Board, usize> {
    let mut board = Board::EMPTY;
    for (cell, &digit) in grid.cells().iter().enumerate() {
        if digit != 0 {
            rec.given(cell, digit);
            stats.givens += 1;
            board.place(cell, digit)?;
        }
    }
    Ok(board)
}

/// Searches `grid` until `limit` solutions are found, the search space is
/// exhausted or `max_guesses` guesses were made, reporting every step to
/// `rec`. A `limit` of 0 searches nothing.
pub fn search<R: Recorder>(grid: &Grid, limit: u64, max_guesses: u64, rec: &mut R) -> SearchResult {
    let mut stats = SearchStats::default();
    let mut result = SearchResult {
        solutions: 0,
        first: None,
        stats,
        exhausted: false,
    };
    if limit == 0 {
        return result;
    }
    let mut stack = Stack::new();
    let mut state = load_givens(grid, rec, &mut stats);
    'search: loop {
        let dead_end = match state {
            Err(cell) => Some(cell),
            Ok(mut board) => match fill_singles(&mut board, rec, &mut stats) {
                Err(cell) => Some(cell),
                Ok(()) if board.is_full() => {
                    result.solutions += 1;
                    result.first.get_or_insert_with(|| board.placed());
                    rec.solution(result.solutions);
                    if result.solutions >= limit {
                        break 'search;
                    }
                    None
                }
                Ok(()) if stats.guesses >= max_guesses => {
                    result.exhausted = true;
                    break 'search;
                }
                Ok(()) => {
                    let cell = board.fewest_candidates();
                    let candidates = board.candidates(cell);
                    let digit = lowest_digit(candidates);
                    rec.guess(cell, digit, candidates);
                    stats.guesses += 1;
                    stack.push(Frame {
                        board,
                        cell: cell as u8,
                        untried: candidates & !digit_bit(digit),
                    });
                    state = board.place(cell, digit).map(|()| board);
                    continue 'search;
                }
            },
        };
        if let Some(cell) = dead_end {
            rec.contradiction(cell);
        }
        let Some((mut board, cell, digit, untried)) = stack.next_alternative() else {
            break 'search;
        };
        rec.backtrack(cell, digit, untried);
        stats.backtracks += 1;
        state = board.place(cell, digit).map(|()| board);
    }
    result.stats = stats;
    rec.finish(result.solutions, &stats, result.exhausted);
    result
}

/// The first solution of `grid` in search order, or `None`, under the
/// default guess budget ([`Error::Exhausted`] when it runs out first).
pub fn solve(grid: &Grid) -> Result<Option<Grid>, Error> {
    let result = search(grid, 1, DEFAULT_MAX_GUESSES, &mut NoTrace);
    if result.exhausted {
        return Err(Error::Exhausted);
    }
    Ok(result.first)
}

/// Number of solutions of `grid`, counting no further than `limit`, under
/// the default guess budget ([`Error::Exhausted`] when it runs out first).
pub fn count_solutions(grid: &Grid, limit: u64) -> Result<u64, Error> {
    let result = search(grid, limit, DEFAULT_MAX_GUESSES, &mut NoTrace);
    if result.exhausted {
        return Err(Error::Exhausted);
    }
    Ok(result.solutions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::DEFAULT_MAX_GUESSES as MAX;
    use crate::test_puzzles::{CLASSIC, CLASSIC_SOLUTION, HARD};
    use crate::trace::TextTrace;

    fn grid(text: &str) -> Grid {
        text.parse().unwrap()
    }

    #[test]
    fn solves_the_classic_puzzle_by_singles_alone() {
        let result = search(&grid(CLASSIC), 1, MAX, &mut NoTrace);
        assert_eq!(result.first, Some(grid(CLASSIC_SOLUTION)));
        assert_eq!(result.stats.guesses, 0);
        assert_eq!(result.stats.givens, 30);
        assert_eq!(result.stats.singles, 51);
    }

    #[test]
    fn solves_a_puzzle_that_needs_guesses() {
        let puzzle = grid(HARD);
        let result = search(&puzzle, 2, MAX, &mut NoTrace);
        assert_eq!(result.solutions, 1);
        assert!(result.stats.guesses > 0);
        assert!(puzzle.is_solved_by(&result.first.unwrap()));
    }

    #[test]
    fn the_empty_grid_yields_the_first_grid_in_search_order() {
        let first = solve(&Grid::empty()).unwrap().unwrap();
        assert!(first.is_solved());
        assert_eq!(&first.to_line()[..9], "123456789");
        assert_eq!(count_solutions(&Grid::empty(), 1000), Ok(1000));
    }

    #[test]
    fn counts_stop_at_the_limit_and_at_exhaustion() {
        // Emptying a "deadly rectangle" of the classic solution (r4c6 r4c9
        // r5c6 r5c9 hold 1 3 / 3 1) leaves exactly two completions.
        let mut cells = *grid(CLASSIC_SOLUTION).cells();
        for cell in [3 * 9 + 5, 3 * 9 + 8, 4 * 9 + 5, 4 * 9 + 8] {
            cells[cell] = 0;
        }
        let two = Grid::from_cells(cells).unwrap();
        assert_eq!(count_solutions(&two, 100), Ok(2));
        assert_eq!(count_solutions(&two, 2), Ok(2));
        assert_eq!(count_solutions(&two, 1), Ok(1));
        assert_eq!(count_solutions(&two, 0), Ok(0));
        // Smallest digit first: r4c6 takes 1 in the first solution.
        assert_eq!(solve(&two), Ok(Some(grid(CLASSIC_SOLUTION))));
    }

    #[test]
    fn unsolvable_puzzles_have_no_solution() {
        // r1c8 and r1c9 can only take 8 (a 9 stands below each of them).
        let text = format!(
            "1234567..{}.......9.{}........9{}",
            ".".repeat(18),
            ".".repeat(18),
            ".".repeat(18)
        );
        let puzzle = grid(&text);
        assert!(puzzle.is_consistent());
        assert_eq!(count_solutions(&puzzle, 2), Ok(0));
        assert_eq!(solve(&puzzle), Ok(None));
    }

    #[test]
    fn stops_when_the_guess_budget_runs_out() {
        let result = search(&Grid::empty(), u64::MAX, 300, &mut NoTrace);
        assert!(result.exhausted);
        assert_eq!(result.stats.guesses, 300);
        assert!(result.solutions > 0);
        let hard = grid(HARD);
        let needed = search(&hard, 2, MAX, &mut NoTrace).stats.guesses;
        assert!(!search(&hard, 2, needed, &mut NoTrace).exhausted);
        let mut text = String::new();
        let short = search(&hard, 2, needed - 1, &mut TextTrace::new(&mut text));
        assert!(short.exhausted);
        assert!(
            text.lines()
                .last()
                .unwrap()
                .starts_with("stopped, guess budget used up: 21 givens")
        );
    }

    #[test]
    fn trace_records_every_event() {
        let mut text = String::new();
        let result = search(&grid(HARD), 1, MAX, &mut TextTrace::new(&mut text));
        let lines: Vec<&str> = text.lines().collect();
        let count = |prefix: &str| lines.iter().filter(|l| l.starts_with(prefix)).count() as u64;
        assert_eq!(count("given "), result.stats.givens);
        assert_eq!(count("single "), result.stats.singles);
        assert_eq!(count("guess "), result.stats.guesses);
        assert_eq!(count("backtrack "), result.stats.backtracks);
        assert!(count("contradiction: ") >= result.stats.backtracks);
        assert_eq!(
            *lines.last().unwrap(),
            format!(
                "solved: 21 givens, {} singles, {} guesses, {} backtracks",
                result.stats.singles, result.stats.guesses, result.stats.backtracks
            )
        );
    }
}
