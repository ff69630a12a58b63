//! Difficulty: a number in the spirit of Sudoku Explainer (the hardest
//! step decides) and five levels.

use super::step::{Step, Technique};
use super::{DEFAULT_FORCING_WORK, LogicSolve, Techniques, forcing, solve_while};
use crate::grid::Grid;

/// Five difficulty levels for players: bands of the score, so that a
/// higher score never gets a lower level. What each level needs is told
/// in the techniques ratings use ([`Technique::rates`]); a hint step of
/// another technique has the level of its score too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Below 2.5: singles, and the direct forms of locked candidates and
    /// hidden pairs (whose eliminations reveal a single).
    Easy,
    /// 2.5 to 3.9: direct hidden triples, locked candidates, pairs,
    /// triples, X-Wing, Swordfish.
    Medium,
    /// 4.0 to 5.9: hidden triples, Skyscraper, kites, empty rectangles,
    /// XY-, XYZ- and WXYZ-Wings, unique rectangles, unique loops, quads,
    /// Jellyfish, simple colouring, X-chains (grouped too), BUG.
    Hard,
    /// 6.0 to 7.4: aligned pair exclusion, VWXYZ-Wings, XY-chains,
    /// static forcing chains (and long X-chains and BUG type 3 with
    /// quads).
    Expert,
    /// 7.5 and above: Nishio, multiple and dynamic forcing chains, or a
    /// guess when even they find nothing within the budget.
    Extreme,
}

/// The lowest score of each level after Easy, in tenths.
const BANDS: [u16; 4] = [25, 40, 60, 75];

impl Level {
    /// The level of a score: easy below 2.5, medium from 2.5, hard from
    /// 4.0, expert from 6.0, extreme from 7.5.
    pub fn of_score(score: f32) -> Level {
        let tenths = (score * 10.0).round() as u16;
        match BANDS.iter().filter(|&&b| tenths >= b).count() {
            0 => Level::Easy,
            1 => Level::Medium,
            2 => Level::Hard,
            3 => Level::Expert,
            _ => Level::Extreme,
        }
    }

    /// The lowest score of the level, in tenths.
    pub fn lowest_tenths(self) -> u16 {
        match self as usize {
            0 => 0,
            i => BANDS[i - 1],
        }
    }

    /// The level whose name is `name` (any case): easy, medium, hard,
    /// expert or extreme.
    pub fn named(name: &str) -> Option<Level> {
        [
            Level::Easy,
            Level::Medium,
            Level::Hard,
            Level::Expert,
            Level::Extreme,
        ]
        .into_iter()
        .find(|l| l.name().eq_ignore_ascii_case(name.trim()))
    }

    /// The highest score of the level, in tenths; `None` for the top one.
    pub fn highest_tenths(self) -> Option<u16> {
        BANDS.get(self as usize).map(|next| next - 1)
    }

    /// The level of a technique's base score.
    pub fn of(technique: Technique) -> Level {
        Level::of_score(technique.rating())
    }

    /// English name.
    pub fn name(self) -> &'static str {
        ["easy", "medium", "hard", "expert", "extreme"][self as usize]
    }
}

/// A puzzle's difficulty.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The hardest technique's rating (1.0 for a puzzle with one gap).
    pub score: f32,
    /// The level of the score.
    pub level: Level,
    /// The hardest technique used.
    pub hardest: Technique,
}

impl Rating {
    /// The rating of a solve's steps, each given as (score, technique):
    /// the highest-scoring step's score and technique (the last of equal
    /// ones; a full house, 1.0, for no step), except that a solve with a
    /// guess anywhere is rated [`Technique::Guess`] with the highest score
    /// of its steps (10.0 or more): a lower bound, even where a nested
    /// chain after the guess scores more than the guess. The classic and
    /// the variant logic rate their solves with it.
    pub fn of_steps(steps: impl IntoIterator<Item = (f32, Technique)>) -> Rating {
        let mut hardest: Option<(f32, Technique)> = None;
        let mut guessed = false;
        for (score, technique) in steps {
            guessed |= technique == Technique::Guess;
            if hardest.is_none_or(|(best, _)| score.total_cmp(&best).is_ge()) {
                hardest = Some((score, technique));
            }
        }
        let (score, technique) =
            hardest.unwrap_or((Technique::FullHouse.rating(), Technique::FullHouse));
        Rating {
            score,
            level: Level::of_score(score),
            hardest: if guessed { Technique::Guess } else { technique },
        }
    }
}

