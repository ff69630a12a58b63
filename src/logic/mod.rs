//! The human-style logic solver: named techniques, simplest first, each
//! step saying where it applies and what it places or removes. It knows
//! nothing of the C ABI.
//!
//! Implemented so far: full house, hidden singles (box, line), naked
//! singles, pointing and claiming and their direct forms, naked and hidden
//! pairs/triples/quads (direct hidden pairs and triples too),
//! X-Wing, Swordfish, Jellyfish, Skyscraper, 2-String Kite, empty
//! rectangle, XY-Wing,
//! XYZ-Wing, WXYZ- and VWXYZ-Wings, W-Wing, unique rectangles (types 1-4,
//! hidden) and unique loops, BUG (+1, types 2 and 3), aligned pair
//! exclusion, Sue de Coq, simple colouring, X-chains (grouped too),
//! XY-chains, AIC with group nodes, ALS-XZ, ALS-XY-Wing, ALS chains,
//! forcing chains (static, Nishio,
//! multiple, dynamic, dynamic "plus", nested two levels deep; see
//! [`forcing`]), and a
//! last-resort guess from the
//! solution, when the forcing chains find nothing within their budget, so
//! that every valid puzzle finishes.

pub(crate) mod aic;
pub(crate) mod als;
pub(crate) mod big_wings;
pub(crate) mod bug;
mod cell_sets;
pub(crate) mod chains;
pub(crate) mod colouring;
pub(crate) mod direct;
pub(crate) mod empty_rectangle;
pub(crate) mod exclusion;
pub(crate) mod fish;
pub mod forcing;
pub(crate) mod hidden_rectangle;
pub mod houses;
pub(crate) mod intersections;
pub mod layout;
pub mod marks;
pub mod model;
mod notation;
pub mod rating;
pub(crate) mod single_digit;
pub(crate) mod singles;
mod step;
pub(crate) mod subsets;
pub(crate) mod sue_de_coq;
pub(crate) mod unique_loops;
pub(crate) mod uniqueness;
pub(crate) mod wings;

pub use marks::Marks;
pub(crate) use notation::Notation;
pub use notation::cell_list;
pub use rating::{Level, Rating, rate, rate_capped, rate_within};
pub(crate) use step::sentence;
pub use step::{ChainNode, Link, Step, Technique};

use crate::budget::DEFAULT_MAX_GUESSES;
use crate::fast;
use crate::geometry::CELLS;
use crate::grid::Grid;
use model::Trial;

/// The simplest step that applies to `marks`, not counting guesses, with
/// the default forcing-chain budget for this one step.
pub fn next_step(marks: &Marks) -> Option<Step> {
    next_step_within(marks, &mut forcing::Work::new(DEFAULT_FORCING_WORK))
}

/// The simplest step that applies to `marks`, its forcing-chain searches
/// spending `work`; `None` when nothing applies within it.
pub fn next_step_within(marks: &Marks, work: &mut forcing::Work<'_>) -> Option<Step> {
    next_step_of(marks, work, Techniques::All)
}

/// Which techniques a solve may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Techniques {
    /// Every technique: hints, and [`solve`].
    All,
    /// Those a rating uses ([`Technique::rates`]: all but AIC, the ALS
    /// patterns, Sue de Coq, hidden rectangles and the W-Wing), so that the
    /// puzzle's score is on Sudoku Explainer's scale: [`rate`] and the
    /// generator.
    Rating,
}

impl Techniques {
    /// Whether a solve with these techniques may use `technique`.
    pub fn allow(self, technique: Technique) -> bool {
        self == Techniques::All || technique.rates()
    }
}

/// [`next_step_within`] with `techniques` only.
pub fn next_step_of(
    marks: &Marks,
    work: &mut forcing::Work<'_>,
    techniques: Techniques,
) -> Option<Step> {
    let mut step = pattern_step(marks, work, techniques)
        .or_else(|| forcing_chains_of(marks, work, techniques))?;
    if step.digits == 0 {
        step.digits = notation::pattern_digits(&step, marks);
    }
    Some(step)
}

/// A search for one technique's step.
type Finder = fn(&Marks) -> Option<Step>;

