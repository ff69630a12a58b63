//! The candidate model the shared techniques read: a board of any size N
//! (digits 1..=N, cell = row * N + column) whose houses are data, numbered
//! rows 0..N, columns N..2N, boxes or irregular regions 2N..3N, then any
//! others (diagonals, windows). The classic [`super::Marks`] (9x9, on a
//! [`super::layout::Layout`]) and the variant board
//! ([`crate::variant::logic::Board`], any size) both are one, so a
//! technique written over [`Model`] serves classic puzzles, jigsaws,
//! diagonals and every other size alike. The forcing chains play their
//! assumptions on a [`Trial`]: a model that can also take placements and
//! eliminations (and, on a killer, follow its cage sums).

pub use super::cell_sets::CellSet;
use crate::geometry::digit_bit;

/// A board with candidates over houses as data.
pub trait Model {
    /// A set of this board's cells, one bit each.
    type Cells: CellSet;

    /// The board's size N: digits 1..=N on N*N cells.
    fn size(&self) -> usize;

    /// The digit placed at `cell`, 0 while it is open.
    fn value(&self, cell: usize) -> u8;

    /// The candidates of `cell` (bit k = digit k+1; 0 once placed).
    fn candidates(&self, cell: usize) -> u16;

    /// Whether `digit` is a candidate of `cell`.
    fn has(&self, cell: usize, digit: u8) -> bool {
        self.candidates(cell) & crate::geometry::digit_bit(digit) != 0
    }

    /// How many houses there are (cages are not houses).
    fn house_count(&self) -> usize;

    /// The cells of house `house`, in the house's order.
    fn house(&self, house: usize) -> impl Iterator<Item = usize> + '_;

    /// The houses holding `cell`, ascending.
    fn houses_of(&self, cell: usize) -> impl Iterator<Item = usize> + '_;

    /// Whether cells `a` and `b` may not hold the same digit (a house, or
    /// on a variant any other rule, holds both).
    fn sees(&self, a: usize, b: usize) -> bool;

    /// The cells `cell` sees, as a set.
    fn peers(&self, cell: usize) -> Self::Cells;

    /// Calls `f` with each other cell and the digits there (as a mask)
    /// that `digit` at `cell` rules out by a rule between different digits
    /// (on a non-consecutive board, the digits one apart in the orthogonal
    /// neighbours). Sight rules (houses, knight and king moves, cages) are
    /// [`Model::sees`]; by default there are no others.
    fn excluded_by(&self, cell: usize, digit: u8, f: &mut dyn FnMut(usize, u16)) {
        let _ = (cell, digit, f);
    }

    /// Whether every rule is a house (no knight, king, non-consecutive or
    /// cage rule): the uniqueness techniques' swaps need it.
    fn rules_are_houses(&self) -> bool;
}

/// A [`Model`] a forcing chain can play an assumption on: a copy takes
/// the digits placed and the candidates removed as the chain follows them.
pub trait Trial: Model + Clone {
    /// Places `digit` at `cell`: the cell and the candidates `digit` rules
    /// out (its peers' `digit`, and any rule between different digits)
    /// lose it.
    fn place(&mut self, cell: usize, digit: u8);

    /// Removes candidate `digit` from `cell`.
    fn eliminate(&mut self, cell: usize, digit: u8);

    /// Whether `digit` is placed in a cell of `house`.
    fn value_in(&self, house: usize, digit: u8) -> bool {
        self.house(house).any(|c| self.value(c) == digit)
    }

    /// Whether the board has rules of its own beyond sight and
    /// [`Model::excluded_by`] (a killer's cage sums), which
    /// [`Trial::own_rule`] applies; none by default.
    fn has_own_rules(&self) -> bool {
        false
    }

    /// The first conclusion of the board's own rules (see
    /// [`Trial::has_own_rules`]), `None` when they conclude nothing.
    fn own_rule(&self) -> Option<OwnRule> {
        None
    }
}

