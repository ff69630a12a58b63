//! Seeded generation of variant puzzles: a random grid that keeps the
//! template's rules and cages (the solver with its guesses in a random
//! order), then its givens taken away in a random order while the puzzle
//! keeps exactly one solution. The same seed and template give the same
//! puzzle everywhere.

use super::solve::{solve_givens, solve_shuffled};
use super::{Cage, Regions, Rules, Variant, VariantError};
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

/// Random jigsaw regions for an N x N grid: N regions of N orthogonally
/// connected cells, made from the boxes by random swaps of two cells on a
/// border (each swap keeps both regions connected), with at least one
/// grid that keeps them and `rules`. None when `max_attempts` layouts all
/// had none.
pub fn jigsaw_regions(
    size: usize,
    rules: Rules,
    rng: &mut SplitMix64,
    max_attempts: u32,
) -> Option<Vec<u8>> {
    let cells = size * size;
    let (rows, cols) = super::default_boxes(size)?;
    let boxes = Regions::Boxes { rows, cols };
    let adjacent =
        |a: usize, b: usize| (a / size == b / size && a.abs_diff(b) == 1) || a.abs_diff(b) == size;
    let connected = |region: &[u8], r: u8| {
        let members: Vec<usize> = (0..cells).filter(|&c| region[c] == r).collect();
        let mut seen = vec![members[0]];
        let mut i = 0;
        while i < seen.len() {
            let c = seen[i];
            for &o in &members {
                if adjacent(c, o) && !seen.contains(&o) {
                    seen.push(o);
                }
            }
            i += 1;
        }
        seen.len() == members.len()
    };
    for _ in 0..max_attempts {
        let mut region: Vec<u8> = vec![0; cells];
        for (r, members) in super::shape::region_cells(size, &boxes).iter().enumerate() {
            for &c in members {
                region[usize::from(c)] = r as u8;
            }
        }
        // Swaps: a cell of region A beside region B goes to B, and a cell
        // of B beside A (not the first) goes to A.
        for _ in 0..cells * 4 {
            let a_cell = rng.below(cells);
            let b_cell = rng.below(cells);
            let (a, b) = (region[a_cell], region[b_cell]);
            if a == b || a_cell == b_cell {
                continue;
            }
            let touches = |cell: usize, r: u8, region: &[u8]| {
                (0..cells).any(|o| region[o] == r && adjacent(cell, o))
            };
            if !touches(a_cell, b, &region) || !touches(b_cell, a, &region) {
                continue;
            }
            region[a_cell] = b;
            region[b_cell] = a;
            if !connected(&region, a) || !connected(&region, b) {
                region[a_cell] = a;
                region[b_cell] = b;
            }
        }
        let Ok(v) = Variant::new(
            size,
            Regions::Jigsaw(region.clone()),
            rules,
            Vec::new(),
            vec![0; cells],
        ) else {
            continue;
        };
        if matches!(solve_shuffled(&v, 1, 20_000, rng), Ok(s) if s.count == 1) {
            return Some(region);
        }
    }
    None
}

/// A jigsaw puzzle: random regions ([`jigsaw_regions`]) for `template`'s
/// size and rules, then a minimal puzzle on them ([`generate`]).
pub fn generate_jigsaw(template: &Variant, seed: u64, max_attempts: u32) -> Result<Variant, Error> {
    if max_attempts == 0 {
        return Err(Error::Range);
    }
    let mut rng = SplitMix64::new(seed);
    let size = template.size;
    let regions =
        jigsaw_regions(size, template.rules, &mut rng, max_attempts).ok_or(Error::Exhausted)?;
    let shaped = Variant::new(
        size,
        Regions::Jigsaw(regions),
        template.rules,
        template.cages.clone(),
        vec![0; size * size],
    )
    .map_err(|_| Error::Conflict)?;
    generate(&shaped, rng.next_u64(), max_attempts)
}

