//! Writing results as lines, 9x9 blocks or JSON Lines. Every JSON record
//! has `ok`, and `error` when it is false; the book's CLI chapter gives
//! each command's fields (a test checks the output against it).

use std::fmt::Write as _;
use std::io::{self, Write};

use sudoku::Grid;

use crate::input::Puzzle;
use crate::progress::Progress;

/// How results are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One line (a grid, a number, a sentence) per puzzle.
    Line,
    /// A grid as nine lines with box separators and a blank line after.
    Block,
    /// One JSON object per record (JSON Lines), failures included.
    Json,
}

/// Refuses `--format block` for a command that prints no grid.
pub fn grids_only(format: Format, command: &str, prints: &str) -> io::Result<()> {
    if format == Format::Block {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("--format block: {command} prints {prints}, not grids; use line or json"),
        ));
    }
    Ok(())
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

/// A JSON object being written, field by field.
pub struct Json(String);

impl Json {
    pub fn new() -> Json {
        Json(String::from("{"))
    }

    /// A field whose value is already JSON.
    pub fn raw(mut self, key: &str, value: impl std::fmt::Display) -> Json {
        if self.0.len() > 1 {
            self.0.push(',');
        }
        let _ = write!(self.0, "\"{key}\":{value}");
        self
    }

    pub fn string(self, key: &str, value: &str) -> Json {
        self.raw(key, json_string(value))
    }

    /// A score with one decimal.
    pub fn score(self, key: &str, value: f32) -> Json {
        self.raw(key, format!("{value:.1}"))
    }

    /// The object and a newline.
    pub fn line(mut self) -> String {
        self.0.push_str("}\n");
        self.0
    }
}

/// `{"ok":false,"error":...}` after `head`'s fields.
pub fn json_failure(head: Json, why: &str) -> String {
    head.raw("ok", false).string("error", why).line()
}

/// Writes one input record's result: in JSON an object with `line`,
/// `puzzle` and `ok` first (then `fields` or `error`); otherwise `text`,
/// or for a failure the record `# line N: <why>` (which input readers
/// skip as a comment) and the same on stderr. Returns whether it failed.
pub fn record<T, W: Write>(
    out: &mut W,
    format: Format,
    puzzle: &Puzzle,
    result: Result<T, String>,
    progress: &Progress,
    fields: impl FnOnce(&T, Json) -> Json,
    text: impl FnOnce(&T) -> String,
) -> io::Result<bool> {
    let head = || {
        Json::new()
            .raw("line", puzzle.line)
            .string("puzzle", &puzzle.text)
    };
    match (result, format) {
        (Ok(value), Format::Json) => {
            out.write_all(fields(&value, head().raw("ok", true)).line().as_bytes())?
        }
        (Ok(value), _) => out.write_all(text(&value).as_bytes())?,
        (Err(why), Format::Json) => {
            out.write_all(json_failure(head(), &why).as_bytes())?;
            return Ok(true);
        }
        (Err(why), _) => {
            failure(
                out,
                format,
                &format!("line {}: {why}", puzzle.line),
                progress,
            )?;
            return Ok(true);
        }
    }
    Ok(false)
}

/// A failure's record in line or block format: `# <what>` on stdout (a
/// blank line after it in block format, as after a grid), and `<what>`
/// on stderr.
pub fn failure<W: Write>(
    out: &mut W,
    format: Format,
    what: &str,
    progress: &Progress,
) -> io::Result<()> {
    let gap = if format == Format::Block { "\n" } else { "" };
    write!(out, "# {what}\n{gap}")?;
    out.flush()?;
    progress.note(what);
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
        assert_eq!(
            Json::new()
                .raw("a", 1)
                .string("b", "x")
                .score("c", 2.25)
                .line(),
            "{\"a\":1,\"b\":\"x\",\"c\":2.2}\n"
        );
    }
}
