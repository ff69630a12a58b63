//! The search loop, generic over a kernel's instruction set: propagate,
//! and at a stall guess (a cell, or at first on hard puzzles a pattern),
//! saving the alternative on a fixed stack.

use super::stack::Stack;
use super::state::State;
use super::triads::{StallStep, Step};
use crate::geometry::{CELLS, lowest_digit};
use crate::grid::Grid;

/// What a fast search found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FastResult {
    /// Solutions found, at most the limit asked for.
    pub solutions: u64,
    /// The first solution found (in this engine's own order), if any.
    pub first: Option<Grid>,
    /// Guesses made.
    pub guesses: u64,
    /// The guess budget ran out before the search could finish: `solutions`
    /// is then only a lower bound.
    pub exhausted: bool,
}

/// When a search stops: after `limit` solutions or `max_guesses` guesses.
#[derive(Clone, Copy)]
pub(super) struct Budget {
    pub(super) limit: u64,
    pub(super) max_guesses: u64,
}

/// From how many open cells at the first stall the search uses triads and
/// pattern guesses (`triads`) rather than cell guesses. Measured with the
/// CLI's `bench` (one thread, limit 2, AVX2 kernel), guesses a puzzle with
/// cell guesses only / with patterns from 55 open cells:
/// forum_hardest_1905_11+ 84.4 / 62.2, forum_hardest_1106 148.1 / 114.0,
/// magictour_top1465 11.0 / 9.9, 17-clue 0.7 / 0.6, serg_benchmark 6.3 /
/// 6.3. From 50, top1465 makes 9.2 guesses but is about 1.5% slower (the
/// others the same); from 40, serg_benchmark takes patterns too (6.9
/// guesses, 70% slower); from 56 on, 11+ makes more (64.2 from 56), and
/// from 60 the hard sets stay on cell guesses.
const PATTERN_OPEN_CELLS: u32 = 55;

#[inline(always)]
pub(super) fn search_impl<O: StallStep>(
    start: impl FnOnce() -> Option<State>,
    budget: Budget,
) -> FastResult {
    let mut result = FastResult {
        solutions: 0,
        first: None,
        guesses: 0,
        exhausted: false,
    };
    if budget.limit == 0 {
        return result;
    }
    let Some(mut state) = start() else {
        return result;
    };
    let mut stack = Stack::new();
    // Decided at the first stall (see `PATTERN_OPEN_CELLS`).
    let mut patterns = None;
    loop {
        if let Ok(pairs) = state.propagate::<O>() {
            if state.is_solved() {
                result.solutions += 1;
                if result.first.is_none() {
                    result.first = Some(state.grid());
                }
                if result.solutions >= budget.limit {
                    return result;
                }
            } else if result.guesses >= budget.max_guesses {
                result.exhausted = true;
                return result;
            } else {
                let patterns =
                    *patterns.get_or_insert_with(|| state.open_cells() >= PATTERN_OPEN_CELLS);
                // Pattern guesses leave room on the stack for the cell
                // guesses that may follow (at most one per open cell).
                let step = if patterns && stack.len() < CELLS {
                    O::stall(&mut state, &mut stack)
                } else {
                    Step::Cells
                };
                match step {
                    Step::Backtrack => {}
                    Step::Propagate => continue,
                    Step::Guessed => {
                        result.guesses += 1;
                        continue;
                    }
                    Step::Cells => {
                        let (cell, candidates) = state.guess_cell::<O>(pairs);
                        let d = lowest_digit(candidates) as usize - 1;
                        stack.push(state).eliminate(d, cell);
                        result.guesses += 1;
                        if state.place_cell::<O>(d, cell).is_ok() {
                            continue;
                        }
                    }
                }
            }
        }
        match stack.pop() {
            Some(saved) => state = saved,
            None => return result,
        }
    }
}
