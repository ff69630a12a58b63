//! The game commands: generate, rate and hint.

use std::io::{self, Write};

use sudoku::budget::DEFAULT_MAX_GUESSES;
use sudoku::fast;
use sudoku::generate::{Generated, Options, generate};
use sudoku::geometry::cell_name;
use sudoku::hint::{Hint, hint_on_candidates, step_on};
use sudoku::logic::{self, Rating, Technique};
use sudoku::parse::parse_candidates;

use crate::input::Puzzle;
use crate::output::{self, Format, Json, grid_text, grids_only, json_failure};
use crate::problems::{grid_of, unique};
use crate::progress::Progress;
use crate::stream::{self, Feed};

/// A seed for a run without `--seed`: random per process (std's hasher
/// keys come from the operating system's random source).
pub fn random_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(u64::from(std::process::id()));
    hasher.finish()
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
/// case, or its number. Whether a rating can end on it is
/// [`Options::check`]'s to say.
pub fn parse_technique(text: &str) -> Result<Technique, String> {
    Technique::named(text).ok_or_else(|| {
        let names: Vec<&str> = Technique::ALL
            .iter()
            .filter(|t| t.rates() && **t != Technique::Guess)
            .map(|t| t.name())
            .collect();
        format!("unknown technique {text:?}; one of: {}", names.join(", "))
    })
}

/// Seeds `first`, `first + 1`, ... one at a time.
struct Seeds {
    next: u64,
    left: u64,
}

impl Feed for Seeds {
    type Item = u64;

    fn next_chunk(&mut self, _max: usize) -> io::Result<Vec<u64>> {
        if self.left == 0 {
            return Ok(Vec::new());
        }
        self.left -= 1;
        let seed = self.next;
        self.next = self.next.wrapping_add(1);
        Ok(vec![seed])
    }
}

/// "in 1 attempt", "in 1000 attempts".
fn attempts_text(attempts: u32) -> String {
    let plural = if attempts == 1 { "" } else { "s" };
    format!("{attempts} attempt{plural}")
}

/// A rating's JSON fields: score, level, hardest (and its id).
pub fn rating_fields(rating: &Rating, json: Json) -> Json {
    json.score("score", rating.score)
        .string("level", rating.level.name())
        .string("hardest", rating.hardest.name())
        .raw("hardest_id", rating.hardest.id())
}

/// A rating as a line: "3.4 medium (hidden pair)".
pub fn rating_line(rating: &Rating) -> String {
    format!(
        "{:.1} {} ({})\n",
        rating.score,
        rating.level.name(),
        rating.hardest.name()
    )
}

/// Generates `count` puzzles from seeds `seed`, `seed + 1`, ... (a random
/// first seed, printed on stderr, when none is given) on `threads` threads,
/// printed in seed order; returns how many seeds found no puzzle as asked.
/// Options no puzzle can meet are refused before any work.
pub fn generate_puzzles(
    seed: Option<u64>,
    count: u64,
    options: Options,
    threads: usize,
    format: Format,
    out: &mut impl Write,
) -> io::Result<usize> {
    options
        .check()
        .map_err(|why| io::Error::new(io::ErrorKind::InvalidInput, format!("generate: {why}")))?;
    let seed = seed.unwrap_or_else(|| {
        let seed = random_seed();
        let _ = writeln!(
            io::stderr(),
            "sudoku: seed {seed} (repeat with --seed {seed})"
        );
        seed
    });
    let mut progress = Progress::new(Some(count), "puzzles");
    let threads = sudoku::parallel::thread_count(threads).min(count.max(1) as usize);
    let feed = Seeds {
        next: seed,
        left: count,
    };
    Ok(stream::run(
        feed,
        threads,
        1,
        |&seed| generate(seed, &options),
        out,
        &mut progress,
        |out, &seed, made, progress| {
            let made: Result<Generated, String> = made.map_err(|_| {
                format!(
                    "no puzzle as asked (level, score, technique, clues) in {}; \
                     try more --attempts or another seed",
                    attempts_text(options.max_attempts)
                )
            });
            let head = Json::new().raw("seed", seed);
            match (made, format) {
                (Ok(g), Format::Json) => {
                    let json = head
                        .raw("ok", true)
                        .string("puzzle", &g.puzzle.to_string())
                        .string("solution", &g.solution.to_string());
                    let json = rating_fields(&g.rating, json).raw("attempts", g.attempts);
                    out.write_all(json.line().as_bytes())?;
                    Ok(false)
                }
                (Ok(g), _) => {
                    out.write_all(grid_text(&g.puzzle, format).as_bytes())?;
                    Ok(false)
                }
                (Err(why), Format::Json) => {
                    out.write_all(json_failure(head, &why).as_bytes())?;
                    Ok(true)
                }
                (Err(why), _) => {
                    output::failure(out, format, &format!("seed {seed}: {why}"), progress)?;
                    Ok(true)
                }
            }
        },
    ))
}

