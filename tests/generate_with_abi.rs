//! `sudoku_generate_with` as a C caller uses it: score bands, the hardest
//! technique, determinism, clue targets and the cancel flag.

use std::ffi::CString;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::{Duration, Instant};

use sudoku::ffi::*;

/// A score band without symmetry (what these tests were measured with).
fn options(min: i32, max: i32) -> SudokuGenerateOptions {
    SudokuGenerateOptions {
        min_score_tenths: min,
        max_score_tenths: max,
        symmetry: SUDOKU_SYMMETRY_NONE,
        ..Default::default()
    }
}

struct Made {
    status: SudokuStatus,
    puzzle: String,
    solution: String,
    rating: SudokuRating,
}

fn generate(seed: u64, options: &SudokuGenerateOptions) -> Made {
    let mut puzzle = [0u8; 82];
    let mut solution = [0u8; 82];
    let mut rating = SudokuRating {
        score_tenths: -1,
        level: -1,
        hardest: -1,
    };
    let status = unsafe {
        sudoku_generate_with(
            seed,
            options,
            puzzle.as_mut_ptr().cast(),
            solution.as_mut_ptr().cast(),
            82,
            &mut rating,
        )
    };
    let text = |b: &[u8; 82]| b[..81].iter().map(|&c| char::from(c)).collect();
    Made {
        status,
        puzzle: text(&puzzle),
        solution: text(&solution),
        rating,
    }
}

/// What `sudoku_rate` says of a puzzle.
fn rate(puzzle: &str) -> SudokuRating {
    let text = CString::new(puzzle).unwrap();
    let mut rating = SudokuRating {
        score_tenths: -1,
        level: -1,
        hardest: -1,
    };
    assert_eq!(
        unsafe { sudoku_rate(text.as_ptr(), &mut rating) },
        SUDOKU_OK
    );
    rating
}

fn unique_with(puzzle: &str, solution: &str) -> bool {
    let text = CString::new(puzzle).unwrap();
    let mut found = [0u8; 82];
    let mut guesses = 0;
    let count = unsafe {
        sudoku_solve_limit(
            text.as_ptr(),
            2,
            found.as_mut_ptr().cast(),
            82,
            &mut guesses,
        )
    };
    let found: String = found[..81].iter().map(|&c| char::from(c)).collect();
    count == 1 && found == solution
}

#[test]
fn every_band_gets_a_unique_puzzle_inside_it() {
    let bands = [(10, 14), (15, 24), (25, 39), (40, 59), (60, 74), (75, 89)];
    for (min, max) in bands {
        for seed in 0..3 {
            let made = generate(seed, &options(min, max));
            assert_eq!(made.status, SUDOKU_OK, "band {min}-{max} seed {seed}");
            let score = made.rating.score_tenths;
            assert!((min..=max).contains(&score), "{min}-{max}: {score}");
            assert_eq!(
                rate(&made.puzzle),
                made.rating,
                "the rating is the puzzle's"
            );
            assert!(unique_with(&made.puzzle, &made.solution));
        }
    }
}

#[test]
fn a_lower_bound_of_nine_is_reached_by_climbing() {
    let made = generate(2, &options(90, 0));
    assert_eq!(made.status, SUDOKU_OK);
    assert!(made.rating.score_tenths >= 90, "{:?}", made.rating);
    assert_eq!(rate(&made.puzzle), made.rating);
    assert!(unique_with(&made.puzzle, &made.solution));
}

#[test]
fn the_hardest_step_is_the_technique_asked_for() {
    for (technique, seed) in [(7, 1), (12, 2), (24, 3)] {
        let wanted = SudokuGenerateOptions {
            hardest: technique,
            ..options(0, 0)
        };
        let made = generate(seed, &wanted);
        assert_eq!(made.status, SUDOKU_OK, "technique {technique}");
        assert_eq!(made.rating.hardest, technique);
        assert_eq!(rate(&made.puzzle).hardest, technique);
    }
}

#[test]
fn the_same_seed_and_options_give_the_same_puzzle() {
    for wanted in [options(60, 74), options(90, 0), options(0, 14)] {
        let (a, b) = (generate(5, &wanted), generate(5, &wanted));
        assert_eq!(a.status, SUDOKU_OK);
        assert_eq!((a.puzzle, a.rating), (b.puzzle, b.rating));
    }
    let mirror = SudokuGenerateOptions {
        symmetry: SUDOKU_SYMMETRY_MIRROR,
        ..options(40, 59)
    };
    let made = generate(7, &mirror);
    assert_eq!(made.status, SUDOKU_OK);
    let cells = made.puzzle.as_bytes();
    for r in 0..9 {
        for c in 0..9 {
            assert_eq!(cells[r * 9 + c] == b'.', cells[r * 9 + 8 - c] == b'.');
        }
    }
}

