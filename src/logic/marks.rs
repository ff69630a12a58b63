//! A board with pencil marks: the placed digits and, for each empty cell,
//! the candidates still open, on a [`Layout`] of houses. Logic steps read
//! and change it.

use super::cell_sets::Cells;
use super::layout::{CLASSIC, Layout};
use super::model::{Model, Trial};
use crate::geometry::{ALL_DIGITS, CELLS, digit_bit, lowest_digit};
use crate::grid::Grid;

/// Placed digits and candidate masks (bit k = digit k+1) on a layout.
#[derive(Debug, Clone, Copy, Eq)]
pub struct Marks<'a> {
    layout: &'a Layout,
    values: [u8; CELLS],
    cands: [u16; CELLS],
}

impl PartialEq for Marks<'_> {
    /// The same digits and candidates on the same layout (the same one, or
    /// an equal one).
    fn eq(&self, other: &Self) -> bool {
        self.values == other.values
            && self.cands == other.cands
            && (std::ptr::eq(self.layout, other.layout) || self.layout == other.layout)
    }
}

impl Model for Marks<'_> {
    type Cells = Cells;

    fn size(&self) -> usize {
        9
    }

    fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    fn candidates(&self, cell: usize) -> u16 {
        self.cands[cell]
    }

    fn house_count(&self) -> usize {
        self.layout.house_count()
    }

    fn house(&self, house: usize) -> impl Iterator<Item = usize> + '_ {
        self.layout.house(house).iter().map(|&c| usize::from(c))
    }

    fn houses_of(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        self.layout.houses_of(cell)
    }

    fn sees(&self, a: usize, b: usize) -> bool {
        self.layout.sees(a, b)
    }

    fn peers(&self, cell: usize) -> Cells {
        self.layout.peer_masks()[cell]
    }

    fn rules_are_houses(&self) -> bool {
        true
    }
}

impl Trial for Marks<'_> {
    fn place(&mut self, cell: usize, digit: u8) {
        Marks::place(self, cell, digit);
    }

    fn eliminate(&mut self, cell: usize, digit: u8) {
        Marks::eliminate(self, cell, digit);
    }
}

impl Marks<'static> {
    /// The board of `grid` with every candidate its peers allow, on the
    /// classic layout.
    pub fn from_grid(grid: &Grid) -> Marks<'static> {
        Marks::from_grid_on(&CLASSIC, grid)
    }

    /// A pencil-mark board on the classic layout: every cell open with
    /// `candidates[cell]` (bit k = digit k+1), as a Sukaku puzzle gives it.
    pub fn from_candidates(candidates: &[u16; CELLS]) -> Marks<'static> {
        Marks::from_candidates_on(&CLASSIC, candidates)
    }

    /// A pencil-mark board on the classic layout whose one-candidate cells
    /// count as placed (their peers lose the digit).
    pub fn from_candidates_placed(candidates: &[u16; CELLS]) -> Marks<'static> {
        let mut marks = Marks::from_candidates(candidates);
        for (cell, &mask) in candidates.iter().enumerate() {
            if mask.count_ones() == 1 {
                marks.place(cell, lowest_digit(mask));
            }
        }
        marks
    }
}

impl<'a> Marks<'a> {
    /// The board of `grid` on `layout`, with every candidate its peers
    /// allow.
    pub fn from_grid_on(layout: &'a Layout, grid: &Grid) -> Marks<'a> {
        let mut marks = Marks {
            layout,
            values: [0; CELLS],
            cands: [ALL_DIGITS; CELLS],
        };
        for (cell, &digit) in grid.cells().iter().enumerate() {
            if digit != 0 {
                marks.place(cell, digit);
            }
        }
        marks
    }

    /// A pencil-mark board on `layout`: every cell open with
    /// `candidates[cell]` (bit k = digit k+1).
    pub fn from_candidates_on(layout: &'a Layout, candidates: &[u16; CELLS]) -> Marks<'a> {
        Marks {
            layout,
            values: [0; CELLS],
            cands: candidates.map(|m| m & ALL_DIGITS),
        }
    }

    /// The layout of houses the board is on.
    pub fn layout(&self) -> &'a Layout {
        self.layout
    }

    /// The digit at `cell` (0 when empty).
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// The candidates of `cell` (0 for a filled cell).
    pub fn candidates(&self, cell: usize) -> u16 {
        self.cands[cell]
    }

    /// Whether `digit` is a candidate of `cell`.
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.cands[cell] & digit_bit(digit) != 0
    }

