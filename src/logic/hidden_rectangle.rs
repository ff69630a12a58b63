//! Hidden unique rectangle: four open corners of two rows and two columns
//! holding {x,y}, one corner A holding only x and y. If in the row and the
//! column of A's opposite corner D, x fits only the rectangle's corners, D
//! cannot be y: D = y would put x in both other corners (the strong
//! links), A would be y, and the four corners could swap x and y.
//!
//! Written over [`Model`], for any board whose rules are all houses: the
//! swap must keep every house beyond the rows and columns, so each holds
//! none of the corners or two on one row or column (with boxes: the
//! rectangle spans two boxes).

use super::model::Model;
use super::step::{Step, Technique};
use super::subsets::digits;
use crate::geometry::digit_bit;

/// Whether swapping the digits of `corners` (a rectangle: two rows, two
/// columns) keeps every house beyond the rows and columns: each holds no
/// corner, or two on one row or one column.
pub(crate) fn swappable(model: &impl Model, corners: [usize; 4]) -> bool {
    let n = model.size();
    (2 * n..model.house_count()).all(|house| {
        let mut inside = model.house(house).filter(|c| corners.contains(c));
        match (inside.next(), inside.next(), inside.next()) {
            (None, _, _) => true,
            (Some(p), Some(q), None) => p / n == q / n || p % n == q % n,
            _ => false,
        }
    })
}

/// The first hidden unique rectangle, rectangles in reading order (rows,
/// then columns), each corner in turn as A.
pub fn hidden_rectangle(model: &impl Model) -> Option<Step> {
    if !model.rules_are_houses() {
        return None; // another rule may break the swap
    }
    let n = model.size();
    // Per row, the columns of its cells holding two candidates: a
    // rectangle needs one such corner.
    let mut bivalue = [0u32; 16];
    for (row, columns) in bivalue.iter_mut().enumerate().take(n) {
        for col in 0..n {
            if model.candidates(row * n + col).count_ones() == 2 {
                *columns |= 1 << col;
            }
        }
    }
    for r1 in 0..n {
        for r2 in r1 + 1..n {
            let either = bivalue[r1] | bivalue[r2];
            if either == 0 {
                continue;
            }
            for c1 in 0..n {
                for c2 in c1 + 1..n {
                    if either & (1 << c1 | 1 << c2) == 0 {
                        continue;
                    }
                    let corners = [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2];
                    for (i, &a) in corners.iter().enumerate() {
                        let d = corners[3 - i];
                        if let Some(step) = with_corners(model, corners, a, d) {
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
fn with_corners(model: &impl Model, corners: [usize; 4], a: usize, d: usize) -> Option<Step> {
    let pair = model.candidates(a);
    let open = corners.iter().all(|&c| model.value(c) == 0);
    if !open
        || pair.count_ones() != 2
        || corners.iter().any(|&c| model.candidates(c) & pair != pair)
        || !swappable(model, corners)
    {
        return None;
    }
    let n = model.size();
    let (row, col) = (d / n, n + d % n);
    for x in digits(pair) {
        let only_corners = |house: usize| {
            model
                .house(house)
                .all(|c| corners.contains(&c) || !model.has(c, x))
        };
        if only_corners(row) && only_corners(col) {
            let y = digits(pair & !digit_bit(x)).next()?;
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
    use crate::variant::Variant;
    use crate::variant::logic::Board;

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

    #[test]
    fn the_swap_must_keep_every_house() {
        // 9x9: r1c2 holds only {1,2}; r1c5, r2c2, r2c5 hold every digit.
        // In row 2 and column 5, 1 fits only the corners: r2c5 = 2 would
        // make r2c2 and r1c5 1 and r1c2 2, a deadly pattern, so r2c5 is
        // not 2. With the diagonals, r2c2 lies alone on the main one, the
        // swap would break it, and there is no such step.
        let board_on = |text: &str| {
            let v = Variant::parse(text).unwrap();
            let mut board = Board::new(&v, &[0; 81]);
            for d in 3..=9 {
                board.eliminate(1, d);
            }
            for c in [9, 11, 12, 14, 15, 16, 17, 22, 31, 40, 49, 58, 67, 76] {
                board.eliminate(c, 1);
            }
            hidden_rectangle(&board)
        };
        let step = board_on("size 9").unwrap();
        assert_eq!(step.cells, [1, 4, 10, 13]);
        assert_eq!(step.houses, [1, 13]);
        assert_eq!(step.eliminations, [(13, 2)]);
        assert!(board_on("size 9\nrules diagonal").is_none());
    }

    #[test]
    fn a_hidden_rectangle_on_another_size() {
        // 6x6: r1c1 holds only {1,2}; r1c4, r2c1, r2c4 hold more. In row 2
        // and column 4, 1 fits only the corners: r2c4 = 2 would make r2c1
        // and r1c4 1 and r1c1 2, a deadly pattern. So r2c4 is not 2.
        let board_on = |text: &str, extra: &[usize]| {
            let v = Variant::parse(text).unwrap();
            let mut board = Board::new(&v, v.givens());
            board.set_candidates(0, 0b11);
            for c in [7, 8, 10, 11, 15, 21, 27, 33] {
                if !extra.contains(&c) {
                    board.eliminate(c, 1);
                }
            }
            hidden_rectangle(&board)
        };
        let step = board_on("size 6", &[]).unwrap();
        assert_eq!(step.technique, Technique::HiddenRectangle);
        assert_eq!(step.cells, [0, 3, 6, 9]);
        assert_eq!(step.houses, [1, 9]);
        assert_eq!(step.eliminations, [(9, 2)]);
        // With 1 also in r2c2, row 2 no longer holds it to the corners.
        assert!(board_on("size 6", &[7]).is_none());
        // And a rule beyond houses turns it off.
        assert!(board_on("size 6\nrules anti-knight", &[]).is_none());
    }
}
