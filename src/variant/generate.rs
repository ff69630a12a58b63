//! Seeded generation of variant puzzles: a random grid that keeps the
//! template's rules and cages (the solver with its guesses in a random
//! order), then its givens taken away in a random order while the puzzle
//! keeps exactly one solution. The same seed and template give the same
//! puzzle everywhere.

use super::solve::{solve_givens, solve_shuffled};
use super::{Variant, VariantError};
use crate::budget::DEFAULT_MAX_GUESSES;
use crate::error::Error;
use crate::rng::SplitMix64;

/// Guesses one uniqueness check may spend before the cell keeps its given.
const CHECK_GUESSES: u64 = 10_000;

/// A puzzle with exactly one solution on `template`'s geometry, rules and
/// cages (its givens are ignored), minimal: a given stays only when
/// taking it away lets a second solution in (or when that check ran past
/// 10,000 guesses). [`Error::NoSolution`] when no grid keeps the
/// rules; [`Error::Exhausted`] when `max_attempts` (>= 1) random grids
/// all ran out of guesses.
pub fn generate(template: &Variant, seed: u64, max_attempts: u32) -> Result<Variant, Error> {
    if max_attempts == 0 {
        return Err(Error::Range);
    }
    let cells = template.size * template.size;
    let mut empty = template.clone();
    empty.givens = vec![0; cells];
    let mut rng = SplitMix64::new(seed);
    for _ in 0..max_attempts {
        let full = match solve_shuffled(&empty, 1, DEFAULT_MAX_GUESSES, &mut rng) {
            Ok(solved) => match solved.first() {
                Some(grid) => grid.to_vec(),
                None => return Err(Error::NoSolution),
            },
            Err(Error::Exhausted) => continue,
            Err(e) => return Err(e),
        };
        let mut givens = full.clone();
        let mut order: Vec<usize> = (0..cells).collect();
        rng.shuffle(&mut order);
        for cell in order {
            givens[cell] = 0;
            let unique = matches!(
                solve_givens(&empty, &givens, 2, CHECK_GUESSES),
                Ok(solved) if solved.count == 1
            );
            if !unique {
                givens[cell] = full[cell];
            }
        }
        empty.givens = givens;
        return Ok(empty);
    }
    Err(Error::Exhausted)
}

impl Variant {
    /// The template of a generated puzzle: the variant text without givens
    /// (`size`, `boxes` or `regions`, `rules`, `cage` lines).
    pub fn template(text: &str) -> Result<Variant, VariantError> {
        let v = Variant::parse(text)?;
        if v.givens.iter().any(|&d| d != 0) {
            return Err(VariantError::Syntax {
                line: 0,
                message: "a template has no givens".into(),
            });
        }
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::solve;

    #[test]
    fn generated_puzzles_are_unique_minimal_and_seeded() {
        for text in [
            "size 4",
            "size 6\nrules diagonal",
            "size 6\nregions AAABBB AACCBB ACCCBD ECFDDD EEFFDD EEEFFF",
            "size 9\nrules anti-knight",
            "size 8",
        ] {
            let template = Variant::template(text).unwrap();
            let puzzle = generate(&template, 7, 10).unwrap();
            assert_eq!(generate(&template, 7, 10).unwrap(), puzzle, "{text}");
            let solved = solve(&puzzle, 2, DEFAULT_MAX_GUESSES).unwrap();
            assert_eq!(solved.count, 1, "{text}");
            assert!(puzzle.is_solution(solved.first().unwrap()));
            for cell in 0..puzzle.givens.len() {
                if puzzle.givens[cell] != 0 {
                    let mut fewer = puzzle.givens.clone();
                    fewer[cell] = 0;
                    let count = solve_givens(&puzzle, &fewer, 2, DEFAULT_MAX_GUESSES)
                        .unwrap()
                        .count;
                    assert_eq!(count, 2, "{text}: the given at {cell} was not needed");
                }
            }
            assert_ne!(generate(&template, 8, 10).unwrap(), puzzle, "{text}");
        }
    }

    #[test]
    fn rules_no_grid_keeps_are_reported() {
        let template = Variant::template("size 4\nrules anti-king").unwrap();
        assert_eq!(generate(&template, 1, 5), Err(Error::NoSolution));
        assert_eq!(generate(&template, 1, 0), Err(Error::Range));
        assert!(Variant::template("size 4\ngivens 1...............").is_err());
    }
}
