//! Naked and hidden subsets (pairs, triples, quads) inside one house, on
//! every [`Model`].

use super::model::Model;
use super::step::{Step, Technique};

/// Every `n`-element subset of the positions set in `mask` (up to 16
/// bits), in increasing order: the `n`-element subsets of the indices
/// 0..m (m the bits of `mask`) in increasing order (Gosper's hack), each
/// index standing for the mask's bit of that rank, which keeps the order.
pub(super) fn subsets(mask: u16, n: u32) -> impl Iterator<Item = u16> {
    let m = mask.count_ones();
    let mut positions = [0u8; 16];
    let mut rest = mask;
    for slot in positions.iter_mut().take(m as usize) {
        *slot = rest.trailing_zeros() as u8;
        rest &= rest - 1;
    }
    let mut next = (n > 0 && n <= m).then(|| (1u32 << n) - 1);
    std::iter::from_fn(move || {
        let pick = next?;
        let low = pick & pick.wrapping_neg();
        let carried = pick + low;
        let following = (((carried ^ pick) >> 2) / low) | carried;
        next = (following < 1 << m).then_some(following);
        let mut ranks = pick;
        let mut subset = 0u16;
        while ranks != 0 {
            subset |= 1 << positions[ranks.trailing_zeros() as usize];
            ranks &= ranks - 1;
        }
        Some(subset)
    })
}

/// The digits set in a mask (bit k = digit k+1), lowest first.
pub(crate) fn digits(mut mask: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let d = mask.trailing_zeros() as u8 + 1;
            mask &= mask - 1;
            d
        })
    })
}

/// A naked subset with a virtual cell: its other cells, its digits and
/// what the rest of the house loses.
pub(crate) type VirtualSubset = (Vec<usize>, u16, Vec<(usize, u8)>);

/// A naked subset in `house` of a virtual cell holding `extra` (the other
/// digits of a deadly pattern's cells `pattern`, one of which must take one
/// of them) and one to three other open cells of the house, the smallest
/// first: the subset's other cells, its digits and what the rest of the
/// house loses.
pub(crate) fn with_virtual_cell(
    model: &impl Model,
    house: usize,
    pattern: &[usize],
    extra: u16,
) -> Option<VirtualSubset> {
    let mut cells = [0usize; 16];
    let mut len = 0;
    for (slot, cell) in cells.iter_mut().zip(model.house(house)) {
        *slot = cell;
        len += 1;
    }
    let open: u16 = (0..len)
        .filter(|&i| model.value(cells[i]) == 0 && !pattern.contains(&cells[i]))
        .fold(0, |m, i| m | 1 << i);
    (1..=3).find_map(|n| {
        subsets(open, n).find_map(|pick| {
            let chosen: Vec<usize> = (0..len)
                .filter(|i| pick & 1 << i != 0)
                .map(|i| cells[i])
                .collect();
            let union = chosen.iter().fold(extra, |m, &c| m | model.candidates(c));
            if union.count_ones() != n + 1 {
                return None;
            }
            let removed: Vec<(usize, u8)> = (0..len)
                .filter(|i| open & !pick & 1 << i != 0)
                .flat_map(|i| {
                    digits(model.candidates(cells[i]) & union).map(move |d| (cells[i], d))
                })
                .collect();
            (!removed.is_empty()).then_some((chosen, union, removed))
        })
    })
}

/// Every `size`-element subset of `items`, in lexicographic order.
pub(crate) fn combinations(items: &[usize], size: usize) -> impl Iterator<Item = Vec<usize>> + '_ {
    let n = items.len();
    let mut index: Vec<usize> = (0..size).collect();
    let mut done = size > n;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        let subset = index.iter().map(|&i| items[i]).collect();
        // Next combination.
        let mut i = size;
        loop {
            if i == 0 {
                done = true;
                break;
            }
            i -= 1;
            if index[i] != i + n - size {
                index[i] += 1;
                for j in i + 1..size {
                    index[j] = index[j - 1] + 1;
                }
                break;
            }
        }
        Some(subset)
    })
}

/// The cells of `house` (at most 16) and how many there are.
fn house_cells(model: &impl Model, house: usize) -> ([usize; 16], usize) {
    let mut cells = [0; 16];
    let mut len = 0;
    for (slot, cell) in cells.iter_mut().zip(model.house(house)) {
        *slot = cell;
        len += 1;
    }
    (cells, len)
}

/// `n` cells of a house whose candidates together are `n` digits: those
/// digits leave the house's other cells. On every [`Model`].
pub fn naked(model: &impl Model, n: u32, technique: Technique) -> Option<Step> {
    for house in 0..model.house_count() {
        let (cells, len) = house_cells(model, house);
        let cells = &cells[..len];
        let open: u16 = (0..len)
            .filter(|&i| (1..=n).contains(&model.candidates(cells[i]).count_ones()))
            .fold(0, |m, i| m | 1 << i);
        for pick in subsets(open, n) {
            let union = (0..len)
                .filter(|i| pick & 1 << i != 0)
                .fold(0, |m, i| m | model.candidates(cells[i]));
            if union.count_ones() != n {
                continue;
            }
            let chosen: Vec<usize> = (0..len)
                .filter(|i| pick & 1 << i != 0)
                .map(|i| cells[i])
                .collect();
            let eliminations: Vec<(usize, u8)> = cells
                .iter()
                .filter(|c| !chosen.contains(c))
                .flat_map(|&c| digits(model.candidates(c) & union).map(move |d| (c, d)))
                .collect();
            let step = Step::eliminating(technique, vec![house], chosen, eliminations);
            if step.is_some() {
                return step;
            }
        }
    }
    None
}

