//! Solving and counting variants: candidates as bit masks (bit d-1 for
//! digit d), propagation of naked and hidden singles, the orthogonal
//! exclusions of non-consecutive, the sum bounds of killer cages, locked
//! candidates and naked pairs, then a guess on a cell with the fewest
//! candidates (the one with the most open peers among those), depth first. The state
//! lives on the stack (no allocation while solving), and every guess
//! counts against a budget, so no call runs without end. Grids of rows,
//! columns and boxes only go to a faster search of their own
//! (`boxed.rs`), and the other grids without cages to one on digit
//! planes (`planes.rs`) that makes the same guesses as this one.

use super::combos::{MAX_COMBINATIONS, combinations, subsets, within_bounds};
use super::shape::Shape;
use super::{MAX_CELLS, Variant};
use crate::error::Error;
use crate::geometry::digit_bit;
use crate::rng::SplitMix64;
use crate::stop::Stop;

/// The outcome of [`solve`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// Solutions found, up to the limit.
    pub count: u64,
    /// Guesses the search made.
    pub guesses: u64,
    /// The first solution found, in its first `cells` entries.
    grid: [u8; MAX_CELLS],
    cells: usize,
}

impl Solved {
    /// The first solution found (N*N digits), when there is one.
    pub fn first(&self) -> Option<&[u8]> {
        (self.count > 0).then(|| &self.grid[..self.cells])
    }
}

/// Counts the solutions of `variant` up to `limit` (>= 1), keeping the
/// first; [`Error::Exhausted`] when more than `max_guesses` guesses would
/// be needed, [`Error::Range`] for a zero limit.
pub fn solve(variant: &Variant, limit: u64, max_guesses: u64) -> Result<Solved, Error> {
    solve_until(variant, limit, max_guesses, &Stop::never())
}

/// [`solve`] that also ends when `stop` says so (asked at every guess):
/// [`Error::Cancelled`] when its cancel test did, [`Error::Exhausted`]
/// when its deadline passed.
pub fn solve_until(
    variant: &Variant,
    limit: u64,
    max_guesses: u64,
    stop: &Stop<'_>,
) -> Result<Solved, Error> {
    search(
        variant,
        &variant.givens,
        Tally::new(limit, max_guesses, None, stop),
    )
}

/// [`solve_until`] with other givens (N*N digits, 0 blank) on the
/// variant's geometry, rules and cages; givens that break a rule make no
/// solution.
pub(crate) fn solve_givens(
    variant: &Variant,
    givens: &[u8],
    limit: u64,
    max_guesses: u64,
    stop: &Stop<'_>,
) -> Result<Solved, Error> {
    search(variant, givens, Tally::new(limit, max_guesses, None, stop))
}

/// [`solve_until`] that tries each guess's digits in an order drawn from
/// `rng` (the generator's way to a random grid).
pub fn solve_shuffled(
    variant: &Variant,
    limit: u64,
    max_guesses: u64,
    rng: &mut SplitMix64,
    stop: &Stop<'_>,
) -> Result<Solved, Error> {
    search(
        variant,
        &variant.givens,
        Tally::new(limit, max_guesses, Some(rng), stop),
    )
}

fn search(variant: &Variant, givens: &[u8], mut tally: Tally<'_>) -> Result<Solved, Error> {
    if tally.limit == 0 {
        return Err(Error::Range);
    }
    if tally.stop.now() {
        // Stopped before it began: no answer, even an easy one.
        tally.exhausted = true;
        return tally.solved([0; MAX_CELLS], 0);
    }
    if super::boxed::applies(variant) {
        return super::boxed::search(variant, givens, tally);
    }
    if super::planes::applies(variant) {
        return super::planes::search(variant, givens, tally);
    }
    general(variant, givens, tally)
}

/// The search for any rules (the boxed grids' own is faster), on a
/// nonzero limit.
pub(super) fn general(variant: &Variant, givens: &[u8], tally: Tally<'_>) -> Result<Solved, Error> {
    let mut search = Search {
        variant,
        full: ((1u32 << variant.size) - 1) as u16,
        tally,
        first: [0; MAX_CELLS],
    };
    let mut state = State {
        cand: [0; MAX_CELLS],
        value: [0; MAX_CELLS],
    };
    let cells = variant.size * variant.size;
    state.cand[..cells].copy_from_slice(&variant.shape.relations.masks);
    let ok = givens[..cells]
        .iter()
        .enumerate()
        .all(|(cell, &d)| d == 0 || search.place(&mut state, cell, d));
    if ok {
        search.run(&mut state);
    }
    search.tally.solved(search.first, cells)
}

