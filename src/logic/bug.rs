//! Bivalue universal graves (BUG). If every open cell held two candidates
//! and every digit fitted two cells of each house it fits at all (a
//! "grave"), the other candidate of every open cell would make a second
//! solution of any solution: each house would still hold each of its
//! digits once. A unique puzzle therefore never reaches a grave. When a
//! few cells (the BUG cells) hold more, and dropping their extra digits
//! would leave a grave, some BUG cell takes one of its extra digits:
//! - BUG+1: one BUG cell, dropping one digit: it takes that digit;
//! - type 2: every BUG cell drops the same one digit z, so cells seeing
//!   all the BUG cells lose z;
//! - type 3: the BUG cells share a house, and their extra digits act as
//!   one cell making a naked subset with other cells of that house.
//!
//! Written over [`Model`]: the argument reads only houses (each holding
//! every digit once), so any knight, king, non-consecutive or cage rule
//! turns these off.

use super::model::{Model, houses_holding};
use super::step::{Step, Technique};
use super::subsets::{digits, with_virtual_cell};
use super::wings::eliminate_seen_by;

/// BUG cells searched at most.
const MAX_BUG_CELLS: usize = 6;

/// Ways of keeping two candidates in every BUG cell tried at most (six
/// cells of three candidates make 729).
const MAX_WAYS: usize = 4096;

/// BUG+1: one cell holds three candidates, every other open cell two, and
/// dropping one of the three leaves a grave: the cell takes that digit.
pub fn bug_plus_one(model: &impl Model) -> Option<Step> {
    graves(model).into_iter().find_map(|bug| {
        let [(cell, dropped)] = bug[..] else {
            return None;
        };
        let mut ds = digits(dropped);
        let (Some(digit), None) = (ds.next(), ds.next()) else {
            return None;
        };
        Some(Step::placing(
            Technique::BugPlusOne,
            Vec::new(),
            cell,
            digit,
        ))
    })
}

/// BUG type 2: the BUG cells' one extra digit is the same, so cells seeing
/// them all lose it.
pub fn bug_type_2(model: &impl Model) -> Option<Step> {
    graves(model).into_iter().find_map(|bug| {
        let extra = bug[0].1;
        if bug.len() < 2 || extra.count_ones() != 1 || bug.iter().any(|&(_, e)| e != extra) {
            return None;
        }
        let z = digits(extra).next()?;
        let cells: Vec<usize> = bug.iter().map(|&(c, _)| c).collect();
        let removed = eliminate_seen_by(model, &cells, z);
        let mut step = Step::eliminating(Technique::BugType2, Vec::new(), cells, removed)?;
        step.digits = extra;
        Some(step)
    })
}

/// BUG type 3: the BUG cells share a house, and their extra digits make a
/// naked subset there with one to three other cells: the rest of the house
/// loses those digits. The bonus is the subset's size beyond a pair.
pub fn bug_type_3(model: &impl Model) -> Option<Step> {
    graves(model).into_iter().find_map(|bug| {
        let cells: Vec<usize> = bug.iter().map(|&(c, _)| c).collect();
        let extra = bug.iter().fold(0, |m, &(_, e)| m | e);
        houses_holding(model, &cells).find_map(|house| {
            let (subset, digits, removed) = with_virtual_cell(model, house, &cells, extra)?;
            let mut pattern = cells.clone();
            pattern.extend(&subset);
            let mut step = Step::eliminating(Technique::BugType3, vec![house], pattern, removed)?;
            step.bonus = subset.len() as u8 - 1;
            step.digits = digits;
            Some(step)
        })
    })
}

