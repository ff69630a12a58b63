//! The board's houses as data: which cells must hold different digits.
//!
//! A [`Layout`] lists its houses (rows, columns, then boxes or irregular
//! regions, then any extra houses such as the two diagonals) and derives
//! from them each cell's houses and peers. The candidate model
//! ([`super::Marks`]) carries its layout, and the techniques read houses,
//! peers and crossings from it, so a variant with other houses reuses them.
//! Only the uniqueness techniques (unique rectangles and loops, BUG) may
//! assume boxes ([`Layout::has_boxes`]). The board is 9x9 here.

use super::cell_sets::Cells;
use crate::geometry::CELLS;

/// Houses a layout can have: 9 rows, 9 columns, 9 boxes or regions, and
/// up to 6 extra houses (the two diagonals, the four windows of windoku).
pub const MAX_HOUSES: usize = 33;

/// Houses one cell can be in (row, column, box, two diagonals, a window).
const MAX_CELL_HOUSES: usize = 6;

/// What a house is, for names and for techniques that need lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HouseKind {
    /// A row (houses 0-8).
    Row,
    /// A column (houses 9-17).
    Column,
    /// A 3x3 box (houses 18-26 of the classic layout).
    Box,
    /// An irregular region of a jigsaw layout (houses 18-26).
    Region,
    /// Any other house: a diagonal, a window.
    Extra,
}

/// The houses of a 9x9 board, with each cell's houses and peers derived
/// from them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    houses: [[u8; 9]; MAX_HOUSES],
    kinds: [HouseKind; MAX_HOUSES],
    count: usize,
    cell_houses: [[u8; MAX_CELL_HOUSES]; CELLS],
    cell_house_count: [u8; CELLS],
    peers: [Cells; CELLS],
    peer_list: [[u8; CELLS]; CELLS],
    peer_count: [u8; CELLS],
    crossing: [[u16; MAX_HOUSES]; MAX_HOUSES],
}

/// The classic layout: rows 0-8, columns 9-17, boxes 18-26.
pub static CLASSIC: Layout = Layout::classic();

impl Layout {
    /// Rows, columns and 3x3 boxes.
    pub const fn classic() -> Layout {
        Layout::build(&Layout::classic_regions(), HouseKind::Box, &[])
    }

    /// Rows, columns, the nine regions of `regions` (each cell's region,
    /// 0-8, nine cells each) and up to six `extra` houses (nine distinct
    /// cells each, no cell in more than three); `None` otherwise.
    pub fn new(regions: &[u8; CELLS], extra: &[[u8; 9]]) -> Option<Layout> {
        let mut sizes = [0; 9];
        for &r in regions {
            *sizes.get_mut(usize::from(r))? += 1;
        }
        let distinct = |h: &[u8; 9]| {
            h.iter().all(|&c| usize::from(c) < CELLS)
                && (0..9).all(|i| (i + 1..9).all(|j| h[i] != h[j]))
        };
        if sizes != [9; 9] || extra.len() > MAX_HOUSES - 27 || !extra.iter().all(distinct) {
            return None;
        }
        let mut in_extras = [0; CELLS];
        for &c in extra.iter().flatten() {
            in_extras[usize::from(c)] += 1;
        }
        if in_extras.iter().any(|&n| n > MAX_CELL_HOUSES - 3) {
            return None; // a cell in more extra houses than a layout keeps
        }
        let kind = if *regions == Layout::classic_regions() {
            HouseKind::Box
        } else {
            HouseKind::Region
        };
        Some(Layout::build(regions, kind, extra))
    }

    const fn classic_regions() -> [u8; CELLS] {
        let mut regions = [0u8; CELLS];
        let mut cell = 0;
        while cell < CELLS {
            regions[cell] = ((cell / 27) * 3 + (cell % 9) / 3) as u8;
            cell += 1;
        }
        regions
    }

