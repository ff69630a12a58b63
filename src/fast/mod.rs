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
//! The same code is compiled three times: once for baseline x86-64 (or any
//! other target) and, on x86-64, once with AVX2/BMI1/BMI2/POPCNT/LZCNT
//! enabled and once with AVX-512 as well (the compiler then turns the
//! start's 32-lane loops into 512-bit vector code). [`Kernel::best`] picks
//! the best one the running CPU supports.

mod band;
mod state;
mod sweep;
mod tables;
mod triads;

use std::mem::MaybeUninit;

use state::State;
#[cfg(target_arch = "x86_64")]
use tables::Avx2Bmi2;
use tables::{Isa, Portable};
use triads::Step;

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

/// A compiled variant of the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Kernel {
    /// Portable code for the baseline of the target (every x86-64 CPU).
    Scalar,
    /// x86-64 with AVX2, BMI1, BMI2, POPCNT and LZCNT.
    #[cfg(target_arch = "x86_64")]
    Avx2,
    /// The AVX2 kernel's code, compiled with AVX-512 (F, VL, BW, DQ and
    /// VPOPCNTDQ) enabled as well.
    #[cfg(target_arch = "x86_64")]
    Avx512,
}

impl Kernel {
    /// Every kernel the running CPU can execute, scalar first.
    pub fn available() -> Vec<Kernel> {
        #[cfg_attr(not(target_arch = "x86_64"), allow(unused_mut))]
        let mut kernels = vec![Kernel::Scalar];
        #[cfg(target_arch = "x86_64")]
        if avx2_supported() {
            kernels.push(Kernel::Avx2);
            if avx512_extras_supported() {
                kernels.push(Kernel::Avx512);
            }
        }
        kernels
    }

    /// The fastest kernel the running CPU can execute.
    #[inline]
    pub fn best() -> Kernel {
        #[cfg(target_arch = "x86_64")]
        if avx2_supported() {
            return if avx512_extras_supported() {
                Kernel::Avx512
            } else {
                Kernel::Avx2
            };
        }
        Kernel::Scalar
    }

    /// Searches `grid` for up to `limit` solutions with this kernel, making
    /// at most `max_guesses` guesses.
    ///
    /// # Panics
    /// If the kernel is not supported by the running CPU.
    #[inline]
    pub fn search(self, grid: &Grid, limit: u64, max_guesses: u64) -> FastResult {
        let budget = Budget { limit, max_guesses };
        match self {
            Kernel::Scalar => search_scalar(grid, budget),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => {
                assert!(avx2_supported(), "AVX2 kernel on a CPU without AVX2");
                // SAFETY: the CPU supports every feature the kernel enables.
                unsafe { search_avx2(grid, budget) }
            }
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => {
                assert!(avx512_supported(), "AVX-512 kernel on a CPU without it");
                // SAFETY: the CPU supports every feature the kernel enables.
                unsafe { search_avx512(grid, budget) }
            }
        }
    }

    /// Like [`Kernel::search`] for a pencil-mark ("Sukaku") puzzle: every
    /// cell open, `candidates[cell]` the digits it may hold (bit k = digit
    /// k+1).
    ///
    /// # Panics
    /// If the kernel is not supported by the running CPU.
    pub fn search_candidates(
        self,
        candidates: &[u16; CELLS],
        limit: u64,
        max_guesses: u64,
    ) -> FastResult {
        let budget = Budget { limit, max_guesses };
        let start = || sweep::start_candidates(candidates).ok();
        match self {
            Kernel::Scalar => search_impl::<Portable>(start, budget),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => {
                assert!(avx2_supported(), "AVX2 kernel on a CPU without AVX2");
                // SAFETY: the CPU supports every feature the kernel enables.
                unsafe { search_candidates_avx2(candidates, budget) }
            }
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => {
                assert!(avx512_supported(), "AVX-512 kernel on a CPU without it");
                // SAFETY: the CPU supports every feature the kernel enables.
                unsafe { search_candidates_avx512(candidates, budget) }
            }
        }
    }
}

/// # Safety
/// The CPU must support AVX2, BMI1, BMI2, POPCNT and LZCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn search_candidates_avx2(candidates: &[u16; CELLS], budget: Budget) -> FastResult {
    search_impl::<Avx2Bmi2>(|| sweep::start_candidates(candidates).ok(), budget)
}

