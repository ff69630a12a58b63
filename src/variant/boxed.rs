//! The solver for grids of rows, columns and rectangular boxes only (no
//! extra rule, no cage): any size, as 16-lane rows of candidate masks (row
//! r, column c at `cand[r][c]`; lanes past N stay empty), so that the
//! hidden singles of every column and box, and the segments of box-line
//! locked candidates, are folds over whole rows. The same propagation as
//! [`super::solve`]'s general search (naked and hidden singles, locked
//! candidates, naked pairs) and the same branching (a cell with the fewest
//! candidates, the most open peers first; a digit's two places when every
//! cell has more than two), so the same search tree, several times faster.
//! The state lives on the stack (no allocation while solving).

use super::solve::{Solved, Tally};
use super::{MAX_CELLS, Regions, Variant};
use crate::error::Error;

/// Lanes of a row.
const LANES: usize = 16;

/// Whether `variant` has only rows, columns and boxes.
pub(super) fn applies(variant: &Variant) -> bool {
    variant.rules == 0
        && variant.cages.is_empty()
        && variant.constraints.is_empty()
        && matches!(variant.regions, Regions::Boxes { .. })
}

/// The candidates of the open cells (bit d-1 for digit d; 0 once a cell
/// holds a digit), the open cells of each row, the digits placed in each
/// row, column and box, each cell's digit (0 while open), and the open
/// cells of each column and box.
#[derive(Clone, Copy)]
struct State {
    cand: [[u16; LANES]; LANES],
    open: [u16; LANES],
    placed: [[u16; LANES]; 3],
    digit: [[u8; LANES]; LANES],
    open_in: [[u8; LANES]; 2],
}

/// [`State::open_in`] of columns.
const OPEN_IN_COLUMN: usize = 0;
/// [`State::open_in`] of boxes.
const OPEN_IN_BOX: usize = 1;

/// [`State::placed`] of rows.
const ROW: usize = 0;
/// [`State::placed`] of columns.
const COLUMN: usize = 1;
/// [`State::placed`] of boxes.
const BOX: usize = 2;

/// The grid's geometry and the search's counters. `R` and `C` are the
/// box's height and width when known at compile time (the default boxes of
/// 9x9, 12x12 and 16x16, so that their loops have fixed bounds), 0 when
/// they are read from `rows` and `cols`.
struct Search<'a, const R: usize, const C: usize> {
    n: usize,
    /// Box height and width.
    rows: usize,
    cols: usize,
    full: u16,
    /// Each row's band and each column's stack (box row and column).
    band: [u8; LANES],
    stack: [u8; LANES],
    /// Each stack's lanes.
    lanes: [u16; LANES],
    tally: Tally<'a>,
    first: State,
}

/// Counts the solutions of `givens` (N*N digits, 0 blank) on `variant`'s
/// boxes up to `limit`, as [`super::solve`] does.
pub(super) fn search(variant: &Variant, givens: &[u8], tally: Tally<'_>) -> Result<Solved, Error> {
    let Regions::Boxes { rows, cols } = variant.regions else {
        return Err(Error::Range);
    };
    if rows * cols != variant.size {
        return Err(Error::Range);
    }
    match (rows, cols) {
        (3, 3) => Search::<3, 3>::count(rows, cols, givens, tally),
        (3, 4) => Search::<3, 4>::count(rows, cols, givens, tally),
        (4, 4) => Search::<4, 4>::count(rows, cols, givens, tally),
        _ => Search::<0, 0>::count(rows, cols, givens, tally),
    }
}

