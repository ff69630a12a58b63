//! The search for variants without cages, as digit planes: for each
//! digit, the set of open cells where it may still go ([`Cells`]), so
//! that a placement, a house's hidden singles, the exclusions of
//! non-consecutive and locked candidates are a few word operations each
//! instead of walks over cell lists. The same propagation and branching
//! as [`super::solve`]'s general search (naked and hidden singles, the
//! non-consecutive exclusions, then, in a node's first round, locked
//! candidates and naked pairs; a cell with the fewest candidates and the
//! most open peers, or a digit's two places; least constraining digit
//! first), so the same answers, several times faster; branches that a
//! digit symmetry pairs are searched once (see [`Search::twins`]), and a
//! branch without solutions rules out its images under the turns and
//! mirrors of the grid that keep the state
//! ([`Search::rule_out_mirrors`]). The state lives on the stack (no
//! allocation while solving).

use super::cells::Cells;
use super::shape::Shape;
use super::solve::{Solved, Tally};
use super::symmetry;
use super::{MAX_CELLS, Variant};
use crate::error::Error;

/// The most digits a variant has.
const DIGITS: usize = 16;

/// Whether `variant` suits this search: any geometry and rules, no cage
/// and no listed rule.
pub(super) fn applies(variant: &Variant) -> bool {
    variant.cages.is_empty() && variant.constraints.is_empty() && variant.shape.houses.len() <= 64
}

/// Counts the solutions of `givens` (N*N digits, 0 blank) on `variant`
/// up to the tally's limit, as [`super::solve`] does.
pub(super) fn search(variant: &Variant, givens: &[u8], tally: Tally<'_>) -> Result<Solved, Error> {
    if variant.size * variant.size <= 128 {
        Search::<2>::count(variant, givens, tally)
    } else {
        Search::<4>::count(variant, givens, tally)
    }
}

/// Each digit's possible places (bit i: cell i; open cells only), each
/// digit's placed cells, the open cells, and the houses (bits of indices
/// into the shape's) where each digit lost places since they were last
/// looked at for hidden singles, and for locked candidates.
#[derive(Clone, Copy)]
struct State<const W: usize> {
    places: [Cells<W>; DIGITS],
    placed: [Cells<W>; DIGITS],
    open: Cells<W>,
    unsingled: [u64; DIGITS],
    unlocked: [u64; DIGITS],
}

impl<const W: usize> State<W> {
    /// Takes `cells` from digit `d`'s places, `houses` holding at least
    /// the houses of those that go: whether any went.
    fn take(&mut self, d: usize, cells: Cells<W>, houses: u64) -> bool {
        let gone = self.places[d].and(cells);
        if gone.none() {
            return false;
        }
        self.places[d] = self.places[d].minus(gone);
        self.unsingled[d] |= houses;
        self.unlocked[d] |= houses;
        true
    }
}

/// The grid and the search's counters.
struct Search<'a, const W: usize> {
    variant: &'a Variant,
    n: usize,
    all: Cells<W>,
    /// Every cell but those of the first column, and of the last.
    not_first_column: Cells<W>,
    not_last_column: Cells<W>,
    non_consecutive: bool,
    /// Every house, as bits of indices into the shape's houses.
    house_mask: u64,
    tally: Tally<'a>,
    first: State<W>,
}

