//! Running independent jobs on several threads, without global state.

use std::num::NonZeroUsize;
use std::sync::{Mutex, PoisonError};

/// The number of threads to use for `requested` (0 = one per core).
pub fn thread_count(requested: usize) -> usize {
    if requested == 0 {
        std::thread::available_parallelism().map_or(1, NonZeroUsize::get)
    } else {
        requested
    }
}

/// Runs `work` on every job of `jobs`, on up to `threads` threads (at least
/// one). Jobs are handed out one at a time from a shared queue, so uneven
/// jobs still keep every thread busy. A panic in `work` makes this call
/// panic too, once every thread has stopped.
pub fn run<I, F>(jobs: I, threads: usize, work: F)
where
    I: Iterator + Send,
    I::Item: Send,
    F: Fn(I::Item) + Sync,
{
    if threads <= 1 {
        jobs.for_each(work);
        return;
    }
    let queue = Mutex::new(jobs);
    let next = || queue.lock().unwrap_or_else(PoisonError::into_inner).next();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(job) = next() {
                    work(job);
                }
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn every_job_runs_once_on_any_thread_count() {
        for threads in [0, 1, 2, 7] {
            let mut out = vec![0usize; 1000];
            run(
                out.chunks_mut(64).enumerate(),
                thread_count(threads),
                |(i, chunk)| {
                    for (j, slot) in chunk.iter_mut().enumerate() {
                        *slot += i * 64 + j;
                    }
                },
            );
            assert!(out.iter().enumerate().all(|(i, &v)| v == i));
        }
    }

    #[test]
    fn jobs_really_spread_over_threads() {
        let seen = Mutex::new(std::collections::HashSet::new());
        let started = AtomicUsize::new(0);
        run(0..4, 2, |_| {
            started.fetch_add(1, Ordering::SeqCst);
            // Hold each job until a second one has started somewhere.
            while started.load(Ordering::SeqCst) < 2 {
                std::thread::yield_now();
            }
            seen.lock().unwrap().insert(std::thread::current().id());
        });
        assert_eq!(seen.lock().unwrap().len(), 2);
    }

    #[test]
    #[should_panic(expected = "a scoped thread panicked")]
    fn a_panicking_job_is_reported() {
        run(0..10, 2, |i| assert!(i != 5, "job failed"));
    }
}