impl<const R: usize, const C: usize> Search<'_, R, C> {
    /// Places the givens on an empty grid of `rows` x `cols` boxes and
    /// searches below it.
    fn count(rows: usize, cols: usize, givens: &[u8], tally: Tally) -> Result<Solved, Error> {
        let n = rows * cols;
        let full = ((1u32 << n) - 1) as u16;
        let mut state = State {
            cand: [[0; LANES]; LANES],
            open: [0; LANES],
            placed: [[0; LANES]; 3],
            digit: [[0; LANES]; LANES],
            open_in: [[0; LANES]; 2],
        };
        for r in 0..n {
            state.cand[r][..n].fill(full);
            state.open[r] = full;
        }
        for open in &mut state.open_in {
            open[..n].fill(n as u8);
        }
        let mut search = Search::<R, C> {
            n,
            rows,
            cols,
            full,
            band: std::array::from_fn(|r| (r / rows) as u8),
            stack: std::array::from_fn(|c| (c / cols) as u8),
            lanes: std::array::from_fn(|s| {
                if s < n / cols {
                    (((1u32 << cols) - 1) << (s * cols)) as u16
                } else {
                    0
                }
            }),
            tally,
            first: state,
        };
        let ok = givens[..n * n].iter().enumerate().all(|(cell, &d)| {
            let (r, c) = (cell / n, cell % n);
            d == 0 || (state.open[r] >> c & 1 != 0 && search.place(&mut state, r, c, 1 << (d - 1)))
        });
        if ok {
            search.run(&mut state);
        }
        let mut grid = [0u8; MAX_CELLS];
        for r in 0..n {
            for c in 0..n {
                grid[r * n + c] = search.first.digit[r][c];
            }
        }
        search.tally.solved(grid, n * n)
    }

    /// The grid's size.
    #[inline(always)]
    fn n(&self) -> usize {
        if R == 0 { self.n } else { R * C }
    }

    /// The box's height.
    #[inline(always)]
    fn rows(&self) -> usize {
        if R == 0 { self.rows } else { R }
    }

    /// The box's width.
    #[inline(always)]
    fn cols(&self) -> usize {
        if C == 0 { self.cols } else { C }
    }
}

