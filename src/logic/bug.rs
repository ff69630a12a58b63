//! Bivalue universal graves with several extra cells (BUG+1 is in
//! [`super::uniqueness`]). If every open cell held two candidates and every
//! digit fitted two cells of each house it fits at all, the grid would have
//! no or several solutions (a "grave"). When only a few cells (the BUG
//! cells) hold more, and dropping their extra digits would leave such a
//! grave, some BUG cell takes one of its extra digits:
//! - type 2: every BUG cell's extra is the same one digit z, so cells
//!   seeing all the BUG cells lose z;
//! - type 3: the BUG cells share a house, and their extra digits act as
//!   one cell making a naked subset with other cells of that house.

use super::houses::{HOUSE_COUNT, HOUSES};
use super::marks::Marks;
use super::step::{Step, Technique};
use super::subsets::with_virtual_cell;
use crate::geometry::{CELLS, lowest_digit, sees};

/// BUG cells searched at most (each has a few ways to drop its extras).
const MAX_BUG_CELLS: usize = 4;

/// BUG type 2: the BUG cells' one extra digit is the same, so cells seeing
/// them all lose it.
pub fn bug_type_2(marks: &Marks) -> Option<Step> {
    if !marks.layout().uniqueness_holds() {
        return None; // a uniqueness pattern, drawn on boxes
    }
    graves(marks).find_map(|bug| {
        let extra = bug[0].1;
        if bug.len() < 2 || extra.count_ones() != 1 || bug.iter().any(|&(_, e)| e != extra) {
            return None;
        }
        let z = lowest_digit(extra);
        let cells: Vec<usize> = bug.iter().map(|&(c, _)| c).collect();
        let removed = (0..CELLS)
            .filter(|&c| {
                !cells.contains(&c) && marks.has(c, z) && cells.iter().all(|&b| sees(b, c))
            })
            .map(|c| (c, z))
            .collect();
        let mut step = Step::eliminating(Technique::BugType2, Vec::new(), cells, removed)?;
        step.digits = extra;
        Some(step)
    })
}

/// BUG type 3: the BUG cells share a house, and their extra digits make a
/// naked subset there with one to three other cells: the rest of the house
/// loses those digits. The bonus is the subset's size beyond a pair.
pub fn bug_type_3(marks: &Marks) -> Option<Step> {
    if !marks.layout().uniqueness_holds() {
        return None; // a uniqueness pattern, drawn on boxes
    }
    graves(marks).find_map(|bug| {
        let cells: Vec<usize> = bug.iter().map(|&(c, _)| c).collect();
        let extra = bug.iter().fold(0, |m, &(_, e)| m | e);
        (0..HOUSE_COUNT)
            .filter(|&h| cells.iter().all(|c| HOUSES[h].contains(&(*c as u8))))
            .find_map(|house| {
                let (subset, digits, removed) = with_virtual_cell(marks, house, &cells, extra)?;
                let mut pattern = cells.clone();
                pattern.extend(&subset);
                let mut step =
                    Step::eliminating(Technique::BugType3, vec![house], pattern, removed)?;
                step.bonus = subset.len() as u8 - 1;
                step.digits = digits;
                Some(step)
            })
    })
}

