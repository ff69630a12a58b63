//! Alternating inference chains over a variant's candidates. Links:
//! - strong (if one candidate is false the other is true): the two digits
//!   of a bivalue cell, or the only two places of a digit in a house;
//! - weak (if one is true the other is false): two digits of one cell, one
//!   digit in two cells that see each other (houses, cages, knight and
//!   king moves), and, with non-consecutive, digits one apart in
//!   orthogonal neighbours.
//!
//! Starting from a candidate assumed false and alternating strong and weak
//! links, every candidate reached after a strong link is true; so the start
//! or that end is true, and a candidate weakly linked to both is false.
//! Reaching the start itself as true places it. A chain on one digit is an
//! X-chain, one of bivalue cells an XY-chain, any other an AIC; each scores
//! its technique's base plus the classic length increment, and the
//! lowest-scoring chain found (the shortest from each start) is taken.

use super::{Board, VariantStep, bit, digits};
use crate::logic::Technique;
use crate::logic::forcing::length_increment;

/// The most candidates a chain may have: 16, or 10 on grids over 9x9
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

/// The links of one board's candidates.
struct Links<'b, 'a> {
    board: &'b Board<'a>,
    /// Each cell's houses.
    houses_of: Vec<Vec<usize>>,
}

impl<'b, 'a> Links<'b, 'a> {
    fn new(board: &'b Board<'a>) -> Self {
        let mut houses_of = vec![Vec::new(); board.cells()];
        for (h, cells) in board.houses().iter().enumerate() {
            for &c in cells {
                houses_of[usize::from(c)].push(h);
            }
        }
        Links { board, houses_of }
    }

    fn has(&self, n: usize) -> bool {
        let c = cell_of(n);
        self.board.value(c) == 0 && self.board.candidates(c) & bit(digit_of(n)) != 0
    }

    /// The candidates true when `n` is false.
    fn strong(&self, n: usize, out: &mut Vec<(usize, bool)>) {
        out.clear();
        let (c, d) = (cell_of(n), digit_of(n));
        let cand = self.board.candidates(c);
        if cand.count_ones() == 2 {
            let other = digits(cand & !bit(d)).next().unwrap_or(d);
            out.push((node(c, other), true));
        }
        for &h in &self.houses_of[c] {
            let mut places = self
                .board
                .open(&self.board.houses()[h])
                .filter(|&o| self.board.candidates(o) & bit(d) != 0);
            let (Some(a), Some(b), None) = (places.next(), places.next(), places.next()) else {
                continue;
            };
            let other = if a == c { b } else { a };
            if !out.iter().any(|&(m, _)| m == node(other, d)) {
                out.push((node(other, d), false));
            }
        }
    }

    /// Calls `f` with each candidate false when `n` is true, and whether
    /// the link stays in one cell.
    fn weak(&self, n: usize, mut f: impl FnMut(usize, bool)) {
        let (c, d) = (cell_of(n), digit_of(n));
        for e in digits(self.board.candidates(c) & !bit(d)) {
            f(node(c, e), true);
        }
        let shape = &self.board.variant().shape;
        for &p in &shape.peers[c] {
            let p = usize::from(p);
            if self.has(node(p, d)) {
                f(node(p, d), false);
            }
        }
        let close = (bit(d) << 1 | bit(d) >> 1) & self.board.full();
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
    let nodes = board.cells() * 16;
    let mut search = Search {
        max_nodes: max_nodes(board),
        reached: vec![None; nodes * 2],
        length: vec![0; nodes * 2],
        start_weak: vec![false; nodes],
        touched: Vec::new(),
        queue: std::collections::VecDeque::new(),
        strong: Vec::new(),
        next: Vec::new(),
        removed: Vec::new(),
    };
    let mut best: Option<VariantStep> = None;
    let mut strong = Vec::new();
    for start in (0..nodes).filter(|&n| links.has(n)) {
        links.strong(start, &mut strong);
        if strong.is_empty() {
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
    /// Buffers reused between states: strong links, weak links (as
    /// states), and the candidates a chain's end removes.
    strong: Vec<(usize, bool)>,
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
            let mut strong = std::mem::take(&mut self.strong);
            links.strong(n, &mut strong);
            let found = self.after_strong(links, start, s, &strong);
            self.strong = strong;
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
                step.cells = path_cells(&path);
                return Some(scored(step, &path, &self.reached));
            }
            let mut removed = std::mem::take(&mut self.removed);
            removed.clear();
            links.weak(m, |x, _| {
                if x != start && self.start_weak[x] {
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
                    path_cells(&path),
                    removed,
                )
                .expect("removes a candidate");
                return Some(scored(step, &path, &self.reached));
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

/// The chain's cells, in order, once each.
fn path_cells(path: &[usize]) -> Vec<usize> {
    let mut cells: Vec<usize> = Vec::new();
    for &s in path {
        let c = cell_of(s / 2);
        if !cells.contains(&c) {
            cells.push(c);
        }
    }
    cells
}

/// `step` as an X-chain (one digit), an XY-chain (strong links in bivalue
/// cells, weak links between cells) or an AIC, scored with the length
/// increment of its candidates.
fn scored(mut step: VariantStep, path: &[usize], reached: &[Option<Reached>]) -> VariantStep {
    let first = digit_of(path[0] / 2);
    let one_digit = path.iter().all(|&s| digit_of(s / 2) == first);
    let xy = path.iter().skip(1).all(|&s| {
        let in_cell = reached[s].is_some_and(|r| r.in_cell);
        // Reached true by a strong link inside a cell, false by a weak
        // link between cells.
        in_cell == (s % 2 == 1)
    });
    step.technique = if one_digit {
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
