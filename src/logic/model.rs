//! The candidate model the shared techniques read: a board of any size N
//! (digits 1..=N, cell = row * N + column) whose houses are data, numbered
//! rows 0..N, columns N..2N, boxes or irregular regions 2N..3N, then any
//! others (diagonals, windows). The classic [`super::Marks`] (9x9, on a
//! [`super::layout::Layout`]) and the variant board
//! ([`crate::variant::logic::Board`], any size) both are one, so a
//! technique written over [`Model`] serves classic puzzles, jigsaws,
//! diagonals and every other size alike.

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

    /// Whether every rule is a house (no knight, king, non-consecutive or
    /// cage rule): the uniqueness techniques' swaps need it.
    fn rules_are_houses(&self) -> bool;
}

/// Per digit (index digit - 1), the cells holding it as a candidate.
pub fn digit_cells<M: Model>(model: &M) -> [M::Cells; 16] {
    let mut cells = [M::Cells::EMPTY; 16];
    for cell in 0..model.size() * model.size() {
        let mut cands = model.candidates(cell);
        while cands != 0 {
            let d = cands.trailing_zeros() as usize;
            cells[d] = cells[d].with(cell);
            cands &= cands - 1;
        }
    }
    cells
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
