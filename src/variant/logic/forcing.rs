//! Dynamic forcing chains on any variant: a candidate is assumed, and the
//! singles, locked candidates and (for killers) cage combinations it sets
//! off are followed as the marks become; when they break the board (a cell with
//! no candidate, a house missing a digit), the candidate is false.

use super::{Board, VariantStep, basic, digits, killer};
use crate::logic::Technique;

/// Whether `board` is broken: an open cell without candidates, or a house
/// where a digit is neither placed nor possible.
fn broken(board: &Board<'_>) -> bool {
    if (0..board.cells()).any(|c| board.value(c) == 0 && board.candidates(c) == 0) {
        return true;
    }
    board.houses().iter().any(|cells| {
        let possible = board.open(cells).fold(0, |m, c| m | board.candidates(c));
        (possible | board.placed_in(cells)) != board.full()
    })
}

/// Follows the singles, cage combinations and locked candidates from
/// `board` until none applies; false when the board breaks on the way.
fn follow(board: &mut Board<'_>) -> bool {
    loop {
        if broken(board) {
            return false;
        }
        let step = basic::full_house(board)
            .or_else(|| basic::hidden_single(board, true))
            .or_else(|| basic::hidden_single(board, false))
            .or_else(|| basic::naked_single(board))
            .or_else(|| killer::cage_combination(board))
            .or_else(|| basic::locked(board, true))
            .or_else(|| basic::locked(board, false));
        match step {
            Some(step) => step.apply(board),
            None => return true,
        }
    }
}

/// The first candidate whose assumption breaks the board, tried in cells
/// with the fewest candidates first (two, then three, ...; up to `most`):
/// it is removed.
pub(super) fn dynamic_forcing_chain(board: &Board<'_>) -> Option<VariantStep> {
    let most = if board.variant().size() > 9 { 2 } else { 4 };
    for width in 2..=most {
        for cell in (0..board.cells())
            .filter(|&c| board.value(c) == 0 && board.candidates(c).count_ones() == width)
        {
            for d in digits(board.candidates(cell)) {
                let mut trial = board.clone();
                trial.place(cell, d);
                if !follow(&mut trial) {
                    return VariantStep::eliminating(
                        Technique::DynamicForcingChain,
                        Vec::new(),
                        vec![cell],
                        vec![(cell, d)],
                    );
                }
            }
        }
    }
    None
}
