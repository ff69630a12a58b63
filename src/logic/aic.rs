//! Alternating inference chains (AIC) with group nodes. A node is a
//! candidate, or a group: the open cells a box (or region) shares with a
//! row, column or other house, holding a digit, true when the digit is in
//! any of them. Links:
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
//!   loses b and the end's cell loses a;
//! - (the variant logic's search only) a cell and a group on another
//!   digit: the cell loses the group's digit when it sees the whole group.
//!
//! In the classic logic, one-digit chains with a group node are grouped
//! X-chains (tried after plain X-chains); chains on several digits are
//! AICs, tried after the static forcing chains. Those follow the same
//! links without groups, so in practice an AIC step is one that needs a
//! group node. The shortest chain is taken. The variant logic runs one
//! search for every kind of chain instead ([`any_chain`]).
//!
//! The links read every rule of a [`Model`]: a cell sees another by any
//! rule (houses, and on variants knight or king moves and cages), and
//! [`Model::excluded_by`] adds the rules between different digits
//! (non-consecutive neighbours), whose candidates a chain's two ends may
//! both rule out.

use super::cell_sets::seen_by_all;
use super::model::{CellSet, Model, digit_cells, digit_cells_among, excluded_by_both};
use super::step::{ChainNode, Link, Step, Technique};
use crate::geometry::digit_bit;

/// A chain node: its cells and digit.
#[derive(Clone, Copy)]
struct Node<C> {
    cells: C,
    digit: u8,
}

impl<C: CellSet> Node<C> {
    fn is_group(&self) -> bool {
        self.cells.count() > 1
    }

    fn first(&self) -> usize {
        self.cells.cells_from(0).next().unwrap_or(0)
    }
}

/// States one search may expand over all its starts, so that pencil marks
/// with hundreds of candidates cost a bounded time.
const MAX_EXPANDED: u32 = 1_000_000;

/// What a search wants.
#[derive(Clone, Copy, PartialEq)]
enum Want {
    /// The shortest chain of one technique (the classic logic's grouped
    /// X-chains and AICs), of any length.
    Shortest(Technique),
    /// The variant logic's: any chain (named by what it holds), the
    /// shortest from each start and the lowest-scoring of those, of at
    /// most this many nodes.
    LowestScore(usize),
}

/// The first grouped X-chain: one digit, at least one group node.
pub fn grouped_x_chain<M: Model>(model: &M) -> Option<Step> {
    let crossings = crossings(model);
    (1..=model.size() as u8).find_map(|digit| {
        let graph = Graph::new(model, &crossings, Some(digit));
        graph.search(model, Want::Shortest(Technique::GroupedXChain))
    })
}

/// The first AIC on two or more digits.
pub fn aic<M: Model>(model: &M) -> Option<Step> {
    Graph::new(model, &crossings(model), None).search(model, Want::Shortest(Technique::Aic))
}

/// The variant logic's chain search: one search over every link, that
/// names each chain by what it holds (an X-chain on one digit, a grouped
/// X-chain with a group node, an XY-chain of bivalue cells, else an AIC)
/// and scores it as the classic logic does (the technique's base plus the
/// length increment of its nodes). It takes the lowest-scoring of the
/// shortest chains from each candidate, of at most 16 nodes (10 on boards
/// over 9x9, where the search is wider and longer chains rarely conclude
/// first).
pub fn any_chain<M: Model>(model: &M) -> Option<Step> {
    let limit = if model.size() > 9 { 10 } else { 16 };
    Graph::new(model, &crossings(model), None).search(model, Want::LowestScore(limit))
}

/// Nodes and links.
struct Graph<M: Model> {
    /// Each cell's peers.
    peers: Vec<M::Cells>,
    nodes: Vec<Node<M::Cells>>,
    /// Each node's strong and weak links, one list for all nodes: node
    /// `i`'s are `strong[strong_from[i]..strong_from[i + 1]]` (and the same
    /// for weak ones).
    strong: Vec<usize>,
    strong_from: Vec<usize>,
    weak: Vec<usize>,
    weak_from: Vec<usize>,
}

