//! Chains: X-chains (one digit, alternating strong and weak links between
//! cells) and XY-chains (bivalue cells, each passing on the digit it does
//! not share), on every [`Model`]: a weak link joins cells that see each
//! other by any rule of the board, a strong link the only two places of a
//! digit in a house. Either the chain's first or its last candidate is
//! true, so a cell seeing both loses that digit. Chains are found breadth
//! first, so the shortest chain from each start comes first. (The variant
//! logic finds its chains with one search over every link instead:
//! [`super::aic::any_chain`].)

use super::model::{CellSet, Model, digit_cells, strong_links};
use super::step::{ChainNode, Link, Step, Technique};
use super::wings::eliminate_seen_by;
use crate::geometry::{digit_bit, lowest_digit};

/// A breadth-first search over `(cell, state)` nodes, keeping each node's
/// parent so the chain can be read back. One search serves every start:
/// [`Search::restart`] clears only what the last one visited.
struct Search {
    states: usize,
    parent: Vec<Option<(usize, usize)>>,
    seen: Vec<bool>,
    queue: Vec<(usize, usize)>,
}

impl Search {
    fn new(cells: usize, states: usize) -> Self {
        Search {
            states,
            parent: vec![None; cells * states],
            seen: vec![false; cells * states],
            queue: Vec::with_capacity(cells * states),
        }
    }

    fn index(&self, (cell, state): (usize, usize)) -> usize {
        cell * self.states + state
    }

    /// Forgets the last search and starts one at `start`.
    fn restart(&mut self, start: (usize, usize)) {
        for i in 0..self.queue.len() {
            let at = self.index(self.queue[i]);
            self.seen[at] = false;
            self.parent[at] = None;
        }
        self.queue.clear();
        let at = self.index(start);
        self.seen[at] = true;
        self.queue.push(start);
    }

    /// Visits `next` from `from` unless seen; true when newly visited.
    fn visit(&mut self, from: (usize, usize), next: (usize, usize)) -> bool {
        let at = self.index(next);
        if self.seen[at] {
            return false;
        }
        self.seen[at] = true;
        self.parent[at] = Some(from);
        self.queue.push(next);
        true
    }

    /// The nodes from the start to `end`, in chain order.
    fn path(&self, end: (usize, usize)) -> Vec<(usize, usize)> {
        let mut nodes = vec![end];
        let mut node = end;
        while let Some(prev) = self.parent[self.index(node)] {
            nodes.push(prev);
            node = prev;
        }
        nodes.reverse();
        nodes
    }
}

/// For each cell, the cells it shares a strong link on `digit` with: the
/// other place of the digit in each house where it has only two.
fn strong_partners<M: Model>(model: &M, digit: u8) -> Vec<M::Cells> {
    let n = model.size();
    let mut partners = vec![M::Cells::EMPTY; n * n];
    for (_, [a, b]) in strong_links(model, digit, 0..model.house_count()) {
        partners[a].insert(b);
        partners[b].insert(a);
    }
    partners
}

/// The step of a chain (its nodes) whose two ends cannot both lack
/// `digit`: cells off the chain seeing both ends lose it.
fn chain_step(
    model: &impl Model,
    technique: Technique,
    nodes: Vec<ChainNode>,
    digit: u8,
) -> Option<Step> {
    let mut chain: Vec<usize> = nodes.iter().map(|n| n.cell).collect();
    chain.dedup();
    let ends = [chain[0], chain[chain.len() - 1]];
    let eliminations = eliminate_seen_by(model, &ends, digit)
        .into_iter()
        .filter(|(c, _)| !chain.contains(c))
        .collect();
    let length = chain.len() as u16;
    Step::eliminating(technique, Vec::new(), chain, eliminations).map(|mut step| {
        step.complexity = length;
        step.chain = nodes;
        step
    })
}

/// An X-chain on one digit: start at a candidate assumed false, follow a
/// strong link (the next is true), a weak link (the next is false), and so
/// on; every candidate reached just after a strong link is true if the
/// start is false. Cells seeing the start and such an end lose the digit.
pub fn x_chain<M: Model>(model: &M) -> Option<Step> {
    let cells = model.size() * model.size();
    let holding = digit_cells(model);
    let mut search = Search::new(cells, 2);
    for digit in 1..=model.size() as u8 {
        let places = holding[usize::from(digit) - 1];
        let partners = strong_partners(model, digit);
        for start in places.cells_from(0) {
            // State 0: the candidate is false; 1: it is true.
            search.restart((start, 0));
            let mut i = 0;
            while i < search.queue.len() {
                let node @ (cell, state) = search.queue[i];
                i += 1;
                // False: its strong partners are true; true: every peer
                // holding the digit is false.
                let next_cells = if state == 0 {
                    partners[cell]
                } else {
                    model.peers(cell).and(places)
                };
                for peer in next_cells.cells_from(0).filter(|&p| p != start) {
                    let next = (peer, 1 - state);
                    if !search.visit(node, next) || next.1 == 0 {
                        continue;
                    }
                    let path = search.path(next);
                    // Four cells at least: shorter ones are plain strong links.
                    if path.len() < 4 || model.sees(start, peer) {
                        continue;
                    }
                    let last = path.len() - 1;
                    let nodes = path
                        .iter()
                        .enumerate()
                        .map(|(i, &(cell, state))| ChainNode {
                            cell,
                            group: 0,
                            digit,
                            on: state == 1,
                            link: match (i == last, state) {
                                (true, _) => Link::End,
                                (false, 0) => Link::Strong,
                                _ => Link::Weak,
                            },
                        })
                        .collect();
                    let step = chain_step(model, Technique::XChain, nodes, digit);
                    if step.is_some() {
                        return step;
                    }
                }
            }
        }
    }
    None
}