/// Killer cages over `solution`: every cell in a cage of 1-4 orthogonally
/// connected cells holding distinct digits, each with the sum of its
/// digits.
fn killer_cages(size: usize, solution: &[u8], rng: &mut SplitMix64) -> Vec<Cage> {
    let cells = size * size;
    let mut caged = vec![false; cells];
    let mut order: Vec<usize> = (0..cells).collect();
    rng.shuffle(&mut order);
    let mut cages = Vec::new();
    for start in order {
        if caged[start] {
            continue;
        }
        let target = 2 + rng.below(3);
        let mut cage = vec![start];
        caged[start] = true;
        while cage.len() < target {
            let mut next: Vec<usize> = Vec::new();
            for &c in &cage {
                let (row, col) = (c / size, c % size);
                for (r, k) in [
                    (row.wrapping_sub(1), col),
                    (row + 1, col),
                    (row, col.wrapping_sub(1)),
                    (row, col + 1),
                ] {
                    if r < size && k < size {
                        let n = r * size + k;
                        if !caged[n] && cage.iter().all(|&m| solution[m] != solution[n]) {
                            next.push(n);
                        }
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            let n = next[rng.below(next.len())];
            caged[n] = true;
            cage.push(n);
        }
        cage.sort_unstable();
        cages.push(Cage {
            sum: cage.iter().map(|&c| u32::from(solution[c])).sum(),
            cells: cage.iter().map(|&c| c as u16).collect(),
        });
    }
    cages
}

/// A killer puzzle without givens: cages over a random grid of
/// `template`'s geometry and rules (its own cages and givens are
/// ignored), drawn again until the cages alone leave exactly one
/// solution. [`Error::Exhausted`] when `max_attempts` tries all failed.
pub fn generate_killer(template: &Variant, seed: u64, max_attempts: u32) -> Result<Variant, Error> {
    if max_attempts == 0 {
        return Err(Error::Range);
    }
    let cells = template.size * template.size;
    let empty = Variant::new(
        template.size,
        template.regions.clone(),
        template.rules,
        Vec::new(),
        vec![0; cells],
    )
    .map_err(|_| Error::Conflict)?;
    let mut rng = SplitMix64::new(seed);
    for _ in 0..max_attempts {
        let solution = match solve_shuffled(&empty, 1, DEFAULT_MAX_GUESSES, &mut rng) {
            Ok(solved) => match solved.first() {
                Some(grid) => grid.to_vec(),
                None => return Err(Error::NoSolution),
            },
            Err(_) => continue,
        };
        let cages = killer_cages(template.size, &solution, &mut rng);
        let Ok(puzzle) = Variant::new(
            template.size,
            template.regions.clone(),
            template.rules,
            cages,
            vec![0; cells],
        ) else {
            continue;
        };
        if matches!(solve_givens(&puzzle, &puzzle.givens, 2, CHECK_GUESSES), Ok(s) if s.count == 1)
        {
            return Ok(puzzle);
        }
    }
    Err(Error::Exhausted)
}

#[cfg(test)]
mod making_tests {
    use super::*;
    use crate::variant::solve;

    #[test]
    fn jigsaw_regions_are_connected_sized_and_solvable() {
        let mut rng = SplitMix64::new(3);
        for size in [4, 6, 9] {
            let regions = jigsaw_regions(size, 0, &mut rng, 200).expect("a jigsaw");
            let v = Variant::new(
                size,
                Regions::Jigsaw(regions.clone()),
                0,
                Vec::new(),
                vec![0; size * size],
            )
            .unwrap();
            assert!(solve(&v, 1, DEFAULT_MAX_GUESSES).unwrap().count == 1);
            for r in 0..size as u8 {
                let cells: Vec<usize> = (0..size * size).filter(|&c| regions[c] == r).collect();
                assert_eq!(cells.len(), size);
                // Connected: a flood fill from the first cell reaches all.
                let mut seen = vec![cells[0]];
                let mut i = 0;
                while i < seen.len() {
                    let c = seen[i];
                    for &o in &cells {
                        let adjacent =
                            (c / size == o / size && c.abs_diff(o) == 1) || c.abs_diff(o) == size;
                        if adjacent && !seen.contains(&o) {
                            seen.push(o);
                        }
                    }
                    i += 1;
                }
                assert_eq!(seen.len(), size, "region {r} of {regions:?}");
            }
        }
    }

    #[test]
    fn jigsaw_puzzles_are_seeded_and_unique() {
        let template = Variant::template("size 9").unwrap();
        let puzzle = generate_jigsaw(&template, 5, 20).unwrap();
        assert!(matches!(puzzle.regions(), Regions::Jigsaw(_)));
        assert_eq!(generate_jigsaw(&template, 5, 20).unwrap(), puzzle);
        assert_eq!(solve(&puzzle, 2, DEFAULT_MAX_GUESSES).unwrap().count, 1);
        assert_eq!(Variant::parse(&puzzle.to_text()).unwrap(), puzzle);
    }

    #[test]
    fn killer_puzzles_have_no_givens_and_one_solution() {
        for (text, seed) in [("size 4", 1), ("size 6", 2), ("size 9", 3)] {
            let template = Variant::template(text).unwrap();
            let puzzle = generate_killer(&template, seed, 50).unwrap();
            assert!(puzzle.givens.iter().all(|&d| d == 0));
            assert!(!puzzle.cages.is_empty());
            let covered: usize = puzzle.cages.iter().map(|c| c.cells.len()).sum();
            assert_eq!(covered, puzzle.givens.len());
            let solved = solve(&puzzle, 2, DEFAULT_MAX_GUESSES).unwrap();
            assert_eq!(solved.count, 1, "{}", puzzle.to_text());
            assert!(puzzle.is_solution(solved.first().unwrap()));
            assert_eq!(generate_killer(&template, seed, 50).unwrap(), puzzle);
            assert_eq!(Variant::parse(&puzzle.to_text()).unwrap(), puzzle);
        }
    }
}
