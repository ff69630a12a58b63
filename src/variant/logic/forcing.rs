//! Dynamic forcing chains on any variant: a candidate is assumed, and the
//! singles, locked candidates and (for killers) cage combinations it sets
//! off are followed as the marks become; when they break the board (a cell with
//! no candidate, a house missing a digit, a cage whose sum its cells can no
//! longer make), the candidate is false. And
//! when each candidate of a cell, or each place of a digit in a house, is
//! assumed in turn, what every branch leads to holds (one of them is true).
//! Nested forcing chains follow dynamic ones inside the assumption.

use super::{Board, VariantStep, basic, digits, killer};
use crate::geometry::digit_bit;
use crate::logic::Technique;

/// Follows the singles, cage combinations and locked candidates from
/// `board` until none applies; false when the board breaks on the way (a
/// cell without candidates, a house missing a digit, a cage whose sum its
/// cells can no longer make).
/// Singles are placed a sweep at a time (naked ones over the cells, then
/// hidden ones house by house), then every locked candidate at once, and a
/// cage combination one at a time once those stop: the same board as
/// taking the simplest step again and again, as every step only ever takes
/// candidates away (and a broken board stays broken).
fn follow(board: &mut Board<'_>) -> bool {
    loop {
        if !singles(board) {
            return false;
        }
        if basic::eliminate_locked(board) {
            continue;
        }
        match killer::cage_combination(board) {
            Some(step) => step.apply(board),
            // The last sweep of singles found every cell and house whole,
            // and nothing changed since; a cage may have no sum left.
            None => return !killer::cage_broken(board),
        }
    }
}

/// Places naked and hidden singles, a sweep at a time, until a sweep
/// places none: false when a cell is left without candidates or a house
/// without a place for a digit it lacks.
fn singles(board: &mut Board<'_>) -> bool {
    loop {
        let mut placed = false;
        for cell in 0..board.cells() {
            let x = board.candidates(cell);
            if board.value(cell) != 0 || x & x.wrapping_sub(1) != 0 {
                continue;
            }
            if x == 0 {
                return false;
            }
            board.place(cell, x.trailing_zeros() as u8 + 1);
            placed = true;
        }
        for cells in board.houses() {
            let (mut once, mut twice) = (0u16, 0u16);
            for cell in board.open(cells) {
                twice |= once & board.candidates(cell);
                once |= board.candidates(cell);
            }
            if (once | board.placed_in(cells)) != board.full() {
                return false;
            }
            for d in digits(once & !twice) {
                let Some(cell) = board
                    .open(cells)
                    .find(|&c| board.candidates(c) & digit_bit(d) != 0)
                else {
                    return false;
                };
                board.place(cell, d);
                placed = true;
            }
        }
        if !placed {
            return true;
        }
    }
}

/// The cells (or places) a forcing chain branches on: two to four, two
/// on grids over 9x9.
fn widest(board: &Board<'_>) -> u32 {
    if board.variant().size() > 9 { 2 } else { 4 }
}

/// `board` with `d` assumed at `cell` and what it sets off followed; None
/// when that breaks the board.
fn assume<'a>(board: &Board<'a>, cell: usize, d: u8) -> Option<Board<'a>> {
    let mut trial = board.clone();
    trial.place(cell, d);
    follow(&mut trial).then_some(trial)
}

/// The step of `technique` removing `d` from `cell`, whose assumption broke
/// the board.
fn refuted(technique: Technique, cell: usize, d: u8) -> Option<VariantStep> {
    VariantStep::eliminating(technique, Vec::new(), vec![cell], vec![(cell, d)])
}

/// The candidates a contradiction chain assumes, as (cell, digit): those of
/// the cells with the fewest candidates first (two, then three, ...; up to
/// [`widest`]).
fn assumptions<'b>(board: &'b Board<'_>) -> impl Iterator<Item = (usize, u8)> + 'b {
    (2..=widest(board)).flat_map(move |width| {
        (0..board.cells())
            .filter(move |&c| board.value(c) == 0 && board.candidates(c).count_ones() == width)
            .flat_map(move |cell| digits(board.candidates(cell)).map(move |d| (cell, d)))
    })
}

