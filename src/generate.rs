//! The seeded puzzle generator.
//!
//! Generator version 3: from a SplitMix64 stream seeded with `seed`,
//! 1. a solution: the three diagonal boxes get random permutations of 1-9
//!    and the reference engine completes the grid (its search order is
//!    fixed, so the completion is the same everywhere);
//! 2. the cells, grouped into orbits of the chosen symmetry, are visited in
//!    a random order; an orbit is emptied when the puzzle stays unique
//!    (every orbit is tried, so the result is minimal with respect to
//!    orbits: no clue, or symmetric group of clues, can be removed). With a
//!    clue target the puzzle is not minimal: an orbit is emptied only when
//!    the level does not exceed the target as well, and the visit stops as
//!    soon as the puzzle has at most that many clues;
//! 3. the result is kept when its level is the target (any level when no
//!    target) and it has at most the target's clues (when there is one);
//!    otherwise the next attempt continues the same stream.
//!
//! The same (seed, options, [`GENERATOR_VERSION`]) gives the same puzzle
//! on every platform; a change to any step above, or to the rating the
//! level test uses, bumps the version. Version 2 differed from version 1
//! only through the rating (BUG+1, colouring and chains were added).
//! Version 3 no longer keeps clues for the level's sake in minimal puzzles
//! (version 2 did, so its level-targeted puzzles were not always minimal).
//! A puzzle generated without a level target is the same in all three.

use crate::budget::DEFAULT_MAX_GUESSES;
use crate::error::Error;
use crate::fast;
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::logic::{Level, Rating, rate};
use crate::reference;
use crate::rng::SplitMix64;

/// The version of the generation procedure described above.
pub const GENERATOR_VERSION: u32 = 3;

/// The fewest clues a clue target may ask for (no 16-clue puzzle has a
/// unique solution).
pub const MIN_CLUE_TARGET: usize = 17;

/// Which cells are emptied together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Symmetry {
    /// Every cell on its own.
    None,
    /// A cell and its image under a half turn.
    Rotate180,
    /// A cell and its images under quarter turns.
    Rotate90,
    /// A cell and its mirror image across the vertical axis.
    Mirror,
    /// A cell and its mirror image across the main diagonal.
    Diagonal,
}

impl Symmetry {
    /// The cells emptied together with `cell` (including it).
    fn orbit(self, cell: usize) -> Vec<usize> {
        let (r, c) = (cell / 9, cell % 9);
        let mut cells = match self {
            Symmetry::None => vec![cell],
            Symmetry::Rotate180 => vec![cell, 80 - cell],
            Symmetry::Rotate90 => vec![cell, c * 9 + (8 - r), 80 - cell, (8 - c) * 9 + r],
            Symmetry::Mirror => vec![cell, r * 9 + (8 - c)],
            Symmetry::Diagonal => vec![cell, c * 9 + r],
        };
        cells.sort_unstable();
        cells.dedup();
        cells
    }
}

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The level wanted, or any level.
    pub level: Option<Level>,
    /// Cells emptied together.
    pub symmetry: Symmetry,
    /// Attempts before giving up with [`Error::Exhausted`].
    pub max_attempts: u32,
    /// `None`: minimal puzzles (no clue can be removed); `Some(n)`: stop
    /// removing at `n` clues or fewer ([`MIN_CLUE_TARGET`]..=80, else
    /// [`Error::Range`]).
    pub clues: Option<usize>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            level: None,
            symmetry: Symmetry::None,
            max_attempts: 100,
            clues: None,
        }
    }
}

/// A generated puzzle.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Generated {
    /// The puzzle (unique solution).
    pub puzzle: Grid,
    /// Its solution.
    pub solution: Grid,
    /// Its rating.
    pub rating: Rating,
    /// Attempts it took (1 = the first).
    pub attempts: u32,
}

/// Generates a puzzle from `seed` (see the module docs for the procedure).
/// [`Error::Exhausted`] when `options.max_attempts` attempts found none of
/// the wanted level.
pub fn generate(seed: u64, options: &Options) -> Result<Generated, Error> {
    if options
        .clues
        .is_some_and(|n| !(MIN_CLUE_TARGET..CELLS).contains(&n))
    {
        return Err(Error::Range);
    }
    let mut rng = SplitMix64::new(seed);
    let target = options.level.unwrap_or(Level::Extreme);
    let most = options.clues.unwrap_or(CELLS);
    for attempt in 1..=options.max_attempts {
        let solution = random_solution(&mut rng);
        let puzzle = remove_clues(&solution, &mut rng, options, target);
        let rating = rate(&puzzle).expect("removal keeps the solution unique");
        if options.level.is_none_or(|level| rating.level == level) && clue_count(&puzzle) <= most {
            return Ok(Generated {
                puzzle,
                solution,
                rating,
                attempts: attempt,
            });
        }
    }
    Err(Error::Exhausted)
}

/// A full grid: random diagonal boxes completed by the reference engine.
fn random_solution(rng: &mut SplitMix64) -> Grid {
    let mut cells = [0u8; CELLS];
    for b in [0, 4, 8] {
        let mut digits: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(&mut digits);
        for (i, &d) in digits.iter().enumerate() {
            let (r, c) = ((b / 3) * 3 + i / 3, (b % 3) * 3 + i % 3);
            cells[r * 9 + c] = d;
        }
    }
    let seeded = Grid::from_cells(cells).expect("digits 1..=9");
    // Independent diagonal boxes always complete, after few guesses.
    reference::solve(&seeded)
        .ok()
        .flatten()
        .expect("diagonal boxes complete")
}

