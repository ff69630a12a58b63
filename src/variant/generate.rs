//! Seeded generation of variant puzzles: a random grid that keeps the
//! template's rules and cages (the solver with its guesses in a random
//! order), then its givens taken away in a random order while the puzzle
//! keeps exactly one solution. The same seed and template give the same
//! puzzle everywhere.

use super::solve::{Solved, solve_givens, solve_shuffled};
use super::{Cage, Regions, Rules, Variant, VariantError};
use crate::budget::DEFAULT_MAX_GUESSES;
use crate::error::Error;
use crate::rng::SplitMix64;
use crate::stop::Stop;

/// Guesses one uniqueness check may spend before the cell keeps its given.
const CHECK_GUESSES: u64 = 10_000;

/// Guesses a random jigsaw layout's search may spend before the layout is
/// given up.
const LAYOUT_GUESSES: u64 = 20_000;

/// The guesses one generation attempt may spend over all its searches (a
/// random grid, its uniqueness checks, its layouts and cage draws) at
/// `size`, by default: about 2 s of work at any size on our 2-core VM (a
/// guess costs more on a bigger grid). Past it the attempt fails.
pub const fn attempt_guesses(size: usize) -> u64 {
    match size {
        0..=6 => 1_000_000,
        7..=9 => 400_000,
        10 => 200_000,
        12 => 100_000,
        _ => 40_000,
    }
}

/// The work one generation attempt has left: guesses over all its
/// searches, and when to stop the whole call.
pub(crate) struct Allowance<'a> {
    left: u64,
    stop: &'a Stop<'a>,
}

impl<'a> Allowance<'a> {
    /// `guesses` for one attempt, within `stop`.
    pub(crate) fn new(guesses: u64, stop: &'a Stop<'a>) -> Self {
        Allowance {
            left: guesses,
            stop,
        }
    }

    /// Runs one search of at most `cap` guesses (fewer when less is left)
    /// and takes what it spent. [`Error::Exhausted`] for the search's
    /// own cap; [`Error::Cancelled`] or [`Error::Exhausted`] (out of time)
    /// when the stop said so, which also ends the attempt.
    fn spend(
        &mut self,
        cap: u64,
        search: impl FnOnce(u64) -> Result<Solved, Error>,
    ) -> Result<Solved, Error> {
        let cap = cap.min(self.left);
        let result = search(cap);
        self.left -= match &result {
            Ok(solved) => solved.guesses.min(cap),
            Err(_) => cap,
        };
        result
    }

    /// Whether the attempt must end: no guesses left, or the stop said so.
    fn spent(&self) -> bool {
        self.left == 0 || self.stop.reason().is_some()
    }

    /// The error that ends the whole call when the stop said so, else
    /// None (only the attempt failed).
    pub(crate) fn stopped(&self) -> Option<Error> {
        self.stop.error()
    }
}

/// A random grid of `empty`'s geometry, rules and cages, within one
/// attempt. Ok(None) when no grid keeps the rules.
pub(crate) fn random_grid(
    empty: &Variant,
    rng: &mut SplitMix64,
    work: &mut Allowance<'_>,
) -> Result<Option<Vec<u8>>, Error> {
    let stop = work.stop;
    let solved = work.spend(DEFAULT_MAX_GUESSES, |cap| {
        solve_shuffled(empty, 1, cap, rng, stop)
    })?;
    Ok(solved.first().map(<[u8]>::to_vec))
}

/// The givens of `full` taken away in a random order while `empty`'s
/// rules keep exactly one solution, within one attempt: a given stays
/// when taking it away lets a second solution in (or when that check
/// ran past 10,000 guesses). [`Error::Exhausted`] when the attempt ran
/// out.
pub(crate) fn thin(
    empty: &Variant,
    full: &[u8],
    rng: &mut SplitMix64,
    work: &mut Allowance<'_>,
) -> Result<Variant, Error> {
    let cells = full.len();
    let mut givens = full.to_vec();
    let mut order: Vec<usize> = (0..cells).collect();
    rng.shuffle(&mut order);
    let stop = work.stop;
    for cell in order {
        givens[cell] = 0;
        let check = work.spend(CHECK_GUESSES, |cap| {
            solve_givens(empty, &givens, 2, cap, stop)
        });
        if work.spent() {
            return Err(work.stopped().unwrap_or(Error::Exhausted));
        }
        if !matches!(check, Ok(solved) if solved.count == 1) {
            givens[cell] = full[cell];
        }
    }
    let mut puzzle = empty.clone();
    puzzle.givens = givens;
    Ok(puzzle)
}