/// The fixed patterns (everything but forcing chains, AIC and ALS), in the
/// order they are tried.
const PATTERNS: [(Technique, Finder); 42] = {
    use Technique as T;
    [
        (T::FullHouse, |m| singles::full_house(m)),
        (T::HiddenSingleBox, |m| singles::hidden_single(m, true)),
        (T::HiddenSingleLine, |m| singles::hidden_single(m, false)),
        (T::DirectPointing, |m| direct::direct_pointing(m)),
        (T::DirectClaiming, |m| direct::direct_claiming(m)),
        (T::DirectHiddenPair, |m| {
            direct::direct_hidden(m, 2, T::DirectHiddenPair)
        }),
        (T::NakedSingle, |m| singles::naked_single(m)),
        (T::DirectHiddenTriple, |m| {
            direct::direct_hidden(m, 3, T::DirectHiddenTriple)
        }),
        (T::Pointing, |m| intersections::pointing(m)),
        (T::Claiming, |m| intersections::claiming(m)),
        (T::NakedPair, |m| subsets::naked(m, 2, T::NakedPair)),
        (T::XWing, |m| fish::fish(m, 2, T::XWing)),
        (T::HiddenPair, |m| subsets::hidden(m, 2, T::HiddenPair)),
        (T::NakedTriple, |m| subsets::naked(m, 3, T::NakedTriple)),
        (T::Swordfish, |m| fish::fish(m, 3, T::Swordfish)),
        (T::HiddenTriple, |m| subsets::hidden(m, 3, T::HiddenTriple)),
        (T::Skyscraper, |m| single_digit::skyscraper(m)),
        (T::TwoStringKite, |m| single_digit::two_string_kite(m)),
        (T::XyWing, |m| wings::xy_wing(m, false)),
        (T::EmptyRectangle, |m| empty_rectangle::empty_rectangle(m)),
        (T::XyzWing, |m| wings::xy_wing(m, true)),
        (T::UniqueRectangle, |m| uniqueness::unique_rectangle(m)),
        (T::UniqueRectangle2, |m| uniqueness::unique_rectangle_2(m)),
        (T::UniqueRectangle4, |m| uniqueness::unique_rectangle_4(m)),
        (T::UniqueRectangle3, |m| unique_loops::unique_rectangle_3(m)),
        (T::UniqueLoop, |m| unique_loops::unique_loop(m)),
        (T::NakedQuad, |m| subsets::naked(m, 4, T::NakedQuad)),
        (T::Jellyfish, |m| fish::fish(m, 4, T::Jellyfish)),
        (T::HiddenQuad, |m| subsets::hidden(m, 4, T::HiddenQuad)),
        (T::SimpleColouring, |m| colouring::simple_colouring(m)),
        (T::XChain, |m| chains::x_chain(m)),
        (T::GroupedXChain, |m| aic::grouped_x_chain(m)),
        (T::BugPlusOne, |m| bug::bug_plus_one(m)),
        (T::BugType2, |m| bug::bug_type_2(m)),
        (T::BugType3, |m| bug::bug_type_3(m)),
        (T::HiddenRectangle, |m| {
            hidden_rectangle::hidden_rectangle(m)
        }),
        (T::WWing, |m| wings::w_wing(m)),
        (T::AlignedPairExclusion, |m| {
            exclusion::aligned_pair_exclusion(m)
        }),
        (T::WxyzWing, |m| {
            big_wings::wing(m, 4, T::WxyzWing, big_wings::CLASSIC_VISITS)
        }),
        (T::SueDeCoq, |m| sue_de_coq::sue_de_coq(m)),
        (T::VwxyzWing, |m| {
            big_wings::wing(m, 5, T::VwxyzWing, big_wings::CLASSIC_VISITS)
        }),
        (T::XyChain, |m| chains::xy_chain(m)),
    ]
};

/// The simplest step of a fixed pattern; `None` also once `work`'s stop
/// test says stop (asked before each technique, so that a cancel takes
/// effect within one technique's search).
fn pattern_step(
    marks: &Marks,
    work: &mut forcing::Work<'_>,
    techniques: Techniques,
) -> Option<Step> {
    PATTERNS
        .iter()
        .filter(|(technique, _)| techniques.allow(*technique))
        .take_while(|_| !work.stopped())
        .find_map(|(technique, find)| {
            let step = find(marks)?;
            debug_assert_eq!(step.technique, *technique);
            Some(step)
        })
}

/// The forcing chains, simplest family first: static (contradictions and
/// two-case cells and houses), then AIC with group nodes and the ALS
/// patterns, Nishio (one digit), static with more cases, then dynamic,
/// dynamic "plus", nested (static chains inside) and nested deeper (dynamic
/// chains inside); `None` when none applies or `work` runs out
/// or says stop.
pub fn forcing_chains<'a>(marks: &Marks<'a>, work: &mut forcing::Work<'_>) -> Option<Step> {
    forcing_chains_of(marks, work, Techniques::All)
}

