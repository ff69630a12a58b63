//! Unique rectangles (types 1 to 4) and hidden rectangles on variants
//! of any size whose rules are all houses: rows, columns, boxes or jigsaw
//! regions, the diagonals and the windows.
//!
//! Four open cells at the corners of two rows and two columns holding
//! x, y / y, x could swap x and y, and the puzzle would have two
//! solutions, if every other house keeps its digits under the swap: each
//! house beyond the rows and columns that meets the rectangle must hold
//! exactly two corners on one row or one column (with boxes: the corners
//! span two boxes). A diagonal or window through one corner, or a region
//! holding two opposite corners, breaks the argument, and so does any
//! knight, king, non-consecutive or cage rule (the swap may break them),
//! so those variants get no rectangles.

use super::subsets::with_virtual_cell;
use super::{Board, VariantStep, bit, digits};
use crate::logic::Technique;
use crate::logic::hidden_rectangle::swappable;

/// Unique rectangles of type 1, else 2, else 4, else 3 (all score 4.5),
/// from one search for floors.
pub(super) fn unique_rectangle(board: &Board<'_>) -> Option<VariantStep> {
    let rectangles = floored_rectangles(board);
    let types = [type_1, type_2, type_4, type_3];
    types
        .iter()
        .find_map(|find| rectangles.iter().find_map(|&r| find(board, r)))
}

/// The rectangles of `board` with a floor, as `[floor, floor, roof,
/// roof]`: two corners on one row or column holding only the same two
/// digits {x,y}, the two corners across holding both (and maybe more),
/// all four open, and the swap of x and y keeping every house. Empty
/// when a rule other than houses applies.
fn floored_rectangles(board: &Board<'_>) -> Vec<[usize; 4]> {
    if !board.variant().rules_are_houses() {
        return Vec::new();
    }
    let n = board.variant().size();
    let holds = |cell: usize, pair: u16| board.candidates(cell) & pair == pair;
    let mut found = Vec::new();
    for a in (0..n * n).filter(|&a| board.candidates(a).count_ones() == 2) {
        let pair = board.candidates(a);
        let (row, col) = (a / n, a % n);
        // The floor along a row (b right of a), then along a column (b
        // below a); the roof on each other row (column).
        let along_row = (col + 1..n).map(|c| (row * n + c, true));
        let along_col = (row + 1..n).map(|r| (r * n + col, false));
        for (b, on_row) in along_row.chain(along_col) {
            if board.candidates(b) != pair {
                continue;
            }
            // The floor's row (column) and the step to the next one.
            let (line, across) = if on_row { (row, n) } else { (col, 1) };
            for other in (0..n).filter(|&k| k != line) {
                let shift = |cell: usize| cell - line * across + other * across;
                let roof = [shift(a), shift(b)];
                if holds(roof[0], pair) && holds(roof[1], pair) {
                    let corners = [a, b, roof[0], roof[1]];
                    if swappable(board, corners) {
                        found.push(corners);
                    }
                }
            }
        }
    }
    found
}

/// Type 1: three corners hold only {x,y}; the fourth cannot be x or y.
fn type_1(board: &Board<'_>, [f1, f2, r1, r2]: [usize; 4]) -> Option<VariantStep> {
    let pair = board.candidates(f1);
    let (done, fourth) = match (board.candidates(r1) == pair, board.candidates(r2) == pair) {
        (true, false) => (r1, r2),
        (false, true) => (r2, r1),
        _ => return None,
    };
    let mut corners = vec![f1, f2, done, fourth];
    corners.sort_unstable();
    let eliminations = digits(pair).map(|d| (fourth, d)).collect();
    VariantStep::eliminating(
        Technique::UniqueRectangle,
        Vec::new(),
        corners,
        eliminations,
    )
}

