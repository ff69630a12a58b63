//! Differential testing: the fast engine (on every kernel this CPU runs,
//! including the portable scalar one), the reference engine and the
//! `sudoku` crate must agree on the number of solutions up to 2 for every
//! dataset puzzle and for 10,000 seeded random puzzles; every solution any
//! engine returns must solve its puzzle. Every kernel must make the same
//! number of guesses on each puzzle (they run one search), and on each
//! whole dataset the mean must stay under a ceiling a little above today's
//! figure, so that a change to the guess heuristics that makes the search
//! tree bigger fails here (benchmarks only print). A debug build (overflow
//! checks on) checks every `DEBUG_STRIDE`-th dataset puzzle, to keep
//! `cargo test` short, and no ceiling; `scripts/test.sh` also runs these
//! tests in release mode, on every puzzle. An ignored test does the same
//! for a million generated puzzles (`scripts/test.sh` runs it in release
//! mode), where the reference engine may give up on a rare sparse grid (it
//! is then left out of that comparison, and the number is reported).

mod common;

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use common::*;
use sudoku::budget::DEFAULT_MAX_GUESSES;
use sudoku::fast::Kernel;
use sudoku::{Grid, parallel, reference};

/// What checking one puzzle found.
struct Checked {
    /// Solutions up to 2 (the peer's count, which every engine matched).
    solutions: u64,
    /// The reference engine ran out of guesses, so only the fast engine and
    /// the peer were compared.
    reference_gave_up: bool,
    /// Guesses the fast engine made (the same on every kernel).
    guesses: u64,
}

/// Checks one puzzle: every engine that finishes agrees with the peer, and
/// every solution returned solves the puzzle.
fn check(puzzle: &Grid, label: &str) -> Checked {
    let peer = peer_sudoku::Sudoku::from_bytes(*puzzle.cells())
        .expect("peer accepts digits 0..9")
        .solutions_count_up_to(2) as u64;
    let reference = reference::search(puzzle, 2, DEFAULT_MAX_GUESSES, &mut sudoku::trace::NoTrace);
    if reference.exhausted {
        eprintln!("{label}: reference engine out of guesses on {puzzle}");
    } else {
        assert_eq!(
            reference.solutions, peer,
            "{label}: reference vs peer on {puzzle}"
        );
    }
    if let Some(first) = reference.first {
        assert!(
            puzzle.is_solved_by(&first),
            "{label}: reference solution wrong on {puzzle}"
        );
    }
    let mut guesses = None;
    for kernel in Kernel::available() {
        let fast = kernel.search(puzzle, 2, DEFAULT_MAX_GUESSES);
        let first_kernel = *guesses.get_or_insert((kernel, fast.guesses));
        assert_eq!(
            fast.guesses, first_kernel.1,
            "{label}: {kernel:?} and {:?} guess differently on {puzzle}",
            first_kernel.0
        );
        assert!(
            !fast.exhausted,
            "{label}: {kernel:?} out of guesses on {puzzle}"
        );
        assert_eq!(
            fast.solutions, peer,
            "{label}: {kernel:?} vs peer on {puzzle}"
        );
        if let Some(first) = fast.first {
            assert!(
                puzzle.is_solved_by(&first),
                "{label}: {kernel:?} solution wrong on {puzzle}"
            );
        }
    }
    Checked {
        solutions: peer,
        reference_gave_up: reference.exhausted,
        guesses: guesses.map_or(0, |(_, g)| g),
    }
}

/// What checking many puzzles found.
struct Tally {
    /// Puzzles with 0, 1 and 2 (or more) solutions.
    histogram: [usize; 3],
    /// Puzzles the reference engine gave up on.
    gave_up: usize,
    /// Guesses the fast engine made over all of them.
    guesses: u64,
}

/// Checks every puzzle on all cores.
fn check_all(puzzles: &[Grid], name: &str) -> Tally {
    let histogram = [(); 3].map(|()| AtomicUsize::new(0));
    let gave_up = AtomicUsize::new(0);
    let guesses = AtomicU64::new(0);
    parallel::run(
        puzzles.chunks(64).enumerate(),
        parallel::thread_count(0),
        |(c, chunk)| {
            for (i, puzzle) in chunk.iter().enumerate() {
                let checked = check(puzzle, &format!("{name} #{}", c * 64 + i));
                histogram[checked.solutions as usize].fetch_add(1, Ordering::Relaxed);
                guesses.fetch_add(checked.guesses, Ordering::Relaxed);
                if checked.reference_gave_up {
                    gave_up.fetch_add(1, Ordering::Relaxed);
                }
            }
        },
    );
    Tally {
        histogram: histogram.map(|h| h.into_inner()),
        gave_up: gave_up.into_inner(),
        guesses: guesses.into_inner(),
    }
}

/// Checks a set where every engine must finish every puzzle.
fn check_all_finished(puzzles: &[Grid], name: &str) -> Tally {
    let tally = check_all(puzzles, name);
    assert_eq!(tally.gave_up, 0, "{name}: the reference engine gave up");
    tally
}

/// A debug build checks every this-many-th dataset puzzle; a release build
/// checks them all.
const DEBUG_STRIDE: usize = 8;

