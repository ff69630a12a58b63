//! The command line's arguments: clap's builder (no derive macros, so a
//! first build compiles no proc-macro crates ahead of the library) and the
//! typed command they become.

use clap::builder::{PossibleValuesParser, RangedU64ValueParser};
use clap::{Arg, ArgAction, ArgMatches, Command as Clap, value_parser};
use sudoku::generate::Symmetry;
use sudoku::logic::{Level, Technique};

use crate::output::Format;
use crate::variant::Action;

/// What to do, with its options.
pub enum Command {
    /// Solve each puzzle (`--trace`: one at a time, with the solving log).
    Solve {
        file: Option<String>,
        trace: bool,
        threads: usize,
    },
    /// Count solutions up to `limit`.
    Count {
        file: Option<String>,
        limit: u64,
        threads: usize,
    },
    /// Rate each puzzle.
    Rate {
        file: Option<String>,
        threads: usize,
    },
    /// The next step of each puzzle.
    Hint {
        file: Option<String>,
        threads: usize,
    },
    /// Generate `count` puzzles from `seed` on.
    Generate {
        seed: Option<u64>,
        count: u64,
        level: Option<Level>,
        symmetry: Symmetry,
        attempts: u32,
        clues: Option<usize>,
        score: Option<(u16, u16)>,
        technique: Option<Technique>,
        threads: usize,
    },
    /// A variant puzzle.
    Variant(crate::variant::Args),
    /// Time the fast engine.
    Bench {
        file: Option<String>,
        threads: usize,
        rounds: u64,
    },
}

/// The whole command line.
pub struct Cli {
    pub format: Format,
    pub command: Command,
}

const LEVELS: [&str; 5] = ["easy", "medium", "hard", "expert", "extreme"];
const SYMMETRIES: [&str; 5] = ["none", "rotate180", "rotate90", "mirror", "diagonal"];

const AFTER_HELP: &str = "\
Input: one puzzle per line (81 cells, '.', '0' or '_' for blanks), a line of 729 \
pencil-mark characters (solve, count, hint), or 9 lines of 9 cells as --format block \
prints; blank and '#' lines are skipped. FILE is a file, '-' for standard input, or the \
puzzle itself. Without FILE, standard input when it is a pipe or a file, else the \
built-in classic puzzle. Without a command, solves like 'solve'.

Output: one record per puzzle in input order, each printed as soon as it and those \
before it are done; a puzzle that fails gets '# line N: <why>' (also on stderr), or an \
\"ok\":false object with --format json. A closed pipe ends the run quietly.

Exit codes: 0 all puzzles succeeded, 1 some puzzle failed (the others are still \
printed), 2 bad usage or I/O error.";

fn file_arg() -> Arg {
    Arg::new("file")
        .value_name("FILE")
        .help("Input file, '-' for standard input, or a puzzle")
}

fn threads_arg(default: &'static str, help: &'static str) -> Arg {
    Arg::new("threads")
        .long("threads")
        .value_name("N")
        .default_value(default)
        .value_parser(value_parser!(usize))
        .help(help)
}

fn level_arg(help: &'static str) -> Arg {
    Arg::new("level")
        .long("level")
        .value_parser(PossibleValuesParser::new(LEVELS))
        .ignore_case(true)
        .help(help)
}