/// Type 2: the floor holds only {x,y}, both roof corners {x,y} and the
/// same one extra digit z. One roof is z (else the corners could swap), so
/// every cell seeing both roofs loses z.
fn type_2(board: &Board<'_>, [f1, f2, r1, r2]: [usize; 4]) -> Option<VariantStep> {
    let pair = board.candidates(f1);
    let technique = Technique::UniqueRectangle2;
    roofs_with_one_extra(board, technique, &[f1, f2, r1, r2], &[r1, r2], pair)
}

/// The type 2 conclusion of a deadly pattern on `pair` (its `cells`, the
/// others holding only {x,y}): two roofs or more, all holding {x,y} and
/// the same one other digit z. One is z (else the pattern could swap), so
/// every cell seeing all of them loses z: a step of `technique`.
pub(super) fn roofs_with_one_extra(
    board: &Board<'_>,
    technique: Technique,
    cells: &[usize],
    roofs: &[usize],
    pair: u16,
) -> Option<VariantStep> {
    let extra = board.candidates(*roofs.first()?) & !pair;
    let same = roofs.iter().all(|&r| board.candidates(r) & !pair == extra);
    if roofs.len() < 2 || extra.count_ones() != 1 || !same {
        return None;
    }
    let z = digits(extra).next()?;
    let eliminations = board.seeing_all(roofs, z);
    VariantStep::eliminating(technique, Vec::new(), cells.to_vec(), eliminations)
}

/// Type 3: the floor holds only {x,y}, the roofs {x,y} and extra digits
/// E. One roof holds a digit of E (else the corners could swap), so in a
/// house holding both roofs, the roofs act as one cell of E: with k - 1
/// other cells whose digits and E make k digits, those k digits fill
/// these cells, and the rest of the house loses them.
fn type_3(board: &Board<'_>, [f1, f2, r1, r2]: [usize; 4]) -> Option<VariantStep> {
    let pair = board.candidates(f1);
    let technique = Technique::UniqueRectangle3;
    roofs_in_a_subset(board, technique, &[f1, f2, r1, r2], [r1, r2], pair)
}

/// Type 4: the floor holds only {x,y}; in a house holding both roof
/// corners, x fits only them. One roof is then x, so neither may be y
/// (the corners could swap): both lose y.
fn type_4(board: &Board<'_>, [f1, f2, r1, r2]: [usize; 4]) -> Option<VariantStep> {
    let pair = board.candidates(f1);
    let technique = Technique::UniqueRectangle4;
    roofs_holding_one_digit(board, technique, &[f1, f2, r1, r2], [r1, r2], pair)
}

/// The type 3 conclusion of a deadly pattern on `pair` (its `cells`, in
/// any order) whose two roofs hold extra digits E, two or more: one roof
/// holds a digit of E, so in a house holding both, the roofs act as one
/// cell of E, and a naked subset of it and one to three other cells
/// clears its digits from the rest of the house: a step of `technique`.
pub(super) fn roofs_in_a_subset(
    board: &Board<'_>,
    technique: Technique,
    cells: &[usize],
    [r1, r2]: [usize; 2],
    pair: u16,
) -> Option<VariantStep> {
    let extra = (board.candidates(r1) | board.candidates(r2)) & !pair;
    if extra.count_ones() < 2 {
        return None; // one extra digit in both roofs is type 2
    }
    board.houses_holding(&[r1, r2]).find_map(|(h, house)| {
        let (subset, removed) = with_virtual_cell(board, house, cells, extra)?;
        let mut pattern = cells.to_vec();
        pattern.extend(&subset);
        VariantStep::eliminating(technique, vec![h], pattern, removed)
    })
}