impl<const R: usize, const C: usize> Search<'_, R, C> {
    /// The lanes of box column (stack) `s`.
    fn stack_lanes(&self, s: usize) -> u16 {
        self.lanes[s]
    }

    /// The first row of row `r`'s band.
    fn top(&self, r: usize) -> usize {
        usize::from(self.band[r]) * self.rows()
    }

    /// The box of row `r`, column `c`.
    fn box_of(&self, r: usize, c: usize) -> usize {
        usize::from(self.band[r]) * (self.n() / self.cols()) + usize::from(self.stack[c])
    }

    /// Places digit bit `b` at row `r`, column `c`; its row, column and box
    /// lose it. False when `b` is not a candidate there. Placed cells hold
    /// no candidates, so every cell of them loses it without a test, lane by
    /// lane.
    fn place(&self, state: &mut State, r: usize, c: usize, b: u16) -> bool {
        if state.cand[r][c] & b == 0 {
            return false;
        }
        state.open[r] &= !(1 << c);
        for row in &mut state.cand {
            row[c] &= !b;
        }
        for x in &mut state.cand[r] {
            *x &= !b;
        }
        let top = self.top(r);
        let stack = self.lanes[usize::from(self.stack[c])];
        for row in &mut state.cand[top..top + self.rows()] {
            for (l, x) in row.iter_mut().enumerate() {
                *x &= !(b & 0u16.wrapping_sub(stack >> l & 1));
            }
        }
        state.cand[r][c] = 0;
        state.digit[r][c] = b.trailing_zeros() as u8 + 1;
        state.placed[ROW][r] |= b;
        state.placed[COLUMN][c] |= b;
        state.placed[BOX][self.box_of(r, c)] |= b;
        state.open_in[OPEN_IN_COLUMN][c] -= 1;
        state.open_in[OPEN_IN_BOX][self.box_of(r, c)] -= 1;
        true
    }

    /// Removes `digits` from the open cells of row `r` in `lanes`:
    /// Some(whether any went), None when a cell is left empty.
    fn remove(state: &mut State, r: usize, lanes: u16, digits: u16) -> Option<bool> {
        let mut lanes = lanes & state.open[r];
        let mut any = false;
        while lanes != 0 {
            let cell = &mut state.cand[r][lanes.trailing_zeros() as usize];
            lanes &= lanes - 1;
            if *cell & digits != 0 {
                *cell &= !digits;
                if *cell == 0 {
                    return None;
                }
                any = true;
            }
        }
        Some(any)
    }

    /// Singles, locked candidates and naked pairs until nothing changes;
    /// false on a contradiction.
    fn propagate(&self, state: &mut State) -> bool {
        loop {
            let changed = match self.singles(state) {
                None => return false,
                Some(changed) => changed,
            };
            if changed {
                continue;
            }
            match self.locked(state) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match self.naked_pairs(state) {
                None => return false,
                Some(true) => continue,
                Some(false) => return true,
            }
        }
    }

    /// One pass of naked singles, then hidden singles in rows, columns and
    /// boxes (each kind folded afresh after the one before, so that within
    /// a kind the houses are disjoint and a single's place can only have
    /// gone by a contradiction): Some(whether any was placed), None on a
    /// contradiction.
    fn singles(&self, state: &mut State) -> Option<bool> {
        let n = self.n();
        let mut changed = false;
        for r in 0..n {
            let (mut empty, mut single) = (0u16, 0u16);
            for (c, &x) in state.cand[r].iter().enumerate() {
                empty |= u16::from(x == 0) << c;
                single |= u16::from(x & x.wrapping_sub(1) == 0) << c;
            }
            if empty & state.open[r] != 0 {
                return None;
            }
            let mut lanes = single & state.open[r];
            while lanes != 0 {
                let c = lanes.trailing_zeros() as usize;
                lanes &= lanes - 1;
                let x = state.cand[r][c];
                if x == 0 || !self.place(state, r, c, x) {
                    return None;
                }
                changed = true;
            }
        }
        for r in 0..n {
            let fold = fold_lanes(&state.cand[r]);
            changed |= self.hidden(state, fold, state.placed[ROW][r], r..r + 1, self.full)?;
        }
        let columns = fold_rows(&state.cand[..n]);
        for c in 0..n {
            let fold = (columns.0[c], columns.1[c]);
            changed |= self.hidden(state, fold, state.placed[COLUMN][c], 0..n, 1 << c)?;
        }
        let stacks = n / self.cols();
        for (band, top) in (0..n).step_by(self.rows()).enumerate() {
            let (once, twice) = fold_rows(&state.cand[top..top + self.rows()]);
            for s in 0..stacks {
                let (mut o, mut t) = (0u16, 0u16);
                for c in s * self.cols()..(s + 1) * self.cols() {
                    t |= twice[c] | (o & once[c]);
                    o |= once[c];
                }
                let placed = state.placed[BOX][band * stacks + s];
                let lanes = self.stack_lanes(s);
                changed |= self.hidden(state, (o, t), placed, top..top + self.rows(), lanes)?;
            }
        }
        Some(changed)
    }

    /// Places the hidden singles of one house, given its fold (digits in
    /// one open cell or more, in two or more), its placed digits and its
    /// cells (`rows`, and `lanes` within each): Some(whether any was
    /// placed), None when a digit has no place.
    fn hidden(
        &self,
        state: &mut State,
        (once, twice): (u16, u16),
        placed: u16,
        rows: std::ops::Range<usize>,
        lanes: u16,
    ) -> Option<bool> {
        if (once | placed) != self.full {
            return None;
        }
        let mut single = once & !twice;
        let mut changed = false;
        while single != 0 {
            let b = single & single.wrapping_neg();
            single &= single - 1;
            let at = rows.clone().find_map(|r| {
                let mut m = state.open[r] & lanes;
                while m != 0 {
                    let c = m.trailing_zeros() as usize;
                    m &= m - 1;
                    if state.cand[r][c] & b != 0 {
                        return Some((r, c));
                    }
                }
                None
            });
            match at {
                Some((r, c)) if self.place(state, r, c, b) => changed = true,
                _ => return None,
            }
        }
        Some(changed)
    }
}