    const fn build(regions: &[u8; CELLS], region_kind: HouseKind, extra: &[[u8; 9]]) -> Layout {
        let mut layout = Layout {
            houses: [[0; 9]; MAX_HOUSES],
            kinds: [HouseKind::Extra; MAX_HOUSES],
            count: 27 + extra.len(),
            cell_houses: [[0; MAX_CELL_HOUSES]; CELLS],
            cell_house_count: [0; CELLS],
            peers: [0; CELLS],
            peer_list: [[0; CELLS]; CELLS],
            peer_count: [0; CELLS],
            crossing: [[0; MAX_HOUSES]; MAX_HOUSES],
        };
        let mut filled = [0usize; 9];
        let mut cell = 0;
        while cell < CELLS {
            let (row, col, region) = (cell / 9, cell % 9, regions[cell] as usize);
            layout.houses[row][col] = cell as u8;
            layout.houses[9 + col][row] = cell as u8;
            layout.houses[18 + region][filled[region]] = cell as u8;
            filled[region] += 1;
            cell += 1;
        }
        let mut h = 0;
        while h < 9 {
            layout.kinds[h] = HouseKind::Row;
            layout.kinds[9 + h] = HouseKind::Column;
            layout.kinds[18 + h] = region_kind;
            h += 1;
        }
        let mut e = 0;
        while e < extra.len() {
            layout.houses[27 + e] = extra[e];
            e += 1;
        }
        // Each cell's houses and peers.
        let mut h = 0;
        while h < layout.count {
            let mut i = 0;
            while i < 9 {
                let cell = layout.houses[h][i] as usize;
                let n = layout.cell_house_count[cell] as usize;
                layout.cell_houses[cell][n] = h as u8;
                layout.cell_house_count[cell] += 1;
                let mut j = 0;
                while j < 9 {
                    let other = layout.houses[h][j] as usize;
                    if other != cell {
                        layout.peers[cell] |= 1 << other;
                    }
                    j += 1;
                }
                i += 1;
            }
            h += 1;
        }
        let mut cell = 0;
        while cell < CELLS {
            let mut other = 0;
            while other < CELLS {
                if layout.peers[cell] & (1 << other) != 0 {
                    layout.peer_list[cell][layout.peer_count[cell] as usize] = other as u8;
                    layout.peer_count[cell] += 1;
                }
                other += 1;
            }
            cell += 1;
        }
        // Which positions of each house it shares with each other house.
        let mut a = 0;
        while a < layout.count {
            let mut b = 0;
            while b < layout.count {
                let mut i = 0;
                while i < 9 {
                    let mut j = 0;
                    while j < 9 {
                        if layout.houses[a][i] == layout.houses[b][j] {
                            layout.crossing[a][b] |= 1 << i;
                        }
                        j += 1;
                    }
                    i += 1;
                }
                b += 1;
            }
            a += 1;
        }
        layout
    }

    /// Every house's nine cells, in order: rows, columns, boxes or
    /// regions, extras.
    pub fn houses(&self) -> &[[u8; 9]] {
        &self.houses[..self.count]
    }

    /// How many houses there are.
    pub fn house_count(&self) -> usize {
        self.count
    }

    /// The nine cells of `house`.
    pub fn house(&self, house: usize) -> &[u8; 9] {
        &self.houses[house]
    }

    /// What `house` is.
    pub fn kind(&self, house: usize) -> HouseKind {
        self.kinds[house]
    }

    /// The houses of `cell` (row, column, box or region, then extras).
    pub fn houses_of(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        self.cell_houses[cell][..usize::from(self.cell_house_count[cell])]
            .iter()
            .map(|&h| usize::from(h))
    }

    /// The cells sharing a house with `cell`, ascending.
    pub fn peers(&self, cell: usize) -> &[u8] {
        &self.peer_list[cell][..usize::from(self.peer_count[cell])]
    }

    /// The peers of every cell as bits.
    pub fn peer_masks(&self) -> &[Cells; CELLS] {
        &self.peers
    }

