//! Variant puzzles: N x N grids (N = 4, 6, 8, 9, 10, 12, 16) with boxes or
//! irregular (jigsaw) regions, and any of the extra rules diagonal,
//! windoku, anti-knight, anti-king, non-consecutive and killer cages.
//!
//! A [`Variant`] is read from and written to the text format of
//! [`text`] (`size`, `boxes`, `regions`, `rules`, `cage`, `givens` lines),
//! solved or counted by [`solve()`], and made by [`generate()`]. The
//! classic 9x9 keeps its own fast engine; through this module a plain 9x9
//! gives the same answers (`tests/variant.rs` checks 1,504 dataset
//! puzzles).

mod boxed;
mod cells;
pub(crate) mod combos;
mod fpuzzles;
pub mod game;
pub mod generate;
pub mod hint;
pub mod logic;
mod planes;
pub mod recipe;
pub(crate) mod rules;
pub(crate) mod shape;
pub mod solve;
mod sums;
mod symmetry;
pub mod text;

pub use generate::{generate, generate_jigsaw, generate_killer, jigsaw_regions};
pub use solve::{Solved, solve};
pub use text::VariantError;

pub use rules::Constraint;
use shape::Shape;

/// The sizes a variant grid may have.
pub const SIZES: [usize; 7] = [4, 6, 8, 9, 10, 12, 16];

/// The largest number of cells (16 x 16).
pub const MAX_CELLS: usize = 256;

/// The default box of a size, rows x columns.
pub fn default_boxes(size: usize) -> Option<(usize, usize)> {
    Some(match size {
        4 => (2, 2),
        6 => (2, 3),
        8 => (2, 4),
        9 => (3, 3),
        10 => (2, 5),
        12 => (3, 4),
        16 => (4, 4),
        _ => return None,
    })
}

/// The extra rules, as bits of [`Rules`].
pub mod rule {
    /// Both main diagonals are houses.
    pub const DIAGONAL: u8 = 1;
    /// The four extra 3x3 windows of a 9x9 are houses.
    pub const WINDOKU: u8 = 2;
    /// No two cells a knight's move apart hold the same digit.
    pub const ANTI_KNIGHT: u8 = 4;
    /// No two cells a king's move apart hold the same digit.
    pub const ANTI_KING: u8 = 8;
    /// Orthogonal neighbours never hold consecutive digits.
    pub const NON_CONSECUTIVE: u8 = 16;
    /// Every rule with its name in the text format, in the order written.
    pub const NAMES: [(u8, &str); 5] = [
        (DIAGONAL, "diagonal"),
        (WINDOKU, "windoku"),
        (ANTI_KNIGHT, "anti-knight"),
        (ANTI_KING, "anti-king"),
        (NON_CONSECUTIVE, "non-consecutive"),
    ];
}

/// A set of [`rule`] bits.
pub type Rules = u8;

/// A killer cage: its cells hold distinct digits adding up to `sum`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cage {
    /// The sum of the cage's digits.
    pub sum: u32,
    /// Its cells, 0-based in reading order, ascending.
    pub cells: Vec<u16>,
}

/// How the grid is cut into its third kind of house.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Regions {
    /// Rectangular boxes of `rows` x `cols` cells.
    Boxes {
        /// Rows of a box.
        rows: usize,
        /// Columns of a box.
        cols: usize,
    },
    /// Irregular regions: each cell's region, 0..N, N cells each.
    Jigsaw(Vec<u8>),
}

/// A variant puzzle: its geometry, rules, cages and givens.
#[derive(Debug, Clone)]
pub struct Variant {
    size: usize,
    regions: Regions,
    rules: Rules,
    cages: Vec<Cage>,
    constraints: Vec<Constraint>,
    givens: Vec<u8>,
    shape: Shape,
}

impl PartialEq for Variant {
    fn eq(&self, other: &Self) -> bool {
        // The shape follows from the rest.
        (
            self.size,
            &self.regions,
            self.rules,
            &self.cages,
            &self.constraints,
            &self.givens,
        ) == (
            other.size,
            &other.regions,
            other.rules,
            &other.cages,
            &other.constraints,
            &other.givens,
        )
    }
}

impl Variant {
    /// N: the grid is N x N and holds the digits 1..=N.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The name of house (or cage) number `house`, as the variant logic
    /// numbers them (rows 0..N, columns N..2N, boxes or regions 2N..3N,
    /// then the diagonals and windows, then cage k as house count + k):
    /// "row 1", "column 4", "box 9", "region 2", "main diagonal",
    /// "anti-diagonal", "window 3", "cage 5 (17)".
    pub fn house_name(&self, house: usize) -> String {
        let n = self.size;
        let count = self.shape.houses.len();
        let diagonals = if self.rules & rule::DIAGONAL != 0 {
            2
        } else {
            0
        };
        match house {
            h if h < n => format!("row {}", h + 1),
            h if h < 2 * n => format!("column {}", h - n + 1),
            h if h < 3 * n => match self.regions {
                Regions::Boxes { .. } => format!("box {}", h - 2 * n + 1),
                Regions::Jigsaw(_) => format!("region {}", h - 2 * n + 1),
            },
            h if h < 3 * n + diagonals => {
                if h == 3 * n {
                    "main diagonal".to_owned()
                } else {
                    "anti-diagonal".to_owned()
                }
            }
            h if h < count => format!("window {}", h - 3 * n - diagonals + 1),
            h => {
                let k = h - count;
                let sum = self.cages.get(k).map_or(0, |c| c.sum);
                format!("cage {} ({sum})", k + 1)
            }
        }
    }

