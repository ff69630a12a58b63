//! Work over a stream of items on several threads, with the results
//! printed in input order as soon as each one and all before it are done.
//!
//! A reader thread cuts the input into chunks (a chunk ends early when no
//! more input is waiting, so a slow producer's records are not held
//! back), workers take chunks from a bounded queue, and the calling
//! thread prints finished chunks in order, flushing whenever it has
//! nothing more to print yet. It also drives the progress bar.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::Mutex;
use std::sync::mpsc::{RecvTimeoutError, channel, sync_channel};
use std::time::Duration;

use crate::progress::Progress;

/// What a stream reads from: chunks of at most `max` items, an empty one
/// at the end.
pub trait Feed: Send {
    type Item: Send;
    fn next_chunk(&mut self, max: usize) -> io::Result<Vec<Self::Item>>;
}

/// A finished chunk, or the read error at that point of the input.
enum Done<T, R> {
    Chunk(Vec<(T, R)>),
    Failed(io::Error),
}

/// Runs `work` on every item of `feed` on `threads` threads (at least
/// one; chunks of `chunk` items) and gives each item and its result to
/// `emit` in input order; `emit` writes to `out` and says whether the
/// item failed. Returns how many failed. A read or write error ends the
/// process ([`crate::die`]: quietly for a closed pipe), since the reader
/// may be waiting on input that never comes.
pub fn run<F, R, W>(
    mut feed: F,
    threads: usize,
    chunk: usize,
    work: impl Fn(&F::Item) -> R + Sync,
    out: &mut W,
    progress: &mut Progress,
    mut emit: impl FnMut(&mut W, &F::Item, R, &Progress) -> io::Result<bool>,
) -> usize
where
    F: Feed,
    R: Send,
    W: Write,
{
    let threads = threads.max(1);
    let (jobs, queue) = sync_channel::<(usize, Vec<F::Item>)>(2 * threads);
    let queue = Mutex::new(queue);
    let (results, finished) = channel::<(usize, Done<F::Item, R>)>();
    let work = &work;
    std::thread::scope(|scope| {
        let reader_results = results.clone();
        scope.spawn(move || {
            for index in 0.. {
                match feed.next_chunk(chunk) {
                    Ok(items) if items.is_empty() => break,
                    Ok(items) => {
                        if jobs.send((index, items)).is_err() {
                            break;
                        }
                    }
                    Err(e) => {
                        let _ = reader_results.send((index, Done::Failed(e)));
                        break;
                    }
                }
            }
        });
        for _ in 0..threads {
            let results = results.clone();
            let queue = &queue;
            scope.spawn(move || {
                loop {
                    let job = queue.lock().unwrap_or_else(|e| e.into_inner()).recv();
                    let Ok((index, items)) = job else { break };
                    let done: Vec<(F::Item, R)> = items
                        .into_iter()
                        .map(|item| {
                            let result = work(&item);
                            (item, result)
                        })
                        .collect();
                    if results.send((index, Done::Chunk(done))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(results);

        let mut failures = 0;
        let mut waiting: BTreeMap<usize, Done<F::Item, R>> = BTreeMap::new();
        let mut next = 0;
        loop {
            let message = match finished.recv_timeout(Duration::from_millis(200)) {
                Ok(message) => message,
                Err(RecvTimeoutError::Timeout) => {
                    out.flush().unwrap_or_else(|e| crate::die(e));
                    progress.show();
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => break,
            };
            waiting.insert(message.0, message.1);
            while let Some(done) = waiting.remove(&next) {
                match done {
                    Done::Chunk(items) => {
                        for (item, result) in items {
                            let failed = emit(out, &item, result, progress)
                                .unwrap_or_else(|e| crate::die(e));
                            failures += usize::from(failed);
                            progress.advance();
                        }
                    }
                    Done::Failed(e) => {
                        let _ = out.flush();
                        crate::die(e)
                    }
                }
                next += 1;
            }
            out.flush().unwrap_or_else(|e| crate::die(e));
        }
        failures
    })
}
