//! Naked and hidden subsets in any house (fish are the classic logic's
//! own, [`crate::logic::fish`]).

use super::{Board, VariantStep, bit, digits};
use crate::logic::Technique;
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

/// The first `k`-combination of 0..n (ascending indices) for which `f`
/// gives something.
pub(super) fn first_combination<R>(
    n: usize,
    k: usize,
    f: &mut impl FnMut(&[usize]) -> Option<R>,
) -> Option<R> {
    fn go<R>(
        n: usize,
        k: usize,
        start: usize,
        picked: &mut [usize; 4],
        depth: usize,
        f: &mut impl FnMut(&[usize]) -> Option<R>,
    ) -> Option<R> {
        if depth == k {
            return f(&picked[..k]);
        }
        for i in start..n {
            picked[depth] = i;
            if let Some(found) = go(n, k, i + 1, picked, depth + 1, f) {
                return Some(found);
            }
        }
        None
    }
    go(n, k, 0, &mut [0; 4], 0, f)
}

/// `k` open cells of a house holding only `k` digits: the house's other
/// cells lose them.
pub(super) fn naked(board: &Board<'_>, k: usize, technique: Technique) -> Option<VariantStep> {
    board.houses().iter().enumerate().find_map(|(h, cells)| {
        let open: Vec<usize> = board.open(cells).collect();
        if open.len() <= k {
            return None;
        }
        let small: Vec<usize> = open
            .iter()
            .copied()
            .filter(|&c| (2..=k as u32).contains(&board.candidates(c).count_ones()))
            .collect();
        first_combination(small.len(), k, &mut |pick| {
            let union = pick
                .iter()
                .fold(0u16, |m, &i| m | board.candidates(small[i]));
            if union.count_ones() as usize != k {
                return None;
            }
            let subset: Vec<usize> = pick.iter().map(|&i| small[i]).collect();
            let eliminations = open
                .iter()
                .filter(|c| !subset.contains(c))
                .flat_map(|&c| digits(board.candidates(c) & union).map(move |d| (c, d)))
                .collect();
            VariantStep::eliminating(technique, vec![h], subset, eliminations)
        })
    })
}

/// `k` digits of a house confined to `k` cells: those cells lose every
/// other digit.
pub(super) fn hidden(board: &Board<'_>, k: usize, technique: Technique) -> Option<VariantStep> {
    board.houses().iter().enumerate().find_map(|(h, cells)| {
        let open: Vec<usize> = board.open(cells).collect();
        if open.len() <= k {
            return None;
        }
        // Each missing digit's places, as bits of positions in `open`.
        let places = |d: u8| {
            open.iter()
                .enumerate()
                .filter(|(_, c)| board.candidates(**c) & bit(d) != 0)
                .fold(0u32, |m, (i, _)| m | 1 << i)
        };
        let wanted: Vec<(u8, u32)> = digits(board.full() & !board.placed_in(cells))
            .map(|d| (d, places(d)))
            .filter(|(_, p)| (2..=k as u32).contains(&p.count_ones()))
            .collect();
        first_combination(wanted.len(), k, &mut |pick| {
            let spots = pick.iter().fold(0u32, |m, &i| m | wanted[i].1);
            if spots.count_ones() as usize != k {
                return None;
            }
            let keep = pick.iter().fold(0u16, |m, &i| m | bit(wanted[i].0));
            let subset: Vec<usize> = (0..open.len())
                .filter(|i| spots >> i & 1 != 0)
                .map(|i| open[i])
                .collect();
            let eliminations = subset
                .iter()
                .flat_map(|&c| digits(board.candidates(c) & !keep).map(move |d| (c, d)))
                .collect();
            VariantStep::eliminating(technique, vec![h], subset, eliminations)
        })
    })
}
