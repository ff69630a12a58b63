//! Locked candidates: pointing (box -> line) and claiming (line -> box).

use super::houses::{Places, places_of};
use super::marks::Marks;
use super::model;
use super::step::{Step, Technique};

/// When every `digit` of house `from` lies in house `to`, the digit leaves
/// the rest of `to` (`places`: the places of `marks`, to check without
/// allocating, as this runs for every box, line and digit at every step).
fn locked(
    marks: &Marks,
    places: &Places,
    technique: Technique,
    (from, to): (usize, usize),
    digit: u8,
) -> Option<Step> {
    let d = usize::from(digit - 1);
    let layout = marks.layout();
    let inside = places[from][d];
    let outside = places[to][d] & !layout.crossing(to, from);
    if inside.count_ones() < 2 || inside & !layout.crossing(from, to) != 0 || outside == 0 {
        return None;
    }
    let cells = model::places(marks, from, digit);
    let eliminations: Vec<(usize, u8)> = model::places(marks, to, digit)
        .into_iter()
        .filter(|c| !cells.contains(c))
        .map(|c| (c, digit))
        .collect();
    Step::eliminating(technique, vec![from, to], cells, eliminations)
}

/// The first locked candidate between a box (or region) and a line (or
/// extra house) crossing it: from box to line (pointing) or from line to
/// box (claiming).
fn first_locked(marks: &Marks, technique: Technique, box_first: bool) -> Option<Step> {
    let places = places_of(marks);
    let layout = marks.layout();
    let lines = || (0..18).chain(27..layout.house_count());
    (18..27).find_map(|b| {
        (1..=9u8).find_map(|d| {
            lines()
                .filter(|&l| layout.crossing(b, l) != 0)
                .find_map(|l| {
                    let pair = if box_first { (b, l) } else { (l, b) };
                    locked(marks, &places, technique, pair, d)
                })
        })
    })
}

/// A digit of a box confined to one of its rows or columns.
pub fn pointing(marks: &Marks) -> Option<Step> {
    first_locked(marks, Technique::Pointing, true)
}

/// A digit of a row or column confined to one box.
pub fn claiming(marks: &Marks) -> Option<Step> {
    first_locked(marks, Technique::Claiming, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    #[test]
    fn pointing_removes_the_digit_from_the_rest_of_the_line() {
        // Box 1's rows 2 and 3 hold 2-7: 1 must be in its row 1 part.
        let grid: Grid = format!("{}234......567......{}", ".".repeat(9), ".".repeat(54))
            .parse()
            .unwrap();
        let step = pointing(&Marks::from_grid(&grid)).unwrap();
        assert_eq!(
            (step.houses.as_slice(), step.cells.as_slice()),
            (&[18, 0][..], &[0, 1, 2][..])
        );
        let expected: Vec<(usize, u8)> = (3..9).map(|c| (c, 1)).collect();
        assert_eq!(step.eliminations, expected);
    }

    #[test]
    fn claiming_removes_the_digit_from_the_rest_of_the_box() {
        // Row 1 holds 2-7 in columns 1-6: its 1 is in box 3.
        let grid: Grid = format!("234567...{}", ".".repeat(72)).parse().unwrap();
        let marks = Marks::from_grid(&grid);
        let step = claiming(&marks).unwrap();
        assert_eq!(step.houses, [0, 20]);
        assert_eq!(step.cells, [6, 7, 8]);
        assert_eq!(
            step.eliminations,
            [(15, 1), (16, 1), (17, 1), (24, 1), (25, 1), (26, 1)]
        );
        assert!(
            step.explain()
                .starts_with("Claiming in row 1 and box 3: removes 1 from r2c7")
        );
    }
}
