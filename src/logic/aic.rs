//! Alternating inference chains (AIC) with group nodes. A node is a
//! candidate, or a group: the cells of one box and one row or column
//! holding a digit, true when the digit is in any of them. Links:
//! - strong (if one node is false the next is true): the only two nodes of
//!   a digit in a house, or the two digits of a bivalue cell;
//! - weak (if one node is true the next is false): nodes of one digit whose
//!   cells all see one another, or two digits of one cell.
//!
//! Starting from a node assumed false and alternating strong and weak
//! links, every node reached after a strong link is true. So the start or
//! the end of the chain is true:
//! - ends on the same digit: cells seeing every cell of both lose it;
//! - ends on two digits of one cell: the cell loses its other digits;
//! - ends on digits a and b in cells that see each other: the start's cell
//!   loses b and the end's cell loses a.
//!
//! One-digit chains with a group node are grouped X-chains (tried after
//! plain X-chains); chains on several digits are AICs, tried after the
//! static forcing chains. Those follow the same links without groups, so
//! in practice an AIC step is one that needs a group node. The shortest
//! chain is taken.

use super::cell_sets::{Cells, cells_of, seen_by_all};
use super::marks::Marks;
use super::step::{ChainNode, Link, Step, Technique};
use crate::geometry::CELLS;

/// A chain node: its cells and digit.
#[derive(Clone, Copy)]
struct Node {
    cells: Cells,
    digit: u8,
}

impl Node {
    fn is_group(&self) -> bool {
        self.cells.count_ones() > 1
    }

    fn first(&self) -> usize {
        self.cells.trailing_zeros() as usize
    }
}

/// States one search may expand over all its starts, so that pencil marks
/// with hundreds of candidates cost a bounded time.
const MAX_EXPANDED: u32 = 1_000_000;

/// The first grouped X-chain: one digit, at least one group node.
pub fn grouped_x_chain(marks: &Marks) -> Option<Step> {
    (1..=9u8).find_map(|digit| {
        let graph = Graph::new(marks, Some(digit));
        graph.search(marks, Technique::GroupedXChain)
    })
}

/// The first AIC on two or more digits.
pub fn aic(marks: &Marks) -> Option<Step> {
    Graph::new(marks, None).search(marks, Technique::Aic)
}

/// Nodes and links.
struct Graph<'a> {
    peers: &'a [Cells; CELLS],
    nodes: Vec<Node>,
    strong: Vec<Vec<usize>>,
    weak: Vec<Vec<usize>>,
}