impl<const R: usize, const C: usize> Search<'_, R, C> {
    /// Box-line locked candidates, both ways, on rows and columns:
    /// Some(whether any candidate went), None when a cell is left empty.
    /// The segments are read once; as candidates only go, a digit confined
    /// to one segment stays confined, so the eliminations hold.
    // Rows, columns, bands and stacks index two tables at once.
    #[allow(clippy::needless_range_loop)]
    fn locked(&self, state: &mut State) -> Option<bool> {
        let (n, rows, cols) = (self.n(), self.rows(), self.cols());
        let (stacks, bands) = (n / cols, n / rows);
        // The open digits of each row's segment in each stack, and of each
        // column's segment in each band.
        let mut row_seg = [[0u16; LANES]; LANES];
        let mut col_seg = [[0u16; LANES]; LANES];
        for r in 0..n {
            let open = &state.cand[r];
            for (s, seg) in row_seg[r][..stacks].iter_mut().enumerate() {
                *seg = open[s * cols..(s + 1) * cols].iter().fold(0, |m, &x| m | x);
            }
            let band = &mut col_seg[usize::from(self.band[r])];
            for (seg, &x) in band.iter_mut().zip(open) {
                *seg |= x;
            }
        }
        let mut any = false;
        for band in 0..bands {
            let top = band * rows;
            for s in 0..stacks {
                // Digits of the box in one of its rows, and in one of its
                // columns.
                let in_one_row = unique(row_seg[top..top + rows].iter().map(|segs| segs[s]));
                let in_one_col = unique(col_seg[band][s * cols..(s + 1) * cols].iter().copied());
                for r in top..top + rows {
                    // Pointing: the box's digits only in this row leave
                    // the row's other stacks.
                    let only = row_seg[r][s] & in_one_row;
                    if only != 0 {
                        for t in 0..stacks {
                            if t != s && row_seg[r][t] & only != 0 {
                                any |= Self::remove(state, r, self.lanes[t], only)?;
                            }
                        }
                    }
                }
                for c in s * cols..(s + 1) * cols {
                    let only = col_seg[band][c] & in_one_col;
                    if only != 0 {
                        for b in 0..bands {
                            if b != band && col_seg[b][c] & only != 0 {
                                for r in b * rows..(b + 1) * rows {
                                    any |= Self::remove(state, r, 1 << c, only)?;
                                }
                            }
                        }
                    }
                }
            }
        }
        // Claiming: a row's (column's) digits only in one box leave the
        // box's other rows (columns).
        for r in 0..n {
            let claim = unique(row_seg[r][..stacks].iter().copied());
            if claim == 0 {
                continue;
            }
            let top = self.top(r);
            for s in 0..stacks {
                let claim = row_seg[r][s] & claim;
                if claim == 0 {
                    continue;
                }
                for i in top..top + rows {
                    if i != r && row_seg[i][s] & claim != 0 {
                        any |= Self::remove(state, i, self.lanes[s], claim)?;
                    }
                }
            }
        }
        for c in 0..n {
            let claim = unique(col_seg[..bands].iter().map(|segs| segs[c]));
            if claim == 0 {
                continue;
            }
            let first = usize::from(self.stack[c]) * cols;
            for band in 0..bands {
                let claim = col_seg[band][c] & claim;
                if claim == 0 {
                    continue;
                }
                for o in first..first + cols {
                    if o != c && col_seg[band][o] & claim != 0 {
                        for r in band * rows..(band + 1) * rows {
                            any |= Self::remove(state, r, 1 << o, claim)?;
                        }
                    }
                }
            }
        }
        Some(any)
    }

    /// Naked pairs: two open cells of a house with the same two
    /// candidates take them from the house's other cells.
    // Rows index the candidates and the cells with two at once.
    #[allow(clippy::needless_range_loop)]
    fn naked_pairs(&self, state: &mut State) -> Option<bool> {
        let (n, rows) = (self.n(), self.rows());
        // The cells with two candidates, by row.
        let mut two = [0u16; LANES];
        for r in 0..n {
            for (c, &x) in state.cand[r].iter().enumerate() {
                let rest = x & x.wrapping_sub(1);
                two[r] |= u16::from(rest != 0 && rest & rest.wrapping_sub(1) == 0) << c;
            }
        }
        let mut any = false;
        for r in 0..n {
            let mut first = two[r];
            while first & first.wrapping_sub(1) != 0 {
                let c = first.trailing_zeros() as usize;
                first &= first - 1;
                let x = state.cand[r][c];
                let mut second = first;
                while second != 0 {
                    let o = second.trailing_zeros() as usize;
                    second &= second - 1;
                    if state.cand[r][o] == x {
                        any |= Self::remove(state, r, !(1 << c | 1 << o), x)?;
                    }
                }
            }
        }
        // The same by column (bit r for row r).
        let mut down = [0u16; LANES];
        for (r, &lanes) in two[..n].iter().enumerate() {
            let mut lanes = lanes;
            while lanes != 0 {
                down[lanes.trailing_zeros() as usize] |= 1 << r;
                lanes &= lanes - 1;
            }
        }
        for (c, &rows) in down[..n].iter().enumerate() {
            let mut first = rows;
            while first & first.wrapping_sub(1) != 0 {
                let r = first.trailing_zeros() as usize;
                first &= first - 1;
                let x = state.cand[r][c];
                let mut second = first;
                while second != 0 {
                    let o = second.trailing_zeros() as usize;
                    second &= second - 1;
                    if state.cand[o][c] == x {
                        for i in (0..n).filter(|&i| i != r && i != o) {
                            any |= Self::remove(state, i, 1 << c, x)?;
                        }
                    }
                }
            }
        }
        for top in (0..n).step_by(rows) {
            for &lanes in &self.lanes[..n / self.cols()] {
                // The box's cells with two candidates, in order.
                let mut cells = [(0usize, 0usize); LANES];
                let mut k = 0;
                for r in top..top + rows {
                    let mut m = two[r] & lanes;
                    while m != 0 {
                        cells[k] = (r, m.trailing_zeros() as usize);
                        m &= m - 1;
                        k += 1;
                    }
                }
                for i in 0..k {
                    let (r1, c1) = cells[i];
                    let x = state.cand[r1][c1];
                    for &(r2, c2) in &cells[i + 1..k] {
                        if state.cand[r2][c2] != x {
                            continue;
                        }
                        for r in top..top + rows {
                            let mut keep = 0u16;
                            if r == r1 {
                                keep |= 1 << c1;
                            }
                            if r == r2 {
                                keep |= 1 << c2;
                            }
                            any |= Self::remove(state, r, lanes & !keep, x)?;
                        }
                    }
                }
            }
        }
        Some(any)
    }

    /// Depth-first search below `state`.
    fn run(&mut self, state: &mut State) {
        if !self.propagate(state) {
            return;
        }
        let Some((r, c, fewest)) = self.branch_cell(state) else {
            if self.tally.solution() {
                self.first = *state;
            }
            return;
        };
        let mut branches = [(0usize, 0usize, 0u16); LANES];
        let mut k = 0;
        match self.two_places(state, fewest) {
            Some((b, a, z)) => {
                branches[0] = (a.0, a.1, b);
                branches[1] = (z.0, z.1, b);
                k = 2;
            }
            None => {
                let mut m = state.cand[r][c];
                while m != 0 {
                    branches[k] = (r, c, m & m.wrapping_neg());
                    m &= m - 1;
                    k += 1;
                }
            }
        }
        self.tally.order(&mut branches[..k]);
        for &(r, c, b) in &branches[..k] {
            if !self.tally.guess() {
                return;
            }
            let mut next = *state;
            if self.place(&mut next, r, c, b) {
                self.run(&mut next);
            }
        }
    }

    /// The open cell with the fewest candidates and, among those, the
    /// most open cells in its row, column and box (the first such); None
    /// when every cell holds a digit.
    fn branch_cell(&self, state: &State) -> Option<(usize, usize, u32)> {
        let (in_col, in_box) = (&state.open_in[OPEN_IN_COLUMN], &state.open_in[OPEN_IN_BOX]);
        // Fewest candidates, then most open cells around, as one key.
        let mut best = (u32::MAX, 0, 0);
        for r in 0..self.n() {
            let in_row = state.open[r].count_ones();
            let mut lanes = state.open[r];
            while lanes != 0 {
                let c = lanes.trailing_zeros() as usize;
                lanes &= lanes - 1;
                let open = in_row + u32::from(in_col[c]) + u32::from(in_box[self.box_of(r, c)]);
                let key = state.cand[r][c].count_ones() << 8 | (255 - open);
                if key < best.0 {
                    best = (key, r, c);
                }
            }
        }
        (best.0 != u32::MAX).then_some((best.1, best.2, best.0 >> 8))
    }

    /// When every open cell has more than two candidates (`fewest`), a
    /// digit with exactly two places left in a row, column or box, and
    /// those places.
    #[allow(clippy::type_complexity)]
    fn two_places(
        &self,
        state: &State,
        fewest: u32,
    ) -> Option<(u16, (usize, usize), (usize, usize))> {
        if fewest <= 2 {
            return None;
        }
        let n = self.n();
        let houses = (0..n)
            .map(|r| (r..r + 1, ((1u32 << n) - 1) as u16))
            .chain((0..n).map(|c| (0..n, 1u16 << c)))
            .chain((0..n).map(|b| {
                let top = b / (n / self.cols()) * self.rows();
                (
                    top..top + self.rows(),
                    self.stack_lanes(b % (n / self.cols())),
                )
            }));
        for (rows, lanes) in houses {
            let cells = || {
                rows.clone().flat_map(move |r| {
                    (0..n)
                        .filter(move |&c| lanes >> c & 1 != 0 && state.open[r] >> c & 1 != 0)
                        .map(move |c| (r, c))
                })
            };
            let (mut once, mut twice, mut more) = (0u16, 0u16, 0u16);
            for (r, c) in cells() {
                let x = state.cand[r][c];
                more |= twice & x;
                twice |= once & x;
                once |= x;
            }
            let pairs = twice & !more;
            if pairs != 0 {
                let b = pairs & pairs.wrapping_neg();
                let mut places = cells().filter(|&(r, c)| state.cand[r][c] & b != 0);
                let a = places.next()?;
                let z = places.next()?;
                return Some((b, a, z));
            }
        }
        None
    }
}

