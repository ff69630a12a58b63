//! Human-style logic on variants: a candidate model over the variant's
//! houses, peers and neighbours (any size, any rules), and techniques that
//! read them as data: singles, locked candidates, naked and hidden
//! subsets, fish on rows and columns, Skyscrapers, 2-String Kites, empty
//! rectangles in boxes or regions, simple colouring, XY-, XYZ- and
//! W-Wings, aligned pair exclusion, WXYZ- and VWXYZ-Wings over peers, Sue
//! de Coq over crossing houses, ALS-XZ, ALS-XY-Wings and ALS chains over
//! the houses, X-chains, XY-chains and AICs over the variant's links (with
//! group nodes: one search, the classic AIC search in a mode of its own),
//! and, where every rule is a house, unique rectangles (types 1 to 4),
//! unique loops, hidden rectangles and BUG (+1, types 2 and 3)
//! (all these the classic logic's own code, written once over
//! [`crate::logic::model::Model`]); the killer techniques (cage
//! combinations, innies and outies); and the classic logic's forcing
//! chains (static, Nishio, multiple, dynamic, dynamic (+) and nested, the
//! same code over [`crate::logic::model::Trial`], following the
//! variant's rules and cage sums, in its cheaper mode
//! [`crate::logic::forcing::Work::first_found`]) within a work budget
//! over the solve. When none applies, the solution's digit
//! is guessed in a cell with the fewest candidates, and the rating is then
//! a lower bound (its hardest technique is [`Technique::Guess`]).
//!
//! Steps are scored on the classic logic's scale ([`Technique::rating`]),
//! so a variant's rating and level read like a classic puzzle's.

mod classic;
mod killer;
mod pairs;

use std::cell::Cell;

use super::{MAX_CELLS, Regions, Variant};
use crate::budget::variant_max_guesses;
use crate::error::Error;
use crate::logic::aic::any_chain;
use crate::logic::als::{MAX_CHAIN, als_chains};
use crate::logic::big_wings::wing;
use crate::logic::bug::{bug_plus_one, bug_type_2, bug_type_3};
use crate::logic::colouring::simple_colouring;
use crate::logic::empty_rectangle::empty_rectangle;
use crate::logic::exclusion::aligned_pair_exclusion;
use crate::logic::fish::fish;
use crate::logic::forcing::Work;
use crate::logic::hidden_rectangle::hidden_rectangle;
use crate::logic::intersections::{claiming, pointing};
use crate::logic::model::{Model, OwnRule, Trial};
use crate::logic::sentence;
use crate::logic::single_digit::{skyscraper, two_string_kite};
use crate::logic::singles::{full_house, hidden_single, naked_single};
use crate::logic::subsets::{hidden, naked};
use crate::logic::sue_de_coq::sue_de_coq;
use crate::logic::unique_loops::{unique_loop, unique_rectangle_3};
use crate::logic::uniqueness::{unique_rectangle, unique_rectangle_2, unique_rectangle_4};
use crate::logic::wings::{w_wing, xy_wing};
use crate::logic::{
    ChainNode, DEFAULT_FORCING_WORK, Notation, Rating, Step, Technique, Techniques,
    forcing_chains_over,
};
use crate::stop::{Stop, Stopped};

use crate::geometry::digit_bit;

pub(crate) use crate::logic::subsets::digits;

/// A set of a variant's cells (up to 256), one bit each.
type Cells = [u64; 4];

/// The candidates and placed digits of a variant's cells.
#[derive(Debug, Clone)]
pub struct Board<'a> {
    variant: &'a Variant,
    value: [u8; MAX_CELLS],
    cand: [u16; MAX_CELLS],
    /// The cages whose rules ([`killer::own_rule`]) concluded nothing and
    /// whose cells have not changed since (nor will they conclude
    /// anything until one does: the rest of the board only loses
    /// candidates).
    quiet: Cell<Cells>,
}