/// The rating of a logical solve ([`Rating::of_steps`] of its steps).
pub fn rating_of(solved: &LogicSolve) -> Rating {
    Rating::of_steps(solved.steps.iter().map(|s| (s.score(), s.technique)))
}

/// Rates `puzzle`: the hardest step of its logical solve with the
/// techniques ratings use ([`Techniques::Rating`]: all but four patterns
/// Sudoku Explainer lacks; hints use every technique), with the default
/// forcing-chain budget; `None` unless it has exactly one solution.
pub fn rate(puzzle: &Grid) -> Option<Rating> {
    rate_within(puzzle, &mut forcing::Work::new(DEFAULT_FORCING_WORK))
}

/// [`rate`] with the forcing chains spending `work`; also `None` once its
/// stop test says stop.
pub fn rate_within(puzzle: &Grid, work: &mut forcing::Work<'_>) -> Option<Rating> {
    solve_while(puzzle, work, Techniques::Rating, |_| true)
        .as_ref()
        .map(rating_of)
}

/// [`rate_within`] that stops at the first step scoring above `ceiling`
/// (in tenths): the rating is then that step's, a lower bound above the
/// ceiling. Enough to tell whether a puzzle is too hard, for less work.
pub fn rate_capped(puzzle: &Grid, work: &mut forcing::Work<'_>, ceiling: u16) -> Option<Rating> {
    let within = |step: &Step| (step.score() * 10.0).round() as u16 <= ceiling;
    solve_while(puzzle, work, Techniques::Rating, within)
        .as_ref()
        .map(rating_of)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_puzzles::{CLASSIC, HARD};

    #[test]
    fn levels_follow_the_hardest_step() {
        let easy = rate(&CLASSIC.parse().unwrap()).unwrap();
        assert_eq!(easy.level, Level::Easy);
        assert!(easy.score <= 2.3);
        let hard = rate(&HARD.parse().unwrap()).unwrap();
        assert!(hard.level > Level::Easy, "{hard:?}");
        assert_eq!(Level::of(Technique::Swordfish), Level::Medium);
        assert_eq!(Level::of(Technique::HiddenTriple), Level::Hard);
        assert_eq!(Level::of(Technique::XChain), Level::Hard);
        assert_eq!(Level::of(Technique::XyChain), Level::Expert);
        assert_eq!(Level::of(Technique::Nishio), Level::Extreme);
        assert_eq!(Level::Extreme.name(), "extreme");
    }

    /// A guess anywhere makes the rating a guess (a lower bound), with
    /// the highest score of the steps, even when a chain after it scores
    /// more.
    #[test]
    fn a_guess_anywhere_rates_the_solve_a_guess() {
        let step = |technique, complexity| {
            let mut step = Step::eliminating(technique, vec![], vec![0], vec![(0, 1)]).unwrap();
            step.complexity = complexity;
            step
        };
        let nested = step(Technique::NestedForcingChain, 200);
        assert!(nested.score() > Technique::Guess.rating());
        let mut solved = LogicSolve {
            steps: vec![step(Technique::Guess, 0), nested.clone()],
            grid: Grid::empty(),
        };
        let rating = rating_of(&solved);
        assert_eq!(rating.hardest, Technique::Guess);
        assert_eq!(rating.score, nested.score());
        assert_eq!(rating.level, Level::Extreme);
        solved.steps.remove(0);
        assert_eq!(rating_of(&solved).hardest, Technique::NestedForcingChain);
    }

    /// A higher score never gets a lower level.
    #[test]
    fn levels_are_bands_of_the_score() {
        let mut last = Level::Easy;
        for tenths in 10..=120 {
            let level = Level::of_score(tenths as f32 / 10.0);
            assert!(level >= last, "{tenths}");
            last = level;
        }
        assert_eq!(Level::of_score(2.3), Level::Easy);
        assert_eq!(Level::of_score(2.5), Level::Medium);
        assert_eq!(Level::of_score(7.4), Level::Expert);
        assert_eq!(Level::of_score(7.5), Level::Extreme);
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
            let top = level.highest_tenths().unwrap();
            assert_eq!(Level::of_score(top as f32 / 10.0), level);
            assert!(Level::of_score((top + 1) as f32 / 10.0) > level);
        }
        assert_eq!(Level::Extreme.highest_tenths(), None);
    }
}
