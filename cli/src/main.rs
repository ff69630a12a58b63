//! `sudoku`: solve, count, generate, rate, hint and benchmark puzzles from
//! the command line.
//!
//! Input: one puzzle per line (81 cells, `.` `0` `_` for blanks), 729
//! pencil-mark characters per line, or 9x9 blocks; blank and `#` lines
//! skipped; from a file, `-` for standard input, the puzzle itself as the
//! argument, or, without one, the built-in classic puzzle.
//!
//! Output: one record per puzzle, in input order; a puzzle that fails gets
//! `# line N: <why>` (the message also goes to stderr).
//!
//! Exit codes: 0 every puzzle succeeded; 1 some puzzle could not be read,
//! solved or counted (the others are still printed); 2 bad usage or an I/O
//! error.

mod game;
mod input;
mod output;
mod problems;
mod variant;
mod work;

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use sudoku::budget::DEFAULT_MAX_GUESSES;
use sudoku::generate::Options;
use sudoku::parse::parse_candidates;
use sudoku::{Error, Grid, Sudoku, fast};

use input::{Puzzle, input_text, read_puzzles};
use output::{Format, grid_text, report};
use work::map_parallel;

#[derive(Parser)]
#[command(
    version,
    about = "Solve, count, generate, rate and benchmark Sudoku puzzles with libsudoku",
    after_help = "Input: one puzzle per line (81 cells, '.', '0' or '_' for blanks), a line of \
729 pencil-mark characters (solve, count, hint), or 9 lines of 9 cells as --format block \
prints; blank and '#' lines are skipped. FILE is a file, '-' for standard input, or the puzzle \
itself; without FILE, the built-in classic puzzle. Without a command, solves the classic \
puzzle.\n\nOutput: one record per puzzle in input order; a puzzle that fails gets \
'# line N: <why>' (also on stderr).\n\nExit codes: 0 all puzzles succeeded, 1 some puzzle \
failed (the others are still printed), 2 bad usage or I/O error."
)]
struct Cli {
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Line, global = true)]
    format: Format,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Solve each puzzle and print its solution, in input order. With several
    /// solutions, the first in the documented search order is printed.
    Solve {
        /// Input file, `-` for standard input, or a puzzle.
        file: Option<PathBuf>,
        /// Also print the solving log (givens, singles, guesses, backtracks);
        /// solves one puzzle at a time.
        #[arg(long)]
        trace: bool,
        /// Worker threads (0 = one per core).
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
    /// Count the solutions of each puzzle up to a limit (a count equal to
    /// the limit means "at least that many").
    Count {
        /// Input file, `-` for standard input, or a puzzle.
        file: Option<PathBuf>,
        /// Stop counting at this many solutions (2 = uniqueness check).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
        limit: u64,
        /// Worker threads (0 = one per core).
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
    /// Generate puzzles with a unique solution from seeds (the same seed and
    /// options give the same puzzle everywhere).
    Generate {
        /// The first seed; puzzle i uses seed + i. Without it, a random seed
        /// is picked and printed on stderr, so the run can be repeated.
        #[arg(long)]
        seed: Option<u64>,
        /// How many puzzles.
        #[arg(long, default_value_t = 1)]
        count: u64,
        /// The level wanted (any when omitted).
        #[arg(long, value_enum)]
        level: Option<game::LevelArg>,
        /// Cells emptied together.
        #[arg(long, value_enum, default_value_t = game::SymmetryArg::Rotate180)]
        symmetry: game::SymmetryArg,
        /// Attempts per puzzle before giving up on that seed (1000, as
        /// SUDOKU_GENERATE_DEFAULT_ATTEMPTS).
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..))]
        attempts: u32,
        /// Stop removing clues at this many or fewer (17-80) instead of
        /// making the puzzle minimal.
        #[arg(long, value_parser = clap::value_parser!(u8).range(17..=80))]
        clues: Option<u8>,
        /// The score wanted: `6.0-7.5` (a band), `9-` (at least 9) or `3.2`
        /// (exactly). From a lower bound of 8.5 up, attempts climb from
        /// the hardest puzzle so far.
        #[arg(long, value_parser = game::parse_score_range)]
        score: Option<(u16, u16)>,
        /// The technique the hardest step must be, named as `rate` prints
        /// it (e.g. "X-Wing", "XY-chain"); not one ratings leave out (AIC,
        /// the ALS patterns, Sue de Coq, hidden rectangles).
        #[arg(long, value_parser = game::parse_technique)]
        technique: Option<sudoku::logic::Technique>,
    },
    /// Rate each puzzle: a Sudoku Explainer-style score, a level (easy,
    /// medium, hard, expert, extreme) and the hardest technique needed.
    Rate {
        /// Input file, `-` for standard input, or a puzzle.
        file: Option<PathBuf>,
    },
    /// Show the simplest next logical step for each puzzle, explained.
    Hint {
        /// Input file, `-` for standard input, or a puzzle.
        file: Option<PathBuf>,
    },
    /// Variant puzzles (sizes 4-16, jigsaw, diagonal, windoku, anti-knight,
    /// anti-king, non-consecutive, killer cages) in the text format of
    /// README's "Variants": solve, count, rate, hint or generate one.
    Variant {
        /// What to do.
        #[arg(value_enum)]
        action: variant::Action,
        /// The description (for generate: the rules, without givens): a
        /// file, `-` for standard input, or the text itself with `;`
        /// between lines (e.g. "size 6;rules killer").
        file: Option<PathBuf>,
        /// count: stop at this many solutions.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
        limit: u64,
        /// generate: the seed (the same seed and rules give the same puzzle).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// generate: the level wanted (any when omitted).
        #[arg(long, value_enum)]
        level: Option<game::LevelArg>,
        /// generate: puzzles made and rated before giving up.
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..))]
        attempts: u32,
    },
    /// Time the fast engine on the puzzles (each solved with limit 2, as a
    /// uniqueness check) and print puzzles per second and guesses per puzzle.
    Bench {
        /// Input file, `-` for standard input, or a puzzle.
        file: Option<PathBuf>,
        /// Worker threads (0 = one per core).
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Passes over the input; the fastest is reported.
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..))]
        rounds: u64,
    },
}