impl<'a> Board<'a> {
    /// The board of `digits` (N*N, 0 blank) on `variant`'s geometry and
    /// rules: each open cell keeps the digits its placed peers and (for
    /// non-consecutive) neighbours leave.
    pub fn new(variant: &'a Variant, digits: &[u8]) -> Board<'a> {
        let cells = variant.size * variant.size;
        let mut board = Board {
            variant,
            value: [0; MAX_CELLS],
            cand: [0; MAX_CELLS],
            quiet: Cell::new([0; 4]),
        };
        board.cand[..cells].copy_from_slice(&variant.shape.relations.masks);
        for (cell, &d) in digits.iter().enumerate().take(cells) {
            if d != 0 && usize::from(d) <= variant.size {
                board.place(cell, d);
            }
        }
        board
    }

    /// The variant the board is on.
    pub fn variant(&self) -> &'a Variant {
        self.variant
    }

    /// Every digit of the board (1..=N) as a mask.
    pub fn full(&self) -> u16 {
        ((1u32 << self.variant.size) - 1) as u16
    }

    /// The number of cells, N*N.
    pub fn cells(&self) -> usize {
        self.variant.size * self.variant.size
    }

    /// The digit placed at `cell`, 0 when open.
    pub fn value(&self, cell: usize) -> u8 {
        self.value[cell]
    }

    /// The candidates of an open cell (0 once placed).
    pub fn candidates(&self, cell: usize) -> u16 {
        self.cand[cell]
    }

    /// Places `d` at `cell`: its peers lose `d`, its neighbours (with
    /// non-consecutive) the digits next to it.
    pub fn place(&mut self, cell: usize, d: u8) {
        let close = (digit_bit(d) << 1 | digit_bit(d) >> 1) & self.full();
        self.value[cell] = d;
        self.cand[cell] = 0;
        let shape = &self.variant.shape;
        let quiet = self.quiet.get_mut();
        let mut stir = |cell: usize| {
            let k = usize::from(shape.cage_of[cell]);
            if let Some(word) = quiet.get_mut(k / 64) {
                *word &= !(1 << (k % 64));
            }
        };
        stir(cell);
        for &p in &shape.peers[cell] {
            let p = usize::from(p);
            if self.cand[p] & digit_bit(d) != 0 {
                self.cand[p] &= !digit_bit(d);
                stir(p);
            }
        }
        for &n in &shape.neighbours[cell] {
            let n = usize::from(n);
            if self.cand[n] & close != 0 {
                self.cand[n] &= !close;
                stir(n);
            }
        }
        for (to, allow, _) in shape.relations.placed(cell, d) {
            if self.cand[to] & !allow != 0 {
                self.cand[to] &= allow;
                stir(to);
            }
        }
    }

    /// Removes candidate `d` from `cell`.
    pub fn eliminate(&mut self, cell: usize, d: u8) {
        self.cand[cell] &= !digit_bit(d);
        let k = usize::from(self.variant.shape.cage_of[cell]);
        if let Some(word) = self.quiet.get_mut().get_mut(k / 64) {
            *word &= !(1 << (k % 64));
        }
    }

    /// Whether cage `k` is known to conclude nothing ([`Board::quiet`]).
    fn is_quiet(&self, k: usize) -> bool {
        self.quiet.get()[k / 64] >> (k % 64) & 1 != 0
    }

    /// Notes that cage `k` concludes nothing until one of its cells
    /// changes.
    fn hush(&self, k: usize) {
        let mut quiet = self.quiet.get();
        quiet[k / 64] |= 1 << (k % 64);
        self.quiet.set(quiet);
    }

    /// Sets the candidates of open `cell` to `mask` (tests build positions
    /// with it).
    #[cfg(test)]
    pub(crate) fn set_candidates(&mut self, cell: usize, mask: u16) {
        self.cand[cell] = mask;
        self.quiet.set([0; 4]);
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.value[..self.cells()].iter().all(|&d| d != 0)
    }

    /// The placed digits, N*N, 0 for open cells.
    pub fn digits(&self) -> &[u8] {
        &self.value[..self.cells()]
    }

    /// Whether `a` and `b` may not hold the same digit.
    pub fn sees(&self, a: usize, b: usize) -> bool {
        self.variant.shape.peer_bits[a][b / 64] >> (b % 64) & 1 != 0
    }

