//! Techniques that rely on the puzzle having one solution: unique
//! rectangles (types 1, 2 and 4) and BUG+1.

use super::houses::{HOUSE_COUNT, HOUSES, houses_of};
use super::marks::Marks;
use super::step::{Step, Technique};
use crate::geometry::{CELLS, digit_bit, lowest_digit, sees};

/// Four cells at the corners of two rows and two columns spanning two
/// boxes: if three hold only {x,y}, the fourth cannot be x or y (else the
/// two digits could swap and the puzzle would have two solutions).
pub fn unique_rectangle(marks: &Marks) -> Option<Step> {
    if !marks.layout().uniqueness_holds() {
        return None; // a uniqueness pattern, drawn on boxes
    }
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let same_band = r1 / 3 == r2 / 3;
                    let same_stack = c1 / 3 == c2 / 3;
                    if same_band == same_stack {
                        continue; // one box, or four boxes
                    }
                    let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    if corners.iter().any(|&c| marks.value(c) != 0) {
                        continue;
                    }
                    let pairs: Vec<usize> = corners
                        .iter()
                        .copied()
                        .filter(|&c| marks.candidates(c).count_ones() == 2)
                        .collect();
                    if pairs.len() != 3 {
                        continue;
                    }
                    let mask = marks.candidates(pairs[0]);
                    let fourth = *corners
                        .iter()
                        .find(|c| !pairs.contains(c))
                        .expect("four corners");
                    if pairs.iter().any(|&c| marks.candidates(c) != mask)
                        || marks.candidates(fourth) & mask != mask
                    {
                        continue;
                    }
                    let eliminations = (1..=9u8)
                        .filter(|&d| mask & digit_bit(d) != 0)
                        .map(|d| (fourth, d))
                        .collect();
                    return Step::eliminating(
                        Technique::UniqueRectangle,
                        vec![r1, r2, 9 + c1, 9 + c2],
                        corners.to_vec(),
                        eliminations,
                    );
                }
            }
        }
    }
    None
}

/// The rectangles of two rows and two columns spanning exactly two boxes
/// whose four corners are open, as `[floor, floor, roof, roof]` for each
/// side: the floor is a side (two corners in one row or column), the roof
/// the opposite side.
fn rectangles<'a>(marks: &'a Marks<'a>) -> impl Iterator<Item = [usize; 4]> + 'a {
    (0..9).flat_map(move |r1| {
        (r1 + 1..9).flat_map(move |r2| {
            (0..9).flat_map(move |c1| {
                (c1 + 1..9).flat_map(move |c2| {
                    let two_boxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                    let [a, b, c, d] = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    let open = [a, b, c, d].iter().all(|&x| marks.value(x) == 0);
                    let sides = [[a, b, c, d], [c, d, a, b], [a, c, b, d], [b, d, a, c]];
                    sides.into_iter().filter(move |_| two_boxes && open)
                })
            })
        })
    })
}

/// Unique rectangle type 2: two floor corners hold only {x,y}, the two roof
/// corners {x,y} and the same one extra digit z. One roof must be z (else
/// the four corners could swap x and y), so cells seeing both roofs lose z.
pub fn unique_rectangle_2(marks: &Marks) -> Option<Step> {
    if !marks.layout().uniqueness_holds() {
        return None; // a uniqueness pattern, drawn on boxes
    }
    for [f1, f2, r1, r2] in rectangles(marks) {
        let pair = marks.candidates(f1);
        let roof = marks.candidates(r1);
        let extra = roof & !pair;
        if pair.count_ones() != 2
            || marks.candidates(f2) != pair
            || marks.candidates(r2) != roof
            || roof & pair != pair
            || extra.count_ones() != 1
        {
            continue;
        }
        let z = lowest_digit(extra);
        let corners = [f1, f2, r1, r2];
        let eliminations = (0..CELLS)
            .filter(|&c| !corners.contains(&c) && sees(c, r1) && sees(c, r2) && marks.has(c, z))
            .map(|c| (c, z))
            .collect();
        let step = Step::eliminating(
            Technique::UniqueRectangle2,
            Vec::new(),
            corners.to_vec(),
            eliminations,
        );
        if step.is_some() {
            return step;
        }
    }
    None
}

