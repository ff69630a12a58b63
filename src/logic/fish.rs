//! Basic fish: X-Wing (2 lines), Swordfish (3), Jellyfish (4).

use super::houses::places_of;
use super::marks::Marks;
use super::step::{Step, Technique};
use super::subsets::subsets;

/// `n` base lines where `digit` fits only in the same `n` cover lines:
/// the digit leaves the cover lines' other cells.
pub fn fish(marks: &Marks, n: u32, technique: Technique) -> Option<Step> {
    // A row's i-th cell is in column i and a column's i-th in row i, so a
    // line's places for a digit are a mask over the crossing lines.
    let all = places_of(marks);
    for digit in 1..=9u8 {
        for rows in [true, false] {
            let first = if rows { 0 } else { 9 };
            let places: [u16; 9] =
                std::array::from_fn(|line| all[first + line][usize::from(digit - 1)]);
            let candidates: u16 = (0..9)
                .filter(|&l| (2..=n).contains(&places[l].count_ones()))
                .fold(0, |m, l| m | 1 << l);
            for base in subsets(candidates, n) {
                let cover = (0..9)
                    .filter(|l| base & 1 << l != 0)
                    .fold(0, |m, l| m | places[l]);
                if cover.count_ones() != n {
                    continue;
                }
                let lines: Vec<usize> = (0..9).filter(|l| base & 1 << l != 0).collect();
                let covers: Vec<usize> = (0..9).filter(|c| cover & 1 << c != 0).collect();
                let cover_house = |c: usize| if rows { 9 + c } else { c };
                let base_house = |l: usize| if rows { l } else { 9 + l };
                let eliminations: Vec<(usize, u8)> = covers
                    .iter()
                    .flat_map(|&c| marks.layout().house(cover_house(c)).iter().enumerate())
                    .filter(|&(i, &cell)| base & 1 << i == 0 && marks.has(cell as usize, digit))
                    .map(|(_, &cell)| (cell as usize, digit))
                    .collect();
                let cells = lines
                    .iter()
                    .flat_map(|&l| {
                        marks
                            .layout()
                            .house(base_house(l))
                            .iter()
                            .map(|&c| c as usize)
                    })
                    .filter(|&c| marks.has(c, digit))
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
