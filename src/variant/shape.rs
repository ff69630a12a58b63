//! What a variant's geometry and rules make of its cells: the houses
//! (rows, columns, boxes or regions, diagonals, windows), each cell's
//! peers (cells that may not share its digit: the houses, its cage, a
//! knight's or king's move away) and orthogonal neighbours (for
//! non-consecutive). Built once, when the variant is read.

use super::rules::{Constraint, Relations};
use super::sums::{NO_CAGE, SumGroup, sum_groups};
use super::symmetry;
use super::{Cage, Regions, Rules, rule};

/// The houses and relations of a variant's cells.
#[derive(Debug, Clone, Default)]
pub(crate) struct Shape {
    /// Houses of exactly N cells, each holding every digit once.
    pub houses: Vec<Vec<u16>>,
    /// Each cell's houses, as ascending indices into [`Shape::houses`].
    pub cell_houses: Vec<Vec<u16>>,
    /// Each cell's peers, ascending, without the cell itself.
    pub peers: Vec<Vec<u16>>,
    /// Each cell's orthogonal neighbours when the non-consecutive rule is
    /// on; empty lists otherwise.
    pub neighbours: Vec<Vec<u16>>,
    /// Every two houses sharing two or more cells, for locked candidates.
    pub crossings: Vec<Crossing>,
    /// Each cell's peers as bits (bit i of word i / 64 = cell i).
    pub peer_bits: Vec<[u64; 4]>,
    /// Each house as bits.
    pub house_bits: Vec<[u64; 4]>,
    /// Each crossing as bits: its two houses (bits of indices into
    /// [`Shape::houses`]), then as cells the shared ones, the rest of the
    /// first house, the rest of the second.
    pub crossing_bits: Vec<(u64, [[u64; 4]; 3])>,
    /// Each cell's houses, and its peers' houses, as bits of indices into
    /// [`Shape::houses`] (there are at most 50).
    pub cell_house_bits: Vec<u64>,
    pub peer_house_bits: Vec<u64>,
    /// The cages, and the innies and outies of houses they imply.
    pub sums: Vec<SumGroup>,
    /// Each cell's cage, as an index into the variant's cages, or
    /// [`NO_CAGE`](super::sums::NO_CAGE).
    pub cage_of: Vec<u16>,
    /// The turns and mirrors of the grid the rules keep (bit k for
    /// [`map_cell`](super::symmetry::map_cell)'s map k); none with cages
    /// or listed rules.
    pub kept_maps: u8,
    /// What the listed rules ask of the digits (their cells that must
    /// differ are peers already).
    pub relations: Relations,
}

/// Two houses that share two or more cells.
#[derive(Debug, Clone, Default)]
pub(crate) struct Crossing {
    /// The two houses, as indices into [`Shape::houses`].
    pub houses: [usize; 2],
    /// The cells they share.
    pub shared: Vec<u16>,
    /// The rest of each house.
    pub rest: [Vec<u16>; 2],
}

/// The cells of each region, region by region.
pub(crate) fn region_cells(size: usize, regions: &Regions) -> Vec<Vec<u16>> {
    let mut out = vec![Vec::new(); size];
    for cell in 0..size * size {
        let (row, col) = (cell / size, cell % size);
        let region = match regions {
            Regions::Boxes { rows, cols } => (row / rows) * (size / cols) + col / cols,
            Regions::Jigsaw(of) => usize::from(of[cell]),
        };
        out[region].push(cell as u16);
    }
    out
}