/// The `clap` command tree (also used for `--help`).
pub fn command() -> Clap {
    let workers = "Worker threads (0 = one per core); output stays in input order";
    Clap::new("sudoku")
        .version(env!("CARGO_PKG_VERSION"))
        .about("Solve, count, generate, rate and benchmark Sudoku puzzles with libsudoku")
        .after_help(AFTER_HELP)
        .arg(
            Arg::new("format")
                .long("format")
                .global(true)
                .value_parser(PossibleValuesParser::new(["line", "block", "json"]))
                .default_value("line")
                .help(
                    "Output: line (one line per puzzle), block (9x9 grids; only for \
                     commands that print grids), json (JSON Lines, failures included)",
                ),
        )
        .subcommand(
            Clap::new("solve")
                .about(
                    "Solve each puzzle and print its solution (with several, the first in \
                     the documented search order)",
                )
                .arg(file_arg())
                .arg(
                    Arg::new("trace")
                        .long("trace")
                        .action(ArgAction::SetTrue)
                        .help("Also print the solving log; solves one puzzle at a time"),
                )
                .arg(threads_arg("0", workers)),
        )
        .subcommand(
            Clap::new("count")
                .about(
                    "Count the solutions of each puzzle up to --limit (a count equal to \
                     the limit means at least that many)",
                )
                .arg(file_arg())
                .arg(
                    Arg::new("limit")
                        .long("limit")
                        .default_value("2")
                        .value_parser(RangedU64ValueParser::<u64>::new().range(1..))
                        .help("Stop counting at this many solutions (2 = uniqueness check)"),
                )
                .arg(threads_arg("0", workers)),
        )
        .subcommand(
            Clap::new("rate")
                .about(
                    "Rate each puzzle: a Sudoku Explainer-style score, a level and the \
                     hardest technique needed",
                )
                .arg(file_arg())
                .arg(threads_arg("0", workers)),
        )
        .subcommand(
            Clap::new("hint")
                .about("Show the simplest next logical step for each puzzle, explained")
                .arg(file_arg())
                .arg(threads_arg("0", workers)),
        )
        .subcommand(
            Clap::new("generate")
                .about(
                    "Generate puzzles with a unique solution from seeds (the same seed and \
                     options give the same puzzle in every binding)",
                )
                .arg(
                    Arg::new("seed")
                        .long("seed")
                        .value_parser(value_parser!(u64))
                        .help(
                            "The first seed; puzzle i uses seed + i. Without it, a random \
                             seed is picked and printed on stderr",
                        ),
                )
                .arg(
                    Arg::new("count")
                        .long("count")
                        .default_value("1")
                        .value_parser(value_parser!(u64))
                        .help("How many puzzles"),
                )
                .arg(level_arg("The level wanted (any when omitted)"))
                .arg(
                    Arg::new("symmetry")
                        .long("symmetry")
                        .value_parser(PossibleValuesParser::new(SYMMETRIES))
                        .ignore_case(true)
                        .default_value("rotate180")
                        .help("Cells emptied together"),
                )
                .arg(
                    Arg::new("attempts")
                        .long("attempts")
                        .default_value("1000")
                        .value_parser(value_parser!(u32).range(1..))
                        .help("Attempts per puzzle before giving up on that seed"),
                )
                .arg(
                    Arg::new("clues")
                        .long("clues")
                        .value_parser(value_parser!(u8).range(17..=80))
                        .help("Stop removing clues at this many or fewer (17-80)"),
                )
                .arg(
                    Arg::new("score")
                        .long("score")
                        .value_parser(crate::game::parse_score_range)
                        .help(
                            "The score wanted: 6.0-7.4 (a band), 9- (at least 9) or 3.2 \
                             (exactly); at most 10.0 as a lower bound",
                        ),
                )
                .arg(
                    Arg::new("technique")
                        .long("technique")
                        .value_parser(crate::game::parse_technique)
                        .help(
                            "The technique the hardest step must be, named as `rate` prints \
                             it, in any case (e.g. x-wing, \"XY-chain\")",
                        ),
                )
                .arg(threads_arg(
                    "0",
                    "Worker threads (0 = one per core); output stays in seed order",
                )),
        )
        .subcommand(
            Clap::new("variant")
                .about(
                    "Variant puzzles (sizes 4-16, jigsaw, diagonal, windoku, anti-knight, \
                     anti-king, non-consecutive, killer cages, thermometers, kropki, XV, odd and \
                     even, whispers, palindromes, extra regions) in the variant text format: \
                     solve, count, rate, hint or generate one",
                )
                .arg(
                    Arg::new("action")
                        .required(true)
                        .value_parser(PossibleValuesParser::new([
                            "solve", "count", "rate", "hint", "generate",
                        ]))
                        .help("What to do"),
                )
                .arg(Arg::new("file").value_name("FILE").help(
                    "The description (for generate: the rules, without givens): a \
                             file, '-' for standard input, or the text itself with ';' \
                             between lines (e.g. \"size 6;rules killer\"); for the \
                             others also an f-puzzles puzzle: its JSON, packed text, or \
                             an f-puzzles or SudokuPad link",
                ))
                .arg(
                    Arg::new("limit")
                        .long("limit")
                        .default_value("2")
                        .value_parser(RangedU64ValueParser::<u64>::new().range(1..))
                        .help("count: stop at this many solutions"),
                )
                .arg(
                    Arg::new("seed")
                        .long("seed")
                        .default_value("1")
                        .value_parser(value_parser!(u64))
                        .help("generate: the seed"),
                )
                .arg(level_arg("generate: the level wanted (any when omitted)"))
                .arg(
                    Arg::new("attempts")
                        .long("attempts")
                        .default_value("100")
                        .value_parser(value_parser!(u32).range(1..))
                        .help("generate: puzzles made and rated before giving up"),
                )
                .arg(
                    Arg::new("timeout")
                        .long("timeout")
                        .value_name("SECONDS")
                        .value_parser(seconds)
                        .help("solve, count, rate, generate: give up after this long (e.g. 2.5)"),
                ),
        )
        .subcommand(
            Clap::new("bench")
                .about(
                    "Time the fast engine on the puzzles (each solved with limit 2) and print \
                     puzzles per second and guesses per puzzle",
                )
                .arg(file_arg())
                .arg(threads_arg("1", "Worker threads (0 = one per core)"))
                .arg(
                    Arg::new("rounds")
                        .long("rounds")
                        .default_value("3")
                        .value_parser(RangedU64ValueParser::<u64>::new().range(1..))
                        .help("Passes over the input; the fastest is reported"),
                ),
        )
}