impl<M: Model> Graph<M> {
    /// The nodes of `only` digit (or all digits) and their links, with the
    /// groups `crossings` hold.
    fn new(model: &M, crossings: &[Vec<usize>], only: Option<u8>) -> Graph<M> {
        let n = model.size();
        let digits: Vec<u8> = match only {
            Some(d) => vec![d],
            None => (1..=n as u8).collect(),
        };
        let mut nodes = Vec::new();
        for &digit in &digits {
            for cell in (0..n * n).filter(|&c| model.has(c, digit)) {
                nodes.push(Node {
                    cells: M::Cells::EMPTY.with(cell),
                    digit,
                });
            }
            for crossing in crossings {
                let group = crossing
                    .iter()
                    .filter(|&&c| model.has(c, digit))
                    .fold(M::Cells::EMPTY, |g, &c| g.with(c));
                if group.count() >= 2 {
                    nodes.push(Node {
                        cells: group,
                        digit,
                    });
                }
            }
        }
        let peers: Vec<M::Cells> = (0..n * n).map(|c| model.peers(c)).collect();
        // Each house's places for each digit.
        let places: Vec<[M::Cells; 16]> = (0..model.house_count())
            .map(|h| digit_cells_among(model, model.house(h)))
            .collect();
        let (mut strong, mut strong_from) = (Vec::new(), Vec::with_capacity(nodes.len() + 1));
        let (mut weak, mut weak_from) = (Vec::new(), Vec::with_capacity(nodes.len() + 1));
        // Each digit's cells (those of its cell nodes) and the index of
        // their nodes, and its groups; each cell's nodes.
        let cells_of = digit_cells(model);
        let mut node_at = vec![usize::MAX; 16 * n * n];
        let mut groups_of = vec![Vec::new(); n + 1];
        let mut by_cell = vec![Vec::new(); n * n];
        for (i, node) in nodes.iter().enumerate() {
            let d = usize::from(node.digit);
            if node.is_group() {
                groups_of[d].push(i);
            } else {
                node_at[(d - 1) * n * n + node.first()] = i;
                by_cell[node.first()].push(i);
            }
        }
        for (i, a) in nodes.iter().enumerate() {
            strong_from.push(strong.len());
            weak_from.push(weak.len());
            let d = usize::from(a.digit);
            let seen = seen_by_all(a.cells, &peers);
            // The digit's nodes whose cells all see every cell of `a` (its
            // cells first, then its groups, in node order).
            let cells = seen.and(cells_of[d - 1]).without(a.cells).cells_from(0);
            let groups = groups_of[d].iter().copied().filter(|&j| {
                let b = nodes[j].cells;
                a.cells.and(b).is_empty() && b.within(seen)
            });
            for j in cells.map(|c| node_at[(d - 1) * n * n + c]).chain(groups) {
                weak.push(j);
                // A house whose places are both nodes' cells holds the
                // first cell of each.
                let both = a.cells.or(nodes[j].cells);
                if model.houses_of(a.first()).any(|h| places[h][d - 1] == both) {
                    strong.push(j);
                }
            }
            if !a.is_group() && only.is_none() {
                let cell = a.first();
                for &j in by_cell[cell].iter().filter(|&&j| j != i) {
                    weak.push(j);
                    if model.candidates(cell).count_ones() == 2 {
                        strong.push(j);
                    }
                }
                // Rules other than sight (digits one apart, with
                // non-consecutive).
                model.excluded_by(cell, a.digit, &mut |other, digits| {
                    for &j in &by_cell[other] {
                        if digits & digit_bit(nodes[j].digit) != 0 {
                            weak.push(j);
                        }
                    }
                });
            }
        }
        strong_from.push(strong.len());
        weak_from.push(weak.len());
        Graph {
            peers,
            nodes,
            strong,
            strong_from,
            weak,
            weak_from,
        }
    }

    /// The nodes true when node `i` is false.
    fn strong(&self, i: usize) -> &[usize] {
        &self.strong[self.strong_from[i]..self.strong_from[i + 1]]
    }

    /// The nodes false when node `i` is true.
    fn weak(&self, i: usize) -> &[usize] {
        &self.weak[self.weak_from[i]..self.weak_from[i + 1]]
    }

