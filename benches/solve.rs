//! Solving throughput per dataset: our engine through the Rust API and
//! through the C ABI, and the `sudoku` crate as a peer, interleaved in one
//! run. Every puzzle is solved with limit 2 (solve and prove uniqueness).
//!
//! Run: `cargo bench --bench solve` (datasets are read from
//! `../shared/data`; `BENCH_ROUNDS` sets the number of rounds, and
//! `BENCH_DATASETS` a comma-separated list of name fragments to run only
//! some datasets).

use std::ffi::{CString, c_char};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use sudoku::Grid;
use sudoku::fast;

const DATASETS: &[&str] = &[
    "puzzles2_17_clue",
    "puzzles5_forum_hardest_1905_11+",
    "puzzles3_magictour_top1465",
    "puzzles0_kaggle_proxy",
    "puzzles6_forum_hardest_1106",
    "puzzles7_serg_benchmark",
];

struct Dataset {
    name: &'static str,
    lines: Vec<String>,
    grids: Vec<Grid>,
    c_lines: Vec<CString>,
    peers: Vec<peer_sudoku::Sudoku>,
}

fn load(dir: &std::path::Path, name: &'static str) -> Option<Dataset> {
    let text = std::fs::read_to_string(dir.join(name)).ok()?;
    let lines: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect();
    Some(Dataset {
        name,
        grids: lines.iter().map(|l| l.parse().expect("puzzle")).collect(),
        c_lines: lines
            .iter()
            .map(|l| CString::new(l.as_str()).unwrap())
            .collect(),
        peers: lines
            .iter()
            .map(|l| peer_sudoku::Sudoku::from_str_line(l).expect("peer puzzle"))
            .collect(),
        lines,
    })
}

/// Time of one pass over every puzzle.
fn time(f: impl FnOnce()) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

fn main() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data");
    if !dir.is_dir() {
        eprintln!("skipping: {} not found", dir.display());
        return;
    }
    let rounds: usize = std::env::var("BENCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3);
    println!(
        "kernel: {:?}; {rounds} interleaved rounds, best round reported",
        fast::Kernel::best()
    );
    println!(
        "| dataset | puzzles | ours (Rust) kpuz/s | ours (C ABI) kpuz/s | sudoku 0.8.0 kpuz/s | guesses/puzzle | ours/peer | ABI/Rust |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    let only: Vec<String> = std::env::var("BENCH_DATASETS")
        .map(|v| v.split(',').map(str::to_owned).collect())
        .unwrap_or_default();
    for name in DATASETS {
        if !only.is_empty() && !only.iter().any(|o| name.contains(o.as_str())) {
            continue;
        }
        let Some(data) = load(&dir, name) else {
            eprintln!("skipping {name}: not readable");
            continue;
        };
        let n = data.lines.len();
        let mut best = [Duration::MAX; 3];
        let mut guesses = 0u64;
        for _ in 0..rounds {
            let mut round_guesses = 0;
            best[0] = best[0].min(time(|| {
                for grid in &data.grids {
                    let r = fast::search(black_box(grid), 2);
                    round_guesses += r.guesses;
                    black_box(r.solutions);
                }
            }));
            guesses = round_guesses;
            best[1] = best[1].min(time(|| {
                let mut buf = [0 as c_char; 82];
                let mut g = 0u64;
                for line in &data.c_lines {
                    // SAFETY: NUL-terminated input, 82-byte output buffer.
                    let count = unsafe {
                        sudoku::ffi::sudoku_solve_limit(
                            line.as_ptr(),
                            2,
                            buf.as_mut_ptr(),
                            82,
                            &mut g,
                        )
                    };
                    black_box(count);
                }
            }));
            best[2] = best[2].min(time(|| {
                for puzzle in &data.peers {
                    black_box(black_box(*puzzle).solutions_count_up_to(2));
                }
            }));
        }
        let rate = |d: Duration| n as f64 / d.as_secs_f64() / 1000.0;
        println!(
            "| {} | {n} | {:.1} | {:.1} | {:.1} | {:.1} | {:.2} | {:.2} |",
            data.name,
            rate(best[0]),
            rate(best[1]),
            rate(best[2]),
            guesses as f64 / n as f64,
            best[2].as_secs_f64() / best[0].as_secs_f64(),
            best[0].as_secs_f64() / best[1].as_secs_f64(),
        );
    }
}