/// Rates one record: the rating, or why there is none.
fn rate_one(puzzle: &Puzzle) -> Result<Rating, String> {
    let grid = grid_of(puzzle)?;
    // The rating finds the solution itself; only a puzzle it refuses is
    // searched again, for the message that says why.
    logic::rate(&grid).ok_or_else(|| {
        unique(&fast::search(&grid, 2, DEFAULT_MAX_GUESSES))
            .err()
            .unwrap_or_else(|| crate::problems::NOT_UNIQUE.to_owned())
    })
}

/// Rates each puzzle: score, level and hardest technique.
pub fn rate_puzzles(
    file: Option<&str>,
    threads: usize,
    format: Format,
    out: &mut impl Write,
) -> io::Result<usize> {
    grids_only(format, "rate", "ratings")?;
    // One puzzle at a time: a rating takes milliseconds, and each is
    // printed as soon as those before it are.
    crate::each_record(
        file,
        (threads, 1),
        (format, out),
        rate_one,
        rating_fields,
        rating_line,
    )
}

/// The hint for one record: on a grid the simplest step (a guess from the
/// solution when no technique applies) or "solved"; on pencil marks as
/// `sudoku_hint_candidates` gives it.
fn hint_one(puzzle: &Puzzle) -> Result<Hint, String> {
    if puzzle.is_marks() && puzzle.broken.is_none() {
        let candidates = parse_candidates(puzzle.text.as_bytes()).map_err(|e| e.to_string())?;
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

/// `[{"cell":"r1c2","digit":3},...]`.
pub fn cell_digits(list: &[(usize, u8)], name: impl Fn(usize) -> String) -> String {
    let items: Vec<String> = list
        .iter()
        .map(|&(c, d)| format!("{{\"cell\":\"{}\",\"digit\":{d}}}", name(c)))
        .collect();
    format!("[{}]", items.join(","))
}

/// `["r1c2","r3c4"]`.
pub fn cell_names(cells: &[usize], name: impl Fn(usize) -> String) -> String {
    let items: Vec<String> = cells.iter().map(|&c| format!("\"{}\"", name(c))).collect();
    format!("[{}]", items.join(","))
}

/// The hint for each puzzle: the simplest next step, or that the grid is
/// solved.
pub fn hint_puzzles(
    file: Option<&str>,
    threads: usize,
    format: Format,
    out: &mut impl Write,
) -> io::Result<usize> {
    grids_only(format, "hint", "sentences")?;
    crate::each_record(
        file,
        (threads, 1),
        (format, out),
        hint_one,
        |hint, json| {
            let Hint::Step(s) = hint else {
                return json
                    .raw("solved", true)
                    .string("explanation", &hint.explain());
            };
            json.raw("solved", false)
                .string("technique", s.technique.name())
                .raw("technique_id", s.technique.id())
                .raw("cells", cell_names(&s.cells, cell_name))
                .raw("placements", cell_digits(&s.placements, cell_name))
                .raw("eliminations", cell_digits(&s.eliminations, cell_name))
                .string("explanation", &s.explain())
                .string("notation", &s.notation())
        },
        |hint| format!("{}\n", hint.explain()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_and_techniques_are_read_as_written() {
        assert_eq!(parse_score_range("6.0-7.4"), Ok((60, 74)));
        assert_eq!(parse_score_range("9-"), Ok((90, 0)));
        assert_eq!(parse_score_range("3.2"), Ok((32, 32)));
        assert!(parse_score_range("7-6").is_err());
        assert_eq!(parse_technique("x-wing"), Ok(Technique::XWing));
        assert_eq!(
            parse_technique("HIDDEN SINGLE (LINE)"),
            Ok(Technique::HiddenSingleLine)
        );
        assert!(parse_technique("hidden single (row/column)").is_err());
        assert_eq!(attempts_text(1), "1 attempt");
        assert_eq!(attempts_text(2), "2 attempts");
    }
}
