//! Techniques that rely on the puzzle having one solution: unique
//! rectangle type 1.

use super::marks::Marks;
use super::step::{Step, Technique};
use crate::geometry::digit_bit;

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
}