/// [`forcing_chains`] with `techniques` only: a rating's leave out AIC and
/// the ALS patterns.
fn forcing_chains_of<'a>(
    marks: &Marks<'a>,
    work: &mut forcing::Work<'_>,
    techniques: Techniques,
) -> Option<Step> {
    use Technique as T;
    let late: [fn(&Marks<'a>) -> Option<Step>; 4] = [
        |m| aic::aic(m),
        |m| als::als_chain(m, T::AlsXz),
        |m| als::als_chain(m, T::AlsXyWing),
        |m| als::als_chain(m, T::AlsChain),
    ];
    let late = match techniques {
        Techniques::All => &late[..],
        Techniques::Rating => &[],
    };
    forcing_chains_over(marks, work, late)
}

/// The forcing chains on any board ([`Trial`]), simplest family first:
/// static (contradictions and two-case cells and houses), then the `late`
/// patterns (the classic logic's AIC and ALS), Nishio (one digit), static
/// with more cases, then dynamic, dynamic "plus", nested (static chains
/// inside) and nested deeper (dynamic chains inside; with
/// [`forcing::Work::first_found`], straight to these); `None` when none
/// applies or `work` runs out or says stop.
pub(crate) fn forcing_chains_over<M: Trial>(
    model: &M,
    work: &mut forcing::Work<'_>,
    late: &[fn(&M) -> Option<Step>],
) -> Option<Step> {
    use Technique as T;
    use forcing::{Reach, search};
    let least = |steps: [Option<Step>; 3]| steps.into_iter().flatten().min_by_key(|s| s.complexity);
    let fixed = search(model, Reach::Static, T::ForcingChain, work)?;
    if let Some(step) = least([fixed.contradiction, fixed.double, None]) {
        return Some(step);
    }
    for find in late {
        if work.stopped() {
            return None;
        }
        if let Some(step) = find(model) {
            return Some(step);
        }
    }
    let mut nishio = Vec::new();
    for digit in 1..=model.size() as u8 {
        nishio.extend(search(model, Reach::Digit(digit), T::Nishio, work)?.contradiction);
    }
    if let Some(step) = nishio.into_iter().min_by_key(|s| s.complexity) {
        return Some(step);
    }
    if let Some(mut step) = fixed.multiple {
        step.technique = T::MultipleForcingChain;
        return Some(step);
    }
    // (reach, technique, tenths added to the technique's base)
    for (reach, technique, bonus) in [
        (Reach::Dynamic, T::DynamicForcingChain, 0),
        (Reach::DynamicPlus, T::DynamicForcingChainPlus, 0),
        (Reach::Nested, T::NestedForcingChain, 0),
        (Reach::DeepNested, T::NestedForcingChain, DEEP_NESTING_BONUS),
    ] {
        if reach == Reach::Nested && work.is_first_found() {
            continue; // see `Work::first_found`
        }
        let found = search(model, reach, technique, work)?;
        if let Some(mut step) = least([found.contradiction, found.double, found.multiple]) {
            step.bonus = bonus;
            return Some(step);
        }
    }
    None
}

/// Tenths a nested forcing chain with dynamic chains inside adds to the
/// nested chains' base (9.5 -> 10.5, Sudoku Explainer's level for dynamic
/// forcing chains nested in dynamic ones).
pub(crate) const DEEP_NESTING_BONUS: u8 = 10;

/// Facts a whole logical solve may derive in forcing-chain searches before
/// it falls back to a guess (about four seconds on our 2-core VM for the
/// hardest puzzles, whose nested chains need up to about 70 million; see
/// README).
pub const DEFAULT_FORCING_WORK: u64 = 80_000_000;

/// How a logical solve went.
#[derive(Debug, Clone, PartialEq)]
pub struct LogicSolve {
    /// Every step, in order.
    pub steps: Vec<Step>,
    /// The grid reached (solved unless the puzzle has no unique solution).
    pub grid: Grid,
}

impl LogicSolve {
    /// The hardest technique used (None for an already full grid).
    pub fn hardest(&self) -> Option<Technique> {
        self.steps.iter().map(|s| s.technique).max()
    }
}

/// Solves `puzzle` step by step with every technique, as hints do, always
/// taking the simplest step; when none applies (or the forcing chains
/// have spent [`DEFAULT_FORCING_WORK`] over the whole solve), guesses the
/// solution's digit in a cell with the fewest candidates. (A rating solves
/// with [`Techniques::Rating`] only: see [`rate`].) `None` when the puzzle does not have exactly one solution
/// (or its search runs out of guesses).
pub fn solve(puzzle: &Grid) -> Option<LogicSolve> {
    solve_within(puzzle, &mut forcing::Work::new(DEFAULT_FORCING_WORK))
}

/// [`solve`] with the forcing chains spending `work` over the whole solve;
/// also `None` once `work`'s stop test says stop (it is asked before every
/// step too, and [`forcing::Work::stopped`] then says so).
pub fn solve_within(puzzle: &Grid, work: &mut forcing::Work<'_>) -> Option<LogicSolve> {
    solve_while(puzzle, work, Techniques::All, |_| true)
}

/// [`solve_within`] with `techniques` only, that stops early, after the
/// first step `go_on` says no to: the grid of the result is then not
/// solved. A rating's solve is `Techniques::Rating`'s.
pub fn solve_while(
    puzzle: &Grid,
    work: &mut forcing::Work<'_>,
    techniques: Techniques,
    mut go_on: impl FnMut(&Step) -> bool,
) -> Option<LogicSolve> {
    let search = fast::search(puzzle, 2, DEFAULT_MAX_GUESSES);
    if search.solutions != 1 || search.exhausted {
        return None;
    }
    let solution = search.first?;
    let mut marks = Marks::from_grid(puzzle);
    let mut steps = Vec::new();
    while !marks.is_solved() {
        if work.stopped() {
            return None;
        }
        let step = next_step_of(&marks, work, techniques);
        if work.stopped() {
            return None;
        }
        let step = step.unwrap_or_else(|| guess(&marks, &solution));
        step.apply(&mut marks);
        debug_assert!(!marks.is_broken(), "{step:?} broke the marks");
        let stop_here = !go_on(&step);
        steps.push(step);
        if stop_here {
            break;
        }
    }
    Some(LogicSolve {
        steps,
        grid: marks.grid(),
    })
}

/// The last-resort step: places the solution's digit in the first cell
/// with the fewest candidates.
pub fn guess(marks: &Marks, solution: &Grid) -> Step {
    let cell = (0..CELLS)
        .filter(|&c| marks.value(c) == 0)
        .min_by_key(|&c| marks.candidates(c).count_ones())
        .expect("an unsolved board has an empty cell");
    let digit = solution.get(cell);
    let mut step = Step::placing(Technique::Guess, Vec::new(), cell, digit);
    step.digits = crate::geometry::digit_bit(digit);
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_puzzles::{CLASSIC, CLASSIC_SOLUTION, HARD};

    #[test]
    fn the_classic_puzzle_needs_only_singles() {
        let solved = solve(&CLASSIC.parse().unwrap()).unwrap();
        assert_eq!(solved.grid.to_line(), CLASSIC_SOLUTION);
        assert!(solved.hardest().unwrap() <= Technique::NakedSingle);
        assert_eq!(solved.steps.len(), 51);
    }

    #[test]
    fn every_step_keeps_the_solution_reachable() {
        let puzzle: Grid = HARD.parse().unwrap();
        let solution = fast::search(&puzzle, 1, DEFAULT_MAX_GUESSES).first.unwrap();
        let solved = solve(&puzzle).unwrap();
        assert_eq!(solved.grid, solution);
        let mut marks = Marks::from_grid(&puzzle);
        for step in &solved.steps {
            for &(cell, digit) in &step.placements {
                assert_eq!(solution.get(cell), digit, "{}", step.explain());
            }
            for &(cell, digit) in &step.eliminations {
                assert_ne!(solution.get(cell), digit, "{}", step.explain());
            }
            step.apply(&mut marks);
        }
        assert!(marks.is_solved());
    }

    #[test]
    fn puzzles_without_a_unique_solution_are_refused() {
        assert!(solve(&Grid::empty()).is_none());
    }

    /// Ratings leave out exactly the patterns Sudoku Explainer lacks but
    /// the WXYZ- and VWXYZ-Wings (and the variant techniques): where an
    /// ALS-XZ is the simplest step, hints show it and a rating's solve
    /// takes a step of its own techniques, which keeps the solution too.
    #[test]
    fn ratings_leave_out_the_hint_only_patterns() {
        use Technique as T;
        let left_out: Vec<Technique> = Technique::ALL.into_iter().filter(|t| !t.rates()).collect();
        assert_eq!(
            left_out,
            [
                T::CageCombination,
                T::Thermo,
                T::Greater,
                T::Palindrome,
                T::KropkiPair,
                T::XvPair,
                T::Whisper,
                T::InniesOuties,
                T::HiddenRectangle,
                T::WWing,
                T::SueDeCoq,
                T::Aic,
                T::AlsXz,
                T::AlsXyWing,
                T::AlsChain
            ]
        );
        let marks = marks::tests::position(als::tests::XZ_POSITION);
        let solution: Grid = als::tests::XZ_SOLUTION.parse().unwrap();
        let work = || forcing::Work::new(DEFAULT_FORCING_WORK);
        let hint = next_step_of(&marks, &mut work(), Techniques::All).unwrap();
        assert_eq!(hint.technique, T::AlsXz);
        let rated = next_step_of(&marks, &mut work(), Techniques::Rating).unwrap();
        assert!(rated.technique.rates(), "{rated:?}");
        assert!(rated.technique > T::AlsXz, "{rated:?}");
        assert!(!rated.eliminations.is_empty() || !rated.placements.is_empty());
        for &(cell, digit) in &rated.eliminations {
            assert_ne!(solution.get(cell), digit, "{}", rated.explain());
        }
        for &(cell, digit) in &rated.placements {
            assert_eq!(solution.get(cell), digit, "{}", rated.explain());
        }
    }
}
