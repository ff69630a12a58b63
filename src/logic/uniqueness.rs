//! Techniques that rely on the puzzle having one solution: unique
//! rectangles of types 1, 2 and 4 (type 3 and longer loops are in
//! [`super::unique_loops`]), and what every deadly pattern's roofs lose.
//!
//! Written over [`Model`], for any board whose rules are all houses. Four
//! open corners of two rows and two columns holding x, y / y, x could
//! swap x and y if every other house keeps its digits under the swap:
//! each house beyond the rows and columns must hold none of the corners
//! or two on one row or column (with boxes: the corners span two boxes;
//! see [`swappable`]). A diagonal or window through one corner, a region
//! holding two opposite corners, or any knight, king, non-consecutive or
//! cage rule breaks the argument.

use super::hidden_rectangle::swappable;
use super::model::{Model, houses_holding};
use super::step::{Step, Technique};
use super::subsets::{digits, with_virtual_cell};
use super::wings::eliminate_seen_by;
use crate::geometry::digit_bit;

/// Unique rectangle type 1: three corners hold only {x,y}, the fourth
/// {x,y} and more; it cannot be x or y (else the corners could swap, and
/// the puzzle would have two solutions). Rectangles in reading order.
pub fn unique_rectangle(model: &impl Model) -> Option<Step> {
    let n = model.size();
    rectangles(model).find_map(|corners| {
        let pairs = corners.map(|c| model.candidates(c).count_ones() == 2);
        if pairs.iter().filter(|&&p| p).count() != 3 {
            return None;
        }
        let fourth = corners[pairs.iter().position(|&p| !p)?];
        let pair = model.candidates(corners[pairs.iter().position(|&p| p)?]);
        let same = corners
            .iter()
            .all(|&c| c == fourth || model.candidates(c) == pair);
        if !same || model.candidates(fourth) & pair != pair || !swappable(model, corners) {
            return None;
        }
        let [a, _, _, d] = corners;
        let houses = vec![a / n, d / n, n + a % n, n + d % n];
        let removed = digits(pair).map(|x| (fourth, x)).collect();
        let mut step = Step::eliminating(
            Technique::UniqueRectangle,
            houses,
            corners.to_vec(),
            removed,
        )?;
        step.digits = pair;
        Some(step)
    })
}

/// Unique rectangle type 2: two floor corners (a side) hold only {x,y},
/// the two roof corners {x,y} and the same one extra digit z. One roof
/// must be z, so cells seeing both roofs lose z.
pub fn unique_rectangle_2(model: &impl Model) -> Option<Step> {
    floored(model).find_map(|[f1, f2, r1, r2]| {
        Deadly::new(model, &[f1, f2, r1, r2], model.candidates(f1)).type_2(model)
    })
}

/// Unique rectangle type 4: two floor corners hold only {x,y}; in a house
/// holding both roof corners, x fits only them. One roof is then x, so
/// neither may be y (the corners could swap): both lose y.
pub fn unique_rectangle_4(model: &impl Model) -> Option<Step> {
    floored(model).find_map(|[f1, f2, r1, r2]| {
        Deadly::new(model, &[f1, f2, r1, r2], model.candidates(f1)).type_4(model)
    })
}

/// The rectangles of open corners `[r1c1, r1c2, r2c1, r2c2]` in reading
/// order (rows, then columns) where two corners on a row or a column hold
/// only the same two digits; none when a rule is not a house (it may
/// break the swap).
fn rectangles(model: &impl Model) -> impl Iterator<Item = [usize; 4]> + '_ {
    let n = model.size();
    let rows = if model.rules_are_houses() { n } else { 0 };
    // Per row, the columns of its cells holding two candidates.
    let mut bivalue = [0u32; 16];
    for (row, columns) in bivalue.iter_mut().enumerate().take(n) {
        for col in 0..n {
            if model.candidates(row * n + col).count_ones() == 2 {
                *columns |= 1 << col;
            }
        }
    }
    let same = move |a: usize, b: usize| model.candidates(a) == model.candidates(b);
    (0..rows).flat_map(move |r1| {
        (r1 + 1..rows).flat_map(move |r2| {
            let (b1, b2) = (bivalue[r1], bivalue[r2]);
            // A floor's corner in column c1, or both in a later column.
            let first = move |c1: usize| (b1 | b2) >> c1 & 1 != 0 || (b1 & b2) >> c1 > 1;
            (0..n).filter(move |&c1| first(c1)).flat_map(move |c1| {
                (c1 + 1..n).filter_map(move |c2| {
                    let m = 1 << c1 | 1 << c2;
                    let [a, b, c, d] = [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2];
                    let floor = (b1 & m == m && same(a, b))
                        || (b2 & m == m && same(c, d))
                        || (b1 & b2 & 1 << c1 != 0 && same(a, c))
                        || (b1 & b2 & 1 << c2 != 0 && same(b, d));
                    let open = [a, b, c, d].iter().all(|&x| model.value(x) == 0);
                    (floor && open).then_some([a, b, c, d])
                })
            })
        })
    })
}

