//! Random calls of every long-running variant function (solve, count,
//! rate, generate, a game and its hints) on random sizes, rules, cages and
//! givens: none may take over 10 s (wall time on an otherwise idle
//! machine, which is CPU time here: every call is single-threaded). The
//! slowest calls are printed. Release builds only (unoptimized, calls are
//! 10-30 times slower); CI runs 20 s of it, and the full run is
//!
//!     cargo test --release --test variant_random -- --ignored --nocapture
//!
//! (`VARIANT_RANDOM_SECONDS`, default 180, sets its length).

use std::time::{Duration, Instant};

use sudoku::play::Play;
use sudoku::rng::SplitMix64;
use sudoku::variant::game::VariantGame;
use sudoku::variant::hint::hint;
use sudoku::variant::logic::rate;
use sudoku::variant::recipe::Recipe;
use sudoku::variant::{Variant, solve};

/// The longest a call may take.
const LIMIT: Duration = Duration::from_secs(10);

/// A random description: a size, rules that size allows, maybe jigsaw
/// regions or killer cages (for generation), maybe givens of a generated
/// puzzle with some taken away.
fn random_text(rng: &mut SplitMix64, generating: bool) -> String {
    let size = [4, 6, 8, 9, 9, 9, 10, 12, 16][rng.below(9)];
    let mut rules: Vec<&str> = Vec::new();
    for rule in ["diagonal", "anti-knight", "anti-king", "non-consecutive"] {
        if rng.below(3) == 0 {
            rules.push(rule);
        }
    }
    if size == 9 && rng.below(4) == 0 {
        rules.push("windoku");
    }
    if generating {
        if rng.below(3) == 0 {
            rules.push("jigsaw");
        }
        if rng.below(3) == 0 {
            rules.push("killer");
        }
    }
    let mut text = format!("size {size}\n");
    if !rules.is_empty() {
        text += &format!("rules {}\n", rules.join(" "));
    }
    text
}

/// Times `call`, keeping the slowest calls.
fn timed<T>(slowest: &mut Vec<(Duration, String)>, what: String, call: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = call();
    let took = start.elapsed();
    assert!(took < LIMIT, "{what} took {took:?}");
    slowest.push((took, what));
    slowest.sort_by_key(|s| std::cmp::Reverse(s.0));
    slowest.truncate(5);
    out
}

fn run(seconds: u64) {
    let mut rng = SplitMix64::new(0x5eed_0045);
    let mut slowest = Vec::new();
    let (start, mut calls) = (Instant::now(), 0u64);
    while start.elapsed() < Duration::from_secs(seconds) {
        let seed = rng.next_u64();
        let recipe_text = random_text(&mut rng, true);
        let Ok(recipe) = Recipe::parse(&recipe_text) else {
            continue;
        };
        let what = format!("generate seed {seed} of {recipe_text:?}");
        calls += 1;
        let made = timed(&mut slowest, what, || recipe.generate(seed, None, 1));
        // Empty grids of the rules, and the generated puzzle with givens
        // taken away, solved and counted.
        let plain = random_text(&mut rng, false);
        if let Ok(v) = Variant::parse(&plain) {
            let limit = 1 + rng.below(3) as u64;
            calls += 1;
            let what = format!("count {plain:?} up to {limit}");
            let _ = timed(&mut slowest, what, || {
                solve(&v, limit, sudoku::budget::variant_max_guesses(v.size()))
            });
        }
        let Ok((puzzle, _)) = made else {
            continue;
        };
        let mut text = puzzle.to_text();
        if rng.below(2) == 0 {
            let cells: Vec<char> = Variant::cells_text(puzzle.givens()).chars().collect();
            let thinned: String = cells
                .iter()
                .map(|&c| if rng.below(3) == 0 { '.' } else { c })
                .collect();
            text = text
                .lines()
                .filter(|l| !l.starts_with("givens"))
                .collect::<Vec<_>>()
                .join("\n")
                + &format!("\ngivens {thinned}\n");
        }
        let Ok(v) = Variant::parse(&text) else {
            continue;
        };
        calls += 3;
        let what = format!("count {text:?}");
        let _ = timed(&mut slowest, what, || {
            solve(&v, 2, sudoku::budget::variant_max_guesses(v.size()))
        });
        let _ = timed(&mut slowest, format!("rate {text:?}"), || rate(&v));
        let game = timed(&mut slowest, format!("game on {text:?}"), || {
            VariantGame::new(v.clone())
        });
        if let Ok(mut game) = game {
            game.auto_pencil();
            calls += 1;
            let _ = timed(&mut slowest, format!("hint on {text:?}"), || {
                hint(&game, true)
            });
        }
    }
    println!("{calls} calls in {:?}; the slowest:", start.elapsed());
    for (took, what) in &slowest {
        println!("  {took:?}  {}", what.replace('\n', ";"));
    }
}

#[test]
#[ignore = "release builds only: VARIANT_RANDOM_SECONDS (default 180) seconds"]
fn random_variant_calls_each_under_ten_seconds() {
    let optimized = std::hint::black_box(!cfg!(debug_assertions));
    assert!(
        optimized,
        "the bound is for release builds: cargo test --release"
    );
    let seconds = std::env::var("VARIANT_RANDOM_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(180);
    run(seconds);
}
