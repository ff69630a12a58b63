//! `sudoku variant`: solve, count, rate, hint and generate variant puzzles
//! (sizes 4-16, jigsaw, diagonal, windoku, anti-knight, anti-king,
//! non-consecutive, killer cages) described in the library's text format.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use clap::ValueEnum;
use sudoku::budget::DEFAULT_MAX_GUESSES;
use sudoku::logic::{Level, Rating};
use sudoku::variant::game::VariantGame;
use sudoku::variant::hint::{VariantHint, hint};
use sudoku::variant::logic::{Improper, rate};
use sudoku::variant::recipe::Recipe;
use sudoku::variant::{Variant, solve};

use crate::game::LevelArg;
use crate::output::{Format, json_string};

/// What `sudoku variant` does.
#[derive(Clone, Copy, ValueEnum)]
pub enum Action {
    /// Print the solution (the first found when there are several).
    Solve,
    /// Count the solutions up to --limit.
    Count,
    /// Rate: score, level and the hardest technique.
    Rate,
    /// Explain the simplest next step.
    Hint,
    /// Generate a puzzle from the rules in FILE (the format without
    /// givens; `rules` may also say `jigsaw` and `killer`).
    Generate,
}

/// Options of `sudoku variant`.
pub struct Args {
    pub action: Action,
    pub file: Option<PathBuf>,
    pub limit: u64,
    pub seed: u64,
    pub level: Option<LevelArg>,
    pub attempts: u32,
}

/// The description: a file, `-` for standard input, or the text itself
/// with `;` between lines (when no such file exists).
fn description(file: Option<PathBuf>) -> io::Result<String> {
    let Some(path) = file else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "variant: give a FILE, '-' or the description itself",
        ));
    };
    if path.as_os_str() == "-" {
        let mut text = String::new();
        io::stdin().lock().read_to_string(&mut text)?;
        return Ok(text);
    }
    if !Path::new(&path).exists() && path.to_string_lossy().starts_with("size ") {
        return Ok(path.to_string_lossy().replace(';', "\n"));
    }
    fs::read_to_string(&path)
        .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))
}

fn why(improper: Improper) -> &'static str {
    match improper {
        Improper::NoSolution => "no solution",
        Improper::NotUnique => "more than one solution",
        Improper::Exhausted => "work budget exhausted",
    }
}

/// The grid as text: one line of N*N cells, or N lines of N.
fn grid_text(cells: &[u8], size: usize, format: Format) -> String {
    let line = Variant::cells_text(cells);
    match format {
        Format::Block => {
            line.as_bytes()
                .chunks(size)
                .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
                .collect::<String>()
                + "\n"
        }
        _ => format!("{line}\n"),
    }
}

fn rating_text(r: &Rating, format: Format) -> String {
    let level = r.level.name();
    let hardest = r.hardest.name();
    match format {
        Format::Json => format!(
            "{{\"score\":{:.1},\"level\":\"{level}\",\"hardest\":{}}}\n",
            r.score,
            json_string(hardest)
        ),
        _ => format!("{:.1} {level} {hardest}\n", r.score),
    }
}

/// Runs `sudoku variant`; the number of failures (0 or 1).
pub fn run(args: Args, format: Format, out: &mut impl Write) -> io::Result<usize> {
    let text = description(args.file)?;
    let fail = |message: String| {
        eprintln!("sudoku: {message}");
        Ok(1)
    };
    if let Action::Generate = args.action {
        let recipe = match Recipe::parse(&text) {
            Ok(r) => r,
            Err(e) => return fail(e.to_string()),
        };
        let level = args.level.map(Level::from);
        return match recipe.generate(args.seed, level, args.attempts) {
            Ok((puzzle, rating)) => {
                match format {
                    Format::Json => writeln!(
                        out,
                        "{{\"seed\":{},\"variant\":{},\"score\":{:.1},\"level\":\"{}\"}}",
                        args.seed,
                        json_string(&puzzle.to_text()),
                        rating.score,
                        rating.level.name()
                    )?,
                    _ => write!(out, "{}", puzzle.to_text())?,
                }
                Ok(0)
            }
            Err(e) => fail(format!("no puzzle within {} attempts: {e}", args.attempts)),
        };
    }
    let variant = match Variant::parse(&text) {
        Ok(v) => v,
        Err(e) => return fail(e.to_string()),
    };
    let n = variant.size();
    match args.action {
        Action::Solve | Action::Count => {
            let limit = if let Action::Solve = args.action {
                1
            } else {
                args.limit
            };
            let solved = match solve(&variant, limit, DEFAULT_MAX_GUESSES) {
                Ok(s) => s,
                Err(e) => return fail(e.to_string()),
            };
            match (args.action, solved.first()) {
                (Action::Count, _) => match format {
                    Format::Json => writeln!(
                        out,
                        "{{\"solutions\":{},\"limit\":{limit},\"guesses\":{}}}",
                        solved.count, solved.guesses
                    )?,
                    _ => writeln!(out, "{}", solved.count)?,
                },
                (_, None) => return fail("no solution".to_owned()),
                (_, Some(first)) => match format {
                    Format::Json => {
                        writeln!(out, "{{\"solution\":\"{}\"}}", Variant::cells_text(first))?
                    }
                    _ => write!(out, "{}", grid_text(first, n, format))?,
                },
            }
        }
        Action::Rate => match rate(&variant) {
            Ok(r) => write!(out, "{}", rating_text(&r, format))?,
            Err(e) => return fail(why(e).to_owned()),
        },
        Action::Hint => {
            let game = match VariantGame::new(variant) {
                Ok(g) => g,
                Err(e) => return fail(why(e).to_owned()),
            };
            let found = hint(&game, false);
            let text = found.explain(game.variant());
            match format {
                Format::Json => {
                    let technique = match &found {
                        VariantHint::Step(step) => json_string(step.technique.name()),
                        _ => "null".to_owned(),
                    };
                    writeln!(
                        out,
                        "{{\"technique\":{technique},\"explanation\":{}}}",
                        json_string(&text)
                    )?
                }
                _ => writeln!(out, "{text}")?,
            }
        }
        Action::Generate => unreachable!("handled above"),
    }
    Ok(0)
}
