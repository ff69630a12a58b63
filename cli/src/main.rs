//! `sudoku`: solve, count, generate, rate and hint puzzles, and benchmark
//! the solver, from the command line.
//!
//! Input: one puzzle per line (81 cells, `.` `0` `_` for blanks), 729
//! pencil-mark characters per line, or 9x9 blocks; blank and `#` lines
//! skipped; from a file, `-` for standard input, the puzzle itself as the
//! argument, or, without one, standard input when it is a pipe or a file
//! and else the built-in classic puzzle.
//!
//! Output: one record per puzzle, in input order, each printed as soon as
//! it and those before it are done; a puzzle that fails gets
//! `# line N: <why>` (the message also goes to stderr).
//!
//! Exit codes: 0 every puzzle succeeded; 1 some puzzle could not be read,
//! solved or counted (the others are still printed); 2 bad usage or an I/O
//! error. A closed output pipe ends the run quietly with 0.

mod args;
mod game;
mod input;
mod output;
mod problems;
mod progress;
mod stream;
mod variant;

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use sudoku::budget::DEFAULT_MAX_GUESSES;
use sudoku::parse::parse_candidates;
use sudoku::{Error, Grid, Sudoku, fast, parallel};

use args::Command;
use input::{Puzzle, Records, Source};
use output::{Format, Json, grid_text, grids_only};
use progress::Progress;
use stream::Feed;

/// Puzzles a worker takes at a time when each is quick to do (fewer when
/// no more input waits): solving and counting.
const CHUNK: usize = 64;

/// Ends the process after an error it cannot go on from: quietly with
/// status 0 for a closed output pipe (the reader downstream has what it
/// wanted), else with the message and status 2.
pub fn die(error: io::Error) -> ! {
    if error.kind() == io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    let _ = writeln!(io::stderr(), "sudoku: {error}");
    std::process::exit(2)
}

/// The records of a source, for [`stream::run`].
pub struct RecordFeed {
    records: Records,
    name: String,
    /// A read error met in the middle of a chunk, reported after it.
    error: Option<io::Error>,
}

impl RecordFeed {
    pub fn open(source: &Source) -> io::Result<RecordFeed> {
        let (reader, name) = input::open(source)?;
        Ok(RecordFeed {
            records: Records::new(reader),
            name,
            error: None,
        })
    }
}

impl Feed for RecordFeed {
    type Item = Puzzle;

    fn next_chunk(&mut self, max: usize) -> io::Result<Vec<Puzzle>> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        let mut chunk = Vec::new();
        while chunk.len() < max {
            match self.records.next() {
                None => break,
                Some(Ok(puzzle)) => chunk.push(puzzle),
                Some(Err(e)) => {
                    let e = input::named(&self.name, e);
                    if chunk.is_empty() {
                        return Err(e);
                    }
                    self.error = Some(e);
                    break;
                }
            }
            if !self.records.has_buffered() {
                break;
            }
        }
        Ok(chunk)
    }
}

/// Runs `work` over the records of `file`'s source, `chunk` at a time,
/// printing each result with `emit` in input order; the number of
/// failures.
pub fn over_records<R: Send, W: Write>(
    file: Option<&str>,
    (threads, chunk): (usize, usize),
    out: &mut W,
    work: impl Fn(&Puzzle) -> R + Sync,
    emit: impl FnMut(&mut W, &Puzzle, R, &Progress) -> io::Result<bool>,
) -> io::Result<usize> {
    let source = input::source(file)?;
    let feed = RecordFeed::open(&source)?;
    let mut progress = Progress::new(input::record_count(&source), "puzzles");
    let threads = parallel::thread_count(threads);
    Ok(stream::run(
        feed,
        threads,
        chunk,
        work,
        out,
        &mut progress,
        emit,
    ))
}