/// The template with no givens, for the searches of generation.
fn emptied(template: &Variant) -> Variant {
    let mut empty = template.clone();
    empty.givens = vec![0; template.size * template.size];
    empty
}

/// A puzzle with exactly one solution on `template`'s geometry, rules and
/// cages (its givens are ignored), minimal: a given stays only when
/// taking it away lets a second solution in (or when that check ran past
/// 10,000 guesses). [`Error::NoSolution`] when no grid keeps the
/// rules; [`Error::Exhausted`] when `max_attempts` (>= 1) attempts all
/// ran out of guesses ([`attempt_guesses`] each).
pub fn generate(template: &Variant, seed: u64, max_attempts: u32) -> Result<Variant, Error> {
    generate_until(template, seed, max_attempts, 0, &Stop::never())
}

/// [`generate`] with `max_guesses` for each attempt (0: the default,
/// [`attempt_guesses`]) that also ends when `stop` says so
/// ([`Error::Cancelled`], or [`Error::Exhausted`] when out of time).
pub fn generate_until(
    template: &Variant,
    seed: u64,
    max_attempts: u32,
    max_guesses: u64,
    stop: &Stop<'_>,
) -> Result<Variant, Error> {
    if max_attempts == 0 {
        return Err(Error::Range);
    }
    let empty = emptied(template);
    let mut rng = SplitMix64::new(seed);
    for _ in 0..max_attempts {
        let mut work = Allowance::new(guesses_or_default(max_guesses, template.size), stop);
        let made = match random_grid(&empty, &mut rng, &mut work) {
            Ok(Some(full)) => thin(&empty, &full, &mut rng, &mut work),
            Ok(None) => return Err(Error::NoSolution),
            Err(e) => Err(e),
        };
        match made {
            Ok(puzzle) => return Ok(puzzle),
            Err(Error::Exhausted) if work.stopped().is_none() => continue,
            Err(e) => return Err(e),
        }
    }
    Err(Error::Exhausted)
}

/// `max_guesses`, or the default of an attempt at `size` when 0.
pub(crate) fn guesses_or_default(max_guesses: u64, size: usize) -> u64 {
    if max_guesses == 0 {
        attempt_guesses(size)
    } else {
        max_guesses
    }
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
                    let count =
                        solve_givens(&puzzle, &fewer, 2, DEFAULT_MAX_GUESSES, &Stop::never())
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
/// had none (each layout's search gives up after 20,000 guesses).
pub fn jigsaw_regions(
    size: usize,
    rules: Rules,
    rng: &mut SplitMix64,
    max_attempts: u32,
) -> Option<Vec<u8>> {
    let stop = Stop::never();
    let mut work = Allowance::new(u64::MAX, &stop);
    (0..max_attempts).find_map(|_| {
        jigsaw_layout(size, rules, rng, &mut work)
            .ok()
            .flatten()
            .map(|(regions, _)| regions)
    })
}

/// A jigsaw layout (each cell's region) and a grid that keeps it.
pub(crate) type Layout = (Vec<u8>, Vec<u8>);

/// One random jigsaw layout and a grid that keeps it and `rules`, within
/// one attempt's `work`: Ok(None) when the layout has no grid found within
/// 20,000 guesses (a bad layout is given up early).
pub(crate) fn jigsaw_layout(
    size: usize,
    rules: Rules,
    rng: &mut SplitMix64,
    work: &mut Allowance<'_>,
) -> Result<Option<Layout>, Error> {
    let cells = size * size;
    let Some((rows, cols)) = super::default_boxes(size) else {
        return Err(Error::Range);
    };
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
        Vec::new(),
        vec![0; cells],
    ) else {
        return Ok(None);
    };
    let stop = work.stop;
    match work.spend(LAYOUT_GUESSES, |cap| solve_shuffled(&v, 1, cap, rng, stop)) {
        Ok(solved) => Ok(solved.first().map(|grid| (region, grid.to_vec()))),
        Err(Error::Exhausted) if !work.spent() => Ok(None),
        Err(e) => Err(e),
    }
}

