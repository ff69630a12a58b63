//! Empty rectangle: in a box (or irregular region), a digit's places all
//! lie on one row and one column (the rest of the box, a rectangle when it
//! is a box, is empty of it), so the digit is on that row or that column
//! there. A strong link in a column (row) with one end on that row
//! (column), outside the box, then decides the far end: either it holds
//! the digit, or the near end does, and then the box's digit is on its
//! column (row). The cell where the far end's row (column) meets the box's
//! column (row) sees both cases and loses the digit. Only rows, columns and
//! the box are read, so this holds on every [`Model`] and under every
//! variant rule.

use super::model::{Model, places, strong_links};
use super::step::{Step, Technique};

/// The simplest empty rectangle: digits in order, then boxes (regions),
/// their crosses (row first), then the column links and the row links.
pub fn empty_rectangle(model: &impl Model) -> Option<Step> {
    let n = model.size();
    for digit in 1..=n as u8 {
        // The strong links, found once per digit and only when some box
        // has a cross.
        let mut strong: Option<[Links; 2]> = None;
        for region in 2 * n..3 * n {
            let cells = places(model, region, digit);
            for (row, col) in crosses(&cells, n) {
                let [row_links, col_links] = strong.get_or_insert_with(|| {
                    [
                        strong_links(model, digit, 0..n),
                        strong_links(model, digit, n..2 * n),
                    ]
                });
                let pattern = Pattern {
                    model,
                    digit,
                    region,
                    cells: &cells,
                };
                // A column link with one end on the cross's row: the other
                // end's row meets the cross's column at the target.
                let on_row = |near: usize| near / n == row;
                let found = pattern
                    .first(col_links, on_row, |far| far / n * n + col)
                    // A row link with one end on the cross's column.
                    .or_else(|| {
                        pattern.first(row_links, |near| near % n == col, |far| row * n + far % n)
                    });
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

/// Strong links: houses where a digit fits exactly two cells, and those
/// cells (see [`strong_links`]).
type Links = Vec<(usize, [usize; 2])>;

/// The rows and columns (row, column), row first, whose union holds every
/// place of a box's `places`, with a place on each off their crossing
/// (else locked candidates cover it).
fn crosses(places: &[usize], n: usize) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let rows = places.iter().fold(0u32, |m, &p| m | 1 << (p / n));
    for row in (0..n).filter(|&r| rows >> r & 1 != 0) {
        // The places off the row must share one column.
        let columns = places
            .iter()
            .filter(|&&p| p / n != row)
            .fold(0u32, |m, &p| m | 1 << (p % n));
        if columns.count_ones() != 1 {
            continue;
        }
        let col = columns.trailing_zeros() as usize;
        if places.iter().any(|&p| p / n == row && p % n != col) {
            found.push((row, col));
        }
    }
    found
}

/// A box's cross for a digit, waiting for its strong link.
struct Pattern<'a, M> {
    model: &'a M,
    digit: u8,
    region: usize,
    cells: &'a [usize],
}

impl<M: Model> Pattern<'_, M> {
    /// The first step from `links` (in order, each end as the near one in
    /// turn) whose near end passes `near` outside the box, `target` mapping
    /// the far end to the cell that loses the digit.
    fn first(
        &self,
        links: &Links,
        near: impl Fn(usize) -> bool,
        target: impl Fn(usize) -> usize,
    ) -> Option<Step> {
        let inside = |c: usize| self.model.house(self.region).any(|r| r == c);
        links.iter().find_map(|&(link, [a, b])| {
            [(a, b), (b, a)].into_iter().find_map(|(end, far)| {
                let cell = target(far);
                let fits = near(end) && !inside(end) && !inside(cell) && cell != far;
                if !fits || !self.model.has(cell, self.digit) {
                    return None;
                }
                let mut cells = self.cells.to_vec();
                cells.extend([end, far]);
                Step::eliminating(
                    Technique::EmptyRectangle,
                    vec![self.region, link],
                    cells,
                    vec![(cell, self.digit)],
                )
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{ALL_DIGITS, CELLS};
    use crate::logic::Marks;
    use crate::logic::layout::Layout;
    use crate::logic::marks::tests::{link, with_eliminations};
    use crate::variant::Variant;
    use crate::variant::logic::Board;

    /// Digit 1 everywhere except: box 1 only in r1c1, r1c2 and r2c1 (row 1
    /// and column 1 of the box), column 5 only in r1c5 and r7c5. Either
    /// r7c5 is 1, or r1c5 is, and then box 1's 1 is in column 1: r7c1 sees
    /// both and loses 1.
    #[test]
    fn a_box_cross_and_a_column_link() {
        let mut removed: Vec<(usize, u16)> =
            [2, 10, 11, 18, 19, 20].iter().map(|&c| (c, 1)).collect();
        removed.extend(link(13, [4, 58], 1));
        let marks = with_eliminations(&removed);
        let step = empty_rectangle(&marks).unwrap();
        assert_eq!(step.technique, Technique::EmptyRectangle);
        assert_eq!(step.eliminations, [(54, 1)]);
        assert_eq!(step.houses, [18, 13]);
        assert_eq!(step.cells, [0, 1, 9, 4, 58]);
    }

    /// The same on a jigsaw: region 1 is box 1 with r1c4 in place of r3c3.
    /// Digit 1 fits it only in r1c1, r1c4 and r2c1 (on row 1 and column 1),
    /// and column 6 only in r1c6 and r7c6: r7c1 sees both cases and loses 1.
    #[test]
    fn an_irregular_region_cross() {
        let mut regions: [u8; CELLS] = std::array::from_fn(|c| ((c / 27) * 3 + c % 9 / 3) as u8);
        (regions[3], regions[20]) = (0, 1);
        let layout = Layout::new(&regions, &[]).unwrap();
        let mut candidates = [ALL_DIGITS; CELLS];
        for (cell, _) in link(14, [5, 59], 1) {
            candidates[cell] &= !1;
        }
        for cell in [1, 2, 10, 11, 18, 19] {
            candidates[cell] &= !1;
        }
        let marks = Marks::from_candidates_on(&layout, &candidates);
        let step = empty_rectangle(&marks).unwrap();
        assert_eq!(step.houses, [18, 14]);
        assert_eq!(step.cells, [0, 3, 9, 5, 59]);
        assert_eq!(step.eliminations, [(54, 1)]);
        // With 1 back in r2c2, the region is no cross.
        candidates[10] |= 1;
        let marks = Marks::from_candidates_on(&layout, &candidates);
        assert!(empty_rectangle(&marks).is_none());
    }

    /// On a 6x6 (boxes of 2x3), digit 1: box 1 only in r1c1, r1c2 and
    /// r2c1, column 5 only in r1c5 and r5c5. Either r5c5 is 1, or r1c5 is,
    /// and then box 1's 1 is in column 1: r5c1 sees both and loses 1.
    #[test]
    fn a_box_cross_on_a_six_by_six() {
        let v = Variant::parse("size 6").unwrap();
        let mut board = Board::new(&v, v.givens());
        for cell in [2, 8, 10, 16, 22, 34] {
            board.eliminate(cell, 1);
        }
        // With 1 still in r2c2, box 1 is no cross.
        assert!(empty_rectangle(&board).is_none());
        board.eliminate(7, 1);
        let step = empty_rectangle(&board).unwrap();
        assert_eq!(step.technique, Technique::EmptyRectangle);
        assert_eq!(step.houses, [12, 10]);
        assert_eq!(step.cells, [0, 1, 6, 4, 28]);
        assert_eq!(step.eliminations, [(24, 1)]);
    }
}