/// The first candidate whose assumption breaks the board, tried as
/// [`assumptions`] orders them: it is removed.
pub(super) fn dynamic_forcing_chain(board: &Board<'_>) -> Option<VariantStep> {
    let (cell, d) = assumptions(board).find(|&(cell, d)| assume(board, cell, d).is_none())?;
    refuted(Technique::DynamicForcingChain, cell, d)
}

/// The premises to branch on, fewest first (two, then three, ... up to
/// [`widest`]): the candidates of a cell, as (cell, digit) pairs, then the
/// places of a digit in a house.
fn premises(board: &Board<'_>, width: u32) -> Vec<Vec<(usize, u8)>> {
    let mut out: Vec<Vec<(usize, u8)>> = (0..board.cells())
        .filter(|&c| board.value(c) == 0 && board.candidates(c).count_ones() == width)
        .map(|c| digits(board.candidates(c)).map(|d| (c, d)).collect())
        .collect();
    for cells in board.houses() {
        for d in digits(board.full() & !board.placed_in(cells)) {
            let places: Vec<(usize, u8)> = board
                .open(cells)
                .filter(|&c| board.candidates(c) & digit_bit(d) != 0)
                .map(|c| (c, d))
                .collect();
            if places.len() == width as usize {
                out.push(places);
            }
        }
    }
    out
}

/// Cell and region forcing chains: for a cell's candidates (or a digit's
/// places in a house), two to four of them (two on grids over 9x9), each
/// assumed in turn and followed as in [`dynamic_forcing_chain`]: a digit
/// every branch places in the same cell is placed, a candidate every
/// branch removes is removed; a branch that breaks the board removes its
/// own assumption.
pub(super) fn verity_forcing_chain(board: &Board<'_>) -> Option<VariantStep> {
    for width in 2..=widest(board) {
        for premise in premises(board, width) {
            let mut trials = Vec::with_capacity(premise.len());
            for &(cell, d) in &premise {
                match assume(board, cell, d) {
                    Some(trial) => trials.push(trial),
                    None => return refuted(Technique::DynamicForcingChain, cell, d),
                }
            }
            let sources: Vec<usize> = premise.iter().map(|&(c, _)| c).collect();
            if let Some(step) = agreed(board, &trials, sources) {
                return Some(step);
            }
        }
    }
    None
}

/// The work nested forcing chains may do over a whole logical solve before
/// it falls back to a guess: each assumption, inner ones included, costs
/// the board's cell count (so about 395,000 assumptions on a 9x9, 125,000
/// on a 16x16; 1.3 s at most on the benchmark's non-consecutive puzzles
/// on our 2-core VM).
pub(super) const NESTED_WORK: u64 = 32_000_000;

/// Removes from `board` every candidate whose assumption, followed as in
/// [`assume`], breaks it (each tried on the board as the ones before left
/// it): Some(whether any went), None when `work` runs out.
fn refute_all(board: &mut Board<'_>, work: &mut u64) -> Option<bool> {
    let mut found = false;
    for cell in 0..board.cells() {
        for d in digits(board.candidates(cell)) {
            *work = work.checked_sub(board.cells() as u64)?;
            if assume(board, cell, d).is_none() {
                board.eliminate(cell, d);
                found = true;
            }
        }
    }
    Some(found)
}

/// [`follow`], and then, until nothing more goes, every candidate a
/// dynamic forcing chain refutes removed: Some(false) when the board
/// breaks, None when `work` runs out.
fn follow_nested(board: &mut Board<'_>, work: &mut u64) -> Option<bool> {
    loop {
        if !follow(board) {
            return Some(false);
        }
        if !refute_all(board, work)? {
            return Some(true);
        }
    }
}

/// Nested forcing chains: a candidate whose assumption, followed through
/// singles, locked candidates, cage combinations and, inside it, dynamic
/// forcing chains, breaks the board is removed. Tried as [`assumptions`]
/// orders them; None also when `work` runs out (see [`NESTED_WORK`]).
pub(super) fn nested_forcing_chain(board: &Board<'_>, work: &mut u64) -> Option<VariantStep> {
    for (cell, d) in assumptions(board) {
        let mut trial = board.clone();
        trial.place(cell, d);
        *work = work.checked_sub(board.cells() as u64)?;
        if !follow_nested(&mut trial, work)? {
            return refuted(Technique::NestedForcingChain, cell, d);
        }
    }
    None
}

