//! Killer techniques: the combinations a cage's sum allows its cells, and
//! innies and outies (the cells a house's cages leave out, or that stick
//! out of the cages covering it, add up to what the house's total
//! leaves).

use std::cell::RefCell;

use super::{Board, VariantStep, digits};
use crate::geometry::digit_bit;
use crate::logic::Technique;
use crate::logic::model::{Model, OwnRule};
use crate::variant::Cage;
use crate::variant::combos::distinct_support;

/// What a sum allows cells whose digits are `options` (a mask per cell;
/// a placed cell has its digit's): per cell the digits some combination
/// uses, and the digits every combination uses. `distinct`: the cells
/// hold different digits (a cage, cells of one house); otherwise they may
/// repeat. `None` when no combination adds up.
fn allowed(options: &[u16], sum: u32, distinct: bool) -> Option<(Vec<u16>, u16)> {
    if distinct {
        allowed_distinct(options, sum)
    } else {
        allowed_repeating(options, sum)
    }
}

/// [`allowed`] for distinct digits, remembered: forcing chains ask the
/// same of each cage over and over (a 16x16 killer's rating spent 85% of
/// its time here before).
fn allowed_distinct(options: &[u16], sum: u32) -> Option<(Vec<u16>, u16)> {
    let n = options.len();
    if n > MEMO_CELLS {
        let mut out = vec![0u16; n];
        let must = distinct_support(options, sum, &mut out)?;
        return Some((out, must));
    }
    let mut key = [0u16; MEMO_CELLS];
    key[..n].copy_from_slice(options);
    let hash = key[..n]
        .iter()
        .fold(u64::from(sum) << 8 | n as u64, |h, &o| {
            (h ^ u64::from(o)).wrapping_mul(0x100_0000_01b3)
        });
    let slot = (hash >> 32) as usize % MEMO_SLOTS;
    MEMO.with_borrow_mut(|memo| {
        let memo = memo.get_or_insert_with(|| vec![Memo::default(); MEMO_SLOTS]);
        let entry = &mut memo[slot];
        if !(entry.filled
            && entry.sum == sum
            && usize::from(entry.len) == n
            && entry.options == key)
        {
            let mut allowed = [0u16; MEMO_CELLS];
            let must = distinct_support(options, sum, &mut allowed[..n]);
            *entry = Memo {
                filled: true,
                len: n as u8,
                sum,
                options: key,
                allowed,
                must,
            };
        }
        entry.must.map(|must| (entry.allowed[..n].to_vec(), must))
    })
}

/// The most cells a remembered sum has.
const MEMO_CELLS: usize = 16;

/// Sums remembered per thread (about 150 KB).
const MEMO_SLOTS: usize = 2048;

/// One remembered [`distinct_support`].
#[derive(Clone, Copy, Default)]
struct Memo {
    filled: bool,
    len: u8,
    sum: u32,
    options: [u16; MEMO_CELLS],
    allowed: [u16; MEMO_CELLS],
    must: Option<u16>,
}

thread_local! {
    static MEMO: RefCell<Option<Vec<Memo>>> = const { RefCell::new(None) };
}

/// [`allowed`] for digits that may repeat: reachable sums, cell by cell.
fn allowed_repeating(options: &[u16], sum: u32) -> Option<(Vec<u16>, u16)> {
    let limit = sum as usize;
    let mut reach: Vec<Vec<bool>> = vec![vec![false; limit + 1]];
    reach[0][0] = true;
    for &opts in options {
        let last = reach.last().expect("a first layer");
        let mut next = vec![false; limit + 1];
        for s in (0..=limit).filter(|&s| last[s]) {
            for d in digits(opts) {
                if s + usize::from(d) <= limit {
                    next[s + usize::from(d)] = true;
                }
            }
        }
        reach.push(next);
    }
    let mut good = vec![false; limit + 1];
    good[limit] = reach.last().expect("a last layer")[limit];
    if !good[limit] {
        return None;
    }
    let mut out = vec![0u16; options.len()];
    for i in (0..options.len()).rev() {
        let mut earlier = vec![false; limit + 1];
        for s in (0..=limit).filter(|&s| reach[i][s]) {
            for d in digits(options[i]) {
                let to = s + usize::from(d);
                if to <= limit && good[to] {
                    out[i] |= digit_bit(d);
                    earlier[s] = true;
                }
            }
        }
        good = earlier;
    }
    Some((out, 0))
}

