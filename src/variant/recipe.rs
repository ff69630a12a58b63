//! Generation on demand: a recipe (the variant text without givens, whose
//! `rules` line may also say `jigsaw`, make irregular regions, and
//! `killer`, make cages and no givens) and a level, met by drawing and
//! rating puzzles until one has it.

use super::generate::{
    Allowance, LAYOUTS_PER_ATTEMPT, guesses_or_default, jigsaw_layout, killer_attempt, random_grid,
    thin,
};
use super::logic::{Improper, rating_of, solve_logic_from};
use super::{Regions, Variant, VariantError};
use crate::error::Error;
use crate::logic::{Level, Rating};
use crate::rng::SplitMix64;
use crate::stop::Stop;

/// Cage draws (a random grid and cages over it) one killer attempt may
/// make before it fails.
const KILLER_DRAWS: u32 = 20;

/// What to generate: the template's geometry, rules and cages, and
/// whether to make jigsaw regions and killer cages.
#[derive(Debug, Clone, PartialEq)]
pub struct Recipe {
    /// Size, boxes or regions, rules and cages; no givens.
    pub template: Variant,
    /// Make random irregular regions (the template has no `regions`).
    pub jigsaw: bool,
    /// Make killer cages and no givens (the template has no cages).
    pub killer: bool,
}

impl Recipe {
    /// Reads a recipe: the variant format without givens, where the
    /// `rules` line may also hold the words `jigsaw` and `killer`. A
    /// `regions` line with `jigsaw`, or cages with `killer`, are refused.
    pub fn parse(text: &str) -> Result<Recipe, VariantError> {
        let (mut jigsaw, mut killer, mut boxes) = (false, false, false);
        let mut lines = Vec::new();
        for line in text.lines() {
            let body = line.split('#').next().unwrap_or("");
            let mut words = body.split_whitespace();
            let first = words.next();
            boxes |= first == Some("boxes");
            if first != Some("rules") {
                lines.push(line.to_owned());
                continue;
            }
            let mut kept = vec!["rules"];
            for word in words {
                match word {
                    "jigsaw" => jigsaw = true,
                    "killer" => killer = true,
                    other => kept.push(other),
                }
            }
            // A line left with no rule stays as a blank one, so the
            // template's errors name the caller's line numbers.
            lines.push(if kept.len() > 1 {
                kept.join(" ")
            } else {
                String::new()
            });
        }
        let template = Variant::template(&lines.join("\n"))?;
        let refuse = |message: &str| {
            Err(VariantError::Syntax {
                line: 0,
                message: message.into(),
            })
        };
        if jigsaw && matches!(template.regions, Regions::Jigsaw(_)) {
            return refuse("`jigsaw` makes the regions: no `regions` line with it");
        }
        if jigsaw && boxes {
            return refuse("`jigsaw` makes the regions: no `boxes` line with it");
        }
        if killer && !template.cages.is_empty() {
            return refuse("`killer` makes the cages: no `cage` lines with it");
        }
        Ok(Recipe {
            template,
            jigsaw,
            killer,
        })
    }

    /// One attempt from `seed` within `work`: a puzzle, not yet rated,
    /// and its solution.
    fn make(&self, seed: u64, work: &mut Allowance<'_>) -> Result<(Variant, Vec<u8>), Error> {
        let mut rng = SplitMix64::new(seed);
        let t = &self.template;
        let (shaped, grid) = if self.jigsaw {
            let mut found = None;
            for _ in 0..LAYOUTS_PER_ATTEMPT {
                found = jigsaw_layout(t.size, t.rules, &mut rng, work)?;
                if found.is_some() {
                    break;
                }
            }
            let (regions, grid) = found.ok_or(Error::Exhausted)?;
            let shaped = Variant::new(
                t.size,
                Regions::Jigsaw(regions),
                t.rules,
                t.cages.clone(),
                t.constraints.clone(),
                vec![0; t.size * t.size],
            )
            .map_err(|_| Error::Exhausted)?;
            // A grid found without the template's cages and listed rules
            // cannot be kept.
            let bare = t.cages.is_empty() && t.constraints.is_empty();
            (shaped, Some(grid).filter(|_| bare))
        } else {
            (t.clone(), None)
        };
        let mut rng = SplitMix64::new(rng.next_u64());
        if self.killer {
            return killer_attempt(&shaped, &mut rng, work, KILLER_DRAWS);
        }
        let full = match grid {
            Some(grid) => grid,
            None => random_grid(&shaped, &mut rng, work)?.ok_or(Error::NoSolution)?,
        };
        let puzzle = thin(&shaped, &full, &mut rng, work)?;
        Ok((puzzle, full))
    }