/// The rectangles of [`rectangles`] as `[floor, floor, roof, roof]`, each
/// side in turn (first row, second row, first column, second column) as
/// the floor: the floor's corners hold only the same {x,y}, the roofs
/// both digits, and the corners may swap.
fn floored(model: &impl Model) -> impl Iterator<Item = [usize; 4]> + '_ {
    rectangles(model).flat_map(move |[a, b, c, d]| {
        let sides = [[a, b, c, d], [c, d, a, b], [a, c, b, d], [b, d, a, c]];
        sides.into_iter().filter(move |&[f1, f2, r1, r2]| {
            let pair = model.candidates(f1);
            pair.count_ones() == 2
                && model.candidates(f2) == pair
                && model.candidates(r1) & pair == pair
                && model.candidates(r2) & pair == pair
                && swappable(model, [a, b, c, d])
        })
    })
}

/// A deadly pattern on two digits {x,y}: open cells holding both, each
/// house holding none of them or two that could swap x and y. Its roofs
/// are the cells holding more than x and y; some roof takes another digit.
pub(crate) struct Deadly<'a> {
    /// The cells: a rectangle's `[floor, floor, roof, roof]`, or a loop's
    /// cells in cycle order.
    pub cells: &'a [usize],
    /// x and y.
    pub pair: u16,
    /// The cells holding more than x and y.
    pub roofs: Vec<usize>,
}

