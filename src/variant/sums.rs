//! Sum groups: cells whose digits have a known total. Each killer cage is
//! one; a house adds what its cages imply (its innies: the cells left
//! when the cages inside it are taken away, summing to the house total
//! less theirs; its outies: the cells outside it of the cages that
//! cover it, summing to their total less the house's). The solver bounds
//! and combines the digits of each group. Built once, with the shape.

use super::Cage;

/// The cage of a cell outside every cage (in `cage_of`, as
/// [`Shape::cage_of`](super::shape::Shape::cage_of) holds it).
pub(crate) const NO_CAGE: u16 = u16::MAX;

/// Cells whose digits sum to `sum`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SumGroup {
    /// The cells, ascending.
    pub cells: Vec<u16>,
    /// Their digits' total.
    pub sum: u32,
    /// Whether no two of them may hold the same digit (a cage, the rest
    /// of a house, or cells that are all peers).
    pub distinct: bool,
}

/// The cages, then each house's innies and outies (those of more than one
/// cell and fewer than the house's, found once each). `cage_of` is each
/// cell's cage, an index into `cages` or [`NO_CAGE`];
/// `peer(a, b)` says whether two cells may not share a digit.
pub(crate) fn sum_groups(
    size: usize,
    houses: &[Vec<u16>],
    cages: &[Cage],
    cage_of: &[u16],
    peer: impl Fn(usize, usize) -> bool,
) -> Vec<SumGroup> {
    let mut groups: Vec<SumGroup> = cages
        .iter()
        .map(|c| SumGroup {
            cells: c.cells.clone(),
            sum: c.sum,
            distinct: true,
        })
        .collect();
    if cages.is_empty() {
        return groups;
    }
    let total = (size * (size + 1) / 2) as i64;
    let add = |cells: Vec<u16>, sum: i64, distinct: bool, groups: &mut Vec<SumGroup>| {
        let useful = cells.len() >= 2 && cells.len() < size && sum > 0;
        if useful && !groups.iter().any(|g| g.cells == cells) {
            groups.push(SumGroup {
                cells,
                sum: sum as u32,
                distinct,
            });
        }
    };
    for house in houses {
        let inside = |k: usize| cages[k].cells.iter().all(|c| house.contains(c));
        // Innies: the house's cells not in a cage wholly inside it.
        let mut innies = Vec::new();
        let mut inner_sum = 0i64;
        let mut touching: Vec<usize> = Vec::new();
        for &c in house {
            let k = cage_of[usize::from(c)];
            if k != NO_CAGE && !touching.contains(&usize::from(k)) {
                touching.push(usize::from(k));
            }
            if k == NO_CAGE || !inside(usize::from(k)) {
                innies.push(c);
            }
        }
        for &k in touching.iter().filter(|&&k| inside(k)) {
            inner_sum += i64::from(cages[k].sum);
        }
        if innies.len() < house.len() {
            innies.sort_unstable();
            add(innies, total - inner_sum, true, &mut groups);
        }
        // Outies: when the cages touching the house cover all of it.
        if house.iter().all(|&c| cage_of[usize::from(c)] != NO_CAGE) {
            let mut outies: Vec<u16> = touching
                .iter()
                .flat_map(|&k| cages[k].cells.iter().copied())
                .filter(|c| !house.contains(c))
                .collect();
            outies.sort_unstable();
            let covered: i64 = touching.iter().map(|&k| i64::from(cages[k].sum)).sum();
            let distinct = outies.iter().enumerate().all(|(i, &a)| {
                outies[i + 1..]
                    .iter()
                    .all(|&b| peer(usize::from(a), usize::from(b)))
            });
            add(outies, covered - total, distinct, &mut groups);
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use crate::variant::Variant;

    #[test]
    fn a_box_with_two_cages_leaves_its_innies() {
        // Box 9 holds cages of 10 and 16 over seven cells: r7c7 and r7c9
        // must sum to 19.
        let v = Variant::parse(
            "size 9\ncage 10 r8c9 r9c8 r9c9\ncage 12 r1c1 r2c1\ncage 16 r9c7 r8c7 r7c8 r8c8",
        )
        .unwrap();
        let groups = &v.shape.sums;
        assert_eq!(groups.len(), 3 + 1 + 1 + 1, "{groups:?}");
        let innie = groups
            .iter()
            .find(|g| g.cells == [60, 62])
            .expect("r7c7 and r7c9");
        assert_eq!((innie.sum, innie.distinct), (19, true));
        // Column 1 holds the 12-cage: its other seven cells sum to 33.
        assert!(groups.iter().any(|g| g.cells.len() == 7 && g.sum == 33));
    }

    #[test]
    fn cages_covering_a_row_give_its_outies() {
        // Row 1 of a 4x4 covered by two cages reaching into row 2.
        let v = Variant::parse("size 4\ncage 6 r1c1 r1c2 r2c1\ncage 9 r1c3 r1c4 r2c4").unwrap();
        let outies = v
            .shape
            .sums
            .iter()
            .find(|g| g.cells == [4, 7])
            .expect("r2c1 and r2c4");
        assert_eq!((outies.sum, outies.distinct), (6 + 9 - 10, true));
    }
}