    /// A puzzle with a unique solution and, when `level` is given, that
    /// level, with its rating: each of `max_attempts` (>= 1) attempts
    /// makes and rates one puzzle. The same seed, recipe and level give
    /// the same puzzle everywhere. [`Error::Exhausted`] when the attempts
    /// ran out, [`Error::NoSolution`] when no grid keeps the rules,
    /// [`Error::Range`] for zero attempts.
    pub fn generate(
        &self,
        seed: u64,
        level: Option<Level>,
        max_attempts: u32,
    ) -> Result<(Variant, Rating), Error> {
        self.generate_until(seed, level, max_attempts, 0, &Stop::never())
    }

    /// [`Recipe::generate`] where each attempt may spend `max_guesses`
    /// over its searches (0: [`super::generate::attempt_guesses`] of the size) and its
    /// rating's forcing chains their usual budget, and that ends when
    /// `stop` says so ([`Error::Cancelled`], or [`Error::Exhausted`] when
    /// out of time).
    pub fn generate_until(
        &self,
        seed: u64,
        level: Option<Level>,
        max_attempts: u32,
        max_guesses: u64,
        stop: &Stop<'_>,
    ) -> Result<(Variant, Rating), Error> {
        if max_attempts == 0 {
            return Err(Error::Range);
        }
        let mut rng = SplitMix64::new(seed);
        let guesses = guesses_or_default(max_guesses, self.template.size);
        for _ in 0..max_attempts {
            let mut work = Allowance::new(guesses, stop);
            let (puzzle, solution) = match self.make(rng.next_u64(), &mut work) {
                Ok(made) => made,
                Err(Error::Exhausted) if work.stopped().is_none() => continue,
                Err(e) => return Err(e),
            };
            let rating = match solve_logic_from(&puzzle, &solution, stop) {
                Ok(steps) => rating_of(&steps),
                Err(Improper::Cancelled) => return Err(Error::Cancelled),
                Err(_) if stop.reason().is_some() => return Err(Error::Exhausted),
                Err(_) => continue,
            };
            if level.is_none_or(|l| rating.level == l) {
                return Ok((puzzle, rating));
            }
        }
        Err(Error::Exhausted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::logic::unique_solution;

    #[test]
    fn recipes_read_the_generator_words() {
        let r = Recipe::parse("size 6\nrules jigsaw diagonal killer # both").unwrap();
        assert!(r.jigsaw && r.killer);
        assert_eq!(r.template.rules, crate::variant::rule::DIAGONAL);
        let plain = Recipe::parse("size 9\nrules killer").unwrap();
        assert!(plain.killer && !plain.jigsaw && plain.template.rules == 0);
        assert!(Recipe::parse("size 4\nrules killer\ncage 3 r1c1 r1c2").is_err());
        assert!(Recipe::parse("size 4\nregions AABBAABBCCDDCCDD\nrules jigsaw").is_err());
        assert!(Recipe::parse("size 6\nboxes 3x2\nrules jigsaw").is_err());
        // A givens line of blanks is no givens.
        assert!(Recipe::parse("size 4\ngivens ................").is_ok());
        assert!(Recipe::parse("size 4\ngivens 1...............").is_err());
        assert!(Recipe::parse("size 4\nrules jigsaws").is_err());
        // Errors name the caller's line, after a line of generator words.
        match Recipe::parse("size 6\nrules killer\nboxes 5x5") {
            Err(VariantError::Syntax { line, .. }) => assert_eq!(line, 3),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn generated_puzzles_have_the_level_asked_for() {
        for (text, level) in [
            ("size 4", Level::Easy),
            ("size 6\nrules jigsaw", Level::Easy),
            ("size 6\nrules killer", Level::Easy),
            // Medium is rare on a diagonal 9x9 (most minimal ones need
            // forcing chains), hard is not.
            ("size 9\nrules diagonal", Level::Hard),
            ("size 9\nrules jigsaw killer", Level::Easy),
        ] {
            let recipe = Recipe::parse(text).unwrap();
            let (puzzle, rating) = recipe.generate(5, Some(level), 40).unwrap();
            assert_eq!(rating.level, level, "{text}");
            assert!(unique_solution(&puzzle).is_ok(), "{text}");
            assert_eq!(crate::variant::logic::rate(&puzzle).unwrap(), rating);
            assert_eq!(recipe.generate(5, Some(level), 40).unwrap().0, puzzle);
            assert_eq!(recipe.jigsaw, matches!(puzzle.regions, Regions::Jigsaw(_)));
            assert_eq!(recipe.killer, !puzzle.cages.is_empty());
            if recipe.killer {
                assert!(puzzle.givens.iter().all(|&d| d == 0), "{text}");
            }
        }
        let recipe = Recipe::parse("size 4").unwrap();
        assert_eq!(recipe.generate(1, None, 0), Err(Error::Range));
        assert_eq!(
            recipe.generate(1, Some(Level::Extreme), 3),
            Err(Error::Exhausted)
        );
    }
}
