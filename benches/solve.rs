//! Solving throughput per dataset: our engine through the Rust API (the
//! kernel `Kernel::choice` picks, and the portable kernel) and through the C
//! ABI, and the `sudoku` crate as a peer, interleaved in one run. Every
//! puzzle is solved from its text with limit 2 (solve and prove
//! uniqueness); each engine parses the text itself, and both our paths
//! write the first solution as an 81-character line (the peer only
//! counts). A second table shows
//! `sudoku_solve_batch` on 1 and 2 threads, beside what two independent
//! copies of the work on two threads gain: the machine's own scaling.
//!
//! Run: `cargo bench --bench solve` (datasets are read from
//! `../shared/data`; `BENCH_ROUNDS` sets the number of rounds, and
//! `BENCH_DATASETS` a comma-separated list of name fragments to run only
//! some datasets, and `BENCH_TABLES=solve` or `batch` one table).

use std::ffi::{CString, c_char};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use sudoku::Grid;
use sudoku::budget::DEFAULT_MAX_GUESSES;
use sudoku::fast::Kernel;
use sudoku::ffi::{sudoku_solve_batch, sudoku_solve_limit};

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
    c_lines: Vec<CString>,
}

fn load(dir: &Path, name: &'static str) -> Option<Dataset> {
    let text = std::fs::read_to_string(dir.join(name)).ok()?;
    let lines: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect();
    let c_lines = lines
        .iter()
        .map(|l| CString::new(l.as_str()).unwrap())
        .collect();
    Some(Dataset {
        name,
        lines,
        c_lines,
    })
}

/// Time of one run of `f`.
fn time(f: impl FnOnce()) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

/// Thousands of puzzles per second.
fn rate(puzzles: usize, d: Duration) -> f64 {
    puzzles as f64 / d.as_secs_f64() / 1000.0
}

/// Our engine through the Rust API on `kernel`; returns the guesses made.
/// Like the C ABI path, it writes the first solution as a line.
fn rust_api(data: &Dataset, kernel: Kernel) -> u64 {
    let mut guesses = 0;
    let mut solution = [0u8; 81];
    for line in &data.lines {
        let grid = Grid::parse(black_box(line.as_bytes())).expect("puzzle");
        let result = kernel.search(&grid, 2, DEFAULT_MAX_GUESSES);
        guesses += result.guesses;
        if let Some(first) = &result.first {
            first.write_line(&mut solution);
        }
        black_box((result.solutions, &solution));
    }
    guesses
}

/// Our engine through `sudoku_solve_limit`.
fn c_abi(data: &Dataset) {
    let mut buf = [0 as c_char; 82];
    for line in &data.c_lines {
        // SAFETY: NUL-terminated input, 82-byte output buffer.
        let count = unsafe {
            sudoku_solve_limit(
                black_box(line.as_ptr()),
                2,
                buf.as_mut_ptr(),
                82,
                std::ptr::null_mut(),
            )
        };
        black_box(count);
    }
}

/// The `sudoku` crate.
fn peer(data: &Dataset) {
    for line in &data.lines {
        let puzzle = peer_sudoku::Sudoku::from_str_line(black_box(line)).expect("peer puzzle");
        black_box(puzzle.solutions_count_up_to(2));
    }
}

/// The kernel choice: which, why, and what its timing costs.
fn kernel_choice() -> Kernel {
    let start = Instant::now();
    let choice = Kernel::choice();
    let took = start.elapsed();
    println!(
        "kernel: {} ({:?}), chosen in {:.2} ms",
        choice.kernel.name(),
        choice.reason,
        took.as_secs_f64() * 1e3
    );
    #[cfg(target_arch = "x86_64")]
    for (kernel, time) in sudoku::fast::timings(&Kernel::available()) {
        println!(
            "  timing puzzles on {}: {:.1} us",
            kernel.name(),
            time.as_secs_f64() * 1e6
        );
    }
    choice.kernel
}

