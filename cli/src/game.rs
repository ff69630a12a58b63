//! The game commands: generate, rate and hint.

use std::io::{self, Write};

use clap::ValueEnum;
use sudoku::budget::DEFAULT_MAX_GUESSES;
use sudoku::fast;
use sudoku::generate::{Options, Symmetry, generate};
use sudoku::geometry::cell_name;
use sudoku::hint::{Hint, hint_on_candidates, step_on};
use sudoku::logic::{self, Level, Technique};
use sudoku::parse::parse_candidates;

use crate::input::Puzzle;
use crate::output::{Format, failure_record, grid_text, json_string, report};
use crate::problems::{grid_of, unique};

/// A seed for a run without `--seed`: random per process (std's hasher
/// keys come from the operating system's random source).
pub fn random_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(u64::from(std::process::id()));
    hasher.finish()
}

/// A difficulty level on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LevelArg {
    /// Score below 2.5: singles only.
    Easy,
    /// Score 2.5-3.9: locked candidates, pairs, triples, X-Wing, Swordfish.
    Medium,
    /// Score 4.0-5.9: wings, unique rectangles, quads, Jellyfish, colouring, X-chains, BUG+1.
    Hard,
    /// Score 6.0-7.4: XY-chains, static forcing chains.
    Expert,
    /// Score 7.5 and above: Nishio and harder forcing chains (rare with a symmetry: may need many attempts).
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

/// Reads `--score`: `A-B` (both bounds), `A-` (at least A) or `A`
/// (exactly A), each a score such as 6 or 7.5 (tenths at most).
pub fn parse_score_range(text: &str) -> Result<(u16, u16), String> {
    let tenths = |s: &str| -> Result<u16, String> {
        let value: f64 = s
            .trim()
            .parse()
            .map_err(|_| format!("{s:?} is not a score such as 6 or 7.5"))?;
        let tenths = value * 10.0;
        if !(1.0..=1000.0).contains(&tenths) || (tenths - tenths.round()).abs() > 1e-6 {
            return Err(format!("{s:?}: scores run from 0.1 to 100.0, in tenths"));
        }
        Ok(tenths.round() as u16)
    };
    let (min, max) = match text.split_once('-') {
        Some((low, "")) => (tenths(low)?, 0),
        Some((low, high)) => (tenths(low)?, tenths(high)?),
        None => (tenths(text)?, tenths(text)?),
    };
    if max != 0 && min > max {
        return Err(format!("{text:?}: the lower bound is above the upper one"));
    }
    Ok((min, max))
}

/// Reads `--technique`: a technique's name as `rate` prints it, in any
/// case; one that ratings use (a hint-only pattern such as ALS-XZ can
/// never be a rating's hardest step).
pub fn parse_technique(text: &str) -> Result<Technique, String> {
    let names = || {
        let names: Vec<&str> = Technique::ALL
            .iter()
            .filter(|t| t.rates())
            .map(|t| t.name())
            .collect();
        names.join(", ")
    };
    match Technique::BY_ID
        .into_iter()
        .find(|t| t.name().eq_ignore_ascii_case(text.trim()))
    {
        Some(technique) if technique.rates() => Ok(technique),
        Some(technique) => Err(format!(
            "ratings never use {} (hints do), so it is never a rating's hardest step; one of: {}",
            technique.name(),
            names()
        )),
        None => Err(format!("unknown technique {text:?}; one of: {}", names())),
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
                    "no puzzle as asked (level, score, technique, clues) in {} attempts; \
                     try more --attempts or another seed",
                    options.max_attempts
                );
                if format == Format::Json {
                    writeln!(
                        out,
                        "{{\"seed\":{seed},\"ok\":false,\"error\":\"{message}\"}}"
                    )?;
                } else {
                    failure_record(out, format, &format!("seed {seed}: {message}"))?;
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
            let grid = grid_of(p)?;
            // The rating finds the solution itself; only a puzzle it
            // refuses is searched again, for the message that says why.
            logic::rate(&grid).ok_or_else(|| {
                unique(&fast::search(&grid, 2, DEFAULT_MAX_GUESSES))
                    .err()
                    .unwrap_or_else(|| "not a puzzle with exactly one solution".to_owned())
            })
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

/// The hint for one record: on a grid the simplest step (a guess from the
/// solution when no technique applies) or "solved"; on pencil marks as
/// `sudoku_hint_candidates` gives it.
fn hint_one(puzzle: &Puzzle) -> Result<Hint, String> {
    if puzzle.is_marks() && puzzle.broken.is_none() {
        let candidates = parse_candidates(puzzle.text.as_bytes())
            .map_err(|e| e.to_string())?;
        let solution = unique(&fast::search_candidates(
            &candidates,
            2,
            DEFAULT_MAX_GUESSES,
        ))?;
        return Ok(hint_on_candidates(&candidates, &solution));
    }
    let grid = grid_of(puzzle)?;
    if grid.filled_count() == 81 {
        return Ok(Hint::Solved);
    }
    let solution = unique(&fast::search(&grid, 2, DEFAULT_MAX_GUESSES))?;
    Ok(Hint::Step(step_on(
        &logic::Marks::from_grid(&grid),
        &solution,
    )))
}

/// The hint for each puzzle: the simplest next step, or that the grid is
/// solved.
pub fn hint_puzzles(puzzles: &[Puzzle], format: Format, out: &mut impl Write) -> io::Result<usize> {
    let results: Vec<Result<Hint, String>> = puzzles.iter().map(hint_one).collect();
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
        |hint| {
            let Hint::Step(s) = hint else {
                return format!(
                    "\"solved\":true,\"explanation\":{}",
                    json_string(&hint.explain())
                );
            };
            let cells: Vec<String> = s
                .cells
                .iter()
                .map(|&c| format!("\"{}\"", cell_name(c)))
                .collect();
            format!(
                "\"solved\":false,\"technique\":\"{}\",\"cells\":[{}],\"placements\":{},\"eliminations\":{},\"explanation\":{},\"notation\":{}",
                s.technique.name(),
                cells.join(","),
                pairs(&s.placements),
                pairs(&s.eliminations),
                json_string(&s.explain()),
                json_string(&s.notation())
            )
        },
        |hint, _| format!("{}\n", hint.explain()),
    )
}
