//! Naked and hidden subsets in any house, and fish on rows and columns.

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

/// A digit whose places in `k` rows lie in `k` columns (or the other way
/// round): the rest of those columns (rows) lose it.
pub(super) fn fish(board: &Board<'_>, k: usize, technique: Technique) -> Option<VariantStep> {
    let n = board.variant.size;
    for d in 1..=n as u8 {
        for by_rows in [true, false] {
            let at = |line: usize, cross: usize| {
                if by_rows {
                    line * n + cross
                } else {
                    cross * n + line
                }
            };
            // Base lines with 2..=k places for d: (line, places as bits).
            let lines: Vec<(usize, u32)> = (0..n)
                .map(|line| {
                    let places = (0..n)
                        .filter(|&x| {
                            let c = at(line, x);
                            board.value(c) == 0 && board.candidates(c) & bit(d) != 0
                        })
                        .fold(0u32, |m, x| m | 1 << x);
                    (line, places)
                })
                .filter(|(_, p)| (2..=k as u32).contains(&p.count_ones()))
                .collect();
            let found = first_combination(lines.len(), k, &mut |pick| {
                let cover = pick.iter().fold(0u32, |m, &i| m | lines[i].1);
                if cover.count_ones() as usize != k {
                    return None;
                }
                let base: Vec<usize> = pick.iter().map(|&i| lines[i].0).collect();
                let eliminations = (0..n)
                    .filter(|x| cover >> x & 1 != 0)
                    .flat_map(|x| (0..n).map(move |line| (line, x)))
                    .filter(|(line, _)| !base.contains(line))
                    .map(|(line, x)| at(line, x))
                    .filter(|&c| board.value(c) == 0 && board.candidates(c) & bit(d) != 0)
                    .map(|c| (c, d))
                    .collect();
                let offset = if by_rows { 0 } else { n };
                let houses = base.iter().map(|&l| l + offset).collect();
                let cells = base
                    .iter()
                    .flat_map(|&line| (0..n).map(move |x| (line, x)))
                    .filter(|&(_, x)| cover >> x & 1 != 0)
                    .map(|(line, x)| at(line, x))
                    .filter(|&c| board.value(c) == 0 && board.candidates(c) & bit(d) != 0)
                    .collect();
                VariantStep::eliminating(technique, houses, cells, eliminations)
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}