impl<'a, const W: usize> Search<'a, W> {
    /// Places the givens on an empty grid and searches below it.
    fn count(variant: &'a Variant, givens: &[u8], tally: Tally<'a>) -> Result<Solved, Error> {
        let n = variant.size;
        let cells = n * n;
        let all = Cells::<W>::first_n(cells);
        let (mut first_column, mut last_column) = (Cells::NONE, Cells::NONE);
        for r in 0..n {
            first_column.insert(r * n);
            last_column.insert(r * n + n - 1);
        }
        let mut state = State {
            places: [Cells::NONE; DIGITS],
            placed: [Cells::NONE; DIGITS],
            open: all,
            unsingled: [u64::MAX; DIGITS],
            unlocked: [u64::MAX; DIGITS],
        };
        state.places[..n].fill(all);
        let mut search = Search {
            variant,
            n,
            all,
            not_first_column: all.minus(first_column),
            not_last_column: all.minus(last_column),
            non_consecutive: variant.shape.neighbours.iter().any(|n| !n.is_empty()),
            house_mask: (1u128 << variant.shape.houses.len()) as u64 - 1,
            tally,
            first: state,
        };
        let ok = givens[..cells]
            .iter()
            .enumerate()
            .all(|(cell, &d)| d == 0 || search.place(&mut state, cell, usize::from(d) - 1));
        if ok {
            // A generator draws branches at random: it must see each.
            let symmetries = if search.tally.is_random() {
                0
            } else {
                Self::symmetries(variant.shape.kept_maps)
            };
            search.run(&mut state, symmetries);
        }
        let mut grid = [0u8; MAX_CELLS];
        for (d, placed) in search.first.placed[..n].iter().enumerate() {
            for cell in placed.iter() {
                grid[cell] = d as u8 + 1;
            }
        }
        search.tally.solved(grid, cells)
    }

    /// Places digit `d` (0-based) at `cell`: it leaves the cell's peers,
    /// every other digit leaves the cell, and the digits beside `d` leave
    /// its orthogonal neighbours (non-consecutive). False when `d` may
    /// not go there; a cell left empty is found by [`Search::propagate`].
    fn place(&self, state: &mut State<W>, cell: usize, d: usize) -> bool {
        if !state.places[d].has(cell) {
            return false;
        }
        let shape = &self.variant.shape;
        state.placed[d].insert(cell);
        state.open.remove(cell);
        let (word, bit, houses) = (cell / 64, 1 << (cell % 64), shape.cell_house_bits[cell]);
        for e in 0..self.n {
            if state.places[e].0[word] & bit != 0 {
                state.places[e].0[word] &= !bit;
                state.unsingled[e] |= houses;
                state.unlocked[e] |= houses;
            }
        }
        let here = Cells::one(cell);
        let peers = Cells::from_bits(&shape.peer_bits[cell]);
        state.take(d, peers, shape.peer_house_bits[cell]);
        if self.non_consecutive {
            let near = self.beside(here);
            if d > 0 {
                self.take(state, d - 1, near);
            }
            if d + 1 < self.n {
                self.take(state, d + 1, near);
            }
        }
        true
    }

    /// [`State::take`] of `cells` from digit `d`'s places: the houses of
    /// those that went.
    fn take(&self, state: &mut State<W>, d: usize, cells: Cells<W>) -> u64 {
        let gone = state.places[d].and(cells);
        let of = &self.variant.shape.cell_house_bits;
        let houses = gone.iter().fold(0, |m, c| m | of[c]);
        state.take(d, gone, houses);
        houses
    }

    /// The cells holding at least one, two and three candidates.
    fn counts(&self, state: &State<W>) -> [Cells<W>; 3] {
        let (mut once, mut twice, mut thrice) = (Cells::NONE, Cells::NONE, Cells::NONE);
        for &p in &state.places[..self.n] {
            thrice = thrice.or(twice.and(p));
            twice = twice.or(once.and(p));
            once = once.or(p);
        }
        [once, twice, thrice]
    }

    /// Singles, then the exclusions of non-consecutive and, in a node's
    /// first round only (they cost more than they find later), locked
    /// candidates and naked pairs, until nothing changes; false on a
    /// contradiction.
    fn propagate(&self, state: &mut State<W>) -> bool {
        let mut rounds = 0u32;
        loop {
            let [once, twice, _] = self.counts(state);
            if state.open.meets(self.all.minus(once)) {
                return false;
            }
            let singles = once.minus(twice);
            if singles.any() {
                for cell in singles.iter() {
                    let Some(d) = (0..self.n).find(|&d| state.places[d].has(cell)) else {
                        return false;
                    };
                    if !self.place(state, cell, d) {
                        return false;
                    }
                }
                continue;
            }
            match self.hidden_singles(state) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            rounds += 1;
            let found = if self.non_consecutive {
                self.neighbour_exclusion(state)
            } else {
                false
            };
            if found || (rounds == 1 && (self.locked(state) || self.naked_pairs(state))) {
                continue;
            }
            return true;
        }
    }

