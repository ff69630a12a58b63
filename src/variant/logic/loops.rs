//! Unique loops of six or more cells on variants of any size whose rules
//! are all houses (the rectangles, four cells, are in
//! [`super::uniqueness`]).
//!
//! Open cells holding the same two digits {x,y}, coloured in two, where
//! every house holds none of them or exactly two of opposite colours,
//! could take x on one colour and y on the other, or the reverse: were
//! every cell x or y, the puzzle would have two solutions. Each row and
//! column meeting such a pattern holds two of its cells, so the pattern
//! is a cycle that steps along a row, then along a column, in turn; the
//! other houses (boxes or regions, diagonals, windows) must hold two of
//! its cells of opposite colours (an even and an odd place of the cycle)
//! or none. What the cells holding more than
//! {x,y} (the roofs) lose is as for the rectangles:
//! - type 1, one roof: it loses x and y;
//! - type 2, roofs holding {x,y,z}, the same z: cells seeing every roof
//!   lose z (see [`super::uniqueness::roofs_with_one_extra`]);
//! - types 3 and 4, two roofs in a house: see
//!   [`super::uniqueness::roofs_in_a_subset`] and
//!   [`super::uniqueness::roofs_holding_one_digit`].

use super::uniqueness::{roofs_holding_one_digit, roofs_in_a_subset, roofs_with_one_extra};
use super::{Board, VariantStep, digits};
use crate::logic::Technique;

/// Cells of the longest loop searched (a loop of n cells spans n/2 rows
/// and n/2 columns).
const MAX_LOOP: usize = 12;

/// Path cells one search for a pair may visit, so that boards where many
/// cells hold the pair (a player's pencil marks, say) cost a bounded time.
const MAX_VISITS: u32 = 20_000;

/// The first unique loop of six or more cells, the shortest first, of
/// type 1, else 2, 3 or 4 on the same loop; its score is the unique
/// loop's (4.5) plus a tenth for every two cells beyond four.
pub(super) fn unique_loop(board: &Board<'_>) -> Option<VariantStep> {
    if !board.variant().rules_are_houses() {
        return None;
    }
    let pairs = pairs(board);
    if pairs.is_empty() {
        return None;
    }
    let n = board.variant().size();
    // The houses beyond rows and columns of each cell.
    let mut others: Vec<Vec<usize>> = vec![Vec::new(); n * n];
    for (h, house) in board.houses().iter().enumerate().skip(2 * n) {
        for &c in house {
            others[usize::from(c)].push(h - 2 * n);
        }
    }
    (6..=MAX_LOOP.min(2 * n)).step_by(2).find_map(|length| {
        pairs.iter().find_map(|&pair| {
            let mut search = Search {
                board,
                n,
                pair,
                length,
                others: &others,
                counts: vec![(0, 0); board.houses().len() - 2 * n],
                path: Vec::with_capacity(length),
                rows: 0,
                columns: 0,
                roofs: 0,
                roof_extra: 0,
                visits: 0,
            };
            (0..n * n).find_map(|start| search.start(start))
        })
    })
}

/// The pairs of digits {x,y} that some open cell holds alone and six open
/// cells or more hold. (A loop of type 1, 3 or 4 has two roofs at most,
/// so four cells or more holding only {x,y}; a loop of type 2 whose every
/// cell holds a third digit is not searched.)
fn pairs(board: &Board<'_>) -> Vec<u16> {
    let open = || (0..board.cells()).filter(|&c| board.value(c) == 0);
    let mut pairs: Vec<u16> = open()
        .map(|c| board.candidates(c))
        .filter(|m| m.count_ones() == 2)
        .collect();
    pairs.sort_unstable();
    pairs.dedup();
    pairs.retain(|&pair| {
        open()
            .filter(|&c| board.candidates(c) & pair == pair)
            .count()
            >= 6
    });
    pairs
}

/// A depth-first search for the deadly loops of one length on one pair:
/// from its lowest cell, along its row, then along a column, in turn, back
/// to the first cell's column.
struct Search<'s, 'b> {
    board: &'s Board<'b>,
    n: usize,
    pair: u16,
    length: usize,
    /// Each cell's houses beyond rows and columns (numbered from 0).
    others: &'s [Vec<usize>],
    /// Per house beyond rows and columns: the path cells in it, and the
    /// parity (0 or 1) of the first.
    counts: Vec<(u8, u8)>,
    path: Vec<usize>,
    /// The rows and columns the path has stepped along (bit per line).
    rows: u32,
    columns: u32,
    roofs: usize,
    /// The other digits of every roof so far (one digit for type 2).
    roof_extra: u16,
    visits: u32,
}

impl Search<'_, '_> {
    /// The first conclusion of a loop whose lowest cell is `start`.
    fn start(&mut self, start: usize) -> Option<VariantStep> {
        if !self.holds(start) {
            return None;
        }
        self.columns = 1 << (start % self.n);
        self.rows = 0;
        self.with(start, |s| s.along_row(start))
    }

    /// Whether `cell` is open and holds both digits of the pair.
    fn holds(&self, cell: usize) -> bool {
        self.board.value(cell) == 0 && self.board.candidates(cell) & self.pair == self.pair
    }

