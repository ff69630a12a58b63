//! Hidden unique rectangle: four open corners holding {x,y} in two rows,
//! two columns and two boxes, one corner A holding only x and y. If in the
//! row and the column of A's opposite corner D, x fits only the
//! rectangle's corners, D cannot be y: D = y would put x in both other
//! corners (the strong links), A would be y, and the four corners could
//! swap x and y.

use super::marks::Marks;
use super::step::{Step, Technique};
use crate::geometry::{col_of, digit_bit, row_of};
use crate::logic::houses::HOUSES;

/// The first hidden unique rectangle, rectangles in reading order.
pub fn hidden_rectangle(marks: &Marks) -> Option<Step> {
    if !marks.layout().uniqueness_holds() {
        return None; // a uniqueness pattern, drawn on boxes
    }
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                        continue; // one box, or four boxes
                    }
                    let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    for (i, &a) in corners.iter().enumerate() {
                        let d = corners[3 - i];
                        if let Some(step) = with_corners(marks, corners, a, d) {
                            return Some(step);
                        }
                    }
                }
            }
        }
    }
    None
}

/// The hidden rectangle with bivalue corner `a` and opposite corner `d`.
fn with_corners(marks: &Marks, corners: [usize; 4], a: usize, d: usize) -> Option<Step> {
    let pair = marks.candidates(a);
    let open = corners.iter().all(|&c| marks.value(c) == 0);
    if !open
        || pair.count_ones() != 2
        || corners.iter().any(|&c| marks.candidates(c) & pair != pair)
    {
        return None;
    }
    let (row, col) = (row_of(d), 9 + col_of(d));
    for x in (1..=9u8).filter(|&x| pair & digit_bit(x) != 0) {
        let only_corners = |house: usize| {
            HOUSES[house]
                .iter()
                .all(|&c| corners.contains(&(c as usize)) || !marks.has(c as usize, x))
        };
        if only_corners(row) && only_corners(col) {
            let y = (1..=9u8)
                .find(|&y| y != x && pair & digit_bit(y) != 0)
                .expect("two digits");
            let mut step = Step::eliminating(
                Technique::HiddenRectangle,
                vec![row, col],
                corners.to_vec(),
                vec![(d, y)],
            )?;
            step.digits = pair;
            return Some(step);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::assert_simplest;

    #[test]
    fn a_hidden_rectangle_clears_the_opposite_corner() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "..3......1...5....1...56....2.............7..........9.......8....4.6...1..4......2.............78.1....6..9...4.........5.........6.8.1.....7.......6..9..3............78....4..........6..91..........3...........6.8.....5.7......56..9.2..........45......3............7..........9.......8.1............56....2..........4.6...1..4..........6..........8...3.......2...........5............91..4...........7..........9.2.......1...5..........7.......6......4.......3......1...5...........8.....5..8.........9.2.4.........5..8.1..4.......3......12...6.........7..1....6........6.......5..8..2.4.........5..8.1..4...........7..12.........3..............91.....7..1.....7....3...........6...........9.2..........4............8.....5....",
            "351279864276458193849136752437981526168325947925764318592843671684517239713692485",
            Technique::HiddenRectangle,
            &[(20, 6)],
            5.8,
        );
        assert_eq!(step.cells, [11, 16, 20, 25]);
        assert_eq!(step.houses, [2, 11]);
        assert_eq!(
            step.notation(),
            "Hidden unique rectangle 6,9 in r2c38,r3c38 => r3c3<>6"
        );
    }
}
