//! Hints on a variant game: a wrong entry first, then (with pencil marks)
//! a cell whose marks leave out the solution's digit, then the simplest
//! step of the variant logic on the player's grid, or a guess of the
//! solution's digit when no technique applies.

use super::Variant;
use super::game::VariantGame;
use super::logic::{Board, VariantStep, guess, next_step};
use crate::geometry::digit_bit;
use crate::play::Play;

/// What a hint on a variant tells the player.
#[derive(Debug, Clone, PartialEq)]
pub enum VariantHint {
    /// The player's digit at `cell` is not the solution's.
    WrongDigit {
        /// The cell.
        cell: usize,
        /// The digit the player entered there.
        entered: u8,
    },
    /// The player's pencil marks at `cell` leave out `digit`, the solution's.
    MissingCandidate {
        /// The cell.
        cell: usize,
        /// The digit the pencil marks should keep.
        digit: u8,
    },
    /// The simplest next step (a guess when no technique applies).
    Step(VariantStep),
    /// Every cell holds the solution's digit.
    Solved,
}

impl VariantHint {
    /// A one-sentence English explanation; for a step, followed by the
    /// step in players' notation in brackets, as classic hints are
    /// ([`VariantStep::notation`]).
    pub fn explain(&self, variant: &Variant) -> String {
        let cell = |c: usize| variant.cell_name(c);
        match self {
            VariantHint::WrongDigit { cell: c, entered } => format!(
                "The {entered} at {} is wrong: the solution has another digit there.",
                cell(*c)
            ),
            VariantHint::MissingCandidate { cell: c, digit } => format!(
                "The pencil marks at {} leave out {digit}, which is still possible there.",
                cell(*c)
            ),
            VariantHint::Step(step) => {
                format!("{} [{}]", step.explain(variant), step.notation(variant))
            }
            VariantHint::Solved => "The puzzle is solved.".to_owned(),
        }
    }
}

/// The hint for `game`; with `use_pencil`, the player's pencil marks
/// (where a cell has some) are the candidates the step starts from.
pub fn hint(game: &VariantGame, use_pencil: bool) -> VariantHint {
    let solution = game.solution();
    if let Some(&cell) = game.mistakes().unwrap_or_default().first() {
        return VariantHint::WrongDigit {
            cell,
            entered: game.digit(cell),
        };
    }
    let shown = game.shown();
    let mut board = Board::new(game.variant(), &shown);
    if board.is_solved() {
        return VariantHint::Solved;
    }
    if use_pencil {
        for cell in (0..shown.len()).filter(|&c| shown[c] == 0 && game.pencil(c) != 0) {
            let digit = solution[cell];
            if game.pencil(cell) & digit_bit(digit) == 0 {
                return VariantHint::MissingCandidate { cell, digit };
            }
            for other in (1..=game.size() as u8).filter(|&d| game.pencil(cell) & digit_bit(d) == 0)
            {
                board.eliminate(cell, other);
            }
        }
    }
    match next_step(&board).or_else(|| guess(&board, solution)) {
        Some(step) => VariantHint::Step(step),
        None => VariantHint::Solved,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_play_a_generated_variant_to_the_end() {
        for text in [
            "size 6\nrules diagonal",
            "size 9\nrules anti-knight",
            "size 6\nrules non-consecutive",
        ] {
            let template = Variant::parse(text).unwrap();
            let puzzle = crate::variant::generate(&template, 11, 20).unwrap();
            let mut game = VariantGame::new(puzzle).unwrap();
            game.auto_pencil();
            let mut steps = 0;
            loop {
                match hint(&game, true) {
                    VariantHint::Solved => break,
                    VariantHint::Step(step) => {
                        for &(cell, digit) in &step.placements {
                            game.enter(cell, digit).unwrap();
                        }
                        for &(cell, digit) in &step.eliminations {
                            let marks = game.pencil(cell) & !digit_bit(digit);
                            game.set_pencil(cell, marks).unwrap();
                        }
                    }
                    other => panic!("{text}: {other:?}"),
                }
                steps += 1;
                assert!(steps < 300, "{text}");
            }
            assert!(game.is_complete(), "{text}");
        }
    }

    #[test]
    fn wrong_digits_and_missing_marks_come_first() {
        let template = Variant::parse("size 6").unwrap();
        let mut game =
            VariantGame::new(crate::variant::generate(&template, 2, 20).unwrap()).unwrap();
        let open = (0..36).find(|&c| !game.is_given(c)).unwrap();
        let right = game.solution()[open];
        game.set_pencil(open, 0b111111 & !digit_bit(right)).unwrap();
        assert_eq!(
            hint(&game, true),
            VariantHint::MissingCandidate {
                cell: open,
                digit: right
            }
        );
        assert!(matches!(hint(&game, false), VariantHint::Step(_)));
        let wrong = right % 6 + 1;
        game.enter(open, wrong).unwrap();
        let h = hint(&game, true);
        assert_eq!(
            h,
            VariantHint::WrongDigit {
                cell: open,
                entered: wrong
            }
        );
        assert!(
            h.explain(game.variant())
                .starts_with(&format!("The {wrong} at r"))
        );
    }
}
