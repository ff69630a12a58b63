//! Full house, hidden singles and naked singles.
//!
//! Written over [`Model`]: houses as data on any board (rows, columns,
//! boxes or regions, diagonals, windows), so the classic and the variant
//! logic both use them.

use super::model::{Model, Trial};
use super::step::{Step, Technique};
use crate::geometry::lowest_digit;

/// A house with one empty cell left, which holds one candidate.
pub fn full_house(model: &impl Model) -> Option<Step> {
    (0..model.house_count()).find_map(|house| {
        let mut empty = model.house(house).filter(|&c| model.value(c) == 0);
        let cell = empty.next()?;
        let only = empty.next().is_none() && model.candidates(cell).count_ones() == 1;
        only.then(|| {
            let digit = lowest_digit(model.candidates(cell));
            Step::placing(Technique::FullHouse, vec![house], cell, digit)
        })
    })
}

/// The only cell of a house where a digit can go (the lowest such digit
/// of the first such house): in a box or region (houses 2N..3N) when
/// `boxes`, else in a row, column or extra house such as a diagonal.
pub fn hidden_single(model: &impl Model, boxes: bool) -> Option<Step> {
    let n = model.size();
    let (houses, technique) = if boxes {
        (2 * n..3 * n, Technique::HiddenSingleBox)
    } else {
        (0..2 * n, Technique::HiddenSingleLine)
    };
    let extra = if boxes {
        0..0
    } else {
        3 * n..model.house_count()
    };
    houses.chain(extra).find_map(|house| {
        let (cell, digit) = lone_place(model, house)?;
        Some(Step::placing(technique, vec![house], cell, digit))
    })
}

/// The lowest digit with one place left in `house`, and that place.
fn lone_place(model: &impl Model, house: usize) -> Option<(usize, u8)> {
    let (mut once, mut twice) = (0u16, 0u16);
    for cell in model.house(house) {
        twice |= once & model.candidates(cell);
        once |= model.candidates(cell);
    }
    let alone = once & !twice;
    if alone == 0 {
        return None;
    }
    let digit = lowest_digit(alone);
    let cell = model.house(house).find(|&c| model.has(c, digit))?;
    Some((cell, digit))
}

/// A cell with a single candidate, named with every house holding it.
pub fn naked_single(model: &impl Model) -> Option<Step> {
    (0..model.size() * model.size())
        .find(|&c| model.value(c) == 0 && model.candidates(c).count_ones() == 1)
        .map(|cell| {
            let digit = lowest_digit(model.candidates(cell));
            let houses = (0..model.house_count())
                .filter(|&h| model.house(h).any(|c| c == cell))
                .collect();
            Step::placing(Technique::NakedSingle, houses, cell, digit)
        })
}

/// Whether naked and hidden singles alone solve `model` (placing them
/// on it). Such a puzzle rates 2.3 (a naked single) or less whatever else
/// a solve tries first: a sound step never takes a single away, so one is
/// always at hand. The generator skips rating these when it wants more.
pub fn solved_by_singles(model: &mut impl Trial) -> bool {
    let cells = model.size() * model.size();
    loop {
        let mut placed = false;
        for cell in 0..cells {
            let candidates = model.candidates(cell);
            if model.value(cell) == 0 && candidates.count_ones() == 1 {
                model.place(cell, lowest_digit(candidates));
                placed = true;
            }
        }
        for house in 0..model.house_count() {
            if let Some((cell, digit)) = lone_place(model, house) {
                model.place(cell, digit);
                placed = true;
            }
        }
        if !placed {
            return (0..cells).all(|c| model.value(c) != 0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::digit_bit;
    use crate::grid::Grid;
    use crate::logic::marks::Marks;
    use crate::test_puzzles::{CLASSIC, CLASSIC_SOLUTION, HARD};
    use crate::variant::Variant;
    use crate::variant::logic::Board;

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

    #[test]
    fn singles_on_a_six_by_six_name_its_houses() {
        // Row 1 holds 1-5 in its first five cells: r1c6 is a full house.
        let v = Variant::parse("size 6").unwrap();
        let mut digits = [0u8; 36];
        digits[..5].copy_from_slice(&[1, 2, 3, 4, 5]);
        let board = Board::new(&v, &digits);
        let step = full_house(&board).unwrap();
        assert_eq!(
            (step.houses.as_slice(), step.placements.as_slice()),
            (&[0][..], &[(5, 6)][..])
        );
        // r1c6 has the one candidate 6: a naked single in row 1, column 6
        // and box 2 (houses 0, 11 and 13).
        let step = naked_single(&board).unwrap();
        assert_eq!(step.placements, [(5, 6)]);
        assert_eq!(step.houses, [0, 11, 13]);
        // Row 2 holds 2-6 in columns 1-5: 1 has one place in row 2, r2c6
        // (row 1's digits each keep three places).
        let mut other = [0u8; 36];
        other[6..11].copy_from_slice(&[2, 3, 4, 5, 6]);
        let step = hidden_single(&Board::new(&v, &other), false).unwrap();
        assert_eq!(step.technique, Technique::HiddenSingleLine);
        assert_eq!(
            (step.houses.as_slice(), step.placements.as_slice()),
            (&[1][..], &[(11, 1)][..])
        );
    }

    /// Singles solve the classic puzzle (rated easy), not the hard one.
    #[test]
    fn singles_solve_easy_puzzles_only() {
        let mut easy = marks(CLASSIC);
        assert!(solved_by_singles(&mut easy));
        assert_eq!(easy.grid().to_line(), CLASSIC_SOLUTION);
        let mut hard = marks(HARD);
        assert!(!solved_by_singles(&mut hard));
        assert!(crate::logic::rate(&HARD.parse().unwrap()).unwrap().score > 2.3);
    }
}