/// [`over_records`] with each result printed by [`output::record`]:
/// `fields` gives a success's JSON fields, `text` its line.
pub fn each_record<T: Send, W: Write>(
    file: Option<&str>,
    threads: (usize, usize),
    (format, out): (Format, &mut W),
    work: impl Fn(&Puzzle) -> Result<T, String> + Sync,
    fields: impl Fn(&T, Json) -> Json,
    text: impl Fn(&T) -> String,
) -> io::Result<usize> {
    over_records(file, threads, out, work, |out, puzzle, result, progress| {
        output::record(
            out,
            format,
            puzzle,
            result,
            progress,
            |value, json| fields(value, json),
            |value| text(value),
        )
    })
}

/// Solves a puzzle as a handle does: the solution and the trace (empty
/// unless `traced`). Pencil marks get the fast engine's first solution.
fn solve_one(puzzle: &Puzzle, traced: bool) -> Result<(Grid, String), String> {
    if puzzle.is_marks() && puzzle.broken.is_none() {
        let search = search_marks(puzzle, 1)?;
        return match search.first {
            Some(solution) => Ok((solution, String::new())),
            None if search.exhausted => Err(problems::BUDGET.to_owned()),
            None => Err(problems::NO_SOLUTION.to_owned()),
        };
    }
    let grid = problems::grid_of(puzzle)?;
    let mut sudoku = Sudoku::new(traced);
    sudoku.set_grid(grid).map_err(|e| e.to_string())?;
    match sudoku.solve() {
        Ok(()) => Ok((*sudoku.grid(), sudoku.trace().to_owned())),
        Err(Error::Conflict) => Err(problems::conflict(&grid)),
        Err(Error::NoSolution) => Err(problems::NO_SOLUTION.to_owned()),
        Err(Error::Exhausted) => Err(problems::BUDGET.to_owned()),
        Err(e) => Err(e.to_string()),
    }
}

/// Searches a pencil-mark record up to `limit` solutions.
fn search_marks(puzzle: &Puzzle, limit: u64) -> Result<fast::FastResult, String> {
    let candidates = parse_candidates(puzzle.text.as_bytes()).map_err(|e| e.to_string())?;
    Ok(fast::search_candidates(
        &candidates,
        limit,
        DEFAULT_MAX_GUESSES,
    ))
}

/// What `count` found for one puzzle.
struct Counted {
    solutions: u64,
    guesses: u64,
}

fn count_one(puzzle: &Puzzle, limit: u64) -> Result<Counted, String> {
    let result = if puzzle.is_marks() && puzzle.broken.is_none() {
        search_marks(puzzle, limit)?
    } else {
        fast::search(&problems::grid_of(puzzle)?, limit, DEFAULT_MAX_GUESSES)
    };
    if result.exhausted {
        return Err(format!(
            "{} after {} solutions",
            problems::BUDGET,
            result.solutions
        ));
    }
    Ok(Counted {
        solutions: result.solutions,
        guesses: result.guesses,
    })
}

fn solve(
    file: Option<&str>,
    traced: bool,
    threads: usize,
    format: Format,
    out: &mut impl Write,
) -> io::Result<usize> {
    let threads = if traced { 1 } else { threads };
    each_record(
        file,
        (threads, CHUNK),
        (format, out),
        |p| solve_one(p, traced),
        |(grid, trace), json| {
            let json = json.string("solution", &grid.to_string());
            if traced {
                json.string("trace", trace)
            } else {
                json
            }
        },
        |(grid, trace)| format!("{trace}{}", grid_text(grid, format)),
    )
}

fn count(
    file: Option<&str>,
    limit: u64,
    threads: usize,
    format: Format,
    out: &mut impl Write,
) -> io::Result<usize> {
    grids_only(format, "count", "numbers")?;
    each_record(
        file,
        (threads, CHUNK),
        (format, out),
        |p| count_one(p, limit),
        |c, json| {
            json.raw("solutions", c.solutions)
                .raw("limit", limit)
                .raw("guesses", c.guesses)
        },
        |c| format!("{}\n", c.solutions),
    )
}