    /// Whether two distinct cells share a house.
    pub fn sees(&self, a: usize, b: usize) -> bool {
        self.peers[a] & (1 << b) != 0
    }

    /// The positions in house `a` (bit i = its i-th cell) of the cells it
    /// shares with house `b`.
    pub fn crossing(&self, a: usize, b: usize) -> u16 {
        self.crossing[a][b]
    }

    /// Whether houses 18-26 are the classic 3x3 boxes (the uniqueness
    /// techniques need them).
    pub fn has_boxes(&self) -> bool {
        self.kinds[18] == HouseKind::Box
    }

    /// "row 1", "column 4", "box 9", "region 2" or "house 28" (1-based).
    pub fn house_name(&self, house: usize) -> String {
        match self.kinds[house] {
            HouseKind::Row => format!("row {}", house + 1),
            HouseKind::Column => format!("column {}", house - 8),
            HouseKind::Box => format!("box {}", house - 17),
            HouseKind::Region => format!("region {}", house - 17),
            HouseKind::Extra => format!("house {}", house + 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{PEERS, sees};
    use crate::logic::houses::{HOUSES, houses_of};

    #[test]
    fn the_classic_layout_is_the_classic_tables() {
        assert_eq!(CLASSIC.houses(), &HOUSES[..]);
        for (cell, peers) in PEERS.iter().enumerate() {
            assert!(CLASSIC.houses_of(cell).eq(houses_of(cell)));
            assert_eq!(CLASSIC.peers(cell), &peers[..]);
            for other in 0..CELLS {
                assert_eq!(CLASSIC.sees(cell, other), sees(cell, other));
            }
        }
        assert!(CLASSIC.has_boxes());
        // Row 2 meets box 1 in its first three cells, box 5 in none.
        assert_eq!(
            (CLASSIC.crossing(1, 18), CLASSIC.crossing(1, 22)),
            (0b111, 0)
        );
        // Box 5 meets column 6 in its last column.
        assert_eq!(CLASSIC.crossing(22, 14), 0b100_100_100);
        assert_eq!(CLASSIC.house_name(13), "column 5");
        assert_eq!(
            Layout::new(&Layout::classic_regions(), &[]),
            Some(CLASSIC.clone())
        );
    }

    #[test]
    fn a_jigsaw_with_diagonals_derives_its_peers() {
        // The box regions with r1c3 and r4c1 swapped, and both diagonals.
        let mut regions = Layout::classic_regions();
        regions.swap(2, 27);
        let diagonals = [
            [0, 10, 20, 30, 40, 50, 60, 70, 80],
            [8, 16, 24, 32, 48, 40, 56, 64, 72],
        ];
        let layout = Layout::new(&regions, &diagonals).unwrap();
        assert!(!layout.has_boxes());
        assert_eq!(layout.house_count(), 29);
        assert_eq!(layout.house_name(18), "region 1");
        // The centre is on both diagonals: its 20 classic peers and the 12
        // diagonal cells outside its box.
        assert!(layout.houses_of(40).eq([4, 13, 22, 27, 28]));
        assert_eq!(layout.peers(40).len(), 32);
        // r1c3 is in region 4 now (with r4c2, r5c1), not with r2c1; r4c1
        // is in region 1 (with r2c2), not with r5c2.
        assert!(layout.sees(2, 28) && layout.sees(2, 36) && !layout.sees(2, 9));
        assert!(layout.sees(27, 10) && !layout.sees(27, 37));
        assert_eq!(layout.crossing(0, 21), 0b100);
        // Not nine cells a region, or a repeated cell: refused.
        let mut short = regions;
        short[0] = 5;
        assert!(Layout::new(&short, &[]).is_none());
        assert!(Layout::new(&regions, &[[0; 9]]).is_none());
        assert!(Layout::new(&[9; CELLS], &[]).is_none());
        // The centre in four extra houses, or seven extra houses: refused.
        assert!(Layout::new(&regions, &[diagonals[0]; 4]).is_none());
        assert!(Layout::new(&regions, &[diagonals[0], diagonals[1], diagonals[0]]).is_some());
        assert!(Layout::new(&regions, &[[0, 1, 2, 3, 4, 5, 6, 7, 8]; 7]).is_none());
    }

    /// Solutions of `cells` on `layout` (0 = empty), counted up to
    /// `limit` by plain backtracking; the first is written to `first`.
    fn count(
        layout: &Layout,
        cells: &mut [u8; CELLS],
        limit: usize,
        first: &mut [u8; CELLS],
    ) -> usize {
        let Some(cell) = (0..CELLS).find(|&c| cells[c] == 0) else {
            if first[0] == 0 {
                *first = *cells;
            }
            return 1;
        };
        let mut found = 0;
        for digit in 1..=9u8 {
            if layout
                .peers(cell)
                .iter()
                .any(|&p| cells[usize::from(p)] == digit)
            {
                continue;
            }
            cells[cell] = digit;
            found += count(layout, cells, limit - found, first);
            cells[cell] = 0;
            if found >= limit {
                break;
            }
        }
        found
    }

    /// The logic solver works on other layouts: a diagonal (X) puzzle and
    /// a jigsaw one, each made by emptying cells of a solution while it
    /// stays unique, are solved step by step, every step sound.
    #[test]
    fn the_techniques_solve_diagonal_and_jigsaw_puzzles() {
        let mut jigsaw = Layout::classic_regions();
        jigsaw.swap(2, 27);
        jigsaw.swap(40, 80);
        let diagonals = [
            [0, 10, 20, 30, 40, 50, 60, 70, 80],
            [8, 16, 24, 32, 40, 48, 56, 64, 72],
        ];
        for layout in [
            Layout::new(&Layout::classic_regions(), &diagonals).unwrap(),
            Layout::new(&jigsaw, &[]).unwrap(),
        ] {
            let mut solution = [0u8; CELLS];
            assert_eq!(count(&layout, &mut [0; CELLS], 1, &mut solution), 1);
            assert!(solution.iter().all(|&d| d != 0));
            let mut puzzle = solution;
            let mut givens = CELLS;
            for i in 0..CELLS {
                let cell = i * 37 % CELLS;
                let digit = std::mem::replace(&mut puzzle[cell], 0);
                if count(&layout, &mut puzzle.clone(), 2, &mut [0; CELLS]) == 1 {
                    givens -= 1;
                } else {
                    puzzle[cell] = digit;
                }
            }
            let grid = crate::grid::Grid::from_cells(puzzle).unwrap();
            let mut marks = crate::logic::Marks::from_grid_on(&layout, &grid);
            let mut steps = 0;
            let mut special = 0; // steps in a diagonal or a jigsaw region
            while !marks.is_solved() {
                let step = crate::logic::next_step(&marks).unwrap_or_else(|| {
                    panic!(
                        "no step after {steps} steps, {givens} givens, {:?}",
                        layout.kind(18)
                    )
                });
                for &(cell, digit) in &step.placements {
                    assert_eq!(solution[cell], digit, "{}", step.explain());
                }
                for &(cell, digit) in &step.eliminations {
                    assert_ne!(solution[cell], digit, "{}", step.explain());
                }
                let region = |&h: &usize| h >= 27 || (h >= 18 && !layout.has_boxes());
                special += usize::from(step.houses.iter().any(region));
                assert!(!step.explain().is_empty() && !step.notation().is_empty());
                step.apply(&mut marks);
                steps += 1;
            }
            assert_eq!(marks.grid().cells(), &solution);
            assert!(givens < 40 && steps > 40, "{givens} givens, {steps} steps");
            assert!(
                special > 0,
                "{givens} givens, {steps} steps, {special} special"
            );
        }
    }
}