    /// `r<row>c<col>` (1-based) of cell `cell` on this board.
    pub fn cell_name(&self, cell: usize) -> String {
        text::cell_name(cell, self.size)
    }

    /// Boxes or jigsaw regions.
    pub fn regions(&self) -> &Regions {
        &self.regions
    }

    /// The extra rules ([`rule`] bits).
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The killer cages.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The rules listed as data: thermometers, dots, lines.
    pub fn constraints(&self) -> &[Constraint] {
        &self.constraints
    }

    /// Whether every rule is a house (rows, columns, boxes or regions,
    /// diagonals, windows): no knight, king, non-consecutive, cage or
    /// listed rule.
    pub(crate) fn rules_are_houses(&self) -> bool {
        let beyond_houses = rule::ANTI_KNIGHT | rule::ANTI_KING | rule::NON_CONSECUTIVE;
        self.rules & beyond_houses == 0 && self.cages.is_empty() && self.constraints.is_empty()
    }

    /// The givens, N*N digits in reading order, 0 for blank.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// The character of digit `d` in the text format: `.` for 0, `1`-`9`,
    /// then `A`-`G` for 10-16.
    pub fn digit_char(d: u8) -> char {
        match d {
            0 => '.',
            1..=9 => char::from(b'0' + d),
            _ => char::from(b'A' + d - 10),
        }
    }

    /// A grid of N*N digits as text cells (see [`Variant::digit_char`]).
    pub fn cells_text(cells: &[u8]) -> String {
        cells.iter().map(|&d| Self::digit_char(d)).collect()
    }
}

impl Variant {
    /// Whether `grid` (N*N digits) is a solution: it keeps the givens, and
    /// every rule holds, checked from the rules' definitions directly (not
    /// from the solver's tables), so tests can use it as an oracle.
    pub fn is_solution(&self, grid: &[u8]) -> bool {
        let n = self.size;
        if grid.len() != n * n || grid.iter().any(|&d| d == 0 || usize::from(d) > n) {
            return false;
        }
        if self
            .givens
            .iter()
            .zip(grid)
            .any(|(&g, &d)| g != 0 && g != d)
        {
            return false;
        }
        let at = |r: usize, c: usize| grid[r * n + c];
        let distinct = |cells: &mut dyn Iterator<Item = u8>| {
            let mut seen = 0u32;
            for d in cells {
                if seen & (1 << d) != 0 {
                    return false;
                }
                seen |= 1 << d;
            }
            true
        };
        for i in 0..n {
            if !distinct(&mut (0..n).map(|c| at(i, c))) || !distinct(&mut (0..n).map(|r| at(r, i)))
            {
                return false;
            }
        }
        for region in shape::region_cells(n, &self.regions) {
            if !distinct(&mut region.iter().map(|&c| grid[usize::from(c)])) {
                return false;
            }
        }
        if self.rules & rule::DIAGONAL != 0
            && (!distinct(&mut (0..n).map(|i| at(i, i)))
                || !distinct(&mut (0..n).map(|i| at(i, n - 1 - i))))
        {
            return false;
        }
        if self.rules & rule::WINDOKU != 0 {
            for (top, left) in [(1, 1), (1, 5), (5, 1), (5, 5)] {
                if !distinct(&mut (0..9).map(|i| at(top + i / 3, left + i % 3))) {
                    return false;
                }
            }
        }
        for r in 0..n {
            for c in 0..n {
                let d = at(r, c);
                let mut near = Vec::new();
                if self.rules & rule::ANTI_KNIGHT != 0 {
                    near.extend([(1, 2), (2, 1), (1, -2), (2, -1)]);
                }
                if self.rules & rule::ANTI_KING != 0 {
                    near.extend([(1, -1), (1, 0), (1, 1), (0, 1)]);
                }
                for (dr, dc) in near {
                    let (r2, c2) = (r as isize + dr, c as isize + dc);
                    if r2 >= 0
                        && c2 >= 0
                        && (r2 as usize) < n
                        && (c2 as usize) < n
                        && at(r2 as usize, c2 as usize) == d
                    {
                        return false;
                    }
                }
                if self.rules & rule::NON_CONSECUTIVE != 0
                    && ((c + 1 < n && at(r, c + 1).abs_diff(d) == 1)
                        || (r + 1 < n && at(r + 1, c).abs_diff(d) == 1))
                {
                    return false;
                }
            }
        }
        self.cages.iter().all(|cage| {
            let digits = || cage.cells.iter().map(|&c| grid[usize::from(c)]);
            distinct(&mut digits()) && digits().map(u32::from).sum::<u32>() == cage.sum
        }) && self
            .constraints
            .iter()
            .all(|c| c.holds(grid, n, &self.constraints))
    }
}