/// Solves a puzzle as a handle does: the solution and the trace (empty
/// unless `traced`). Pencil marks get the fast engine's first solution.
fn solve_one(puzzle: &Puzzle, traced: bool) -> Result<(Grid, String), String> {
    if puzzle.is_marks() {
        let search = search_marks(puzzle, 1)?;
        return match search.first {
            Some(solution) => Ok((solution, String::new())),
            None if search.exhausted => Err("work budget exhausted".to_owned()),
            None => Err("no solution".to_owned()),
        };
    }
    let grid = problems::grid_of(puzzle)?;
    let mut sudoku = Sudoku::new(traced);
    sudoku.set_grid(grid).map_err(|e| e.to_string())?;
    match sudoku.solve() {
        Ok(()) => Ok((*sudoku.grid(), sudoku.trace().to_owned())),
        Err(Error::Conflict) => Err(problems::conflict(&grid)),
        Err(e) => Err(e.to_string()),
    }
}

/// Searches a pencil-mark record up to `limit` solutions.
fn search_marks(puzzle: &Puzzle, limit: u64) -> Result<fast::FastResult, String> {
    let candidates = parse_candidates(puzzle.text.as_bytes())
        .map_err(|e| e.to_string())?;
    Ok(fast::search_candidates(
        &candidates,
        limit,
        DEFAULT_MAX_GUESSES,
    ))
}

/// What `count` found for one puzzle.
#[derive(Clone)]
struct Counted {
    solutions: u64,
    guesses: u64,
}

fn count_one(puzzle: &Puzzle, limit: u64) -> Result<Counted, String> {
    let result = if puzzle.is_marks() {
        search_marks(puzzle, limit)?
    } else {
        fast::search(&problems::grid_of(puzzle)?, limit, DEFAULT_MAX_GUESSES)
    };
    if result.exhausted {
        return Err(format!(
            "work budget exhausted after {} solutions",
            result.solutions
        ));
    }
    Ok(Counted {
        solutions: result.solutions,
        guesses: result.guesses,
    })
}

fn solve(
    puzzles: &[Puzzle],
    traced: bool,
    threads: usize,
    format: Format,
    out: &mut impl Write,
) -> io::Result<usize> {
    let threads = if traced { 1 } else { threads };
    let results = map_parallel(puzzles, threads, Err(String::new()), |p| {
        solve_one(p, traced)
    });
    report(
        out,
        format,
        puzzles,
        &results,
        |(grid, trace)| {
            let trace = if traced {
                format!(",\"trace\":{}", output::json_string(trace))
            } else {
                String::new()
            };
            format!("\"solution\":\"{grid}\"{trace}")
        },
        |(grid, trace), format| format!("{trace}{}", grid_text(grid, format)),
    )
}

