//! `whisper` (German whispers): digits next to each other along the line
//! differ by at least half of N, rounded up (5 on a 9x9).

use super::{Constraint, Relations, Rule, counted, digits};
use crate::logic::Technique;

#[derive(Debug, Clone)]
struct Whisper {
    cells: Vec<u16>,
}

/// The least difference of neighbours on a whisper line.
fn gap(size: usize) -> u8 {
    size.div_ceil(2) as u8
}

/// A whisper line through `cells`.
pub(super) fn read(
    keyword: &'static str,
    cells: Vec<u16>,
    _: usize,
) -> Result<Box<dyn Rule>, String> {
    let cells = counted(keyword, cells, 2, usize::MAX)?;
    Ok(Box::new(Whisper { cells }))
}

impl Rule for Whisper {
    fn keyword(&self) -> &'static str {
        "whisper"
    }

    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn holds(&self, grid: &[u8], size: usize, _others: &[Constraint]) -> bool {
        let d: Vec<u8> = digits(grid, &self.cells).collect();
        d.windows(2).all(|w| w[0].abs_diff(w[1]) >= gap(size))
    }

    fn relate(&self, size: usize, _others: &[Constraint], out: &mut Relations) {
        for w in self.cells.windows(2) {
            out.pair(w[0], w[1], |x, y| x.abs_diff(y) >= gap(size));
        }
    }

    fn technique(&self) -> Option<Technique> {
        Some(Technique::Whisper)
    }

    fn boxed(&self) -> Box<dyn Rule> {
        Box::new(self.clone())
    }
}
