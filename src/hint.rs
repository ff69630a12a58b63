//! Hints for a player: on the player's own grid and, optionally, their own
//! pencil marks (which may be wrong). A wrong digit or a pencil mark that
//! rules out the solution is reported before any technique.

use crate::error::Error;
use crate::geometry::{CELLS, PEERS, digit_bit, lowest_digit};
use crate::grid::Grid;
use crate::logic::{self, Marks, Step, Technique};
use crate::play::Game;

/// What a hint tells the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Hint {
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
    Step(Step),
    /// Steps that end in a placement, in order: the first ones only
    /// remove candidates from cells where the player keeps no pencil
    /// marks (which the player could not strike), the last places a
    /// digit. A game's hint is this instead of such a removal alone, so
    /// that following hints always makes progress.
    Placement(Vec<Step>),
    /// Every cell holds the solution's digit.
    Solved,
}

impl Hint {
    /// A one-sentence English explanation; for a step, followed by the step
    /// in players' notation in brackets (see [`Step::notation`]).
    pub fn explain(&self) -> String {
        use crate::geometry::cell_name;
        match self {
            Hint::WrongDigit { cell, entered } => format!(
                "The {entered} at {} is wrong: the solution has another digit there.",
                cell_name(*cell)
            ),
            Hint::MissingCandidate { cell, digit } => format!(
                "The pencil marks at {} leave out {digit}, which is still possible there.",
                cell_name(*cell)
            ),
            Hint::Step(step) => format!("{} [{}]", step.explain(), step.notation()),
            Hint::Placement(steps) => {
                let sentences: Vec<String> = steps
                    .iter()
                    .enumerate()
                    .map(|(i, s)| match i {
                        0 => s.explain(),
                        _ => s.explain_titled(format!("Then {}", s.technique.name())),
                    })
                    .collect();
                let notations: Vec<String> = steps.iter().map(Step::notation).collect();
                format!("{} [{}]", sentences.join(" "), notations.join("; "))
            }
            Hint::Solved => "The puzzle is solved.".to_owned(),
        }
    }
}

