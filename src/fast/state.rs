//! The fast engine's board: for each band and digit, a 27-bit mask of the
//! cells that may still hold the digit, and what propagation does with it.
//!
//! The search starts from a propagated state (`sweep`, which also rejects
//! clashing givens) and then propagates incrementally: a placement only
//! edits masks: the cell loses every other digit and its in-band peers
//! lose its digit. Everything else follows from the masks themselves, so
//! propagation needs no queue of placements. Every edit marks the
//! band-digits whose masks it changed, and propagation repeats, until
//! nothing changes:
//!
//! - **Band reduction** of the marked band-digits, in rounds (a mask hit
//!   several times in a round waits for one reduction): locked candidates
//!   inside the band by one table lookup (`tables::ALLOWED`); rows left
//!   with one cell are hidden singles (the cell loses its other digits); a
//!   box whose cells lie in one column pins the digit to that column, which
//!   the other two bands lose. Hidden singles in boxes follow.
//! - **Naked singles**: open cells with one candidate, found for a whole
//!   band at once by counting candidates bit-sliced over the nine digits,
//!   then settled cell by cell.
//! - **Stack reduction**, for each digit changed since the last one, once
//!   the above found nothing: the same locked-candidates logic along the
//!   columns of each stack (a column confined to one band claims that
//!   band's box column). Hidden singles in columns follow.
//!
//! The steps a kernel's instruction set does its own way (`isa::Isa`)
//! are the minirow occupancy, clearing cells from a band's nine masks and
//! reading a cell's digits. A contradiction is a band-digit without a
//! valid pattern, a stack without one or an open cell without candidates.

use super::band::row_singles;
use super::isa::Isa;
use super::tables::{BAND_PEERS, GRID_PEERS, STACK_COLUMNS, columns, fixed_columns, stack_union};
use crate::grid::Grid;

/// The state is inconsistent: no solution below it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Contradiction;

/// A board position of the fast engine. Copied whole on every guess.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// `cand[9 * b + d]`: cells of band `b` that may hold digit `d + 1`. A
    /// cell holding a digit keeps exactly its own digit's bit.
    cand: [u32; 27],
    /// Band-digits whose masks lost cells since they were last reduced:
    /// bit `9 * b + d`.
    dirty: u32,
    /// Cells of each band not holding a digit yet.
    unsolved: [u32; 3],
    /// Digits whose masks changed since the last stack reduction (bit `d`).
    stack_dirty: u16,
}

/// The other two bands of `band`, in order.
#[inline(always)]
fn other_bands(band: usize) -> (usize, usize) {
    (usize::from(band == 0), 2 - usize::from(band == 2))
}

/// How many two-candidate cells a guess scores, the first ones in reading
/// order. Scoring every one chose slightly better cells on the hard sets
/// but cost more time than that saved: with 8, an interleaved A/B measured
/// serg_benchmark 4-5% faster (6.31 -> 6.28 guesses a puzzle), h1905 the
/// same (82.3 -> 84.4 guesses), 17-clue, top1465 and h1106 about 2% slower.
const SCORED_PAIRS: u32 = 8;

/// Band index and position within the band of a cell index (0..81).
#[inline(always)]
fn band_pos(cell: usize) -> (usize, u32) {
    (cell / 27, (cell % 27) as u32)
}

impl State {
    /// The state with masks `cand` and open cells `unsolved`, taken as
    /// propagated except for the band-digits marked in `dirty` and the
    /// digits marked in `stack_dirty`.
    #[inline(always)]
    pub(super) fn settled(
        cand: [u32; 27],
        unsolved: [u32; 3],
        dirty: u32,
        stack_dirty: u16,
    ) -> Self {
        State {
            cand,
            dirty,
            unsolved,
            stack_dirty,
        }
    }

    /// Puts digit `d + 1` at `cell` (a guess): the cell loses its other
    /// digits and its in-band peers lose this one.
    #[inline(always)]
    pub(super) fn place_cell<O: Isa>(
        &mut self,
        d: usize,
        cell: usize,
    ) -> Result<(), Contradiction> {
        let (band, pos) = band_pos(cell);
        let bit = 1u32 << pos;
        let index = 9 * band + d;
        if self.cand[index] & bit == 0 {
            return Err(Contradiction);
        }
        let keep = self.cand[index] & !BAND_PEERS[pos as usize];
        self.dirty |= self.clear_cells::<O>(band, bit);
        self.cand[index] = keep;
        self.unsolved[band] &= !bit;
        Ok(())
    }

    /// Removes digit `d + 1` from the candidates of `cell`.
    #[inline(always)]
    pub(super) fn eliminate(&mut self, d: usize, cell: usize) {
        let (band, pos) = band_pos(cell);
        self.cand[9 * band + d] &= !(1 << pos);
        self.dirty |= 1 << (9 * band + d);
    }

