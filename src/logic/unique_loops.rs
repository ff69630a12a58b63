//! Deadly loops: open cells holding the same two digits {x,y}, joined in a
//! cycle, every house holding none or exactly two of them, and the two of
//! each house on opposite sides of the cycle. Were every cell x or y, x and
//! y could swap along the cycle: a second solution. So some cell of the
//! loop takes another digit. Four cells are a unique rectangle; longer
//! cycles are unique loops.
//!
//! What that excludes depends on the cells holding more than {x,y} (the
//! "roofs"):
//! - type 1, one roof: it loses x and y;
//! - type 2, roofs holding {x,y,z}, the same z: one is z, so cells seeing
//!   all of them lose z;
//! - type 3, two roofs in a house: their other digits act as one cell that
//!   makes a naked subset with other cells of the house;
//! - type 4, two roofs in a house where x fits only them: neither is y.
//!
//! The loop is found in terms of houses as data (cells sharing one, each
//! house holding two), so diagonals, windows and jigsaw regions take part
//! like rows, columns and boxes, on any [`Model`] whose rules are all
//! houses. The conclusions are [`Deadly`]'s.

use super::model::{CellSet, Model};
use super::step::Step;
use super::uniqueness::Deadly;

/// Cells of the longest loop searched (a loop of n cells spans n/2 rows
/// and n/2 columns).
const MAX_LOOP: usize = 10;

/// Path cells one search for a pair may visit, so that marks where many
/// cells hold the pair (a player's pencil marks, say) cost a bounded time.
const MAX_VISITS: u32 = 20_000;

/// Unique rectangle type 3: a four-cell deadly loop whose two roofs' other
/// digits make a naked subset in a house.
pub fn unique_rectangle_3(model: &impl Model) -> Option<Step> {
    let pairs = pairs(model);
    find(model, &pairs, 4, |pattern| pattern.type_3(model))
}

/// Unique loops of six or more cells, of any type; the shortest first.
pub fn unique_loop(model: &impl Model) -> Option<Step> {
    let pairs = pairs(model);
    (6..=MAX_LOOP.min(2 * model.size()))
        .step_by(2)
        .find_map(|length| {
            find(model, &pairs, length, |pattern| {
                pattern
                    .type_1()
                    .or_else(|| pattern.type_2(model))
                    .or_else(|| pattern.type_3(model))
                    .or_else(|| pattern.type_4(model))
            })
        })
}

/// The pairs of digits some open cell holds alone (a loop with no such
/// cell has more roofs than any conclusion but type 2 allows), by their
/// lower digit, then their higher one, each with the open cells holding
/// it that may lie on a deadly loop: every house of each holds another
/// (the loop's next or previous cell, or the two of a house it crosses),
/// dropping cells alone in a house until none is. None when a rule is
/// not a house (it may break the swap).
fn pairs<M: Model>(model: &M) -> Vec<(u16, M::Cells)> {
    if !model.rules_are_houses() {
        return Vec::new();
    }
    let cells = model.size() * model.size();
    let open = || (0..cells).filter(|&c| model.value(c) == 0);
    let mut pairs: Vec<u16> = open()
        .map(|c| model.candidates(c))
        .filter(|m| m.count_ones() == 2)
        .collect();
    pairs.sort_unstable_by_key(|&m| (m.trailing_zeros(), m)); // by x, then y
    pairs.dedup();
    let houses: Vec<M::Cells> = (0..model.house_count())
        .map(|h| model.house(h).fold(M::Cells::EMPTY, |s, c| s.with(c)))
        .collect();
    pairs
        .into_iter()
        .map(|pair| {
            let mut set = open()
                .filter(|&c| model.candidates(c) & pair == pair)
                .fold(M::Cells::EMPTY, |s, c| s.with(c));
            loop {
                let before = set.count();
                for house in &houses {
                    let inside = house.and(set);
                    if inside.count() == 1 {
                        set = set.without(inside);
                    }
                }
                if set.count() == before {
                    return (pair, set);
                }
            }
        })
        .collect()
}

