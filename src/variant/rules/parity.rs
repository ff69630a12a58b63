//! `odd` and `even`: the listed cells hold odd (even) digits.

use super::{Constraint, Relations, Rule, counted, digits};
use crate::logic::Technique;

#[derive(Debug, Clone)]
struct Parity {
    keyword: &'static str,
    cells: Vec<u16>,
}

impl Parity {
    /// The remainder its digits leave when halved.
    fn rest(&self) -> u8 {
        u8::from(self.keyword == "odd")
    }
}

/// Odd or even cells.
pub(super) fn read(
    keyword: &'static str,
    cells: Vec<u16>,
    _: usize,
) -> Result<Box<dyn Rule>, String> {
    let cells = counted(keyword, cells, 1, usize::MAX)?;
    Ok(Box::new(Parity { keyword, cells }))
}

impl Rule for Parity {
    fn keyword(&self) -> &'static str {
        self.keyword
    }

    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn holds(&self, grid: &[u8], _size: usize, _others: &[Constraint]) -> bool {
        digits(grid, &self.cells).all(|d| d % 2 == self.rest())
    }

    /// The cells start with only the digits of their parity: there is no
    /// step to take.
    fn relate(&self, size: usize, _others: &[Constraint], out: &mut Relations) {
        let mask = (1..=size as u8)
            .filter(|d| d % 2 == self.rest())
            .fold(0u16, |m, d| m | 1 << (d - 1));
        for &cell in &self.cells {
            out.mask(cell, mask);
        }
    }

    fn technique(&self) -> Option<Technique> {
        None
    }

    fn boxed(&self) -> Box<dyn Rule> {
        Box::new(self.clone())
    }
}
