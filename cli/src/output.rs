//! Writing results as lines, 9x9 blocks or JSON Lines.

use std::fmt::Write as _;
use std::io::{self, Write};

use clap::ValueEnum;
use sudoku::Grid;

use crate::input::Puzzle;

/// How results are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One 81-character line (or one number) per puzzle; errors on stderr.
    Line,
    /// A 9x9 block with box separators and a blank line after each puzzle;
    /// errors on stderr.
    Block,
    /// One JSON object per puzzle and line (JSON Lines), errors included.
    Json,
}

/// A JSON string literal for `text`.
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Writes one record per puzzle in `format`: `fields` gives a successful
/// result's JSON fields and `text` its line/block text. A failure is an
/// `"ok":false` object in JSON, else a `# line N: <why>` record (which
/// input readers skip as a comment), also written to stderr. Returns how
/// many failed.
pub fn report<T>(
    out: &mut impl Write,
    format: Format,
    puzzles: &[Puzzle],
    results: &[Result<T, String>],
    fields: impl Fn(&T) -> String,
    text: impl Fn(&T, Format) -> String,
) -> io::Result<usize> {
    let mut failures = 0;
    for (puzzle, result) in puzzles.iter().zip(results) {
        let head = format!(
            "{{\"line\":{},\"puzzle\":{}",
            puzzle.line,
            json_string(&puzzle.text)
        );
        match (result, format) {
            (Ok(value), Format::Json) => writeln!(out, "{head},\"ok\":true,{}}}", fields(value))?,
            (Ok(value), _) => out.write_all(text(value, format).as_bytes())?,
            (Err(message), Format::Json) => {
                failures += 1;
                writeln!(
                    out,
                    "{head},\"ok\":false,\"error\":{}}}",
                    json_string(message)
                )?;
            }
            (Err(message), _) => {
                failures += 1;
                failure_record(out, format, &format!("line {}: {message}", puzzle.line))?;
            }
        }
    }
    Ok(failures)
}

/// A failure's record: `# <what>` on stdout (a blank line after it in
/// block format, as after a grid), and `<what>` on stderr.
pub fn failure_record(out: &mut impl Write, format: Format, what: &str) -> io::Result<()> {
    let gap = if format == Format::Block { "\n" } else { "" };
    write!(out, "# {what}\n{gap}")?;
    out.flush()?;
    eprintln!("{what}");
    Ok(())
}

/// A grid as its line or block text.
pub fn grid_text(grid: &Grid, format: Format) -> String {
    match format {
        Format::Block => format!("{}\n", grid.to_block()),
        _ => format!("{grid}\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_escape_quotes_backslashes_and_controls() {
        assert_eq!(
            json_string("a\"b\\c\nd\u{1}é"),
            "\"a\\\"b\\\\c\\nd\\u0001é\""
        );
    }
}
