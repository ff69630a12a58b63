//! Recording the solving process as text, one line per event.
//!
//! Solvers report events to a [`Recorder`]. [`NoTrace`] ignores them and
//! compiles to nothing, so an untraced solve neither formats nor allocates.
//! [`TextTrace`] appends one English line per event to a `String`.

use std::fmt::Write;

use crate::geometry::cell_name;

/// Counters a search keeps, reported in the trace summary.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Digits placed from the puzzle.
    pub givens: u64,
    /// Digits placed because the cell had a single candidate.
    pub singles: u64,
    /// Guesses made (cells where the search had to choose a digit).
    pub guesses: u64,
    /// Times the search went back to a saved state to try another digit.
    pub backtracks: u64,
}

/// Receives the events of a search. Every method defaults to doing nothing.
pub trait Recorder {
    /// A digit of the puzzle was placed.
    fn given(&mut self, _cell: usize, _digit: u8) {}
    /// A cell with a single candidate was filled.
    fn single(&mut self, _cell: usize, _digit: u8) {}
    /// The search chose `digit` for `cell` among `candidates`.
    fn guess(&mut self, _cell: usize, _digit: u8, _candidates: u16) {}
    /// `cell` was left with no candidate.
    fn contradiction(&mut self, _cell: usize) {}
    /// The search restored the state saved at `cell` to try `digit`;
    /// `untried` are the candidates left after this one.
    fn backtrack(&mut self, _cell: usize, _digit: u8, _untried: u16) {}
    /// The `number`-th solution was found.
    fn solution(&mut self, _number: u64) {}
    /// The search ended with `solutions` solutions found; `exhausted` when
    /// it stopped because its guess budget ran out.
    fn finish(&mut self, _solutions: u64, _stats: &SearchStats, _exhausted: bool) {}
}

/// A recorder that records nothing.
pub struct NoTrace;

impl Recorder for NoTrace {}

/// Bytes of event lines a handle's trace keeps (16 MiB); later events are
/// counted, not written, and the summary line always follows.
pub const DEFAULT_TRACE_BYTES: usize = 16 << 20;

/// A recorder that appends one line of text per event, up to a size limit.
pub struct TextTrace<'a> {
    out: &'a mut String,
    max_bytes: usize,
    omitted: u64,
}

impl<'a> TextTrace<'a> {
    /// Records into `out`, after whatever it already holds, without limit.
    pub fn new(out: &'a mut String) -> Self {
        Self::with_limit(out, usize::MAX)
    }

    /// Records into `out` until it holds `max_bytes` bytes; further events
    /// are only counted, and reported before the summary.
    pub fn with_limit(out: &'a mut String, max_bytes: usize) -> Self {
        TextTrace {
            out,
            max_bytes,
            omitted: 0,
        }
    }

    /// Appends one event line, unless the size limit is reached.
    fn event(&mut self, line: std::fmt::Arguments) {
        if self.out.len() >= self.max_bytes {
            self.omitted += 1;
        } else {
            let _ = writeln!(self.out, "{line}");
        }
    }
}

/// Formats a candidate mask as `{1,7,9}`.
pub fn digits_text(mask: u16) -> String {
    let digits: Vec<String> = (1..=9u8)
        .filter(|d| mask & (1 << (d - 1)) != 0)
        .map(|d| d.to_string())
        .collect();
    format!("{{{}}}", digits.join(","))
}

impl Recorder for TextTrace<'_> {
    fn given(&mut self, cell: usize, digit: u8) {
        self.event(format_args!("given {} = {digit}", cell_name(cell)));
    }

    fn single(&mut self, cell: usize, digit: u8) {
        self.event(format_args!("single {} = {digit}", cell_name(cell)));
    }

    fn guess(&mut self, cell: usize, digit: u8, candidates: u16) {
        self.event(format_args!(
            "guess {} = {digit} of candidates {}",
            cell_name(cell),
            digits_text(candidates)
        ));
    }

    fn contradiction(&mut self, cell: usize) {
        self.event(format_args!(
            "contradiction: {} has no candidate",
            cell_name(cell)
        ));
    }

    fn backtrack(&mut self, cell: usize, digit: u8, untried: u16) {
        self.event(format_args!(
            "backtrack to {}, try {digit} (then untried {})",
            cell_name(cell),
            digits_text(untried)
        ));
    }

    fn solution(&mut self, number: u64) {
        self.event(format_args!("solution {number} found"));
    }

    fn finish(&mut self, solutions: u64, stats: &SearchStats, exhausted: bool) {
        if self.omitted > 0 {
            let _ = writeln!(
                self.out,
                "... {} more events not recorded (trace limit {} bytes)",
                self.omitted, self.max_bytes
            );
        }
        let verdict = match (exhausted, solutions) {
            (true, _) => "stopped, guess budget used up",
            (false, 0) => "no solution",
            (false, _) => "solved",
        };
        let _ = writeln!(
            self.out,
            "{verdict}: {} givens, {} singles, {} guesses, {} backtracks",
            stats.givens, stats.singles, stats.guesses, stats.backtracks
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_lines() {
        let mut out = String::new();
        let mut trace = TextTrace::new(&mut out);
        trace.given(0, 5);
        trace.guess(10, 1, 0b100_0001);
        trace.backtrack(10, 7, 0);
        assert_eq!(
            out,
            "given r1c1 = 5\nguess r2c2 = 1 of candidates {1,7}\nbacktrack to r2c2, try 7 (then untried {})\n"
        );
    }

    #[test]
    fn a_limited_trace_counts_what_it_drops_and_keeps_the_summary() {
        let mut out = String::new();
        let mut trace = TextTrace::with_limit(&mut out, 20);
        for cell in 0..5 {
            trace.single(cell, 1);
        }
        trace.finish(1, &SearchStats::default(), false);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[..2], ["single r1c1 = 1", "single r1c2 = 1"]);
        assert_eq!(
            lines[2],
            "... 3 more events not recorded (trace limit 20 bytes)"
        );
        assert!(lines[3].starts_with("solved: 0 givens"));
        assert_eq!(lines.len(), 4);
    }
}
