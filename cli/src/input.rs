//! Reading puzzles: from a file, standard input, a puzzle given as the
//! argument itself, or the built-in classic puzzle.
//!
//! A record is one puzzle: a line of 81 cells, a line of 729 pencil-mark
//! characters, or a block of nine lines of nine cells each (separator lines
//! such as `------+-------+------` inside it are skipped), as
//! `--format block` prints. Blank and `#` lines are skipped, and a UTF-8
//! byte-order mark at the start is ignored. Any other line is a record of
//! its own that fails to parse, so every puzzle gets exactly one result.

use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// The classic puzzle used when no input is given.
pub const DEFAULT_PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Characters of a pencil-mark ("Sukaku") puzzle.
pub const MARK_CHARS: usize = 729;

/// One puzzle of the input and its 1-based first line.
pub struct Puzzle {
    pub line: usize,
    /// The text as read (a block's rows joined by newlines).
    pub text: String,
    /// Why the record is not a puzzle (an unfinished block), if so.
    pub broken: Option<String>,
}

impl Puzzle {
    /// Cells (or pencil-mark characters) in the text: every character but
    /// separators (whitespace, `|`, `-`, `+`).
    pub fn cell_count(&self) -> usize {
        cells_in(&self.text)
    }

    /// Whether the text is a pencil-mark puzzle (729 characters).
    pub fn is_marks(&self) -> bool {
        self.cell_count() == MARK_CHARS
    }
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '|' | '-' | '+')
}

fn cells_in(text: &str) -> usize {
    text.chars().filter(|&c| !is_separator(c)).count()
}

/// The records of `text` (see the module docs).
pub fn read_puzzles(text: &str) -> Vec<Puzzle> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut puzzles = Vec::new();
    // The rows of a block being read: (line number, text).
    let mut block: Vec<(usize, &str)> = Vec::new();
    let finish_broken = |block: &mut Vec<(usize, &str)>, puzzles: &mut Vec<Puzzle>| {
        if let Some(&(line, _)) = block.first() {
            let rows: Vec<&str> = block.iter().map(|&(_, t)| t).collect();
            puzzles.push(Puzzle {
                line,
                text: rows.join("\n"),
                broken: Some(format!(
                    "a block of {} rows of 9 cells: a puzzle needs 9",
                    block.len()
                )),
            });
            block.clear();
        }
    };
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            finish_broken(&mut block, &mut puzzles);
            continue;
        }
        match cells_in(line) {
            0 if !block.is_empty() => {} // a separator row inside a block
            9 => {
                block.push((i + 1, line));
                if block.len() == 9 {
                    let rows: Vec<&str> = block.iter().map(|&(_, t)| t).collect();
                    puzzles.push(Puzzle {
                        line: block[0].0,
                        text: rows.join("\n"),
                        broken: None,
                    });
                    block.clear();
                }
            }
            _ => {
                finish_broken(&mut block, &mut puzzles);
                puzzles.push(Puzzle {
                    line: i + 1,
                    text: line.to_owned(),
                    broken: None,
                });
            }
        }
    }
    finish_broken(&mut block, &mut puzzles);
    puzzles
}

/// Whether `arg` reads as a puzzle rather than a path: only puzzle
/// characters (digits, blanks, separators) and at least 81 cells.
fn is_inline_puzzle(arg: &str) -> bool {
    cells_in(arg) >= 81
        && arg
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | '_') || is_separator(c))
}

/// The text to read: `-` is standard input, no argument the classic
/// puzzle, an existing path that file, and an argument made of puzzle
/// characters (and no such file) the puzzle itself. I/O errors name the
/// path. Bytes that are not UTF-8 become U+FFFD, which the parser then
/// reports for that puzzle alone.
pub fn input_text(arg: Option<PathBuf>) -> io::Result<String> {
    let bytes = match arg {
        None => return Ok(DEFAULT_PUZZLE.to_owned()),
        Some(path) if path.as_os_str() == "-" => {
            let mut bytes = Vec::new();
            io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .map_err(|e| named("standard input", e))?;
            bytes
        }
        Some(path) => {
            let text = path.to_string_lossy();
            if !Path::new(&path).exists() && is_inline_puzzle(&text) {
                return Ok(text.into_owned());
            }
            fs::read(&path).map_err(|e| named(&path.display().to_string(), e))?
        }
    };
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn named(what: &str, e: io::Error) -> io::Error {
    io::Error::new(e.kind(), format!("{what}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_blocks_marks_and_broken_blocks_are_records() {
        let block = "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n\
                     ------+-------+------\n8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n\
                     7 . . | . 2 . | . . 6\n------+-------+------\n. 6 . | . . . | 2 8 .\n\
                     . . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n";
        let marks = "123456789".repeat(81);
        let text = format!(
            "\u{feff}{DEFAULT_PUZZLE}\n# c\n\n{block}\n12345\n{marks}\n1 2 3 4 5 6 7 8 9\n{DEFAULT_PUZZLE}\n"
        );
        let records = read_puzzles(&text);
        let lines: Vec<usize> = records.iter().map(|p| p.line).collect();
        assert_eq!(lines, [1, 4, 16, 17, 18, 19]);
        assert_eq!(records[0].text, DEFAULT_PUZZLE);
        assert_eq!(records[1].cell_count(), 81);
        assert!(records[1].broken.is_none());
        assert_eq!(records[2].text, "12345");
        assert!(records[3].is_marks());
        assert!(records[4].broken.as_deref().unwrap().contains("1 rows"));
        assert_eq!(records[5].text, DEFAULT_PUZZLE);
    }

    #[test]
    fn arguments_that_look_like_puzzles_are_puzzles() {
        assert!(is_inline_puzzle(DEFAULT_PUZZLE));
        assert!(!is_inline_puzzle("puzzles.txt"));
        assert!(!is_inline_puzzle("123"));
        assert_eq!(
            input_text(Some(PathBuf::from(DEFAULT_PUZZLE))).unwrap(),
            DEFAULT_PUZZLE
        );
        let err = input_text(Some(PathBuf::from("/nonexistent/p.txt"))).unwrap_err();
        assert!(err.to_string().starts_with("/nonexistent/p.txt: "), "{err}");
    }
}
