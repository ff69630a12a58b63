//! The rules a variant lists as data, one type each behind [`Rule`], one
//! file each: a rule reads its text statement (its keyword, then its cells
//! in order), checks a solution from its own definition ([`Rule::holds`],
//! the tests' oracle), and states what it asks of the digits as
//! [`Relations`]: pairs of cells whose digits must agree with a
//! relation, cells limited to some digits, cells that must differ. The
//! solver, the logic (a named step per rule) and the forcing chains all
//! read those relations.
//!
//! Adding a rule means adding a file and a row of [`STATEMENTS`].

mod dots;
mod extra_region;
mod greater;
mod palindrome;
mod parity;
mod thermo;
mod whisper;

use std::fmt;

use crate::logic::Technique;

/// One rule of a variant beyond its houses: a thermometer, a dot, a line.
pub(crate) trait Rule: fmt::Debug + Send + Sync {
    /// The statement's keyword in the text format (`thermo`, `x`, ...).
    fn keyword(&self) -> &'static str;

    /// Its cells, in the order the statement lists them.
    fn cells(&self) -> &[u16];

    /// Whether `grid` (N*N digits, all placed) keeps the rule, checked from
    /// its definition (not from [`Rule::relate`]).
    fn holds(&self, grid: &[u8], size: usize, others: &[Constraint]) -> bool;

    /// What the rule asks of the digits; `others` are every rule of the
    /// variant (an `-all` rule reads its family's dots there).
    fn relate(&self, size: usize, others: &[Constraint], out: &mut Relations);

    /// The technique of the logic's step when a cell's candidate has no
    /// partner left under one of the rule's pairs.
    fn technique(&self) -> Option<Technique>;

    /// A copy, boxed.
    fn boxed(&self) -> Box<dyn Rule>;
}

/// A rule of a variant, as the variant holds it.
pub struct Constraint(Box<dyn Rule>);

impl Constraint {
    /// The statement's keyword (`thermo`, `kropki-white`, ...).
    pub fn keyword(&self) -> &'static str {
        self.0.keyword()
    }

    /// Its cells, 0-based in reading order, in the statement's order.
    pub fn cells(&self) -> &[u16] {
        self.0.cells()
    }

    /// Whether the full grid `grid` keeps the rule, among the variant's
    /// `rules` (an `-all` rule reads its family's dots there).
    pub fn holds(&self, grid: &[u8], size: usize, rules: &[Constraint]) -> bool {
        self.0.holds(grid, size, rules)
    }

    pub(crate) fn rule(&self) -> &dyn Rule {
        &*self.0
    }
}

impl Clone for Constraint {
    fn clone(&self) -> Self {
        Constraint(self.0.boxed())
    }
}

impl fmt::Debug for Constraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for Constraint {
    /// A rule is its keyword and its cells.
    fn eq(&self, other: &Self) -> bool {
        (self.keyword(), self.cells()) == (other.keyword(), other.cells())
    }
}

impl Eq for Constraint {}

