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
    /// Steps that end in a placement, as [`crate::hint::Hint::Placement`]:
    /// removals from cells where the player keeps no marks, then the
    /// placement they lead to.
    Placement(Vec<VariantStep>),
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
            VariantHint::Placement(steps) => {
                let sentences: Vec<String> = steps
                    .iter()
                    .enumerate()
                    .map(|(i, s)| match i {
                        0 => s.explain(variant),
                        _ => {
                            s.explain_titled(variant, format!("Then {}", s.technique_name(variant)))
                        }
                    })
                    .collect();
                let notations: Vec<String> = steps.iter().map(|s| s.notation(variant)).collect();
                format!("{} [{}]", sentences.join(" "), notations.join("; "))
            }
            VariantHint::Solved => "The puzzle is solved.".to_owned(),
        }
    }
}

impl VariantHint {
    /// The hint as one step (see [`crate::hint::Hint::step`]); `None` for
    /// the other kinds.
    pub fn step(&self) -> Option<VariantStep> {
        match self {
            VariantHint::Step(step) => Some(step.clone()),
            VariantHint::Placement(steps) => {
                let hardest = steps
                    .iter()
                    .max_by(|a, b| a.score.total_cmp(&b.score))
                    .expect("a placement has steps");
                let mut merged = hardest.clone();
                merged.placements = steps.last().expect("steps").placements.clone();
                merged.eliminations = steps.iter().flat_map(|s| s.eliminations.clone()).collect();
                merged.houses.clear();
                merged.cells.clear();
                for step in steps {
                    for &house in &step.houses {
                        if !merged.houses.contains(&house) {
                            merged.houses.push(house);
                        }
                    }
                    for &cell in step
                        .cells
                        .iter()
                        .chain(step.placements.iter().map(|(c, _)| c))
                    {
                        if !merged.cells.contains(&cell) {
                            merged.cells.push(cell);
                        }
                    }
                }
                Some(merged)
            }
            _ => None,
        }
    }
}

/// The hint for `game`; with `use_pencil`, the player's pencil marks
/// (where a cell has some) are the candidates the step starts from. A step
/// that removes candidates only from cells where the player keeps no marks
/// is not given alone: the hint goes on to the next placement
/// ([`VariantHint::Placement`]).
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
    let simplest = |board: &Board| next_step(board).or_else(|| guess(board, solution));
    let Some(first) = simplest(&board) else {
        return VariantHint::Solved;
    };
    let marked = |cell: usize| use_pencil && game.pencil(cell) != 0;
    if !first.placements.is_empty() || first.eliminations.iter().any(|&(c, _)| marked(c)) {
        return VariantHint::Step(first);
    }
    let mut steps = vec![first];
    while let Some(last) = steps.last().filter(|s| s.placements.is_empty()) {
        last.apply(&mut board);
        match simplest(&board) {
            Some(next) => steps.push(next),
            None => break,
        }
    }
    VariantHint::Placement(steps)
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
                    found @ (VariantHint::Step(_) | VariantHint::Placement(_)) => {
                        let step = found.step().unwrap();
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

    /// Without pencil marks every hint places a digit (a removal the
    /// player could not strike leads on to the placement it allows), so
    /// following hints finishes the puzzle.
    #[test]
    fn hints_without_marks_always_place_a_digit() {
        for text in [
            "size 6\nrules diagonal",
            "size 9\nrules anti-knight",
            "size 6\nrules non-consecutive",
            "size 9\nrules windoku",
        ] {
            let template = Variant::parse(text).unwrap();
            let puzzle = crate::variant::generate(&template, 5, 20).unwrap();
            let mut game = VariantGame::new(puzzle).unwrap();
            let mut hints = 0;
            loop {
                let found = hint(&game, false);
                if found == VariantHint::Solved {
                    break;
                }
                let step = found.step().unwrap_or_else(|| panic!("{text}: {found:?}"));
                assert!(!step.placements.is_empty(), "{text}: {found:?}");
                for &(cell, digit) in &step.placements {
                    game.enter(cell, digit).unwrap();
                }
                hints += 1;
                assert!(hints < 300, "{text}");
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
