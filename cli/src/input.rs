//! Reading puzzles: from a file, standard input, a puzzle given as the
//! argument itself, or the built-in classic puzzle; one record at a time,
//! so that output can follow input as it arrives.
//!
//! A record is one puzzle: a line of 81 cells, a line of 729 pencil-mark
//! characters, or a block of nine lines of nine cells each (separator lines
//! such as `------+-------+------` inside it are skipped), as
//! `--format block` prints. Blank and `#` lines are skipped, and a UTF-8
//! byte-order mark at the start is ignored. Any other line is a record of
//! its own that fails to parse, so every puzzle gets exactly one result.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Cursor, IsTerminal, Read};
use std::path::Path;

use sudoku::Grid;
use sudoku::parse::parse_candidates;

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

/// What records are read from: a buffered source.
pub type Reader = BufReader<Box<dyn Read + Send>>;

/// The records of a reader, read as they come (see the module docs).
pub struct Records {
    reader: Reader,
    /// Lines read so far.
    line: usize,
    /// The rows of a block being read: (line number, text).
    block: Vec<(usize, String)>,
    /// A record made while finishing a block, given out next.
    ready: Option<Puzzle>,
    done: bool,
}

impl Records {
    pub fn new(reader: Reader) -> Records {
        Records {
            reader,
            line: 0,
            block: Vec::new(),
            ready: None,
            done: false,
        }
    }

    /// Whether more input is already buffered (so the next record will not
    /// wait on the source). Never reads.
    pub fn has_buffered(&self) -> bool {
        self.ready.is_some() || !self.reader.buffer().is_empty()
    }

    /// The block read so far as a broken record, if there is one.
    fn broken_block(&mut self) -> Option<Puzzle> {
        let &(line, _) = self.block.first()?;
        let rows: Vec<String> = self.block.drain(..).map(|(_, t)| t).collect();
        Some(Puzzle {
            line,
            text: rows.join("\n"),
            broken: Some(format!(
                "a block of {} rows of 9 cells: a puzzle needs 9",
                rows.len()
            )),
        })
    }

    fn next_line(&mut self) -> io::Result<Option<String>> {
        let mut bytes = Vec::new();
        if self.reader.read_until(b'\n', &mut bytes)? == 0 {
            return Ok(None);
        }
        self.line += 1;
        // Bytes that are not UTF-8 become U+FFFD, which the parser then
        // reports for that puzzle alone.
        let mut text = String::from_utf8_lossy(&bytes).into_owned();
        if self.line == 1 && text.starts_with('\u{feff}') {
            text.drain(..'\u{feff}'.len_utf8());
        }
        Ok(Some(text))
    }
}

impl Iterator for Records {
    type Item = io::Result<Puzzle>;

    fn next(&mut self) -> Option<io::Result<Puzzle>> {
        if let Some(puzzle) = self.ready.take() {
            return Some(Ok(puzzle));
        }
        while !self.done {
            let raw = match self.next_line() {
                Ok(Some(raw)) => raw,
                Ok(None) => {
                    self.done = true;
                    break;
                }
                Err(e) => return Some(Err(e)),
            };
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                if let Some(broken) = self.broken_block() {
                    return Some(Ok(broken));
                }
                continue;
            }
            match cells_in(line) {
                0 if !self.block.is_empty() => {} // a separator row inside a block
                9 => {
                    self.block.push((self.line, line.to_owned()));
                    if self.block.len() == 9 {
                        let first = self.block[0].0;
                        let rows: Vec<String> = self.block.drain(..).map(|(_, t)| t).collect();
                        return Some(Ok(Puzzle {
                            line: first,
                            text: rows.join("\n"),
                            broken: None,
                        }));
                    }
                }
                _ => {
                    let record = Puzzle {
                        line: self.line,
                        text: line.to_owned(),
                        broken: None,
                    };
                    if let Some(broken) = self.broken_block() {
                        self.ready = Some(record);
                        return Some(Ok(broken));
                    }
                    return Some(Ok(record));
                }
            }
        }
        self.broken_block().map(Ok)
    }
}

/// Where the puzzles come from.
#[derive(Debug)]
pub enum Source {
    /// A file.
    File(String),
    /// Standard input.
    Stdin,
    /// The argument itself, a puzzle.
    Inline(String),
    /// The built-in classic puzzle.
    Embedded,
}

/// Whether standard input carries data: a pipe, a FIFO, a socket or a
/// regular file. A terminal, or a device such as /dev/null (where cron
/// and CI runners leave it), does not.
fn stdin_has_data() -> bool {
    let stdin = io::stdin();
    if stdin.is_terminal() {
        return false;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        match std::fs::metadata("/dev/stdin") {
            Ok(meta) => {
                let kind = meta.file_type();
                kind.is_fifo() || kind.is_socket() || kind.is_file()
            }
            Err(_) => true,
        }
    }
    #[cfg(not(unix))]
    {
        true
    }
}

/// Whether `arg` reads as a puzzle rather than a path: puzzle characters
/// only (digits, blanks, separators), or a long text that is nearly all
/// of them (a puzzle with a typo in it).
fn looks_like_puzzle(arg: &str) -> bool {
    let puzzle_char = |c: char| c.is_ascii_digit() || matches!(c, '.' | '_') || is_separator(c);
    let total = arg.chars().count();
    let good = arg.chars().filter(|&c| puzzle_char(c)).count();
    !arg.is_empty() && (good == total || (total >= 40 && good * 10 >= total * 9))
}