    /// Places every digit that has one place left in a house: Some(whether
    /// any was), None when a digit has none. Only the houses where the
    /// digit lost places since the last look.
    fn hidden_singles(&self, state: &mut State<W>) -> Option<bool> {
        let mut changed = false;
        let houses = &self.variant.shape.house_bits;
        for d in 0..self.n {
            let mut touched = state.unsingled[d] & self.house_mask;
            state.unsingled[d] = 0;
            while touched != 0 {
                let house = Cells::<W>::from_bits(&houses[touched.trailing_zeros() as usize]);
                touched &= touched - 1;
                let places = state.places[d].and(house);
                if places.none() {
                    if !state.placed[d].meets(house) {
                        return None;
                    }
                } else if places.single() {
                    let cell = places.first()?;
                    if !self.place(state, cell, d) {
                        return None;
                    }
                    changed = true;
                }
            }
        }
        Some(changed)
    }

    /// The orthogonal neighbours of `cells`.
    fn beside(&self, cells: Cells<W>) -> Cells<W> {
        let n = self.n as u32;
        cells
            .up(1)
            .and(self.not_first_column)
            .or(cells.down(1).and(self.not_last_column))
            .or(cells.up(n))
            .or(cells.down(n))
            .and(self.all)
    }

    /// Non-consecutive: an open cell whose every candidate is `d` or a
    /// digit beside it takes `d` from its orthogonal neighbours (they
    /// share its row or column). Whether any candidate went.
    fn neighbour_exclusion(&self, state: &mut State<W>) -> bool {
        let n = self.n;
        // from[k]: the places of digits k and up.
        let mut from = [Cells::NONE; DIGITS + 1];
        for k in (0..n).rev() {
            from[k] = from[k + 1].or(state.places[k]);
        }
        let mut below = Cells::NONE;
        let mut pruned = false;
        for d in 0..n {
            if d >= 2 {
                below = below.or(state.places[d - 2]);
            }
            let close = state.open.minus(below.or(from[(d + 2).min(n)]));
            if close.none() {
                continue;
            }
            pruned |= self.take(state, d, self.beside(close)) != 0;
        }
        pruned
    }

    /// Locked candidates: a digit that, within one house, can only go
    /// where it crosses another leaves the rest of the other. Whether any
    /// candidate went. Only the crossings where the digit lost places
    /// since the last look (no other can have changed).
    fn locked(&self, state: &mut State<W>) -> bool {
        let shape = &self.variant.shape;
        let mut pruned = false;
        for d in 0..self.n {
            let before = state.unlocked[d];
            if before == 0 {
                continue;
            }
            state.unlocked[d] = 0;
            for &(houses, ref bits) in &shape.crossing_bits {
                if (before | state.unlocked[d]) & houses == 0 {
                    continue;
                }
                let places = state.places[d];
                if !places.meets(Cells::from_bits(&bits[0])) {
                    continue;
                }
                let (rest_a, rest_b) = (Cells::from_bits(&bits[1]), Cells::from_bits(&bits[2]));
                let other = match (places.meets(rest_a), places.meets(rest_b)) {
                    (false, true) => rest_b,
                    (true, false) => rest_a,
                    _ => continue,
                };
                pruned |= self.take(state, d, other) != 0;
            }
        }
        pruned
    }

    /// A cell's candidates, as bits (bit d for digit d + 1).
    fn candidates(&self, state: &State<W>, cell: usize) -> u16 {
        (0..self.n)
            .filter(|&d| state.places[d].has(cell))
            .fold(0, |m, d| m | 1 << d)
    }

