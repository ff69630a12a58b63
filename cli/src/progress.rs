//! A progress bar on stderr for runs that pass about a second, only when
//! stderr is a terminal; messages for stderr go around it.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

/// How long a run goes before its bar appears.
const SHOW_AFTER: Duration = Duration::from_secs(1);

/// Progress of one run over `total` records (when known).
pub struct Progress {
    start: Instant,
    total: Option<u64>,
    done: u64,
    /// Whether a bar may be drawn at all (stderr is a terminal).
    enabled: bool,
    bar: Option<ProgressBar>,
    /// What the records are ("puzzles", "seeds").
    what: &'static str,
}

impl Progress {
    pub fn new(total: Option<u64>, what: &'static str) -> Progress {
        Progress {
            start: Instant::now(),
            total,
            done: 0,
            enabled: io::stderr().is_terminal(),
            bar: None,
            what,
        }
    }

    /// One more record done.
    pub fn advance(&mut self) {
        self.done += 1;
        self.show();
    }

    /// Draws the bar once the run has passed [`SHOW_AFTER`].
    pub fn show(&mut self) {
        if !self.enabled || self.start.elapsed() < SHOW_AFTER {
            return;
        }
        let bar = self.bar.get_or_insert_with(|| {
            let (bar, template) = match self.total {
                Some(total) => (
                    ProgressBar::new(total),
                    format!(
                        "{{bar:40}} {{pos}}/{{len}} {}, {{per_sec}}, eta {{eta}}",
                        self.what
                    ),
                ),
                None => (
                    ProgressBar::new_spinner(),
                    format!("{{spinner}} {{pos}} {}, {{per_sec}}", self.what),
                ),
            };
            let style = ProgressStyle::with_template(&template)
                .unwrap_or_else(|_| ProgressStyle::default_bar());
            bar.set_style(style);
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        });
        bar.set_position(self.done);
    }

    /// Writes `text` and a newline to stderr, around the bar. Errors are
    /// ignored: a closed stderr must not stop the run.
    pub fn note(&self, text: &str) {
        let write = || {
            let _ = writeln!(io::stderr(), "{text}");
        };
        match &self.bar {
            Some(bar) => bar.suspend(write),
            None => write(),
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
