//! Empty rectangles on variants of any size: in a box (or jigsaw region),
//! a digit's places all lie on one row and one column (the rest of the
//! box is empty of it), so the digit is on that row or that column there.
//! A strong link in a column (row) with one end on that row (column),
//! outside the box, decides the far end: either it holds the digit, or
//! the near end does, and then the box's digit is on its column (row).
//! The cell where the far end's row (column) meets the box's column (row)
//! sees both cases and loses the digit (4.3, as in the classic logic).
//! Only rows, columns and the box are read, so this holds under every
//! rule.

use super::{Board, VariantStep, bit};
use crate::logic::Technique;

/// The first empty rectangle: digits in order, then boxes or regions,
/// their crosses and the strong links.
pub(super) fn empty_rectangle(board: &Board<'_>) -> Option<VariantStep> {
    let n = board.variant().size();
    for d in 1..=n as u8 {
        for region in 2 * n..3 * n {
            let house = &board.houses()[region];
            let places: Vec<usize> = board
                .open(house)
                .filter(|&c| board.candidates(c) & bit(d) != 0)
                .collect();
            for &(row, col) in &crosses(&places, n) {
                let cross = Cross {
                    board,
                    d,
                    region,
                    places: &places,
                };
                let step = (0..n).find_map(|line| {
                    // A column link with one end on the cross's row, then
                    // a row link with one end on its column.
                    cross
                        .link(n + line, |c| c / n == row, |far| far / n * n + col)
                        .or_else(|| cross.link(line, |c| c % n == col, |far| row * n + far % n))
                });
                if step.is_some() {
                    return step;
                }
            }
        }
    }
    None
}

/// The rows and columns (row, column) whose union holds every place of
/// `places`, with a place on each off their crossing (else locked
/// candidates cover it).
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
struct Cross<'a, 'b> {
    board: &'a Board<'b>,
    d: u8,
    region: usize,
    places: &'a [usize],
}

impl Cross<'_, '_> {
    /// The step from the strong link in house `link` (a row or column
    /// holding the digit in two open cells), one end of which passes
    /// `near` (on the cross's line) outside the box; `target` maps the other end
    /// to the cell that loses the digit.
    fn link(
        &self,
        link: usize,
        near: impl Fn(usize) -> bool,
        target: impl Fn(usize) -> usize,
    ) -> Option<VariantStep> {
        let board = self.board;
        let house = &board.houses()[self.region];
        let inside = |c: usize| house.contains(&(c as u16));
        let ends: Vec<usize> = board
            .open(&board.houses()[link])
            .filter(|&c| board.candidates(c) & bit(self.d) != 0)
            .collect();
        let [a, b] = ends[..] else { return None };
        [(a, b), (b, a)].into_iter().find_map(|(end, far)| {
            let cell = target(far);
            let fits = near(end) && !inside(end) && !inside(cell) && cell != far;
            if !fits || board.candidates(cell) & bit(self.d) == 0 {
                return None;
            }
            let mut cells = self.places.to_vec();
            cells.extend([end, far]);
            VariantStep::eliminating(
                Technique::EmptyRectangle,
                vec![self.region, link],
                cells,
                vec![(cell, self.d)],
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    #[test]
    fn a_box_cross_and_a_column_link() {
        // 6x6 (boxes of 2x3), digit 1: box 1 only in r1c1, r1c2 and r2c1
        // (row 1 and column 1 of the box), column 5 only in r1c5 and r5c5.
        // Either r5c5 is 1, or r1c5 is, and then box 1's 1 is in column 1:
        // r5c1 sees both and loses 1.
        let v = Variant::parse("size 6").unwrap();
        let mut board = Board::new(&v, v.givens());
        for cell in [2, 7, 8, 10, 16, 22, 34] {
            board.eliminate(cell, 1);
        }
        let step = empty_rectangle(&board).unwrap();
        assert_eq!(step.technique, Technique::EmptyRectangle);
        assert_eq!(step.houses, [12, 10]);
        assert_eq!(step.cells, [0, 1, 6, 4, 28]);
        assert_eq!(step.eliminations, [(24, 1)]);
        // With 1 back in r2c2, box 1 is no cross.
        board.cand[7] |= 1;
        assert!(empty_rectangle(&board).is_none());
    }
}