    /// The houses (rows, columns, boxes or regions, then diagonals and
    /// windows), each a list of cells.
    pub fn houses(&self) -> &'a [Vec<u16>] {
        &self.variant.shape.houses
    }

    /// The digits placed in `cells`.
    pub fn placed_in(&self, cells: &[u16]) -> u16 {
        cells
            .iter()
            .map(|&c| self.value[usize::from(c)])
            .filter(|&d| d != 0)
            .fold(0, |m, d| m | digit_bit(d))
    }

    /// The open cells of `cells`.
    pub fn open<'c>(&'c self, cells: &'c [u16]) -> impl Iterator<Item = usize> + 'c {
        cells
            .iter()
            .map(|&c| usize::from(c))
            .filter(|&c| self.value[c] == 0)
    }
}

impl Model for Board<'_> {
    type Cells = Cells;

    fn size(&self) -> usize {
        self.variant.size
    }

    fn value(&self, cell: usize) -> u8 {
        self.value[cell]
    }

    fn candidates(&self, cell: usize) -> u16 {
        self.cand[cell]
    }

    fn house_count(&self) -> usize {
        self.houses().len()
    }

    fn house(&self, house: usize) -> impl Iterator<Item = usize> + '_ {
        self.houses()[house].iter().map(|&c| usize::from(c))
    }

    fn houses_of(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        self.variant.shape.cell_houses[cell]
            .iter()
            .map(|&h| usize::from(h))
    }

    fn sees(&self, a: usize, b: usize) -> bool {
        Board::sees(self, a, b)
    }

    fn peers(&self, cell: usize) -> Cells {
        self.variant.shape.peer_bits[cell]
    }

    fn excluded_by(&self, cell: usize, digit: u8, f: &mut dyn FnMut(usize, u16)) {
        let close = (digit_bit(digit) << 1 | digit_bit(digit) >> 1) & self.full();
        for &o in &self.variant.shape.neighbours[cell] {
            let o = usize::from(o);
            let digits = self.cand[o] & close;
            if digits != 0 {
                f(o, digits);
            }
        }
        for (to, allow, _) in self.variant.shape.relations.placed(cell, digit) {
            let digits = self.cand[to] & !allow;
            if digits != 0 {
                f(to, digits);
            }
        }
    }

    fn rules_are_houses(&self) -> bool {
        self.variant.rules_are_houses()
    }
}

impl Trial for Board<'_> {
    fn place(&mut self, cell: usize, digit: u8) {
        Board::place(self, cell, digit);
    }

    fn eliminate(&mut self, cell: usize, digit: u8) {
        Board::eliminate(self, cell, digit);
    }

    fn has_own_rules(&self) -> bool {
        !self.variant.cages.is_empty() || !self.variant.shape.relations.arcs.is_empty()
    }

    fn own_rule(&self) -> Option<OwnRule> {
        pairs::own_rule(self).or_else(|| killer::own_rule(self))
    }
}

/// One deduction on a variant.
#[derive(Debug, Clone, PartialEq)]
pub struct VariantStep {
    /// The technique used.
    pub technique: Technique,
    /// Its difficulty: the technique's rating, plus, for the classic
    /// logic's chains on a 9x9 of houses, their length increment.
    pub score: f32,
    /// The houses involved, as indices into the variant's houses (rows
    /// 0..N, columns N..2N, boxes or regions 2N..3N, then the diagonals and
    /// windows); cage k is number (house count + k).
    pub houses: Vec<usize>,
    /// The cells that make the pattern (to highlight).
    pub cells: Vec<usize>,
    /// Digits placed: (cell, digit).
    pub placements: Vec<(usize, u8)>,
    /// Candidates removed: (cell, digit).
    pub eliminations: Vec<(usize, u8)>,
    /// The digits of the step's pattern (a subset's, a wing's), for its
    /// notation; 0 for the digits placed and removed.
    pub digits: u16,
    /// A chain step's nodes (as [`Step::chain`]); empty for the others.
    pub chain: Vec<ChainNode>,
}

impl VariantStep {
    /// A step that only removes candidates, or `None` when it removes none.
    pub(crate) fn eliminating(
        technique: Technique,
        houses: Vec<usize>,
        cells: Vec<usize>,
        eliminations: Vec<(usize, u8)>,
    ) -> Option<VariantStep> {
        (!eliminations.is_empty()).then_some(VariantStep {
            technique,
            score: technique.rating(),
            houses,
            cells,
            placements: Vec::new(),
            eliminations,
            digits: 0,
            chain: Vec::new(),
        })
    }

