//! Dots between two cells side by side: `kropki-white` (consecutive
//! digits), `kropki-black` (one digit twice the other), `x` (sum 10) and
//! `v` (sum 5); and their negative statements, `kropki-all` (two cells
//! side by side without a kropki dot are neither) and `xv-all` (without an
//! X or V, they add up to neither 10 nor 5).

use super::{Constraint, Relations, Rule, side_by_side};
use crate::logic::Technique;

/// Whether digits `x` and `y` fit the dot of statement `keyword`.
fn fits(keyword: &str, x: u8, y: u8) -> bool {
    match keyword {
        "kropki-white" => x.abs_diff(y) == 1,
        "kropki-black" => x == 2 * y || y == 2 * x,
        "x" => x + y == 10,
        _ => x + y == 5,
    }
}

/// The dots an `-all` statement covers.
fn family(all: &str) -> [&'static str; 2] {
    if all == "kropki-all" {
        ["kropki-white", "kropki-black"]
    } else {
        ["x", "v"]
    }
}

fn technique_of(keyword: &str) -> Technique {
    if keyword.starts_with("kropki") {
        Technique::KropkiPair
    } else {
        Technique::XvPair
    }
}

#[derive(Debug, Clone)]
struct Dot {
    keyword: &'static str,
    cells: Vec<u16>,
}

/// A dot between two cells side by side.
pub(super) fn read(
    keyword: &'static str,
    cells: Vec<u16>,
    size: usize,
) -> Result<Box<dyn Rule>, String> {
    let cells = side_by_side(keyword, cells, size)?;
    Ok(Box::new(Dot { keyword, cells }))
}

impl Rule for Dot {
    fn keyword(&self) -> &'static str {
        self.keyword
    }

    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn holds(&self, grid: &[u8], _size: usize, _others: &[Constraint]) -> bool {
        let [a, b] = [0, 1].map(|i| grid[usize::from(self.cells[i])]);
        fits(self.keyword, a, b)
    }

    fn relate(&self, _size: usize, _others: &[Constraint], out: &mut Relations) {
        let keyword = self.keyword;
        out.pair(self.cells[0], self.cells[1], |x, y| fits(keyword, x, y));
    }

    fn technique(&self) -> Option<Technique> {
        Some(technique_of(self.keyword))
    }

    fn boxed(&self) -> Box<dyn Rule> {
        Box::new(self.clone())
    }
}

#[derive(Debug, Clone)]
struct All {
    keyword: &'static str,
}

impl All {
    /// Every two cells side by side without a dot of the family, each pair
    /// once (the upper or left cell first).
    fn undotted(&self, size: usize, dots: &[(u16, u16)]) -> Vec<(u16, u16)> {
        let mut out = Vec::new();
        for cell in 0..size * size {
            let (row, col) = (cell / size, cell % size);
            let right = (col + 1 < size).then_some(cell + 1);
            let below = (row + 1 < size).then_some(cell + size);
            for other in [right, below].into_iter().flatten() {
                let (a, b) = (cell as u16, other as u16);
                if !dots.contains(&(a, b)) && !dots.contains(&(b, a)) {
                    out.push((a, b));
                }
            }
        }
        out
    }

    /// Whether digits `x` and `y` fit no dot of the family.
    fn fits_none(&self, x: u8, y: u8) -> bool {
        family(self.keyword).iter().all(|k| !fits(k, x, y))
    }
}

/// The negative statement (no cells).
pub(super) fn read_all(
    keyword: &'static str,
    cells: Vec<u16>,
    _size: usize,
) -> Result<Box<dyn Rule>, String> {
    if !cells.is_empty() {
        return Err(format!("`{keyword}` takes no cells"));
    }
    Ok(Box::new(All { keyword }))
}

/// The dots of `family` among `rules`, as pairs of cells.
fn dots_of(rules: &[Constraint], family: [&str; 2]) -> Vec<(u16, u16)> {
    rules
        .iter()
        .filter(|r| family.contains(&r.keyword()))
        .map(|r| (r.cells()[0], r.cells()[1]))
        .collect()
}

impl Rule for All {
    fn keyword(&self) -> &'static str {
        self.keyword
    }

    fn cells(&self) -> &[u16] {
        &[]
    }

    fn holds(&self, grid: &[u8], size: usize, others: &[Constraint]) -> bool {
        let dots = dots_of(others, family(self.keyword));
        self.undotted(size, &dots)
            .iter()
            .all(|&(a, b)| self.fits_none(grid[usize::from(a)], grid[usize::from(b)]))
    }

    fn relate(&self, size: usize, others: &[Constraint], out: &mut Relations) {
        let dots = dots_of(others, family(self.keyword));
        for (a, b) in self.undotted(size, &dots) {
            out.pair(a, b, |x, y| self.fits_none(x, y));
        }
    }

    fn technique(&self) -> Option<Technique> {
        Some(technique_of(self.keyword))
    }

    fn boxed(&self) -> Box<dyn Rule> {
        Box::new(self.clone())
    }
}
