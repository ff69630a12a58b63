//! The fast engine, used whenever no trace is recorded.
//!
//! Bitboards per digit and band (module `state`), propagation of locked
//! candidates and singles (from the givens over the whole grid at once,
//! module `sweep`; after a guess incrementally, module `state`), and
//! guesses on a two-candidate cell when propagation stalls, or, on a hard
//! puzzle, minirow triads and guesses on a digit's pattern in a band or
//! stack (module `triads`). The search keeps its saved states in a fixed
//! array (see `Stack`): no heap allocation and no recursion.
//!
//! The search (module `search`) is generic over the instruction set
//! (module `isa`) and compiled once per kernel (module `kernel`), which
//! also chooses the kernel: [`Kernel::choice`].
//!
//! The modules import one way: `tables`, `band`, `isa`, `state`, `stack`,
//! `sweep`, `triads`, `search`, `kernel`, and this one.

mod band;
mod isa;
mod kernel;
mod search;
mod stack;
mod state;
mod sweep;
mod tables;
mod triads;

#[cfg(target_arch = "x86_64")]
pub use kernel::timings;
pub use kernel::{Choice, KERNEL_VARIABLE, Kernel, Reason};
pub use search::FastResult;

use crate::geometry::CELLS;
use crate::grid::Grid;

/// Searches `grid` for up to `limit` solutions, making at most
/// `max_guesses` guesses, with the kernel of [`Kernel::choice`].
#[inline]
pub fn search(grid: &Grid, limit: u64, max_guesses: u64) -> FastResult {
    Kernel::search_chosen(grid, limit, max_guesses)
}

/// Searches a pencil-mark puzzle with the kernel of [`Kernel::choice`]
/// (see [`Kernel::search_candidates`]).
pub fn search_candidates(candidates: &[u16; CELLS], limit: u64, max_guesses: u64) -> FastResult {
    Kernel::best().search_candidates(candidates, limit, max_guesses)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::DEFAULT_MAX_GUESSES as MAX;
    use crate::reference;
    use crate::test_puzzles::{CLASSIC, HARD};

    const PUZZLES: &[&str] = &[
        CLASSIC,
        HARD,
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
    ];

    #[test]
    fn agrees_with_the_reference_engine_on_every_kernel() {
        for kernel in Kernel::available() {
            for text in PUZZLES {
                let grid: Grid = text.parse().unwrap();
                let fast = kernel.search(&grid, 2, MAX);
                assert_eq!(fast.solutions, 1, "{kernel:?} {text}");
                assert_eq!(
                    fast.first,
                    reference::solve(&grid).unwrap(),
                    "{kernel:?} {text}"
                );
            }
        }
    }

    #[test]
    fn pencil_marks_restrict_the_search() {
        let grid: Grid = CLASSIC.parse().unwrap();
        let solution = reference::solve(&grid).unwrap().unwrap();
        // Every cell may hold anything: as many solutions as an empty grid.
        let open = [crate::geometry::ALL_DIGITS; CELLS];
        // The classic givens as single candidates, the rest open.
        let mut marks = open;
        for (cell, &d) in grid.cells().iter().enumerate() {
            if d != 0 {
                marks[cell] = crate::geometry::digit_bit(d);
            }
        }
        for kernel in Kernel::available() {
            assert_eq!(kernel.search_candidates(&open, 5, MAX).solutions, 5);
            let found = kernel.search_candidates(&marks, 2, MAX);
            assert_eq!((found.solutions, found.first), (1, Some(solution)));
            // Taking the solution's digit out of one cell's marks leaves none.
            let mut wrong = marks;
            wrong[2] &= !crate::geometry::digit_bit(solution.get(2));
            assert_eq!(kernel.search_candidates(&wrong, 2, MAX).solutions, 0);
            let mut empty_cell = marks;
            empty_cell[2] = 0;
            assert_eq!(kernel.search_candidates(&empty_cell, 2, MAX).solutions, 0);
        }
    }

    #[test]
    fn counts_multiple_solutions_and_none() {
        for kernel in Kernel::available() {
            assert_eq!(kernel.search(&Grid::empty(), 1000, MAX).solutions, 1000);
            let first = kernel.search(&Grid::empty(), 1, MAX).first.unwrap();
            assert!(first.is_solved());
            let dead: Grid = format!(
                "1234567..{}.......9.{}........9{}",
                ".".repeat(18),
                ".".repeat(18),
                ".".repeat(18)
            )
            .parse()
            .unwrap();
            assert_eq!(kernel.search(&dead, 2, MAX).solutions, 0);
            assert_eq!(kernel.search(&dead, 0, MAX).solutions, 0);
        }
    }

    #[test]
    fn stops_when_the_guess_budget_runs_out() {
        for kernel in Kernel::available() {
            let result = kernel.search(&Grid::empty(), u64::MAX, 500);
            assert!(result.exhausted, "{kernel:?}");
            assert_eq!(result.guesses, 500);
            assert!(result.solutions > 0 && result.first.is_some());
            let hard: Grid = HARD.parse().unwrap();
            let unbudgeted = kernel.search(&hard, 2, MAX);
            assert!(!unbudgeted.exhausted && unbudgeted.guesses > 0);
            let exact = kernel.search(&hard, 2, unbudgeted.guesses);
            assert_eq!((exact.solutions, exact.exhausted), (1, false));
            let short = kernel.search(&hard, 2, unbudgeted.guesses - 1);
            assert!(short.exhausted, "{kernel:?}");
        }
    }

    #[test]
    fn clashing_givens_have_no_solution() {
        // Two 5s sharing a row, a box (other row and column), a column
        // inside a band, and a column across bands.
        let clashes = [(0, 8), (0, 10), (1, 19), (4, 76)];
        for (a, b) in clashes {
            let mut cells = [0u8; CELLS];
            cells[a] = 5;
            cells[b] = 5;
            let grid = Grid::from_cells(cells).unwrap();
            for kernel in Kernel::available() {
                let found = kernel.search(&grid, 2, MAX);
                assert_eq!((found.solutions, found.exhausted), (0, false), "{a} {b}");
            }
        }
    }
}
