//! Single-digit patterns built from strong links (houses where a digit fits
//! exactly two cells): Skyscraper and 2-String Kite.

use super::intersections::spots;
use super::marks::Marks;
use super::step::{Step, Technique};
use crate::geometry::CELLS;

/// Houses among `houses` where `digit` fits exactly two cells.
pub(super) fn links(
    marks: &Marks,
    digit: u8,
    houses: std::ops::Range<usize>,
) -> Vec<(usize, [usize; 2])> {
    houses
        .filter_map(|h| {
            let cells = spots(marks, h, digit);
            (cells.len() == 2).then(|| (h, [cells[0], cells[1]]))
        })
        .collect()
}

fn seen_by_both(
    marks: &Marks,
    pattern: &[usize; 4],
    a: usize,
    b: usize,
    digit: u8,
) -> Vec<(usize, u8)> {
    (0..CELLS)
        .filter(|&c| {
            !pattern.contains(&c)
                && marks.has(c, digit)
                && marks.layout().sees(c, a)
                && marks.layout().sees(c, b)
        })
        .map(|c| (c, digit))
        .collect()
}

/// Two parallel strong links with one end each on a common line: the digit
/// leaves the cells seeing both other ends.
pub fn skyscraper(marks: &Marks) -> Option<Step> {
    for digit in 1..=9u8 {
        for (lines, same_cover) in [
            (
                0..9,
                (|a: usize, b: usize| a % 9 == b % 9) as fn(usize, usize) -> bool,
            ),
            (9..18, |a, b| a / 9 == b / 9),
        ] {
            let found = links(marks, digit, lines);
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
                                seen_by_both(marks, &pattern, top1, top2, digit),
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
pub fn two_string_kite(marks: &Marks) -> Option<Step> {
    let layout = marks.layout();
    let same_box = |a: usize, b: usize| {
        layout
            .houses_of(a)
            .any(|h| (18..27).contains(&h) && layout.house(h).contains(&(b as u8)))
    };
    for digit in 1..=9u8 {
        let rows = links(marks, digit, 0..9);
        let cols = links(marks, digit, 9..18);
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
                            seen_by_both(marks, &pattern, r_end, c_end, digit),
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
}