/// Unique rectangle type 4: two floor corners hold only {x,y}; in a house
/// holding both roof corners, x fits only them. One roof is then x, so
/// neither may be y (the four corners could swap): both lose y.
pub fn unique_rectangle_4(marks: &Marks) -> Option<Step> {
    if !marks.layout().uniqueness_holds() {
        return None; // a uniqueness pattern, drawn on boxes
    }
    for [f1, f2, r1, r2] in rectangles(marks) {
        let pair = marks.candidates(f1);
        if pair.count_ones() != 2
            || marks.candidates(f2) != pair
            || marks.candidates(r1) & pair != pair
            || marks.candidates(r2) & pair != pair
        {
            continue;
        }
        for (x, y) in [(0u8, 1u8), (1, 0)].map(|(i, j)| (nth_digit(pair, i), nth_digit(pair, j))) {
            let shared = houses_of(r1)
                .into_iter()
                .filter(|h| houses_of(r2).contains(h));
            let locked = shared.into_iter().find(|&h| {
                HOUSES[h]
                    .iter()
                    .all(|&c| c as usize == r1 || c as usize == r2 || !marks.has(c as usize, x))
            });
            let Some(house) = locked else { continue };
            let corners = [f1, f2, r1, r2];
            let eliminations = vec![(r1, y), (r2, y)];
            return Step::eliminating(
                Technique::UniqueRectangle4,
                vec![house],
                corners.to_vec(),
                eliminations,
            );
        }
    }
    None
}

/// The `i`-th (0-based) digit of a candidate mask.
fn nth_digit(mask: u16, i: u8) -> u8 {
    (1..=9u8)
        .filter(|&d| mask & digit_bit(d) != 0)
        .nth(usize::from(i))
        .expect("enough digits")
}

/// Bivalue universal grave + 1: every open cell has two candidates but
/// one, which has three, and every digit fits exactly two cells of each
/// house but one digit of that cell's houses. Without that digit the grid
/// would be a deadly pattern with two solutions, so the cell takes it.
pub fn bug_plus_one(marks: &Marks) -> Option<Step> {
    if !marks.layout().uniqueness_holds() {
        return None; // a uniqueness pattern, drawn on boxes
    }
    let open: Vec<usize> = (0..CELLS).filter(|&c| marks.value(c) == 0).collect();
    let mut extra = open
        .iter()
        .copied()
        .filter(|&c| marks.candidates(c).count_ones() != 2);
    let cell = extra.next()?;
    if extra.next().is_some() || marks.candidates(cell).count_ones() != 3 {
        return None;
    }
    let fits = |house: usize, digit: u8| {
        HOUSES[house]
            .iter()
            .filter(|&&c| marks.has(c as usize, digit))
            .count()
    };
    let digit = (1..=9u8).find(|&d| {
        marks.has(cell, d)
            && (0..HOUSE_COUNT).all(|h| {
                let n = fits(h, d) - usize::from(HOUSES[h].contains(&(cell as u8)));
                n == 0 || n == 2
            })
    })?;
    let grave = (1..=9u8)
        .filter(|&d| d != digit)
        .all(|d| (0..HOUSE_COUNT).all(|h| matches!(fits(h, d), 0 | 2)));
    grave.then(|| Step {
        technique: Technique::BugPlusOne,
        houses: Vec::new(),
        cells: vec![cell],
        placements: vec![(cell, digit)],
        eliminations: Vec::new(),
        complexity: 0,
        bonus: 0,
        digits: 0,
        chain: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::ALL_DIGITS;
    use crate::logic::marks::tests::with_eliminations;

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
}