/// Why a puzzle given as the argument is not one: its parse error.
fn inline_problem(text: &str) -> Option<String> {
    if cells_in(text) == MARK_CHARS {
        return parse_candidates(text.as_bytes())
            .err()
            .map(|e| e.to_string());
    }
    Grid::parse(text.as_bytes()).err().map(|e| e.to_string())
}

/// The source `arg` names: `-` is standard input; an existing path that
/// file; an argument that looks like a puzzle the puzzle itself (an error
/// that says why when it does not parse: it is never taken for a missing
/// file); any other argument a file (reading it reports a missing one).
/// Without an argument, standard input when it carries data, else the
/// classic puzzle.
pub fn source(arg: Option<&str>) -> io::Result<Source> {
    match arg {
        None if stdin_has_data() => Ok(Source::Stdin),
        None => Ok(Source::Embedded),
        Some("-") => Ok(Source::Stdin),
        Some(arg) if !Path::new(arg).exists() && looks_like_puzzle(arg) => {
            match inline_problem(arg) {
                None => Ok(Source::Inline(arg.to_owned())),
                Some(why) => Err(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    format!("the argument {arg:?} is not a puzzle: {why}"),
                )),
            }
        }
        Some(path) => Ok(Source::File(path.to_owned())),
    }
}

/// A reader of the source, and its name for I/O errors.
pub fn open(source: &Source) -> io::Result<(Reader, String)> {
    let (read, name): (Box<dyn Read + Send>, String) = match source {
        Source::File(path) => {
            let file = File::open(path).map_err(|e| named(path, e))?;
            (Box::new(file), path.clone())
        }
        Source::Stdin => (Box::new(io::stdin()), "standard input".to_owned()),
        Source::Inline(text) => (Box::new(Cursor::new(text.clone())), "argument".to_owned()),
        Source::Embedded => (
            Box::new(Cursor::new(DEFAULT_PUZZLE.to_owned())),
            "built-in puzzle".to_owned(),
        ),
    };
    Ok((BufReader::new(read), name))
}

/// How many records a regular file holds (for a progress bar's length);
/// `None` for other sources or when it cannot be read.
pub fn record_count(source: &Source) -> Option<u64> {
    let Source::File(path) = source else {
        return None;
    };
    let file: Box<dyn Read + Send> = Box::new(File::open(path).ok()?);
    Some(Records::new(BufReader::new(file)).count() as u64)
}

/// Every record of the source, read whole (for `bench`, which times
/// passes over the whole input).
pub fn read_all(source: &Source) -> io::Result<Vec<Puzzle>> {
    let (reader, name) = open(source)?;
    Records::new(reader)
        .map(|r| r.map_err(|e| named(&name, e)))
        .collect()
}

/// The whole text of a source (a variant's description).
pub fn read_text(source: &Source) -> io::Result<String> {
    let (mut reader, name) = open(source)?;
    let mut bytes = Vec::new();
    reader
        .read_to_end(&mut bytes)
        .map_err(|e| named(&name, e))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// An I/O error that names what it was reading.
pub fn named(what: &str, e: io::Error) -> io::Error {
    io::Error::new(e.kind(), format!("{what}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn records(text: &str) -> Vec<Puzzle> {
        let read: Box<dyn Read + Send> = Box::new(Cursor::new(text.to_owned()));
        Records::new(BufReader::new(read))
            .map(Result::unwrap)
            .collect()
    }

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
        let found = records(&text);
        let lines: Vec<usize> = found.iter().map(|p| p.line).collect();
        assert_eq!(lines, [1, 4, 16, 17, 18, 19]);
        assert_eq!(found[0].text, DEFAULT_PUZZLE);
        assert_eq!(found[1].cell_count(), 81);
        assert!(found[1].broken.is_none());
        assert_eq!(found[2].text, "12345");
        assert!(found[3].is_marks());
        assert!(found[4].broken.as_deref().unwrap().contains("1 rows"));
        assert_eq!(found[5].text, DEFAULT_PUZZLE);
        // A block cut short at the end of the input is a record too.
        let cut = records("1 2 3 4 5 6 7 8 9\n");
        assert_eq!(cut.len(), 1);
        assert!(cut[0].broken.is_some());
    }

    #[test]
    fn arguments_that_look_like_puzzles_are_puzzles() {
        assert!(matches!(
            source(Some(DEFAULT_PUZZLE)).unwrap(),
            Source::Inline(_)
        ));
        assert!(matches!(
            source(Some("puzzles.txt")).unwrap(),
            Source::File(_)
        ));
        let short = source(Some("53..7")).unwrap_err();
        assert_eq!(short.kind(), io::ErrorKind::InvalidInput);
        assert!(
            short
                .to_string()
                .ends_with("is not a puzzle: puzzle has 5 cells, expected 81"),
            "{short}"
        );
        let typo = format!("{}x{}", &DEFAULT_PUZZLE[..40], &DEFAULT_PUZZLE[41..]);
        let typo = source(Some(&typo)).unwrap_err().to_string();
        assert!(typo.contains("'x' at position 41"), "{typo}");
        let missing = open(&Source::File("/nonexistent/p.txt".into()))
            .err()
            .unwrap();
        assert!(missing.to_string().starts_with("/nonexistent/p.txt: "));
    }
}