/// The type 4 conclusion of a deadly pattern on `pair` (its `cells`):
/// in a house holding both roofs, one digit x of the pair fits only them,
/// so one roof is x and neither may be the other digit y: a step of
/// `technique`.
pub(super) fn roofs_holding_one_digit(
    board: &Board<'_>,
    technique: Technique,
    cells: &[usize],
    [r1, r2]: [usize; 2],
    pair: u16,
) -> Option<VariantStep> {
    for x in digits(pair) {
        let y = digits(pair & !bit(x)).next()?;
        let locked = board.houses_holding(&[r1, r2]).find(|(_, house)| {
            board
                .open(house)
                .all(|c| c == r1 || c == r2 || board.candidates(c) & bit(x) == 0)
        });
        if let Some((house, _)) = locked {
            return VariantStep::eliminating(
                technique,
                vec![house],
                cells.to_vec(),
                vec![(r1, y), (r2, y)],
            );
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::hidden_rectangle::hidden_rectangle;
    use crate::variant::Variant;

    /// An empty board of `text`'s variant with `pairs` cells holding only
    /// {1,2} and the `removed` (cell, digit) candidates gone.
    fn board_of<'a>(v: &'a Variant, pairs: &[usize], removed: &[(usize, u8)]) -> Board<'a> {
        let mut board = Board::new(v, v.givens());
        for &cell in pairs {
            for d in 3..=v.size() as u8 {
                board.eliminate(cell, d);
            }
        }
        for &(cell, d) in removed {
            board.eliminate(cell, d);
        }
        board
    }

    #[test]
    fn a_rectangle_over_two_boxes_clears_the_pair_from_its_fourth_corner() {
        // 6x6, boxes of 2x3: r1c1, r1c4 and r2c1 hold {1,2}; r2c4 holds
        // everything. The corners span boxes 1 and 2.
        let v = Variant::parse("size 6").unwrap();
        let step = unique_rectangle(&board_of(&v, &[0, 3, 6], &[])).unwrap();
        assert_eq!(step.technique, Technique::UniqueRectangle);
        assert_eq!(step.cells, [0, 3, 6, 9]);
        assert_eq!(step.eliminations, [(9, 1), (9, 2)]);
        assert!(step.explain(&v).contains("r2c4"), "{}", step.explain(&v));
        // The same on a 12x12 (boxes of 3x4): r1c1, r1c5, r2c1, r2c5.
        let v = Variant::parse("size 12").unwrap();
        let step = unique_rectangle(&board_of(&v, &[0, 4, 12], &[])).unwrap();
        assert_eq!(step.eliminations, [(16, 1), (16, 2)]);
    }

    #[test]
    fn no_rectangle_where_a_house_or_rule_could_break_the_swap() {
        // One box (r1c1, r1c2, r2c1, r2c2), then the two-box rectangle
        // above with the main diagonal through r1c1 only, with a knight's
        // move rule, and with a cage.
        let plain = Variant::parse("size 6").unwrap();
        assert!(unique_rectangle(&board_of(&plain, &[0, 1, 6], &[])).is_none());
        for text in [
            "size 6\nrules diagonal",
            "size 6\nrules anti-knight",
            "size 6\ncage 3 r6c5 r6c6",
        ] {
            let v = Variant::parse(text).unwrap();
            assert!(
                unique_rectangle(&board_of(&v, &[0, 3, 6], &[])).is_none(),
                "{text}"
            );
        }
        // Jigsaw regions: A and B each hold two opposite corners of r1c1,
        // r1c2, r2c1, r2c2 (a swap would repeat a digit in each); C and D
        // each hold one side of r1c3, r1c4, r2c3, r2c4.
        let v = Variant::parse("size 4\nregions ABCC BADD ABCC BADD").unwrap();
        assert!(unique_rectangle(&board_of(&v, &[0, 1, 4], &[])).is_none());
        let step = unique_rectangle(&board_of(&v, &[2, 3, 6], &[])).unwrap();
        assert_eq!(step.eliminations, [(7, 1), (7, 2)]);
        // A rectangle the diagonals miss keeps its logic: r1c3, r1c4,
        // r2c3, r2c4 (boxes 1 and 2).
        let v = Variant::parse("size 6\nrules diagonal").unwrap();
        let step = unique_rectangle(&board_of(&v, &[2, 3, 8], &[])).unwrap();
        assert_eq!(step.eliminations, [(9, 1), (9, 2)]);
    }

    #[test]
    fn types_2_and_4_read_the_roof() {
        // 6x6: the floor r1c1, r1c4 holds {1,2}; the roof r2c1, r2c4.
        let v = Variant::parse("size 6").unwrap();
        // Type 2: both roofs hold {1,2,3}, so one is 3: the rest of row 2
        // (no box holds both roofs) loses 3.
        let roofs: Vec<(usize, u8)> = [6, 9]
            .into_iter()
            .flat_map(|c| (4..=6).map(move |d| (c, d)))
            .collect();
        let step = unique_rectangle(&board_of(&v, &[0, 3], &roofs)).unwrap();
        assert_eq!(step.technique, Technique::UniqueRectangle2);
        assert_eq!(step.cells, [0, 3, 6, 9]);
        assert_eq!(step.eliminations, [(7, 3), (8, 3), (10, 3), (11, 3)]);
        // Type 4: the roofs hold more, but 1 fits nowhere else in row 2:
        // one roof is 1, so neither is 2.
        let ones: Vec<(usize, u8)> = [7, 8, 10, 11].into_iter().map(|c| (c, 1)).collect();
        let step = unique_rectangle(&board_of(&v, &[0, 3], &ones)).unwrap();
        assert_eq!(step.technique, Technique::UniqueRectangle4);
        assert_eq!(step.houses, [1]);
        assert_eq!(step.eliminations, [(6, 2), (9, 2)]);
    }

    #[test]
    fn a_hidden_rectangle_clears_the_other_digit_from_the_far_corner() {
        // 6x6: r1c1 holds only {1,2}; r1c4, r2c1, r2c4 hold more. In row 2
        // and column 4, 1 fits only the corners: r2c4 = 2 would make r2c1
        // and r1c4 1 and r1c1 2, a deadly pattern. So r2c4 is not 2.
        let v = Variant::parse("size 6").unwrap();
        let ones = [7, 8, 10, 11, 15, 21, 27, 33].map(|c| (c, 1));
        let board = board_of(&v, &[0], &ones);
        let step = hidden_rectangle(&board).unwrap();
        assert_eq!(step.technique, Technique::HiddenRectangle);
        assert_eq!(step.cells, [0, 3, 6, 9]);
        assert_eq!(step.houses, [1, 9]);
        assert_eq!(step.eliminations, [(9, 2)]);
        // With 1 also in r2c2, row 2 no longer holds it to the corners.
        let mut open_row = board.clone();
        open_row.cand[7] |= 1;
        assert!(hidden_rectangle(&open_row).is_none());
        // And a rule beyond houses turns it off.
        let knight = Variant::parse("size 6\nrules anti-knight").unwrap();
        assert!(hidden_rectangle(&board_of(&knight, &[0], &ones)).is_none());
    }

    #[test]
    fn a_type_3_rectangle_makes_its_roofs_one_cell_of_a_naked_subset() {
        // 6x6: the floor r1c1, r1c4 holds {1,2}; the roofs r2c1 {1,2,3} and
        // r2c4 {1,2,4}, one of which is 3 or 4; with r2c2 {3,4}, row 2's
        // 3 and 4 are in those cells, and r2c3, r2c5, r2c6 lose them.
        let v = Variant::parse("size 6").unwrap();
        let mut removed: Vec<(usize, u8)> = vec![(6, 4), (6, 5), (6, 6), (9, 3), (9, 5), (9, 6)];
        removed.extend([1, 2, 5, 6].map(|d| (7, d)));
        let step = unique_rectangle(&board_of(&v, &[0, 3], &removed)).unwrap();
        assert_eq!(step.technique, Technique::UniqueRectangle3);
        assert_eq!(step.houses, [1]);
        assert_eq!(step.cells, [0, 3, 6, 9, 7]);
        let expected: Vec<(usize, u8)> = [8, 10, 11]
            .into_iter()
            .flat_map(|c| [(c, 3), (c, 4)])
            .collect();
        assert_eq!(step.eliminations, expected);
    }
}