/// A jigsaw puzzle: random regions for `template`'s size and rules (up
/// to 20 layouts), then a minimal puzzle on them from the grid found
/// with them ([`generate`]'s way), each attempt within
/// [`attempt_guesses`].
pub fn generate_jigsaw(template: &Variant, seed: u64, max_attempts: u32) -> Result<Variant, Error> {
    if max_attempts == 0 {
        return Err(Error::Range);
    }
    let mut rng = SplitMix64::new(seed);
    let stop = Stop::never();
    for _ in 0..max_attempts {
        let mut work = Allowance::new(attempt_guesses(template.size), &stop);
        match jigsaw_attempt(template, &mut rng, &mut work) {
            Ok(puzzle) => return Ok(puzzle),
            Err(Error::Exhausted) => continue,
            Err(e) => return Err(e),
        }
    }
    Err(Error::Exhausted)
}

/// Layouts tried within one attempt before it fails.
pub(crate) const LAYOUTS_PER_ATTEMPT: u32 = 20;

/// One attempt at a jigsaw puzzle on `template`'s size, rules and cages.
pub(crate) fn jigsaw_attempt(
    template: &Variant,
    rng: &mut SplitMix64,
    work: &mut Allowance<'_>,
) -> Result<Variant, Error> {
    let size = template.size;
    for _ in 0..LAYOUTS_PER_ATTEMPT {
        let Some((regions, grid)) = jigsaw_layout(size, template.rules, rng, work)? else {
            if work.spent() {
                break;
            }
            continue;
        };
        let shaped = Variant::new(
            size,
            Regions::Jigsaw(regions),
            template.rules,
            template.cages.clone(),
            template.constraints.clone(),
            vec![0; size * size],
        )
        .map_err(|_| Error::Exhausted)?;
        if !template.cages.is_empty() || !template.constraints.is_empty() {
            // The grid found ignored the cages and listed rules: draw one
            // that keeps them.
            let Some(full) = random_grid(&shaped, rng, work)? else {
                continue;
            };
            return thin(&shaped, &full, rng, work);
        }
        return thin(&shaped, &grid, rng, work);
    }
    Err(work.stopped().unwrap_or(Error::Exhausted))
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
/// solution. [`Error::Exhausted`] when `max_attempts` attempts all failed
/// (each within [`attempt_guesses`]).
pub fn generate_killer(template: &Variant, seed: u64, max_attempts: u32) -> Result<Variant, Error> {
    if max_attempts == 0 {
        return Err(Error::Range);
    }
    let mut rng = SplitMix64::new(seed);
    let stop = Stop::never();
    for _ in 0..max_attempts {
        let mut work = Allowance::new(attempt_guesses(template.size), &stop);
        match killer_attempt(template, &mut rng, &mut work, 1) {
            Ok((puzzle, _)) => return Ok(puzzle),
            Err(Error::Exhausted) => continue,
            Err(e) => return Err(e),
        }
    }
    Err(Error::Exhausted)
}

/// One attempt at a killer puzzle and its solution: up to `draws` grids,
/// each with random cages, until the cages alone leave one solution.
pub(crate) fn killer_attempt(
    template: &Variant,
    rng: &mut SplitMix64,
    work: &mut Allowance<'_>,
    draws: u32,
) -> Result<(Variant, Vec<u8>), Error> {
    let cells = template.size * template.size;
    let empty = Variant::new(
        template.size,
        template.regions.clone(),
        template.rules,
        Vec::new(),
        template.constraints.clone(),
        vec![0; cells],
    )
    .map_err(|_| Error::Conflict)?;
    let stop = work.stop;
    for _ in 0..draws {
        let solution = match random_grid(&empty, rng, work) {
            Ok(Some(grid)) => grid,
            Ok(None) => return Err(Error::NoSolution),
            Err(Error::Exhausted) if !work.spent() => continue,
            Err(e) => return Err(e),
        };
        let cages = killer_cages(template.size, &solution, rng);
        let Ok(puzzle) = Variant::new(
            template.size,
            template.regions.clone(),
            template.rules,
            cages,
            template.constraints.clone(),
            vec![0; cells],
        ) else {
            continue;
        };
        let check = work.spend(CHECK_GUESSES, |cap| {
            solve_givens(&puzzle, &puzzle.givens, 2, cap, stop)
        });
        if matches!(check, Ok(s) if s.count == 1) {
            return Ok((puzzle, solution));
        }
        if work.spent() {
            break;
        }
    }
    Err(work.stopped().unwrap_or(Error::Exhausted))
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