/// Checks dataset `name`: every puzzle unique (`expect_unique`) or every
/// one with two solutions or more; on the whole set (release builds), the
/// mean guesses per puzzle at most `max_mean_guesses`.
fn dataset(name: &str, expect_unique: bool, max_mean_guesses: f64) {
    let Some(lines) = read_puzzles(name) else {
        return;
    };
    let stride = if cfg!(debug_assertions) {
        DEBUG_STRIDE
    } else {
        1
    };
    let grids: Vec<Grid> = lines
        .iter()
        .step_by(stride)
        .map(|l| l.parse().unwrap())
        .collect();
    let Tally {
        histogram, guesses, ..
    } = check_all_finished(&grids, name);
    let mean = guesses as f64 / grids.len() as f64;
    eprintln!(
        "{name}: {} of {} puzzles (stride {stride}), counts 0/1/2: {histogram:?}, \
         {mean:.3} guesses per puzzle (ceiling {max_mean_guesses} on the whole set)",
        grids.len(),
        lines.len()
    );
    if stride == 1 {
        assert!(
            mean <= max_mean_guesses,
            "{name}: {mean:.3} guesses per puzzle, above the ceiling {max_mean_guesses}"
        );
    }
    if expect_unique {
        assert_eq!(histogram[1], grids.len(), "{name}: every puzzle is unique");
    } else {
        assert_eq!(
            histogram[2],
            grids.len(),
            "{name}: every puzzle has >= 2 solutions"
        );
    }
}

// The guess ceilings sit about 5% above the means of the engine that set
// them (kaggle_proxy 0, 17-clue 0.626, top1465 9.860, 11+ 62.224, 1106
// 114.021, serg 6.281); 11+'s 65.0 also keeps issue 18's "at most 70 per
// puzzle in tdoku's harness", which counts about 5% more than
// `FastResult::guesses`. Lower them when the search gets better.

#[test]
fn kaggle_proxy() {
    dataset("puzzles0_kaggle_proxy", true, 0.01);
}

#[test]
fn seventeen_clue() {
    dataset("puzzles2_17_clue", true, 0.66);
}

#[test]
fn magictour_top1465() {
    dataset("puzzles3_magictour_top1465", true, 10.4);
}

#[test]
fn forum_hardest_1905_11() {
    dataset("puzzles5_forum_hardest_1905_11+", true, 65.0);
}

#[test]
fn forum_hardest_1106() {
    dataset("puzzles6_forum_hardest_1106", true, 120.0);
}

#[test]
fn serg_benchmark() {
    dataset("puzzles7_serg_benchmark", false, 6.6);
}

#[test]
fn ten_thousand_random_puzzles() {
    let mut rng = SplitMix64(20_261_202);
    let grids: Vec<Grid> = (0..10_000)
        .map(|_| {
            let clues = 22 + rng.below(30);
            Grid::from_cells(random_puzzle(&mut rng, clues)).unwrap()
        })
        .collect();
    let histogram = check_all_finished(&grids, "random").histogram;
    eprintln!("random: counts 0/1/2: {histogram:?}");
    // The mix must exercise every outcome, or the test proves little.
    assert!(histogram.iter().all(|&n| n >= 500), "{histogram:?}");
}

/// A million generated puzzles (`DIFFERENTIAL_PUZZLES` overrides the count):
/// random solutions from both the transformed classic grid and from solving
/// a random partial grid, random clue counts from 17 to 60, one in eight
/// with a wrong given. Run by `scripts/test.sh` in release mode.
#[test]
#[ignore = "about a minute in release mode: run with --release -- --ignored"]
fn a_million_generated_puzzles() {
    let total: usize = std::env::var("DIFFERENTIAL_PUZZLES")
        .map(|v| v.parse().expect("DIFFERENTIAL_PUZZLES is a number"))
        .unwrap_or(1_000_000);
    let batch = 50_000;
    let mut histogram = [0usize; 3];
    let mut gave_up = 0;
    let mut rng = SplitMix64(0x5EED_2026_1202);
    let start = std::time::Instant::now();
    for first in (0..total).step_by(batch) {
        let grids: Vec<Grid> = (first..total.min(first + batch))
            .map(|_| {
                let clues = 17 + rng.below(44);
                let cells = if rng.below(2) == 0 {
                    random_puzzle(&mut rng, clues)
                } else {
                    puzzle_from(&solved_random_seed(&mut rng), &mut rng, clues)
                };
                Grid::from_cells(cells).unwrap()
            })
            .collect();
        let tally = check_all(&grids, &format!("generated from #{first}"));
        for (h, c) in histogram.iter_mut().zip(tally.histogram) {
            *h += c;
        }
        gave_up += tally.gave_up;
    }
    eprintln!(
        "{total} generated puzzles in {:?}, counts 0/1/2: {histogram:?}; \
         reference engine out of guesses on {gave_up} (fast engine and peer still compared)",
        start.elapsed()
    );
    assert_eq!(histogram.iter().sum::<usize>(), total);
    // Singles-only brute force is hopeless on a few sparse grids; it must
    // stay rare, and the fast engine must never give up (checked above).
    assert!(gave_up <= total / 10_000, "reference gave up on {gave_up}");
    assert!(histogram.iter().all(|&n| n >= total / 50), "{histogram:?}");
}

/// A solution grid found by solving 11 random, mutually consistent givens
/// (retrying until they have a solution).
fn solved_random_seed(rng: &mut SplitMix64) -> [u8; 81] {
    loop {
        let mut cells = [0u8; 81];
        for _ in 0..11 {
            cells[rng.below(81)] = 1 + rng.below(9) as u8;
        }
        let grid = Grid::from_cells(cells).unwrap();
        if let Some(solution) = sudoku::fast::search(&grid, 1, DEFAULT_MAX_GUESSES).first {
            return *solution.cells();
        }
    }
}
