//! Empty rectangle: in a box, a digit's places all lie on one row and one
//! column of the box (the rest of the box, a rectangle, is empty of it), so
//! the digit is in that box row or that box column. A strong link in a
//! line crossing the box row (or column) outside the box then decides the
//! far end: either the link's other end holds the digit, or the box row
//! does not, and the box column does; the cell where the other end's line
//! meets the box column (or row) sees both cases and loses the digit.

use super::intersections::spots;
use super::marks::Marks;
use super::single_digit::links;
use super::step::{Step, Technique};
use crate::geometry::{box_of, col_of, row_of};

/// The simplest empty rectangle: boxes in order, then the box row and
/// column, then the strong link.
pub fn empty_rectangle(marks: &Marks) -> Option<Step> {
    if !marks.layout().has_boxes() {
        return None; // a box pattern; grouped X-chains find it on other layouts
    }
    for digit in 1..=9u8 {
        // The strong links, found once per digit and only when some box
        // has a cross.
        let mut strong: Option<[Links; 2]> = None;
        for bx in 0..9 {
            let cells = spots(marks, 18 + bx, digit);
            let (band, stack) = (bx / 3, bx % 3);
            for row in band * 3..band * 3 + 3 {
                for col in stack * 3..stack * 3 + 3 {
                    if !is_cross(marks, &cells, row, col, digit) {
                        continue;
                    }
                    let [row_links, col_links] = strong.get_or_insert_with(|| {
                        [links(marks, digit, 0..9), links(marks, digit, 9..18)]
                    });
                    let pattern = Pattern {
                        marks,
                        digit,
                        bx,
                        cells: &cells,
                    };
                    // A column link with one end on the box row: the other
                    // end's row meets the box column at the target.
                    for &(house, ends) in col_links.iter().filter(|(h, _)| (h - 9) / 3 != stack) {
                        for (near, far) in [(ends[0], ends[1]), (ends[1], ends[0])] {
                            if row_of(near) == row && row_of(far) / 3 != band {
                                let target = row_of(far) * 9 + col;
                                if let Some(step) = pattern.step(house, near, far, target) {
                                    return Some(step);
                                }
                            }
                        }
                    }
                    // A row link with one end on the box column.
                    for &(house, ends) in row_links.iter().filter(|(h, _)| h / 3 != band) {
                        for (near, far) in [(ends[0], ends[1]), (ends[1], ends[0])] {
                            if col_of(near) == col && col_of(far) / 3 != stack {
                                let target = row * 9 + col_of(far);
                                if let Some(step) = pattern.step(house, near, far, target) {
                                    return Some(step);
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    None
}

/// Strong links: houses where a digit fits exactly two cells, and those
/// cells (see [`links`]).
type Links = Vec<(usize, [usize; 2])>;

/// Whether a box's places `cells` for `digit` all lie on `row` or `col`,
/// with a place on each off their crossing (otherwise a pointing move
/// covers it).
fn is_cross(marks: &Marks, cells: &[usize], row: usize, col: usize, digit: u8) -> bool {
    let on_row = cells.iter().filter(|&&c| row_of(c) == row).count();
    let on_col = cells.iter().filter(|&&c| col_of(c) == col).count();
    let crossing = usize::from(marks.has(row * 9 + col, digit));
    cells.len() >= 2
        && cells.iter().all(|&c| row_of(c) == row || col_of(c) == col)
        && on_row != crossing
        && on_col != crossing
}

/// A box's cross for a digit, waiting for its strong link.
struct Pattern<'a> {
    marks: &'a Marks<'a>,
    digit: u8,
    bx: usize,
    cells: &'a [usize],
}

impl Pattern<'_> {
    /// The step removing the digit from `target`, when it is there.
    fn step(&self, link: usize, near: usize, far: usize, target: usize) -> Option<Step> {
        if !self.marks.has(target, self.digit) || box_of(target) == self.bx || target == far {
            return None;
        }
        let mut cells = self.cells.to_vec();
        cells.extend([near, far]);
        Step::eliminating(
            Technique::EmptyRectangle,
            vec![18 + self.bx, link],
            cells,
            vec![(target, self.digit)],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::{link, with_eliminations};

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
}