    /// A step that places `d` at `cell`.
    pub(crate) fn placing(
        technique: Technique,
        houses: Vec<usize>,
        cell: usize,
        d: u8,
    ) -> VariantStep {
        VariantStep {
            technique,
            score: technique.rating(),
            houses,
            cells: vec![cell],
            placements: vec![(cell, d)],
            eliminations: Vec::new(),
            digits: 0,
            chain: Vec::new(),
        }
    }

    /// Applies the step to `board`.
    pub fn apply(&self, board: &mut Board<'_>) {
        for &(cell, d) in &self.placements {
            board.place(cell, d);
        }
        for &(cell, d) in &self.eliminations {
            board.eliminate(cell, d);
        }
    }

    /// A one-sentence English explanation, e.g. "Hidden single (line) in
    /// row 3: r3c5 = 7." (digits as numbers, 10-16 too).
    pub fn explain(&self, variant: &Variant) -> String {
        self.explain_titled(variant, title(&self.technique_name(variant)))
    }

    /// [`VariantStep::explain`] starting with `title` instead of the
    /// technique's name.
    pub fn explain_titled(&self, variant: &Variant, title: String) -> String {
        sentence(
            title,
            self.houses.iter().map(|&h| house_name(variant, h)),
            &self.placements,
            &self.eliminations,
            |c| variant.cell_name(c),
        )
    }

    /// The technique's name as this board calls it: a jigsaw's hidden
    /// single in one of its regions is a "hidden single (region)", not
    /// "(box)".
    pub fn technique_name(&self, variant: &Variant) -> String {
        match (self.technique, &variant.regions) {
            (Technique::HiddenSingleBox, Regions::Jigsaw(_)) => "hidden single (region)".to_owned(),
            (technique, _) => technique.name().to_owned(),
        }
    }

    /// The step in players' notation, as the classic hints write it
    /// ([`Step::notation`]): "Hidden single (region) 7 in region 7 =>
    /// r9c3=7", "X-Wing 4 in r2c38,r7c38 => r5c3<>4". Rows, columns and
    /// boxes are r, c and b; other houses keep their names.
    pub fn notation(&self, variant: &Variant) -> String {
        let n = variant.size;
        let digits = match self.digits {
            0 => self
                .placements
                .iter()
                .chain(&self.eliminations)
                .fold(0, |m, &(_, d)| m | digit_bit(d)),
            d => d,
        };
        let short = |h: usize| match (h / n, &variant.regions) {
            (0, _) => format!("r{}", h + 1),
            (1, _) => format!("c{}", h - n + 1),
            (2, Regions::Boxes { .. }) => format!("b{}", h - 2 * n + 1),
            _ => house_name(variant, h),
        };
        Notation {
            title: title(&self.technique_name(variant)),
            size: n,
            digits,
            chain: &self.chain,
            houses: self.houses.iter().map(|&h| short(h)).collect(),
            cells: &self.cells,
            placements: &self.placements,
            eliminations: &self.eliminations,
            single: self.technique <= Technique::HiddenSingleLine,
            guess: self.technique == Technique::Guess,
        }
        .text()
    }
}

/// A name with a capital first letter, as a sentence starts.
fn title(name: &str) -> String {
    name[..1].to_uppercase() + &name[1..]
}

impl From<&Step> for VariantStep {
    /// A classic step as a variant step (same houses, cells and digits;
    /// its score with the chain's length increment).
    fn from(step: &Step) -> VariantStep {
        VariantStep {
            technique: step.technique,
            score: step.score(),
            houses: step.houses.clone(),
            cells: step.cells.clone(),
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
            digits: step.digits,
            chain: step.chain.clone(),
        }
    }
}

/// The name of house (or cage) number `house` of `variant` (see
/// [`Variant::house_name`]).
pub fn house_name(variant: &Variant, house: usize) -> String {
    variant.house_name(house)
}