    /// Naked pairs: two open cells of a house with the same two candidates
    /// take them from the house's other cells. Whether any went.
    fn naked_pairs(&self, state: &mut State<W>) -> bool {
        let (mut pruned, mut any) = (false, false);
        let [_, mut twice, mut thrice] = self.counts(state);
        for house in &self.variant.shape.house_bits {
            let house = Cells::<W>::from_bits(house);
            if pruned {
                [_, twice, thrice] = self.counts(state);
                pruned = false;
                any = true;
            }
            let mut pairs = [(0usize, 0u16); DIGITS];
            let mut k = 0;
            for cell in twice.minus(thrice).and(house).iter() {
                pairs[k] = (cell, self.candidates(state, cell));
                k += 1;
            }
            for i in 0..k {
                for j in i + 1..k {
                    let ((a, mask), (b, other)) = (pairs[i], pairs[j]);
                    if mask != other {
                        continue;
                    }
                    let rest = house.minus(Cells::one(a)).minus(Cells::one(b));
                    for d in (0..self.n).filter(|&d| mask >> d & 1 != 0) {
                        pruned |= self.take(state, d, rest) != 0;
                    }
                }
            }
        }
        any || pruned
    }

    /// Depth-first search below `state`, which the symmetries in
    /// `symmetric` (bits of [`Search::symmetries`]) may keep.
    fn run(&mut self, state: &mut State<W>, symmetric: u16) {
        if !self.propagate(state) {
            return;
        }
        let symmetric = self.kept(state, symmetric);
        let Some((cell, fewest)) = self.branch_cell(state) else {
            if self.tally.solution() {
                self.first = *state;
            }
            return;
        };
        // The branches: a cell's digits, or, when some digit has only two
        // places left in a house and every cell has more candidates, those
        // two places (fewer branches, each placing as much).
        let mut branches = [(0usize, 0usize); DIGITS];
        let mut k = 0;
        match self.two_places(state, fewest) {
            Some((d, a, b)) => {
                branches[0] = (a, d);
                branches[1] = (b, d);
                k = 2;
            }
            None => {
                for d in (0..self.n).filter(|&d| state.places[d].has(cell)) {
                    branches[k] = (cell, d);
                    k += 1;
                }
            }
        }
        // Least constraining first: the digit that takes the fewest
        // candidates from the open cells around it.
        let (shape, n) = (&self.variant.shape, self.n);
        self.tally.arrange(&mut branches[..k], |&(cell, d)| {
            (Self::taken_by(shape, n, state, cell, d), d)
        });
        // Branches on one cell whose digits a symmetry of the placements
        // swaps have as many solutions each: search the first, count the
        // others as it.
        let twins = self.twins(state, k == 2 && branches[0].1 == branches[1].1);
        let mut found = [None::<u64>; DIGITS + 1];
        for &(cell, d) in &branches[..k] {
            let twin = twins.map(|class| class[d]);
            if let Some(count) = twin.and_then(|t| found[t]) {
                if !self.tally.add_solutions(count) {
                    return;
                }
                continue;
            }
            if !state.places[d].has(cell) {
                // A mirror of a branch without solutions.
                continue;
            }
            if !self.tally.guess() {
                return;
            }
            let before = self.tally.count();
            let mut next = *state;
            if self.place(&mut next, cell, d) {
                self.run(&mut next, symmetric);
            }
            let count = self.tally.count() - before;
            if let Some(t) = twin {
                found[t] = Some(count);
            }
            if count == 0 && symmetric != 0 && self.tally.going() {
                self.rule_out_mirrors(state, symmetric, cell, d);
            }
        }
    }

    /// The symmetries (bits 2k and 2k + 1 for map k of
    /// [`symmetry::map_cell`], the second with digits reversed, d <->
    /// N + 1 - d) among the turns and mirrors in `maps` (bit k for map k),
    /// but the identity: every rule here keeps the reversal of digits.
    fn symmetries(maps: u8) -> u16 {
        (0..8)
            .filter(|k| maps >> k & 1 != 0)
            .fold(0, |m, k| m | 3 << (2 * k))
            & !1
    }