/// Reads a rule statement's cells into a rule, or says why it cannot.
type Reader = fn(&'static str, Vec<u16>, usize) -> Result<Box<dyn Rule>, String>;

/// How a statement is written in f-puzzles JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Fpuzzles {
    /// Items of this member with `lines`, each a list of cells in order.
    Lines(&'static str),
    /// Items of this member with `cells`, and this `value` when some.
    Cells(&'static str, Option<&'static str>),
    /// One item of this member per cell, with `cell`.
    EachCell(&'static str),
    /// These names in the `negative` list, all of them.
    Negative(&'static [&'static str]),
    /// f-puzzles has no such constraint.
    Missing,
}

/// A rule statement of the text format.
pub(crate) struct Statement {
    /// Its keyword.
    pub keyword: &'static str,
    /// What reads its cells.
    read: Reader,
    /// Its f-puzzles form.
    pub fpuzzles: Fpuzzles,
}

const fn statement(keyword: &'static str, read: Reader, fpuzzles: Fpuzzles) -> Statement {
    Statement {
        keyword,
        read,
        fpuzzles,
    }
}

/// Every rule statement of the text format, by keyword.
pub(crate) const STATEMENTS: [Statement; 14] = [
    statement("thermo", thermo::read, Fpuzzles::Lines("thermometer")),
    statement("slow-thermo", thermo::read, Fpuzzles::Missing),
    statement("greater", greater::read, Fpuzzles::Missing),
    statement(
        "kropki-white",
        dots::read,
        Fpuzzles::Cells("difference", None),
    ),
    statement("kropki-black", dots::read, Fpuzzles::Cells("ratio", None)),
    statement(
        "kropki-all",
        dots::read_all,
        Fpuzzles::Negative(&["difference", "ratio"]),
    ),
    statement("x", dots::read, Fpuzzles::Cells("xv", Some("X"))),
    statement("v", dots::read, Fpuzzles::Cells("xv", Some("V"))),
    statement("xv-all", dots::read_all, Fpuzzles::Negative(&["xv"])),
    statement("odd", parity::read, Fpuzzles::EachCell("odd")),
    statement("even", parity::read, Fpuzzles::EachCell("even")),
    statement("whisper", whisper::read, Fpuzzles::Lines("whispers")),
    statement(
        "palindrome",
        palindrome::read,
        Fpuzzles::Lines("palindrome"),
    ),
    statement(
        "extra-region",
        extra_region::read,
        Fpuzzles::Cells("extraregion", None),
    ),
];

/// The statement of `keyword`, if it is a rule's.
pub(crate) fn statement_of(keyword: &str) -> Option<&'static Statement> {
    STATEMENTS.iter().find(|s| s.keyword == keyword)
}

/// The rule of statement `keyword` over `cells` on an N x N grid, or why
/// it cannot be one; `None` when `keyword` is no rule's.
pub(crate) fn read(
    keyword: &str,
    cells: Vec<u16>,
    size: usize,
) -> Option<Result<Constraint, String>> {
    let statement = statement_of(keyword)?;
    Some((statement.read)(statement.keyword, cells, size).map(Constraint))
}

/// Where statement `keyword` comes in [`STATEMENTS`] (after them all when
/// it is none).
pub(crate) fn order(keyword: &str) -> usize {
    STATEMENTS
        .iter()
        .position(|s| s.keyword == keyword)
        .unwrap_or(STATEMENTS.len())
}

/// Whether `keyword` starts a rule statement.
pub(crate) fn is_keyword(keyword: &str) -> bool {
    statement_of(keyword).is_some()
}

/// A relation between two cells' digits: `allow[d - 1]` holds the digits
/// `to` may take when `from` holds `d`. Each pair of a rule gives two
/// arcs, one each way.
#[derive(Debug, Clone)]
pub(crate) struct Arc {
    /// The cell whose digit decides.
    pub from: u16,
    /// The cell whose digits it limits.
    pub to: u16,
    /// The rule, as an index into the variant's constraints.
    pub rule: u16,
    /// Per digit of `from`, the digits `to` may hold.
    pub allow: [u16; 16],
}

impl Arc {
    /// The digits `to` may hold while `from` holds one of `digits`.
    pub fn support(&self, mut digits: u16) -> u16 {
        let mut out = 0;
        while digits != 0 {
            out |= self.allow[digits.trailing_zeros() as usize];
            digits &= digits - 1;
        }
        out
    }
}

/// What a variant's rules ask of the digits, collected from each rule's
/// [`Rule::relate`].
#[derive(Debug, Clone, Default)]
pub(crate) struct Relations {
    size: usize,
    rule: u16,
    /// Every arc.
    pub arcs: Vec<Arc>,
    /// Each cell's arcs, as indices into [`Relations::arcs`] of those
    /// whose `from` it is.
    pub arcs_from: Vec<Vec<u32>>,
    /// Each cell's allowed digits (all of them when no rule limits it).
    pub masks: Vec<u16>,
    /// Groups of cells that must hold different digits (they become
    /// peers), with their rule.
    pub distinct: Vec<(u16, Vec<u16>)>,
}