    /// The chain `want`s whose conclusion removes something (the first
    /// found of the shortest length, or of the lowest score).
    fn search(&self, model: &M, want: Want) -> Option<Step> {
        let n = self.nodes.len();
        let limit = match want {
            Want::Shortest(_) => usize::MAX,
            Want::LowestScore(limit) => limit,
        };
        let mut parent = vec![usize::MAX; 2 * n];
        let mut queue = Vec::with_capacity(2 * n);
        let mut best = None;
        let mut expanded = 0;
        for start in 0..n {
            if matches!(want, Want::LowestScore(_)) && self.nodes[start].is_group() {
                // Variant chains start at a candidate.
                continue;
            }
            // A state is node * 2 + (1 if the node is true). Every state
            // the last start reached is in its queue.
            for &state in &queue {
                parent[state] = usize::MAX;
            }
            queue.clear();
            queue.push(start * 2);
            parent[start * 2] = start * 2;
            // Breadth first: the states of one length (in nodes, the start
            // being 1) end at `level_end` in the queue.
            let (mut length, mut level_end) = (1, 1);
            let mut i = 0;
            'states: while i < queue.len() && expanded < MAX_EXPANDED {
                if i == level_end {
                    length += 1;
                    level_end = queue.len();
                }
                expanded += 1;
                let state = queue[i];
                i += 1;
                if length >= limit {
                    continue;
                }
                let (node, on) = (state / 2, state % 2 == 1);
                let next = if on {
                    self.weak(node)
                } else {
                    self.strong(node)
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
                            .removals(model, want, self.nodes[start], self.nodes[to])
                            .is_empty()
                    {
                        continue;
                    }
                    let path = read_path(&parent, reached);
                    if let Want::LowestScore(_) = want {
                        // The shortest chain from this start: the lowest
                        // score so far, or not.
                        if let Some(step) = self.conclude(model, want, &path) {
                            if best
                                .as_ref()
                                .is_none_or(|b: &Step| step.score() < b.score())
                            {
                                best = Some(step);
                            }
                            break 'states;
                        }
                        continue;
                    }
                    if best
                        .as_ref()
                        .is_some_and(|b: &Step| b.chain.len() <= path.len())
                    {
                        continue;
                    }
                    if let Some(step) = self.conclude(model, want, &path) {
                        best = Some(step);
                    }
                }
            }
        }
        best
    }

    /// What a chain from a false `start` to a true `end` removes.
    fn removals(
        &self,
        model: &M,
        want: Want,
        start: Node<M::Cells>,
        end: Node<M::Cells>,
    ) -> Vec<(usize, u8)> {
        let mut removed = Vec::new();
        if start.digit == end.digit {
            let both = start.cells.or(end.cells);
            let targets = seen_by_all(both, &self.peers).without(both);
            for cell in targets.cells_from(0).filter(|&c| model.has(c, start.digit)) {
                removed.push((cell, start.digit));
            }
        } else if !start.is_group() && !end.is_group() {
            let (s, e) = (start.first(), end.first());
            if s == e {
                for d in (1..=model.size() as u8).filter(|&d| d != start.digit && d != end.digit) {
                    if model.has(s, d) {
                        removed.push((s, d));
                    }
                }
            } else if self.peers[s].has(e) {
                if model.has(s, end.digit) {
                    removed.push((s, end.digit));
                }
                if model.has(e, start.digit) {
                    removed.push((e, start.digit));
                }
            }
        } else if matches!(want, Want::LowestScore(_)) && start.is_group() != end.is_group() {
            // A cell and a group on another digit: the cell loses the
            // group's digit when it sees the whole group (the variant
            // logic's; the classic calibration is measured without it).
            let (cell, group) = if start.is_group() {
                (end, start)
            } else {
                (start, end)
            };
            let c = cell.first();
            if group.cells.within(self.peers[c]) && model.has(c, group.digit) {
                removed.push((c, group.digit));
            }
        }
        if !start.is_group() && !end.is_group() {
            // Candidates other rules rule out from both ends.
            let ends = [(start.first(), start.digit), (end.first(), end.digit)];
            removed.extend(excluded_by_both(model, ends[0], ends[1]));
        }
        removed.sort_unstable();
        removed.dedup();
        removed
    }

    /// The step of a chain of states from a false start to a true end, as
    /// the technique `want`ed (which it must be), or named by what it holds.
    fn conclude(&self, model: &M, want: Want, path: &[usize]) -> Option<Step> {
        let nodes: Vec<Node<M::Cells>> = path.iter().map(|&s| self.nodes[s / 2]).collect();
        let digits = nodes.iter().fold(0u16, |m, n| m | digit_bit(n.digit));
        let technique = match want {
            // Plain X-chains and XY-chains come earlier, under their names.
            Want::Shortest(technique) => {
                let wanted = match technique {
                    Technique::GroupedXChain => nodes.iter().any(Node::is_group),
                    _ => digits.count_ones() > 1,
                };
                if !wanted || nodes.len() < 4 {
                    return None;
                }
                technique
            }
            Want::LowestScore(_) => named(&nodes, path, digits),
        };
        let removed = self.removals(model, want, nodes[0], nodes[nodes.len() - 1]);
        let used = nodes.iter().fold(M::Cells::EMPTY, |m, n| m.or(n.cells));
        let cells: Vec<usize> = used.cells_from(0).collect();
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
                    group: if node.is_group() {
                        node.cells.low_bits()
                    } else {
                        0
                    },
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

/// The technique a chain of `nodes` (its states `path`, on `digits`)
/// shows: an X-chain on one digit (grouped with a group node), an
/// XY-chain when every node after the start is reached true inside a
/// bivalue cell and false from another cell, else an AIC.
fn named<C: CellSet>(nodes: &[Node<C>], path: &[usize], digits: u16) -> Technique {
    let grouped = nodes.iter().any(Node::is_group);
    if digits.count_ones() == 1 {
        return if grouped {
            Technique::GroupedXChain
        } else {
            Technique::XChain
        };
    }
    let xy = !grouped
        && nodes.windows(2).zip(&path[1..]).all(|(pair, &state)| {
            let in_cell = pair[0].cells == pair[1].cells;
            in_cell == (state % 2 == 1)
        });
    if xy {
        Technique::XyChain
    } else {
        Technique::Aic
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

/// Where group nodes may be: for each box (or region) and each row,
/// column (or extra house) crossing it, the open cells they share, when
/// there are two or more.
fn crossings(model: &impl Model) -> Vec<Vec<usize>> {
    let n = model.size();
    let mut found = Vec::new();
    for region in 2 * n..3 * n {
        for line in (0..2 * n).chain(3 * n..model.house_count()) {
            let shared: Vec<usize> = model
                .house(region)
                .filter(|&c| model.value(c) == 0 && model.houses_of(c).any(|h| h == line))
                .collect();
            if shared.len() >= 2 {
                found.push(shared);
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Marks;
    use crate::logic::marks::tests::assert_simplest;
    use crate::variant::Variant;
    use crate::variant::logic::Board;

    /// The index of the node of `digit` on exactly `cells`.
    fn node_of<M: Model>(graph: &Graph<M>, digit: u8, cells: &[usize]) -> usize {
        let set = cells.iter().fold(M::Cells::EMPTY, |s, &c| s.with(c));
        (0..graph.nodes.len())
            .find(|&i| graph.nodes[i].digit == digit && graph.nodes[i].cells == set)
            .unwrap_or_else(|| panic!("no node of {digit} on {cells:?}"))
    }

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
        let graph = Graph::new(&board, &crossings(&board), None);
        let group = node_of(&graph, 1, &[0, 1]);
        let r1c5 = node_of(&graph, 1, &[4]);
        assert!(graph.strong(r1c5).contains(&group));
        assert!(graph.strong(group).contains(&r1c5));
        for cell in [4, 6, 7, 8] {
            let node = node_of(&graph, 1, &[cell]);
            assert!(
                graph.weak(group).contains(&node),
                "r{}c{}",
                cell / 6 + 1,
                cell % 6 + 1
            );
        }
        for cell in [0, 9] {
            assert!(!graph.weak(group).contains(&node_of(&graph, 1, &[cell])));
        }
        // A cell of the row outside the group sees it: 1 there rules the
        // group out.
        assert!(graph.weak(r1c5).contains(&group));
    }

    #[test]
    fn non_consecutive_neighbours_link_digits_one_apart() {
        // 3 in r1c1 rules out 2 and 4 in r1c2 and r2c1 (its orthogonal
        // neighbours), not in r2c2; both ends of a chain ruling them out
        // removes them.
        let v = Variant::parse("size 6\nrules non-consecutive").unwrap();
        let board = Board::new(&v, v.givens());
        let graph = Graph::new(&board, &crossings(&board), None);
        let weak = graph.weak(node_of(&graph, 3, &[0]));
        for (cell, digit) in [(1, 2), (1, 4), (6, 2), (6, 4)] {
            assert!(
                weak.contains(&node_of(&graph, digit, &[cell])),
                "{cell} {digit}"
            );
        }
        for (cell, digit) in [(1, 5), (7, 2), (7, 4)] {
            assert!(
                !weak.contains(&node_of(&graph, digit, &[cell])),
                "{cell} {digit}"
            );
        }
        // 3 in r1c1 and 3 in r1c3: r1c2 loses 2 and 4 (and 3, by sight).
        let start = graph.nodes[node_of(&graph, 3, &[0])];
        let end = graph.nodes[node_of(&graph, 3, &[2])];
        let removed = graph.removals(&board, Want::LowestScore(16), start, end);
        assert!(removed.contains(&(1, 2)) && removed.contains(&(1, 4)));
        assert!(removed.contains(&(1, 3)) && !removed.contains(&(7, 2)));
    }

    #[test]
    fn a_variant_chain_may_end_on_a_group_of_another_digit() {
        // Classic board: 1 in r1c1 false, ..., 2 in the group r1c456 true:
        // r1c1 sees the whole group, so either way it is not 2. Only the
        // variant logic's search concludes it (the classic calibration is
        // measured without).
        let marks = Marks::from_candidates(&[0x1ff; 81]);
        let graph = Graph::new(&marks, &crossings(&marks), None);
        let start = graph.nodes[node_of(&graph, 1, &[0])];
        let end = graph.nodes[node_of(&graph, 2, &[3, 4, 5])];
        let variant = graph.removals(&marks, Want::LowestScore(16), start, end);
        assert_eq!(variant, [(0, 2)]);
        let classic = graph.removals(&marks, Want::Shortest(Technique::Aic), start, end);
        assert_eq!(classic, []);
    }

    #[test]
    fn variant_chains_are_named_by_what_they_hold() {
        let node = |cell: usize, digit: u8| Node {
            cells: 1u128 << cell,
            digit,
        };
        // States: node index * 2, + 1 when true (false, true, false, true).
        let path = [0, 3, 4, 7];
        let digits = |nodes: &[Node<u128>]| nodes.iter().fold(0, |m, n| m | digit_bit(n.digit));
        // r1c1 {1,2} = 2 - r1c5 {2,3}: true inside each bivalue cell, false
        // from the other cell.
        let xy = [node(0, 1), node(0, 2), node(4, 2), node(4, 3)];
        assert_eq!(named(&xy, &path, digits(&xy)), Technique::XyChain);
        // The same digit on four cells.
        let x = [node(0, 1), node(4, 1), node(40, 1), node(44, 1)];
        assert_eq!(named(&x, &path, digits(&x)), Technique::XChain);
        let grouped = [
            node(0, 1),
            node(4, 1),
            node(40, 1),
            Node {
                cells: 3 << 43,
                digit: 1,
            },
        ];
        assert_eq!(
            named(&grouped, &path, digits(&grouped)),
            Technique::GroupedXChain
        );
        // A strong link between cells on two digits: an AIC.
        let aic = [node(0, 1), node(4, 1), node(4, 2), node(8, 2)];
        assert_eq!(named(&aic, &path, digits(&aic)), Technique::Aic);
    }

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
