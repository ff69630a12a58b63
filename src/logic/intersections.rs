//! Locked candidates: pointing (box or region -> the house crossing it)
//! and claiming (any other house -> the house crossing it).
//!
//! Written over [`Model`]: houses as data on any board, so the classic and
//! the variant logic both use them.

use super::cell_sets::CellSet;
use super::model::{Model, digit_cells};
use super::step::{Step, Technique};

/// Houses a board may have: 3N plus diagonals and windows, N <= 16.
const MAX_HOUSES: usize = 64;

/// The first locked candidate: a digit whose places in house `from` (two
/// or more) all lie where it crosses house `to` leaves the rest of `to`.
/// Pointing (`boxes`): from a box or region (houses 2N..3N) to a row,
/// column or extra house crossing it. Claiming: from a row, column or
/// extra house to a box or region, then to another row, column or extra
/// house (a row and a window). Boxes in order, then each digit, then the
/// houses crossing the box in order; then the other pairs in order. Each
/// step found goes through `accept`, and the first it keeps is the answer
/// (the direct forms keep those that reveal a hidden single).
pub(crate) fn first_locked<M: Model>(
    model: &M,
    technique: Technique,
    boxes: bool,
    mut accept: impl FnMut(Step) -> Option<Step>,
) -> Option<Step> {
    let n = model.size();
    let count = model.house_count().min(MAX_HOUSES);
    let mut sets = [M::Cells::EMPTY; MAX_HOUSES];
    for (h, set) in sets.iter_mut().enumerate().take(count) {
        for cell in model.house(h) {
            set.insert(cell);
        }
    }
    let holding = digit_cells(model);
    let lines = || (0..2 * n).chain(3 * n..count);
    // Houses crossing in one cell cannot confine two places.
    let crosses = |a: usize, b: usize| sets[a].and(sets[b]).count() >= 2;
    let locked = |from: usize, to: usize, d: u8| -> Option<Step> {
        let places = sets[from].and(holding[usize::from(d - 1)]);
        if places.count() < 2 || !places.within(sets[to]) {
            return None;
        }
        let outside = sets[to].and(holding[usize::from(d - 1)]).without(places);
        if outside.is_empty() {
            return None;
        }
        let cells = model.house(from).filter(|&c| places.has(c)).collect();
        let removed = model
            .house(to)
            .filter(|&c| outside.has(c))
            .map(|c| (c, d))
            .collect();
        Step::eliminating(technique, vec![from, to], cells, removed)
    };
    // The lines crossing house `a` (gathered once for all digits).
    let crossing_of = |a: usize| {
        let mut crossing = [0usize; MAX_HOUSES];
        let mut k = 0;
        for b in lines().filter(|&b| b != a && crosses(a, b)) {
            crossing[k] = b;
            k += 1;
        }
        (crossing, k)
    };
    for b in 2 * n..3 * n {
        let (crossing, k) = crossing_of(b);
        for d in 1..=n as u8 {
            let found = crossing[..k].iter().find_map(|&l| {
                let (from, to) = if boxes { (b, l) } else { (l, b) };
                locked(from, to, d).and_then(&mut accept)
            });
            if found.is_some() {
                return found;
            }
        }
    }
    if boxes {
        return None;
    }
    lines().find_map(|a| {
        let (crossing, k) = crossing_of(a);
        (1..=n as u8).find_map(|d| {
            crossing[..k]
                .iter()
                .find_map(|&b| locked(a, b, d).and_then(&mut accept))
        })
    })
}

/// A digit of a box or region confined to one of the houses crossing it.
pub fn pointing(model: &impl Model) -> Option<Step> {
    first_locked(model, Technique::Pointing, true, Some)
}

/// A digit of a row, column or extra house confined to a box, region or
/// other house crossing it.
pub fn claiming(model: &impl Model) -> Option<Step> {
    first_locked(model, Technique::Claiming, false, Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::marks::Marks;

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