impl Relations {
    /// The relations of `rules` on an N x N grid.
    pub fn of(size: usize, rules: &[Constraint]) -> Relations {
        let cells = size * size;
        let mut out = Relations {
            size,
            rule: 0,
            arcs: Vec::new(),
            arcs_from: vec![Vec::new(); cells],
            masks: vec![((1u32 << size) - 1) as u16; cells],
            distinct: Vec::new(),
        };
        for (k, rule) in rules.iter().enumerate() {
            out.rule = k as u16;
            rule.0.relate(size, rules, &mut out);
        }
        out
    }

    /// Cells `a` and `b` may hold digits `x` and `y` only when `holds(x,
    /// y)`.
    pub fn pair(&mut self, a: u16, b: u16, holds: impl Fn(u8, u8) -> bool) {
        let n = self.size as u8;
        let mut there = [0u16; 16];
        let mut back = [0u16; 16];
        for x in 1..=n {
            for y in 1..=n {
                if holds(x, y) {
                    there[usize::from(x - 1)] |= 1 << (y - 1);
                    back[usize::from(y - 1)] |= 1 << (x - 1);
                }
            }
        }
        for (from, to, allow) in [(a, b, there), (b, a, back)] {
            self.arcs_from[usize::from(from)].push(self.arcs.len() as u32);
            self.arcs.push(Arc {
                from,
                to,
                rule: self.rule,
                allow,
            });
        }
    }

    /// The cells digit `d` at `cell` limits, each with the digits it then
    /// allows there (and the rule's index).
    pub fn placed(&self, cell: usize, d: u8) -> impl Iterator<Item = (usize, u16, u16)> + '_ {
        self.arcs_from[cell].iter().map(move |&i| {
            let arc = &self.arcs[i as usize];
            (usize::from(arc.to), arc.allow[usize::from(d - 1)], arc.rule)
        })
    }

    /// `cell` holds one of `digits` only.
    pub fn mask(&mut self, cell: u16, digits: u16) {
        self.masks[usize::from(cell)] &= digits;
    }

    /// `cells` hold different digits.
    pub fn distinct(&mut self, cells: &[u16]) {
        self.distinct.push((self.rule, cells.to_vec()));
    }
}

/// `cells`, when a `keyword` statement may have that many (`least` to
/// `most`), else why not.
pub(crate) fn counted(
    keyword: &str,
    cells: Vec<u16>,
    least: usize,
    most: usize,
) -> Result<Vec<u16>, String> {
    match cells.len() {
        n if n < least => Err(format!("a `{keyword}` has {least} cells or more")),
        n if n > most => Err(format!("a `{keyword}` has {most} cells at most")),
        _ => Ok(cells),
    }
}

/// Whether cells `a` and `b` of an N x N grid share a side.
pub(crate) fn beside(a: u16, b: u16, size: usize) -> bool {
    let (a, b) = (usize::from(a), usize::from(b));
    let (dr, dc) = ((a / size).abs_diff(b / size), (a % size).abs_diff(b % size));
    dr + dc == 1
}

/// `cells`, when they are two cells side by side (a dot or sign between
/// them), else why not.
pub(crate) fn side_by_side(
    keyword: &str,
    cells: Vec<u16>,
    size: usize,
) -> Result<Vec<u16>, String> {
    match cells[..] {
        [a, b] if beside(a, b, size) => Ok(cells),
        _ => Err(format!("`{keyword}` takes two cells side by side")),
    }
}

/// The digits of `cells` in `grid`.
pub(crate) fn digits<'g>(grid: &'g [u8], cells: &'g [u16]) -> impl Iterator<Item = u8> + 'g {
    cells.iter().map(|&c| grid[usize::from(c)])
}

#[cfg(test)]
mod tests;