/// What every trial agrees on, from `board`: a placement (first), else the
/// candidates every trial removed.
fn agreed(board: &Board<'_>, trials: &[Board<'_>], sources: Vec<usize>) -> Option<VariantStep> {
    let open = (0..board.cells()).filter(|&c| board.value(c) == 0);
    for cell in open.clone() {
        let d = trials[0].value(cell);
        if d != 0 && trials.iter().all(|t| t.value(cell) == d) {
            let mut step =
                VariantStep::placing(Technique::DynamicForcingChain, Vec::new(), cell, d);
            step.cells = sources;
            step.cells.push(cell);
            return Some(step);
        }
    }
    let gone = |t: &Board<'_>, cell: usize, d: u8| match t.value(cell) {
        0 => t.candidates(cell) & digit_bit(d) == 0,
        v => v != d,
    };
    let eliminations: Vec<(usize, u8)> = open
        .flat_map(|c| digits(board.candidates(c)).map(move |d| (c, d)))
        .filter(|&(c, d)| trials.iter().all(|t| gone(t, c, d)))
        .collect();
    VariantStep::eliminating(
        Technique::DynamicForcingChain,
        Vec::new(),
        sources,
        eliminations,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::intersections::{claiming, pointing};
    use crate::logic::singles::{full_house, hidden_single, naked_single};
    use crate::variant::logic::shared;
    use crate::variant::{Variant, generate, generate_killer};

    /// Whether `board` is broken: an open cell without candidates, a house
    /// where a digit is neither placed nor possible, or a cage without a
    /// sum left.
    fn broken(board: &Board<'_>) -> bool {
        killer::cage_broken(board)
            || (0..board.cells()).any(|c| board.value(c) == 0 && board.candidates(c) == 0)
            || board.houses().iter().any(|cells| {
                let possible = board.open(cells).fold(0, |m, c| m | board.candidates(c));
                (possible | board.placed_in(cells)) != board.full()
            })
    }

    /// [`follow`] one simplest step at a time, as the steps are named.
    fn one_step_at_a_time(board: &mut Board<'_>) -> bool {
        loop {
            if broken(board) {
                return false;
            }
            let step = full_house(board)
                .or_else(|| hidden_single(board, true))
                .or_else(|| hidden_single(board, false))
                .or_else(|| naked_single(board))
                .map(|single| VariantStep::from(&single))
                .or_else(|| killer::cage_combination(board))
                .or_else(|| shared(pointing(board)))
                .or_else(|| shared(claiming(board)));
            match step {
                Some(step) => step.apply(board),
                None => return true,
            }
        }
    }

    #[test]
    fn following_by_sweeps_reaches_the_board_one_step_at_a_time_does() {
        // Every candidate of generated puzzles of several kinds, assumed:
        // both ways break the board or reach the same marks.
        let mut puzzles = Vec::new();
        for (seed, text) in [
            "size 9\nrules anti-knight",
            "size 9\nrules non-consecutive",
            "size 8\nrules anti-king",
            "size 12",
        ]
        .iter()
        .enumerate()
        {
            puzzles.push(generate(&Variant::template(text).unwrap(), seed as u64, 1).unwrap());
        }
        puzzles.push(generate_killer(&Variant::template("size 9").unwrap(), 1, 50).unwrap());
        let (mut broke, mut kept) = (0, 0);
        for v in &puzzles {
            let board = Board::new(v, v.givens());
            for cell in (0..board.cells()).filter(|&c| board.value(c) == 0) {
                for d in digits(board.candidates(cell)) {
                    let mut reference = board.clone();
                    reference.place(cell, d);
                    let whole = one_step_at_a_time(&mut reference);
                    match assume(&board, cell, d) {
                        Some(trial) => {
                            assert!(whole, "{}", v.to_text());
                            assert_eq!(trial.digits(), reference.digits());
                            let marks = |b: &Board<'_>| {
                                (0..b.cells()).map(|c| b.candidates(c)).collect::<Vec<_>>()
                            };
                            assert_eq!(marks(&trial), marks(&reference));
                            kept += 1;
                        }
                        None => {
                            assert!(!whole, "{}", v.to_text());
                            broke += 1;
                        }
                    }
                }
            }
        }
        assert!(broke > 100 && kept > 100, "{broke} {kept}");
    }
}