/// What both searches keep: solutions counted up to a limit, guesses
/// counted against a budget, the order branches are tried in, and when
/// to stop.
pub(super) struct Tally<'a> {
    pub(super) limit: u64,
    max_guesses: u64,
    count: u64,
    guesses: u64,
    exhausted: bool,
    rng: Option<&'a mut SplitMix64>,
    stop: &'a Stop<'a>,
}

impl<'a> Tally<'a> {
    pub(super) fn new(
        limit: u64,
        max_guesses: u64,
        rng: Option<&'a mut SplitMix64>,
        stop: &'a Stop<'a>,
    ) -> Self {
        Tally {
            limit,
            max_guesses,
            count: 0,
            guesses: 0,
            exhausted: false,
            rng,
            stop,
        }
    }

    /// Counts a solution: true for the first.
    pub(super) fn solution(&mut self) -> bool {
        self.count += 1;
        self.count == 1
    }

    /// The solutions counted so far.
    pub(super) fn count(&self) -> u64 {
        self.count
    }

    /// Whether branches are drawn at random (for a generator).
    pub(super) fn is_random(&self) -> bool {
        self.rng.is_some()
    }

    /// Counts `more` solutions known without a search (a symmetry's), as
    /// many as the limit leaves room for: whether the search may go on.
    pub(super) fn add_solutions(&mut self, more: u64) -> bool {
        self.count = self
            .count
            .max(self.limit.min(self.count.saturating_add(more)));
        self.going()
    }

    /// Whether the search goes on: the limit is not met, nor the budget
    /// spent (a branch that found nothing was searched through).
    pub(super) fn going(&self) -> bool {
        self.count < self.limit && !self.exhausted
    }

    /// Puts `branches` in an order drawn from the generator's `rng`, when
    /// there is one.
    pub(super) fn order<T>(&mut self, branches: &mut [T]) {
        if let Some(rng) = self.rng.as_mut() {
            rng.shuffle(branches);
        }
    }

    /// Puts `branches` in the order they are tried: drawn from the
    /// generator's `rng` when there is one, else by `key`, ascending.
    pub(super) fn arrange<T, K: Ord>(&mut self, branches: &mut [T], key: impl FnMut(&T) -> K) {
        match self.rng.as_mut() {
            Some(rng) => rng.shuffle(branches),
            None => branches.sort_unstable_by_key(key),
        }
    }

    /// Whether one more branch may be tried, counted as a guess: false
    /// once the limit is met, or when the budget is spent or the stop
    /// says so (the search is then exhausted).
    pub(super) fn guess(&mut self) -> bool {
        if self.count >= self.limit || self.exhausted {
            return false;
        }
        if self.guesses >= self.max_guesses || self.stop.now() {
            self.exhausted = true;
            return false;
        }
        self.guesses += 1;
        true
    }

    /// The outcome: [`Error::Cancelled`] when the stop's cancel test
    /// ended the search, [`Error::Exhausted`] when the budget or the time
    /// ran out, else the count, the guesses and the first solution (the
    /// first `cells` entries of `grid`).
    pub(super) fn solved(&self, grid: [u8; MAX_CELLS], cells: usize) -> Result<Solved, Error> {
        if self.exhausted {
            return Err(self.stop.error().unwrap_or(Error::Exhausted));
        }
        Ok(Solved {
            count: self.count,
            guesses: self.guesses,
            grid,
            cells,
        })
    }
}

#[derive(Clone)]
struct State {
    cand: [u16; MAX_CELLS],
    value: [u8; MAX_CELLS],
}

impl State {
    /// Takes `digits` from `cell`'s candidates when it is open: Some(whether
    /// any went), None when none is left.
    fn take(&mut self, cell: usize, digits: u16) -> Option<bool> {
        if self.value[cell] != 0 || self.cand[cell] & digits == 0 {
            return Some(false);
        }
        self.cand[cell] &= !digits;
        (self.cand[cell] != 0).then_some(true)
    }