impl<'a> Graph<'a> {
    /// The nodes of `only` digit (or all digits) and their links.
    fn new(marks: &Marks<'a>, only: Option<u8>) -> Graph<'a> {
        let digits: Vec<u8> = match only {
            Some(d) => vec![d],
            None => (1..=9).collect(),
        };
        let mut nodes = Vec::new();
        for &digit in &digits {
            for cell in (0..CELLS).filter(|&c| marks.value(c) == 0 && marks.has(c, digit)) {
                nodes.push(Node {
                    cells: 1 << cell,
                    digit,
                });
            }
            for group in groups(marks, digit) {
                nodes.push(Node {
                    cells: group,
                    digit,
                });
            }
        }
        let peers = marks.layout().peer_masks();
        // Each house's places for each digit.
        let places: Vec<[Cells; 9]> = marks
            .layout()
            .houses()
            .iter()
            .map(|house| {
                let mut by_digit = [0; 9];
                for &c in house.iter().filter(|&&c| marks.value(c as usize) == 0) {
                    for (d, places) in by_digit.iter_mut().enumerate() {
                        if marks.has(c as usize, d as u8 + 1) {
                            *places |= 1 << c;
                        }
                    }
                }
                by_digit
            })
            .collect();
        let mut strong = vec![Vec::new(); nodes.len()];
        let mut weak = vec![Vec::new(); nodes.len()];
        let mut by_digit = vec![Vec::new(); 10];
        let mut by_cell = vec![Vec::new(); CELLS];
        for (i, node) in nodes.iter().enumerate() {
            by_digit[usize::from(node.digit)].push(i);
            if !node.is_group() {
                by_cell[node.first()].push(i);
            }
        }
        for (i, a) in nodes.iter().enumerate() {
            let seen = seen_by_all(a.cells, peers);
            for &j in &by_digit[usize::from(a.digit)] {
                let b = &nodes[j];
                if a.cells & b.cells == 0 && b.cells & !seen == 0 {
                    weak[i].push(j);
                    let both = a.cells | b.cells;
                    if places.iter().any(|p| p[usize::from(a.digit) - 1] == both) {
                        strong[i].push(j);
                    }
                }
            }
            if !a.is_group() && only.is_none() {
                let cell = a.first();
                for &j in by_cell[cell].iter().filter(|&&j| j != i) {
                    weak[i].push(j);
                    if marks.candidates(cell).count_ones() == 2 {
                        strong[i].push(j);
                    }
                }
            }
        }
        Graph {
            peers,
            nodes,
            strong,
            weak,
        }
    }

    /// The shortest chain whose conclusion removes something (the first
    /// found of that length).
    fn search(&self, marks: &Marks, technique: Technique) -> Option<Step> {
        let n = self.nodes.len();
        let mut parent = vec![usize::MAX; 2 * n];
        let mut queue = Vec::with_capacity(2 * n);
        let mut best = None;
        let mut expanded = 0;
        for start in 0..n {
            // A state is node * 2 + (1 if the node is true).
            parent.fill(usize::MAX);
            queue.clear();
            queue.push(start * 2);
            parent[start * 2] = start * 2;
            let mut i = 0;
            while i < queue.len() && expanded < MAX_EXPANDED {
                expanded += 1;
                let state = queue[i];
                i += 1;
                let (node, on) = (state / 2, state % 2 == 1);
                let next = if on {
                    &self.weak[node]
                } else {
                    &self.strong[node]
                };
                for &to in next {
                    let reached = to * 2 + usize::from(!on);
                    if parent[reached] != usize::MAX {
                        continue;
                    }
                    parent[reached] = state;
                    queue.push(reached);
                    if on
                        || to == start
                        || self
                            .removals(marks, self.nodes[start], self.nodes[to])
                            .is_empty()
                    {
                        continue;
                    }
                    let path = read_path(&parent, reached);
                    if best
                        .as_ref()
                        .is_some_and(|b: &Step| b.chain.len() <= path.len())
                    {
                        continue;
                    }
                    if let Some(step) = self.conclude(marks, technique, &path) {
                        best = Some(step);
                    }
                }
            }
        }
        best
    }

    /// What a chain from a false `start` to a true `end` removes.
    fn removals(&self, marks: &Marks, start: Node, end: Node) -> Vec<(usize, u8)> {
        let mut removed = Vec::new();
        if start.digit == end.digit {
            let targets =
                seen_by_all(start.cells | end.cells, self.peers) & !(start.cells | end.cells);
            for cell in
                cells_of(targets).filter(|&c| marks.value(c) == 0 && marks.has(c, start.digit))
            {
                removed.push((cell, start.digit));
            }
        } else if !start.is_group() && !end.is_group() {
            let (s, e) = (start.first(), end.first());
            if s == e {
                for d in (1..=9u8).filter(|&d| d != start.digit && d != end.digit) {
                    if marks.has(s, d) {
                        removed.push((s, d));
                    }
                }
            } else if marks.layout().peers(s).contains(&(e as u8)) {
                if marks.has(s, end.digit) {
                    removed.push((s, end.digit));
                }
                if marks.has(e, start.digit) {
                    removed.push((e, start.digit));
                }
            }
        }
        removed.sort_unstable();
        removed
    }

    /// The step of a chain of states from a false start to a true end.
    fn conclude(&self, marks: &Marks, technique: Technique, path: &[usize]) -> Option<Step> {
        let nodes: Vec<Node> = path.iter().map(|&s| self.nodes[s / 2]).collect();
        let grouped = nodes.iter().any(Node::is_group);
        let digits = nodes.iter().fold(0u16, |m, n| m | 1 << (n.digit - 1));
        // Plain X-chains and XY-chains come earlier, under their names.
        let wanted = match technique {
            Technique::GroupedXChain => grouped,
            _ => digits.count_ones() > 1,
        };
        if !wanted || nodes.len() < 4 {
            return None;
        }
        let removed = self.removals(marks, nodes[0], nodes[nodes.len() - 1]);
        let used = nodes.iter().fold(0, |m: Cells, n| m | n.cells);
        let cells: Vec<usize> = cells_of(used).collect();
        let mut step = Step::eliminating(technique, Vec::new(), cells, removed)?;
        let last = nodes.len() - 1;
        step.chain = path
            .iter()
            .enumerate()
            .map(|(i, &state)| {
                let node = self.nodes[state / 2];
                let on = state % 2 == 1;
                ChainNode {
                    cell: node.first(),
                    group: if node.is_group() { node.cells } else { 0 },
                    digit: node.digit,
                    on,
                    link: match (i == last, on) {
                        (true, _) => Link::End,
                        (false, true) => Link::Weak,
                        (false, false) => Link::Strong,
                    },
                }
            })
            .collect();
        step.complexity = nodes.len() as u16;
        step.digits = digits;
        Some(step)
    }
}

/// The states from the start to `end`, in chain order.
fn read_path(parent: &[usize], end: usize) -> Vec<usize> {
    let mut path = vec![end];
    let mut state = end;
    while parent[state] != state {
        state = parent[state];
        path.push(state);
    }
    path.reverse();
    path
}

/// The group nodes of `digit`: for each box (or region) and each row,
/// column (or extra house) crossing it, the open cells of the crossing
/// holding the digit, when there are two or more.
fn groups(marks: &Marks, digit: u8) -> Vec<Cells> {
    let layout = marks.layout();
    let mut found = Vec::new();
    for boxed in 18..27 {
        for line in (0..18).chain(27..layout.house_count()) {
            let mut group: Cells = 0;
            let mut crossing = layout.crossing(boxed, line);
            while crossing != 0 {
                let c = usize::from(layout.house(boxed)[crossing.trailing_zeros() as usize]);
                crossing &= crossing - 1;
                if marks.value(c) == 0 && marks.has(c, digit) {
                    group |= 1 << c;
                }
            }
            if group.count_ones() >= 2 {
                found.push(group);
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::assert_simplest;

    #[test]
    fn a_grouped_x_chain_has_a_group_node() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "..3.....9..34...8..2.............7..1..........3.5.........6.....3....89..345...9.....6...1.3...7..1...5.7.....4............8.........91.3.5.7...2.........3.5.7..1.3.....91.34..78....45.7....3.5.........6....2.......1.3.5.7.91.3....89..345.7.91.3...........6...1.....7..1.......9...4............8..23...7.9....5.....23...7.9....5....1.3...7.........8.1....6..9.2.......1....6......4.......3.....9..3...7.9...4......2...............9..3.5..........7....3.5...........8......6...1..............7......5....1.3..6...12...6...........91....6...123.........4............8........8.........91.3..6...12...6.......5.......4.....123............7...23..6....2.......1..4.....1..4.6..........8...3............7..1...5...91.......9....56..9",
            "932715684675489123184362795367148952518926437429573861753691248891254376246837519",
            Technique::GroupedXChain,
            &[(29, 1)],
            5.5,
        );
        assert_eq!(step.cells, [18, 25, 27, 56, 65, 73, 74, 79]);
        assert_eq!(step.houses, []);
        assert_eq!(
            step.notation(),
            "Grouped X-chain (1)r4c1=(1)r3c1-(1)r3c8=(1)r9c8-(1)r9c2=(1)r789c3 => r4c3<>1"
        );
        assert!(step.chain.iter().any(|n| n.group != 0));
    }

    #[test]
    fn an_aic_joins_digits_and_groups() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "...4.......3..6..912...6..9......7...2..5...9..3.5...9..3.5....1....6..........8.1.3....8.....5....12......9.23....8......6.....3....89..34...........7..12.4.......3....8...3..6.8.......7..1.........23.5..8....4.............9....56....2...6........6..9...4.67.9.......8..234.6....234....9..3...7..1...........4....9....5........5....1...........4.6..9...4.6......4...89.......89......7...2.........3.......2..........4..7.9..3.........45....1..45...91...5.7.........8....4.6..9...4.6...1.3....8...34...8.....5............91.34......2............6......4...8.......7.......6..9.2............6..9...45..8.......7..1...5..8....45......3......1..4...........7....34...8.1..4.......345....1.345.........6....2.......1..45..8.........9",
            "462793518159268374837154962698327145514689723273541896345912687926875431781436259",
            Technique::Aic,
            &[(1, 3)],
            7.7,
        );
        assert_eq!(step.cells, [6, 18, 19, 22, 25]);
        assert_eq!(step.houses, []);
        assert_eq!(
            step.notation(),
            "AIC (3)r1c7=(5)r1c7-(5)r3c8=(5)r3c5-(3)r3c5=(3)r3c12 => r1c2<>3"
        );
        assert!(step.chain.iter().any(|n| n.group != 0));
        assert!(step.chain.iter().any(|n| n.digit != step.chain[0].digit));
    }
}