/// An XY-chain: bivalue cells, each seeing the next and sharing a digit
/// with it. If the first cell is not x it holds its other digit, so the
/// next does not, and so on; when the last cell is then forced to x, either
/// the first or the last is x, and cells seeing both lose x.
pub fn xy_chain<M: Model>(model: &M) -> Option<Step> {
    let n = model.size();
    let bivalue = |c: usize| model.candidates(c).count_ones() == 2;
    let pairs = (0..n * n)
        .filter(|&c| bivalue(c))
        .fold(M::Cells::EMPTY, |set, c| set.with(c));
    let other = |c: usize, d: u8| lowest_digit(model.candidates(c) & !digit_bit(d));
    let mut search = Search::new(n * n, n);
    for start in pairs.cells_from(0) {
        for x in (1..=n as u8).filter(|&d| model.has(start, d)) {
            // The state is the digit (0-based) the cell is forced to hold.
            let begin = (start, usize::from(other(start, x)) - 1);
            search.restart(begin);
            let mut i = 0;
            while i < search.queue.len() {
                let node @ (cell, held) = search.queue[i];
                i += 1;
                let held = held as u8 + 1;
                for peer in model.peers(cell).and(pairs).cells_from(0) {
                    if peer == start || !model.has(peer, held) {
                        continue;
                    }
                    let forced = other(peer, held);
                    if !search.visit(node, (peer, usize::from(forced) - 1)) || forced != x {
                        continue;
                    }
                    let path = search.path((peer, usize::from(forced) - 1));
                    let mut nodes = Vec::with_capacity(path.len() * 2);
                    for &(cell, held) in &path {
                        let held = held as u8 + 1;
                        nodes.push(ChainNode {
                            cell,
                            group: 0,
                            digit: other(cell, held),
                            on: false,
                            link: Link::Strong,
                        });
                        nodes.push(ChainNode {
                            cell,
                            group: 0,
                            digit: held,
                            on: true,
                            link: Link::Weak,
                        });
                    }
                    if let Some(last) = nodes.last_mut() {
                        last.link = Link::End;
                    }
                    let step = chain_step(model, Technique::XyChain, nodes, x);
                    if step.is_some() {
                        return step;
                    }
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::{link, only, with_eliminations};

    #[test]
    fn an_xy_chain_of_four_cells() {
        // r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c9 {4,1}: r1c1 or r5c9 is
        // 1, so r1c9 and r5c1 (each seeing both ends) lose 1.
        let marks = with_eliminations(&[
            only(0, 0b0011),
            only(4, 0b0110),
            only(40, 0b1100),
            only(44, 0b1001),
        ]);
        let step = xy_chain(&marks).unwrap();
        assert_eq!(step.technique, Technique::XyChain);
        assert_eq!(step.cells, [0, 4, 40, 44]);
        assert_eq!(step.eliminations, [(8, 1), (36, 1)]);
        let digits: Vec<(usize, u8, bool)> =
            step.chain.iter().map(|n| (n.cell, n.digit, n.on)).collect();
        assert_eq!(
            digits,
            [
                (0, 1, false),
                (0, 2, true),
                (4, 2, false),
                (4, 3, true),
                (40, 3, false),
                (40, 4, true),
                (44, 4, false),
                (44, 1, true)
            ]
        );
        assert_eq!(step.chain[0].link, Link::Strong);
        assert_eq!(step.chain[1].link, Link::Weak);
        assert_eq!(step.chain[7].link, Link::End);
    }

    #[test]
    fn an_x_chain_of_strong_links_joined_weakly() {
        // Digit 1: row 1 holds it only in r1c1, r1c5; box 5 only in r4c5,
        // r6c6. r1c1 =1= r1c5 -1- r4c5 =1= r6c6: r1c1 or r6c6 is 1, so
        // r6c1, seeing both, loses 1.
        let mut removed = link(0, [0, 4], 1);
        removed.extend(link(22, [31, 50], 1));
        let step = x_chain(&with_eliminations(&removed)).unwrap();
        assert_eq!(step.technique, Technique::XChain);
        assert_eq!(step.cells, [0, 4, 31, 50]);
        assert_eq!(step.eliminations, [(45, 1)]);
        let nodes: Vec<(usize, bool, Link)> =
            step.chain.iter().map(|n| (n.cell, n.on, n.link)).collect();
        assert_eq!(
            nodes,
            [
                (0, false, Link::Strong),
                (4, true, Link::Weak),
                (31, false, Link::Strong),
                (50, true, Link::End)
            ]
        );
    }
}
