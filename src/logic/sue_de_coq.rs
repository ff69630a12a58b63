//! Sue de Coq: two or more open cells where two houses cross (the core:
//! a box or region and a row, column or extra house, or two of those)
//! hold at least two more digits than cells. Add a group of cells from the
//! rest of one house and a group from the rest of the other (each cell
//! holding at most one digit the core lacks), no digit in both groups, so
//! that all these cells hold as many digits as there are cells. Each of
//! those digits is then placed exactly once among them (a digit of the
//! first group or the core only is confined to the first house, of the
//! second group or the core only to the second, so none can repeat). So
//! the rest of the first house loses the first group's digits, the rest of
//! the second the second group's, and both lose the core's digits that
//! neither group holds.
//!
//! Written over [`Model`]: only houses are read, so it holds under every
//! rule and on every size; the classic and the variant logic both search
//! with it.

use super::cell_sets::CellSet;
use super::model::Model;
use super::step::{Step, Technique};
use super::subsets::{combinations, digits};

/// Cores hold at most this many cells, groups at most `MAX_GROUP`.
const MAX_CORE: usize = 4;

/// The largest group taken from the rest of a house.
const MAX_GROUP: usize = 3;

/// A group: up to `MAX_GROUP` cells from the rest of a house and the
/// digits they hold.
#[derive(Clone, Copy)]
struct Group {
    cells: [usize; MAX_GROUP],
    size: usize,
    digits: u16,
}

impl Group {
    fn cells(&self) -> &[usize] {
        &self.cells[..self.size]
    }

    /// How many more cells than digits outside `held` the group has: the
    /// core digits it takes up (none or more, as each of its cells holds
    /// at most one digit outside `held`).
    fn takes(&self, held: u16) -> u32 {
        (self.size as u32).saturating_sub((self.digits & !held).count_ones())
    }
}

/// Every group of one to `MAX_GROUP` cells of `cells`, the smaller first.
fn groups(model: &impl Model, cells: &[usize]) -> Vec<Group> {
    let mut out = Vec::new();
    for size in 1..=cells.len().min(MAX_GROUP) {
        for chosen in combinations(cells, size) {
            let mut group = Group {
                cells: [0; MAX_GROUP],
                size,
                digits: 0,
            };
            for (slot, &c) in group.cells.iter_mut().zip(&chosen) {
                *slot = c;
                group.digits |= model.candidates(c);
            }
            out.push(group);
        }
    }
    out
}

/// The houses two houses are searched in, in order: each box or region
/// (houses 2N..3N) with the rows, columns and extra houses crossing it,
/// then two rows, columns or extra houses crossing each other (a row and
/// a window): [line, box] or [lower, higher].
fn pairs(model: &impl Model) -> impl Iterator<Item = [usize; 2]> + '_ {
    let n = model.size();
    let count = model.house_count();
    let boxed = 2 * n..3 * n;
    let lines = move || (0..2 * n).chain(3 * n..count);
    let with_box = boxed.flat_map(move |b| lines().map(move |l| [l, b]));
    let between_lines =
        lines().flat_map(move |a| lines().filter(move |&b| b > a).map(move |b| [a, b]));
    with_box.chain(between_lines)
}