    /// Runs `then` with `cell` appended to the path (when its houses and
    /// roofs allow it), then takes it off again.
    fn with(
        &mut self,
        cell: usize,
        then: impl FnOnce(&mut Self) -> Option<VariantStep>,
    ) -> Option<VariantStep> {
        if self.visits >= MAX_VISITS {
            return None;
        }
        let parity = (self.path.len() % 2) as u8;
        let fits = self.others[cell].iter().all(|&h| match self.counts[h] {
            (0, _) => true,
            (1, first) => first != parity,
            _ => false,
        });
        let extra = self.board.candidates(cell) & !self.pair;
        let (roofs, roof_extra) = (
            self.roofs + usize::from(extra != 0),
            self.roof_extra | extra,
        );
        if !fits || (roofs > 2 && roof_extra.count_ones() > 1) {
            return None;
        }
        self.visits += 1;
        let saved = (self.roofs, self.roof_extra);
        (self.roofs, self.roof_extra) = (roofs, roof_extra);
        for &h in &self.others[cell] {
            let (count, first) = self.counts[h];
            self.counts[h] = (count + 1, if count == 0 { parity } else { first });
        }
        self.path.push(cell);
        let found = then(self);
        self.path.pop();
        for &h in &self.others[cell] {
            self.counts[h].0 -= 1;
        }
        (self.roofs, self.roof_extra) = saved;
        found
    }

    /// From `cell`, the path's last, to another cell of its row; the loop
    /// closes where that cell is the last and lies in the first cell's
    /// column.
    fn along_row(&mut self, cell: usize) -> Option<VariantStep> {
        let (n, start) = (self.n, self.path[0]);
        let row = cell / n;
        if self.rows >> row & 1 != 0 {
            return None;
        }
        self.rows |= 1 << row;
        let last = self.path.len() + 1 == self.length;
        let found = (row * n..row * n + n).find_map(|next| {
            let column = next % n;
            if next <= start || next == cell || !self.holds(next) {
                None
            } else if last {
                (column == start % n).then(|| self.with(next, Self::close))?
            } else if self.columns >> column & 1 != 0 {
                None // the first cell's column too, kept for the last
            } else {
                self.columns |= 1 << column;
                let found = self.with(next, |s| s.along_column(next));
                self.columns &= !(1 << column);
                found
            }
        });
        self.rows &= !(1 << row);
        found
    }

    /// From `cell`, the path's last, to another cell of its column, in a
    /// row not yet stepped along.
    fn along_column(&mut self, cell: usize) -> Option<VariantStep> {
        let (n, start) = (self.n, self.path[0]);
        (cell % n..n * n).step_by(n).find_map(|next| {
            if next <= start
                || next == cell
                || !self.holds(next)
                || self.rows >> (next / n) & 1 != 0
            {
                return None;
            }
            self.with(next, |s| s.along_row(next))
        })
    }

    /// The path is a whole loop (its last cell in the first one's
    /// column): its first conclusion, when every house beyond rows and
    /// columns holds two of its cells or none.
    fn close(&mut self) -> Option<VariantStep> {
        if self.counts.iter().any(|&(count, _)| count == 1) {
            return None;
        }
        let cells = self.path.clone();
        let roofs: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&c| self.board.candidates(c) != self.pair)
            .collect();
        let step = type_1(self.pair, &cells, &roofs)
            .or_else(|| {
                let technique = Technique::UniqueLoop;
                roofs_with_one_extra(self.board, technique, &cells, &roofs, self.pair)
            })
            .or_else(|| match roofs[..] {
                [a, b] => {
                    roofs_in_a_subset(self.board, Technique::UniqueLoop, &cells, [a, b], self.pair)
                        .or_else(|| {
                            roofs_holding_one_digit(
                                self.board,
                                Technique::UniqueLoop,
                                &cells,
                                [a, b],
                                self.pair,
                            )
                        })
                }
                _ => None,
            })?;
        // A tenth for every two cells beyond four.
        let bonus = (cells.len() - 4) / 2;
        Some(VariantStep {
            score: ((step.score * 10.0).round() + bonus as f32) / 10.0,
            ..step
        })
    }
}

/// One roof: it loses both digits of the pair.
fn type_1(pair: u16, cells: &[usize], roofs: &[usize]) -> Option<VariantStep> {
    let [roof] = roofs[..] else { return None };
    let eliminations = digits(pair).map(|d| (roof, d)).collect();
    VariantStep::eliminating(
        Technique::UniqueLoop,
        Vec::new(),
        cells.to_vec(),
        eliminations,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    /// The empty board of `text` with `pairs` cells holding only {1,2}
    /// and every other cell without them but for `roofs`.
    fn board_of<'a>(v: &'a Variant, pairs: &[usize], roofs: &[usize]) -> Board<'a> {
        let mut board = Board::new(v, v.givens());
        for cell in 0..board.cells() {
            if pairs.contains(&cell) {
                board.cand[cell] = 0b11;
            } else if !roofs.contains(&cell) {
                board.cand[cell] &= !0b11;
            }
        }
        board
    }

    // A six-cell loop on a 6x6 (boxes of 2x3): r1c1 r1c4 r2c4 r2c2 r5c2
    // r5c1, each row, column and box holding two of its cells, one of each
    // colour.
    const LOOP: [usize; 6] = [0, 3, 9, 7, 25, 24];

    #[test]
    fn a_loop_of_six_clears_the_pair_from_its_one_roof() {
        let v = Variant::parse("size 6").unwrap();
        let board = board_of(&v, &LOOP[..5], &[24]);
        let step = unique_loop(&board).unwrap();
        assert_eq!(step.technique, Technique::UniqueLoop);
        assert_eq!(step.cells, LOOP);
        assert_eq!(step.eliminations, [(24, 1), (24, 2)]);
        assert_eq!(step.score, 4.6);
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
        board.cand[7] = 0b111;
        board.cand[25] = 0b111;
        let step = unique_loop(&board).unwrap();
        assert_eq!(step.cells, LOOP);
        assert_eq!(step.eliminations, [(1, 3), (13, 3), (19, 3), (31, 3)]);
    }
}
