//! Variant timing. Run with `cargo bench --bench variant`.
//!
//! For each kind of variant: seeds 0-49 (0-19 for 12x12, 16x16 and the
//! listed rules, whose elements were drawn once from one solved grid), one
//! attempt each (up to 100 for jigsaw regions and killer cages, 20 for
//! listed rules); the median
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
        (
            "9x9, 4 thermometers",
            "size 9\nthermo r1c8 r2c7 r1c6 r2c5\nthermo r8c8 r8c9 r9c8 r9c9\nthermo r3c6 r4c7 r3c8 r2c9\nthermo r2c3 r1c3 r2c2 r3c3",
            20,
        ),
        (
            "9x9, 4 slow thermometers",
            "size 9\nslow-thermo r5c5 r5c4 r4c3 r3c2\nslow-thermo r4c6 r4c5 r4c4 r3c3\nslow-thermo r1c8 r2c8 r3c7 r2c6\nslow-thermo r7c5 r8c4 r8c3 r8c2",
            20,
        ),
        (
            "9x9, 8 greater-than signs",
            "size 9\ngreater r3c8 r4c8\ngreater r8c4 r8c5\ngreater r3c4 r2c4\ngreater r4c9 r4c8\ngreater r5c6 r4c6\ngreater r6c4 r6c5\ngreater r7c2 r7c3\ngreater r7c5 r8c5",
            20,
        ),
        (
            "9x9, 6 white kropki dots",
            "size 9\nkropki-white r1c8 r1c9\nkropki-white r7c4 r8c4\nkropki-white r9c2 r9c3\nkropki-white r2c9 r3c9\nkropki-white r4c8 r4c9\nkropki-white r4c4 r4c5",
            20,
        ),
        (
            "9x9, 6 black kropki dots",
            "size 9\nkropki-black r1c3 r2c3\nkropki-black r6c5 r6c6\nkropki-black r4c1 r5c1\nkropki-black r5c1 r5c2\nkropki-black r6c6 r6c7\nkropki-black r2c3 r2c4",
            20,
        ),
        (
            "9x9, every kropki dot (kropki-all)",
            "size 9\nkropki-all\nkropki-white r1c2 r1c3\nkropki-white r1c4 r1c5\nkropki-white r1c5 r1c6\nkropki-white r1c6 r1c7\nkropki-white r1c8 r1c9\nkropki-white r2c1 r2c2\nkropki-white r2c3 r2c4\nkropki-white r2c7 r2c8\nkropki-black r2c8 r2c9\nkropki-white r3c2 r3c3\nkropki-white r3c4 r3c5\nkropki-black r3c5 r3c6\nkropki-white r3c7 r3c8\nkropki-white r3c8 r3c9\nkropki-white r4c4 r4c5\nkropki-black r4c7 r4c8\nkropki-white r4c8 r4c9\nkropki-black r5c1 r5c2\nkropki-black r6c5 r6c6\nkropki-black r6c6 r6c7\nkropki-white r6c8 r6c9\nkropki-black r7c8 r7c9\nkropki-white r8c2 r8c3\nkropki-black r8c7 r8c8\nkropki-white r9c1 r9c2\nkropki-white r9c2 r9c3\nkropki-white r1c1 r2c1\nkropki-black r1c3 r2c3\nkropki-white r2c9 r3c9\nkropki-white r3c3 r4c3\nkropki-white r3c6 r4c6\nkropki-white r3c7 r4c7\nkropki-black r4c1 r5c1\nkropki-white r4c4 r5c4\nkropki-white r4c5 r5c5\nkropki-white r5c2 r6c2\nkropki-black r5c3 r6c3\nkropki-white r5c4 r6c4\nkropki-white r5c6 r6c6\nkropki-white r5c7 r6c7\nkropki-white r6c5 r7c5\nkropki-white r7c4 r8c4\nkropki-white r7c9 r8c9\nkropki-white r8c1 r9c1\nkropki-black r8c2 r9c2\nkropki-black r8c4 r9c4",
            20,
        ),
        (
            "9x9, 6 X",
            "size 9\nx r7c5 r7c6\nx r3c1 r3c2\nx r3c9 r4c9\nx r6c9 r7c9\nx r7c7 r7c8\nx r3c5 r4c5",
            20,
        ),
        (
            "9x9, 6 V",
            "size 9\nv r8c1 r9c1\nv r4c6 r4c7\nv r8c4 r8c5\nv r6c5 r7c5\nv r1c8 r2c8\nv r4c8 r4c9",
            20,
        ),
        (
            "9x9, every X and V (xv-all)",
            "size 9\nxv-all\nx r1c3 r1c4\nx r1c7 r1c8\nx r2c4 r2c5\nx r3c1 r3c2\nv r4c6 r4c7\nv r4c8 r4c9\nx r5c6 r5c7\nx r5c8 r5c9\nx r7c5 r7c6\nx r7c7 r7c8\nx r8c1 r8c2\nv r8c4 r8c5\nx r8c5 r8c6\nx r9c4 r9c5\nx r1c2 r2c2\nv r1c8 r2c8\nx r1c9 r2c9\nx r2c3 r3c3\nx r2c8 r3c8\nx r3c4 r4c4\nx r3c5 r4c5\nx r3c9 r4c9\nv r6c5 r7c5\nx r6c7 r7c7\nx r6c9 r7c9\nv r8c1 r9c1\nx r8c8 r9c8",
            20,
        ),
        (
            "9x9, 12 odd cells",
            "size 9\nodd r1c7 r8c3 r3c4 r2c4 r2c5 r9c1 r7c5 r8c9 r9c8 r6c1 r4c3 r9c9",
            20,
        ),
        (
            "9x9, 12 even cells",
            "size 9\neven r1c6 r3c6 r1c4 r9c2 r2c3 r2c8 r3c5 r9c5 r4c1 r5c1 r7c7 r4c5",
            20,
        ),
        (
            "9x9, 4 whispers",
            "size 9\nwhisper r7c7 r8c6 r7c5 r6c4\nwhisper r3c5 r2c5 r3c4 r3c3\nwhisper r2c3 r3c2 r3c1 r4c1\nwhisper r1c9 r2c9 r1c8 r1c7",
            20,
        ),
        (
            "9x9, 3 palindromes",
            "size 9\npalindrome r7c7 r6c1 r8c5 r5c7 r4c8\npalindrome r7c3 r5c6 r1c2 r2c7 r8c5\npalindrome r9c7 r7c8 r1c6 r2c9 r6c2",
            20,
        ),
        (
            "9x9, 2 extra regions",
            "size 9\nextra-region r5c9 r5c1 r2c5 r5c7 r6c8\nextra-region r6c6 r8c6 r7c2 r7c7 r6c8",
            20,
        ),
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
                // Listed rules: attempts until a grid keeps them.
                _ if !template.constraints().is_empty() => generate(&template, seed, 20).unwrap(),
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