/// The graves below the marks: for each way of keeping two candidates in
/// every BUG cell that leaves a grave, the BUG cells with the digits they
/// drop. Nothing when a cell holds one candidate or there are no, or more
/// than [`MAX_BUG_CELLS`], BUG cells.
fn graves<'a>(marks: &'a Marks<'a>) -> impl Iterator<Item = Vec<(usize, u16)>> + 'a {
    let open: Vec<usize> = (0..CELLS).filter(|&c| marks.value(c) == 0).collect();
    let singles = open.iter().any(|&c| marks.candidates(c).count_ones() < 2);
    let bug: Vec<usize> = open
        .iter()
        .copied()
        .filter(|&c| marks.candidates(c).count_ones() > 2)
        .collect();
    let searched = !singles && !bug.is_empty() && bug.len() <= MAX_BUG_CELLS;
    // Each BUG cell's choices of two kept candidates.
    let choices: Vec<Vec<u16>> = bug.iter().map(|&c| pairs(marks.candidates(c))).collect();
    let total: usize = if searched {
        choices.iter().map(Vec::len).product()
    } else {
        0
    };
    (0..total).filter_map(move |mut index| {
        let mut kept = [0u16; CELLS];
        for &c in &open {
            kept[c] = marks.candidates(c);
        }
        let mut dropped = Vec::with_capacity(bug.len());
        for (i, &cell) in bug.iter().enumerate() {
            let pair = choices[i][index % choices[i].len()];
            index /= choices[i].len();
            kept[cell] = pair;
            dropped.push((cell, marks.candidates(cell) & !pair));
        }
        is_grave(&kept).then_some(dropped)
    })
}

/// Every two-digit subset of `mask`.
fn pairs(mask: u16) -> Vec<u16> {
    let bits: Vec<u16> = (0..9).map(|i| 1 << i).filter(|b| mask & b != 0).collect();
    let mut out = Vec::new();
    for i in 0..bits.len() {
        for j in i + 1..bits.len() {
            out.push(bits[i] | bits[j]);
        }
    }
    out
}

/// Whether every digit fits no or exactly two cells of every house.
fn is_grave(candidates: &[u16; CELLS]) -> bool {
    HOUSES.iter().all(|house| {
        (0..9).all(|bit| {
            let n = house
                .iter()
                .filter(|&&c| candidates[c as usize] & (1 << bit) != 0)
                .count();
            n == 0 || n == 2
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::assert_simplest;

    #[test]
    fn bug_type_2_clears_the_shared_extra_digit_seeing_every_bug_cell() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "......7..1..4.....12............6..........8.....5............9.2.4.......3.......2.4...8...3...........6.........7...2......9...4....9....5....1...........4...8.....5.......4...8.........9.23......1..........34...........7...2.4...8......6...1................9.......8.....5.......4......2.........3...........6.........7.......6....2..........4.......3.....9......7....3.....91............5..8.....5..8...3............7......5...........8......6...1...........4.............9.2..........4...8....45..8.......7..1..........3...........6....2..........45............9...4....9.....6...12........2......9....5..........7.........8...3......1..4......2......91...5......3.........4......2......9.......8......6.........7..1...5....",
            "712685943436729518589314726198542367624973185375861492847136259961257834253498671",
            Technique::BugType2,
            &[(19, 4)],
            5.7,
        );
        assert_eq!(step.cells, [9, 25, 55]);
        assert_eq!(step.houses, []);
        assert_eq!(step.notation(), "BUG type 2 4 in r2c1,r3c8,r7c2 => r3c2<>4");
    }

    #[test]
    fn bug_type_3_makes_a_naked_subset_of_the_extra_digits() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "1.........2..........4.......3..............9....5..8......6.........78.....5.7.........8......6.......5..........7...2.4.....12.......1..4.......3..............9......7....3..............9.....6......45....1......8.1......8..2..........45......3.............8.1...........4.........5.7......5.7...2...............9.....6......4.............9.....6....2..............8...3............7......5....1............5..........7...2...............91.............6.....3.........4............8......6...1..4.......3....8.1...5......3...7..........9...45..........78..2...............91..4.......3....8.1...5.....23...7...2....7.....45..8......6......4..7...2...........5..........7.........8......6......4.............91..........3......",
            "124395687865721439739648125381457296496283751572916348648139572913572864257864913",
            Technique::BugType3,
            &[(64, 4), (68, 7)],
            5.8,
        );
        assert_eq!(step.cells, [67, 69, 71]);
        assert_eq!(step.houses, [7]);
        assert_eq!(
            step.notation(),
            "BUG type 3 4,7 in r8c579 => r8c2<>4, r8c6<>7"
        );
    }
}