/// The eliminations a sum over `cells` makes: candidates no combination
/// uses, and, for a digit every combination uses, the cells outside that
/// see all of its places.
fn sum_eliminations(
    board: &Board<'_>,
    cells: &[usize],
    sum: u32,
    distinct: bool,
) -> Vec<(usize, u8)> {
    let options: Vec<u16> = cells
        .iter()
        .map(|&c| match board.value(c) {
            0 => board.candidates(c),
            d => digit_bit(d),
        })
        .collect();
    let Some((keep, must)) = allowed(&options, sum, distinct) else {
        return Vec::new();
    };
    let mut out: Vec<(usize, u8)> = cells
        .iter()
        .zip(&keep)
        .filter(|&(&c, _)| board.value(c) == 0)
        .flat_map(|(&c, &k)| digits(board.candidates(c) & !k).map(move |d| (c, d)))
        .collect();
    let placed = cells
        .iter()
        .map(|&c| board.value(c))
        .filter(|&d| d != 0)
        .fold(0, |m, d| m | digit_bit(d));
    for d in digits(must & !placed) {
        let places: Vec<usize> = cells
            .iter()
            .zip(&keep)
            .filter(|&(&c, &k)| board.value(c) == 0 && k & digit_bit(d) != 0)
            .map(|(&c, _)| c)
            .collect();
        for other in (0..board.cells()).filter(|c| !cells.contains(c)) {
            if board.value(other) == 0
                && board.has(other, d)
                && places.iter().all(|&p| board.sees(other, p))
                && !out.contains(&(other, d))
            {
                out.push((other, d));
            }
        }
    }
    out
}

/// The most open cells a cage of a grid larger than 9x9 may have for its
/// combinations to be worked out: their digit sets grow as 2^N, and such
/// cages rarely tell anything.
const MAX_LARGE_CAGE: usize = 6;

/// Whether cage `cage`'s sum can no longer be made from its cells' digits
/// and candidates (cages too large to work out on grids over 9x9 are not
/// checked).
fn broken(board: &Board<'_>, cage: &Cage) -> bool {
    let open = cage
        .cells
        .iter()
        .filter(|&&c| board.value(usize::from(c)) == 0)
        .count();
    if board.variant.size > 9 && open > MAX_LARGE_CAGE {
        return false;
    }
    let options: Vec<u16> = cage
        .cells
        .iter()
        .map(|&c| match board.value(usize::from(c)) {
            0 => board.candidates(usize::from(c)),
            d => digit_bit(d),
        })
        .collect();
    allowed(&options, cage.sum, true).is_none()
}

/// The cage rules as forcing chains follow them ([`crate::logic::model::Trial::own_rule`]): a
/// cage combination's eliminations, else a cage whose sum its cells can no
/// longer make. Cages found quiet before are skipped ([`Board::is_quiet`]),
/// and those that conclude nothing are noted quiet.
pub(super) fn own_rule(board: &Board<'_>) -> Option<OwnRule> {
    let cages = &board.variant.cages;
    let count = board.houses().len();
    for k in 0..cages.len() {
        if board.is_quiet(k) {
            continue;
        }
        if let Some(step) = combination_of(board, count, k) {
            return Some(OwnRule::Removes {
                cells: step.cells,
                eliminations: step.eliminations,
            });
        }
    }
    for (k, cage) in cages.iter().enumerate() {
        if board.is_quiet(k) {
            continue;
        }
        if broken(board, cage) {
            return Some(OwnRule::Broken {
                cells: cage.cells.iter().map(|&c| usize::from(c)).collect(),
            });
        }
        board.hush(k);
    }
    None
}

/// A cage's sum rules out candidates of its cells, or a digit every
/// combination needs rules it out of the cells seeing all its places.
pub(super) fn cage_combination(board: &Board<'_>) -> Option<VariantStep> {
    let count = board.houses().len();
    (0..board.variant.cages.len()).find_map(|k| combination_of(board, count, k))
}

/// [`cage_combination`] in cage `k` (of a board of `count` houses).
fn combination_of(board: &Board<'_>, count: usize, k: usize) -> Option<VariantStep> {
    let cage = &board.variant.cages[k];
    let cells: Vec<usize> = cage.cells.iter().map(|&c| usize::from(c)).collect();
    let open = cells.iter().filter(|&&c| board.value(c) == 0).count();
    if open == 0 || (board.variant.size > 9 && open > MAX_LARGE_CAGE) {
        return None;
    }
    let eliminations = sum_eliminations(board, &cells, cage.sum, true);
    VariantStep::eliminating(
        Technique::CageCombination,
        vec![count + k],
        cells,
        eliminations,
    )
}

/// The most cells an innie or outie group may have (larger groups rarely
/// tell anything, and their combinations cost the most).
const MAX_GROUP: usize = 5;