/// The graves below the board: for each way of keeping two candidates in
/// every BUG cell (the open cells holding more) that leaves a grave, the
/// BUG cells with the digits they drop. Nothing when an open cell holds
/// one candidate, there are no BUG cells or more than [`MAX_BUG_CELLS`],
/// the ways number more than [`MAX_WAYS`], or a rule is not a house.
fn graves(model: &impl Model) -> Vec<Vec<(usize, u16)>> {
    if !model.rules_are_houses() {
        return Vec::new();
    }
    let cells = model.size() * model.size();
    let mut bug = Vec::new();
    for cell in (0..cells).filter(|&c| model.value(c) == 0) {
        match model.candidates(cell).count_ones() {
            2 => {}
            0 | 1 => return Vec::new(),
            _ if bug.len() < MAX_BUG_CELLS => bug.push(cell),
            _ => return Vec::new(),
        }
    }
    // Each BUG cell's choices of two kept candidates.
    let choices: Vec<Vec<u16>> = bug.iter().map(|&c| pairs(model.candidates(c))).collect();
    let ways = choices.iter().try_fold(1usize, |n, c| {
        n.checked_mul(c.len()).filter(|&n| n <= MAX_WAYS)
    });
    let (Some(ways), false) = (ways, bug.is_empty()) else {
        return Vec::new();
    };
    // The houses without a BUG cell must hold a grave already; the others
    // are checked for each way.
    let (touched, untouched): (Vec<usize>, Vec<usize>) =
        (0..model.house_count()).partition(|&h| model.house(h).any(|c| bug.contains(&c)));
    let mut kept: Vec<u16> = (0..cells).map(|c| model.candidates(c)).collect();
    if !untouched.iter().all(|&h| is_grave(model, h, &kept)) {
        return Vec::new();
    }
    let mut found = Vec::new();
    for mut index in 0..ways {
        let mut dropped = Vec::with_capacity(bug.len());
        for (i, &cell) in bug.iter().enumerate() {
            let pair = choices[i][index % choices[i].len()];
            index /= choices[i].len();
            kept[cell] = pair;
            dropped.push((cell, model.candidates(cell) & !pair));
        }
        if touched.iter().all(|&h| is_grave(model, h, &kept)) {
            found.push(dropped);
        }
    }
    found
}

/// Every two-digit subset of `mask`.
fn pairs(mask: u16) -> Vec<u16> {
    let bits: Vec<u16> = (0..16).map(|i| 1 << i).filter(|b| mask & b != 0).collect();
    let mut out = Vec::new();
    for i in 0..bits.len() {
        for j in i + 1..bits.len() {
            out.push(bits[i] | bits[j]);
        }
    }
    out
}

