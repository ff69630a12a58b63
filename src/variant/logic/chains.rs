//! Alternating inference chains over a variant's candidates. Links:
//! - strong (if one candidate is false the other is true): the two digits
//!   of a bivalue cell, or the only two places of a digit in a house;
//! - weak (if one is true the other is false): two digits of one cell, one
//!   digit in two cells that see each other (houses, cages, knight and
//!   king moves), and, with non-consecutive, digits one apart in
//!   orthogonal neighbours.
//!
//! Group nodes join them: a digit's candidates in the cells two houses
//! share (a box and a row, say), true when the digit is in one of them.
//! A house whose places for a digit are a group and one cell (or two
//! disjoint groups) links them strongly; a group is weakly linked to the
//! digit's other places in both its houses and to the groups there that
//! share no cell with it.
//!
//! Starting from a candidate assumed false and alternating strong and weak
//! links, every candidate reached after a strong link is true; so the start
//! or that end is true, and a candidate weakly linked to both is false.
//! Reaching the start itself as true places it. A chain on one digit is an
//! X-chain (a grouped X-chain with a group node), one of bivalue cells an
//! XY-chain, any other an AIC; each scores
//! its technique's base plus the classic length increment, and the
//! lowest-scoring chain found (the shortest from each start) is taken.

use super::Cells;
use super::{Board, VariantStep, digits};
use crate::geometry::digit_bit;
use crate::logic::Technique;
use crate::logic::forcing::length_increment;
use crate::logic::model::{CellSet, Model};

/// The most nodes a chain may have: 16, or 10 on grids over 9x9
/// (where the search is wider and longer chains rarely conclude first).
fn max_nodes(board: &Board<'_>) -> usize {
    if board.variant().size() > 9 { 10 } else { 16 }
}

/// A candidate as one number: cell * 16 + digit - 1.
fn node(cell: usize, d: u8) -> usize {
    cell * 16 + usize::from(d - 1)
}

fn cell_of(n: usize) -> usize {
    n / 16
}

fn digit_of(n: usize) -> u8 {
    (n % 16) as u8 + 1
}

/// A group node: a digit's candidates (two or more) in the open cells two
/// houses share.
struct Group {
    digit: u8,
    cells: Vec<usize>,
    /// The same cells as a set.
    set: Cells,
    houses: [usize; 2],
}

/// The links of one board's candidates.
struct Links<'b, 'a> {
    board: &'b Board<'a>,
    /// The group nodes; group `g` is node `board.cells() * 16 + g`.
    groups: Vec<Group>,
    /// The groups of each house and digit: `[house * 16 + digit - 1]`.
    groups_in: Vec<Vec<usize>>,
    /// Every node's strong links (see `strong`), found once: node `n`'s
    /// are `strong_links[strong_from[n]..strong_from[n + 1]]`.
    strong_links: Vec<(usize, bool)>,
    strong_from: Vec<usize>,
    /// Every node's weak links (see `weak`), found once, the same way.
    weak_links: Vec<(usize, bool)>,
    weak_from: Vec<usize>,
}

impl<'b, 'a> Links<'b, 'a> {
    fn new(board: &'b Board<'a>) -> Self {
        let mut groups = Vec::new();
        let mut groups_in = vec![Vec::new(); board.houses().len() * 16];
        for crossing in &board.variant().shape.crossings {
            let shared: Vec<usize> = board.open(&crossing.shared).collect();
            let held = shared.iter().fold(0, |m, &c| m | board.candidates(c));
            for d in digits(held) {
                let cells: Vec<usize> = shared
                    .iter()
                    .copied()
                    .filter(|&c| board.candidates(c) & digit_bit(d) != 0)
                    .collect();
                if cells.len() < 2 {
                    continue;
                }
                for &h in &crossing.houses {
                    groups_in[h * 16 + usize::from(d - 1)].push(groups.len());
                }
                let set = cells.iter().fold(Cells::EMPTY, |set, &c| set.with(c));
                groups.push(Group {
                    digit: d,
                    cells,
                    set,
                    houses: crossing.houses,
                });
            }
        }
        let mut links = Links {
            board,
            groups,
            groups_in,
            strong_links: Vec::new(),
            strong_from: Vec::new(),
            weak_links: Vec::new(),
            weak_from: Vec::new(),
        };
        let mut out = Vec::new();
        let (mut all, mut from) = (Vec::new(), vec![0]);
        for n in 0..links.nodes() {
            if links.has(n) {
                links.find_strong(n, &mut out);
                all.extend_from_slice(&out);
            }
            from.push(all.len());
        }
        links.strong_links = all;
        links.strong_from = from;
        let (mut all, mut from) = (Vec::new(), vec![0]);
        for n in 0..links.nodes() {
            if links.has(n) {
                links.find_weak(n, |m, in_cell| all.push((m, in_cell)));
            }
            from.push(all.len());
        }
        links.weak_links = all;
        links.weak_from = from;
        links
    }

