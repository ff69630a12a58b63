//! Every locked candidate at once, for following an assumption. Singles
//! and locked candidates as steps are the classic logic's own
//! ([`crate::logic::singles`], [`crate::logic::intersections`]).

use super::Board;

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
