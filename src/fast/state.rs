//! The fast engine's board: for each digit and band, a 27-bit mask of the
//! cells that may still hold the digit, and what propagation does with it.
//!
//! Propagation applies, until nothing changes: naked singles; locked
//! candidates inside each band (one table lookup per digit and band, see
//! `tables::ALLOWED`) and inside each stack; hidden singles in rows, boxes
//! (through the band reduction) and columns. A contradiction is a digit
//! with no valid pattern in a band or stack, a column without room for a
//! digit, or a cell without candidates.

use super::tables::{
    BAND, BAND_PEERS, Occupancy, STACK_COLUMNS, allowed_cells, box_mask, col_mask, row_mask,
    stack_union,
};
use crate::geometry::CELLS;
use crate::grid::Grid;

/// The state is inconsistent: no solution below it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Contradiction;

/// A board position of the fast engine. Copied whole on every guess.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// `cand[b][d]`: cells of band `b` that may hold digit `d + 1`. A cell
    /// holding a digit keeps exactly its own digit's bit. The nine digits
    /// of a band are contiguous, so per-band loops over digits vectorise.
    cand: [[u32; 9]; 3],
    /// Digit-bands changed since they were last reduced: bit `9 * b + d`.
    dirty: u32,
    /// Digits changed since the last column-singles sweep (bit `d`).
    touched_cols: u16,
    /// Digits changed since the last stack sweep (bit `d`).
    touched_stacks: u16,
    /// Cells of each band not holding a digit yet.
    unsolved: [u32; 3],
    /// `cols_done[d]`: columns where digit `d + 1` has been placed.
    cols_done: [u16; 9],
}

/// Every digit-band marked for reduction.
const ALL_DIRTY: u32 = (1 << 27) - 1;

/// The dirty bit of digit `d` (0..9) in band `b`.
#[inline(always)]
const fn dirty_bit(d: usize, band: usize) -> u32 {
    1 << (9 * band + d)
}

/// Band index and position within the band of a cell index (0..81).
#[inline(always)]
fn band_pos(cell: usize) -> (usize, u32) {
    (cell / 27, (cell % 27) as u32)
}

impl State {
    /// The state of `grid`'s givens, or a contradiction if they clash.
    #[inline(always)]
    pub(super) fn from_grid(grid: &Grid) -> Result<Self, Contradiction> {
        let mut state = State {
            cand: [[BAND; 9]; 3],
            dirty: ALL_DIRTY,
            touched_cols: 0x1FF,
            touched_stacks: 0x1FF,
            unsolved: [BAND; 3],
            cols_done: [0; 9],
        };
        // In bulk: given cells leave every digit's mask, then each given
        // takes its cell back and clears its peers. A given whose cell a
        // peer given of the same digit cleared is a clash.
        let mut list = [(0u8, 0u8, 0u8); CELLS];
        let mut count = 0;
        let mut givens = [0u32; 3];
        for (band, cells) in grid.cells().chunks_exact(27).enumerate() {
            for (pos, &digit) in cells.iter().enumerate() {
                if digit != 0 {
                    list[count] = (digit - 1, band as u8, pos as u8);
                    count += 1;
                    givens[band] |= 1 << pos;
                }
            }
        }
        let list = list[..count]
            .iter()
            .map(|&(d, band, pos)| (usize::from(d), usize::from(band), u32::from(pos)));
        for ((open, digits), &given) in state.unsolved.iter_mut().zip(&mut state.cand).zip(&givens)
        {
            *open &= !given;
            for cells in digits.iter_mut() {
                *cells &= !given;
            }
        }
        for (d, band, pos) in list.clone() {
            state.cand[band][d] |= 1 << pos;
        }
        for (d, band, pos) in list.clone() {
            let col = (pos % 9) as usize;
            state.cand[band][d] &= !BAND_PEERS[pos as usize];
            for other in [(band + 1) % 3, (band + 2) % 3] {
                state.cand[other][d] &= !col_mask(col);
            }
            state.cols_done[d] |= 1 << col;
        }
        if list
            .clone()
            .any(|(d, band, pos)| state.cand[band][d] & (1 << pos) == 0)
        {
            return Err(Contradiction);
        }
        Ok(state)
    }

