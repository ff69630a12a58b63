//! `sudoku`: solve puzzles from the command line.
//!
//! Exit codes: 0 every puzzle solved; 1 some puzzle could not be read or
//! solved (the others are still printed); 2 bad usage or an I/O error.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use sudoku::{Grid, Sudoku, parallel};

/// The classic puzzle solved when no input is given.
const DEFAULT_PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Puzzles per job of the parallel path.
const CHUNK: usize = 512;

/// Inputs at least this large show a progress bar (on a terminal).
const PROGRESS_MIN: usize = 20_000;

#[derive(Parser)]
#[command(version, about = "Solve Sudoku puzzles with libsudoku")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Solve one puzzle per line (81 cells, `.` or `0` for blanks; `#` lines
    /// are comments) and print one solution line per puzzle, in input order.
    Solve {
        /// Input file, or `-` for standard input. Without it the classic
        /// puzzle is solved.
        file: Option<PathBuf>,
        /// Print the solving log (givens, singles, guesses, backtracks)
        /// before each solution. Solves one puzzle at a time.
        #[arg(long)]
        trace: bool,
        /// Worker threads (0 = one per core).
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
}

/// A puzzle line and its 1-based line number.
struct Puzzle {
    line: usize,
    text: String,
}

/// The puzzle lines of `input`, skipping blank and `#` lines.
fn read_puzzles(mut input: impl Read) -> io::Result<Vec<Puzzle>> {
    let mut text = String::new();
    input.read_to_string(&mut text)?;
    Ok(text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .map(|(line, l)| Puzzle {
            line,
            text: l.to_owned(),
        })
        .collect())
}

/// Solves a puzzle as a handle does, returning the solution or the error.
fn solve_text(text: &str, sudoku: &mut Sudoku) -> Result<Grid, String> {
    sudoku.clear();
    sudoku
        .set_string(text)
        .and_then(|()| sudoku.solve())
        .map(|()| *sudoku.grid())
        .map_err(|e| e.to_string())
}

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

/// Solves every puzzle on `threads` threads; results in input order.
fn solve_parallel(puzzles: &[Puzzle], threads: usize) -> Vec<Result<Grid, String>> {
    let mut results: Vec<Result<Grid, String>> = vec![Err(String::new()); puzzles.len()];
    let bar = progress(puzzles.len());
    let jobs = puzzles.chunks(CHUNK).zip(results.chunks_mut(CHUNK));
    parallel::run(jobs, parallel::thread_count(threads), |(chunk, out)| {
        let mut sudoku = Sudoku::new(false);
        for (puzzle, slot) in chunk.iter().zip(out.iter_mut()) {
            *slot = solve_text(&puzzle.text, &mut sudoku);
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

/// Writes the solutions in order; reports failures on stderr. Returns how
/// many puzzles failed.
fn report(
    puzzles: &[Puzzle],
    results: &[Result<Grid, String>],
    out: &mut impl Write,
) -> io::Result<usize> {
    let mut failures = 0;
    for (puzzle, result) in puzzles.iter().zip(results) {
        match result {
            Ok(grid) => writeln!(out, "{grid}")?,
            Err(message) => {
                out.flush()?;
                eprintln!("line {}: {message}", puzzle.line);
                failures += 1;
            }
        }
    }
    Ok(failures)
}

/// Solves one puzzle at a time, printing each trace before its solution.
fn solve_traced(puzzles: &[Puzzle], out: &mut impl Write) -> io::Result<usize> {
    let mut failures = 0;
    for puzzle in puzzles {
        let mut sudoku = Sudoku::new(true);
        let result = solve_text(&puzzle.text, &mut sudoku);
        out.write_all(sudoku.trace().as_bytes())?;
        failures += report(std::slice::from_ref(puzzle), &[result], out)?;
    }
    Ok(failures)
}

fn open(file: Option<PathBuf>) -> io::Result<Box<dyn BufRead>> {
    Ok(match file {
        None => Box::new(DEFAULT_PUZZLE.as_bytes()),
        Some(path) if path.as_os_str() == "-" => Box::new(io::stdin().lock()),
        Some(path) => {
            let file = File::open(&path)
                .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
            Box::new(BufReader::new(file))
        }
    })
}

fn run(cli: Cli) -> io::Result<usize> {
    let (file, trace, threads) = match cli.command {
        Some(Command::Solve {
            file,
            trace,
            threads,
        }) => (file, trace, threads),
        None => (None, false, 0),
    };
    let puzzles = read_puzzles(open(file)?)?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let failures = if trace {
        solve_traced(&puzzles, &mut out)?
    } else {
        let results = solve_parallel(&puzzles, threads);
        report(&puzzles, &results, &mut out)?
    };
    out.flush()?;
    Ok(failures)
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(0) => ExitCode::SUCCESS,
        Ok(_) => ExitCode::from(1),
        Err(error) => {
            eprintln!("sudoku: {error}");
            ExitCode::from(2)
        }
    }
}