    /// Every band-digit mask (`9 * band + d`).
    #[inline(always)]
    pub(super) fn masks(&self) -> &[u32; 27] {
        &self.cand
    }

    /// Digit `d + 1` keeps only the cells `keep[band]` of each band.
    #[inline(always)]
    pub(super) fn restrict(&mut self, d: usize, keep: &[u32; 3]) {
        // The marks gathered first and stored once: or-ing each into the
        // state made a chain of stores and loads through memory.
        let mut dirty = 0;
        for (band, &keep) in keep.iter().enumerate() {
            let index = 9 * band + d;
            let old = self.cand[index];
            self.cand[index] = old & keep;
            dirty |= u32::from(old & !keep != 0) << index;
        }
        self.dirty |= dirty;
        self.stack_dirty |= u16::from(dirty != 0) << d;
    }

    /// How many cells hold no digit yet.
    #[inline(always)]
    pub(super) fn open_cells(&self) -> u32 {
        self.unsolved.iter().map(|u| u.count_ones()).sum()
    }

    /// True when every cell holds a digit.
    #[inline(always)]
    pub(super) fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// Reduces band-digit `index` (see the module doc). Returns the other
    /// band-digits this changes.
    #[inline(always)]
    fn reduce_band<O: Isa>(&mut self, index: usize) -> Result<u32, Contradiction> {
        let band = index / 9;
        let d = index % 9;
        let allowed = O::allowed_cells(self.cand[index]);
        if allowed == 0 {
            return Err(Contradiction);
        }
        let singles = row_singles(allowed) & self.unsolved[band];
        // Unconditional: clearing no cells is cheaper than a branch that
        // goes either way.
        let mut marks = self.clear_cells::<O>(band, singles) & !(1 << index);
        self.unsolved[band] &= !singles;
        self.cand[index] = allowed;
        let pinned = fixed_columns(allowed);
        let (b1, b2) = other_bands(band);
        for other in [9 * b1 + d, 9 * b2 + d] {
            marks |= u32::from(self.cand[other] & pinned != 0) << other;
            self.cand[other] &= !pinned;
        }
        self.stack_dirty |= 1 << d;
        Ok(marks)
    }

    /// Removes `cells` from every digit of `band`. Returns the band-digits
    /// that had any of them.
    #[inline(always)]
    fn clear_cells<O: Isa>(&mut self, band: usize, cells: u32) -> u32 {
        O::clear_cells(self.band_masks_mut(band), cells) << (9 * band)
    }

    /// The nine masks of `band`.
    #[inline(always)]
    fn band_masks(&self, band: usize) -> &[u32; 9] {
        self.cand[9 * band..9 * band + 9]
            .try_into()
            .expect("nine masks per band")
    }

    /// The nine masks of `band`, to change.
    #[inline(always)]
    fn band_masks_mut(&mut self, band: usize) -> &mut [u32; 9] {
        (&mut self.cand[9 * band..9 * band + 9])
            .try_into()
            .expect("nine masks per band")
    }

    /// Band reductions until no mask changes, in rounds: the band-digits
    /// marked when a round starts, then those marked meanwhile.
    #[inline(always)]
    fn reduce_bands<O: Isa>(&mut self) -> Result<(), Contradiction> {
        let mut marked = std::mem::take(&mut self.dirty);
        while marked != 0 {
            let mut round = std::mem::take(&mut marked);
            while round != 0 {
                let index = round.trailing_zeros() as usize;
                round &= round - 1;
                marked &= !(1 << index);
                marked |= self.reduce_band::<O>(index)?;
            }
        }
        Ok(())
    }

    /// Cells with a single candidate left get it. Returns `None` when that
    /// placed anything, else the open cells with two candidates, as bits
    /// of an 81-bit word (bit `27 * band + position`) for `guess_cell`.
    #[inline(always)]
    fn naked_singles<O: Isa>(&mut self) -> Result<Option<u128>, Contradiction> {
        let mut placed = false;
        let mut pairs = 0u128;
        for band in 0..3 {
            let open = self.unsolved[band];
            if open == 0 {
                continue;
            }
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for &cells in self.band_masks(band) {
                three |= two & cells;
                two |= one & cells;
                one |= cells;
            }
            pairs |= u128::from(open & two & !three) << (27 * band);
            if open & !one != 0 {
                return Err(Contradiction);
            }
            let mut singles = open & !two;
            if singles == 0 {
                continue;
            }
            placed = true;
            self.unsolved[band] &= !singles;
            // Cell by cell (usually one or two): the cell's digit, whose
            // mask loses the cell's peers. A single that a peer single of
            // its digit already cleared has no digit left.
            while singles != 0 {
                let pos = singles.trailing_zeros();
                singles &= singles - 1;
                let digits = O::cell_digits(self.band_masks(band), pos);
                if digits == 0 {
                    return Err(Contradiction);
                }
                let index = 9 * band + digits.trailing_zeros() as usize;
                let peers = BAND_PEERS[pos as usize];
                self.dirty |= u32::from(self.cand[index] & peers != 0) << index;
                self.cand[index] &= !peers;
            }
        }
        Ok((!placed).then_some(pairs))
    }

