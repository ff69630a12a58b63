//! Basic fish: X-Wing (2 lines), Swordfish (3), Jellyfish (4), on the
//! rows and columns of every [`Model`].

use super::model::Model;
use super::step::{Step, Technique};
use super::subsets::subsets;
use crate::geometry::digit_bit;

/// `k` base lines where `digit` fits only in the same `k` cover lines:
/// the digit leaves the cover lines' other cells.
pub fn fish(model: &impl Model, k: u32, technique: Technique) -> Option<Step> {
    let n = model.size();
    for digit in 1..=n as u8 {
        let bit = digit_bit(digit);
        for rows in [true, false] {
            // The cell where base line `line` crosses cover line `cross`.
            let at = |line: usize, cross: usize| {
                if rows {
                    line * n + cross
                } else {
                    cross * n + line
                }
            };
            let has = |cell: usize| model.candidates(cell) & bit != 0;
            // A line's places for the digit, as a mask over the crossing lines.
            let places: [u16; 16] = std::array::from_fn(|line| {
                if line < n {
                    (0..n)
                        .filter(|&x| has(at(line, x)))
                        .fold(0, |m, x| m | 1 << x)
                } else {
                    0
                }
            });
            let candidates: u16 = (0..n)
                .filter(|&l| (2..=k).contains(&places[l].count_ones()))
                .fold(0, |m, l| m | 1 << l);
            for base in subsets(candidates, k) {
                let cover = (0..n)
                    .filter(|l| base & 1 << l != 0)
                    .fold(0, |m, l| m | places[l]);
                if cover.count_ones() != k {
                    continue;
                }
                let lines: Vec<usize> = (0..n).filter(|l| base & 1 << l != 0).collect();
                let covers: Vec<usize> = (0..n).filter(|c| cover & 1 << c != 0).collect();
                let cover_house = |c: usize| if rows { n + c } else { c };
                let base_house = |l: usize| if rows { l } else { n + l };
                let eliminations: Vec<(usize, u8)> = covers
                    .iter()
                    .flat_map(|&c| (0..n).filter(|i| base & 1 << i == 0).map(move |i| at(i, c)))
                    .filter(|&cell| has(cell))
                    .map(|cell| (cell, digit))
                    .collect();
                let cells = lines
                    .iter()
                    .flat_map(|&l| (0..n).map(move |x| at(l, x)))
                    .filter(|&c| has(c))
                    .collect();
                let mut houses: Vec<usize> = lines.iter().map(|&l| base_house(l)).collect();
                houses.extend(covers.iter().map(|&c| cover_house(c)));
                let step = Step::eliminating(technique, houses, cells, eliminations);
                if step.is_some() {
                    return step;
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

    #[test]
    fn an_x_wing_clears_its_columns() {
        // Digit 1 fits rows 1 and 5 only in columns 2 and 7.
        let removed: Vec<(usize, u16)> = [0usize, 4]
            .iter()
            .flat_map(|&r| {
                (0..9)
                    .filter(|&c| c != 1 && c != 6)
                    .map(move |c| (r * 9 + c, 1))
            })
            .collect();
        let marks = with_eliminations(&removed);
        let step = fish(&marks, 2, Technique::XWing).unwrap();
        assert_eq!(step.houses, [0, 4, 10, 15]);
        assert_eq!(step.cells, [1, 6, 37, 42]);
        let expected: Vec<(usize, u8)> = (0..9)
            .filter(|&r| r != 0 && r != 4)
            .flat_map(|r| [(r * 9 + 1, 1), (r * 9 + 6, 1)])
            .collect();
        let mut got = step.eliminations.clone();
        got.sort();
        let mut want = expected;
        want.sort();
        assert_eq!(got, want);
        // Only two lines are short enough to be a base: no Swordfish.
        assert!(fish(&marks, 3, Technique::Swordfish).is_none());
    }
}
