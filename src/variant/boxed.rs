//! The solver for grids of rows, columns and rectangular boxes only (no
//! extra rule, no cage): any size, as 16-lane rows of candidate masks (row
//! r, column c at `cand[r][c]`; lanes past N stay empty), so that the
//! hidden singles of every column and box, and the segments of box-line
//! locked candidates, are folds over whole rows. The same propagation as
//! [`super::solve`]'s general search (naked and hidden singles, locked
//! candidates, naked pairs) and the same branching (a cell with the fewest
//! candidates, the most open peers first; a digit's two places when every
//! cell has more than two), about three times faster on a 16x16. The state
//! lives on the stack (no allocation while solving).

use super::solve::{Solved, Tally};
use super::{MAX_CELLS, Regions, Variant};
use crate::error::Error;
use crate::rng::SplitMix64;

/// Lanes of a row.
const LANES: usize = 16;

/// Whether `variant` has only rows, columns and boxes.
pub(super) fn applies(variant: &Variant) -> bool {
    variant.rules == 0
        && variant.cages.is_empty()
        && matches!(variant.regions, Regions::Boxes { .. })
}

/// The candidates (bit d-1 for digit d; a placed cell keeps its digit's
/// bit) and the open cells of each row.
#[derive(Clone, Copy)]
struct State {
    cand: [[u16; LANES]; LANES],
    open: [u16; LANES],
}

/// The grid's geometry and the search's counters.
struct Search<'a> {
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
pub(super) fn search(
    variant: &Variant,
    givens: &[u8],
    limit: u64,
    max_guesses: u64,
    rng: Option<&mut SplitMix64>,
) -> Result<Solved, Error> {
    let Regions::Boxes { rows, cols } = variant.regions else {
        return Err(Error::Range);
    };
    if limit == 0 {
        return Err(Error::Range);
    }
    let n = variant.size;
    let full = ((1u32 << n) - 1) as u16;
    let mut state = State {
        cand: [[0; LANES]; LANES],
        open: [0; LANES],
    };
    for r in 0..n {
        state.cand[r][..n].fill(full);
        state.open[r] = full;
    }
    let mut search = Search {
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
        tally: Tally::new(limit, max_guesses, rng),
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
            grid[r * n + c] = search.first.cand[r][c].trailing_zeros() as u8 + 1;
        }
    }
    search.tally.solved(grid, n * n)
}