#[test]
fn a_clue_target_keeps_clues_within_the_score() {
    let wanted = SudokuGenerateOptions {
        clues: 30,
        ..options(0, 24)
    };
    let made = generate(3, &wanted);
    assert_eq!(made.status, SUDOKU_OK);
    assert!(made.puzzle.bytes().filter(|&b| b != b'.').count() <= 30);
    assert!(made.rating.score_tenths <= 24);
}

/// This thread's last error message.
fn last_error() -> String {
    let mut buf = [0u8; 512];
    let n = unsafe { sudoku_last_error(buf.as_mut_ptr().cast(), buf.len()) };
    String::from_utf8(buf[..n.min(511)].to_vec()).unwrap()
}

#[test]
fn unlikely_targets_run_out_of_attempts() {
    let wanted = SudokuGenerateOptions {
        max_attempts: 3,
        ..options(99, 0)
    };
    assert_eq!(generate(1, &wanted).status, SUDOKU_LIMIT_REACHED);
}

/// Requests no puzzle can meet are refused before any work, with a
/// message that says why.
#[test]
fn impossible_targets_are_refused_at_once() {
    for (wanted, why) in [
        (
            SudokuGenerateOptions {
                hardest: 21,
                ..options(0, 0)
            },
            "the guess is where a rating gives up",
        ),
        (options(101, 0), "out of the generator's reach"),
        (
            SudokuGenerateOptions {
                hardest: 7, // X-Wing, 3.2
                ..options(60, 74)
            },
            "X-Wing scores 3.2, outside the scores asked for (6.0-7.4)",
        ),
    ] {
        let start = Instant::now();
        assert_eq!(generate(1, &wanted).status, SUDOKU_ERR_RANGE);
        assert!(start.elapsed() < Duration::from_millis(50));
        let message = last_error();
        assert!(
            message.starts_with("sudoku_generate_with: ") && message.contains(why),
            "{message}"
        );
    }
}

/// The flag is read while the generator works: set from another thread, it
/// stops a search that would otherwise run for minutes. (The 10 ms the
/// contract promises is measured by `cargo bench --bench generate`; this
/// allows more, for debug builds on a loaded machine.)
#[test]
fn a_flag_set_from_another_thread_cancels_the_call() {
    let flag = AtomicI32::new(0);
    let address = flag.as_ptr() as usize;
    std::thread::scope(|s| {
        let worker = s.spawn(move || {
            let wanted = SudokuGenerateOptions {
                cancel: address as *const i32,
                max_attempts: u32::MAX,
                ..options(100, 0)
            };
            let made = generate(1, &wanted);
            (made.status, Instant::now(), made.puzzle)
        });
        std::thread::sleep(Duration::from_millis(300));
        let set = Instant::now();
        flag.store(1, Ordering::Relaxed);
        let (status, done, puzzle) = worker.join().unwrap();
        assert_eq!(status, SUDOKU_CANCELLED);
        assert_eq!(puzzle, "\0".repeat(81), "nothing written");
        let latency = done.saturating_duration_since(set);
        assert!(latency < Duration::from_millis(250), "{latency:?}");
    });
}

#[test]
fn the_options_struct_has_the_contract_layout() {
    let defaults = SudokuGenerateOptions::default();
    assert_eq!(defaults.size as usize, size_of::<SudokuGenerateOptions>());
    assert_eq!((defaults.hardest, defaults.max_attempts), (-1, 1000));
    assert_eq!(defaults.symmetry, SUDOKU_GENERATE_DEFAULT_SYMMETRY);
    assert_eq!(SUDOKU_GENERATE_DEFAULT_SYMMETRY, SUDOKU_SYMMETRY_ROTATE180);
    assert!(defaults.cancel.is_null());
    let expected = if size_of::<usize>() == 8 { 40 } else { 32 };
    assert_eq!(size_of::<SudokuGenerateOptions>(), expected);
    assert_eq!(
        std::mem::offset_of!(SudokuGenerateOptions, max_attempts),
        24
    );
}
