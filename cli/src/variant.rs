//! `sudoku variant`: solve, count, rate, hint and generate variant puzzles
//! (sizes 4-16, jigsaw, diagonal, windoku, anti-knight, anti-king,
//! non-consecutive, killer cages) described in the library's text format.
//! Records and their JSON fields are those of the classic commands.

use std::io::{self, Write};
use std::path::Path;
use std::time::Duration;

use sudoku::budget::variant_max_guesses;
use sudoku::logic::{Level, Rating};
use sudoku::play::Play;
use sudoku::stop::Stop;
use sudoku::variant::game::VariantGame;
use sudoku::variant::hint::{VariantHint, hint};
use sudoku::variant::logic::rate_until;
use sudoku::variant::recipe::Recipe;
use sudoku::variant::solve::solve_until;
use sudoku::variant::{Variant, solve};

use crate::game::{cell_digits, cell_names, rating_fields, rating_line};
use crate::input::{self, Source};
use crate::output::{self, Format, Json, grids_only, json_failure};
use crate::progress::Progress;

/// What `sudoku variant` does.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Print the solution (the first found when there are several).
    Solve,
    /// Count the solutions up to --limit.
    Count,
    /// Rate: score, level and the hardest technique.
    Rate,
    /// Explain the simplest next step.
    Hint,
    /// Generate a puzzle from the rules in FILE.
    Generate,
}

impl Action {
    /// The action of its command-line name.
    pub fn named(name: &str) -> Action {
        match name {
            "count" => Action::Count,
            "rate" => Action::Rate,
            "hint" => Action::Hint,
            "generate" => Action::Generate,
            _ => Action::Solve,
        }
    }
}

/// Options of `sudoku variant`.
pub struct Args {
    pub action: Action,
    pub file: Option<String>,
    pub limit: u64,
    pub seed: u64,
    pub level: Option<Level>,
    pub attempts: u32,
    /// solve, count, rate, generate: stop after this long.
    pub timeout: Option<Duration>,
}

impl Args {
    /// The stop of `--timeout` (none without it).
    fn stop(&self) -> Stop<'static> {
        match self.timeout {
            Some(after) => Stop::never().within(after),
            None => Stop::never(),
        }
    }

    /// The failure of work `--timeout` stopped, when it did.
    fn timed_out(&self, stop: &Stop<'_>) -> Option<String> {
        let after = self.timeout?;
        stop.reason()
            .map(|_| format!("stopped: --timeout {} s passed", after.as_secs_f64()))
    }
}

/// The description: a file, `-` for standard input, or the text itself
/// with `;` between lines (when no such file exists) or an f-puzzles link;
/// without an argument, standard input when it carries data.
fn description(file: Option<&str>) -> io::Result<String> {
    let source = match file {
        Some(text) if !Path::new(text).exists() && text.trim_start().starts_with("size ") => {
            return Ok(text.replace(';', "\n"));
        }
        Some(text)
            if !Path::new(text).exists()
                && (text.trim_start().starts_with('{') || text.contains("://")) =>
        {
            return Ok(text.to_owned());
        }
        _ => input::source(file)?,
    };
    if let Source::Embedded = source {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "variant: give a FILE, '-' or the description itself (e.g. \"size 6;rules diagonal\")",
        ));
    }
    input::read_text(&source)
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

/// The one record of a run: written in `format`, a failure as the classic
/// commands write one. Returns the number of failures (0 or 1).
fn emit<W: Write>(
    out: &mut W,
    format: Format,
    head: Json,
    result: Result<(Json, String), String>,
) -> io::Result<usize> {
    match (result, format) {
        (Ok((json, _)), Format::Json) => out.write_all(json.line().as_bytes())?,
        (Ok((_, text)), _) => out.write_all(text.as_bytes())?,
        (Err(why), Format::Json) => {
            out.write_all(json_failure(head, &why).as_bytes())?;
            return Ok(1);
        }
        (Err(why), _) => {
            output::failure(out, format, &why, &Progress::new(None, "puzzles"))?;
            return Ok(1);
        }
    }
    Ok(0)
}

/// A rating's record: JSON fields and its line.
fn rating_record(r: &Rating) -> (Json, String) {
    (
        rating_fields(r, Json::new().raw("ok", true)),
        rating_line(r),
    )
}