impl Search<'_> {
    /// The lanes of box column (stack) `s`.
    fn stack_lanes(&self, s: usize) -> u16 {
        self.lanes[s]
    }

    /// The first row of row `r`'s band.
    fn top(&self, r: usize) -> usize {
        usize::from(self.band[r]) * self.rows
    }

    /// The box of row `r`, column `c`.
    fn box_of(&self, r: usize, c: usize) -> usize {
        usize::from(self.band[r]) * (self.n / self.cols) + usize::from(self.stack[c])
    }

    /// Places digit bit `b` at row `r`, column `c`; its row, column and box
    /// lose it. False when `b` is not a candidate there.
    fn place(&self, state: &mut State, r: usize, c: usize, b: u16) -> bool {
        if state.cand[r][c] & b == 0 {
            return false;
        }
        state.cand[r][c] = b;
        state.open[r] &= !(1 << c);
        let mut lanes = state.open[r];
        while lanes != 0 {
            state.cand[r][lanes.trailing_zeros() as usize] &= !b;
            lanes &= lanes - 1;
        }
        for i in 0..self.n {
            if state.open[i] >> c & 1 != 0 {
                state.cand[i][c] &= !b;
            }
        }
        let top = self.top(r);
        let stack = self.lanes[usize::from(self.stack[c])];
        for i in top..top + self.rows {
            let mut lanes = state.open[i] & stack;
            while lanes != 0 {
                state.cand[i][lanes.trailing_zeros() as usize] &= !b;
                lanes &= lanes - 1;
            }
        }
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
    // The lanes index three folds at once.
    #[allow(clippy::needless_range_loop)]
    fn singles(&self, state: &mut State) -> Option<bool> {
        let n = self.n;
        let mut changed = false;
        for r in 0..n {
            let mut lanes = state.open[r];
            while lanes != 0 {
                let c = lanes.trailing_zeros() as usize;
                lanes &= lanes - 1;
                let x = state.cand[r][c];
                if x == 0 {
                    return None;
                }
                if x & (x - 1) == 0 {
                    if !self.place(state, r, c, x) {
                        return None;
                    }
                    changed = true;
                }
            }
        }
        let all = ((1u32 << n) - 1) as u16;
        for r in 0..n {
            let (open, placed) = split(state, r);
            let mut fold = [0u16; 3];
            for c in 0..LANES {
                add(&mut fold, open[c], placed[c]);
            }
            changed |= self.hidden(state, fold, r..r + 1, all)?;
        }
        let mut columns = [[0u16; LANES]; 3];
        for r in 0..n {
            let (open, placed) = split(state, r);
            add_lanes(&mut columns, &open, &placed);
        }
        for c in 0..n {
            let fold = [columns[0][c], columns[1][c], columns[2][c]];
            changed |= self.hidden(state, fold, 0..n, 1 << c)?;
        }
        for top in (0..n).step_by(self.rows) {
            let mut band = [[0u16; LANES]; 3];
            for r in top..top + self.rows {
                let (open, placed) = split(state, r);
                add_lanes(&mut band, &open, &placed);
            }
            for s in 0..n / self.cols {
                let mut fold = [0u16; 3];
                for c in s * self.cols..(s + 1) * self.cols {
                    fold[1] |= band[1][c] | (fold[0] & band[0][c]);
                    fold[0] |= band[0][c];
                    fold[2] |= band[2][c];
                }
                changed |= self.hidden(state, fold, top..top + self.rows, self.stack_lanes(s))?;
            }
        }
        Some(changed)
    }

    /// Places the hidden singles of one house, given its fold (digits in
    /// one open cell, in two or more, placed) and its cells (`rows`, and
    /// `lanes` within each): Some(whether any was placed), None when a
    /// digit has no place.
    fn hidden(
        &self,
        state: &mut State,
        fold: [u16; 3],
        rows: std::ops::Range<usize>,
        lanes: u16,
    ) -> Option<bool> {
        let [once, twice, placed] = fold;
        if (once | placed) != self.full {
            return None;
        }
        let mut single = once & !twice & !placed;
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

impl Search<'_> {
    /// Box-line locked candidates, both ways, on rows and columns:
    /// Some(whether any candidate went), None when a cell is left empty.
    /// The segments are read once; as candidates only go, a digit confined
    /// to one segment stays confined, so the eliminations hold.
    fn locked(&self, state: &mut State) -> Option<bool> {
        let (n, stacks, bands) = (self.n, self.n / self.cols, self.n / self.rows);
        // The open digits of each row's segment in each stack, and of each
        // column's segment in each band.
        let mut row_seg = [[0u16; LANES]; LANES];
        let mut col_seg = [[0u16; LANES]; LANES];
        for r in 0..n {
            let (open, _) = split(state, r);
            for (s, seg) in row_seg[r].iter_mut().enumerate().take(stacks) {
                *seg = open[s * self.cols..(s + 1) * self.cols]
                    .iter()
                    .fold(0, |m, &x| m | x);
            }
            let band = &mut col_seg[usize::from(self.band[r])];
            for c in 0..LANES {
                band[c] |= open[c];
            }
        }
        // Digits in exactly one of some segments.
        let unique = |segs: &mut dyn Iterator<Item = u16>| {
            let (once, twice) = segs.fold((0u16, 0u16), |(o, t), x| (o | x, t | (o & x)));
            once & !twice
        };
        let mut any = false;
        for band in 0..bands {
            let top = band * self.rows;
            for s in 0..stacks {
                let lanes = self.lanes[s];
                let in_box = unique(&mut (top..top + self.rows).map(|r| row_seg[r][s]));
                for r in top..top + self.rows {
                    // Pointing: the box's digits only in this row leave
                    // the row's other stacks.
                    let only = row_seg[r][s] & in_box;
                    for t in (0..stacks).filter(|&t| t != s && row_seg[r][t] & only != 0) {
                        any |= Self::remove(state, r, self.lanes[t], only)?;
                    }
                    // Claiming: the row's digits only in this box leave the
                    // box's other rows.
                    let claim = row_seg[r][s] & unique(&mut row_seg[r][..stacks].iter().copied());
                    for i in
                        (top..top + self.rows).filter(|&i| i != r && row_seg[i][s] & claim != 0)
                    {
                        any |= Self::remove(state, i, lanes, claim)?;
                    }
                }
                let columns = s * self.cols..(s + 1) * self.cols;
                let across = unique(&mut columns.clone().map(|c| col_seg[band][c]));
                for c in columns.clone() {
                    let only = col_seg[band][c] & across;
                    for b in (0..bands).filter(|&b| b != band && col_seg[b][c] & only != 0) {
                        for r in b * self.rows..(b + 1) * self.rows {
                            any |= Self::remove(state, r, 1 << c, only)?;
                        }
                    }
                    let claim = col_seg[band][c] & unique(&mut (0..bands).map(|b| col_seg[b][c]));
                    for o in columns
                        .clone()
                        .filter(|&o| o != c && col_seg[band][o] & claim != 0)
                    {
                        for r in top..top + self.rows {
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
    fn naked_pairs(&self, state: &mut State) -> Option<bool> {
        let mut pairs = [(0u8, 0u8, 0u16); MAX_CELLS];
        let mut k = 0;
        for r in 0..self.n {
            let mut lanes = state.open[r];
            while lanes != 0 {
                let c = lanes.trailing_zeros() as usize;
                lanes &= lanes - 1;
                if state.cand[r][c].count_ones() == 2 {
                    pairs[k] = (r as u8, c as u8, state.cand[r][c]);
                    k += 1;
                }
            }
        }
        let mut any = false;
        for i in 0..k {
            for j in i + 1..k {
                let ((r1, c1, x), (r2, c2, y)) = (pairs[i], pairs[j]);
                if x != y {
                    continue;
                }
                let (r1, c1, r2, c2) = (r1 as usize, c1 as usize, r2 as usize, c2 as usize);
                let both = |r: usize| {
                    let mut lanes = 0u16;
                    if r == r1 {
                        lanes |= 1 << c1;
                    }
                    if r == r2 {
                        lanes |= 1 << c2;
                    }
                    lanes
                };
                if r1 == r2 {
                    any |= Self::remove(state, r1, !both(r1), x)?;
                }
                if c1 == c2 {
                    for r in (0..self.n).filter(|&r| r != r1 && r != r2) {
                        any |= Self::remove(state, r, 1 << c1, x)?;
                    }
                }
                if self.box_of(r1, c1) == self.box_of(r2, c2) {
                    let top = self.top(r1);
                    let lanes = self.lanes[usize::from(self.stack[c1])];
                    for r in top..top + self.rows {
                        any |= Self::remove(state, r, lanes & !both(r), x)?;
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
        let n = self.n;
        let mut in_col = [0u32; LANES];
        let mut in_box = [0u32; LANES];
        for r in 0..n {
            let mut lanes = state.open[r];
            while lanes != 0 {
                let c = lanes.trailing_zeros() as usize;
                lanes &= lanes - 1;
                in_col[c] += 1;
                in_box[self.box_of(r, c)] += 1;
            }
        }
        let mut best: Option<(u32, u32, usize, usize)> = None;
        for r in 0..n {
            let mut lanes = state.open[r];
            while lanes != 0 {
                let c = lanes.trailing_zeros() as usize;
                lanes &= lanes - 1;
                let k = state.cand[r][c].count_ones();
                let open = state.open[r].count_ones() + in_col[c] + in_box[self.box_of(r, c)];
                if best.is_none_or(|(bk, bo, _, _)| k < bk || (k == bk && open > bo)) {
                    best = Some((k, open, r, c));
                }
            }
        }
        best.map(|(k, _, r, c)| (r, c, k))
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
        let n = self.n;
        let houses = (0..n)
            .map(|r| (r..r + 1, ((1u32 << n) - 1) as u16))
            .chain((0..n).map(|c| (0..n, 1u16 << c)))
            .chain((0..n).map(|b| {
                let top = b / (n / self.cols) * self.rows;
                (top..top + self.rows, self.stack_lanes(b % (n / self.cols)))
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

/// Adds a cell to a house's fold: once and twice over its open
/// candidates, and its placed digit.
#[inline(always)]
fn add(fold: &mut [u16; 3], open: u16, placed: u16) {
    fold[1] |= fold[0] & open;
    fold[0] |= open;
    fold[2] |= placed;
}

/// Row `r` split in two: each cell's candidates when open (else 0), and
/// its digit when placed (else 0).
#[inline(always)]
fn split(state: &State, r: usize) -> ([u16; LANES], [u16; LANES]) {
    let open = state.open[r];
    let mut o = [0u16; LANES];
    let mut p = [0u16; LANES];
    for c in 0..LANES {
        let mask = 0u16.wrapping_sub(open >> c & 1);
        o[c] = state.cand[r][c] & mask;
        p[c] = state.cand[r][c] & !mask;
    }
    (o, p)
}

/// Adds a row (split) to per-lane folds: once, twice, placed.
#[inline(always)]
fn add_lanes(fold: &mut [[u16; LANES]; 3], open: &[u16; LANES], placed: &[u16; LANES]) {
    for c in 0..LANES {
        fold[1][c] |= fold[0][c] & open[c];
        fold[0][c] |= open[c];
        fold[2][c] |= placed[c];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::DEFAULT_MAX_GUESSES;
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
                    let ours = search(&puzzle, &givens, 5, DEFAULT_MAX_GUESSES, None).unwrap();
                    let general = crate::variant::solve::general(
                        &puzzle,
                        &givens,
                        5,
                        DEFAULT_MAX_GUESSES,
                        None,
                    )
                    .unwrap();
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
        assert_eq!(search(&v, &givens, 2, 100, None).unwrap().count, 0);
        let empty = Variant::template("size 16").unwrap();
        assert_eq!(
            search(&empty, &[0; 256], u64::MAX, 50, None),
            Err(Error::Exhausted)
        );
    }
}
