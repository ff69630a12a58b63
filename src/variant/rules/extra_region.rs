//! `extra-region`: up to N cells that hold different digits.

use super::{Constraint, Relations, Rule, counted, digits};
use crate::logic::Technique;

#[derive(Debug, Clone)]
struct ExtraRegion {
    cells: Vec<u16>,
}

/// An extra region of `cells`.
pub(super) fn read(
    keyword: &'static str,
    cells: Vec<u16>,
    size: usize,
) -> Result<Box<dyn Rule>, String> {
    let cells = counted(keyword, cells, 2, size)?;
    Ok(Box::new(ExtraRegion { cells }))
}

impl Rule for ExtraRegion {
    fn keyword(&self) -> &'static str {
        "extra-region"
    }

    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn holds(&self, grid: &[u8], _size: usize, _others: &[Constraint]) -> bool {
        let mut seen = 0u32;
        digits(grid, &self.cells).all(|d| {
            let new = seen & 1 << d == 0;
            seen |= 1 << d;
            new
        })
    }

    /// Its cells become peers: the techniques over peers use them.
    fn relate(&self, _size: usize, _others: &[Constraint], out: &mut Relations) {
        out.distinct(&self.cells);
    }

    fn technique(&self) -> Option<Technique> {
        None
    }

    fn boxed(&self) -> Box<dyn Rule> {
        Box::new(self.clone())
    }
}