/// `n` digits of a house that fit only in the same `n` cells: those cells
/// lose every other candidate. On every [`Model`].
pub fn hidden(model: &impl Model, n: u32, technique: Technique) -> Option<Step> {
    hidden_where(model, n, technique, Some)
}

/// [`hidden`] whose steps go through `accept`: the first it keeps is the
/// answer (the direct forms keep those that reveal a hidden single).
pub(crate) fn hidden_where(
    model: &impl Model,
    n: u32,
    technique: Technique,
    mut accept: impl FnMut(Step) -> Option<Step>,
) -> Option<Step> {
    let size = model.size();
    for house in 0..model.house_count() {
        let (cells, len) = house_cells(model, house);
        let cells = &cells[..len];
        // Where each digit can go, as a mask of positions in the house.
        let mut places = [0u16; 16];
        for (i, &cell) in cells.iter().enumerate() {
            for d in digits(model.candidates(cell)) {
                places[usize::from(d - 1)] |= 1 << i;
            }
        }
        let open: u16 = (0..size)
            .filter(|&d| (2..=n).contains(&places[d].count_ones()))
            .fold(0, |m, d| m | 1 << d);
        for pick in subsets(open, n) {
            let union = (0..size)
                .filter(|d| pick & 1 << d != 0)
                .fold(0, |m, d| m | places[d]);
            if union.count_ones() != n {
                continue;
            }
            let chosen: Vec<usize> = (0..len)
                .filter(|i| union & 1 << i != 0)
                .map(|i| cells[i])
                .collect();
            let keep = pick; // bit d-1 = digit d, as in candidate masks
            let eliminations: Vec<(usize, u8)> = chosen
                .iter()
                .flat_map(|&c| digits(model.candidates(c) & !keep).map(move |d| (c, d)))
                .collect();
            let step = Step::eliminating(technique, vec![house], chosen, eliminations)
                .and_then(&mut accept);
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
    use crate::logic::marks::tests::with_eliminations;

    #[test]
    fn a_naked_pair_clears_its_digits_from_the_house() {
        // r1c1 and r1c2 hold only {1,2}.
        let marks = with_eliminations(&[(0, 0b1_1111_1100), (1, 0b1_1111_1100)]);
        let step = naked(&marks, 2, Technique::NakedPair).unwrap();
        assert_eq!(
            (step.houses.as_slice(), step.cells.as_slice()),
            (&[0][..], &[0, 1][..])
        );
        let expected: Vec<(usize, u8)> = (2..9).flat_map(|c| [(c, 1), (c, 2)]).collect();
        assert_eq!(step.eliminations, expected);
        assert!(naked(&marks, 3, Technique::NakedTriple).is_none());
    }

    #[test]
    fn a_hidden_pair_clears_the_other_candidates_of_its_cells() {
        // In row 1, 1 and 2 fit only r1c1 and r1c2.
        let rest: Vec<(usize, u16)> = (2..9).map(|c| (c, 0b11)).collect();
        let marks = with_eliminations(&rest);
        let step = hidden(&marks, 2, Technique::HiddenPair).unwrap();
        assert_eq!(step.cells, [0, 1]);
        let expected: Vec<(usize, u8)> = [0, 1]
            .iter()
            .flat_map(|&c| (3..=9).map(move |d| (c, d)))
            .collect();
        assert_eq!(step.eliminations, expected);
        assert!(
            step.explain()
                .starts_with("Hidden pair in row 1: removes 3 from r1c1")
        );
    }

    #[test]
    fn a_hidden_quad_is_the_simplest_step_on_its_position() {
        // In row 1, digits 1-4 fit only r1c1..r1c4; every other cell is
        // open to everything its row allows.
        let rest: Vec<(usize, u16)> = (4..9).map(|c| (c, 0b1111)).collect();
        let marks = with_eliminations(&rest);
        assert!(hidden(&marks, 3, Technique::HiddenTriple).is_none());
        let step = crate::logic::next_step(&marks).unwrap();
        assert_eq!(step.technique, Technique::HiddenQuad);
        assert_eq!(step.cells, [0, 1, 2, 3]);
        let expected: Vec<(usize, u8)> =
            (0..4).flat_map(|c| (5..=9).map(move |d| (c, d))).collect();
        assert_eq!(step.eliminations, expected);
    }

    #[test]
    fn subset_enumeration_counts() {
        assert_eq!(subsets(0x1FF, 2).count(), 36);
        assert_eq!(subsets(0x1FF, 4).count(), 126);
        assert_eq!(
            subsets(0b1011, 2).collect::<Vec<_>>(),
            [0b11, 0b1001, 0b1010]
        );
        // The same subsets, in the same order, as filtering every mask.
        for mask in 0..1u16 << 9 {
            for n in 1..=4 {
                let all: Vec<u16> = (1u16..1 << 9)
                    .filter(|s| s & !mask == 0 && s.count_ones() == n)
                    .collect();
                assert_eq!(subsets(mask, n).collect::<Vec<_>>(), all, "{mask:b} {n}");
            }
        }
        // Masks of 16 lines (the fish of a 16x16).
        for mask in [0xFFFF, 0xA5C3, 0x8001, 0x7FFE] {
            for n in 1..=4 {
                let all: Vec<u16> = (1u16..=u16::MAX)
                    .filter(|s| s & !mask == 0 && s.count_ones() == n)
                    .collect();
                assert_eq!(subsets(mask, n).collect::<Vec<_>>(), all, "{mask:b} {n}");
            }
        }
    }
}