/// A positive number of seconds, as a duration.
fn seconds(text: &str) -> Result<std::time::Duration, String> {
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s.is_finite() => {
            std::time::Duration::try_from_secs_f64(s).map_err(|e| format!("{text} seconds: {e}"))
        }
        _ => Err(format!("{text} is not a positive number of seconds")),
    }
}

fn file(m: &ArgMatches) -> Option<String> {
    m.get_one::<String>("file").cloned()
}

fn threads(m: &ArgMatches) -> usize {
    *m.get_one::<usize>("threads").expect("defaulted")
}

fn level(m: &ArgMatches) -> Option<Level> {
    m.get_one::<String>("level")
        .map(|name| Level::named(name).expect("a listed level"))
}

fn symmetry(name: &str) -> Symmetry {
    match name.to_ascii_lowercase().as_str() {
        "none" => Symmetry::None,
        "rotate90" => Symmetry::Rotate90,
        "mirror" => Symmetry::Mirror,
        "diagonal" => Symmetry::Diagonal,
        _ => Symmetry::Rotate180,
    }
}

/// Parses the process's arguments (clap prints help, versions and usage
/// errors itself and exits, with status 2 for errors).
pub fn parse() -> Cli {
    from_matches(&command().get_matches())
}

fn from_matches(m: &ArgMatches) -> Cli {
    let format = match m.get_one::<String>("format").map(String::as_str) {
        Some("block") => Format::Block,
        Some("json") => Format::Json,
        _ => Format::Line,
    };
    let command = match m.subcommand() {
        None => Command::Solve {
            file: None,
            trace: false,
            threads: 0,
        },
        Some(("solve", m)) => Command::Solve {
            file: file(m),
            trace: m.get_flag("trace"),
            threads: threads(m),
        },
        Some(("count", m)) => Command::Count {
            file: file(m),
            limit: *m.get_one::<u64>("limit").expect("defaulted"),
            threads: threads(m),
        },
        Some(("rate", m)) => Command::Rate {
            file: file(m),
            threads: threads(m),
        },
        Some(("hint", m)) => Command::Hint {
            file: file(m),
            threads: threads(m),
        },
        Some(("generate", m)) => Command::Generate {
            seed: m.get_one::<u64>("seed").copied(),
            count: *m.get_one::<u64>("count").expect("defaulted"),
            level: level(m),
            symmetry: symmetry(m.get_one::<String>("symmetry").expect("defaulted")),
            attempts: *m.get_one::<u32>("attempts").expect("defaulted"),
            clues: m.get_one::<u8>("clues").map(|&n| usize::from(n)),
            score: m.get_one::<(u16, u16)>("score").copied(),
            technique: m.get_one::<Technique>("technique").copied(),
            threads: threads(m),
        },
        Some(("variant", m)) => Command::Variant(crate::variant::Args {
            action: Action::named(m.get_one::<String>("action").expect("required")),
            file: file(m),
            limit: *m.get_one::<u64>("limit").expect("defaulted"),
            seed: *m.get_one::<u64>("seed").expect("defaulted"),
            level: level(m),
            attempts: *m.get_one::<u32>("attempts").expect("defaulted"),
            timeout: m.get_one::<std::time::Duration>("timeout").copied(),
        }),
        Some(("bench", m)) => Command::Bench {
            file: file(m),
            threads: threads(m),
            rounds: *m.get_one::<u64>("rounds").expect("defaulted"),
        },
        Some((other, _)) => unreachable!("clap knows no subcommand {other}"),
    };
    Cli { format, command }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_tree_is_consistent() {
        command().debug_assert();
    }
}
