//! Locked candidates over a variant's houses. Singles are the classic
//! logic's own ([`crate::logic::singles`]).

use super::{Board, VariantStep, bit, digits};
use crate::logic::Technique;

/// Whether house `h` is a box or jigsaw region (houses 2N..3N).
fn is_region(board: &Board<'_>, h: usize) -> bool {
    let n = board.variant.size;
    (2 * n..3 * n).contains(&h)
}

/// Locked candidates: a digit whose places in one house all lie where it
/// crosses another leaves the rest of the other. `from_regions`: the
/// confining house is a box or region (pointing), else any other house
/// (claiming).
pub(super) fn locked(board: &Board<'_>, from_regions: bool) -> Option<VariantStep> {
    let technique = if from_regions {
        Technique::Pointing
    } else {
        Technique::Claiming
    };
    let open_digits = |cells: &[u16]| board.open(cells).fold(0, |m, c| m | board.candidates(c));
    for crossing in &board.variant.shape.crossings {
        let inside = open_digits(&crossing.shared);
        if inside == 0 {
            continue;
        }
        for (from, to) in [(0, 1), (1, 0)] {
            let house = crossing.houses[from];
            if is_region(board, house) != from_regions {
                continue;
            }
            let locked = inside
                & !open_digits(&crossing.rest[from])
                & !board.placed_in(&board.houses()[house]);
            let Some(d) = digits(locked).find(|&d| {
                board
                    .open(&crossing.rest[to])
                    .any(|c| board.candidates(c) & bit(d) != 0)
            }) else {
                continue;
            };
            let eliminations = board
                .open(&crossing.rest[to])
                .filter(|&c| board.candidates(c) & bit(d) != 0)
                .map(|c| (c, d))
                .collect();
            let cells = board
                .open(&crossing.shared)
                .filter(|&c| board.candidates(c) & bit(d) != 0)
                .collect();
            return VariantStep::eliminating(
                technique,
                vec![house, crossing.houses[to]],
                cells,
                eliminations,
            );
        }
    }
    None
}

/// Every locked candidate at once, both ways, each crossing read as the
/// eliminations before it left the board: whether any candidate went.
/// (For following an assumption, where steps need no names.)
pub(super) fn eliminate_locked(board: &mut Board<'_>) -> bool {
    let open_digits = |board: &Board<'_>, cells: &[u16]| {
        board.open(cells).fold(0, |m, c| m | board.candidates(c))
    };
    let mut any = false;
    for crossing in &board.variant.shape.crossings {
        let inside = open_digits(board, &crossing.shared);
        if inside == 0 {
            continue;
        }
        for (from, to) in [(0, 1), (1, 0)] {
            // A digit placed in the confining house is no candidate inside.
            let locked = inside & !open_digits(board, &crossing.rest[from]);
            if locked == 0 {
                continue;
            }
            for &c in &crossing.rest[to] {
                let c = usize::from(c);
                if board.value(c) == 0 && board.candidates(c) & locked != 0 {
                    board.cand[c] &= !locked;
                    any = true;
                }
            }
        }
    }
    any
}