    /// Every cell open with the digits of `candidates[cell]` (bit k =
    /// digit k+1); propagation then places the singles.
    pub(super) fn from_candidates(candidates: &[u16; CELLS]) -> Self {
        let mut state = State::from_grid(&Grid::empty()).expect("the empty grid is consistent");
        for (cell, &mask) in candidates.iter().enumerate() {
            for d in (0..9).filter(|&d| mask & (1 << d) == 0) {
                state.eliminate(d, cell);
            }
        }
        state
    }

    /// Puts digit `d + 1` at `pos` of `band` and removes it from the cell's
    /// peers. Placing the digit a cell already holds does nothing.
    #[inline(always)]
    pub(super) fn place(&mut self, d: usize, band: usize, pos: u32) -> Result<(), Contradiction> {
        let bit = 1u32 << pos;
        if self.cand[band][d] & bit == 0 {
            return Err(Contradiction);
        }
        if self.unsolved[band] & bit == 0 {
            return Ok(());
        }
        let mut had = 0u32;
        for (x, cells) in self.cand[band].iter_mut().enumerate() {
            had |= ((*cells >> pos) & 1) << x;
            *cells &= !bit;
        }
        self.dirty |= had << (9 * band);
        self.cand[band][d] |= bit;
        self.settle(d, band, pos);
        Ok(())
    }

    /// Like [`State::place`] for a cell whose only candidate is `d + 1`:
    /// no other digit needs clearing.
    #[inline(always)]
    fn place_single(&mut self, d: usize, band: usize, pos: u32) -> Result<(), Contradiction> {
        if self.cand[band][d] & (1 << pos) == 0 {
            return Err(Contradiction);
        }
        if self.unsolved[band] & (1 << pos) != 0 {
            self.settle(d, band, pos);
        }
        Ok(())
    }

    /// The rest of a placement once the cell holds only `d + 1`: the cell
    /// is no longer open and its peers lose the digit.
    #[inline(always)]
    fn settle(&mut self, d: usize, band: usize, pos: u32) {
        self.unsolved[band] &= !(1 << pos);
        let peers = self.cand[band][d] & BAND_PEERS[pos as usize];
        self.cand[band][d] &= !peers;
        self.dirty |= u32::from(peers != 0) << (9 * band + d);
        let col = (pos % 9) as usize;
        let column = col_mask(col);
        for other in [(band + 1) % 3, (band + 2) % 3] {
            let hit = self.cand[other][d] & column;
            self.cand[other][d] &= !column;
            self.dirty |= u32::from(hit != 0) << (9 * other + d);
        }
        self.cols_done[d] |= 1 << col;
    }

    /// Removes digit `d + 1` from the candidates of `cell`.
    #[inline(always)]
    pub(super) fn eliminate(&mut self, d: usize, cell: usize) {
        let (band, pos) = band_pos(cell);
        self.cand[band][d] &= !(1 << pos);
        self.dirty |= dirty_bit(d, band);
    }

    /// True when every cell holds a digit.
    #[inline(always)]
    pub(super) fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// Locked candidates inside every band whose mask changed, and the
    /// hidden singles of rows. Returns whether anything was placed.
    #[inline(always)]
    fn reduce_bands<O: Occupancy>(&mut self) -> Result<bool, Contradiction> {
        let mut placed = false;
        while self.dirty != 0 {
            let index = self.dirty.trailing_zeros() as usize;
            self.dirty &= self.dirty - 1;
            let (band, d) = (index / 9, index % 9);
            self.touched_cols |= 1 << d;
            self.touched_stacks |= 1 << d;
            let reduced = allowed_cells::<O>(self.cand[band][d]);
            if reduced == 0 {
                return Err(Contradiction);
            }
            self.cand[band][d] = reduced;
            let open = self.unsolved[band];
            for row in 0..3 {
                let cells = reduced & row_mask(row);
                if cells & (cells - 1) == 0 && cells & open != 0 {
                    self.place(d, band, cells.trailing_zeros())?;
                    placed = true;
                }
            }
        }
        Ok(placed)
    }

