//! Deadly loops: open cells holding the same two digits {x,y}, joined in a
//! cycle, every house holding none or exactly two of them, and the two of
//! each house on opposite sides of the cycle. Were every cell x or y, x and
//! y could swap along the cycle: a second solution. So some cell of the
//! loop takes another digit. Four cells are a unique rectangle; longer
//! cycles are unique loops.
//!
//! What that excludes depends on the cells holding more than {x,y} (the
//! "roofs"):
//! - type 1, one roof: it loses x and y;
//! - type 2, roofs holding {x,y,z}, the same z: one is z, so cells seeing
//!   all of them lose z;
//! - type 3, two roofs in a house: their other digits act as one cell that
//!   makes a naked subset with other cells of the house;
//! - type 4, two roofs in a house where x fits only them: neither is y.
//!
//! The loop is found in terms of houses (cells sharing one, each house
//! holding two), read from [`super::houses`], not of rows and columns.

use super::houses::{HOUSE_COUNT, HOUSES, houses_of};
use super::marks::Marks;
use super::step::{Step, Technique};
use super::subsets::{digits, with_virtual_cell};
use crate::geometry::{CELLS, digit_bit, lowest_digit, sees};

/// Cells of the longest loop searched (a loop of n cells spans n/2 rows
/// and n/2 columns).
const MAX_LOOP: usize = 10;

/// Path cells one search for a pair may visit, so that marks where many
/// cells hold the pair (a player's pencil marks, say) cost a bounded time.
const MAX_VISITS: u32 = 20_000;

/// Unique rectangle type 3: a four-cell deadly loop whose two roofs' other
/// digits make a naked subset in a house.
pub fn unique_rectangle_3(marks: &Marks) -> Option<Step> {
    if !marks.layout().uniqueness_holds() {
        return None; // a uniqueness pattern, drawn on boxes
    }
    find(marks, 4, 4, |pattern| pattern.type_3(marks))
}

/// Unique loops of six or more cells, of any type; the shortest first.
pub fn unique_loop(marks: &Marks) -> Option<Step> {
    if !marks.layout().uniqueness_holds() {
        return None; // a uniqueness pattern, drawn on boxes
    }
    (6..=MAX_LOOP).step_by(2).find_map(|length| {
        find(marks, length, length, |pattern| {
            pattern
                .type_1()
                .or_else(|| pattern.type_2(marks))
                .or_else(|| pattern.type_3(marks))
                .or_else(|| pattern.type_4(marks))
        })
    })
}

/// A deadly loop on {x,y}: its cells in cycle order, its digits and its
/// roofs (the cells holding more than x and y).
struct Pattern {
    cells: Vec<usize>,
    pair: u16,
    roofs: Vec<usize>,
}