fn bench(
    file: Option<&str>,
    threads: usize,
    rounds: u64,
    format: Format,
    out: &mut impl Write,
) -> io::Result<usize> {
    grids_only(format, "bench", "timings")?;
    let puzzles = input::read_all(&input::source(file)?)?;
    let progress = Progress::new(None, "puzzles");
    let mut grids = Vec::with_capacity(puzzles.len());
    let mut failures = 0;
    for puzzle in &puzzles {
        match problems::grid_of(puzzle) {
            Ok(grid) => grids.push(grid),
            Err(e) => {
                failures += 1;
                progress.note(&format!("line {}: {e}", puzzle.line));
            }
        }
    }
    let mut best = f64::INFINITY;
    let mut results = Vec::new();
    let workers = parallel::thread_count(threads);
    for _ in 0..rounds {
        let start = Instant::now();
        results = vec![(0, 0); grids.len()];
        let jobs = grids.chunks(256).zip(results.chunks_mut(256));
        parallel::run(jobs, workers, |(chunk, slots)| {
            for (grid, slot) in chunk.iter().zip(slots) {
                let r = fast::search(grid, 2, DEFAULT_MAX_GUESSES);
                *slot = (r.solutions, r.guesses);
            }
        });
        best = best.min(start.elapsed().as_secs_f64());
    }
    let mut histogram = [0usize; 3];
    for &(solutions, _) in &results {
        histogram[solutions.min(2) as usize] += 1;
    }
    let guesses: u64 = results.iter().map(|&(_, g)| g).sum();
    let n = grids.len().max(1) as f64;
    let rate = grids.len() as f64 / best.max(1e-9);
    let per_puzzle = guesses as f64 / n;
    let [none, one, more] = histogram;
    let kernel = fast::Kernel::best().name();
    match format {
        Format::Json => out.write_all(
            Json::new()
                .raw("ok", true)
                .raw("puzzles", grids.len())
                .raw("threads", threads)
                .raw("rounds", rounds)
                .raw("seconds", format!("{best:.6}"))
                .raw("puzzles_per_second", format!("{rate:.1}"))
                .raw("guesses_per_puzzle", format!("{per_puzzle:.2}"))
                .raw("counts", format!("[{none},{one},{more}]"))
                .string("kernel", kernel)
                .line()
                .as_bytes(),
        )?,
        _ => writeln!(
            out,
            "puzzles {}, threads {threads}, best of {rounds}: {best:.3} s, {rate:.0} puzzles/s, \
             {per_puzzle:.1} guesses/puzzle, solutions 0/1/2+: {none}/{one}/{more}, \
             kernel {kernel}",
            grids.len(),
        )?,
    }
    Ok(failures)
}

fn run(cli: args::Cli) -> io::Result<usize> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let format = cli.format;
    let failures = match cli.command {
        Command::Solve {
            file,
            trace,
            threads,
        } => solve(file.as_deref(), trace, threads, format, &mut out)?,
        Command::Count {
            file,
            limit,
            threads,
        } => count(file.as_deref(), limit, threads, format, &mut out)?,
        Command::Generate {
            seed,
            count,
            level,
            symmetry,
            attempts,
            clues,
            score,
            technique,
            threads,
        } => {
            let (min_score_tenths, max_score_tenths) = score.unwrap_or((0, 0));
            let options = sudoku::generate::Options {
                level,
                min_score_tenths,
                max_score_tenths,
                hardest: technique,
                symmetry,
                max_attempts: attempts,
                clues,
            };
            game::generate_puzzles(seed, count, options, threads, format, &mut out)?
        }
        Command::Rate { file, threads } => {
            game::rate_puzzles(file.as_deref(), threads, format, &mut out)?
        }
        Command::Hint { file, threads } => {
            game::hint_puzzles(file.as_deref(), threads, format, &mut out)?
        }
        Command::Variant(args) => variant::run(args, format, &mut out)?,
        Command::Bench {
            file,
            threads,
            rounds,
        } => bench(file.as_deref(), threads, rounds, format, &mut out)?,
    };
    out.flush()?;
    Ok(failures)
}

fn main() -> ExitCode {
    match run(args::parse()) {
        Ok(0) => ExitCode::SUCCESS,
        Ok(_) => ExitCode::from(1),
        Err(error) => die(error),
    }
}
