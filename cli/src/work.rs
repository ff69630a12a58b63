//! Running a job over every puzzle on several threads, in input order,
//! with a progress bar on a terminal for large inputs.

use std::io::{self, IsTerminal};

use indicatif::{ProgressBar, ProgressStyle};
use sudoku::parallel;

/// Puzzles per job of the parallel runner.
const CHUNK: usize = 512;

/// Inputs at least this large show a progress bar (on a terminal).
const PROGRESS_MIN: usize = 20_000;

/// A progress bar on stderr for large inputs when stderr is a terminal.
fn progress(total: usize) -> Option<ProgressBar> {
    if total < PROGRESS_MIN || !io::stderr().is_terminal() {
        return None;
    }
    let bar = ProgressBar::new(total as u64);
    let style = ProgressStyle::with_template("{bar:40} {pos}/{len} puzzles, {per_sec}, eta {eta}")
        .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    Some(bar)
}

/// Applies `work` to every item on `threads` threads (0 = one per core);
/// the results come back in input order.
pub fn map_parallel<T: Sync, R: Send + Clone>(
    items: &[T],
    threads: usize,
    empty: R,
    work: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let mut results = vec![empty; items.len()];
    let bar = progress(items.len());
    let jobs = items.chunks(CHUNK).zip(results.chunks_mut(CHUNK));
    parallel::run(jobs, parallel::thread_count(threads), |(chunk, out)| {
        for (item, slot) in chunk.iter().zip(out.iter_mut()) {
            *slot = work(item);
        }
        if let Some(bar) = &bar {
            bar.inc(chunk.len() as u64);
        }
    });
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    results
}