    /// Those of `symmetries` that map `state` onto itself: each digit's
    /// placed cells and places onto those of its image.
    fn kept(&self, state: &State<W>, symmetries: u16) -> u16 {
        let sets = |d: usize| [state.placed[d], state.places[d]];
        let holds = |bit: u32| {
            (0..self.n).all(|d| {
                let to = sets(self.mirrors(bit, d));
                (0..2).all(|i| self.image(bit >> 1, sets(d)[i]) == to[i])
            })
        };
        (0..16)
            .filter(|&bit| symmetries >> bit & 1 != 0 && holds(bit))
            .fold(0, |m, bit| m | 1 << bit)
    }

    /// Digit `d`'s image under symmetry `bit` (see [`Search::symmetries`]).
    fn mirrors(&self, bit: u32, d: usize) -> usize {
        if bit & 1 != 0 { self.n - 1 - d } else { d }
    }

    /// `cells` under map `k` of [`symmetry::map_cell`].
    fn image(&self, k: u32, cells: Cells<W>) -> Cells<W> {
        let mut out = Cells::NONE;
        for cell in cells.iter() {
            out.insert(symmetry::map_cell(k, self.n, cell));
        }
        out
    }

    /// Placing `d` at `cell` led to no solution, and `symmetric` keeps
    /// `state`: so does every image of that placement. Takes them all from
    /// `state`, which stays symmetric (the images of a placement under
    /// a group of symmetries are the images of each of theirs).
    fn rule_out_mirrors(&self, state: &mut State<W>, symmetric: u16, cell: usize, d: usize) {
        // The identity's bit, 0, is not in `symmetric`: the placement too.
        let images = symmetric | 1;
        for bit in (0..16).filter(|&bit| images >> bit & 1 != 0) {
            let to = Cells::one(symmetry::map_cell(bit >> 1, self.n, cell));
            self.take(state, self.mirrors(bit, d), to);
        }
        debug_assert_eq!(self.kept(state, symmetric), symmetric);
    }

    /// Which digits' branches on one cell have as many solutions: digits
    /// of the same class (an index up to N), or None when no symmetry
    /// holds, the branches are one digit's places (`one_digit`), or they
    /// are drawn at random (a generator must see every branch it draws).
    ///
    /// The rules here treat digits alike, but for non-consecutive, which
    /// keeps only the reversal d <-> N+1-d. So two digits with no
    /// placement yet may be swapped in any solution below this state; with
    /// non-consecutive, digits d and N+1-d may when every placement is
    /// matched by its reversal (only the middle digit placed, if any).
    /// Placements ruled out by [`Search::rule_out_mirrors`] had no
    /// solution, so the solutions, and these classes, stay as they were.
    fn twins(&self, state: &State<W>, one_digit: bool) -> Option<[usize; DIGITS]> {
        let n = self.n;
        if one_digit || self.tally.is_random() {
            return None;
        }
        let mut class = [0; DIGITS];
        if self.non_consecutive {
            let mirrored = (0..n / 2).all(|d| state.placed[d] == state.placed[n - 1 - d]);
            if !mirrored {
                return None;
            }
            for (d, c) in class[..n].iter_mut().enumerate() {
                *c = d.min(n - 1 - d);
            }
        } else {
            for (d, c) in class[..n].iter_mut().enumerate() {
                // Each placed digit alone; the unplaced ones together.
                *c = if state.placed[d].any() { d } else { n };
            }
        }
        Some(class)
    }

    /// How many candidates placing `d` at `cell` would take from other
    /// open cells (its peers', its neighbours' consecutive digits).
    fn taken_by(shape: &Shape, n: usize, state: &State<W>, cell: usize, d: usize) -> u32 {
        let peers = Cells::from_bits(&shape.peer_bits[cell]);
        let mut taken = state.places[d].and(peers).count();
        for &next in &shape.neighbours[cell] {
            let next = usize::from(next);
            taken += u32::from(d > 0 && state.places[d - 1].has(next));
            taken += u32::from(d + 1 < n && state.places[d + 1].has(next));
        }
        taken
    }