impl Hint {
    /// The hint as one step, for views that show one technique: a step as
    /// it is; a placement's steps merged (the hardest technique and its
    /// chain, every house and cell, the placement, every removal). `None`
    /// for the other kinds.
    pub fn step(&self) -> Option<Step> {
        match self {
            Hint::Step(step) => Some(step.clone()),
            Hint::Placement(steps) => {
                let hardest = steps
                    .iter()
                    .max_by(|a, b| a.score().total_cmp(&b.score()))
                    .expect("a placement has steps");
                let mut merged = hardest.clone();
                let last = steps.last().expect("a placement has steps");
                merged.placements = last.placements.clone();
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

/// The hint for `game`: its first wrong entry if any; with `use_pencil`,
/// then the first cell whose pencil marks (when it has any) rule out the
/// solution's digit; otherwise the simplest step on the player's grid,
/// reading candidates from the player's pencil marks where `use_pencil`
/// and a cell has some. A step that removes candidates only from cells
/// where the player keeps no marks (every cell when `use_pencil` is false)
/// is not given alone: the hint goes on to the next placement
/// ([`Hint::Placement`]). [`Error::NoSolution`] when the puzzle has no
/// unique solution.
pub fn hint(game: &Game, use_pencil: bool) -> Result<Hint, Error> {
    let solution = game.solution().ok_or(Error::NoSolution)?;
    if let Some(&cell) = game.mistakes()?.first() {
        return Ok(Hint::WrongDigit {
            cell,
            entered: game.digit(cell),
        });
    }
    let mut marks = Marks::from_grid(&game.grid());
    if marks.is_solved() {
        return Ok(Hint::Solved);
    }
    if use_pencil {
        for cell in (0..CELLS).filter(|&c| game.digit(c) == 0 && game.pencil(c) != 0) {
            let digit = solution.get(cell);
            if game.pencil(cell) & digit_bit(digit) == 0 {
                return Ok(Hint::MissingCandidate { cell, digit });
            }
            for other in (1..=9).filter(|&d| game.pencil(cell) & digit_bit(d) == 0) {
                marks.eliminate(cell, other);
            }
        }
    }
    let marked = |cell: usize| use_pencil && game.pencil(cell) != 0;
    Ok(actionable(marks, solution, marked))
}

/// The simplest step on `marks` when the player can act on it: it places a
/// digit, or removes a candidate from a cell the player keeps marks in
/// (`marked`). Otherwise the steps from it to the next placement
/// ([`Hint::Placement`]). Each step removes a candidate or places a digit
/// (a guess does), so the steps end.
pub fn actionable(mut marks: Marks, solution: &Grid, marked: impl Fn(usize) -> bool) -> Hint {
    let first = step_on(&marks, solution);
    if !first.placements.is_empty() || first.eliminations.iter().any(|&(c, _)| marked(c)) {
        return Hint::Step(first);
    }
    let mut steps = vec![first];
    while steps.last().is_some_and(|s| s.placements.is_empty()) {
        steps.last().expect("not empty").apply(&mut marks);
        steps.push(step_on(&marks, solution));
    }
    Hint::Placement(steps)
}

/// The simplest step on `marks`, whose puzzle has `solution`: a technique,
/// or a guess of the solution's digit when none applies. Pencil-mark
/// ("Sukaku") puzzles get their hints here.
pub fn step_on(marks: &Marks, solution: &Grid) -> Step {
    logic::next_step(marks).unwrap_or_else(|| logic::guess(marks, solution))
}

/// The hint on a pencil-mark ("Sukaku") puzzle, whose puzzle has
/// `solution`: [`Hint::Solved`] when every cell has one candidate, else a
/// step that removes at least one candidate. A cell left with one
/// candidate counts as placed: first its digit leaves its peers (a naked
/// single that only eliminates), then the simplest step on the board with
/// those cells placed (whose placements are all in cells with two or more
/// candidates), or a guess of the solution's digit.
pub fn hint_on_candidates(candidates: &[u16; CELLS], solution: &Grid) -> Hint {
    let singles = || (0..CELLS).filter(|&c| candidates[c].count_ones() == 1);
    for cell in singles() {
        let digit = lowest_digit(candidates[cell]);
        let peers: Vec<(usize, u8)> = PEERS[cell]
            .iter()
            .map(|&p| p as usize)
            .filter(|&p| candidates[p] & digit_bit(digit) != 0)
            .map(|p| (p, digit))
            .collect();
        if !peers.is_empty() {
            return Hint::Step(Step {
                technique: Technique::NakedSingle,
                houses: Vec::new(),
                cells: vec![cell],
                placements: vec![(cell, digit)],
                eliminations: peers,
                complexity: 0,
                bonus: 0,
                digits: digit_bit(digit),
                chain: Vec::new(),
            });
        }
    }
    if singles().count() == CELLS {
        return Hint::Solved;
    }
    Hint::Step(step_on(
        &Marks::from_candidates_placed(candidates),
        solution,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_puzzles::{CLASSIC, CLASSIC_SOLUTION, HARD};

    fn game(puzzle: &str) -> Game {
        Game::new(puzzle.parse().unwrap()).unwrap()
    }

    fn solution_digit(cell: usize) -> u8 {
        CLASSIC_SOLUTION.as_bytes()[cell] - b'0'
    }

    #[test]
    fn a_wrong_digit_comes_first() {
        let mut g = game(CLASSIC);
        g.enter(2, 4).unwrap(); // right
        g.enter(3, 1).unwrap(); // wrong (the solution has 6)
        let hint = hint(&g, false).unwrap();
        assert_eq!(
            hint,
            Hint::WrongDigit {
                cell: 3,
                entered: 1
            }
        );
        assert!(
            hint.explain().contains("The 1 at r1c4 is wrong"),
            "{}",
            hint.explain()
        );
    }

    #[test]
    fn a_pencil_mark_that_rules_out_the_solution_is_reported() {
        let mut g = game(CLASSIC);
        g.set_pencil(2, digit_bit(1) | digit_bit(2)).unwrap(); // r1c3 is 4
        assert_eq!(
            hint(&g, true),
            Ok(Hint::MissingCandidate { cell: 2, digit: 4 })
        );
        // Without pencil marks the hint is a technique on the grid.
        assert!(matches!(hint(&g, false), Ok(Hint::Step(_))));
    }

    #[test]
    fn the_players_pencil_marks_shape_the_step() {
        let mut g = game(CLASSIC);
        let plain = hint(&g, true).unwrap();
        // r1c3 (solution 4) pencilled with 4 and 1: still sound, and the
        // grid-only hint does not read the marks.
        g.set_pencil(2, digit_bit(4) | digit_bit(1)).unwrap();
        let Hint::Step(step) = hint(&g, true).unwrap() else {
            panic!("expected a step");
        };
        for &(cell, digit) in &step.placements {
            assert_eq!(digit, solution_digit(cell));
        }
        for &(cell, digit) in &step.eliminations {
            assert_ne!(digit, solution_digit(cell));
        }
        assert_eq!(hint(&g, false).unwrap(), plain);
    }

    #[test]
    fn pencil_marks_can_make_a_naked_single() {
        // On HARD nothing short of a dynamic forcing chain "plus" applies
        // at the start; pencil every empty cell with exactly its solution
        // digit and the first step is a single.
        let mut g = game(HARD);
        // Without marks the player could not strike what the chain
        // removes: the hint goes on to the placement it leads to.
        let found = hint(&g, false).unwrap();
        let Hint::Placement(steps) = &found else {
            panic!("expected a placement: {found:?}");
        };
        assert_eq!(steps[0].technique, Technique::DynamicForcingChainPlus);
        assert!(
            steps[..steps.len() - 1]
                .iter()
                .all(|s| s.placements.is_empty())
        );
        let merged = found.step().unwrap();
        let hardest = steps.iter().map(Step::score).fold(0.0, f32::max);
        assert_eq!(merged.score(), hardest);
        assert_eq!(merged.placements, steps.last().unwrap().placements);
        assert!(found.explain().contains(". Then "), "{}", found.explain());
        let solution = *g.solution().unwrap();
        let open: Vec<usize> = (0..CELLS).filter(|&c| !g.is_given(c)).collect();
        for cell in open {
            g.set_pencil(cell, digit_bit(solution.get(cell))).unwrap();
        }
        let Hint::Step(step) = hint(&g, true).unwrap() else {
            panic!("expected a step");
        };
        assert!(step.technique <= Technique::NakedSingle, "{step:?}");
        assert_eq!(step.placements.len(), 1);
        let (cell, digit) = step.placements[0];
        assert_eq!(digit, solution.get(cell));
    }

    /// With marks where a step removes candidates, the step is given as
    /// it is: the player strikes them.
    #[test]
    fn marks_take_a_removal_as_it_is() {
        let mut g = game(HARD);
        g.auto_pencil();
        let Hint::Step(step) = hint(&g, true).unwrap() else {
            panic!("expected a step");
        };
        assert_eq!(step.technique, Technique::DynamicForcingChainPlus);
        assert!(step.placements.is_empty());
    }

    #[test]
    fn solved_and_improper_games() {
        let mut g = game(CLASSIC);
        let open: Vec<usize> = (0..CELLS).filter(|&c| !g.is_given(c)).collect();
        for cell in open {
            g.enter(cell, solution_digit(cell)).unwrap();
        }
        assert_eq!(hint(&g, true), Ok(Hint::Solved));
        let empty = Game::new(crate::Grid::empty()).unwrap();
        assert_eq!(hint(&empty, false), Err(Error::NoSolution));
    }
}
