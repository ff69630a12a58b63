//! Generator timing per level: seeds 100-120, half-turn symmetry, 100
//! attempts each; prints the median time and how many seeds found a
//! puzzle of the level. Run with `cargo bench --bench generate`.

use std::time::Instant;

use sudoku::generate::{Options, Symmetry, generate};
use sudoku::logic::Level;

fn main() {
    println!("| level | median | found |\n|---|---|---|");
    for level in [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ] {
        let options = Options {
            level: Some(level),
            symmetry: Symmetry::Rotate180,
            max_attempts: 100,
            clues: None,
        };
        let mut times = Vec::new();
        let mut found = 0;
        for seed in 100..121u64 {
            let start = Instant::now();
            found += u32::from(generate(seed, &options).is_ok());
            times.push(start.elapsed().as_secs_f64() * 1e3);
        }
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        println!("| {} | {median:.1} ms | {found}/21 |", level.name());
    }
}
