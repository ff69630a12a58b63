//! Bivalue universal graves (BUG) on variants of any size whose rules are
//! all houses.
//!
//! If every open cell held two candidates and every digit fitted two cells
//! of each house it fits at all (a "grave"), then for any solution, the
//! other candidate of every open cell would be a second one: each house
//! would still hold each of its digits once. A unique puzzle therefore
//! never reaches a grave. When a few cells (the BUG cells) hold a third
//! digit and dropping one digit from each would leave a grave, some BUG
//! cell holds the digit it would drop:
//! - BUG+1 (5.6): one BUG cell, which takes that digit;
//! - BUG type 2 (5.7): every BUG cell drops the same digit z, so cells
//!   seeing all the BUG cells lose z;
//! - BUG type 3 (5.8, plus a tenth per cell of the subset beyond a pair):
//!   the BUG cells share a house, and the digits they drop act as one cell
//!   that makes a naked subset with other cells of that house.
//!
//! The argument reads only houses (each of N cells holding every digit
//! once), so any knight, king, non-consecutive or cage rule turns these
//! off.

use super::subsets::with_virtual_cell;
use super::{Board, VariantStep, bit, digits};
use crate::logic::Technique;

/// BUG cells searched at most (each has three ways to drop a digit).
const MAX_BUG_CELLS: usize = 6;

/// BUG+1: one cell holds three candidates, every other open cell two, and
/// dropping one of the three leaves a grave: the cell takes that digit.
pub(super) fn bug_plus_one(board: &Board<'_>) -> Option<VariantStep> {
    graves(board).into_iter().find_map(|grave| match grave[..] {
        [(cell, d)] => Some(VariantStep::placing(
            Technique::BugPlusOne,
            Vec::new(),
            cell,
            d,
        )),
        _ => None,
    })
}

/// BUG type 2: two cells or more hold three candidates, every other open
/// cell two, and dropping the same digit z from each leaves a grave: one
/// holds z, so cells seeing them all lose it.
pub(super) fn bug_type_2(board: &Board<'_>) -> Option<VariantStep> {
    graves(board).into_iter().find_map(|grave| {
        let z = grave[0].1;
        if grave.len() < 2 || grave.iter().any(|&(_, d)| d != z) {
            return None;
        }
        let bug: Vec<usize> = grave.iter().map(|&(c, _)| c).collect();
        let eliminations = board.seeing_all(&bug, z);
        VariantStep::eliminating(Technique::BugType2, Vec::new(), bug, eliminations)
    })
}

/// BUG type 3: the BUG cells share a house, and the digits they would drop
/// act as one cell there: with k - 1 other open cells of the house whose
/// digits and those make k digits, those k digits fill these cells, and
/// the rest of the house loses them.
pub(super) fn bug_type_3(board: &Board<'_>) -> Option<VariantStep> {
    graves(board).into_iter().find_map(|grave| {
        let bug: Vec<usize> = grave.iter().map(|&(c, _)| c).collect();
        let extra = grave.iter().fold(0, |m, &(_, d)| m | bit(d));
        if bug.len() < 2 || extra.count_ones() < 2 {
            return None; // BUG+1 or type 2
        }
        board.houses_holding(&bug).find_map(|(h, house)| {
            let (subset, removed) = with_virtual_cell(board, house, &bug, extra)?;
            let mut cells = bug.clone();
            cells.extend(&subset);
            let mut step = VariantStep::eliminating(Technique::BugType3, vec![h], cells, removed)?;
            step.score = ((step.score * 10.0).round() + (subset.len() - 1) as f32) / 10.0;
            Some(step)
        })
    })
}

