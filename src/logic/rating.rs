//! Difficulty: a number in the spirit of Sudoku Explainer (the hardest
//! step decides) and five levels.

use super::step::Technique;
use super::{LogicSolve, solve};
use crate::grid::Grid;

/// Five difficulty levels for players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates and naked/hidden subsets as well.
    Medium,
    /// Fish, wings, Skyscraper and 2-String Kite as well.
    Hard,
    /// Uniqueness (unique rectangle, BUG+1), simple colouring, X- and
    /// XY-chains as well.
    Expert,
    /// Needs more than any technique here: forcing chains or guessing.
    Extreme,
}

impl Level {
    /// The level a technique belongs to.
    pub fn of(technique: Technique) -> Level {
        use Technique as T;
        match technique {
            T::FullHouse | T::HiddenSingleBox | T::HiddenSingleLine | T::NakedSingle => Level::Easy,
            T::XWing
            | T::Swordfish
            | T::Jellyfish
            | T::Skyscraper
            | T::TwoStringKite
            | T::XyWing
            | T::XyzWing
            | T::WWing => Level::Hard,
            T::UniqueRectangle | T::BugPlusOne | T::SimpleColouring | T::XChain | T::XyChain => {
                Level::Expert
            }
            T::Guess => Level::Extreme,
            _ => Level::Medium,
        }
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
    /// The hardest level any step needed.
    pub level: Level,
    /// The hardest technique used.
    pub hardest: Technique,
}

/// The rating of a logical solve.
pub fn rating_of(solved: &LogicSolve) -> Rating {
    let hardest = solved.hardest().unwrap_or(Technique::FullHouse);
    Rating {
        score: hardest.rating(),
        level: solved
            .steps
            .iter()
            .map(|s| Level::of(s.technique))
            .max()
            .unwrap_or(Level::Easy),
        hardest,
    }
}

/// Rates `puzzle`; `None` unless it has exactly one solution.
pub fn rate(puzzle: &Grid) -> Option<Rating> {
    solve(puzzle).as_ref().map(rating_of)
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
        assert_eq!(hard.score, hard.hardest.rating());
        assert_eq!(Level::of(Technique::Swordfish), Level::Hard);
        assert_eq!(Level::Extreme.name(), "extreme");
    }
}
