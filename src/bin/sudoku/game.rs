//! The game commands: generate, rate and hint.

use std::io::{self, Write};

use clap::ValueEnum;
use sudoku::Grid;
use sudoku::budget::DEFAULT_MAX_GUESSES;
use sudoku::fast;
use sudoku::generate::{Options, Symmetry, generate};
use sudoku::geometry::cell_name;
use sudoku::hint::step_on;
use sudoku::logic::{self, Level};

use crate::input::Puzzle;
use crate::output::{Format, grid_text, json_string, report};

/// A difficulty level on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LevelArg {
    /// Singles only.
    Easy,
    /// Locked candidates and subsets.
    Medium,
    /// Fish.
    Hard,
    /// Unique rectangles (rare: often needs many attempts).
    Expert,
    /// Needs guessing.
    Extreme,
}

impl From<LevelArg> for Level {
    fn from(level: LevelArg) -> Level {
        match level {
            LevelArg::Easy => Level::Easy,
            LevelArg::Medium => Level::Medium,
            LevelArg::Hard => Level::Hard,
            LevelArg::Expert => Level::Expert,
            LevelArg::Extreme => Level::Extreme,
        }
    }
}

/// A symmetry on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SymmetryArg {
    /// No symmetry.
    None,
    /// Half-turn symmetry.
    Rotate180,
    /// Quarter-turn symmetry.
    Rotate90,
    /// Mirror across the vertical axis.
    Mirror,
    /// Mirror across the main diagonal.
    Diagonal,
}

impl From<SymmetryArg> for Symmetry {
    fn from(symmetry: SymmetryArg) -> Symmetry {
        match symmetry {
            SymmetryArg::None => Symmetry::None,
            SymmetryArg::Rotate180 => Symmetry::Rotate180,
            SymmetryArg::Rotate90 => Symmetry::Rotate90,
            SymmetryArg::Mirror => Symmetry::Mirror,
            SymmetryArg::Diagonal => Symmetry::Diagonal,
        }
    }
}

/// Generates `count` puzzles from seeds `seed`, `seed + 1`, ...; returns
/// how many seeds found no puzzle of the level asked.
pub fn generate_puzzles(
    seed: u64,
    count: u64,
    options: Options,
    format: Format,
    out: &mut impl Write,
) -> io::Result<usize> {
    let mut failures = 0;
    for seed in (0..count).map(|i| seed.wrapping_add(i)) {
        match (generate(seed, &options), format) {
            (Ok(g), Format::Json) => writeln!(
                out,
                "{{\"seed\":{seed},\"ok\":true,\"puzzle\":\"{}\",\"solution\":\"{}\",\"level\":\"{}\",\
                 \"score\":{:.1},\"attempts\":{}}}",
                g.puzzle,
                g.solution,
                g.rating.level.name(),
                g.rating.score,
                g.attempts
            )?,
            (Ok(g), _) => out.write_all(grid_text(&g.puzzle, format).as_bytes())?,
            (Err(_), format) => {
                failures += 1;
                let message = format!(
                    "no puzzle of that level in {} attempts",
                    options.max_attempts
                );
                if format == Format::Json {
                    writeln!(
                        out,
                        "{{\"seed\":{seed},\"ok\":false,\"error\":\"{message}\"}}"
                    )?;
                } else {
                    out.flush()?;
                    eprintln!("seed {seed}: {message}");
                }
            }
        }
    }
    Ok(failures)
}

/// Rates each puzzle: score, level and hardest technique.
pub fn rate_puzzles(puzzles: &[Puzzle], format: Format, out: &mut impl Write) -> io::Result<usize> {
    let results: Vec<Result<_, String>> = puzzles
        .iter()
        .map(|p| {
            let grid =
                Grid::parse(p.text.as_bytes()).map_err(|e| format!("cannot parse puzzle: {e}"))?;
            logic::rate(&grid).ok_or_else(|| "not a puzzle with exactly one solution".to_owned())
        })
        .collect();
    report(
        out,
        format,
        puzzles,
        &results,
        |r| {
            format!(
                "\"score\":{:.1},\"level\":\"{}\",\"hardest\":\"{}\"",
                r.score,
                r.level.name(),
                r.hardest.name()
            )
        },
        |r, _| format!("{:.1} {} ({})\n", r.score, r.level.name(), r.hardest.name()),
    )
}

/// The simplest next step for each puzzle (a guess from the solution when
/// no technique applies).
pub fn hint_puzzles(puzzles: &[Puzzle], format: Format, out: &mut impl Write) -> io::Result<usize> {
    let results: Vec<Result<_, String>> = puzzles
        .iter()
        .map(|p| {
            let grid =
                Grid::parse(p.text.as_bytes()).map_err(|e| format!("cannot parse puzzle: {e}"))?;
            if grid.filled_count() == 81 {
                return Err("the grid is already full".to_owned());
            }
            // The simplest step (or the guess), as the library's hint gives it.
            let search = fast::search(&grid, 2, DEFAULT_MAX_GUESSES);
            match (search.solutions, search.first, search.exhausted) {
                (1, Some(solution), false) => {
                    Ok(step_on(&logic::Marks::from_grid(&grid), &solution))
                }
                _ => Err("not a puzzle with exactly one solution".to_owned()),
            }
        })
        .collect();
    let pairs = |list: &[(usize, u8)]| {
        let items: Vec<String> = list
            .iter()
            .map(|&(c, d)| format!("{{\"cell\":\"{}\",\"digit\":{d}}}", cell_name(c)))
            .collect();
        format!("[{}]", items.join(","))
    };
    report(
        out,
        format,
        puzzles,
        &results,
        |s| {
            let cells: Vec<String> = s
                .cells
                .iter()
                .map(|&c| format!("\"{}\"", cell_name(c)))
                .collect();
            format!(
                "\"technique\":\"{}\",\"cells\":[{}],\"placements\":{},\"eliminations\":{},\"explanation\":{}",
                s.technique.name(),
                cells.join(","),
                pairs(&s.placements),
                pairs(&s.eliminations),
                json_string(&s.explain())
            )
        },
        |s, _| format!("{}\n", s.explain()),
    )
}
