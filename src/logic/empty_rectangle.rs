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
    for digit in 1..=9u8 {
        let row_links = links(marks, digit, 0..9);
        let col_links = links(marks, digit, 9..18);
        for bx in 0..9 {
            let cells = spots(marks, 18 + bx, digit);
            if cells.len() < 2 {
                continue;
            }
            let (band, stack) = (bx / 3, bx % 3);
            for row in band * 3..band * 3 + 3 {
                for col in stack * 3..stack * 3 + 3 {
                    let on_row = cells.iter().filter(|&&c| row_of(c) == row).count();
                    let on_col = cells.iter().filter(|&&c| col_of(c) == col).count();
                    let on_cross = cells.iter().all(|&c| row_of(c) == row || col_of(c) == col);
                    // Both arms hold a place off the crossing: otherwise a
                    // pointing move covers it.
                    let crossing = usize::from(marks.has(row * 9 + col, digit));
                    if !on_cross || on_row == crossing || on_col == crossing {
                        continue;
                    }
                    // A column link with one end on the box row: the other
                    // end's row meets the box column at the target.
                    for &(house, ends) in &col_links {
                        if (house - 9) / 3 == stack {
                            continue;
                        }
                        for (near, far) in [(ends[0], ends[1]), (ends[1], ends[0])] {
                            if row_of(near) != row || row_of(far) / 3 == band {
                                continue;
                            }
                            let target = row_of(far) * 9 + col;
                            if let Some(step) = found(marks, bx, house, near, far, target, digit) {
                                return Some(step);
                            }
                        }
                    }
                    // A row link with one end on the box column.
                    for &(house, ends) in &row_links {
                        if house / 3 == band {
                            continue;
                        }
                        for (near, far) in [(ends[0], ends[1]), (ends[1], ends[0])] {
                            if col_of(near) != col || col_of(far) / 3 == stack {
                                continue;
                            }
                            let target = row * 9 + col_of(far);
                            if let Some(step) = found(marks, bx, house, near, far, target, digit) {
                                return Some(step);
                            }
                        }
                    }
                }
            }
        }
    }
    None
}

/// The step removing `digit` from `target`, when it is there.
fn found(
    marks: &Marks,
    bx: usize,
    link: usize,
    near: usize,
    far: usize,
    target: usize,
    digit: u8,
) -> Option<Step> {
    if !marks.has(target, digit) || box_of(target) == bx || target == far {
        return None;
    }
    let mut cells = spots(marks, 18 + bx, digit);
    cells.extend([near, far]);
    Step::eliminating(
        Technique::EmptyRectangle,
        vec![18 + bx, link],
        cells,
        vec![(target, digit)],
    )
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