    /// Calls `f` with each node false when `n` is true, and whether the
    /// link stays in one cell.
    fn weak(&self, n: usize, mut f: impl FnMut(usize, bool)) {
        for &(m, in_cell) in &self.weak_links[self.weak_from[n]..self.weak_from[n + 1]] {
            f(m, in_cell);
        }
    }

    /// The nodes true when `n` is false.
    fn strong(&self, n: usize) -> &[(usize, bool)] {
        &self.strong_links[self.strong_from[n]..self.strong_from[n + 1]]
    }

    /// Every node: the candidates' and then the groups'.
    fn nodes(&self) -> usize {
        self.board.cells() * 16 + self.groups.len()
    }

    /// Group node `n`, if it is one.
    fn group(&self, n: usize) -> Option<&Group> {
        n.checked_sub(self.board.cells() * 16)
            .map(|g| &self.groups[g])
    }

    /// The digit of node `n`.
    fn digit(&self, n: usize) -> u8 {
        self.group(n).map_or_else(|| digit_of(n), |g| g.digit)
    }

    /// The cells of node `n`.
    fn cells(&self, n: usize) -> Vec<usize> {
        self.group(n)
            .map_or_else(|| vec![cell_of(n)], |g| g.cells.clone())
    }

    fn has(&self, n: usize) -> bool {
        if self.group(n).is_some() {
            return true;
        }
        let c = cell_of(n);
        self.board.value(c) == 0 && self.board.candidates(c) & digit_bit(digit_of(n)) != 0
    }

    /// The places of digit `d` in house `h` outside the cells `except`: a
    /// single cell's node, or a group of `h` holding exactly them.
    fn rest_node(&self, h: usize, d: u8, except: Cells) -> Option<usize> {
        let mut rest = [0u64; 4];
        let mut count = 0;
        let mut last = 0;
        for o in self.board.open(&self.board.houses()[h]) {
            if self.board.candidates(o) & digit_bit(d) != 0 && except[o / 64] >> (o % 64) & 1 == 0 {
                rest = rest.with(o);
                count += 1;
                last = o;
            }
        }
        match count {
            0 => None,
            1 => Some(node(last, d)),
            _ => self.groups_in[h * 16 + usize::from(d - 1)]
                .iter()
                .find(|&&g| self.groups[g].set == rest)
                .map(|&g| self.board.cells() * 16 + g),
        }
    }

    /// The nodes true when `n` is false, into `out`.
    fn find_strong(&self, n: usize, out: &mut Vec<(usize, bool)>) {
        out.clear();
        if let Some(group) = self.group(n) {
            for h in group.houses {
                if let Some(m) = self.rest_node(h, group.digit, group.set)
                    && !out.iter().any(|&(o, _)| o == m)
                {
                    out.push((m, false));
                }
            }
            return;
        }
        let (c, d) = (cell_of(n), digit_of(n));
        let cand = self.board.candidates(c);
        if cand.count_ones() == 2 {
            let other = digits(cand & !digit_bit(d)).next().unwrap_or(d);
            out.push((node(c, other), true));
        }
        for h in self.board.houses_of(c) {
            // The house's other place for d, or a group holding all of them.
            if let Some(m) = self.rest_node(h, d, Cells::EMPTY.with(c))
                && !out.iter().any(|&(o, _)| o == m)
            {
                out.push((m, false));
            }
        }
    }