/// The graves below the board: for each way of dropping one digit from
/// every BUG cell (the open cells holding three candidates) that leaves a
/// grave, the BUG cells with the digit each drops. Nothing unless every
/// other open cell holds two candidates, there is one BUG cell at least
/// and no more than [`MAX_BUG_CELLS`], and the variant's rules are all
/// houses.
fn graves(board: &Board<'_>) -> Vec<Vec<(usize, u8)>> {
    if !board.variant().rules_are_houses() {
        return Vec::new();
    }
    let mut bug = Vec::new();
    for cell in (0..board.cells()).filter(|&c| board.value(c) == 0) {
        match board.candidates(cell).count_ones() {
            2 => {}
            3 if bug.len() < MAX_BUG_CELLS => bug.push(cell),
            _ => return Vec::new(),
        }
    }
    if bug.is_empty() {
        return Vec::new();
    }
    let total = 3usize.pow(bug.len() as u32);
    (0..total)
        .filter_map(|mut index| {
            let dropped: Vec<(usize, u8)> = bug
                .iter()
                .map(|&cell| {
                    let d = digits(board.candidates(cell)).nth(index % 3)?;
                    index /= 3;
                    Some((cell, d))
                })
                .collect::<Option<_>>()?;
            is_grave_without(board, &dropped).then_some(dropped)
        })
        .collect()
}

/// Whether the board with each (cell, digit) of `dropped` gone is a grave:
/// every digit fits no or exactly two open cells of every house.
fn is_grave_without(board: &Board<'_>, dropped: &[(usize, u8)]) -> bool {
    let kept = |c: usize| {
        let gone = dropped
            .iter()
            .find(|&&(cell, _)| cell == c)
            .map_or(0, |&(_, d)| bit(d));
        board.candidates(c) & !gone
    };
    board.houses().iter().all(|house| {
        let mut once = 0u16;
        let mut twice = 0u16;
        let mut more = 0u16;
        for c in board.open(house) {
            let m = kept(c);
            more |= twice & m;
            twice |= once & m;
            once |= m;
        }
        more == 0 && once == twice
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

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
            board.cand[c] = bit(solution[c]) | bit(other[c]);
        }
        for &(c, d) in added {
            board.cand[c] |= bit(d);
        }
        board
    }

    // A 4x4 solution and another one that differs in every cell (rows
    // shifted by two within each box's columns), so that every cell holding
    // its digits in both is a grave.
    const FIRST: [u8; 16] = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    const SECOND: [u8; 16] = [2, 1, 4, 3, 4, 3, 2, 1, 1, 2, 3, 4, 3, 4, 1, 2];

    #[test]
    fn bug_plus_one_places_the_digit_that_breaks_the_grave() {
        let v = Variant::parse("size 4").unwrap();
        let grave = board_of(&v, &FIRST, &SECOND, &[]);
        assert!(bug_plus_one(&grave).is_none(), "a grave has no +1 cell");
        assert!(is_grave_without(&grave, &[]));
        // With r1c1 down to 1, 2 fits one cell of row 1: no grave.
        let mut single = grave.clone();
        single.eliminate(0, 2);
        assert!(!is_grave_without(&single, &[]));
        // r1c1 holds {1,2} and 3: dropping 3 leaves the grave, so r1c1 = 3
        // (the puzzle this board belongs to cannot be unique otherwise).
        let step = bug_plus_one(&board_of(&v, &FIRST, &SECOND, &[(0, 3)])).unwrap();
        assert_eq!(step.technique, Technique::BugPlusOne);
        assert_eq!(step.placements, [(0, 3)]);
        assert!(step.explain(&v).contains("r1c1"), "{}", step.explain(&v));
        // Two cells with a third digit are not a BUG+1.
        let two = board_of(&v, &FIRST, &SECOND, &[(0, 3), (15, 3)]);
        assert!(bug_plus_one(&two).is_none());
        // Nor on a variant with a rule beyond houses.
        let king = Variant::parse("size 4\nrules anti-king").unwrap();
        assert!(bug_plus_one(&board_of(&king, &FIRST, &SECOND, &[(0, 3)])).is_none());
    }

    #[test]
    fn bug_type_2_clears_the_shared_third_digit_seeing_every_bug_cell() {
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
    fn bug_type_3_makes_a_naked_subset_of_the_dropped_digits() {
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
        assert_eq!(step.score, 5.8);
        // r1c1 with 3 and r2c1 with 1: the dropped 1 and 3 make no subset
        // with one other cell of column 1 or box 1 (each adds a digit).
        let board = board_of(&v, &FIRST, &SECOND, &[(0, 3), (4, 1)]);
        assert!(!graves(&board).is_empty());
        assert!(bug_type_3(&board).is_none());
    }
}