    /// Locked candidates along stacks: in each stack a digit needs one
    /// column per band and one band per column; minicolumns outside every
    /// such pattern lose the digit. Returns whether anything changed.
    #[inline(always)]
    fn reduce_stacks<O: Isa>(&mut self) -> Result<bool, Contradiction> {
        let mut changed = false;
        let mut digits = self.stack_dirty;
        self.stack_dirty = 0;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            // Bit 9 * band + column: where the digit may go.
            let cols = columns(self.cand[d])
                | columns(self.cand[9 + d]) << 9
                | columns(self.cand[18 + d]) << 18;
            let occupied = [0, 1, 2].map(|stack| O::stack_occupancy(cols, stack));
            let allowed = occupied.map(|o| u32::from(stack_union(o as usize)));
            if allowed.contains(&0) {
                return Err(Contradiction);
            }
            if allowed == occupied {
                continue;
            }
            for stack in 0..3 {
                let shift = 3 * stack;
                for band in 0..3 {
                    let lost = ((occupied[stack] & !allowed[stack]) >> (3 * band)) & 7;
                    self.cand[9 * band + d] &= !(STACK_COLUMNS[lost as usize] << shift);
                    self.dirty |= u32::from(lost != 0) << (9 * band + d);
                }
            }
            changed = true;
        }
        Ok(changed)
    }

    /// Propagates until nothing changes or a contradiction shows. Returns
    /// the open cells with two candidates, as the last naked-singles pass
    /// found them (nothing changed after it), for `guess_cell`.
    #[inline(always)]
    pub(super) fn propagate<O: Isa>(&mut self) -> Result<u128, Contradiction> {
        loop {
            self.reduce_bands::<O>()?;
            let Some(pairs) = self.naked_singles::<O>()? else {
                continue;
            };
            if self.is_solved() || !self.reduce_stacks::<O>()? {
                return Ok(pairs);
            }
        }
    }

    /// The cell to guess on and its candidates: of the first
    /// `SCORED_PAIRS` two-candidate cells in reading order (`pairs`, from
    /// `propagate`), the one with the most open peers (the first such),
    /// else the first cell with the fewest candidates. Call only when not
    /// solved.
    #[inline(always)]
    pub(super) fn guess_cell<O: Isa>(&self, mut pairs: u128) -> (usize, u16) {
        let open_cells = u128::from(self.unsolved[0])
            | u128::from(self.unsolved[1]) << 27
            | u128::from(self.unsolved[2]) << 54;
        // Branch-free maximum: the number of open peers above, the earlier
        // cell below.
        let mut best = 0u32;
        for _ in 0..SCORED_PAIRS {
            if pairs == 0 {
                break;
            }
            let cell = pairs.trailing_zeros();
            pairs &= pairs - 1;
            let score = (GRID_PEERS[cell as usize] & open_cells).count_ones();
            best = best.max(score << 7 | (127 - cell));
        }
        if best != 0 {
            let cell = 127 - (best & 127) as usize;
            let (band, pos) = band_pos(cell);
            return (cell, O::cell_digits(self.band_masks(band), pos));
        }
        let mut fewest = (usize::MAX, 0u16, u32::MAX);
        for band in 0..3 {
            let mut open = self.unsolved[band];
            while open != 0 {
                let pos = open.trailing_zeros();
                open &= open - 1;
                let mask = O::cell_digits(self.band_masks(band), pos);
                if mask.count_ones() < fewest.2 {
                    fewest = (band * 27 + pos as usize, mask, mask.count_ones());
                }
            }
        }
        (fewest.0, fewest.1)
    }

    /// The solved grid. Call only when solved.
    pub(super) fn grid(&self) -> Grid {
        let mut grid = Grid::empty();
        for band in 0..3 {
            // Bit-planes of the cell values: plane k holds the cells whose
            // digit has bit k set. Then every cell is four bit reads.
            let mut planes = [0u32; 4];
            for (d, &cells) in self.band_masks(band).iter().enumerate() {
                for (k, plane) in planes.iter_mut().enumerate() {
                    if (d + 1) >> k & 1 == 1 {
                        *plane |= cells;
                    }
                }
            }
            for pos in 0..27 {
                let value = planes
                    .iter()
                    .enumerate()
                    .fold(0, |v, (k, &plane)| v | ((plane >> pos) & 1) << k);
                grid.put(band * 27 + pos, value as u8);
            }
        }
        debug_assert!(grid.cells().iter().all(|&v| v != 0));
        grid
    }
}
