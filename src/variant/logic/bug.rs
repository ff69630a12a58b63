//! Bivalue universal graves (BUG) on variants of any size whose rules are
//! all houses.
//!
//! If every open cell held two candidates and every digit fitted two cells
//! of each house it fits at all (a "grave"), then for any solution, the
//! other candidate of every open cell would be a second one: each house
//! would still hold each of its digits once. A unique puzzle therefore
//! never reaches a grave. When a few cells (the BUG cells) hold a third
//! digit and dropping it from each would leave a grave, some BUG cell
//! holds its third digit:
//! - BUG+1 (5.6): one BUG cell, which takes that digit;
//! - BUG type 2 (5.7): every BUG cell's third digit is the same z, so
//!   cells seeing all the BUG cells lose z.
//!
//! The argument reads only houses (each of N cells holding every digit
//! once), so any knight, king, non-consecutive or cage rule turns these
//! off.

use super::{Board, VariantStep, bit, digits};
use crate::logic::Technique;

/// BUG cells searched at most.
const MAX_BUG_CELLS: usize = 6;

/// BUG+1: one cell holds three candidates, every other open cell two, and
/// dropping one of the three leaves a grave: the cell takes that digit.
pub(super) fn bug_plus_one(board: &Board<'_>) -> Option<VariantStep> {
    let [cell] = bug_cells(board)?[..] else {
        return None;
    };
    let d = digits(board.candidates(cell)).find(|&d| is_grave_without(board, &[cell], d))?;
    Some(VariantStep::placing(
        Technique::BugPlusOne,
        Vec::new(),
        cell,
        d,
    ))
}

/// BUG type 2: two cells or more hold three candidates, every other open
/// cell two, and dropping the same digit z from each leaves a grave: one
/// holds z, so cells seeing them all lose it.
pub(super) fn bug_type_2(board: &Board<'_>) -> Option<VariantStep> {
    let bug = bug_cells(board)?;
    if bug.len() < 2 {
        return None;
    }
    let shared = bug
        .iter()
        .fold(board.full(), |m, &c| m & board.candidates(c));
    let z = digits(shared).find(|&z| is_grave_without(board, &bug, z))?;
    let eliminations = (0..board.cells())
        .filter(|&c| !bug.contains(&c) && board.candidates(c) & bit(z) != 0)
        .filter(|&c| bug.iter().all(|&b| board.sees(c, b)))
        .map(|c| (c, z))
        .collect();
    VariantStep::eliminating(Technique::BugType2, Vec::new(), bug, eliminations)
}

/// The open cells holding three candidates, when every other open cell
/// holds two, there is one such cell at least and no more than
/// [`MAX_BUG_CELLS`], and the variant's rules are all houses.
fn bug_cells(board: &Board<'_>) -> Option<Vec<usize>> {
    if !board.variant().rules_are_houses() {
        return None;
    }
    let mut bug = Vec::new();
    for cell in (0..board.cells()).filter(|&c| board.value(c) == 0) {
        match board.candidates(cell).count_ones() {
            2 => {}
            3 if bug.len() < MAX_BUG_CELLS => bug.push(cell),
            _ => return None,
        }
    }
    (!bug.is_empty()).then_some(bug)
}

/// Whether the board with `d` dropped from every cell of `bug` is a grave:
/// every digit fits no or exactly two open cells of every house.
fn is_grave_without(board: &Board<'_>, bug: &[usize], d: u8) -> bool {
    let kept = |c: usize| {
        let cand = board.candidates(c);
        if bug.contains(&c) {
            cand & !bit(d)
        } else {
            cand
        }
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
        assert!(is_grave_without(&grave, &[], 1));
        // With r1c1 down to 1, 2 fits one cell of row 1: no grave.
        let mut single = grave.clone();
        single.eliminate(0, 2);
        assert!(!is_grave_without(&single, &[], 1));
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
}