/// Innies: a house's cells outside the cages wholly inside it add up to
/// the house's total less those cages' sums. Outies: the cells of the
/// cages covering a house that stick out of it add up to those cages' sums
/// less the house's total.
pub(super) fn innies_outies(board: &Board<'_>) -> Option<VariantStep> {
    let variant = board.variant;
    if variant.cages.is_empty() {
        return None;
    }
    let n = variant.size as u32;
    let total = n * (n + 1) / 2;
    let count = board.houses().len();
    for (h, house) in board.houses().iter().enumerate() {
        let inside = |c: &u16| house.contains(c);
        // Innies.
        let inner: Vec<usize> = (0..variant.cages.len())
            .filter(|&k| variant.cages[k].cells.iter().all(inside))
            .collect();
        let inner_sum: u32 = inner.iter().map(|&k| variant.cages[k].sum).sum();
        let rest: Vec<usize> = house
            .iter()
            .filter(|&&c| !inner.iter().any(|&k| variant.cages[k].cells.contains(&c)))
            .map(|&c| usize::from(c))
            .collect();
        if !inner.is_empty()
            && (1..=MAX_GROUP).contains(&rest.len())
            && inner_sum <= total
            && rest.iter().any(|&c| board.value(c) == 0)
        {
            let eliminations = sum_eliminations(board, &rest, total - inner_sum, true);
            let houses = std::iter::once(h)
                .chain(inner.iter().map(|&k| count + k))
                .collect();
            if let Some(step) =
                VariantStep::eliminating(Technique::InniesOuties, houses, rest, eliminations)
            {
                return Some(step);
            }
        }
        // Outies.
        let touching: Vec<usize> = (0..variant.cages.len())
            .filter(|&k| variant.cages[k].cells.iter().any(inside))
            .collect();
        let size: usize = touching.iter().map(|&k| variant.cages[k].cells.len()).sum();
        let mut union: Vec<u16> = touching
            .iter()
            .flat_map(|&k| variant.cages[k].cells.iter().copied())
            .collect();
        union.sort_unstable();
        union.dedup();
        let covers = union.len() == size && house.iter().all(|c| union.contains(c));
        let out: Vec<usize> = union
            .iter()
            .filter(|c| !inside(c))
            .map(|&c| usize::from(c))
            .collect();
        let outer_sum: u32 = touching.iter().map(|&k| variant.cages[k].sum).sum();
        if covers
            && (1..=MAX_GROUP).contains(&out.len())
            && outer_sum >= total
            && out.iter().any(|&c| board.value(c) == 0)
        {
            let distinct = out
                .iter()
                .enumerate()
                .all(|(i, &a)| out[i + 1..].iter().all(|&b| board.sees(a, b)));
            let eliminations = sum_eliminations(board, &out, outer_sum - total, distinct);
            let houses = std::iter::once(h)
                .chain(touching.iter().map(|&k| count + k))
                .collect();
            if let Some(step) =
                VariantStep::eliminating(Technique::InniesOuties, houses, out, eliminations)
            {
                return Some(step);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    #[test]
    fn sums_allow_what_their_combinations_use() {
        // Two cells, 3: only {1,2}.
        let (keep, must) = allowed(&[0x1ff, 0x1ff], 3, true).unwrap();
        assert_eq!(keep, vec![0b11, 0b11]);
        assert_eq!(must, 0b11);
        // Three cells, 24: {7,8,9}.
        let (keep, _) = allowed(&[0x1ff; 3], 24, true).unwrap();
        assert_eq!(keep, vec![0b1_1100_0000; 3]);
        // 10 over two cells, the first 1 or 9: {1,9}; and 4 is impossible
        // for two distinct digits when one is 2.
        assert_eq!(
            allowed(&[0b1_0000_0001, 0x1ff], 10, true).unwrap().0[1],
            0b1_0000_0001
        );
        assert!(allowed(&[0b10, 0b10], 4, true).is_none());
        // Repeating digits may: 2 + 2.
        assert_eq!(allowed(&[0b10, 0x1ff], 4, false).unwrap().0[1], 0b10);
    }

    #[test]
    fn innies_add_up_to_what_the_cages_leave() {
        // Row 1 of a 6x6 (21): 7 + 8 in cages leaves 6 for r1c5 r1c6,
        // {1,5} or {2,4}; the cages' own combinations say nothing there.
        let v = Variant::parse("size 6\ncage 7 r1c1 r1c2\ncage 8 r1c3 r1c4").unwrap();
        let board = Board::new(&v, v.givens());
        let step = innies_outies(&board).unwrap();
        assert_eq!(step.technique, Technique::InniesOuties);
        assert_eq!(step.cells, [4, 5]);
        assert_eq!(step.eliminations, [(4, 3), (4, 6), (5, 3), (5, 6)]);
        assert_eq!(
            step.explain(&v),
            "Innies and outies in row 1 and cage 1 (7) and cage 2 (8): \
             removes 3 from r1c5, 6 from r1c5, 3 from r1c6, 6 from r1c6."
        );
    }

    #[test]
    fn outies_add_up_to_what_the_house_leaves() {
        // Row 1 of a 4x4 (10) is covered by cages of 6 and 7, one cell
        // sticking out: r2c1 = 3.
        let v = Variant::parse("size 4\ncage 6 r1c1 r1c2 r2c1\ncage 7 r1c3 r1c4").unwrap();
        let mut board = Board::new(&v, v.givens());
        let mut outie = None;
        while let Some(step) = innies_outies(&board) {
            if step.cells == [4] {
                outie = Some(step);
                break;
            }
            step.apply(&mut board);
        }
        let outie = outie.expect("an outie step");
        outie.apply(&mut board);
        assert_eq!(board.candidates(4), digit_bit(3));
        // And 3, which the outie must hold, leaves the cells seeing it.
        assert!(outie.eliminations.contains(&(5, 3)));
    }
}
