//! Full house, hidden singles and naked singles.

use super::marks::Marks;
use super::step::{Step, Technique};
use crate::geometry::{CELLS, lowest_digit};

fn single(technique: Technique, house: Option<usize>, cell: usize, digit: u8) -> Step {
    Step {
        technique,
        houses: house.into_iter().collect(),
        cells: vec![cell],
        placements: vec![(cell, digit)],
        eliminations: Vec::new(),
        complexity: 0,
        bonus: 0,
        digits: 0,
        chain: Vec::new(),
    }
}

/// A house with one empty cell left.
pub fn full_house(marks: &Marks) -> Option<Step> {
    let houses = marks.layout().houses();
    houses.iter().enumerate().find_map(|(house, cells)| {
        let mut empty = cells
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| marks.value(c) == 0);
        let cell = empty.next()?;
        let only = empty.next().is_none() && marks.candidates(cell).count_ones() == 1;
        only.then(|| {
            single(
                Technique::FullHouse,
                Some(house),
                cell,
                lowest_digit(marks.candidates(cell)),
            )
        })
    })
}

/// The only cell of a house (boxes or regions when `boxes`, else rows,
/// columns and extra houses such as diagonals) where a digit can go.
pub fn hidden_single(marks: &Marks, boxes: bool) -> Option<Step> {
    let layout = marks.layout();
    let (houses, technique) = if boxes {
        (18..27, Technique::HiddenSingleBox)
    } else {
        (0..18, Technique::HiddenSingleLine)
    };
    let extra = if boxes {
        0..0
    } else {
        27..layout.house_count()
    };
    for house in houses.chain(extra) {
        for digit in 1..=9u8 {
            let mut spots = layout
                .house(house)
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| marks.has(c, digit));
            if let (Some(cell), None) = (spots.next(), spots.next()) {
                return Some(single(technique, Some(house), cell, digit));
            }
        }
    }
    None
}

/// A cell with a single candidate.
pub fn naked_single(marks: &Marks) -> Option<Step> {
    (0..CELLS)
        .find(|&c| marks.value(c) == 0 && marks.candidates(c).count_ones() == 1)
        .map(|cell| {
            let digit = lowest_digit(marks.candidates(cell));
            let mut step = single(Technique::NakedSingle, None, cell, digit);
            step.houses = marks.layout().houses_of(cell).collect();
            step
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::digit_bit;
    use crate::grid::Grid;
    use crate::test_puzzles::{CLASSIC, CLASSIC_SOLUTION};

    fn marks(text: &str) -> Marks<'static> {
        Marks::from_grid(&text.parse::<Grid>().unwrap())
    }

    #[test]
    fn a_house_with_one_gap_is_a_full_house() {
        let mut line = CLASSIC_SOLUTION.as_bytes().to_vec();
        line[4] = b'.';
        let step = full_house(&marks(std::str::from_utf8(&line).unwrap())).unwrap();
        assert_eq!(step.placements, [(4, 7)]);
        assert_eq!(step.houses, [0]);
        assert_eq!(step.explain(), "Full house in row 1: r1c5 = 7.");
    }

    #[test]
    fn the_classic_puzzle_opens_with_singles() {
        let m = marks(CLASSIC);
        assert!(full_house(&m).is_none());
        let step = hidden_single(&m, true).unwrap();
        assert_eq!(step.technique, Technique::HiddenSingleBox);
        let (cell, digit) = step.placements[0];
        assert_eq!(CLASSIC_SOLUTION.as_bytes()[cell] - b'0', digit);
        let step = naked_single(&m).unwrap();
        let (cell, digit) = step.placements[0];
        assert_eq!(m.candidates(cell), digit_bit(digit));
        assert_eq!(CLASSIC_SOLUTION.as_bytes()[cell] - b'0', digit);
    }
}