/// The first step `conclude` draws from a deadly loop of `length` cells
/// on one of `pairs`, in order.
fn find<M: Model>(
    model: &M,
    pairs: &[(u16, M::Cells)],
    length: usize,
    mut conclude: impl FnMut(&Deadly) -> Option<Step>,
) -> Option<Step> {
    for &(pair, holding) in pairs {
        if holding.count() < length as u32 {
            continue;
        }
        let mut search = Search {
            model,
            pair,
            roofs: 0,
            roof_extra: 0,
            visits: 0,
            holding,
            path: Vec::with_capacity(length),
            counts: vec![(0, 0); model.house_count()],
            length,
        };
        for start in holding.cells_from(0) {
            let found = search.extend(start, &mut |cells| {
                conclude(&Deadly::new(model, cells, pair))
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// A depth-first search for deadly loops among the cells holding a pair.
/// A path may hold two roofs, or more when all hold the pair and the same
/// one other digit (type 2).
struct Search<'a, M: Model> {
    model: &'a M,
    pair: u16,
    roofs: usize,
    /// The other digits of every roof so far (one digit for type 2).
    roof_extra: u16,
    visits: u32,
    /// The open cells holding the pair.
    holding: M::Cells,
    path: Vec<usize>,
    /// Per house, the path cells in it and the parity of the first one's
    /// place in the path (a deadly loop's two cells in a house lie at an
    /// even and an odd place).
    counts: Vec<(u8, u8)>,
    length: usize,
}

impl<M: Model> Search<'_, M> {
    /// Extends the path with `cell`, reporting every closed deadly loop
    /// starting at the path's first (and lowest) cell to `found`.
    fn extend(
        &mut self,
        cell: usize,
        found: &mut dyn FnMut(&[usize]) -> Option<Step>,
    ) -> Option<Step> {
        let model = self.model;
        let parity = (self.path.len() % 2) as u8;
        let fits = model.houses_of(cell).all(|h| match self.counts[h] {
            (0, _) => true,
            (1, first) => first != parity,
            _ => false,
        });
        if !fits || self.visits >= MAX_VISITS {
            return None;
        }
        let extra = model.candidates(cell) & !self.pair;
        let (roofs, roof_extra) = (self.roofs, self.roof_extra);
        if extra != 0 {
            self.roofs += 1;
            self.roof_extra |= extra;
            if self.roofs > 2 && self.roof_extra.count_ones() > 1 {
                (self.roofs, self.roof_extra) = (roofs, roof_extra);
                return None;
            }
        }
        self.visits += 1;
        self.path.push(cell);
        for h in model.houses_of(cell) {
            let (count, first) = self.counts[h];
            self.counts[h] = (count + 1, if count == 0 { parity } else { first });
        }
        let result = self.next(cell, found);
        model.houses_of(cell).for_each(|h| self.counts[h].0 -= 1);
        self.path.pop();
        (self.roofs, self.roof_extra) = (roofs, roof_extra);
        result
    }

    fn next(
        &mut self,
        cell: usize,
        found: &mut dyn FnMut(&[usize]) -> Option<Step>,
    ) -> Option<Step> {
        let model = self.model;
        let start = self.path[0];
        let length = self.path.len();
        if length == self.length {
            let closed = model.sees(cell, start) && self.is_deadly();
            return if closed { found(&self.path) } else { None };
        }
        let mut nexts = model.peers(cell).and(self.holding);
        if length + 1 == self.length {
            nexts = nexts.and(model.peers(start)); // the last closes the loop
        }
        for next in nexts.cells_from(start + 1) {
            if !self.path.contains(&next) {
                // Each cell and its successor are the two of a shared house.
                let shared = model
                    .houses_of(cell)
                    .any(|h| self.counts[h].0 == 1 && model.houses_of(next).any(|k| k == h));
                if shared {
                    let step = self.extend(next, found);
                    if step.is_some() {
                        return step;
                    }
                }
            }
        }
        None
    }

    /// Whether the closed path is deadly: every house it touches holds two
    /// of its cells, an even and an odd one of the cycle.
    fn is_deadly(&self) -> bool {
        let (model, path) = (self.model, &self.path);
        if path[1] > path[path.len() - 1] {
            return false; // each cycle once: the lower neighbour first
        }
        path.iter().enumerate().all(|(i, &a)| {
            model.houses_of(a).all(|h| {
                let mut others =
                    (0..path.len()).filter(|&j| j != i && model.houses_of(path[j]).any(|k| k == h));
                match (others.next(), others.next()) {
                    (Some(j), None) => (i + j) % 2 == 1,
                    _ => false,
                }
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::assert_simplest;
    use crate::logic::step::Technique;
    use crate::variant::Variant;
    use crate::variant::logic::Board;

    #[test]
    fn a_unique_rectangle_type_3_makes_a_naked_subset_of_its_roofs() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "........91.3......1...5..8.......7......5..8..2.........3....8......6......4..........6....2....7...2..5..8...3..............9...4...........78..2..5..8.1...........4..7...23...7...2.45..8.1............5..8......6.....3...7.9.2..5..8..2......9.2.....8.........9......7.......6...1............5.......4......2.....8...3......1...........4.......3.......2.............7.........8......6...........9....5........5.....2.....8......6...........9...4.......3......1..............7...2.....8....4..78.1.....78.........9....5......3......1.....7...2.......1..4..........6....2....7......5....12..........4..........6...1.....7.........89..3.............89..3...........6...1..4............8..2...............9....5....1..4...........7..",
            "931752864628394751475186329297615483143278695586943172819537246752461938364829517",
            Technique::UniqueRectangle3,
            &[(11, 2)],
            4.7,
        );
        assert_eq!(step.cells, [2, 4, 22, 20, 65, 74]);
        assert_eq!(step.houses, [11]);
        assert_eq!(
            step.notation(),
            "Unique rectangle (type 3) 5,8 in r1c35,r3c35,r8c3,r9c3 => r2c3<>2"
        );
    }

    #[test]
    fn a_six_cell_unique_loop_clears_its_one_roof() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "...456....2..56....2.4...8.......7....3......1............5..89.....6.8..2..5...9..3.56....23.56...12.....8.........9...4.........5..8.1...5.78.1....6.8..2..5.7..........9......7..1......8......6.8..2...........56.8.1...5..8....4.......3........3.5.......4..........6...1......8.....5...9......78.1.3.5.7.9.2...........5.7.9.2.........3.5............91..4..........6......4..7..1.3.5.7..1.3.............8.1...............8.......7...2...........5...9..3...........6.......5...9...4...........7..1..........3.........4.6..........8....4.6....2...........5...9....5...9...4.6....2...6....2.4.........5..........7..........9..3....8...3....8.1...............8.........9....5......3......1.........2..........4...........7.......6...",
            "524731869638945712971826543346158927259467138187293654713684295462579381895312476",
            Technique::UniqueLoop,
            &[(35, 5), (35, 9)],
            4.6,
        );
        assert_eq!(step.cells, [31, 35, 62, 61, 52, 49]);
        assert_eq!(step.houses, []);
        assert_eq!(
            step.notation(),
            "Unique loop 5,9 in r4c59,r6c58,r7c89 => r4c9<>5,9"
        );
    }

    /// The empty board of `v` with `pairs` cells holding only {1,2} and
    /// every other cell without them but for `roofs`.
    fn board_of<'a>(v: &'a Variant, pairs: &[usize], roofs: &[usize]) -> Board<'a> {
        let mut board = Board::new(v, v.givens());
        for cell in 0..board.cells() {
            if pairs.contains(&cell) {
                board.set_candidates(cell, 0b11);
            } else if !roofs.contains(&cell) {
                board.set_candidates(cell, board.candidates(cell) & !0b11);
            }
        }
        board
    }

    // A six-cell loop on a 6x6 (boxes of 2x3): r1c1 r1c4 r2c4 r2c2 r5c2
    // r5c1, each row, column and box holding two of its cells, one of each
    // colour.
    const LOOP: [usize; 6] = [0, 3, 9, 7, 25, 24];

    #[test]
    fn a_loop_of_six_on_another_size_clears_the_pair_from_its_one_roof() {
        let v = Variant::parse("size 6").unwrap();
        let board = board_of(&v, &LOOP[..5], &[24]);
        let step = unique_loop(&board).unwrap();
        assert_eq!(step.technique, Technique::UniqueLoop);
        assert_eq!(step.cells, LOOP);
        assert_eq!(step.eliminations, [(24, 1), (24, 2)]);
        assert_eq!(step.score(), 4.6);
        // The main diagonal holds r1c1 and r2c2, one of each colour: still
        // a loop. The anti-diagonal holds r5c2 alone: none.
        let diagonal = Variant::parse("size 6\nrules diagonal").unwrap();
        let board = board_of(&diagonal, &LOOP[..5], &[24]);
        assert!(unique_loop(&board).is_none());
        // r1c1 r1c2 r5c2 r5c6 r6c6 r6c1 is a loop on boxes, but the main
        // diagonal holds r1c1 and r6c6, of one colour: x twice after the
        // swap. (The anti-diagonal's r5c2 and r6c1 are of two colours.)
        let other = [0, 1, 25, 29, 35, 30];
        let step = unique_loop(&board_of(&v, &other[..5], &[30])).unwrap();
        assert_eq!(step.cells, other);
        assert!(unique_loop(&board_of(&diagonal, &other[..5], &[30])).is_none());
        // Nor with a rule beyond houses.
        let king = Variant::parse("size 6\nrules anti-king").unwrap();
        assert!(unique_loop(&board_of(&king, &LOOP[..5], &[24])).is_none());
    }

    #[test]
    fn a_loop_with_roofs_holding_one_more_digit_is_of_type_2() {
        // r2c2 and r5c2 (cells 7 and 25) hold {1,2,3}: one of them is 3, so
        // the rest of column 2 loses 3.
        let v = Variant::parse("size 6").unwrap();
        let mut board = board_of(&v, &[0, 3, 9, 24], &[7, 25]);
        board.set_candidates(7, 0b111);
        board.set_candidates(25, 0b111);
        let step = unique_loop(&board).unwrap();
        assert_eq!(step.cells, LOOP);
        assert_eq!(step.eliminations, [(1, 3), (13, 3), (19, 3), (31, 3)]);
    }
}