/// Whether every digit fits no or exactly two cells of `house` under the
/// candidates `kept`.
fn is_grave(model: &impl Model, house: usize, kept: &[u16]) -> bool {
    let (mut once, mut twice, mut more) = (0u16, 0u16, 0u16);
    for c in model.house(house) {
        let m = kept[c];
        more |= twice & m;
        twice |= once & m;
        once |= m;
    }
    more == 0 && once == twice
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{ALL_DIGITS, CELLS, digit_bit};
    use crate::logic::marks::Marks;
    use crate::logic::marks::tests::assert_simplest;
    use crate::logic::marks::tests::with_eliminations;
    use crate::variant::Variant;
    use crate::variant::logic::{Board, VariantStep};

    /// A grave: each cell holds its digit of a solution and that digit
    /// shifted by one (another valid grid), plus `extra` candidates.
    fn grave(extra: &[(usize, u8)]) -> Marks<'static> {
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

    /// The 4x4 board of `solution` (16 digits) with every cell open,
    /// holding its solution digit and `other`'s, plus the `added` (cell,
    /// digit) candidates.
    fn board_of<'a>(
        v: &'a Variant,
        solution: &[u8; 16],
        other: &[u8; 16],
        added: &[(usize, u8)],
    ) -> Board<'a> {
        let mut board = Board::new(v, v.givens());
        for c in 0..16 {
            board.set_candidates(c, digit_bit(solution[c]) | digit_bit(other[c]));
        }
        for &(c, d) in added {
            board.set_candidates(c, board.candidates(c) | digit_bit(d));
        }
        board
    }

    // A 4x4 solution and another one that differs in every cell (rows
    // shifted by two within each box's columns), so that every cell holding
    // its digits in both is a grave.
    const FIRST: [u8; 16] = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    const SECOND: [u8; 16] = [2, 1, 4, 3, 4, 3, 2, 1, 1, 2, 3, 4, 3, 4, 1, 2];

    /// Whether every house of `board` holds a grave.
    fn whole_grave(board: &Board<'_>) -> bool {
        let kept: Vec<u16> = (0..16).map(|c| board.candidates(c)).collect();
        (0..board.house_count()).all(|h| is_grave(board, h, &kept))
    }

    #[test]
    fn bug_plus_one_on_another_size() {
        let v = Variant::parse("size 4").unwrap();
        let grave = board_of(&v, &FIRST, &SECOND, &[]);
        assert!(bug_plus_one(&grave).is_none(), "a grave has no +1 cell");
        assert!(whole_grave(&grave));
        // With r1c1 down to 1, 2 fits one cell of row 1: no grave.
        let mut single = grave.clone();
        single.eliminate(0, 2);
        assert!(!whole_grave(&single));
        // r1c1 holds {1,2} and 3: dropping 3 leaves the grave, so r1c1 = 3
        // (the puzzle this board belongs to cannot be unique otherwise).
        let step = bug_plus_one(&board_of(&v, &FIRST, &SECOND, &[(0, 3)])).unwrap();
        assert_eq!(step.technique, Technique::BugPlusOne);
        assert_eq!(step.placements, [(0, 3)]);
        let text = VariantStep::from(&step).explain(&v);
        assert!(text.contains("r1c1"), "{text}");
        // Two cells with a third digit are not a BUG+1.
        let two = board_of(&v, &FIRST, &SECOND, &[(0, 3), (15, 3)]);
        assert!(bug_plus_one(&two).is_none());
        // Nor on a variant with a rule beyond houses.
        let king = Variant::parse("size 4\nrules anti-king").unwrap();
        assert!(bug_plus_one(&board_of(&king, &FIRST, &SECOND, &[(0, 3)])).is_none());
    }

    #[test]
    fn bug_type_2_on_another_size() {
        // r1c1 and r1c2 (cells 0 and 1) both hold 3 besides {1,2}: one of
        // them is 3, so the cells seeing both (the rest of row 1 and of
        // box 1, each holding {3,4}) lose 3.
        let v = Variant::parse("size 4").unwrap();
        let board = board_of(&v, &FIRST, &SECOND, &[(0, 3), (1, 3)]);
        let step = bug_type_2(&board).unwrap();
        assert_eq!(step.technique, Technique::BugType2);
        assert_eq!(step.cells, [0, 1]);
        assert_eq!(step.eliminations, [(2, 3), (3, 3), (4, 3), (5, 3)]);
        // Different third digits are no type 2.
        let mixed = board_of(&v, &FIRST, &SECOND, &[(0, 3), (1, 4)]);
        assert!(bug_type_2(&mixed).is_none());
    }

    #[test]
    fn bug_type_3_on_another_size() {
        // r1c1 holds {1,2} and 3, r1c2 {1,2} and 4: one is 3 or 4, so with
        // r1c3 {3,4} they make a naked pair of 3 and 4 in row 1, and r1c4
        // loses both.
        let v = Variant::parse("size 4").unwrap();
        let board = board_of(&v, &FIRST, &SECOND, &[(0, 3), (1, 4)]);
        assert!(bug_type_2(&board).is_none());
        let step = bug_type_3(&board).unwrap();
        assert_eq!(step.technique, Technique::BugType3);
        assert_eq!(step.houses, [0]);
        assert_eq!(step.cells, [0, 1, 2]);
        assert_eq!(step.eliminations, [(3, 3), (3, 4)]);
        assert_eq!(step.score(), 5.8);
        // r1c1 with 3 and r2c1 with 1: the dropped 1 and 3 make no subset
        // with one other cell of column 1 or box 1 (each adds a digit).
        let board = board_of(&v, &FIRST, &SECOND, &[(0, 3), (4, 1)]);
        assert!(!graves(&board).is_empty());
        assert!(bug_type_3(&board).is_none());
    }
}