fn clue_count(grid: &Grid) -> usize {
    grid.cells().iter().filter(|&&d| d != 0).count()
}

/// Empties orbits in random order while the puzzle stays unique and no
/// harder than `target`, down to the clue target if there is one.
fn remove_clues(solution: &Grid, rng: &mut SplitMix64, options: &Options, target: Level) -> Grid {
    let mut order: Vec<usize> = (0..CELLS).collect();
    rng.shuffle(&mut order);
    let mut cells = *solution.cells();
    let mut clues = CELLS;
    for cell in order {
        if options.clues.is_some_and(|n| clues <= n) {
            break;
        }
        if cells[cell] == 0 {
            continue;
        }
        let orbit = options.symmetry.orbit(cell);
        let mut trial = cells;
        for &c in &orbit {
            trial[c] = 0;
        }
        let grid = Grid::from_cells(trial).expect("digits 0..=9");
        let unique = fast::search(&grid, 2, DEFAULT_MAX_GUESSES).solutions == 1;
        // Only a clue target (whose puzzles are not minimal) keeps clues
        // for the level's sake; a minimal puzzle loses every orbit it can.
        let easy_enough = options.clues.is_none()
            || target == Level::Extreme
            || rate(&grid).is_some_and(|r| r.level <= target);
        if unique && easy_enough {
            cells = trial;
            clues -= orbit.len();
        }
    }
    Grid::from_cells(cells).expect("digits 0..=9")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn make(seed: u64, level: Option<Level>, symmetry: Symmetry) -> Generated {
        let options = Options {
            level,
            symmetry,
            max_attempts: 200,
            clues: None,
        };
        generate(seed, &options).unwrap()
    }

    #[test]
    fn puzzles_are_unique_of_the_level_asked_and_symmetric() {
        for (seed, level, symmetry) in [
            (1, Level::Easy, Symmetry::Rotate180),
            (2, Level::Medium, Symmetry::None),
            (3, Level::Easy, Symmetry::Rotate90),
            (4, Level::Easy, Symmetry::Mirror),
            (5, Level::Easy, Symmetry::Diagonal),
        ] {
            let g = make(seed, Some(level), symmetry);
            assert_eq!(g.rating.level, level, "seed {seed}");
            assert_eq!(fast::search(&g.puzzle, 2, DEFAULT_MAX_GUESSES).solutions, 1);
            assert!(g.puzzle.is_solved_by(&g.solution));
            for cell in 0..CELLS {
                let empty = g.puzzle.get(cell) == 0;
                for other in symmetry.orbit(cell) {
                    assert_eq!(g.puzzle.get(other) == 0, empty, "seed {seed} {symmetry:?}");
                }
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzle() {
        let a = make(42, None, Symmetry::Rotate180);
        let b = make(42, None, Symmetry::Rotate180);
        assert_eq!(a, b);
        assert_ne!(a.puzzle, make(43, None, Symmetry::Rotate180).puzzle);
    }

    /// Pins: these must never change while GENERATOR_VERSION is 3 (they
    /// are versions 1 and 2's too: no level or clue target).
    #[test]
    fn seeds_are_pinned_to_their_puzzles() {
        assert_eq!(GENERATOR_VERSION, 3);
        let pins = [
            (
                1,
                ".2....4.......7.95..62.5....39.1.....1..8..232........96.............8....18..576",
            ),
            (
                2,
                ".........82...1....9.3..17....4...8.....879.4....6.5.......94.6.3.85...9..1.4....",
            ),
            (
                3,
                ".........39..72..8.6.4..13....1.69...........7...85.261...2....2..713..4.47......",
            ),
        ];
        for (seed, puzzle) in pins {
            assert_eq!(
                generate(seed, &Options::default())
                    .unwrap()
                    .puzzle
                    .to_line(),
                puzzle
            );
        }
    }

    #[test]
    fn a_tiny_budget_runs_out() {
        let options = Options {
            level: Some(Level::Extreme),
            symmetry: Symmetry::None,
            max_attempts: 1,
            clues: None,
        };
        // Seed 1's first attempt is not extreme, so one attempt is not enough.
        let first = make(1, None, Symmetry::None);
        assert_eq!(first.attempts, 1);
        assert_ne!(first.rating.level, Level::Extreme);
        assert_eq!(generate(1, &options), Err(Error::Exhausted));
    }

    #[test]
    fn a_clue_target_stops_the_removal() {
        for (seed, clues) in [(1, 30), (2, 40), (3, 25)] {
            let options = Options {
                clues: Some(clues),
                symmetry: Symmetry::Rotate180,
                ..Options::default()
            };
            let g = generate(seed, &options).unwrap();
            let n = clue_count(&g.puzzle);
            // Orbits of a half turn hold two cells (the centre one).
            assert!(n <= clues && n + 2 > clues, "seed {seed}: {n} clues");
            assert_eq!(fast::search(&g.puzzle, 2, DEFAULT_MAX_GUESSES).solutions, 1);
        }
        for bad in [0, 16, 81, usize::MAX] {
            let options = Options {
                clues: Some(bad),
                ..Options::default()
            };
            assert_eq!(generate(1, &options), Err(Error::Range));
        }
    }
}