/// Runs `sudoku variant`; the number of failures (0 or 1).
pub fn run(args: Args, format: Format, out: &mut impl Write) -> io::Result<usize> {
    match args.action {
        Action::Count => grids_only(format, "variant count", "numbers")?,
        Action::Rate => grids_only(format, "variant rate", "ratings")?,
        Action::Hint => grids_only(format, "variant hint", "sentences")?,
        Action::Solve | Action::Generate => {}
    }
    let text = description(args.file.as_deref())?;
    if args.action == Action::Generate {
        let head = Json::new().raw("seed", args.seed);
        let made = generated(&text, &args, format);
        return emit(out, format, head, made);
    }
    let read = match is_fpuzzles(&text) {
        true => Variant::parse_fpuzzles(&text),
        false => Variant::parse(&text),
    };
    let record = read
        .map_err(|e| e.to_string())
        .and_then(|variant| match args.action {
            Action::Solve | Action::Count => solved(&variant, &args, format),
            Action::Rate => {
                let stop = args.stop();
                rate_until(&variant, 0, &stop)
                    .map(|r| rating_record(&r))
                    .map_err(|e| args.timed_out(&stop).unwrap_or(e.message().to_owned()))
            }
            _ => hinted(variant),
        });
    emit(out, format, Json::new(), record)
}

/// Whether `text` is an f-puzzles puzzle rather than a description: JSON,
/// a link, or one word (its packed form; a description has `size N`).
fn is_fpuzzles(text: &str) -> bool {
    let text = text.trim();
    text.starts_with('{') || text.contains("://") || !text.contains(char::is_whitespace)
}

/// `generate`'s record: the puzzle made from the rules.
fn generated(text: &str, args: &Args, format: Format) -> Result<(Json, String), String> {
    let recipe = Recipe::parse(text).map_err(|e| e.to_string())?;
    let stop = args.stop();
    let (puzzle, rating) = recipe
        .generate_until(args.seed, args.level, args.attempts, 0, &stop)
        .map_err(|e| match e {
            sudoku::Error::NoSolution => "no grid keeps these rules".to_owned(),
            _ if stop.reason().is_some() => args.timed_out(&stop).unwrap_or_default(),
            _ => format!(
                "no puzzle as asked in {} attempt{}; try more --attempts or another seed",
                args.attempts,
                if args.attempts == 1 { "" } else { "s" }
            ),
        })?;
    let solution = solve(&puzzle, 1, variant_max_guesses(puzzle.size()))
        .ok()
        .and_then(|s| s.first().map(Variant::cells_text))
        .unwrap_or_default();
    let json = Json::new()
        .raw("seed", args.seed)
        .raw("ok", true)
        .string("variant", &puzzle.to_text())
        .string("puzzle", &Variant::cells_text(puzzle.givens()))
        .string("solution", &solution);
    let json = rating_fields(&rating, json);
    let text = match format {
        Format::Block => format!("{}\n", puzzle.to_text()),
        _ => puzzle.to_text(),
    };
    Ok((json, text))
}

/// `solve` and `count`'s record.
fn solved(variant: &Variant, args: &Args, format: Format) -> Result<(Json, String), String> {
    let limit = if args.action == Action::Solve {
        1
    } else {
        args.limit
    };
    let stop = args.stop();
    let guesses = variant_max_guesses(variant.size());
    let found = solve_until(variant, limit, guesses, &stop).map_err(|e| {
        match (args.timed_out(&stop), e) {
            (Some(why), _) => why,
            (None, sudoku::Error::Exhausted) => {
                format!("the search ran out of guesses (the variant default: {guesses})")
            }
            (None, e) => e.to_string(),
        }
    })?;
    if args.action == Action::Count {
        let json = Json::new()
            .raw("ok", true)
            .raw("solutions", found.count)
            .raw("limit", limit)
            .raw("guesses", found.guesses);
        return Ok((json, format!("{}\n", found.count)));
    }
    let first = found
        .first()
        .ok_or_else(|| crate::problems::NO_SOLUTION.to_owned())?;
    let json = Json::new()
        .raw("ok", true)
        .string("solution", &Variant::cells_text(first));
    Ok((json, grid_text(first, variant.size(), format)))
}

/// `hint`'s record: the simplest next step on the givens, as the classic
/// `hint` gives it (the candidates as pencil marks, so a step that only
/// removes candidates is given as it is).
fn hinted(variant: Variant) -> Result<(Json, String), String> {
    let mut game = VariantGame::new(variant).map_err(|e| e.message().to_owned())?;
    game.auto_pencil();
    let found = hint(&game, true);
    let v = game.variant();
    let text = found.explain(v);
    let name = |c: usize| v.cell_name(c);
    let json = Json::new().raw("ok", true);
    let json = match &found {
        VariantHint::Step(step) => json
            .raw("solved", false)
            .string("technique", &step.technique_name(v))
            .raw("technique_id", step.technique.id())
            .raw("cells", cell_names(&step.cells, name))
            .raw("placements", cell_digits(&step.placements, name))
            .raw("eliminations", cell_digits(&step.eliminations, name))
            .string("explanation", &step.explain(v))
            .string("notation", &step.notation(v)),
        _ => json.raw("solved", true).string("explanation", &text),
    };
    Ok((json, format!("{text}\n")))
}