/// The first step `conclude` draws from a deadly loop of `min..=max` cells.
fn find(
    marks: &Marks,
    min: usize,
    max: usize,
    mut conclude: impl FnMut(&Pattern) -> Option<Step>,
) -> Option<Step> {
    for x in 1..=9u8 {
        for y in x + 1..=9 {
            let pair = digit_bit(x) | digit_bit(y);
            let holding: Vec<usize> = (0..CELLS)
                .filter(|&c| marks.value(c) == 0 && marks.candidates(c) & pair == pair)
                .collect();
            if holding.len() < min {
                continue;
            }
            let mut search = Search {
                marks,
                pair,
                roofs: 0,
                roof_extra: 0,
                visits: 0,
                holding: &holding,
                path: Vec::with_capacity(max),
                counts: [0; HOUSE_COUNT],
                min,
                max,
            };
            for &start in &holding {
                let found = search.extend(start, &mut |cells| {
                    let roofs = cells
                        .iter()
                        .copied()
                        .filter(|&c| marks.candidates(c) != pair)
                        .collect();
                    conclude(&Pattern {
                        cells: cells.to_vec(),
                        pair,
                        roofs,
                    })
                });
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

/// A depth-first search for deadly loops among the cells holding a pair.
/// A path may hold two roofs, or more when all hold the pair and the same
/// one other digit (type 2).
struct Search<'a> {
    marks: &'a Marks<'a>,
    pair: u16,
    roofs: usize,
    /// The other digits of every roof so far (one digit for type 2).
    roof_extra: u16,
    visits: u32,
    holding: &'a [usize],
    path: Vec<usize>,
    counts: [u8; HOUSE_COUNT],
    min: usize,
    max: usize,
}

impl Search<'_> {
    /// Extends the path with `cell`, reporting every closed deadly loop
    /// starting at the path's first (and lowest) cell to `found`.
    fn extend(
        &mut self,
        cell: usize,
        found: &mut dyn FnMut(&[usize]) -> Option<Step>,
    ) -> Option<Step> {
        let houses = houses_of(cell);
        if houses.iter().any(|&h| self.counts[h] >= 2) || self.visits >= MAX_VISITS {
            return None;
        }
        let extra = self.marks.candidates(cell) & !self.pair;
        let (roofs, roof_extra) = (self.roofs, self.roof_extra);
        if extra != 0 {
            self.roofs += 1;
            self.roof_extra |= extra;
            if self.roofs > 2 && self.roof_extra.count_ones() > 1 {
                (self.roofs, self.roof_extra) = (roofs, roof_extra);
                return None;
            }
        }
        self.visits += 1;
        self.path.push(cell);
        houses.iter().for_each(|&h| self.counts[h] += 1);
        let result = self.next(cell, found);
        houses.iter().for_each(|&h| self.counts[h] -= 1);
        self.path.pop();
        (self.roofs, self.roof_extra) = (roofs, roof_extra);
        result
    }

    fn next(
        &mut self,
        cell: usize,
        found: &mut dyn FnMut(&[usize]) -> Option<Step>,
    ) -> Option<Step> {
        let start = self.path[0];
        let length = self.path.len();
        let closed = length >= self.min && length.is_multiple_of(2) && sees(cell, start);
        if closed
            && self.is_deadly()
            && let Some(step) = found(&self.path)
        {
            return Some(step);
        }
        if length == self.max {
            return None;
        }
        for i in 0..self.holding.len() {
            let next = self.holding[i];
            if next > start && sees(cell, next) && !self.path.contains(&next) {
                // Each cell and its successor are the two of a shared house.
                let shared = houses_of(cell)
                    .into_iter()
                    .any(|h| houses_of(next).contains(&h) && self.counts[h] == 1);
                if shared {
                    let step = self.extend(next, found);
                    if step.is_some() {
                        return step;
                    }
                }
            }
        }
        None
    }

    /// Whether the closed path is deadly: every house it touches holds two
    /// of its cells, an even and an odd one of the cycle.
    fn is_deadly(&self) -> bool {
        if self.path[1] > self.path[self.path.len() - 1] {
            return false; // each cycle once: the lower neighbour first
        }
        self.path.iter().enumerate().all(|(i, &a)| {
            houses_of(a).into_iter().all(|h| {
                let others: Vec<usize> = (0..self.path.len())
                    .filter(|&j| j != i && houses_of(self.path[j]).contains(&h))
                    .collect();
                others.len() == 1 && (others[0] + i) % 2 == 1
            })
        })
    }
}

impl Pattern {
    fn technique(&self) -> Technique {
        if self.cells.len() == 4 {
            Technique::UniqueRectangle3
        } else {
            Technique::UniqueLoop
        }
    }

    /// A step of this loop, its bonus the loop's length beyond four cells
    /// (a tenth per two cells) plus `more`.
    fn step(
        &self,
        houses: Vec<usize>,
        extra_cells: &[usize],
        removed: Vec<(usize, u8)>,
        more: u8,
    ) -> Option<Step> {
        let mut cells = self.cells.clone();
        cells.extend_from_slice(extra_cells);
        let mut step = Step::eliminating(self.technique(), houses, cells, removed)?;
        step.bonus = (self.cells.len() as u8 - 4) / 2 + more;
        step.digits = self.pair;
        Some(step)
    }

    /// One roof: it loses both digits of the pair.
    fn type_1(&self) -> Option<Step> {
        let [roof] = self.roofs[..] else { return None };
        let removed = digits(self.pair).map(|d| (roof, d)).collect();
        self.step(Vec::new(), &[], removed, 0)
    }

    /// Roofs holding {x,y,z}, the same z: cells seeing every roof lose z.
    fn type_2(&self, marks: &Marks) -> Option<Step> {
        if self.roofs.len() < 2 {
            return None;
        }
        let extra = marks.candidates(self.roofs[0]) & !self.pair;
        let same = self
            .roofs
            .iter()
            .all(|&r| marks.candidates(r) & !self.pair == extra);
        if extra.count_ones() != 1 || !same {
            return None;
        }
        let z = lowest_digit(extra);
        let removed = (0..CELLS)
            .filter(|&c| {
                !self.cells.contains(&c)
                    && marks.has(c, z)
                    && self.roofs.iter().all(|&r| sees(c, r))
            })
            .map(|c| (c, z))
            .collect();
        self.step(Vec::new(), &[], removed, 0)
    }

    /// Two roofs in a house, their other digits making a naked subset with
    /// one to three other cells of it: the rest of the house loses those
    /// digits.
    fn type_3(&self, marks: &Marks) -> Option<Step> {
        let [a, b] = self.roofs[..] else { return None };
        let extra = (marks.candidates(a) | marks.candidates(b)) & !self.pair;
        shared_houses(a, b).find_map(|house| {
            let (subset, _, removed) = with_virtual_cell(marks, house, &self.cells, extra)?;
            self.step(vec![house], &subset, removed, subset.len() as u8)
        })
    }

    /// Two roofs in a house where one digit of the pair fits only them: one
    /// of them holds it, so neither holds the other.
    fn type_4(&self, marks: &Marks) -> Option<Step> {
        let [a, b] = self.roofs[..] else { return None };
        for house in shared_houses(a, b) {
            for x in digits(self.pair) {
                let locked = HOUSES[house]
                    .iter()
                    .all(|&c| c as usize == a || c as usize == b || !marks.has(c as usize, x));
                if locked {
                    let y = lowest_digit(self.pair & !digit_bit(x));
                    return self.step(vec![house], &[], vec![(a, y), (b, y)], 0);
                }
            }
        }
        None
    }
}

/// The houses holding both `a` and `b`.
fn shared_houses(a: usize, b: usize) -> impl Iterator<Item = usize> {
    houses_of(a)
        .into_iter()
        .filter(move |h| houses_of(b).contains(h))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::assert_simplest;

    #[test]
    fn a_unique_rectangle_type_3_makes_a_naked_subset_of_its_roofs() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "........91.3......1...5..8.......7......5..8..2.........3....8......6......4..........6....2....7...2..5..8...3..............9...4...........78..2..5..8.1...........4..7...23...7...2.45..8.1............5..8......6.....3...7.9.2..5..8..2......9.2.....8.........9......7.......6...1............5.......4......2.....8...3......1...........4.......3.......2.............7.........8......6...........9....5........5.....2.....8......6...........9...4.......3......1..............7...2.....8....4..78.1.....78.........9....5......3......1.....7...2.......1..4..........6....2....7......5....12..........4..........6...1.....7.........89..3.............89..3...........6...1..4............8..2...............9....5....1..4...........7..",
            "931752864628394751475186329297615483143278695586943172819537246752461938364829517",
            Technique::UniqueRectangle3,
            &[(11, 2)],
            4.7,
        );
        assert_eq!(step.cells, [2, 4, 22, 20, 65, 74]);
        assert_eq!(step.houses, [11]);
        assert_eq!(
            step.notation(),
            "Unique rectangle (type 3) 5,8 in r1c35,r3c35,r8c3,r9c3 => r2c3<>2"
        );
    }

    #[test]
    fn a_six_cell_unique_loop_clears_its_one_roof() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "...456....2..56....2.4...8.......7....3......1............5..89.....6.8..2..5...9..3.56....23.56...12.....8.........9...4.........5..8.1...5.78.1....6.8..2..5.7..........9......7..1......8......6.8..2...........56.8.1...5..8....4.......3........3.5.......4..........6...1......8.....5...9......78.1.3.5.7.9.2...........5.7.9.2.........3.5............91..4..........6......4..7..1.3.5.7..1.3.............8.1...............8.......7...2...........5...9..3...........6.......5...9...4...........7..1..........3.........4.6..........8....4.6....2...........5...9....5...9...4.6....2...6....2.4.........5..........7..........9..3....8...3....8.1...............8.........9....5......3......1.........2..........4...........7.......6...",
            "524731869638945712971826543346158927259467138187293654713684295462579381895312476",
            Technique::UniqueLoop,
            &[(35, 5), (35, 9)],
            4.6,
        );
        assert_eq!(step.cells, [31, 35, 62, 61, 52, 49]);
        assert_eq!(step.houses, []);
        assert_eq!(
            step.notation(),
            "Unique loop 5,9 in r4c59,r6c58,r7c89 => r4c9<>5,9"
        );
    }
}