impl<'a> Deadly<'a> {
    /// The pattern of `cells` on `pair`.
    pub fn new(model: &impl Model, cells: &'a [usize], pair: u16) -> Deadly<'a> {
        let roofs = cells
            .iter()
            .copied()
            .filter(|&c| model.candidates(c) != pair)
            .collect();
        Deadly { cells, pair, roofs }
    }

    /// The technique of a conclusion of `kind` (a rectangle's type), or a
    /// unique loop beyond four cells.
    fn technique(&self, kind: Technique) -> Technique {
        if self.cells.len() == 4 {
            kind
        } else {
            Technique::UniqueLoop
        }
    }

    /// A step of this pattern, its bonus the loop's length beyond four
    /// cells (a tenth per two cells) plus `more`.
    fn step(
        &self,
        kind: Technique,
        houses: Vec<usize>,
        extra_cells: &[usize],
        removed: Vec<(usize, u8)>,
        more: u8,
    ) -> Option<Step> {
        let mut cells = self.cells.to_vec();
        cells.extend_from_slice(extra_cells);
        let mut step = Step::eliminating(self.technique(kind), houses, cells, removed)?;
        step.bonus = (self.cells.len() as u8 - 4) / 2 + more;
        step.digits = self.pair;
        Some(step)
    }

    /// Type 1, one roof: it loses both digits of the pair.
    pub fn type_1(&self) -> Option<Step> {
        let [roof] = self.roofs[..] else { return None };
        let removed = digits(self.pair).map(|d| (roof, d)).collect();
        self.step(Technique::UniqueRectangle, Vec::new(), &[], removed, 0)
    }

    /// Type 2, roofs (two or more) holding {x,y,z}, the same z: one is z,
    /// so cells seeing every roof lose z.
    pub fn type_2(&self, model: &impl Model) -> Option<Step> {
        let extra = model.candidates(*self.roofs.first()?) & !self.pair;
        let same = self
            .roofs
            .iter()
            .all(|&r| model.candidates(r) & !self.pair == extra);
        if self.roofs.len() < 2 || extra.count_ones() != 1 || !same {
            return None;
        }
        let z = digits(extra).next()?;
        let removed = eliminate_seen_by(model, &self.roofs, z);
        self.step(Technique::UniqueRectangle2, Vec::new(), &[], removed, 0)
    }

    /// Type 3, two roofs in a house: one holds one of their other digits,
    /// so they act as one cell of those digits, which makes a naked subset
    /// with one to three other cells of the house; the rest of the house
    /// loses its digits. The bonus adds a tenth per other cell.
    pub fn type_3(&self, model: &impl Model) -> Option<Step> {
        let [a, b] = self.roofs[..] else { return None };
        let extra = (model.candidates(a) | model.candidates(b)) & !self.pair;
        houses_holding(model, &[a, b]).find_map(|house| {
            let (subset, _, removed) = with_virtual_cell(model, house, self.cells, extra)?;
            let more = subset.len() as u8;
            self.step(
                Technique::UniqueRectangle3,
                vec![house],
                &subset,
                removed,
                more,
            )
        })
    }

    /// Type 4, two roofs in a house where one digit x of the pair fits only
    /// them: one of them is x, so neither is the other digit y.
    pub fn type_4(&self, model: &impl Model) -> Option<Step> {
        let [a, b] = self.roofs[..] else { return None };
        for x in digits(self.pair) {
            let y = digits(self.pair & !digit_bit(x)).next()?;
            let locked = houses_holding(model, &[a, b])
                .find(|&h| model.house(h).all(|c| c == a || c == b || !model.has(c, x)));
            if let Some(house) = locked {
                let removed = vec![(a, y), (b, y)];
                return self.step(Technique::UniqueRectangle4, vec![house], &[], removed, 0);
            }
        }
        None
    }
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::ALL_DIGITS;
    use crate::logic::marks::tests::with_eliminations;
    use crate::logic::unique_loops::unique_rectangle_3;
    use crate::variant::Variant;
    use crate::variant::logic::{Board, VariantStep};

    #[test]
    fn a_unique_rectangle_clears_the_pair_from_its_fourth_corner() {
        // r1c1, r1c4, r2c1 hold {1,2}; r2c4 holds {1,2,...}: boxes 1 and 2.
        let marks = with_eliminations(&[
            (0, ALL_DIGITS & !0b11),
            (3, ALL_DIGITS & !0b11),
            (9, ALL_DIGITS & !0b11),
        ]);
        let step = unique_rectangle(&marks).unwrap();
        assert_eq!(step.cells, [0, 3, 9, 12]);
        assert_eq!(step.eliminations, [(12, 1), (12, 2)]);
    }

    #[test]
    fn a_unique_rectangle_type_2_clears_the_extra_digit_seeing_both_roofs() {
        // r1c1, r1c2 hold {1,2} (nothing else in row 1 or box 1 holds 1 or
        // 2, so the pair removes nothing); r5c1, r5c2 hold {1,2,3}.
        let mut removed: Vec<(usize, u16)> = vec![
            (0, ALL_DIGITS & !0b11),
            (1, ALL_DIGITS & !0b11),
            (36, ALL_DIGITS & !0b111),
            (37, ALL_DIGITS & !0b111),
        ];
        removed.extend([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20].map(|c| (c, 0b11)));
        let marks = with_eliminations(&removed);
        let step = crate::logic::next_step(&marks).unwrap();
        assert_eq!(
            step.technique,
            Technique::UniqueRectangle2,
            "{}",
            step.explain()
        );
        assert_eq!(step.cells, [0, 1, 36, 37]);
        let mut expected: Vec<(usize, u8)> = [27, 28, 29, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47]
            .map(|c| (c, 3))
            .to_vec();
        expected.sort_unstable();
        assert_eq!(step.eliminations, expected);
    }

    #[test]
    fn a_unique_rectangle_type_4_clears_the_other_digit_from_both_roofs() {
        // r1c1, r1c2 hold {1,2} (alone in row 1 and box 1 with them);
        // r5c1, r5c2 hold more, and 1 fits nowhere else in row 5, box 4 or
        // columns 1 and 2 (so no fish or claiming removes anything).
        let mut removed: Vec<(usize, u16)> = vec![(0, ALL_DIGITS & !0b11), (1, ALL_DIGITS & !0b11)];
        removed.extend([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20].map(|c| (c, 0b11)));
        removed.extend((38..45).map(|c| (c, 0b1)));
        removed.extend([27, 28, 29, 45, 46, 47, 54, 55, 63, 64, 72, 73].map(|c| (c, 0b1)));
        let marks = with_eliminations(&removed);
        let step = crate::logic::next_step(&marks).unwrap();
        assert_eq!(
            step.technique,
            Technique::UniqueRectangle4,
            "{}",
            step.explain()
        );
        assert_eq!(step.cells, [0, 1, 36, 37]);
        assert_eq!(step.houses, [4]);
        assert_eq!(step.eliminations, [(36, 2), (37, 2)]);
    }

    /// An empty board of `v` with `pairs` cells holding only {1,2} and the
    /// `removed` (cell, digit) candidates gone.
    fn board_of<'a>(v: &'a Variant, pairs: &[usize], removed: &[(usize, u8)]) -> Board<'a> {
        let mut board = Board::new(v, v.givens());
        for &cell in pairs {
            board.set_candidates(cell, 0b11);
        }
        for &(cell, d) in removed {
            board.eliminate(cell, d);
        }
        board
    }

    #[test]
    fn a_rectangle_over_two_boxes_on_other_sizes() {
        // 6x6, boxes of 2x3: r1c1, r1c4 and r2c1 hold {1,2}; r2c4 holds
        // everything. The corners span boxes 1 and 2.
        let v = Variant::parse("size 6").unwrap();
        let step = unique_rectangle(&board_of(&v, &[0, 3, 6], &[])).unwrap();
        assert_eq!(step.technique, Technique::UniqueRectangle);
        assert_eq!(step.cells, [0, 3, 6, 9]);
        assert_eq!(step.houses, [0, 1, 6, 9]);
        assert_eq!(step.eliminations, [(9, 1), (9, 2)]);
        let text = VariantStep::from(&step).explain(&v);
        assert!(text.contains("r2c4"), "{text}");
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
    fn types_2_and_4_read_the_roof_on_other_sizes() {
        // 6x6: the floor r1c1, r1c4 holds {1,2}; the roof r2c1, r2c4.
        let v = Variant::parse("size 6").unwrap();
        // Type 2: both roofs hold {1,2,3}, so one is 3: the rest of row 2
        // (no box holds both roofs) loses 3.
        let roofs: Vec<(usize, u8)> = [6, 9]
            .into_iter()
            .flat_map(|c| (4..=6).map(move |d| (c, d)))
            .collect();
        let board = board_of(&v, &[0, 3], &roofs);
        assert!(unique_rectangle(&board).is_none());
        let step = unique_rectangle_2(&board).unwrap();
        assert_eq!(step.technique, Technique::UniqueRectangle2);
        assert_eq!(step.cells, [0, 3, 6, 9]);
        assert_eq!(step.eliminations, [(7, 3), (8, 3), (10, 3), (11, 3)]);
        // Type 4: the roofs hold more, but 1 fits nowhere else in row 2:
        // one roof is 1, so neither is 2.
        let ones: Vec<(usize, u8)> = [7, 8, 10, 11].into_iter().map(|c| (c, 1)).collect();
        let board = board_of(&v, &[0, 3], &ones);
        assert!(unique_rectangle_2(&board).is_none());
        let step = unique_rectangle_4(&board).unwrap();
        assert_eq!(step.technique, Technique::UniqueRectangle4);
        assert_eq!(step.houses, [1]);
        assert_eq!(step.eliminations, [(6, 2), (9, 2)]);
    }

    #[test]
    fn a_type_3_rectangle_on_another_size() {
        // 6x6: the floor r1c1, r1c4 holds {1,2}; the roofs r2c1 {1,2,3} and
        // r2c4 {1,2,4}, one of which is 3 or 4; with r2c2 {3,4}, row 2's
        // 3 and 4 are in those cells, and r2c3, r2c5, r2c6 lose them.
        let v = Variant::parse("size 6").unwrap();
        let mut removed: Vec<(usize, u8)> = vec![(6, 4), (6, 5), (6, 6), (9, 3), (9, 5), (9, 6)];
        removed.extend([1, 2, 5, 6].map(|d| (7, d)));
        let step = unique_rectangle_3(&board_of(&v, &[0, 3], &removed)).unwrap();
        assert_eq!(step.technique, Technique::UniqueRectangle3);
        assert_eq!(step.houses, [1]);
        assert_eq!(step.cells, [0, 3, 9, 6, 7]);
        assert_eq!(step.score(), 4.6, "a tenth for the one other cell");
        let expected: Vec<(usize, u8)> = [8, 10, 11]
            .into_iter()
            .flat_map(|c| [(c, 3), (c, 4)])
            .collect();
        assert_eq!(step.eliminations, expected);
    }
}