    /// Places `digit` at `cell` and removes it from the peers' candidates.
    pub fn place(&mut self, cell: usize, digit: u8) {
        self.values[cell] = digit;
        self.cands[cell] = 0;
        for &peer in self.layout.peers(cell) {
            self.cands[usize::from(peer)] &= !digit_bit(digit);
        }
    }

    /// Removes `digit` from the candidates of `cell`.
    pub fn eliminate(&mut self, cell: usize, digit: u8) {
        self.cands[cell] &= !digit_bit(digit);
    }

    /// Whether `digit` is placed in some cell of `house`.
    pub fn value_in(&self, house: usize, digit: u8) -> bool {
        self.layout
            .house(house)
            .iter()
            .any(|&c| self.values[usize::from(c)] == digit)
    }

    /// Every cell filled.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// An empty cell without candidates (the marks cannot be completed).
    pub fn is_broken(&self) -> bool {
        (0..CELLS).any(|c| self.values[c] == 0 && self.cands[c] == 0)
    }

    /// The placed digits as a grid.
    pub fn grid(&self) -> Grid {
        Grid::from_cells(self.values).expect("digits 0..=9")
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::test_puzzles::CLASSIC;

    /// The empty board with the digits of each mask removed from its cell.
    pub(crate) fn with_eliminations(removed: &[(usize, u16)]) -> Marks<'static> {
        let mut marks = Marks::from_grid(&Grid::empty());
        for &(cell, mask) in removed {
            for digit in 1..=9u8 {
                if mask & digit_bit(digit) != 0 {
                    marks.eliminate(cell, digit);
                }
            }
        }
        marks
    }

    /// Keeps only `digits` as candidates of `cell` (for `with_eliminations`).
    pub(crate) fn only(cell: usize, digits: u16) -> (usize, u16) {
        (cell, ALL_DIGITS & !digits)
    }

    /// Removes `digit` from every cell of `house` except `keep`, making
    /// the two a strong link (for `with_eliminations`).
    pub(crate) fn link(house: usize, keep: [usize; 2], digit: u16) -> Vec<(usize, u16)> {
        crate::logic::houses::HOUSES[house]
            .iter()
            .map(|&c| c as usize)
            .filter(|c| !keep.contains(c))
            .map(|c| (c, digit))
            .collect()
    }

    /// Marks from 729 characters: each cell's nine candidates, a digit
    /// where it fits and '.' where not (a one-candidate cell is placed, as
    /// the solver has placed every single by then).
    pub(crate) fn position(text: &str) -> Marks<'static> {
        let candidates = crate::parse::parse_candidates(text.as_bytes()).unwrap();
        Marks::from_candidates_placed(&candidates)
    }

    /// Checks that on `text` the simplest step is `technique`, removing
    /// exactly `removed` (none of it the solution's digit), at `score`, and
    /// returns it.
    pub(crate) fn assert_simplest(
        text: &str,
        solution: &str,
        technique: crate::logic::Technique,
        removed: &[(usize, u8)],
        score: f32,
    ) -> crate::logic::Step {
        let step = crate::logic::next_step(&position(text)).expect("a step");
        assert_eq!(step.technique, technique, "{}", step.explain());
        assert_eq!(step.eliminations, removed, "{}", step.explain());
        for &(cell, digit) in removed {
            assert_ne!(solution.as_bytes()[cell] - b'0', digit);
        }
        assert_eq!(step.score(), score, "{}", step.explain());
        assert!(step.explain().starts_with(&technique.title()));
        step
    }

    #[test]
    fn candidates_follow_the_placed_digits() {
        let marks = Marks::from_grid(&CLASSIC.parse().unwrap());
        assert_eq!(marks.value(0), 5);
        assert_eq!(marks.candidates(0), 0);
        // r1c3: not 5 3 7 (row), 8 (column), 6 9 (box).
        assert_eq!(marks.candidates(2), 0b1011);
        assert!(!marks.is_solved() && !marks.is_broken());
        assert_eq!(marks.grid().to_line(), CLASSIC);
    }
}