    /// Cells with a single candidate left get it. Returns whether anything
    /// was placed.
    #[inline(always)]
    fn naked_singles(&mut self) -> Result<bool, Contradiction> {
        let mut placed = false;
        for band in 0..3 {
            let open = self.unsolved[band];
            if open == 0 {
                continue;
            }
            let (mut one, mut two) = (0u32, 0u32);
            for &cells in &self.cand[band] {
                two |= one & cells;
                one |= cells;
            }
            if open & !one != 0 {
                return Err(Contradiction);
            }
            let mut singles = open & !two;
            while singles != 0 {
                let pos = singles.trailing_zeros();
                singles &= singles - 1;
                let d = (0..9)
                    .find(|&d| self.cand[band][d] & (1 << pos) != 0)
                    .ok_or(Contradiction)?;
                self.place_single(d, band, pos)?;
                placed = true;
            }
        }
        Ok(placed)
    }

    /// A digit with a single possible cell in a column goes there. Returns
    /// whether anything was placed.
    #[inline(always)]
    fn column_singles(&mut self) -> Result<bool, Contradiction> {
        let mut placed = false;
        let mut digits = self.touched_cols;
        self.touched_cols = 0;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            if self.cols_done[d] == 0x1FF {
                continue;
            }
            let (mut one, mut two) = (0u32, 0u32);
            for band in 0..3 {
                let cells = self.cand[band][d];
                for row in 0..3 {
                    let bits = (cells >> (9 * row)) & 0x1FF;
                    two |= one & bits;
                    one |= bits;
                }
            }
            if one != 0x1FF {
                return Err(Contradiction);
            }
            let mut singles = one & !two & !u32::from(self.cols_done[d]);
            while singles != 0 {
                let col = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let band = (0..3)
                    .find(|&b| self.cand[b][d] & col_mask(col) != 0)
                    .ok_or(Contradiction)?;
                let pos = (self.cand[band][d] & col_mask(col)).trailing_zeros();
                self.place(d, band, pos)?;
                placed = true;
            }
        }
        Ok(placed)
    }

    /// Locked candidates along stacks: in each stack a digit needs one
    /// column per band and one band per column; minicolumns outside every
    /// such pattern lose the digit. Returns whether anything changed.
    #[inline(always)]
    fn reduce_stacks(&mut self) -> Result<bool, Contradiction> {
        let mut changed = false;
        let mut digits = self.touched_stacks;
        self.touched_stacks = 0;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let cols = [0, 1, 2].map(|b| {
                let c = self.cand[b][d];
                (c | c >> 9 | c >> 18) & 0x1FF
            });
            for stack in 0..3 {
                let shift = 3 * stack;
                let occupied = ((cols[0] >> shift) & 7)
                    | ((cols[1] >> shift) & 7) << 3
                    | ((cols[2] >> shift) & 7) << 6;
                let allowed = u32::from(stack_union(occupied as usize));
                if allowed == 0 {
                    return Err(Contradiction);
                }
                if allowed == occupied {
                    continue;
                }
                for band in 0..3 {
                    let lost = ((occupied & !allowed) >> (3 * band)) & 7;
                    if lost != 0 {
                        self.cand[band][d] &= !(STACK_COLUMNS[lost as usize] << shift);
                        self.dirty |= dirty_bit(d, band);
                        changed = true;
                    }
                }
            }
        }
        Ok(changed)
    }

    /// Propagates until nothing changes or a contradiction shows.
    #[inline(always)]
    pub(super) fn propagate<O: Occupancy>(&mut self) -> Result<(), Contradiction> {
        loop {
            if self.naked_singles()? {
                continue;
            }
            if self.reduce_bands::<O>()? {
                continue;
            }
            if self.column_singles()? {
                continue;
            }
            if !self.reduce_stacks()? {
                return Ok(());
            }
        }
    }

    /// How much a guess at `pos` of `band` is likely to settle: its open
    /// peers, each counted once and once more for each of `digits` (the
    /// cell's candidates) it may still hold.
    #[inline(always)]
    fn guess_score(&self, band: usize, pos: u32, digits: u16) -> u32 {
        let (r, c) = ((pos / 9) as usize, (pos % 9) as usize);
        let peers: [u32; 3] = std::array::from_fn(|b| {
            let cells = if b == band {
                (row_mask(r) | box_mask(c / 3)) & !(1 << pos)
            } else {
                col_mask(c)
            };
            cells & self.unsolved[b]
        });
        let mut score: u32 = peers.iter().map(|p| p.count_ones()).sum();
        let mut rest = digits;
        while rest != 0 {
            let d = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            score += (0..3)
                .map(|b| (self.cand[b][d] & peers[b]).count_ones())
                .sum::<u32>();
        }
        score
    }

    /// The cell to guess on and its candidates: the two-candidate cell with
    /// the best [`State::guess_score`], else the first cell with the fewest
    /// candidates. Call only when not solved.
    #[inline(always)]
    pub(super) fn guess_cell(&self) -> (usize, u16) {
        let mut choice: Option<(u32, usize, u32, u16)> = None;
        for band in 0..3 {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for &c in &self.cand[band] {
                three |= two & c;
                two |= one & c;
                one |= c;
            }
            let mut pairs = self.unsolved[band] & two & !three;
            while pairs != 0 {
                let pos = pairs.trailing_zeros();
                pairs &= pairs - 1;
                let digits = self.cell_candidates(band, pos);
                let score = self.guess_score(band, pos, digits);
                if choice.is_none_or(|(best, ..)| score > best) {
                    choice = Some((score, band, pos, digits));
                }
            }
        }
        if let Some((_, band, pos, digits)) = choice {
            return (band * 27 + pos as usize, digits);
        }
        let mut best = (usize::MAX, 0u16, u32::MAX);
        for band in 0..3 {
            let mut open = self.unsolved[band];
            while open != 0 {
                let pos = open.trailing_zeros();
                open &= open - 1;
                let mask = self.cell_candidates(band, pos);
                if mask.count_ones() < best.2 {
                    best = (band * 27 + pos as usize, mask, mask.count_ones());
                }
            }
        }
        (best.0, best.1)
    }

    /// Candidate digits of one cell as a 9-bit mask.
    #[inline(always)]
    fn cell_candidates(&self, band: usize, pos: u32) -> u16 {
        let mut mask = 0u16;
        for (d, &cells) in self.cand[band].iter().enumerate() {
            mask |= (((cells >> pos) & 1) as u16) << d;
        }
        mask
    }

    /// Places `d + 1` at `cell` (a guess).
    #[inline(always)]
    pub(super) fn place_cell(&mut self, d: usize, cell: usize) -> Result<(), Contradiction> {
        let (band, pos) = band_pos(cell);
        self.place(d, band, pos)
    }

    /// The solved grid. Call only when solved.
    pub(super) fn grid(&self) -> Grid {
        let mut grid = Grid::empty();
        for (band, digits) in self.cand.iter().enumerate() {
            for (d, &cells) in digits.iter().enumerate() {
                let mut cells = cells;
                while cells != 0 {
                    let pos = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    grid.put(band * 27 + pos, d as u8 + 1);
                }
            }
        }
        debug_assert!(grid.cells().iter().all(|&v| v != 0));
        grid
    }
}
