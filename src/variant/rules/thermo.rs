//! Thermometers: `thermo` (digits strictly increase from the bulb, the
//! first cell) and `slow-thermo` (they never decrease).

use super::{Constraint, Relations, Rule, counted, digits};
use crate::logic::Technique;

#[derive(Debug, Clone)]
struct Thermo {
    keyword: &'static str,
    cells: Vec<u16>,
}

impl Thermo {
    fn slow(&self) -> bool {
        self.keyword == "slow-thermo"
    }
}

/// A thermometer from its bulb along `cells`.
pub(super) fn read(
    keyword: &'static str,
    cells: Vec<u16>,
    size: usize,
) -> Result<Box<dyn Rule>, String> {
    // Strictly increasing digits 1-N fit N cells at most.
    let most = if keyword == "thermo" {
        size
    } else {
        usize::MAX
    };
    let cells = counted(keyword, cells, 2, most)?;
    Ok(Box::new(Thermo { keyword, cells }))
}

impl Rule for Thermo {
    fn keyword(&self) -> &'static str {
        self.keyword
    }

    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn holds(&self, grid: &[u8], _size: usize, _others: &[Constraint]) -> bool {
        let d: Vec<u8> = digits(grid, &self.cells).collect();
        d.windows(2)
            .all(|w| w[0] < w[1] || (self.slow() && w[0] == w[1]))
    }

    /// Every two cells, not only neighbours along the bulb: the k-th cell
    /// after another is at least k more (strict) or no less (slow).
    fn relate(&self, _size: usize, _others: &[Constraint], out: &mut Relations) {
        for (i, &a) in self.cells.iter().enumerate() {
            for (j, &b) in self.cells.iter().enumerate().skip(i + 1) {
                let gap = if self.slow() { 0 } else { (j - i) as u8 };
                out.pair(a, b, |x, y| y >= x + gap);
            }
        }
        if !self.slow() {
            out.distinct(&self.cells);
        }
    }

    fn technique(&self) -> Option<Technique> {
        Some(Technique::Thermo)
    }

    fn boxed(&self) -> Box<dyn Rule> {
        Box::new(self.clone())
    }
}