/// The first Sue de Coq (see the module doc), pair of houses by pair.
pub fn sue_de_coq<M: Model>(model: &M) -> Option<Step> {
    // Each house's open cells, as a list and as a set: most pairs share
    // fewer than two.
    let open: Vec<Vec<usize>> = (0..model.house_count())
        .map(|h| {
            model
                .house(h)
                .filter(|&c| model.candidates(c) != 0)
                .collect()
        })
        .collect();
    let sets: Vec<M::Cells> = open
        .iter()
        .map(|cells| cells.iter().fold(M::Cells::EMPTY, |s, &c| s.with(c)))
        .collect();
    for houses in pairs(model) {
        if sets[houses[0]].and(sets[houses[1]]).count() < 2 {
            continue;
        }
        let [first, second] = houses.map(|h| &open[h]);
        let shared: Vec<usize> = first
            .iter()
            .copied()
            .filter(|c| second.contains(c))
            .collect();
        if shared.len() < 2 {
            continue;
        }
        // A core needs two digits more than cells: at least four digits
        // in the shared cells.
        let held = shared.iter().fold(0u16, |m, &c| m | model.candidates(c));
        if held.count_ones() < 4 {
            continue;
        }
        let rests = [first, second].map(|house| {
            let rest: Vec<usize> = house
                .iter()
                .copied()
                .filter(|c| !shared.contains(c))
                .collect();
            rest
        });
        // Group cells hold at most one digit outside the core's.
        let [first_groups, second_groups] = rests.each_ref().map(|rest| {
            let fit: Vec<usize> = rest
                .iter()
                .copied()
                .filter(|&c| (model.candidates(c) & !held).count_ones() <= 1)
                .collect();
            groups(model, &fit)
        });
        for size in 2..=shared.len().min(MAX_CORE) {
            for core in combinations(&shared, size) {
                let found = with_core(
                    model,
                    houses,
                    &core,
                    &shared,
                    &rests,
                    [&first_groups, &second_groups],
                );
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

/// The Sue de Coq on the core `core` of `houses`, whose open shared cells
/// are `shared`, open other cells `rests` and groups of those `groups`.
fn with_core(
    model: &impl Model,
    houses: [usize; 2],
    core: &[usize],
    shared: &[usize],
    rests: &[Vec<usize>; 2],
    groups: [&[Group]; 2],
) -> Option<Step> {
    let held = core.iter().fold(0u16, |m, &c| m | model.candidates(c));
    // The groups must take up the core's extra digits between them:
    // with no digit in both, cells and digits then match.
    let extra = (held.count_ones() as usize).checked_sub(core.len() + 2)? as u32 + 2;
    let fits = |group: &Group| {
        group
            .cells()
            .iter()
            .all(|&c| (model.candidates(c) & !held).count_ones() <= 1)
    };
    let mut by_take: [Vec<&Group>; MAX_GROUP + 1] = Default::default();
    for group in groups[1].iter().filter(|g| fits(g)) {
        let take = group.takes(held);
        if take <= extra {
            by_take[take as usize].push(group);
        }
    }
    for first in groups[0].iter().filter(|g| fits(g)) {
        let take = first.takes(held);
        if take > extra || (extra - take) as usize > MAX_GROUP {
            continue;
        }
        for second in &by_take[(extra - take) as usize] {
            if first.digits & second.digits != 0 {
                continue;
            }
            let core_only = held & !first.digits & !second.digits;
            let mut removed = Vec::new();
            for (group, rest, lose) in [
                (first, &rests[0], first.digits | core_only),
                (*second, &rests[1], second.digits | core_only),
            ] {
                let others = rest
                    .iter()
                    .chain(shared)
                    .filter(|c| !group.cells().contains(c) && !core.contains(c));
                for &c in others {
                    removed.extend(digits(model.candidates(c) & lose).map(|d| (c, d)));
                }
            }
            removed.sort_unstable();
            removed.dedup();
            let mut pattern = core.to_vec();
            pattern.extend(first.cells());
            pattern.extend(second.cells());
            if let Some(mut step) =
                Step::eliminating(Technique::SueDeCoq, houses.to_vec(), pattern, removed)
            {
                step.digits = held | first.digits | second.digits;
                return Some(step);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::digit_bit;
    use crate::logic::marks::tests::assert_simplest;
    use crate::variant::Variant;
    use crate::variant::logic::Board;

    #[test]
    fn a_sue_de_coq_splits_the_intersection_digits_between_line_and_box() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "...4.6.......5......3....8.........9.....67...2.........3....8.1...........4..7....3..6.8...34...8..2............67..1............5......3....8....4..7..........9......7..1................9...4............8...3.......2...........5.........6...1.3........3...7.......6..........8.....5.......4.............9.2....7..12....7..1...5..........78.....5..8..2.........3..............9...4..........6...1.....7...2...............9...4..........67.......67..1............5......3.............8...3....8....4...8.1............5............9.....6.........7...2.4......23.........45.........6.........7....3.......2..............8.1................9...45............9.2.........3.5....1...........4...........7.......6..........8...3.5....",
            "653972814842615379719483256136854927578239461294761538381596742467328195925147683",
            Technique::SueDeCoq,
            &[(9, 3)],
            6.3,
        );
        assert_eq!(step.cells, [54, 63, 27, 36, 55]);
        assert_eq!(step.houses, [9, 24]);
        assert_eq!(
            step.notation(),
            "Sue de Coq 1,3,4,5,8 in r4c1,r5c1,r7c12,r8c1 => r2c1<>3"
        );
    }

    #[test]
    fn the_core_digits_split_between_the_line_and_the_box() {
        // 6x6: r1c1 and r1c2 (where row 1 meets box 1) hold {1,2,3,4};
        // r1c4 holds {1,2} and r2c1 {3,4}. Four cells, four digits: 1 and
        // 2 are in row 1's four cells, 3 and 4 in box 1's, so the rest of
        // row 1 loses 1 and 2 and the rest of box 1 loses 3 and 4.
        let v = Variant::parse("size 6").unwrap();
        let board_with = |r2c1: u16| {
            let mut board = Board::new(&v, v.givens());
            for (cell, keep) in [(0, 0b1111), (1, 0b1111), (3, 0b11), (6, r2c1)] {
                for d in 1..=6u8 {
                    if keep & digit_bit(d) == 0 {
                        board.eliminate(cell, d);
                    }
                }
            }
            board
        };
        let board = board_with(0b1100);
        let step = sue_de_coq(&board).unwrap();
        assert_eq!(step.technique, Technique::SueDeCoq);
        assert_eq!(step.cells, [0, 1, 3, 6]);
        assert_eq!(step.houses, [0, 12]);
        let expected: Vec<(usize, u8)> = vec![
            (2, 1),
            (2, 2),
            (2, 3),
            (2, 4),
            (4, 1),
            (4, 2),
            (5, 1),
            (5, 2),
            (7, 3),
            (7, 4),
            (8, 3),
            (8, 4),
        ];
        assert_eq!(step.eliminations, expected);
        // With r2c1 holding {1,3,4} the groups share 1: no Sue de Coq.
        assert!(sue_de_coq(&board_with(0b1101)).is_none());
    }
}
