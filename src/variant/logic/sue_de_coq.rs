//! Sue de Coq over any two houses that cross in two cells or more (a box
//! or region and a row, column, diagonal or window, or two of those): two
//! or more open cells of the crossing (the core) hold at least two digits
//! more than cells. Add a group of cells from the rest of one house and a
//! group from the rest of the other, no digit in both groups, so that all
//! these cells hold as many digits as there are cells. Each digit is then
//! placed exactly once among them (a digit of the first group or the core
//! only is confined to the first house, of the second group to the second,
//! so none can repeat), and the rest of each house loses its group's
//! digits and the core's digits neither group holds. Only houses are
//! read, so it holds under every rule.

use super::{Board, VariantStep, digits};
use crate::logic::Technique;
use crate::logic::subsets::combinations;

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
    /// core digits it takes up.
    fn takes(&self, held: u16) -> u32 {
        (self.size as u32).saturating_sub((self.digits & !held).count_ones())
    }
}

/// Every group of one to `MAX_GROUP` cells of `cells`.
fn groups(board: &Board<'_>, cells: &[usize]) -> Vec<Group> {
    let mut out = Vec::new();
    let group = |chosen: &[usize]| {
        let mut group = Group {
            cells: [0; MAX_GROUP],
            size: chosen.len(),
            digits: 0,
        };
        for (slot, &c) in group.cells.iter_mut().zip(chosen) {
            *slot = c;
            group.digits |= board.candidates(c);
        }
        group
    };
    for (i, &a) in cells.iter().enumerate() {
        out.push(group(&[a]));
        for (j, &b) in cells.iter().enumerate().skip(i + 1) {
            out.push(group(&[a, b]));
            for &c in &cells[j + 1..] {
                out.push(group(&[a, b, c]));
            }
        }
    }
    out
}

/// The first Sue de Coq, crossing by crossing (see the module doc).
pub(super) fn sue_de_coq(board: &Board<'_>) -> Option<VariantStep> {
    for crossing in &board.variant.shape.crossings {
        let shared: Vec<usize> = board.open(&crossing.shared).collect();
        if shared.len() < 2 {
            continue;
        }
        // A core needs two digits more than cells: at least four digits
        // in the shared cells.
        let held = shared.iter().fold(0u16, |m, &c| m | board.candidates(c));
        if held.count_ones() < 4 {
            continue;
        }
        let rests = crossing
            .rest
            .each_ref()
            .map(|rest| board.open(rest).collect::<Vec<usize>>());
        // A group holds fewer digits outside its core than cells, so no
        // cell of it holds `MAX_GROUP` digits the shared cells lack.
        let [first, second] = rests.each_ref().map(|rest| {
            let fit: Vec<usize> = rest
                .iter()
                .copied()
                .filter(|&c| (board.candidates(c) & !held).count_ones() < MAX_GROUP as u32)
                .collect();
            groups(board, &fit)
        });
        for size in 2..=shared.len().min(MAX_CORE) {
            for core in combinations(&shared, size) {
                let found = with_core(
                    board,
                    crossing.houses,
                    &core,
                    &shared,
                    &rests,
                    [&first, &second],
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
    board: &Board<'_>,
    houses: [usize; 2],
    core: &[usize],
    shared: &[usize],
    rests: &[Vec<usize>; 2],
    groups: [&[Group]; 2],
) -> Option<VariantStep> {
    let held = core.iter().fold(0u16, |m, &c| m | board.candidates(c));
    // The groups must take up the core's extra digits between them:
    // with no digit in both, cells and digits then match.
    let extra = (held.count_ones() as usize).checked_sub(core.len() + 2)? as u32 + 2;
    let mut by_take: [Vec<&Group>; MAX_GROUP + 1] = Default::default();
    for group in groups[1] {
        let take = group.takes(held);
        if take >= 1 && take < extra {
            by_take[take as usize].push(group);
        }
    }
    for first in groups[0] {
        let take = first.takes(held);
        if take == 0 || take >= extra || (extra - take) as usize > MAX_GROUP {
            continue;
        }
        for second in &by_take[(extra - take) as usize] {
            if first.digits & second.digits != 0 {
                continue;
            }
            let core_only = held & !first.digits & !second.digits;
            let mut eliminations = Vec::new();
            for (group, rest, lose) in [
                (first, &rests[0], first.digits | core_only),
                (*second, &rests[1], second.digits | core_only),
            ] {
                let others = rest
                    .iter()
                    .chain(shared)
                    .filter(|c| !group.cells().contains(c) && !core.contains(c));
                for &c in others {
                    for d in digits(board.candidates(c) & lose) {
                        eliminations.push((c, d));
                    }
                }
            }
            eliminations.sort_unstable();
            eliminations.dedup();
            let mut pattern = core.to_vec();
            pattern.extend(first.cells());
            pattern.extend(second.cells());
            let step = VariantStep::eliminating(
                Technique::SueDeCoq,
                houses.to_vec(),
                pattern,
                eliminations,
            );
            if step.is_some() {
                return step;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    #[test]
    fn the_core_digits_split_between_the_line_and_the_box() {
        // 6x6: r1c1 and r1c2 (where row 1 meets box 1) hold {1,2,3,4};
        // r1c4 holds {1,2} and r2c1 {3,4}. Four cells, four digits: 1 and
        // 2 are in row 1's four cells, 3 and 4 in box 1's, so the rest of
        // row 1 loses 1 and 2 and the rest of box 1 loses 3 and 4.
        let v = Variant::parse("size 6").unwrap();
        let mut board = Board::new(&v, v.givens());
        for (cell, keep) in [(0, 0b1111), (1, 0b1111), (3, 0b11), (6, 0b1100)] {
            for d in 1..=6u8 {
                if keep & super::super::bit(d) == 0 {
                    board.eliminate(cell, d);
                }
            }
        }
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
        let mut shared = board.clone();
        shared.cand[6] |= 1;
        assert!(sue_de_coq(&shared).is_none());
    }
}
