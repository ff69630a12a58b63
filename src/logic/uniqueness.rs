//! Techniques that rely on the puzzle having one solution: unique
//! rectangle type 1 and BUG+1.

use super::houses::{HOUSE_COUNT, HOUSES};
use super::marks::Marks;
use super::step::{Step, Technique};
use crate::geometry::{CELLS, digit_bit};

/// Four cells at the corners of two rows and two columns spanning two
/// boxes: if three hold only {x,y}, the fourth cannot be x or y (else the
/// two digits could swap and the puzzle would have two solutions).
pub fn unique_rectangle(marks: &Marks) -> Option<Step> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let same_band = r1 / 3 == r2 / 3;
                    let same_stack = c1 / 3 == c2 / 3;
                    if same_band == same_stack {
                        continue; // one box, or four boxes
                    }
                    let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    if corners.iter().any(|&c| marks.value(c) != 0) {
                        continue;
                    }
                    let pairs: Vec<usize> = corners
                        .iter()
                        .copied()
                        .filter(|&c| marks.candidates(c).count_ones() == 2)
                        .collect();
                    if pairs.len() != 3 {
                        continue;
                    }
                    let mask = marks.candidates(pairs[0]);
                    let fourth = *corners
                        .iter()
                        .find(|c| !pairs.contains(c))
                        .expect("four corners");
                    if pairs.iter().any(|&c| marks.candidates(c) != mask)
                        || marks.candidates(fourth) & mask != mask
                    {
                        continue;
                    }
                    let eliminations = (1..=9u8)
                        .filter(|&d| mask & digit_bit(d) != 0)
                        .map(|d| (fourth, d))
                        .collect();
                    return Step::eliminating(
                        Technique::UniqueRectangle,
                        vec![r1, r2, 9 + c1, 9 + c2],
                        corners.to_vec(),
                        eliminations,
                    );
                }
            }
        }
    }
    None
}

/// Bivalue universal grave + 1: every open cell has two candidates but
/// one, which has three, and every digit fits exactly two cells of each
/// house but one digit of that cell's houses. Without that digit the grid
/// would be a deadly pattern with two solutions, so the cell takes it.
pub fn bug_plus_one(marks: &Marks) -> Option<Step> {
    let open: Vec<usize> = (0..CELLS).filter(|&c| marks.value(c) == 0).collect();
    let mut extra = open
        .iter()
        .copied()
        .filter(|&c| marks.candidates(c).count_ones() != 2);
    let cell = extra.next()?;
    if extra.next().is_some() || marks.candidates(cell).count_ones() != 3 {
        return None;
    }
    let fits = |house: usize, digit: u8| {
        HOUSES[house]
            .iter()
            .filter(|&&c| marks.has(c as usize, digit))
            .count()
    };
    let digit = (1..=9u8).find(|&d| {
        marks.has(cell, d)
            && (0..HOUSE_COUNT).all(|h| {
                let n = fits(h, d) - usize::from(HOUSES[h].contains(&(cell as u8)));
                n == 0 || n == 2
            })
    })?;
    let grave = (1..=9u8)
        .filter(|&d| d != digit)
        .all(|d| (0..HOUSE_COUNT).all(|h| matches!(fits(h, d), 0 | 2)));
    grave.then(|| Step {
        technique: Technique::BugPlusOne,
        houses: Vec::new(),
        cells: vec![cell],
        placements: vec![(cell, digit)],
        eliminations: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::ALL_DIGITS;
    use crate::logic::marks::tests::with_eliminations;

    #[test]
    fn a_unique_rectangle_clears_the_pair_from_its_fourth_corner() {
        // r1c1, r1c4, r2c1 hold {1,2}; r2c4 holds {1,2,...}: boxes 1 and 2.
        let marks = with_eliminations(&[
            (0, ALL_DIGITS & !0b11),
            (3, ALL_DIGITS & !0b11),
            (9, ALL_DIGITS & !0b11),
        ]);
        let step = unique_rectangle(&marks).unwrap();
        assert_eq!(step.cells, [0, 3, 9, 12]);
        assert_eq!(step.eliminations, [(12, 1), (12, 2)]);
    }

    /// A grave: each cell holds its digit of a solution and that digit
    /// shifted by one (another valid grid), plus `extra` candidates.
    fn grave(extra: &[(usize, u8)]) -> Marks {
        let solution = crate::test_puzzles::CLASSIC_SOLUTION.as_bytes();
        let removed: Vec<(usize, u16)> = (0..CELLS)
            .map(|c| {
                let d = solution[c] - b'0';
                let mut keep = digit_bit(d) | digit_bit(d % 9 + 1);
                for &(cell, digit) in extra {
                    if cell == c {
                        keep |= digit_bit(digit);
                    }
                }
                (c, ALL_DIGITS & !keep)
            })
            .collect();
        with_eliminations(&removed)
    }

    #[test]
    fn bug_plus_one_places_the_digit_that_breaks_the_grave() {
        // r1c1 is 5 in the solution and holds {5,6}; add 9.
        let step = bug_plus_one(&grave(&[(0, 9)])).unwrap();
        assert_eq!(step.technique, Technique::BugPlusOne);
        assert_eq!(step.placements, [(0, 9)]);
        assert!(
            bug_plus_one(&grave(&[])).is_none(),
            "a grave has no +1 cell"
        );
        assert!(
            bug_plus_one(&grave(&[(0, 9), (80, 2)])).is_none(),
            "two extra cells"
        );
    }
}
