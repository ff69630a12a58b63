//! Reading puzzles: one per line from a file, standard input, or the
//! built-in classic puzzle.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::PathBuf;

/// The classic puzzle used when no input is given.
pub const DEFAULT_PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// A puzzle line and its 1-based line number.
pub struct Puzzle {
    pub line: usize,
    pub text: String,
}

/// The puzzle lines of `input`, skipping blank and `#` lines.
pub fn read_puzzles(mut input: impl Read) -> io::Result<Vec<Puzzle>> {
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

/// Opens `file` (`-` = standard input; none = the classic puzzle).
pub fn open(file: Option<PathBuf>) -> io::Result<Box<dyn BufRead>> {
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