fn solving_table(datasets: &[Dataset], rounds: usize) {
    let kernel = kernel_choice();
    println!("{rounds} interleaved rounds, best round reported");
    println!(
        "| dataset | puzzles | ours Rust kpuz/s | ours C ABI kpuz/s | ours portable kpuz/s | sudoku 0.8.0 kpuz/s | guesses/puzzle | ours/peer | ABI/Rust |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for data in datasets {
        let n = data.lines.len();
        let mut best = [Duration::MAX; 4];
        let mut guesses = 0;
        for _ in 0..rounds {
            best[0] = best[0].min(time(|| guesses = rust_api(data, kernel)));
            best[1] = best[1].min(time(|| c_abi(data)));
            best[2] = best[2].min(time(|| {
                rust_api(data, Kernel::Portable);
            }));
            best[3] = best[3].min(time(|| peer(data)));
        }
        println!(
            "| {} | {n} | {:.1} | {:.1} | {:.1} | {:.1} | {:.1} | {:.2} | {:.2} |",
            data.name,
            rate(n, best[0]),
            rate(n, best[1]),
            rate(n, best[2]),
            rate(n, best[3]),
            guesses as f64 / n as f64,
            best[3].as_secs_f64() / best[0].as_secs_f64(),
            best[0].as_secs_f64() / best[1].as_secs_f64(),
        );
    }
}

/// `sudoku_solve_batch` over every puzzle of `input` (82-byte lines) on
/// `threads` threads.
fn batch(input: &[c_char], out: &mut [c_char], counts: &mut [i64], threads: i32) {
    let n = counts.len();
    // SAFETY: every buffer holds n slots of 82 bytes / n counts.
    let status = unsafe {
        sudoku_solve_batch(
            input.as_ptr(),
            n,
            82,
            out.as_mut_ptr(),
            82,
            threads,
            counts.as_mut_ptr(),
        )
    };
    assert_eq!(status, 0);
}

/// `sudoku_solve_batch` on 1 and 2 threads over each dataset laid out as
/// 82-byte lines, as a file read into memory; and, as what the machine
/// itself gives, two one-thread batches over the whole set at once on two
/// threads (two independent copies of the work, nothing shared).
fn batch_table(datasets: &[Dataset], rounds: usize) {
    println!();
    println!(
        "| dataset (sudoku_solve_batch) | 1 thread kpuz/s | 2 threads kpuz/s | speed-up | two copies at once: speed-up |"
    );
    println!("|---|---:|---:|---:|---:|");
    for data in datasets {
        let n = data.lines.len();
        let mut input = vec![b'\n' as c_char; n * 82];
        for (i, line) in data.lines.iter().enumerate() {
            for (j, b) in line.bytes().take(81).enumerate() {
                input[i * 82 + j] = b as c_char;
            }
        }
        let mut out = [vec![0 as c_char; n * 82], vec![0 as c_char; n * 82]];
        let mut counts = [vec![0i64; n], vec![0i64; n]];
        let mut best = [Duration::MAX; 3];
        for _ in 0..rounds {
            for (slot, threads) in [(0, 1), (1, 2)] {
                best[slot] =
                    best[slot].min(time(|| batch(&input, &mut out[0], &mut counts[0], threads)));
            }
            best[2] = best[2].min(time(|| {
                let [out0, out1] = &mut out;
                let [counts0, counts1] = &mut counts;
                std::thread::scope(|scope| {
                    scope.spawn(|| batch(&input, out0, counts0, 1));
                    batch(&input, out1, counts1, 1);
                });
            }));
        }
        println!(
            "| {} | {:.1} | {:.1} | {:.2} | {:.2} |",
            data.name,
            rate(n, best[0]),
            rate(n, best[1]),
            best[0].as_secs_f64() / best[1].as_secs_f64(),
            2.0 * best[0].as_secs_f64() / best[2].as_secs_f64()
        );
    }
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
    let only: Vec<String> = std::env::var("BENCH_DATASETS")
        .map(|v| v.split(',').map(str::to_owned).collect())
        .unwrap_or_default();
    let datasets: Vec<Dataset> = DATASETS
        .iter()
        .filter(|name| only.is_empty() || only.iter().any(|o| name.contains(o.as_str())))
        .filter_map(|name| load(&dir, name))
        .collect();
    let tables = std::env::var("BENCH_TABLES").unwrap_or_default();
    if tables.is_empty() || tables.contains("solve") {
        solving_table(&datasets, rounds);
    }
    if tables.is_empty() || tables.contains("batch") {
        batch_table(&datasets, rounds);
    }
}