    /// Calls `f` with each node false when `n` is true, and whether the
    /// link stays in one cell (found from the board).
    fn find_weak(&self, n: usize, mut f: impl FnMut(usize, bool)) {
        if let Some(group) = self.group(n) {
            let d = group.digit;
            for h in group.houses {
                for o in self.board.open(&self.board.houses()[h]) {
                    if self.board.candidates(o) & digit_bit(d) != 0
                        && group.set[o / 64] >> (o % 64) & 1 == 0
                    {
                        f(node(o, d), false);
                    }
                }
                for &g in &self.groups_in[h * 16 + usize::from(d - 1)] {
                    if self.groups[g].set.and(group.set).is_empty() {
                        f(self.board.cells() * 16 + g, false);
                    }
                }
            }
            return;
        }
        let (c, d) = (cell_of(n), digit_of(n));
        for h in self.board.houses_of(c) {
            for &g in &self.groups_in[h * 16 + usize::from(d - 1)] {
                if self.groups[g].set[c / 64] >> (c % 64) & 1 == 0 {
                    f(self.board.cells() * 16 + g, false);
                }
            }
        }
        for e in digits(self.board.candidates(c) & !digit_bit(d)) {
            f(node(c, e), true);
        }
        let shape = &self.board.variant().shape;
        for &p in &shape.peers[c] {
            let p = usize::from(p);
            if self.has(node(p, d)) {
                f(node(p, d), false);
            }
        }
        let close = (digit_bit(d) << 1 | digit_bit(d) >> 1) & self.board.full();
        for &o in &shape.neighbours[c] {
            let o = usize::from(o);
            if self.board.value(o) == 0 {
                for e in digits(self.board.candidates(o) & close) {
                    f(node(o, e), false);
                }
            }
        }
    }
}

/// The chain step with the lowest score, if any chain removes a candidate
/// or places its start.
pub(super) fn chain(board: &Board<'_>) -> Option<VariantStep> {
    let links = Links::new(board);
    let nodes = links.nodes();
    let mut search = Search {
        max_nodes: max_nodes(board),
        reached: vec![None; nodes * 2],
        length: vec![0; nodes * 2],
        start_weak: vec![false; nodes],
        touched: Vec::new(),
        queue: std::collections::VecDeque::new(),
        next: Vec::new(),
        removed: Vec::new(),
    };
    let mut best: Option<VariantStep> = None;
    // Chains start from candidates (a group removes nothing itself).
    for start in (0..board.cells() * 16).filter(|&n| links.has(n)) {
        if links.strong(start).is_empty() {
            continue;
        }
        if let Some(step) = search.from(&links, start)
            && best.as_ref().is_none_or(|b| step.score < b.score)
        {
            best = Some(step);
        }
    }
    best
}

/// How a candidate was reached: its parent state, whether the link stayed
/// in one cell.
#[derive(Clone, Copy)]
struct Reached {
    parent: usize,
    in_cell: bool,
}

/// A breadth-first search's state, kept between starts (only the entries
/// a search touched are reset).
struct Search {
    max_nodes: usize,
    /// By state (node * 2, + 1 when the node is true).
    reached: Vec<Option<Reached>>,
    length: Vec<u8>,
    /// The candidates weakly linked to the start.
    start_weak: Vec<bool>,
    touched: Vec<usize>,
    queue: std::collections::VecDeque<usize>,
    /// Buffers reused between states: weak links (as states), and the
    /// candidates a chain's end removes.
    next: Vec<(usize, bool)>,
    removed: Vec<(usize, u8)>,
}

impl Search {
    fn reset(&mut self) {
        for &s in &self.touched {
            self.reached[s] = None;
            self.start_weak[s / 2] = false;
        }
        self.touched.clear();
        self.queue.clear();
    }

    fn reach(&mut self, next: usize, from: usize, in_cell: bool) {
        self.reached[next] = Some(Reached {
            parent: from,
            in_cell,
        });
        self.length[next] = self.length[from] + 1;
        self.touched.push(next);
    }