/// # Safety
/// The CPU must support everything `search_candidates_avx2` needs and
/// AVX-512 F, VL, BW, DQ and VPOPCNTDQ.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
#[target_feature(enable = "avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq")]
unsafe fn search_candidates_avx512(candidates: &[u16; CELLS], budget: Budget) -> FastResult {
    search_impl::<Avx2Bmi2>(|| sweep::start_candidates(candidates).ok(), budget)
}

/// Searches a pencil-mark puzzle with the best kernel for this CPU (see
/// [`Kernel::search_candidates`]).
pub fn search_candidates(candidates: &[u16; CELLS], limit: u64, max_guesses: u64) -> FastResult {
    Kernel::best().search_candidates(candidates, limit, max_guesses)
}

#[cfg(target_arch = "x86_64")]
#[inline]
fn avx2_supported() -> bool {
    is_x86_feature_detected!("avx2")
        && is_x86_feature_detected!("bmi1")
        && is_x86_feature_detected!("bmi2")
        && is_x86_feature_detected!("popcnt")
        && is_x86_feature_detected!("lzcnt")
}

/// Everything `Kernel::Avx512` enables.
#[cfg(target_arch = "x86_64")]
#[inline]
fn avx512_supported() -> bool {
    avx2_supported() && avx512_extras_supported()
}

/// The features `Kernel::Avx512` enables beyond those of `Kernel::Avx2`.
#[cfg(target_arch = "x86_64")]
#[inline]
fn avx512_extras_supported() -> bool {
    is_x86_feature_detected!("avx512f")
        && is_x86_feature_detected!("avx512vl")
        && is_x86_feature_detected!("avx512bw")
        && is_x86_feature_detected!("avx512dq")
        && is_x86_feature_detected!("avx512vpopcntdq")
}

/// When a search stops: after `limit` solutions or `max_guesses` guesses.
#[derive(Clone, Copy)]
struct Budget {
    limit: u64,
    max_guesses: u64,
}

fn search_scalar(grid: &Grid, budget: Budget) -> FastResult {
    search_impl::<Portable>(|| sweep::start(grid).ok(), budget)
}

/// # Safety
/// The CPU must support AVX2, BMI1, BMI2, POPCNT and LZCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn search_avx2(grid: &Grid, budget: Budget) -> FastResult {
    search_impl::<Avx2Bmi2>(|| sweep::start(grid).ok(), budget)
}

/// # Safety
/// The CPU must support everything `search_avx2` needs and AVX-512 F, VL,
/// BW, DQ and VPOPCNTDQ.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
#[target_feature(enable = "avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq")]
unsafe fn search_avx512(grid: &Grid, budget: Budget) -> FastResult {
    search_impl::<Avx2Bmi2>(|| sweep::start(grid).ok(), budget)
}

/// Searches with the best kernel for this CPU (see [`Kernel::search`]).
#[inline]
pub fn search(grid: &Grid, limit: u64, max_guesses: u64) -> FastResult {
    // The same choice as `Kernel::best()`, with the feature check done once.
    let budget = Budget { limit, max_guesses };
    #[cfg(target_arch = "x86_64")]
    if avx2_supported() {
        // SAFETY: the CPU supports every feature the kernel enables.
        return unsafe {
            if avx512_extras_supported() {
                search_avx512(grid, budget)
            } else {
                search_avx2(grid, budget)
            }
        };
    }
    search_scalar(grid, budget)
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

/// Saved states awaiting their alternative: at most one per guess on the
/// current path. A pattern guess is made only while fewer than 81 are
/// saved, and a cell guess fixes a cell, so at most 162 are live.
struct Stack {
    states: [MaybeUninit<State>; 2 * CELLS],
    len: usize,
}

impl Stack {
    #[inline(always)]
    fn new() -> Self {
        Stack {
            states: [const { MaybeUninit::uninit() }; 2 * CELLS],
            len: 0,
        }
    }

    /// Saves `state`; returns the saved copy, to change.
    #[inline(always)]
    fn push(&mut self, state: State) -> &mut State {
        let slot = self.states[self.len].write(state);
        self.len += 1;
        slot
    }

    #[inline(always)]
    fn pop(&mut self) -> Option<State> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        // SAFETY: every slot below the old `len` was written by `push`.
        Some(unsafe { self.states[self.len].assume_init_read() })
    }
}

#[inline(always)]
fn search_impl<O: Isa>(start: impl FnOnce() -> Option<State>, budget: Budget) -> FastResult {
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
                let step = if patterns && stack.len < CELLS {
                    state.stall::<O>(&mut stack)
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

    #[test]
    fn the_best_kernel_is_available() {
        assert!(Kernel::available().contains(&Kernel::best()));
    }
}
