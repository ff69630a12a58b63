//! Variant timing. Run with `cargo bench --bench variant`.
//!
//! For each kind of variant: seeds 0-49 (0-19 for 12x12 and 16x16), one
//! attempt each (up to 100 for jigsaw regions and killer cages); the median
//! and p90 time to generate a puzzle with one solution (minimal, or a
//! killer with cages only), its median givens, and the median and p90 time
//! to solve it (count up to 2, as a uniqueness check). A second table
//! rates the same puzzles with the variant logic: the median and largest
//! rating time, how many end in a guess (their rating is then a lower
//! bound) and how many get each level.

use std::time::Instant;

use sudoku::budget::DEFAULT_MAX_GUESSES;
use sudoku::logic::Technique;
use sudoku::variant::logic::rate;
use sudoku::variant::{Variant, generate, generate_jigsaw, generate_killer, solve};

fn percentile(sorted: &[f64], p: usize) -> f64 {
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)]
}

fn main() {
    let kinds = [
        ("4x4", "size 4", 50),
        ("9x9 jigsaw (with its regions)", "jigsaw", 50),
        ("9x9 killer (cages only)", "killer", 50),
        ("6x6", "size 6", 50),
        ("6x6 diagonal", "size 6\nrules diagonal", 50),
        ("9x9", "size 9", 50),
        ("9x9 anti-knight", "size 9\nrules anti-knight", 50),
        ("9x9 diagonal windoku", "size 9\nrules diagonal windoku", 50),
        ("9x9 non-consecutive", "size 9\nrules non-consecutive", 50),
        ("12x12", "size 12", 20),
        ("16x16", "size 16", 20),
    ];
    println!("| variant | seeds | generate median | p90 | givens (median) | solve median | p90 |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let mut rated = Vec::new();
    for (name, text, seeds) in kinds {
        let template = Variant::template(if text == "jigsaw" || text == "killer" {
            "size 9"
        } else {
            text
        })
        .unwrap();
        let (mut make, mut solved, mut givens) = (Vec::new(), Vec::new(), Vec::new());
        for seed in 0..seeds {
            let start = Instant::now();
            let puzzle = match text {
                "jigsaw" => generate_jigsaw(&template, seed, 100).unwrap(),
                "killer" => generate_killer(&template, seed, 100).unwrap(),
                _ => generate(&template, seed, 1).unwrap(),
            };
            make.push(start.elapsed().as_secs_f64() * 1e3);
            givens.push(puzzle.givens().iter().filter(|&&d| d != 0).count());
            let start = Instant::now();
            let result = solve(&puzzle, 2, DEFAULT_MAX_GUESSES).unwrap();
            solved.push(start.elapsed().as_secs_f64() * 1e3);
            assert_eq!(result.count, 1);
            let start = Instant::now();
            let rating = rate(&puzzle).unwrap();
            rated.push((name, start.elapsed().as_secs_f64() * 1e3, rating));
        }
        make.sort_by(f64::total_cmp);
        solved.sort_by(f64::total_cmp);
        givens.sort_unstable();
        println!(
            "| {name} | {seeds} | {:.2} ms | {:.2} ms | {} | {:.3} ms | {:.3} ms |",
            percentile(&make, 50),
            percentile(&make, 90),
            givens[givens.len() / 2],
            percentile(&solved, 50),
            percentile(&solved, 90)
        );
    }
    println!();
    println!(
        "| variant | rate median | max | ending in a guess | easy / medium / hard / expert / extreme |"
    );
    println!("|---|---:|---:|---:|---|");
    for (name, _, _) in kinds {
        let mine: Vec<_> = rated.iter().filter(|(n, _, _)| *n == name).collect();
        let mut times: Vec<f64> = mine.iter().map(|(_, t, _)| *t).collect();
        times.sort_by(f64::total_cmp);
        let guessed = mine
            .iter()
            .filter(|(_, _, r)| r.hardest == Technique::Guess)
            .count();
        let mut levels = [0; 5];
        for (_, _, r) in &mine {
            levels[r.level as usize] += 1;
        }
        let levels: Vec<String> = levels.iter().map(usize::to_string).collect();
        println!(
            "| {name} | {:.2} ms | {:.2} ms | {guessed} of {} | {} |",
            percentile(&times, 50),
            times[times.len() - 1],
            mine.len(),
            levels.join(" / ")
        );
    }
}
