//! Naked subsets with a virtual cell (for the uniqueness techniques).
//! Naked and hidden subsets and fish are the classic logic's own
//! ([`crate::logic::subsets`], [`crate::logic::fish`]).

use super::{Board, digits};
use crate::logic::subsets::combinations;

/// A naked subset found with a virtual cell: its other cells, and the
/// (cell, digit) candidates the rest of its house loses.
pub(super) type VirtualSubset = (Vec<usize>, Vec<(usize, u8)>);

/// A virtual cell holding the digits `extra` (cells of a pattern, one of
/// which holds one of them) and one to three other open cells of `house`
/// (not in `pattern`) holding as many digits as cells: the first such
/// subset whose digits the rest of the house holds, as the subset's cells
/// and the (cell, digit) candidates the rest of the house loses.
pub(super) fn with_virtual_cell(
    board: &Board<'_>,
    house: &[u16],
    pattern: &[usize],
    extra: u16,
) -> Option<VirtualSubset> {
    let others: Vec<usize> = board.open(house).filter(|c| !pattern.contains(c)).collect();
    for size in 1..=others.len().saturating_sub(1).min(3) {
        for subset in combinations(&others, size) {
            let held = subset.iter().fold(extra, |m, &c| m | board.candidates(c));
            if held.count_ones() as usize != size + 1 {
                continue;
            }
            let removed: Vec<(usize, u8)> = others
                .iter()
                .filter(|c| !subset.contains(c))
                .flat_map(|&c| digits(board.candidates(c) & held).map(move |d| (c, d)))
                .collect();
            if !removed.is_empty() {
                return Some((subset, removed));
            }
        }
    }
    None
}