/// A search for one technique's step.
type Finder = fn(&Board<'_>) -> Option<VariantStep>;

/// The techniques in the order they are tried, simplest first.
const FINDERS: [Finder; 30] = [
    |b| shared(full_house(b)),
    |b| shared(hidden_single(b, true)),
    |b| shared(hidden_single(b, false)),
    |b| shared(naked_single(b)),
    killer::cage_combination,
    pairs::pair_step,
    |b| shared(pointing(b)),
    |b| shared(claiming(b)),
    killer::innies_outies,
    |b| shared(naked(b, 2, Technique::NakedPair)),
    |b| shared(fish(b, 2, Technique::XWing)),
    |b| shared(hidden(b, 2, Technique::HiddenPair)),
    |b| shared(naked(b, 3, Technique::NakedTriple)),
    |b| shared(fish(b, 3, Technique::Swordfish)),
    |b| shared(hidden(b, 3, Technique::HiddenTriple)),
    |b| shared(skyscraper(b)),
    |b| shared(two_string_kite(b)),
    |b| shared(xy_wing(b, false)),
    |b| shared(empty_rectangle(b)),
    |b| shared(xy_wing(b, true)),
    |b| shared(unique_rectangle(b)),
    |b| shared(unique_rectangle_2(b)),
    |b| shared(unique_rectangle_4(b)),
    |b| shared(unique_rectangle_3(b)),
    |b| shared(unique_loop(b)),
    |b| shared(naked(b, 4, Technique::NakedQuad)),
    |b| shared(fish(b, 4, Technique::Jellyfish)),
    |b| shared(hidden(b, 4, Technique::HiddenQuad)),
    chains_and_wings,
    |b| shared(als_chains(b, 2..=MAX_CHAIN, ALS_VISITS)),
];

/// A step of a technique shared with the classic logic (see
/// [`crate::logic::model`]), as a variant step.
fn shared(step: Option<Step>) -> Option<VariantStep> {
    step.as_ref().map(VariantStep::from)
}

/// Chains one ALS search of one length may extend on a variant (a third
/// of the classic logic's: boards with many sets cost a bounded time).
const ALS_VISITS: u32 = 10_000;

/// Cells one WXYZ- or VWXYZ-Wing search may try to add on a variant (a
/// tenth of the classic logic's: a 16x16 has many more small cells).
const WING_VISITS: u32 = 20_000;

/// The lowest-scoring of the chains (X-chains from 5.0, grouped X-chains
/// from 5.4, XY-chains from 6.6, AICs from 7.6, plus their length
/// increments: [`any_chain`]), simple colouring (5.4), BUG+1 (5.6), BUG
/// type 2 (5.7), BUG type 3, the hidden rectangle and the W-Wing (5.8),
/// aligned pair exclusion and the WXYZ-Wing (6.2), Sue de Coq (6.3) and
/// the VWXYZ-Wing (6.4), a pattern before a chain of the same score; each
/// pattern is searched only when the chain found scores more.
fn chains_and_wings(board: &Board<'_>) -> Option<VariantStep> {
    let chain = shared(any_chain(board));
    let patterns: [(Technique, Finder); 10] = [
        (Technique::SimpleColouring, |b| shared(simple_colouring(b))),
        (Technique::BugPlusOne, |b| shared(bug_plus_one(b))),
        (Technique::BugType2, |b| shared(bug_type_2(b))),
        (Technique::BugType3, |b| shared(bug_type_3(b))),
        (Technique::HiddenRectangle, |b| shared(hidden_rectangle(b))),
        (Technique::WWing, |b| shared(w_wing(b))),
        (Technique::AlignedPairExclusion, |b| {
            shared(aligned_pair_exclusion(b))
        }),
        (Technique::WxyzWing, |b| {
            shared(wing(b, 4, Technique::WxyzWing, WING_VISITS))
        }),
        (Technique::SueDeCoq, |b| shared(sue_de_coq(b))),
        (Technique::VwxyzWing, |b| {
            shared(wing(b, 5, Technique::VwxyzWing, WING_VISITS))
        }),
    ];
    for (technique, find) in patterns {
        if chain.as_ref().is_some_and(|c| c.score < technique.rating()) {
            return chain;
        }
        if let Some(step) = find(board) {
            return Some(step);
        }
    }
    chain
}

/// The simplest step on `board`, not counting guesses: on a 9x9 of houses
/// only, the classic logic's (with its default forcing-chain budget),
/// else the variant techniques'.
pub fn next_step(board: &Board<'_>) -> Option<VariantStep> {
    match classic::layout_of(board.variant) {
        Some(layout) => classic::next_step(
            &layout,
            board,
            &mut Work::new(DEFAULT_FORCING_WORK),
            Techniques::All,
        ),
        None => variant_step(board, &mut variant_work(board.variant)),
    }
}

/// Facts the forcing chains of a whole logical solve of a variant (other
/// than a 9x9 of houses, which takes the classic logic's
/// [`DEFAULT_FORCING_WORK`]) may derive before it falls back to a guess
/// (the 50 non-consecutive puzzles of the variant bench rate without a
/// guess, in 2.4 s at most on our 2-core VM).
pub(crate) const VARIANT_FORCING_WORK: u64 = 30_000_000;

/// The facts of [`VARIANT_FORCING_WORK`] a grid of `cells` cells may
/// derive: all of them up to 9x9, on larger grids a share of (81 /
/// cells)^2, as a fact costs more to follow the more cells there are and
/// chains grow longer (a 16x16 killer's rating spent 8.4 s on the full
/// budget before falling back to a guess).
pub(crate) fn forcing_work(cells: usize) -> u64 {
    let cells = cells.max(81) as u64;
    VARIANT_FORCING_WORK * 81 * 81 / (cells * cells)
}

/// The forcing chains' work over a variant's solve (or one hint):
/// [`forcing_work`], in the cheaper search variants take
/// ([`Work::first_found`]).
fn variant_work(variant: &Variant) -> Work<'static> {
    Work::new(forcing_work(variant.size * variant.size)).first_found()
}