    /// The open cell to branch on and its number of candidates: the
    /// fewest candidates and, among those, the most open peers (the first
    /// such); None when every cell holds a digit.
    fn branch_cell(&self, state: &State<W>) -> Option<(usize, u32)> {
        if state.open.none() {
            return None;
        }
        // Each open cell's number of candidates, bit-sliced.
        let mut count = [Cells::<W>::NONE; 5];
        for &p in &state.places[..self.n] {
            let mut carry = p;
            for bit in &mut count {
                let next = bit.and(carry);
                *bit = bit.xor(carry);
                carry = next;
            }
        }
        let (fewest, cells) = (1..=self.n as u32)
            .map(|k| {
                let with_k = count.iter().enumerate().fold(state.open, |m, (i, &bit)| {
                    if k >> i & 1 != 0 {
                        m.and(bit)
                    } else {
                        m.minus(bit)
                    }
                });
                (k, with_k)
            })
            .find(|(_, cells)| cells.any())?;
        let shape = &self.variant.shape;
        let open_peers = |c: usize| {
            state
                .open
                .and(Cells::from_bits(&shape.peer_bits[c]))
                .count()
        };
        let cell = cells
            .iter()
            .max_by_key(|&c| (open_peers(c), std::cmp::Reverse(c)))?;
        Some((cell, fewest))
    }

