//! Single-digit patterns built from strong links (houses where a digit fits
//! exactly two cells): Skyscraper and 2-String Kite, on every [`Model`]
//! (rows, columns and boxes or regions of any size; a cell sees the ends
//! by any rule of the board).

use super::model::{Model, strong_links};
use super::step::{Step, Technique};
use super::wings::eliminate_seen_by;

/// The cells outside `pattern` holding `digit` and seeing both `a` and `b`.
fn seen_by_both(
    model: &impl Model,
    pattern: &[usize; 4],
    a: usize,
    b: usize,
    digit: u8,
) -> Vec<(usize, u8)> {
    let mut removed = eliminate_seen_by(model, &[a, b], digit);
    removed.retain(|(c, _)| !pattern.contains(c));
    removed
}

/// Two parallel strong links with one end each on a common line: the digit
/// leaves the cells seeing both other ends.
pub fn skyscraper(model: &impl Model) -> Option<Step> {
    let n = model.size();
    for digit in 1..=n as u8 {
        // Row links share a column, column links a row.
        for (lines, across) in [(0..n, 1), (n..2 * n, n)] {
            let same_cover = |a: usize, b: usize| a / across % n == b / across % n;
            let found = strong_links(model, digit, lines);
            for (i, &(h1, l1)) in found.iter().enumerate() {
                for &(h2, l2) in &found[i + 1..] {
                    for (base1, top1) in [(l1[0], l1[1]), (l1[1], l1[0])] {
                        for (base2, top2) in [(l2[0], l2[1]), (l2[1], l2[0])] {
                            if !same_cover(base1, base2) || same_cover(top1, top2) {
                                continue;
                            }
                            let pattern = [base1, top1, base2, top2];
                            let step = Step::eliminating(
                                Technique::Skyscraper,
                                vec![h1, h2],
                                pattern.to_vec(),
                                seen_by_both(model, &pattern, top1, top2, digit),
                            );
                            if step.is_some() {
                                return step;
                            }
                        }
                    }
                }
            }
        }
    }
    None
}

/// A row link and a column link with one end each in the same box (or
/// region): the digit leaves the cells seeing both other ends.
pub fn two_string_kite(model: &impl Model) -> Option<Step> {
    let n = model.size();
    let mut region = vec![usize::MAX; n * n];
    for h in 2 * n..3 * n {
        for cell in model.house(h) {
            region[cell] = h;
        }
    }
    let same_box = |a: usize, b: usize| region[a] == region[b];
    for digit in 1..=n as u8 {
        let rows = strong_links(model, digit, 0..n);
        let cols = strong_links(model, digit, n..2 * n);
        for &(row, r) in &rows {
            for &(col, c) in &cols {
                for (r_box, r_end) in [(r[0], r[1]), (r[1], r[0])] {
                    for (c_box, c_end) in [(c[0], c[1]), (c[1], c[0])] {
                        let distinct =
                            r_box != c_box && r_end != c_end && r_box != c_end && c_box != r_end;
                        if !distinct || !same_box(r_box, c_box) || same_box(r_end, c_end) {
                            continue;
                        }
                        let pattern = [r_box, r_end, c_box, c_end];
                        let step = Step::eliminating(
                            Technique::TwoStringKite,
                            vec![row, col],
                            pattern.to_vec(),
                            seen_by_both(model, &pattern, r_end, c_end, digit),
                        );
                        if step.is_some() {
                            return step;
                        }
                    }
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::with_eliminations;

    /// Removes `digit` from every cell of `row` except `keep`.
    fn row_link(row: usize, keep: [usize; 2], digit: u16) -> Vec<(usize, u16)> {
        (0..9)
            .filter(|c| !keep.contains(c))
            .map(|c| (row * 9 + c, digit))
            .collect()
    }

    #[test]
    fn a_skyscraper_removes_the_digit_seen_by_both_tops() {
        // Digit 1: row 1 only in c1, c5; row 5 only in c1, c6. The base is
        // column 1; the tops r1c5 and r5c6 share a stack.
        let mut removed = row_link(0, [0, 4], 1);
        removed.extend(row_link(4, [0, 5], 1));
        let step = skyscraper(&with_eliminations(&removed)).unwrap();
        assert_eq!(step.houses, [0, 4]);
        assert_eq!(step.eliminations, [(14, 1), (23, 1), (31, 1), (49, 1)]);
    }

    #[test]
    fn a_two_string_kite_joins_a_row_and_a_column_in_a_box() {
        // Digit 1: row 1 only in c2, c8; column 1 only in r3, r7 (r3c1
        // shares box 1 with r1c2).
        let mut removed = row_link(0, [1, 7], 1);
        removed.extend((0..9).filter(|r| ![2, 6].contains(r)).map(|r| (r * 9, 1)));
        let step = two_string_kite(&with_eliminations(&removed)).unwrap();
        assert_eq!(step.houses, [0, 9]);
        // The ends r1c8 and r7c1: r7c8 sees both.
        assert_eq!(step.eliminations, [(61, 1)]);
    }

    #[test]
    fn a_skyscraper_on_a_six_by_six() {
        // Digit 1: row 1 only in c1, c5; row 4 only in c1, c6 (2x3 boxes).
        // The base is column 1; r2c6 and r3c5 see both tops r1c5, r4c6.
        let v = crate::variant::Variant::parse("size 6").unwrap();
        let mut board = crate::variant::logic::Board::new(&v, v.givens());
        for cell in [1, 2, 3, 5, 19, 20, 21, 22] {
            board.eliminate(cell, 1);
        }
        let step = skyscraper(&board).unwrap();
        assert_eq!(step.houses, [0, 3]);
        assert_eq!(step.cells, [0, 4, 18, 23]);
        assert_eq!(step.eliminations, [(11, 1), (16, 1)]);
    }
}