/// The simplest step of the variant techniques, the forcing chains last
/// (the classic logic's, over the variant's board: [`forcing_chains_over`]),
/// within `work` (their work left over the solve).
fn variant_step(board: &Board<'_>, work: &mut Work<'_>) -> Option<VariantStep> {
    FINDERS.iter().find_map(|find| find(board)).or_else(|| {
        // The cage rules conclude nothing here (the finders above hold
        // them): noting their cages quiet spares every chain's copy of
        // the board from asking them again.
        if board.has_own_rules() {
            let _ = killer::own_rule(board);
        }
        shared(forcing_chains_over(board, work, &[]))
    })
}

/// The last resort: the solution's digit in the first open cell with the
/// fewest candidates.
pub fn guess(board: &Board<'_>, solution: &[u8]) -> Option<VariantStep> {
    let cell = (0..board.cells())
        .filter(|&c| board.value(c) == 0)
        .min_by_key(|&c| board.candidates(c).count_ones())?;
    Some(VariantStep::placing(
        Technique::Guess,
        Vec::new(),
        cell,
        solution[cell],
    ))
}

/// Why a variant has no rating: it must have exactly one solution, found
/// within the default guess budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Improper {
    /// No solution.
    NoSolution,
    /// More than one solution.
    NotUnique,
    /// The search ran out of guesses (or of time).
    Exhausted,
    /// The caller's cancel test stopped the work.
    Cancelled,
}

impl Improper {
    /// What is wrong, in words: "the puzzle has no solution", ...
    pub fn message(self) -> &'static str {
        match self {
            Improper::NoSolution => crate::diagnose::NO_SOLUTION,
            Improper::NotUnique => crate::diagnose::NOT_UNIQUE,
            Improper::Exhausted => {
                "the uniqueness check ran out of guesses (SUDOKU_VARIANT_DEFAULT_WORK / (N*N), or the caller's budget or time)"
            }
            Improper::Cancelled => "cancelled by the caller",
        }
    }
}

impl From<Improper> for Error {
    /// The library error of the same meaning ([`Error::Exhausted`] for
    /// a check out of guesses or time).
    fn from(why: Improper) -> Error {
        match why {
            Improper::NoSolution => Error::NoSolution,
            Improper::NotUnique => Error::NotUnique,
            Improper::Exhausted => Error::Exhausted,
            Improper::Cancelled => Error::Cancelled,
        }
    }
}

/// The unique solution of `variant`'s givens, N*N digits.
pub fn unique_solution(variant: &Variant) -> Result<Vec<u8>, Improper> {
    unique_solution_until(variant, 0, &Stop::never())
}