    /// A digit with exactly two places left in some house, and those
    /// places, when the fewest candidates of a cell (`fewest`) is more
    /// than two.
    fn two_places(&self, state: &State<W>, fewest: u32) -> Option<(usize, usize, usize)> {
        if fewest <= 2 {
            return None;
        }
        for house in &self.variant.shape.house_bits {
            let house = Cells::<W>::from_bits(house);
            for d in 0..self.n {
                let places = state.places[d].and(house);
                if places.count() == 2 {
                    let mut cells = places.iter();
                    return Some((d, cells.next()?, cells.next()?));
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::super::Variant;
    use super::super::generate::generate_jigsaw;
    use super::super::solve::{Solved, Tally, general};
    use crate::error::Error;
    use crate::rng::SplitMix64;
    use crate::stop::Stop;

    /// Rules at every size, with random givens and none: the same count
    /// and first solution as the general search, with no more guesses
    /// (digit symmetries spare some), or the general search's budget run
    /// out.
    #[test]
    fn planes_search_as_the_general_search_does() {
        let stop = Stop::never();
        let tally = || Tally::new(2, 20_000, None, &stop);
        let mut rng = SplitMix64::new(7);
        let rules = [
            "",
            "diagonal",
            "anti-king non-consecutive",
            "anti-knight",
            "diagonal non-consecutive",
            "windoku",
            "anti-knight anti-king",
            "jigsaw",
            "jigsaw non-consecutive",
        ];
        let mut compared = 0;
        for size in [4, 6, 8, 9, 10, 12, 16] {
            for rule in rules {
                // `jigsaw` is a generator's word: the layout is made here.
                let text = format!("size {size}\nrules {}", rule.replace("jigsaw", ""));
                let Ok(mut template) = Variant::template(&text) else {
                    continue;
                };
                if rule.contains("jigsaw") {
                    let Ok(puzzle) = generate_jigsaw(&template, 1, 3) else {
                        continue;
                    };
                    // Its regions, without the puzzle's givens.
                    template = Variant {
                        givens: vec![0; size * size],
                        ..puzzle
                    };
                }
                let empty = vec![0; size * size];
                let full = super::search(&template, &empty, tally());
                agree(
                    &full,
                    &general(&template, &empty, tally()),
                    &format!("{size} {rule}"),
                );
                let Some(grid) = full.ok().and_then(|s| s.first().map(<[u8]>::to_vec)) else {
                    continue;
                };
                assert!(template.is_solution(&grid), "{size} {rule}");
                for keep in [2, 3, 4, 5] {
                    let givens: Vec<u8> = grid
                        .iter()
                        .map(|&d| if rng.below(keep) == 0 { d } else { 0 })
                        .collect();
                    let planes = super::search(&template, &givens, tally());
                    let general = general(&template, &givens, tally());
                    agree(&planes, &general, &format!("{size} {rule} {givens:?}"));
                    compared += 1;
                }
            }
        }
        assert!(compared >= 100, "{compared}");
    }

    /// The planes search's outcome against the general one's.
    fn agree(planes: &Result<Solved, Error>, general: &Result<Solved, Error>, what: &str) {
        match (planes, general) {
            (Ok(p), Ok(g)) => {
                assert_eq!((p.count, p.first()), (g.count, g.first()), "{what}");
                assert!(
                    p.guesses <= g.guesses,
                    "{what}: {} > {}",
                    p.guesses,
                    g.guesses
                );
            }
            (Ok(_), Err(Error::Exhausted)) => {}
            (p, g) => assert_eq!(p, g, "{what}"),
        }
    }

    /// Every grid of small variants counted with the digit symmetries and
    /// without (a generator's random order turns them off): the same
    /// count, found with fewer guesses.
    #[test]
    fn symmetric_branches_count_as_searched_ones() {
        let stop = Stop::never();
        let mut spared = 0;
        for (size, rules, first) in [
            (4, "diagonal", ""),
            (4, "anti-king non-consecutive", ""),
            (6, "diagonal", ""),
            (6, "anti-king", ""),
            (6, "non-consecutive", ""),
            (6, "diagonal non-consecutive", ""),
            (8, "diagonal non-consecutive", ""),
            (6, "anti-knight", "1"),
            (6, "non-consecutive", "...............3"),
        ] {
            let text = format!(
                "size {size}\nrules {rules}\ngivens {first:.<0$}",
                size * size
            );
            let v = Variant::parse(&text).unwrap();
            let givens = v.givens().to_vec();
            let (searched, symmetric) = count_both_ways(&v, &givens, 5);
            assert_eq!(symmetric.count, searched.count, "{text}");
            assert!(symmetric.guesses <= searched.guesses, "{text}");
            spared += searched.guesses - symmetric.guesses;
            for limit in [1, 2, 7, 100] {
                let limited =
                    super::search(&v, &givens, Tally::new(limit, 1 << 30, None, &stop)).unwrap();
                assert_eq!(limited.count, searched.count.min(limit), "{text} {limit}");
            }
        }
        assert!(spared > 1000, "{spared}");
    }

    /// Givens that a turn or mirror of the grid maps onto themselves, with
    /// digits kept or reversed: every grid counted with the mirrors of
    /// branches without solutions ruled out, and without.
    #[test]
    fn mirrored_givens_keep_the_count() {
        let mut rng = SplitMix64::new(11);
        let mut spared = 0;
        for rules in [
            "diagonal",
            "anti-king",
            "diagonal non-consecutive",
            "anti-knight",
        ] {
            for round in 0..24 {
                let v = Variant::template(&format!("size 6\nrules {rules}")).unwrap();
                let (map, reversed) = (rng.below(4) as u32, round % 2 == 1);
                let mut givens = vec![0u8; 36];
                for _ in 0..2 + rng.below(3) {
                    let (cell, d) = (rng.below(36), 1 + rng.below(6) as u8);
                    let image = super::symmetry::map_cell(map, 6, cell);
                    givens[cell] = d;
                    givens[image] = if reversed { 7 - d } else { d };
                }
                let (all, mirrored) = count_both_ways(&v, &givens, round);
                assert_eq!(mirrored.count, all.count, "{rules} {givens:?}");
                spared += all.guesses.saturating_sub(mirrored.guesses);
            }
        }
        assert!(spared > 100, "{spared}");
    }

    /// Every grid of `givens` on `v` counted in a random order drawn from
    /// `seed` (no symmetry used), then in the search's own order.
    fn count_both_ways(v: &Variant, givens: &[u8], seed: u64) -> (Solved, Solved) {
        let stop = Stop::never();
        let mut rng = SplitMix64::new(seed);
        let random = Tally::new(u64::MAX, 1 << 30, Some(&mut rng), &stop);
        let all = super::search(v, givens, random).unwrap();
        let ordered = Tally::new(u64::MAX, 1 << 30, None, &stop);
        (all, super::search(v, givens, ordered).unwrap())
    }
}