    /// [`State::take`] of every digit but `keep` from each of `cells`.
    fn keep_only(&mut self, cells: &[u16], keep: u16) -> Option<bool> {
        let mut pruned = false;
        for &cell in cells {
            pruned |= self.take(usize::from(cell), !keep)?;
        }
        Some(pruned)
    }
}

struct Search<'a> {
    variant: &'a Variant,
    full: u16,
    tally: Tally<'a>,
    first: [u8; MAX_CELLS],
}

/// The most houses a variant has: 16 rows, columns and regions, two
/// diagonals (windows only come with 9x9).
const MAX_HOUSES: usize = 3 * 16 + 2;

impl Search<'_> {
    /// Places `d` at `cell` and removes it from the cell's peers (and its
    /// neighbours' consecutive digits); false when a cell is left empty.
    fn place(&self, state: &mut State, cell: usize, d: u8) -> bool {
        if state.cand[cell] & digit_bit(d) == 0 {
            return false;
        }
        state.value[cell] = d;
        state.cand[cell] = digit_bit(d);
        let shape = &self.variant.shape;
        for &peer in &shape.peers[cell] {
            let p = usize::from(peer);
            if state.value[p] == 0 {
                state.cand[p] &= !digit_bit(d);
                if state.cand[p] == 0 {
                    return false;
                }
            } else if state.value[p] == d {
                return false;
            }
        }
        let close = (digit_bit(d) << 1 | digit_bit(d) >> 1) & self.full;
        for &next in &shape.neighbours[cell] {
            let n = usize::from(next);
            if state.value[n] == 0 {
                state.cand[n] &= !close;
                if state.cand[n] == 0 {
                    return false;
                }
            } else if close & digit_bit(state.value[n]) != 0 {
                return false;
            }
        }
        for (to, allow, _) in shape.relations.placed(cell, d) {
            if state.value[to] == 0 {
                state.cand[to] &= allow;
                if state.cand[to] == 0 {
                    return false;
                }
            } else if allow & digit_bit(state.value[to]) == 0 {
                return false;
            }
        }
        true
    }

    /// The listed rules' pairs: each open cell keeps the digits its
    /// partner's candidates allow. Some(whether any went), None when a
    /// cell was left empty.
    fn pairs(&self, state: &mut State) -> Option<bool> {
        let mut pruned = false;
        for arc in &self.variant.shape.relations.arcs {
            let (from, to) = (usize::from(arc.from), usize::from(arc.to));
            if state.value[to] == 0 && state.value[from] == 0 {
                pruned |= state.take(to, !arc.support(state.cand[from]))?;
            }
        }
        Some(pruned)
    }

    /// Singles and cage bounds until nothing changes; false on a
    /// contradiction.
    fn propagate(&self, state: &mut State) -> bool {
        let cells = self.variant.size * self.variant.size;
        let mut rounds = 0u32;
        'outer: loop {
            let mut changed = false;
            for cell in 0..cells {
                if state.value[cell] == 0 {
                    let c = state.cand[cell];
                    if c == 0 {
                        return false;
                    }
                    if c.count_ones() == 1 {
                        if !self.place(state, cell, c.trailing_zeros() as u8 + 1) {
                            return false;
                        }
                        changed = true;
                    }
                }
            }
            for house in &self.variant.shape.houses {
                let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
                for &cell in house {
                    let cell = usize::from(cell);
                    if state.value[cell] != 0 {
                        placed |= digit_bit(state.value[cell]);
                    } else {
                        twice |= once & state.cand[cell];
                        once |= state.cand[cell];
                    }
                }
                if (once | placed) != self.full {
                    return false;
                }
                let mut hidden = once & !twice & !placed;
                while hidden != 0 {
                    let d = hidden.trailing_zeros() as u8 + 1;
                    hidden &= hidden - 1;
                    let cell = house
                        .iter()
                        .map(|&c| usize::from(c))
                        .find(|&c| state.value[c] == 0 && state.cand[c] & digit_bit(d) != 0);
                    match cell {
                        Some(cell) if self.place(state, cell, d) => changed = true,
                        _ => return false,
                    }
                }
            }
            if changed {
                continue;
            }
            match self.cage_bounds(state) {
                None => return false,
                Some(pruned) => changed |= pruned,
            }
            match self.pairs(state) {
                None => return false,
                Some(pruned) => changed |= pruned,
            }
            if changed {
                continue;
            }
            // Then the exclusions of non-consecutive, and, in a node's
            // first round only (they cost more than they find later),
            // locked candidates and naked pairs.
            rounds += 1;
            for step in 0..3 {
                let found = match step {
                    0 => self.neighbour_exclusion(state),
                    _ if rounds > 1 => Some(false),
                    1 => self.locked(state),
                    _ => self.naked_pairs(state),
                };
                match found {
                    None => return false,
                    Some(true) => continue 'outer,
                    Some(false) => {}
                }
            }
            return true;
        }
    }

    /// Locked candidates: a digit that, within one house, can only go
    /// where it crosses another leaves the rest of the other. Some(whether
    /// any candidate went), None when a cell was left empty.
    fn locked(&self, state: &mut State) -> Option<bool> {
        let open = |state: &State, cells: &[u16]| {
            cells
                .iter()
                .map(|&c| usize::from(c))
                .filter(|&c| state.value[c] == 0)
                .fold(0u16, |m, c| m | state.cand[c])
        };
        let placed = |state: &State, cells: &[u16]| {
            cells
                .iter()
                .map(|&c| state.value[usize::from(c)])
                .filter(|&d| d != 0)
                .fold(0u16, |m, d| m | digit_bit(d))
        };
        let houses = &self.variant.shape.houses;
        debug_assert!(houses.len() <= MAX_HOUSES);
        let mut placed_in = [0u16; MAX_HOUSES];
        for (slot, house) in placed_in.iter_mut().zip(houses) {
            *slot = placed(state, house);
        }
        let mut pruned = false;
        for crossing in &self.variant.shape.crossings {
            let (shared, [rest_a, rest_b]) = (&crossing.shared, &crossing.rest);
            let [a, b] = crossing.houses;
            let inside = open(state, shared) & !(placed_in[a] | placed_in[b]);
            if inside == 0 {
                continue;
            }
            let only_a = inside & !open(state, rest_a) & !placed_in[a];
            let only_b = inside & !open(state, rest_b) & !placed_in[b];
            for (digits, others) in [(only_a, rest_b), (only_b, rest_a)] {
                if digits == 0 {
                    continue;
                }
                for &cell in others {
                    pruned |= state.take(usize::from(cell), digits)?;
                }
            }
        }
        Some(pruned)
    }

    /// Naked pairs: two open cells of a house with the same two candidates
    /// take them from the house's other cells. Some(whether any went),
    /// None when a cell was left empty.
    fn naked_pairs(&self, state: &mut State) -> Option<bool> {
        let mut pruned = false;
        for house in &self.variant.shape.houses {
            let mut pairs = [(0usize, 0u16); 16];
            let mut k = 0;
            for &cell in house {
                let cell = usize::from(cell);
                if state.value[cell] == 0 && state.cand[cell].count_ones() == 2 {
                    pairs[k] = (cell, state.cand[cell]);
                    k += 1;
                }
            }
            for i in 0..k {
                for j in i + 1..k {
                    let (a, mask) = pairs[i];
                    let (b, other) = pairs[j];
                    if mask != other {
                        continue;
                    }
                    for &cell in house {
                        let cell = usize::from(cell);
                        if cell != a && cell != b {
                            pruned |= state.take(cell, mask)?;
                        }
                    }
                }
            }
        }
        Some(pruned)
    }

    /// Removes the candidates no sum of a group's open cells can use (the
    /// cages, and the innies and outies they imply): Some(whether any
    /// went), None on a contradiction.
    fn cage_bounds(&self, state: &mut State) -> Option<bool> {
        let mut pruned = false;
        for group in &self.variant.shape.sums {
            pruned |= if group.distinct {
                self.distinct_sum(state, &group.cells, group.sum)?
            } else {
                self.plain_sum(state, &group.cells, group.sum)?
            };
        }
        Some(pruned)
    }

    /// A sum over distinct digits: each open cell keeps the digits some
    /// combination of distinct digits with the sum left can give it, and a
    /// digit every such combination holds leaves the cells that see all
    /// its places in the group.
    fn distinct_sum(&self, state: &mut State, cells: &[u16], sum: u32) -> Option<bool> {
        let (mut left, mut open, mut used, mut union) = (i64::from(sum), 0u32, 0u16, 0u16);
        for &cell in cells {
            let cell = usize::from(cell);
            if state.value[cell] != 0 {
                left -= i64::from(state.value[cell]);
                used |= digit_bit(state.value[cell]);
            } else {
                open += 1;
                union |= state.cand[cell];
            }
        }
        if open == 0 {
            return (left == 0).then_some(false);
        }
        let avail = union & !used;
        if subsets(avail, open) > MAX_COMBINATIONS {
            return self.distinct_sum_bounds(state, cells, avail, open, left);
        }
        let (mut allowed, mut required) = (0u16, u16::MAX);
        let fits = |combo: u16| {
            cells.iter().all(|&c| {
                let c = usize::from(c);
                state.value[c] != 0 || state.cand[c] & combo != 0
            })
        };
        combinations(avail, open, left, &mut |combo| {
            if fits(combo) {
                allowed |= combo;
                required &= combo;
            }
        });
        if allowed == 0 {
            return None;
        }
        let mut pruned = state.keep_only(cells, allowed)?;
        let mut required = required & allowed;
        while required != 0 {
            let d = required.trailing_zeros() as u8 + 1;
            required &= required - 1;
            pruned |= self.seen_by_all_places(state, cells, d)?;
        }
        Some(pruned)
    }

    /// [`Search::distinct_sum`] where the digit sets are too many to list:
    /// the open cells keep what the sum's bounds allow.
    fn distinct_sum_bounds(
        &self,
        state: &mut State,
        cells: &[u16],
        avail: u16,
        open: u32,
        left: i64,
    ) -> Option<bool> {
        state.keep_only(cells, within_bounds(avail, open, left))
    }

    /// A sum over digits that may repeat: each open cell keeps the digits
    /// that leave the others a reachable sum (from their smallest and
    /// largest candidates).
    fn plain_sum(&self, state: &mut State, cells: &[u16], sum: u32) -> Option<bool> {
        let (mut left, mut low, mut high) = (i64::from(sum), 0i64, 0i64);
        for &cell in cells {
            let cell = usize::from(cell);
            match state.value[cell] {
                0 => {
                    let c = state.cand[cell];
                    low += i64::from(c.trailing_zeros() + 1);
                    high += i64::from(16 - c.leading_zeros());
                }
                d => left -= i64::from(d),
            }
        }
        if left < low || left > high {
            return None;
        }
        let mut pruned = false;
        for &cell in cells {
            let cell = usize::from(cell);
            if state.value[cell] != 0 {
                continue;
            }
            let c = state.cand[cell];
            let (own_low, own_high) = (
                i64::from(c.trailing_zeros() + 1),
                i64::from(16 - c.leading_zeros()),
            );
            // This cell's digit d must leave left - d within the others'.
            let (min_d, max_d) = (left - (high - own_high), left - (low - own_low));
            let mut keep = c;
            let mut m = c;
            while m != 0 {
                let d = i64::from(m.trailing_zeros() + 1);
                m &= m - 1;
                if d < min_d || d > max_d {
                    keep &= !(1 << (d - 1));
                }
            }
            pruned |= state.take(cell, !keep)?;
        }
        Some(pruned)
    }

    /// `d` must go in one of `cells` (or is placed there): the open cells
    /// outside them that see every such place lose it. Some(whether any
    /// did), None when one was left empty.
    fn seen_by_all_places(&self, state: &mut State, cells: &[u16], d: u8) -> Option<bool> {
        let bit = digit_bit(d);
        let shape = &self.variant.shape;
        let mut seen = [u64::MAX; 4];
        let mut any = false;
        for &cell in cells {
            let cell = usize::from(cell);
            let holds = if state.value[cell] == 0 {
                state.cand[cell] & bit != 0
            } else {
                state.value[cell] == d
            };
            if holds {
                any = true;
                for (w, p) in seen.iter_mut().zip(&shape.peer_bits[cell]) {
                    *w &= p;
                }
            }
        }
        if !any {
            return None;
        }
        let mut pruned = false;
        for (w, &word) in seen.iter().enumerate() {
            let mut word = word;
            while word != 0 {
                let cell = w * 64 + word.trailing_zeros() as usize;
                word &= word - 1;
                pruned |= state.take(cell, bit)?;
            }
        }
        Some(pruned)
    }

    /// Non-consecutive: an open cell whose every candidate would take the
    /// same digits from an orthogonal neighbour (a digit and the two
    /// beside it, for neighbours in its row or column) takes them now.
    fn neighbour_exclusion(&self, state: &mut State) -> Option<bool> {
        let shape = &self.variant.shape;
        let cells = self.variant.size * self.variant.size;
        let mut pruned = false;
        for cell in 0..cells {
            if state.value[cell] != 0 || shape.neighbours[cell].is_empty() {
                continue;
            }
            let c = state.cand[cell];
            if c.count_ones() > 3 {
                continue;
            }
            let mut common = self.full;
            let mut m = c;
            while m != 0 {
                let bit = m & m.wrapping_neg();
                m &= m - 1;
                common &= (bit << 1 | bit | bit >> 1) & self.full;
            }
            if common == 0 {
                continue;
            }
            for &next in &shape.neighbours[cell] {
                pruned |= state.take(usize::from(next), common)?;
            }
        }
        Some(pruned)
    }

    /// Depth-first search below `state`.
    fn run(&mut self, state: &mut State) {
        if !self.propagate(state) {
            return;
        }
        let Some(cell) = self.branch_cell(state) else {
            if self.tally.solution() {
                self.first = state.value;
            }
            return;
        };
        // The branches: a cell's digits, or, when some digit has only two
        // places left in a house and every cell has more candidates, those
        // two places (fewer branches, each placing as much).
        let mut branches = [(0usize, 0u8); 16];
        let mut k = 0;
        match self.two_places(state, state.cand[cell].count_ones()) {
            Some((d, a, b)) => {
                branches[0] = (a, d);
                branches[1] = (b, d);
                k = 2;
            }
            None => {
                let mut m = state.cand[cell];
                while m != 0 {
                    branches[k] = (cell, m.trailing_zeros() as u8 + 1);
                    m &= m - 1;
                    k += 1;
                }
            }
        }
        // Least constraining first: the digit that takes the fewest
        // candidates from the open cells around it.
        let (shape, full) = (&self.variant.shape, self.full);
        self.tally.arrange(&mut branches[..k], |&(cell, d)| {
            (Self::taken_by(shape, full, state, cell, d), d)
        });
        for &(cell, d) in &branches[..k] {
            if !self.tally.guess() {
                return;
            }
            let mut next = state.clone();
            if self.place(&mut next, cell, d) {
                self.run(&mut next);
            }
        }
    }

    /// How many candidates placing `d` at `cell` would take from other
    /// open cells (its peers', its neighbours' consecutive digits).
    fn taken_by(shape: &Shape, full: u16, state: &State, cell: usize, d: u8) -> u32 {
        let bit = digit_bit(d);
        let close = (bit << 1 | bit >> 1) & full;
        let peers = shape.peers[cell]
            .iter()
            .map(|&p| usize::from(p))
            .filter(|&p| state.value[p] == 0 && state.cand[p] & bit != 0)
            .count();
        let beside: u32 = shape.neighbours[cell]
            .iter()
            .map(|&n| usize::from(n))
            .filter(|&n| state.value[n] == 0)
            .map(|n| (state.cand[n] & close).count_ones())
            .sum();
        peers as u32 + beside
    }

    /// The open cell to branch on: the fewest candidates and, among those,
    /// the most open peers (the cell whose digit constrains the most);
    /// None when every cell holds a digit.
    fn branch_cell(&self, state: &State) -> Option<usize> {
        let cells = self.variant.size * self.variant.size;
        let fewest = (0..cells)
            .filter(|&c| state.value[c] == 0)
            .map(|c| state.cand[c].count_ones())
            .min()?;
        let open_peers = |c: usize| {
            self.variant.shape.peers[c]
                .iter()
                .filter(|&&p| state.value[usize::from(p)] == 0)
                .count()
        };
        (0..cells)
            .filter(|&c| state.value[c] == 0 && state.cand[c].count_ones() == fewest)
            .max_by_key(|&c| (open_peers(c), std::cmp::Reverse(c)))
    }

    /// A digit with exactly two places left in some house, and those
    /// places, when the fewest candidates of a cell (`fewest`) is more
    /// than two.
    fn two_places(&self, state: &State, fewest: u32) -> Option<(u8, usize, usize)> {
        if fewest <= 2 {
            return None;
        }
        for house in &self.variant.shape.houses {
            let (mut once, mut twice, mut more) = (0u16, 0u16, 0u16);
            for &cell in house {
                let cell = usize::from(cell);
                if state.value[cell] == 0 {
                    let c = state.cand[cell];
                    more |= twice & c;
                    twice |= once & c;
                    once |= c;
                }
            }
            let pairs = twice & !more;
            if pairs != 0 {
                let d = pairs.trailing_zeros() as u8 + 1;
                let mut places = house
                    .iter()
                    .map(|&c| usize::from(c))
                    .filter(|&c| state.value[c] == 0 && state.cand[c] & digit_bit(d) != 0);
                let a = places.next()?;
                let b = places.next()?;
                return Some((d, a, b));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::DEFAULT_MAX_GUESSES;

    fn count(text: &str, limit: u64) -> u64 {
        solve(&Variant::parse(text).unwrap(), limit, DEFAULT_MAX_GUESSES)
            .unwrap()
            .count
    }

    #[test]
    fn empty_grids_count_as_known() {
        // 288 4x4 grids; 8 with both diagonals as houses... counted here by
        // brute force in tests/variant.rs; these are the published counts.
        assert_eq!(count("size 4", 1000), 288);
        assert_eq!(count("size 6", 10), 10);
        assert!(count("size 16", 1) == 1);
    }

    #[test]
    fn a_classic_puzzle_has_its_solution() {
        let classic = format!("size 9\ngivens {}", crate::test_puzzles::CLASSIC);
        let v = Variant::parse(&classic).unwrap();
        let solved = solve(&v, 2, DEFAULT_MAX_GUESSES).unwrap();
        assert_eq!(solved.count, 1);
        assert_eq!(
            Variant::cells_text(solved.first().unwrap()),
            crate::test_puzzles::CLASSIC_SOLUTION
        );
    }

    #[test]
    fn cage_sums_see_innies_outies_and_combinations() {
        // Issue 45's killers. Box 9 holds cages of 10 and 16: r7c7 + r7c9
        // would need 19, so there is no solution, seen before any guess.
        let unsat =
            "size 9\ncage 10 r8c9 r9c8 r9c9\ncage 12 r1c1 r2c1\ncage 16 r9c7 r8c7 r7c8 r8c8";
        let solved = solve(&Variant::parse(unsat).unwrap(), 2, 1000).unwrap();
        assert_eq!((solved.count, solved.guesses), (0, 0));
        // Seven cages, many solutions: two found within a few guesses
        // (the search used to spend its 4M-guess budget without one).
        let sat = "size 9\ncage 21 r1c4 r1c5 r1c6 r2c4\ncage 22 r1c1 r1c2 r2c2 r2c3 r3c2\n\
                   cage 9 r9c1\ncage 4 r3c6\ncage 22 r3c3 r3c4 r4c2 r4c3 r4c4\n\
                   cage 21 r4c6 r4c7 r4c8\ncage 26 r8c5 r8c6 r8c7 r8c8 r9c7";
        let v = Variant::parse(sat).unwrap();
        let solved = solve(&v, 2, 10_000).unwrap();
        assert_eq!(solved.count, 2);
        assert!(v.is_solution(solved.first().unwrap()));
    }

    #[test]
    fn non_consecutive_neighbours_lose_what_every_candidate_takes() {
        // r1c1 in {4, 5}: r1c2 and r2c1 can hold neither (4 takes 3-5, 5
        // takes 4-6), before any guess.
        let v = Variant::parse("size 9\nrules non-consecutive").unwrap();
        let never = Stop::never();
        let search = Search {
            variant: &v,
            full: 0x1ff,
            tally: Tally::new(1, 1, None, &never),
            first: [0; MAX_CELLS],
        };
        let mut state = State {
            cand: [0x1ff; MAX_CELLS],
            value: [0; MAX_CELLS],
        };
        state.cand[0] = 0b1_1000;
        assert_eq!(search.neighbour_exclusion(&mut state), Some(true));
        assert_eq!(state.cand[1] & 0b1_1000, 0);
        assert_eq!(state.cand[9] & 0b1_1000, 0);
        assert_eq!(state.cand[10], 0x1ff, "a diagonal cell keeps them");
    }

    #[test]
    fn the_budget_and_the_limit_bound_the_work() {
        let v = Variant::parse("size 16").unwrap();
        assert_eq!(solve(&v, u64::MAX, 100), Err(Error::Exhausted));
        assert_eq!(solve(&v, 0, 100), Err(Error::Range));
    }
}