/// The digits in exactly one of `segs`.
#[inline(always)]
fn unique(segs: impl Iterator<Item = u16>) -> u16 {
    let (once, twice) = segs.fold((0u16, 0u16), |(o, t), x| (o | x, t | (o & x)));
    once & !twice
}

/// The digits in one lane or more, and in two or more, of a row: four
/// lanes to a word, folded across the words and then within them.
#[inline(always)]
fn fold_lanes(x: &[u16; LANES]) -> (u16, u16) {
    let (mut once, mut twice) = (0u64, 0u64);
    for lanes in x.chunks_exact(4) {
        let word = lanes
            .iter()
            .enumerate()
            .fold(0u64, |w, (i, &d)| w | u64::from(d) << (16 * i));
        twice |= once & word;
        once |= word;
    }
    for shift in [32, 16] {
        twice |= twice >> shift | (once & once >> shift);
        once |= once >> shift;
    }
    (once as u16, twice as u16)
}

/// Per lane, the digits in one of `rows` or more, and in two or more.
#[inline(always)]
fn fold_rows(rows: &[[u16; LANES]]) -> ([u16; LANES], [u16; LANES]) {
    let mut once = [0u16; LANES];
    let mut twice = [0u16; LANES];
    for row in rows {
        for c in 0..LANES {
            twice[c] |= once[c] & row[c];
            once[c] |= row[c];
        }
    }
    (once, twice)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::DEFAULT_MAX_GUESSES;
    use crate::stop::Stop;
    use crate::variant::generate;

    #[test]
    fn boxed_grids_count_as_the_general_search_does() {
        // Every size with its default boxes: generated puzzles (one
        // solution) and the same with givens taken away (several), counted
        // by both searches up to 5; every first solution keeps the rules.
        for size in [4, 6, 8, 9, 10, 12, 16] {
            let template = Variant::template(&format!("size {size}")).unwrap();
            assert!(applies(&template));
            for seed in 0..3 {
                let puzzle = generate(&template, seed, 1).unwrap();
                let mut givens = puzzle.givens().to_vec();
                for variant_givens in 0..3 {
                    let never = Stop::never();
                    let tally = || Tally::new(5, DEFAULT_MAX_GUESSES, None, &never);
                    let ours = search(&puzzle, &givens, tally()).unwrap();
                    let general =
                        crate::variant::solve::general(&puzzle, &givens, tally()).unwrap();
                    assert_eq!(ours.count, general.count, "size {size} seed {seed}");
                    if variant_givens == 0 {
                        assert_eq!(ours.count, 1);
                        assert_eq!(ours.first(), general.first());
                    }
                    let first = ours.first().unwrap();
                    assert!(template.is_solution(first));
                    assert!(givens.iter().zip(first).all(|(&g, &d)| g == 0 || g == d));
                    // Take away every third given.
                    for (k, g) in givens.iter_mut().filter(|g| **g != 0).enumerate() {
                        if k % 3 == variant_givens {
                            *g = 0;
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn clashing_givens_and_the_budget_are_kept() {
        let v = Variant::template("size 6").unwrap();
        let mut givens = vec![0u8; 36];
        givens[0] = 1;
        givens[1] = 1;
        let never = Stop::never();
        let tally = Tally::new(2, 100, None, &never);
        assert_eq!(search(&v, &givens, tally).unwrap().count, 0);
        let empty = Variant::template("size 16").unwrap();
        let tally = Tally::new(u64::MAX, 50, None, &never);
        assert_eq!(search(&empty, &[0; 256], tally), Err(Error::Exhausted));
    }
}
