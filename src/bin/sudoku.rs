//! `sudoku`: solve puzzles from the command line.
//!
//! Exit codes: 0 every puzzle solved; 1 some puzzle could not be read or
//! solved (the others are still printed); 2 bad usage or an I/O error.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use sudoku::Sudoku;

/// The classic puzzle solved when no input is given.
const DEFAULT_PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[derive(Parser)]
#[command(version, about = "Solve Sudoku puzzles with libsudoku")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Solve one puzzle per line (81 cells, `.` or `0` for blanks; `#` lines
    /// are comments) and print one solution line per puzzle.
    Solve {
        /// Input file, or `-` for standard input. Without it the classic
        /// puzzle is solved.
        file: Option<PathBuf>,
        /// Print the solving log (givens, singles, guesses, backtracks)
        /// before each solution.
        #[arg(long)]
        trace: bool,
    },
}

/// Solves `puzzle`, writing the trace (if asked) and the solution line.
fn solve_one(puzzle: &str, trace: bool, out: &mut impl Write) -> io::Result<Result<(), String>> {
    let mut sudoku = Sudoku::new(trace);
    let outcome = sudoku.set_string(puzzle).and_then(|()| sudoku.solve());
    out.write_all(sudoku.trace().as_bytes())?;
    match outcome {
        Ok(()) => {
            writeln!(out, "{}", sudoku.to_line())?;
            Ok(Ok(()))
        }
        Err(error) => Ok(Err(error.to_string())),
    }
}

/// Solves every puzzle line of `input`; returns how many lines failed.
fn solve_lines(input: impl BufRead, trace: bool, out: &mut impl Write) -> io::Result<usize> {
    let mut failures = 0;
    for (index, line) in input.lines().enumerate() {
        let line = line?;
        let puzzle = line.trim();
        if puzzle.is_empty() || puzzle.starts_with('#') {
            continue;
        }
        if let Err(message) = solve_one(puzzle, trace, out)? {
            out.flush()?;
            eprintln!("line {}: {message}", index + 1);
            failures += 1;
        }
    }
    Ok(failures)
}

fn run(cli: Cli) -> io::Result<usize> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let (file, trace) = match cli.command {
        Some(Command::Solve { file, trace }) => (file, trace),
        None => (None, false),
    };
    let failures = match file {
        None => solve_lines(DEFAULT_PUZZLE.as_bytes(), trace, &mut out)?,
        Some(path) if path.as_os_str() == "-" => solve_lines(io::stdin().lock(), trace, &mut out)?,
        Some(path) => {
            let file = File::open(&path)
                .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
            solve_lines(BufReader::new(file), trace, &mut out)?
        }
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