impl Shape {
    pub(crate) fn new(
        size: usize,
        regions: &Regions,
        rules: Rules,
        cages: &[Cage],
        constraints: &[Constraint],
    ) -> Shape {
        let mut relations = Relations::of(size, constraints);
        let at = |row: usize, col: usize| (row * size + col) as u16;
        let mut houses: Vec<Vec<u16>> = Vec::new();
        houses.extend((0..size).map(|r| (0..size).map(|c| at(r, c)).collect()));
        houses.extend((0..size).map(|c| (0..size).map(|r| at(r, c)).collect()));
        houses.extend(region_cells(size, regions));
        if rules & rule::DIAGONAL != 0 {
            houses.push((0..size).map(|i| at(i, i)).collect());
            houses.push((0..size).map(|i| at(i, size - 1 - i)).collect());
        }
        if rules & rule::WINDOKU != 0 {
            for top in [1, 5] {
                for left in [1, 5] {
                    houses.push((0..9).map(|i| at(top + i / 3, left + i % 3)).collect());
                }
            }
        }
        let cells = size * size;
        let mut cell_houses = vec![Vec::new(); cells];
        for (h, house) in houses.iter().enumerate() {
            for &c in house {
                cell_houses[usize::from(c)].push(h as u16);
            }
        }
        let mut peer = vec![vec![false; cells]; cells];
        let mut link = |a: usize, b: usize| {
            if a != b {
                peer[a][b] = true;
                peer[b][a] = true;
            }
        };
        let distinct = relations.distinct.iter().map(|(_, cells)| cells);
        for group in houses
            .iter()
            .chain(cages.iter().map(|c| &c.cells))
            .chain(distinct)
        {
            for &a in group {
                for &b in group {
                    link(usize::from(a), usize::from(b));
                }
            }
        }
        let moves = |steps: &[(isize, isize)], cell: usize| -> Vec<usize> {
            let (row, col) = ((cell / size) as isize, (cell % size) as isize);
            steps
                .iter()
                .map(|&(dr, dc)| (row + dr, col + dc))
                .filter(|&(r, c)| r >= 0 && c >= 0 && r < size as isize && c < size as isize)
                .map(|(r, c)| r as usize * size + c as usize)
                .collect()
        };
        const KNIGHT: [(isize, isize); 8] = [
            (-2, -1),
            (-2, 1),
            (-1, -2),
            (-1, 2),
            (1, -2),
            (1, 2),
            (2, -1),
            (2, 1),
        ];
        const KING: [(isize, isize); 8] = [
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
        ];
        const ORTHOGONAL: [(isize, isize); 4] = [(-1, 0), (0, -1), (0, 1), (1, 0)];
        for cell in 0..cells {
            if rules & rule::ANTI_KNIGHT != 0 {
                moves(&KNIGHT, cell).into_iter().for_each(|o| link(cell, o));
            }
            if rules & rule::ANTI_KING != 0 {
                moves(&KING, cell).into_iter().for_each(|o| link(cell, o));
            }
        }
        // Peers never share a digit: their pairs allow no equal digits.
        for arc in &mut relations.arcs {
            if peer[usize::from(arc.from)][usize::from(arc.to)] {
                for (d, allow) in arc.allow.iter_mut().enumerate() {
                    *allow &= !(1 << d);
                }
            }
        }
        let peers = peer
            .iter()
            .map(|row| (0..cells).filter(|&o| row[o]).map(|o| o as u16).collect())
            .collect();
        let neighbours = (0..cells)
            .map(|cell| {
                if rules & rule::NON_CONSECUTIVE == 0 {
                    return Vec::new();
                }
                moves(&ORTHOGONAL, cell)
                    .into_iter()
                    .map(|o| o as u16)
                    .collect()
            })
            .collect();
        let mut crossings = Vec::new();
        for (i, a) in houses.iter().enumerate() {
            for (j, b) in houses.iter().enumerate().skip(i + 1) {
                let shared: Vec<u16> = a.iter().copied().filter(|c| b.contains(c)).collect();
                if shared.len() >= 2 {
                    let rest =
                        |h: &Vec<u16>| h.iter().copied().filter(|c| !shared.contains(c)).collect();
                    crossings.push(Crossing {
                        houses: [i, j],
                        rest: [rest(a), rest(b)],
                        shared,
                    });
                }
            }
        }
        let peer_bits = peer
            .iter()
            .map(|row| bits((0..cells).filter(|&o| row[o]).map(|o| o as u16)))
            .collect();
        let house_bits = houses.iter().map(|h| bits(h.iter().copied())).collect();
        let cell_house_bits: Vec<u64> = cell_houses
            .iter()
            .map(|hs| hs.iter().fold(0, |m, &h| m | 1 << h))
            .collect();
        let peer_house_bits = peer
            .iter()
            .map(|row| {
                (0..cells)
                    .filter(|&o| row[o])
                    .fold(0, |m, o| m | cell_house_bits[o])
            })
            .collect();
        let crossing_bits = crossings
            .iter()
            .map(|c: &Crossing| {
                let houses = c.houses.iter().fold(0, |m, &h| m | 1 << h);
                let cells = [&c.shared, &c.rest[0], &c.rest[1]].map(|s| bits(s.iter().copied()));
                (houses, cells)
            })
            .collect();
        let mut cage_of = vec![NO_CAGE; size * size];
        for (k, cage) in cages.iter().enumerate() {
            for &cell in &cage.cells {
                cage_of[usize::from(cell)] = k as u16;
            }
        }
        let sums = sum_groups(size, &houses, cages, &cage_of, |a, b| peer[a][b]);
        let kept_maps = if cages.is_empty() && constraints.is_empty() {
            symmetry::kept_maps(size, regions)
        } else {
            0
        };
        Shape {
            houses,
            cell_houses,
            peers,
            neighbours,
            crossings,
            peer_bits,
            house_bits,
            crossing_bits,
            cell_house_bits,
            peer_house_bits,
            sums,
            cage_of,
            kept_maps,
            relations,
        }
    }
}

/// Cells as bits (bit i of word i / 64 = cell i).
fn bits(cells: impl Iterator<Item = u16>) -> [u64; 4] {
    let mut out = [0u64; 4];
    for c in cells.map(usize::from) {
        out[c / 64] |= 1 << (c % 64);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_classic_cell_has_twenty_peers_and_the_rules_add_theirs() {
        let boxes = Regions::Boxes { rows: 3, cols: 3 };
        let plain = Shape::new(9, &boxes, 0, &[], &[]);
        assert_eq!(plain.houses.len(), 27);
        assert!(plain.peers.iter().all(|p| p.len() == 20));
        let all = rule::DIAGONAL | rule::WINDOKU | rule::ANTI_KNIGHT | rule::NON_CONSECUTIVE;
        let ruled = Shape::new(9, &boxes, all, &[], &[]);
        assert_eq!(ruled.houses.len(), 27 + 2 + 4);
        // r5c5: both diagonals, the four windows' corners, knight moves.
        assert!(ruled.peers[40].len() > 20 + 8);
        assert_eq!(ruled.neighbours[0], vec![1, 9]);
        assert_eq!(ruled.neighbours[40].len(), 4);
        let six = Shape::new(6, &Regions::Boxes { rows: 2, cols: 3 }, 0, &[], &[]);
        assert_eq!(six.houses[12], vec![0, 1, 2, 6, 7, 8]);
        assert!(six.houses.iter().all(|h| h.len() == 6));
    }
}
