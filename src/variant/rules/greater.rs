//! `greater`: the first of two cells side by side holds the greater digit.

use super::{Constraint, Relations, Rule, side_by_side};
use crate::logic::Technique;

#[derive(Debug, Clone)]
struct Greater {
    cells: Vec<u16>,
}

/// The greater-than sign between `cells` (the greater first).
pub(super) fn read(
    keyword: &'static str,
    cells: Vec<u16>,
    size: usize,
) -> Result<Box<dyn Rule>, String> {
    let cells = side_by_side(keyword, cells, size)?;
    Ok(Box::new(Greater { cells }))
}

impl Rule for Greater {
    fn keyword(&self) -> &'static str {
        "greater"
    }

    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn holds(&self, grid: &[u8], _size: usize, _others: &[Constraint]) -> bool {
        grid[usize::from(self.cells[0])] > grid[usize::from(self.cells[1])]
    }

    fn relate(&self, _size: usize, _others: &[Constraint], out: &mut Relations) {
        out.pair(self.cells[0], self.cells[1], |x, y| x > y);
    }

    fn technique(&self) -> Option<Technique> {
        Some(Technique::Greater)
    }

    fn boxed(&self) -> Box<dyn Rule> {
        Box::new(self.clone())
    }
}