    /// The shortest chain from `start` (assumed false) that concludes.
    fn from(&mut self, links: &Links<'_, '_>, start: usize) -> Option<VariantStep> {
        self.reset();
        let root = start * 2;
        links.weak(start, |m, _| {
            self.start_weak[m] = true;
            self.touched.push(m * 2);
        });
        self.reached[root] = Some(Reached {
            parent: root,
            in_cell: false,
        });
        self.length[root] = 1;
        self.touched.push(root);
        self.queue.push_back(root);
        while let Some(s) = self.queue.pop_front() {
            let (n, is_true) = (s / 2, s % 2 == 1);
            if usize::from(self.length[s]) >= self.max_nodes {
                continue;
            }
            if is_true {
                let mut next = std::mem::take(&mut self.next);
                next.clear();
                links.weak(n, |m, in_cell| next.push((m * 2, in_cell)));
                for &(state, in_cell) in &next {
                    if self.reached[state].is_none() {
                        self.reach(state, s, in_cell);
                        self.queue.push_back(state);
                    }
                }
                self.next = next;
                continue;
            }
            let found = self.after_strong(links, start, s, links.strong(n));
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// Visits the candidates `strong` makes true from state `s`; the first
    /// conclusion, if any.
    fn after_strong(
        &mut self,
        links: &Links<'_, '_>,
        start: usize,
        s: usize,
        strong: &[(usize, bool)],
    ) -> Option<VariantStep> {
        for &(m, in_cell) in strong {
            let next = m * 2 + 1;
            if self.reached[next].is_some() {
                continue;
            }
            self.reach(next, s, in_cell);
            if m == start {
                let path = path_to(&self.reached, next);
                let mut step = VariantStep::placing(
                    Technique::Aic,
                    Vec::new(),
                    cell_of(start),
                    digit_of(start),
                );
                step.cells = path_cells(links, &path);
                return Some(scored(links, step, &path, &self.reached));
            }
            let mut removed = std::mem::take(&mut self.removed);
            removed.clear();
            links.weak(m, |x, _| {
                if x != start && self.start_weak[x] && links.group(x).is_none() {
                    removed.push((cell_of(x), digit_of(x)));
                }
            });
            if !removed.is_empty() {
                removed.sort_unstable();
                removed.dedup();
                let path = path_to(&self.reached, next);
                let step = VariantStep::eliminating(
                    Technique::Aic,
                    Vec::new(),
                    path_cells(links, &path),
                    removed,
                )
                .expect("removes a candidate");
                return Some(scored(links, step, &path, &self.reached));
            }
            self.removed = removed;
            self.queue.push_back(next);
        }
        None
    }
}

/// The states from the root to `end`.
fn path_to(reached: &[Option<Reached>], end: usize) -> Vec<usize> {
    let mut path = vec![end];
    let mut s = end;
    while let Some(r) = reached[s] {
        if r.parent == s {
            break;
        }
        s = r.parent;
        path.push(s);
    }
    path.reverse();
    path
}

/// The chain's cells (a group's all), in order, once each.
fn path_cells(links: &Links<'_, '_>, path: &[usize]) -> Vec<usize> {
    let mut cells: Vec<usize> = Vec::new();
    for &s in path {
        for c in links.cells(s / 2) {
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
    }
    cells
}

/// `step` as an X-chain (one digit; a grouped X-chain with a group node),
/// an XY-chain (strong links in bivalue cells, weak links between cells)
/// or an AIC, scored with the length increment of its nodes.
fn scored(
    links: &Links<'_, '_>,
    mut step: VariantStep,
    path: &[usize],
    reached: &[Option<Reached>],
) -> VariantStep {
    let first = links.digit(path[0] / 2);
    let one_digit = path.iter().all(|&s| links.digit(s / 2) == first);
    let grouped = path.iter().any(|&s| links.group(s / 2).is_some());
    let xy = !grouped
        && path.iter().skip(1).all(|&s| {
            let in_cell = reached[s].is_some_and(|r| r.in_cell);
            // Reached true by a strong link inside a cell, false by a weak
            // link between cells.
            in_cell == (s % 2 == 1)
        });
    step.technique = if one_digit && grouped {
        Technique::GroupedXChain
    } else if one_digit {
        Technique::XChain
    } else if xy {
        Technique::XyChain
    } else {
        Technique::Aic
    };
    let base = step.technique.rating() + length_increment(path.len());
    step.score = (base * 10.0).round() / 10.0;
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    #[test]
    fn a_group_links_to_the_rest_of_its_houses() {
        // 6x6 (boxes of 2x3): in row 1, digit 1 fits r1c1, r1c2 (box 1)
        // and r1c5 only, so r1c5 and the group r1c12 are strongly linked;
        // the group is weakly linked to 1 in r1c5 and the rest of box 1.
        let v = Variant::parse("size 6").unwrap();
        let mut board = Board::new(&v, v.givens());
        for cell in [2, 3, 5] {
            board.eliminate(cell, 1);
        }
        let links = Links::new(&board);
        let group = (0..links.groups.len())
            .map(|g| board.cells() * 16 + g)
            .find(|&n| {
                let g = links.group(n).unwrap();
                g.digit == 1 && g.cells == [0, 1]
            })
            .expect("the group r1c12 of 1");
        assert!(links.strong(node(4, 1)).contains(&(group, false)));
        assert!(links.strong(group).contains(&(node(4, 1), false)));
        let mut weak = Vec::new();
        links.weak(group, |m, _| weak.push(m));
        for cell in [4, 6, 7, 8] {
            assert!(
                weak.contains(&node(cell, 1)),
                "r{}c{}",
                cell / 6 + 1,
                cell % 6 + 1
            );
        }
        assert!(!weak.contains(&node(0, 1)) && !weak.contains(&node(9, 1)));
        // A cell of the row outside the group sees it: 1 there rules the
        // group out.
        let mut from_cell = Vec::new();
        links.weak(node(4, 1), |m, _| from_cell.push(m));
        assert!(from_cell.contains(&group));
    }
}
