//! Generator timing. Run with `cargo bench --bench generate`.
//!
//! 1. Per level: seeds 100-120, half-turn symmetry, 100 attempts each; the
//!    median time and how many seeds found a puzzle of the level.
//! 2. Per score band (`generate_with`'s bounds): seeds 0-49, no symmetry,
//!    SUDOKU_GENERATE_DEFAULT_ATTEMPTS (1000) attempts; median and p90 time,
//!    how many seeds found one, and the median attempts.
//! 3. Cancel latency: a search that cannot succeed (score >= 12.0) is
//!    cancelled from another thread after 20-500 ms; the time from setting
//!    the flag to the call's return, median and worst of 50.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use sudoku::generate::{Options, Symmetry, generate, generate_until};
use sudoku::logic::Level;

fn percentile(sorted: &[f64], p: usize) -> f64 {
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)]
}

fn levels() {
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
            ..Options::default()
        };
        let mut times = Vec::new();
        let mut found = 0;
        for seed in 100..121u64 {
            let start = Instant::now();
            found += u32::from(generate(seed, &options).is_ok());
            times.push(start.elapsed().as_secs_f64() * 1e3);
        }
        times.sort_by(f64::total_cmp);
        println!(
            "| {} | {:.1} ms | {found}/21 |",
            level.name(),
            percentile(&times, 50)
        );
    }
}

fn bands() {
    println!("\n| score band | median | p90 | found | median attempts |\n|---|---|---|---|---|");
    let bands = [
        (10, 14),
        (15, 24),
        (25, 39),
        (40, 59),
        (60, 74),
        (75, 89),
        (90, 0),
    ];
    for (min, max) in bands {
        let options = Options {
            min_score_tenths: min,
            max_score_tenths: max,
            max_attempts: 1000,
            ..Options::default()
        };
        let mut times = Vec::new();
        let mut attempts = Vec::new();
        let mut found = 0;
        for seed in 0..50u64 {
            let start = Instant::now();
            let made = generate(seed, &options);
            times.push(start.elapsed().as_secs_f64() * 1e3);
            if let Ok(made) = made {
                found += 1;
                attempts.push(made.attempts as f64);
            }
        }
        times.sort_by(f64::total_cmp);
        attempts.sort_by(f64::total_cmp);
        let band = match max {
            0 => format!(">= {:.1}", f32::from(min) / 10.0),
            _ => format!("{:.1}-{:.1}", f32::from(min) / 10.0, f32::from(max) / 10.0),
        };
        println!(
            "| {band} | {:.1} ms | {:.1} ms | {found}/50 | {} |",
            percentile(&times, 50),
            percentile(&times, 90),
            attempts.get(attempts.len() / 2).copied().unwrap_or(0.0)
        );
    }
}

fn cancel_latency() {
    let options = Options {
        min_score_tenths: 120,
        max_attempts: u32::MAX,
        ..Options::default()
    };
    let mut latencies = Vec::new();
    for run in 0..50u64 {
        let flag = AtomicBool::new(false);
        let stop = || flag.load(Ordering::Relaxed);
        let returned = std::thread::scope(|s| {
            let worker = s.spawn(|| {
                let result = generate_until(run, &options, &stop);
                assert!(result.is_err());
                Instant::now()
            });
            std::thread::sleep(Duration::from_millis(20 + run * 97 % 480));
            let set = Instant::now();
            flag.store(true, Ordering::Relaxed);
            worker.join().unwrap().saturating_duration_since(set)
        });
        latencies.push(returned.as_secs_f64() * 1e3);
    }
    latencies.sort_by(f64::total_cmp);
    println!(
        "\ncancel latency over 50 runs: median {:.3} ms, worst {:.3} ms",
        percentile(&latencies, 50),
        latencies[latencies.len() - 1]
    );
}

fn main() {
    levels();
    bands();
    cancel_latency();
}