fn count(
    puzzles: &[Puzzle],
    limit: u64,
    threads: usize,
    format: Format,
    out: &mut impl Write,
) -> io::Result<usize> {
    let results = map_parallel(puzzles, threads, Err(String::new()), |p| {
        count_one(p, limit)
    });
    report(
        out,
        format,
        puzzles,
        &results,
        |c| {
            format!(
                "\"solutions\":{},\"limit\":{limit},\"guesses\":{}",
                c.solutions, c.guesses
            )
        },
        |c, _| format!("{}\n", c.solutions),
    )
}

fn bench(
    puzzles: &[Puzzle],
    threads: usize,
    rounds: u64,
    format: Format,
    out: &mut impl Write,
) -> io::Result<usize> {
    let mut grids = Vec::with_capacity(puzzles.len());
    let mut failures = 0;
    for puzzle in puzzles {
        match problems::grid_of(puzzle) {
            Ok(grid) => grids.push(grid),
            Err(e) => {
                failures += 1;
                eprintln!("line {}: {e}", puzzle.line);
            }
        }
    }
    let mut best = f64::INFINITY;
    let mut results = Vec::new();
    for _ in 0..rounds {
        let start = Instant::now();
        results = map_parallel(&grids, threads, (0, 0), |g| {
            let r = fast::search(g, 2, DEFAULT_MAX_GUESSES);
            (r.solutions, r.guesses)
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
    match format {
        Format::Json => writeln!(
            out,
            "{{\"puzzles\":{},\"threads\":{threads},\"rounds\":{rounds},\"seconds\":{best:.6},\
             \"puzzles_per_second\":{rate:.1},\"guesses_per_puzzle\":{per_puzzle:.2},\
             \"counts\":[{},{},{}]}}",
            grids.len(),
            histogram[0],
            histogram[1],
            histogram[2]
        )?,
        _ => writeln!(
            out,
            "puzzles {}, threads {threads}, best of {rounds}: {best:.3} s, {rate:.0} puzzles/s, \
             {per_puzzle:.1} guesses/puzzle, solutions 0/1/2+: {}/{}/{}",
            grids.len(),
            histogram[0],
            histogram[1],
            histogram[2]
        )?,
    }
    Ok(failures)
}

fn run(cli: Cli) -> io::Result<usize> {
    let command = cli.command.unwrap_or(Command::Solve {
        file: None,
        trace: false,
        threads: 0,
    });
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let format = cli.format;
    let failures = match command {
        Command::Solve {
            file,
            trace,
            threads,
        } => solve(
            &read_puzzles(&input_text(file)?),
            trace,
            threads,
            format,
            &mut out,
        )?,
        Command::Count {
            file,
            limit,
            threads,
        } => count(
            &read_puzzles(&input_text(file)?),
            limit,
            threads,
            format,
            &mut out,
        )?,
        Command::Generate {
            seed,
            count,
            level,
            symmetry,
            attempts,
            clues,
            score,
            technique,
        } => {
            let (min_score_tenths, max_score_tenths) = score.unwrap_or((0, 0));
            let options = Options {
                level: level.map(Into::into),
                min_score_tenths,
                max_score_tenths,
                hardest: technique,
                symmetry: symmetry.into(),
                max_attempts: attempts,
                clues: clues.map(usize::from),
            };
            let seed = seed.unwrap_or_else(|| {
                let seed = game::random_seed();
                eprintln!("sudoku: seed {seed} (repeat with --seed {seed})");
                seed
            });
            game::generate_puzzles(seed, count, options, format, &mut out)?
        }
        Command::Rate { file } => {
            game::rate_puzzles(&read_puzzles(&input_text(file)?), format, &mut out)?
        }
        Command::Hint { file } => {
            game::hint_puzzles(&read_puzzles(&input_text(file)?), format, &mut out)?
        }
        Command::Variant {
            action,
            file,
            limit,
            seed,
            level,
            attempts,
        } => variant::run(
            variant::Args {
                action,
                file,
                limit,
                seed,
                level,
                attempts,
            },
            format,
            &mut out,
        )?,
        Command::Bench {
            file,
            threads,
            rounds,
        } => bench(
            &read_puzzles(&input_text(file)?),
            threads,
            rounds,
            format,
            &mut out,
        )?,
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