/// What a board's own rules ([`Trial::own_rule`]) conclude.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OwnRule {
    /// The candidates `eliminations` (cell, digit) are false, by what
    /// `cells` hold (a cage's sum and its cells' candidates).
    Removes {
        /// The cells whose candidates decide it.
        cells: Vec<usize>,
        /// The candidates ruled out.
        eliminations: Vec<(usize, u8)>,
    },
    /// The rule cannot be kept with what `cells` hold (no combination of
    /// their candidates makes the cage's sum).
    Broken {
        /// The cells whose candidates break it.
        cells: Vec<usize>,
    },
}

/// Per digit (index digit - 1), the cells holding it as a candidate.
pub fn digit_cells<M: Model>(model: &M) -> [M::Cells; 16] {
    digit_cells_among(model, 0..model.size() * model.size())
}

/// [`digit_cells`] among `among` only (a house's cells, say).
pub fn digit_cells_among<M: Model>(
    model: &M,
    among: impl IntoIterator<Item = usize>,
) -> [M::Cells; 16] {
    let mut cells = [M::Cells::EMPTY; 16];
    for cell in among {
        let mut cands = model.candidates(cell);
        while cands != 0 {
            let d = cands.trailing_zeros() as usize;
            cells[d].insert(cell);
            cands &= cands - 1;
        }
    }
    cells
}

/// The candidates a rule between different digits ([`Model::excluded_by`])
/// rules out from one of `a` and `b` (each a cell and digit taken as
/// true), that the other rules out as well (by its cell, by sight or by
/// such a rule): when `a` or `b` is true, these are false. Sorted, once
/// each; none on a board without such rules.
pub fn excluded_by_both(model: &impl Model, a: (usize, u8), b: (usize, u8)) -> Vec<(usize, u8)> {
    let mut found = Vec::new();
    for (one, other) in [(a, b), (b, a)] {
        model.excluded_by(one.0, one.1, &mut |cell, digits| {
            let mut rest = digits;
            while rest != 0 {
                let d = rest.trailing_zeros() as u8 + 1;
                rest &= rest - 1;
                if excludes(model, other, (cell, d)) {
                    found.push((cell, d));
                }
            }
        });
    }
    found.sort_unstable();
    found.dedup();
    found
}

/// Whether `digit` at `cell` (taken as true) rules out candidate `target`:
/// another digit of its cell, its digit where the cell sees it, or a rule
/// between different digits.
fn excludes(model: &impl Model, (cell, digit): (usize, u8), target: (usize, u8)) -> bool {
    if target.0 == cell {
        return target.1 != digit;
    }
    if target.1 == digit {
        return model.sees(cell, target.0);
    }
    let mut found = false;
    model.excluded_by(cell, digit, &mut |other, digits| {
        found |= other == target.0 && digits & digit_bit(target.1) != 0;
    });
    found
}

/// The houses holding every cell of `cells` (none when `cells` is empty),
/// ascending.
pub fn houses_holding<'a>(
    model: &'a impl Model,
    cells: &'a [usize],
) -> impl Iterator<Item = usize> + 'a {
    let (first, rest) = match cells.split_first() {
        Some((&first, rest)) => (Some(first), rest),
        None => (None, cells),
    };
    first
        .into_iter()
        .flat_map(move |f| model.houses_of(f))
        .filter(move |&h| rest.iter().all(|&c| model.houses_of(c).any(|k| k == h)))
}

/// The cells of `house` holding candidate `digit`.
pub fn places(model: &impl Model, house: usize, digit: u8) -> Vec<usize> {
    holding(model, house, digit).collect()
}

/// The cells of `house` holding candidate `digit`, in the house's order.
fn holding(model: &impl Model, house: usize, digit: u8) -> impl Iterator<Item = usize> + '_ {
    let bit = digit_bit(digit);
    model
        .house(house)
        .filter(move |&c| model.candidates(c) & bit != 0)
}

/// Strong links: the houses among `houses` where `digit` fits exactly two
/// cells, with those cells.
pub fn strong_links(
    model: &impl Model,
    digit: u8,
    houses: std::ops::Range<usize>,
) -> Vec<(usize, [usize; 2])> {
    houses
        .filter_map(|h| {
            let mut cells = holding(model, h, digit);
            match (cells.next(), cells.next(), cells.next()) {
                (Some(a), Some(b), None) => Some((h, [a, b])),
                _ => None,
            }
        })
        .collect()
}
