//! `palindrome`: the line reads the same from either end.

use super::{Constraint, Relations, Rule, counted, digits};
use crate::logic::Technique;

#[derive(Debug, Clone)]
struct Palindrome {
    cells: Vec<u16>,
}

/// A palindrome line through `cells`.
pub(super) fn read(
    keyword: &'static str,
    cells: Vec<u16>,
    _: usize,
) -> Result<Box<dyn Rule>, String> {
    let cells = counted(keyword, cells, 2, usize::MAX)?;
    Ok(Box::new(Palindrome { cells }))
}

impl Rule for Palindrome {
    fn keyword(&self) -> &'static str {
        "palindrome"
    }

    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn holds(&self, grid: &[u8], _size: usize, _others: &[Constraint]) -> bool {
        let d: Vec<u8> = digits(grid, &self.cells).collect();
        d.iter().eq(d.iter().rev())
    }

    /// Each cell and its mirror along the line hold the same digit.
    fn relate(&self, _size: usize, _others: &[Constraint], out: &mut Relations) {
        let ends = self.cells.iter().zip(self.cells.iter().rev());
        for (&a, &b) in ends.take(self.cells.len() / 2) {
            out.pair(a, b, |x, y| x == y);
        }
    }

    fn technique(&self) -> Option<Technique> {
        Some(Technique::Palindrome)
    }

    fn boxed(&self) -> Box<dyn Rule> {
        Box::new(self.clone())
    }
}