/// [`unique_solution`] within `max_guesses` (0: the default,
/// [`variant_max_guesses`]) that also ends when `stop`
/// says so ([`Improper::Cancelled`], or [`Improper::Exhausted`] when out
/// of time).
pub fn unique_solution_until(
    variant: &Variant,
    max_guesses: u64,
    stop: &Stop<'_>,
) -> Result<Vec<u8>, Improper> {
    let max_guesses = match max_guesses {
        0 => variant_max_guesses(variant.size),
        n => n,
    };
    match super::solve::solve_until(variant, 2, max_guesses, stop) {
        Err(Error::Exhausted) => Err(Improper::Exhausted),
        Err(Error::Cancelled) => Err(Improper::Cancelled),
        Err(_) => Err(Improper::NoSolution),
        Ok(s) if s.count == 0 => Err(Improper::NoSolution),
        Ok(s) if s.count > 1 => Err(Improper::NotUnique),
        Ok(s) => Ok(s.first().map(<[u8]>::to_vec).unwrap_or_default()),
    }
}

/// Solves `variant` step by step from its givens, as its rating does,
/// always taking the simplest step, guessing the solution's digit when
/// none applies (or when the forcing chains have spent their budget over
/// the whole solve: the classic logic's default on a 9x9 of houses, else
/// 30 million facts up to 9x9 and 30 million x (81 / cells)^2 past it).
/// On a 9x9 of houses, the classic rating's techniques only
/// ([`Techniques::Rating`], as [`crate::logic::rate`]); elsewhere
/// every variant technique (Sudoku Explainer has no variants to follow).
pub fn solve_logic(variant: &Variant) -> Result<Vec<VariantStep>, Improper> {
    let solution = unique_solution(variant)?;
    solve_logic_from(variant, &solution, &Stop::never())
}

/// [`solve_logic`] from the known unique `solution`, ending with
/// [`Improper::Cancelled`] or [`Improper::Exhausted`] (out of time) when
/// `stop` says so (asked before every step and every forcing chain's
/// assumption).
pub fn solve_logic_from(
    variant: &Variant,
    solution: &[u8],
    stop: &Stop<'_>,
) -> Result<Vec<VariantStep>, Improper> {
    let mut board = Board::new(variant, &variant.givens);
    let layout = classic::layout_of(variant);
    let asked = || stop.now();
    let mut work = match layout {
        Some(_) => Work::stoppable(DEFAULT_FORCING_WORK, &asked),
        None => Work::stoppable(forcing_work(variant.size * variant.size), &asked).first_found(),
    };
    let mut steps = Vec::new();
    while !board.is_solved() {
        if stop.now() {
            return Err(match stop.reason() {
                Some(Stopped::Cancelled) => Improper::Cancelled,
                _ => Improper::Exhausted,
            });
        }
        let found = match &layout {
            Some(layout) => classic::next_step(layout, &board, &mut work, Techniques::Rating),
            None => variant_step(&board, &mut work),
        };
        let Some(step) = found.or_else(|| guess(&board, solution)) else {
            break;
        };
        step.apply(&mut board);
        steps.push(step);
    }
    if stop.reason().is_some() {
        return Err(match stop.reason() {
            Some(Stopped::Cancelled) => Improper::Cancelled,
            _ => Improper::Exhausted,
        });
    }
    Ok(steps)
}

/// The rating of a logical solve's steps ([`Rating::of_steps`], as a
/// classic solve's): its hardest step's score and technique;
/// [`Technique::Guess`] when any step is a guess (the score, the highest
/// of the steps, is then a lower bound).
pub fn rating_of(steps: &[VariantStep]) -> Rating {
    Rating::of_steps(steps.iter().map(|s| (s.score, s.technique)))
}

/// Rates `variant` on the classic scale: the hardest step of its logical
/// solve; a guess (a lower bound: 10.0, or more when a later chain scores
/// more) when the techniques run out.
pub fn rate(variant: &Variant) -> Result<Rating, Improper> {
    solve_logic(variant).map(|steps| rating_of(&steps))
}

/// [`rate`] whose uniqueness check has `max_guesses` (0: the default,
/// [`variant_max_guesses`]) and that ends when `stop` says so.
pub fn rate_until(
    variant: &Variant,
    max_guesses: u64,
    stop: &Stop<'_>,
) -> Result<Rating, Improper> {
    let solution = unique_solution_until(variant, max_guesses, stop)?;
    solve_logic_from(variant, &solution, stop).map(|steps| rating_of(&steps))
}

#[cfg(test)]
mod tests;
