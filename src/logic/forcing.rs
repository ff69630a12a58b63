//! Forcing chains: assume a candidate true (or false), follow what that
//! implies, and conclude either from a contradiction (the assumption is
//! wrong) or from what every case of a cell or of a digit in a house
//! agrees on.
//!
//! How far implications are followed ([`Reach`]) decides the technique:
//! static links only (a candidate true makes its peers false; a candidate
//! false makes the other of a bivalue cell or a bilocal house true, as the
//! marks stand before the assumption), one digit with the marks as they
//! become (Nishio), every digit with the marks as they become (dynamic:
//! naked and hidden singles that several earlier implications made), that
//! plus the basic eliminations (locked candidates, pairs, triples, X-Wing
//! and Swordfish) on the marks as they become ("plus"), that plus
//! static forcing-chain contradictions inside the assumption (nested), or
//! that with dynamic forcing-chain contradictions inside (nested one level
//! deeper).
//!
//! Each derived fact remembers the facts it came from, so a conclusion's
//! complexity is the number of facts it rests on (summed over the cases of
//! a cell or house, and over the two chains that meet in a dynamic chain's
//! contradiction); the score grows with it ([`length_increment`]).
//!
//! The search reads the board through [`Trial`] (houses as data, any size,
//! and rules between different digits through [`Model::excluded_by`]), so
//! classic puzzles and variants follow the same implications.

use super::model::{CellSet, Model, OwnRule, Trial};
use super::step::{ChainNode, Link, Step, Technique};
use super::subsets::digits;
use crate::geometry::{digit_bit, lowest_digit};

/// How far implications are followed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// Static links of the marks before the assumption.
    Static,
    /// One digit, with the marks as they become.
    Digit(u8),
    /// Every digit, with the marks as they become (and, here and deeper,
    /// the board's own rules as they become: a killer's cage sums,
    /// [`Trial::own_rule`]).
    Dynamic,
    /// [`Reach::Dynamic`] plus the basic eliminations (locked candidates,
    /// pairs, triples, X-Wing, Swordfish) on the marks as they become.
    DynamicPlus,
    /// [`Reach::DynamicPlus`] plus, once that stops, every candidate left
    /// whose static forcing chain (on the marks as they become) ends in a
    /// contradiction is false: a forcing chain inside a forcing chain.
    Nested,
    /// [`Reach::Nested`] with dynamic forcing chains inside: every
    /// candidate left whose dynamic chain (singles as the marks become)
    /// ends in a contradiction is false.
    DeepNested,
}

impl Reach {
    /// Whether implications follow every digit's singles as the marks
    /// become.
    fn dynamic(self) -> bool {
        matches!(
            self,
            Reach::Dynamic | Reach::DynamicPlus | Reach::Nested | Reach::DeepNested
        )
    }
}

/// The basic eliminations a [`Reach::DynamicPlus`] chain also follows.
fn rules<M: Model>() -> [fn(&M) -> Option<Step>; 8] {
    [
        |m| super::intersections::pointing(m),
        |m| super::intersections::claiming(m),
        |m| super::subsets::naked(m, 2, Technique::NakedPair),
        |m| super::fish::fish(m, 2, Technique::XWing),
        |m| super::subsets::hidden(m, 2, Technique::HiddenPair),
        |m| super::subsets::naked(m, 3, Technique::NakedTriple),
        |m| super::fish::fish(m, 3, Technique::Swordfish),
        |m| super::subsets::hidden(m, 3, Technique::HiddenTriple),
    ]
}

/// A fact: candidate (cell, digit) on (true) or off (false), as one number
/// ([`Code`]).
type Fact = usize;

/// How facts are numbered on a board of N digits: `(cell * N + digit - 1)
/// * 2 + on`.
#[derive(Debug, Clone, Copy)]
struct Code {
    /// N, the digits per cell.
    digits: usize,
    /// N * N, the cells.
    cells: usize,
}

impl Code {
    fn of(model: &impl Model) -> Code {
        Code {
            digits: model.size(),
            cells: model.size() * model.size(),
        }
    }

    /// How many facts there are: every candidate, on and off.
    fn count(self) -> usize {
        self.cells * self.digits * 2
    }

    fn fact(self, cell: usize, digit: u8, on: bool) -> Fact {
        (cell * self.digits + usize::from(digit - 1)) * 2 + usize::from(on)
    }

    fn parts(self, f: Fact) -> (usize, u8, bool) {
        let candidate = f / 2;
        (
            candidate / self.digits,
            (candidate % self.digits) as u8 + 1,
            f % 2 == 1,
        )
    }
}

/// What an assumption implies: the facts derived, each with its causes.
struct Implications {
    /// How facts are numbered.
    code: Code,
    /// Per fact, its index in `facts` plus one (0: not derived).
    slot: Vec<u16>,
    /// Facts in the order derived, with the range of their causes.
    facts: Vec<(Fact, u32, u32)>,
    /// Causes, as indices into `facts`.
    causes: Vec<u16>,
    /// Per cell, the digits derived off.
    off: Vec<u16>,
    /// The causes of a contradiction, when one was reached.
    contradiction: Option<Vec<u16>>,
    /// The fact whose opposite was already known, when one was reached.
    clash: Option<Fact>,
}

impl Implications {
    fn new(code: Code) -> Self {
        Implications {
            code,
            slot: vec![0; code.count()],
            facts: Vec::with_capacity(256),
            causes: Vec::with_capacity(1024),
            off: vec![0; code.cells],
            contradiction: None,
            clash: None,
        }
    }

    fn has(&self, f: Fact) -> bool {
        self.slot[f] != 0
    }

    /// Adds `f` with `causes` unless known; a fact whose opposite is known
    /// is a contradiction.
    fn add(&mut self, f: Fact, causes: &[u16]) {
        if self.contradiction.is_some() || self.has(f) {
            return;
        }
        if self.has(f ^ 1) {
            let mut both = causes.to_vec();
            both.push(self.slot[f ^ 1] - 1);
            self.contradiction = Some(both);
            self.clash = Some(f);
            return;
        }
        let start = self.causes.len() as u32;
        self.causes.extend_from_slice(causes);
        self.facts.push((f, start, causes.len() as u32));
        self.slot[f] = self.facts.len() as u16;
        let (cell, digit, on) = self.code.parts(f);
        if !on {
            self.off[cell] |= digit_bit(digit);
        }
    }

    /// How many facts `roots` rest on (themselves included).
    fn weight(&self, roots: &[u16]) -> usize {
        self.rests_on(roots).count()
    }

    /// The facts `roots` rest on (themselves included), each once.
    fn rests_on(&self, roots: &[u16]) -> impl Iterator<Item = Fact> + '_ {
        let mut seen = vec![false; self.facts.len()];
        let mut stack: Vec<u16> = roots.to_vec();
        std::iter::from_fn(move || {
            while let Some(i) = stack.pop() {
                if std::mem::replace(&mut seen[usize::from(i)], true) {
                    continue;
                }
                let (f, start, len) = self.facts[usize::from(i)];
                stack.extend_from_slice(&self.causes[start as usize..(start + len) as usize]);
                return Some(f);
            }
            None
        })
    }

    /// The facts from the assumption to the one at `index`, each reached
    /// through its first cause.
    fn facts_to(&self, index: u16) -> Vec<Fact> {
        let mut facts = vec![self.facts[usize::from(index)].0];
        let mut at = usize::from(index);
        while let Some(&cause) = {
            let (_, start, len) = self.facts[at];
            self.causes[start as usize..(start + len) as usize].first()
        } {
            facts.push(self.facts[usize::from(cause)].0);
            at = usize::from(cause);
        }
        facts.reverse();
        facts
    }

    /// The chain from the assumption to the fact at `index`.
    fn chain_to(&self, index: u16) -> Vec<ChainNode> {
        chain_of(self.code, &self.facts_to(index))
    }

    /// The chains of a contradiction: to a fact and to its opposite, or to
    /// each candidate of a cell (or place of a digit in a house) that all
    /// became false.
    fn contradiction_chains(&self) -> Vec<ChainNode> {
        let Some(roots) = &self.contradiction else {
            return Vec::new();
        };
        let Some(clash) = self.clash else {
            return roots.iter().flat_map(|&r| self.chain_to(r)).collect();
        };
        // The roots are the clashing fact's causes, then its known opposite.
        let (&known, causes) = roots.split_last().expect("the opposite fact is a root");
        let mut facts = causes.first().map_or_else(Vec::new, |&c| self.facts_to(c));
        facts.push(clash);
        let mut nodes = chain_of(self.code, &facts);
        nodes.extend(self.chain_to(known));
        nodes
    }

    /// The complexity of the contradiction reached, as a dynamic forcing
    /// chain counts it: the facts of the two chains that meet (the chain to
    /// the clashing fact, itself included, and the chain to its known
    /// opposite), each once, plus a quarter of those both chains rest on.
    /// When a cell (or a house's places for a digit) was left empty, the
    /// last of its candidates lost is the one that meets the chain making
    /// it true by the others being lost. Fitted to Sudoku Explainer's
    /// ratings of `se_rated_dev`'s 169 puzzles whose hardest step is one:
    /// counting both chains in full rated 80 of them 0.1-0.2 above ER, each
    /// fact once put an ER 9.0 puzzle at 8.9; this rates 103 exactly and 26
    /// 0.1 above.
    fn contradiction_weight(&self) -> usize {
        let Some(roots) = &self.contradiction else {
            return 0;
        };
        let last = if self.clash.is_some() {
            roots.len() - 1 // the clashing fact's causes, then its opposite
        } else {
            (0..roots.len()).max_by_key(|&i| roots[i]).unwrap_or(0)
        };
        let others: Vec<u16> = (0..roots.len())
            .filter(|&i| i != last)
            .map(|i| roots[i])
            .collect();
        if others.is_empty() {
            return self.weight(roots);
        }
        let both = self.weight(&others) + 1 + self.weight(&roots[last..=last]);
        let once = self.weight(roots) + 1;
        once + (both - once) / 4
    }

    /// The weight of the known fact `f`.
    fn weight_of(&self, f: Fact) -> usize {
        self.weight(&[self.slot[f] - 1])
    }
}

/// Facts in order as chain nodes: a true one leads to the next by a weak
/// link, a false one by a strong link (or, to another false one, by a
/// derived link: a basic elimination or a nested chain); the last ends the
/// chain.
fn chain_of(code: Code, facts: &[Fact]) -> Vec<ChainNode> {
    facts
        .iter()
        .enumerate()
        .map(|(i, &f)| {
            let (cell, digit, on) = code.parts(f);
            let next_on = facts.get(i + 1).map(|&n| code.parts(n).2);
            let link = match (next_on, on) {
                (None, _) => Link::End,
                (Some(_), true) => Link::Weak,
                (Some(true), false) => Link::Strong,
                (Some(false), false) => Link::Derived,
            };
            ChainNode {
                cell,
                group: 0,
                digit,
                on,
                link,
            }
        })
        .collect()
}

/// Follows `assumption` (a fact) on `marks` as far as `reach` allows;
/// `None` when a nested search inside it runs out of `work`.
fn implications<M: Trial>(
    marks: &M,
    assumption: Fact,
    reach: Reach,
    work: &mut Work,
) -> Option<Implications> {
    let mut imp = Implications::new(Code::of(marks));
    imp.add(assumption, &[]);
    let mut next = 0;
    let mut now = Current::new(marks);
    loop {
        follow_singles(marks, &mut imp, &mut next, reach);
        if imp.contradiction.is_some() {
            break;
        }
        if matches!(
            reach,
            Reach::DynamicPlus | Reach::Nested | Reach::DeepNested
        ) && work.stopped()
        {
            return None;
        }
        if reach.dynamic() && own_rules(&mut now, &mut imp) {
            continue;
        }
        let more = match reach {
            Reach::DynamicPlus => basic_eliminations(&mut now, &mut imp),
            Reach::Nested => {
                basic_eliminations(&mut now, &mut imp) || nested(&mut now, &mut imp, work, false)?
            }
            Reach::DeepNested => {
                basic_eliminations(&mut now, &mut imp) || nested(&mut now, &mut imp, work, true)?
            }
            _ => false,
        };
        if !more {
            break;
        }
    }
    Some(imp)
}

/// Derives what the facts from `next` on imply by links and singles, until
/// nothing is left to follow or a contradiction is reached.
fn follow_singles<M: Trial>(marks: &M, imp: &mut Implications, next: &mut usize, reach: Reach) {
    let code = imp.code;
    while *next < imp.facts.len() && imp.contradiction.is_none() {
        let here = *next as u16;
        let (f, _, _) = imp.facts[*next];
        *next += 1;
        let (cell, digit, on) = code.parts(f);
        if let Reach::Digit(only) = reach
            && digit != only
        {
            continue;
        }
        if on {
            if reach != Reach::Digit(digit) {
                for other in digits(marks.candidates(cell) & !digit_bit(digit)) {
                    imp.add(code.fact(cell, other, false), &[here]);
                }
            }
            for peer in marks.peers(cell).cells_from(0) {
                if marks.has(peer, digit) {
                    imp.add(code.fact(peer, digit, false), &[here]);
                }
            }
            if reach != Reach::Digit(digit) {
                marks.excluded_by(cell, digit, &mut |other, ruled_out| {
                    for d in digits(ruled_out) {
                        imp.add(code.fact(other, d, false), &[here]);
                    }
                });
            }
            continue;
        }
        if reach == Reach::Static {
            let cands = marks.candidates(cell);
            if cands.count_ones() == 2 {
                let other = lowest_digit(cands & !digit_bit(digit));
                imp.add(code.fact(cell, other, true), &[here]);
            }
            for house in marks.houses_of(cell) {
                let mut places = marks.house(house).filter(|&c| marks.has(c, digit));
                if let (Some(a), Some(b), None) = (places.next(), places.next(), places.next()) {
                    let other = if a == cell { b } else { a };
                    imp.add(code.fact(other, digit, true), &[here]);
                }
            }
            continue;
        }
        if reach.dynamic() {
            single_in_cell(marks, imp, cell);
        }
        for house in marks.houses_of(cell) {
            single_in_house(marks, imp, house, digit);
        }
    }
}

/// The marks as the facts so far make them (false candidates removed,
/// true ones placed), brought up to date with the facts added since it
/// last was.
struct Current<'m, M> {
    /// The marks before the assumption.
    base: &'m M,
    /// The marks as they become, once asked for.
    now: Option<M>,
    /// How many facts `now` has taken.
    applied: usize,
}

impl<'m, M: Trial> Current<'m, M> {
    fn new(base: &'m M) -> Self {
        Current {
            base,
            now: None,
            applied: 0,
        }
    }

    /// The marks as `imp`'s facts make them.
    fn of(&mut self, imp: &Implications) -> &M {
        let now = self.now.get_or_insert_with(|| self.base.clone());
        for &(f, _, _) in &imp.facts[self.applied..] {
            let (cell, digit, on) = imp.code.parts(f);
            if on {
                now.place(cell, digit);
            } else {
                now.eliminate(cell, digit);
            }
        }
        self.applied = imp.facts.len();
        now
    }
}

/// The false facts derived in `cells` (the causes of a conclusion drawn
/// from those cells), or the assumption when there are none.
fn causes_in(imp: &Implications, cells: impl IntoIterator<Item = usize>) -> Vec<u16> {
    let mut causes = Vec::new();
    for cell in cells {
        for digit in digits(imp.off[cell]) {
            causes.push(imp.slot[imp.code.fact(cell, digit, false)] - 1);
        }
    }
    causes.sort_unstable();
    causes.dedup();
    if causes.is_empty() {
        causes.push(0);
    }
    causes
}

/// The first conclusion of the board's own rules ([`Trial::own_rule`]: a
/// killer's cage sums) on the marks as the facts make them, its false
/// facts (or its contradiction) resting on the false facts of the rule's
/// cells; whether there was one. Boards without such rules skip it.
fn own_rules<M: Trial>(now: &mut Current<'_, M>, imp: &mut Implications) -> bool {
    if !now.base.has_own_rules() {
        return false;
    }
    match now.of(imp).own_rule() {
        None => false,
        Some(OwnRule::Removes {
            cells,
            eliminations,
        }) => {
            let causes = causes_in(imp, cells);
            for (cell, digit) in eliminations {
                imp.add(imp.code.fact(cell, digit, false), &causes);
            }
            true
        }
        Some(OwnRule::Broken { cells }) => {
            imp.contradiction = Some(causes_in(imp, cells));
            true
        }
    }
}

/// The first basic elimination ([`rules`]) on the marks as the facts make
/// them, each removed candidate a false fact resting on the false facts
/// of the pattern's houses and cells; whether one was found.
fn basic_eliminations<M: Trial>(now: &mut Current<'_, M>, imp: &mut Implications) -> bool {
    let marks = now.of(imp);
    let Some(step) = rules::<M>().iter().find_map(|rule| rule(marks)) else {
        return false;
    };
    let cells = step
        .houses
        .iter()
        .flat_map(|&h| marks.house(h))
        .chain(step.cells.iter().copied());
    let causes = causes_in(imp, cells);
    for &(cell, digit) in &step.eliminations {
        imp.add(imp.code.fact(cell, digit, false), &causes);
    }
    true
}

/// Every candidate left whose static forcing chain (`deep`: dynamic
/// forcing chain), on the marks as the facts make them, reaches a
/// contradiction becomes a false fact resting on the false facts of the
/// cells that chain passed through; whether one was found (`None` when
/// `work` runs out).
fn nested<M: Trial>(
    now: &mut Current<'_, M>,
    imp: &mut Implications,
    work: &mut Work,
    deep: bool,
) -> Option<bool> {
    let now = now.of(imp);
    let code = imp.code;
    let mut known = Known::new(code);
    let mut found = false;
    let places = Places::of(now);
    // Candidates a chain without contradiction made true: their own
    // chains are part of that one (static or dynamic alike: what a fact
    // implies, a fact implying it implies too), so they need no search.
    let mut safe = vec![0u16; code.cells];
    for cell in (0..code.cells).filter(|&c| now.value(c) == 0) {
        for digit in digits(now.candidates(cell)) {
            if safe[cell] & digit_bit(digit) != 0 {
                continue;
            }
            if work.left == 0 || work.stopped() {
                return None;
            }
            let (contradiction, spent) = if deep {
                dynamic_contradiction(now, &places, cell, digit, &mut known)
            } else {
                static_contradiction(now, &places, cell, digit, &mut known)
            };
            work.left = work.left.saturating_sub(spent);
            if !contradiction {
                for (safe, on) in safe.iter_mut().zip(&known.on) {
                    *safe |= on;
                }
                continue;
            }
            // Followed again, remembering causes, to see what it rests on.
            let inner_reach = if deep { Reach::Dynamic } else { Reach::Static };
            let inner = work.follow(now, code.fact(cell, digit, true), inner_reach)?;
            let roots = inner.contradiction.as_deref().unwrap_or(&[]);
            let cells: Vec<usize> = inner.rests_on(roots).map(|f| code.parts(f).0).collect();
            let causes = causes_in(imp, cells);
            imp.add(code.fact(cell, digit, false), &causes);
            found = true;
            if imp.contradiction.is_some() {
                return Some(true);
            }
        }
    }
    Some(found)
}

/// Whether `digit` at `cell` leads along static links on `marks` to a
/// contradiction, and how many facts that took: [`implications`] with
/// [`Reach::Static`] without remembering causes (and without allocating),
/// for the many candidates a nested search tries (`known` is cleared
/// first).
fn static_contradiction<M: Trial>(
    marks: &M,
    places: &Places,
    cell: usize,
    digit: u8,
    known: &mut Known,
) -> (bool, u64) {
    quick_contradiction(marks, cell, digit, known, |known, c, d| {
        let cands = marks.candidates(c);
        if cands.count_ones() == 2 && known.push(c, lowest_digit(cands & !digit_bit(d)), true) {
            return true;
        }
        for house in marks.houses_of(c) {
            let spots = places.of_digit(house, d);
            if spots.count_ones() == 2 {
                let a = places.cell(house, spots.trailing_zeros());
                let b = places.cell(house, (spots & (spots - 1)).trailing_zeros());
                if known.push(if a == c { b } else { a }, d, true) {
                    return true;
                }
            }
        }
        false
    })
}

/// Whether `digit` at `cell` leads on `marks` to a contradiction when
/// every digit's naked and hidden singles are followed as the marks become
/// (a dynamic forcing chain), and how many facts that took; like
/// [`static_contradiction`], without causes or allocation.
fn dynamic_contradiction<M: Trial>(
    marks: &M,
    places: &Places,
    cell: usize,
    digit: u8,
    known: &mut Known,
) -> (bool, u64) {
    quick_contradiction(marks, cell, digit, known, |known, c, d| {
        let left = marks.candidates(c) & !known.off[c];
        let clash = match left.count_ones() {
            0 => true,
            1 => known.push(c, lowest_digit(left), true),
            _ => false,
        };
        if clash {
            return true;
        }
        for house in marks.houses_of(c) {
            if places.placed[house] & digit_bit(d) != 0 {
                continue; // as `single_in_house`: the digit is placed there
            }
            let mut spots = places.of_digit(house, d);
            let mut open = None;
            let mut count = 0;
            while spots != 0 {
                let at = places.cell(house, spots.trailing_zeros());
                spots &= spots - 1;
                if known.off[at] & digit_bit(d) == 0 {
                    count += 1;
                    open = Some(at);
                }
            }
            let clash = match (count, open) {
                (0, _) => true,
                (1, Some(at)) => known.push(at, d, true),
                _ => false,
            };
            if clash {
                return true;
            }
        }
        false
    })
}

/// Follows `digit` at `cell` on `marks` (`known` cleared first): a true
/// candidate makes the cell's other digits and its peers' same digit
/// false; a false one leads where `when_off` says (it returns whether that
/// reached a contradiction). Returns whether a contradiction was reached
/// and how many facts were derived.
fn quick_contradiction<M: Trial>(
    marks: &M,
    cell: usize,
    digit: u8,
    known: &mut Known,
    when_off: impl Fn(&mut Known, usize, u8) -> bool,
) -> (bool, u64) {
    known.on.fill(0);
    known.off.fill(0);
    known.tail = 0;
    let mut clash = known.push(cell, digit, true);
    let mut head = 0;
    while head < known.tail && !clash {
        let (c, d, t) = known.queue[head];
        head += 1;
        let c = usize::from(c);
        if !t {
            clash = when_off(known, c, d);
            continue;
        }
        let mut others = marks.candidates(c) & !digit_bit(d);
        while others != 0 && !clash {
            clash = known.push(c, lowest_digit(others), false);
            others &= others - 1;
        }
        for peer in marks.peers(c).cells_from(0) {
            if !clash && marks.has(peer, d) {
                clash = known.push(peer, d, false);
            }
        }
        marks.excluded_by(c, d, &mut |other, ruled_out| {
            for e in digits(ruled_out) {
                clash = clash || known.push(other, e, false);
            }
        });
    }
    (clash, known.tail as u64)
}

/// The facts of [`quick_contradiction`]: per cell the digits known true
/// and false, and the facts in the order found.
struct Known {
    on: Vec<u16>,
    off: Vec<u16>,
    queue: Vec<(u16, u8, bool)>,
    tail: usize,
}

impl Known {
    /// Room for every fact of a board numbered by `code`.
    fn new(code: Code) -> Known {
        Known {
            on: vec![0; code.cells],
            off: vec![0; code.cells],
            queue: vec![(0, 0, false); code.count()],
            tail: 0,
        }
    }

    /// Adds the fact unless known; whether its opposite was known (a
    /// contradiction).
    fn push(&mut self, cell: usize, digit: u8, on: bool) -> bool {
        let bit = digit_bit(digit);
        let (same, opposite) = if on {
            (&mut self.on, &self.off)
        } else {
            (&mut self.off, &self.on)
        };
        if opposite[cell] & bit != 0 {
            return true;
        }
        if same[cell] & bit == 0 {
            same[cell] |= bit;
            self.queue[self.tail] = (cell as u16, digit, on);
            self.tail += 1;
        }
        false
    }
}

/// A cell left with one candidate (or none) by the facts so far.
fn single_in_cell<M: Trial>(marks: &M, imp: &mut Implications, cell: usize) {
    let left = marks.candidates(cell) & !imp.off[cell];
    if left.count_ones() > 1 {
        return;
    }
    let code = imp.code;
    let causes: Vec<u16> = digits(imp.off[cell] & marks.candidates(cell))
        .map(|d| imp.slot[code.fact(cell, d, false)] - 1)
        .collect();
    match left {
        0 => imp.contradiction = Some(causes),
        _ => imp.add(code.fact(cell, lowest_digit(left), true), &causes),
    }
}

/// A house left with one place (or none) for `digit` by the facts so far.
fn single_in_house<M: Trial>(marks: &M, imp: &mut Implications, house: usize, digit: u8) {
    if marks.value_in(house, digit) {
        return; // the digit is placed in this house already
    }
    let code = imp.code;
    let mut left = None;
    let mut count = 0;
    let mut causes = Vec::new();
    for c in marks.house(house) {
        if !marks.has(c, digit) {
            continue;
        }
        if imp.off[c] & digit_bit(digit) != 0 {
            causes.push(imp.slot[code.fact(c, digit, false)] - 1);
        } else {
            count += 1;
            left = Some(c);
        }
    }
    match (count, left) {
        (0, _) => imp.contradiction = Some(causes),
        (1, Some(c)) => imp.add(code.fact(c, digit, true), &causes),
        _ => {}
    }
}

/// The score a chain's complexity (the facts its conclusion rests on) adds
/// to its technique's base: 0.1 for every threshold it passes in 4, 6, 8,
/// 12, 16, 24, 32, 48, ... (each 1.5 then 4/3 times the one before).
pub fn length_increment(complexity: usize) -> f32 {
    let mut ceiling = 4;
    let mut added = 0.0;
    let mut odd = false;
    while complexity > ceiling {
        added += 0.1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    added
}

/// The open candidates of `marks`, fewest-candidate cells first.
fn candidates(marks: &impl Model) -> Vec<(usize, u8)> {
    let cells = marks.size() * marks.size();
    let mut cells: Vec<usize> = (0..cells).filter(|&c| marks.value(c) == 0).collect();
    cells.sort_by_key(|&c| marks.candidates(c).count_ones());
    cells
        .into_iter()
        .flat_map(|c| digits(marks.candidates(c)).map(move |d| (c, d)))
        .collect()
}

/// Per house and digit, the positions in the house (bit i = its i-th
/// cell) holding the digit as a candidate, with the houses' cells and the
/// digits placed in them.
struct Places {
    /// N, the digits.
    digits: usize,
    /// Per house, N masks (digit 1 first).
    masks: Vec<u16>,
    /// The houses' cells in order, one house after another.
    cells: Vec<usize>,
    /// Per house, where its cells start in `cells`.
    starts: Vec<usize>,
    /// Per house, the digits placed in it.
    placed: Vec<u16>,
}

impl Places {
    fn of(model: &impl Model) -> Places {
        let n = model.size();
        let mut places = Places {
            digits: n,
            masks: vec![0; model.house_count() * n],
            cells: Vec::with_capacity(model.house_count() * n),
            starts: Vec::with_capacity(model.house_count()),
            placed: vec![0; model.house_count()],
        };
        for house in 0..model.house_count() {
            places.starts.push(places.cells.len());
            for (i, cell) in model.house(house).enumerate() {
                places.cells.push(cell);
                if model.value(cell) != 0 {
                    places.placed[house] |= digit_bit(model.value(cell));
                }
                for digit in digits(model.candidates(cell)) {
                    places.masks[house * n + usize::from(digit - 1)] |= 1 << i;
                }
            }
        }
        places
    }

    /// The positions in `house` holding `digit`.
    fn of_digit(&self, house: usize, digit: u8) -> u16 {
        self.masks[house * self.digits + usize::from(digit - 1)]
    }

    /// The cell at position `at` of `house`.
    fn cell(&self, house: usize, at: u32) -> usize {
        self.cells[self.starts[house] + at as usize]
    }
}

/// A budget of derived facts for forcing-chain searches: each assumption
/// followed spends the facts it derived, and a search stops (finding
/// nothing) once the budget is spent or the caller's stop test says so
/// (it is asked before every assumption, a few microseconds apart).
pub struct Work<'a> {
    /// Facts left to derive.
    pub left: u64,
    /// Asked before every assumption; `true` stops the search for good.
    stop: Option<&'a dyn Fn() -> bool>,
    /// Whether the stop test said stop.
    stopped: bool,
    /// Whether searches take the cheaper mode of [`Work::first_found`].
    first_found: bool,
}

impl<'a> Work<'a> {
    /// A budget of `left` facts that only runs out.
    pub fn new(left: u64) -> Self {
        Work {
            left,
            stop: None,
            stopped: false,
            first_found: false,
        }
    }

    /// A budget of `left` facts that also ends once `stop` returns true.
    pub fn stoppable(left: u64, stop: &'a dyn Fn() -> bool) -> Self {
        Work {
            left,
            stop: Some(stop),
            stopped: false,
            first_found: false,
        }
    }

    /// The same budget for a cheaper search, for boards that need many
    /// deep forcing chains (variants with rules across houses), whose
    /// steps conclude more at a time: a search's contradictions refute
    /// every candidate they reach in one step (nested searches: the first
    /// they reach, candidates in cells with the fewest candidates first),
    /// scored by the most complex; from [`Reach::DynamicPlus`] on,
    /// candidates are assumed true only; the first cell or house whose
    /// cases agree (two-case ones first) concludes everything they agree
    /// on; and the nested chains go straight to dynamic chains inside
    /// ([`Reach::DeepNested`]), without the [`Reach::Nested`] search
    /// first, which costs a full pass whenever it finds nothing. Classic
    /// puzzles take the full search: the least complex conclusion, one
    /// at a time, Sudoku Explainer's way.
    pub fn first_found(self) -> Self {
        Work {
            first_found: true,
            ..self
        }
    }

    /// Whether searches take the cheaper mode of [`Work::first_found`].
    pub fn is_first_found(&self) -> bool {
        self.first_found
    }

    /// Whether the stop test ended the work (rather than the budget).
    pub fn stopped(&mut self) -> bool {
        if !self.stopped && self.stop.is_some_and(|stop| stop()) {
            self.stopped = true;
            self.left = 0;
        }
        self.stopped
    }

    /// Follows `assumption`, or `None` when the budget is spent.
    fn follow<M: Trial>(
        &mut self,
        marks: &M,
        assumption: Fact,
        reach: Reach,
    ) -> Option<Implications> {
        if self.left == 0 || self.stopped() {
            return None;
        }
        let imp = implications(marks, assumption, reach, self)?;
        self.left = self.left.saturating_sub(imp.facts.len() as u64);
        Some(imp)
    }
}

/// The best (least complex) step found so far.
#[derive(Default)]
struct Best {
    step: Option<Step>,
    complexity: usize,
}

impl Best {
    fn offer(&mut self, complexity: usize, make: impl FnOnce() -> Step) {
        if self.step.is_none() || complexity < self.complexity {
            let mut step = make();
            step.complexity = complexity.min(usize::from(u16::MAX)) as u16;
            self.step = Some(step);
            self.complexity = complexity;
        }
    }
}

/// A step of `technique` concluding one candidate true or false.
fn conclusion(
    technique: Technique,
    house: Option<usize>,
    cells: Vec<usize>,
    (cell, digit, on): (usize, u8, bool),
) -> Step {
    let (placements, eliminations) = if on {
        (vec![(cell, digit)], Vec::new())
    } else {
        (Vec::new(), vec![(cell, digit)])
    };
    Step {
        technique,
        houses: house.into_iter().collect(),
        cells,
        placements,
        eliminations,
        complexity: 0,
        bonus: 0,
        digits: 0,
        chain: Vec::new(),
    }
}

/// The forcing chains of one reach on `marks`: the least complex
/// contradiction, the least complex two-case verity (a bivalue cell or a
/// bilocal house) and the least complex verity of three or more cases.
/// Every candidate is followed once as true (shared by the contradictions
/// and the verities) and once as false.
pub struct Found {
    /// A candidate whose truth or falsity leads to a contradiction.
    pub contradiction: Option<Step>,
    /// Two cases agreeing.
    pub double: Option<Step>,
    /// Three or more cases agreeing.
    pub multiple: Option<Step>,
}

/// Searches the forcing chains of `reach` (see [`Found`]), naming their
/// steps `technique`; `None` once `work` runs out.
pub fn search<M: Trial>(
    marks: &M,
    reach: Reach,
    technique: Technique,
    work: &mut Work,
) -> Option<Found> {
    let code = Code::of(marks);
    let wanted = |d: u8| !matches!(reach, Reach::Digit(only) if only != d);
    let mut contradiction = Best::default();
    let mut true_of: Vec<Option<Implications>> = (0..code.count() / 2).map(|_| None).collect();
    // With `Work::first_found`: dynamic (+) and nested searches assume
    // candidates true only; nested ones stop at the first contradiction,
    // the others gather every candidate a contradiction refutes into one
    // step.
    let deep = matches!(
        reach,
        Reach::DynamicPlus | Reach::Nested | Reach::DeepNested
    );
    let mut refuted = Vec::new();
    'assume: for (cell, digit) in candidates(marks).into_iter().filter(|&(_, d)| wanted(d)) {
        for on in [true, false] {
            if !on && work.first_found && deep {
                continue;
            }
            let f = code.fact(cell, digit, on);
            let imp = work.follow(marks, f, reach)?;
            if let Some(roots) = &imp.contradiction {
                // Calibrated against Sudoku Explainer's ratings: dynamic
                // contradictions count both chains that meet, static and
                // Nishio ones what the contradiction rests on.
                let weight = if reach.dynamic() {
                    imp.contradiction_weight()
                } else {
                    imp.weight(roots)
                };
                contradiction.offer(weight, || {
                    let mut step = conclusion(technique, None, vec![cell], code.parts(f ^ 1));
                    step.chain = imp.contradiction_chains();
                    step
                });
                if work.first_found {
                    if matches!(reach, Reach::Nested | Reach::DeepNested) {
                        break 'assume;
                    }
                    refuted.push((code.parts(f ^ 1), weight));
                    continue 'assume;
                }
            } else if on {
                true_of[f / 2] = Some(imp);
            }
        }
    }
    if let Some(step) = contradiction.step.as_mut().filter(|_| refuted.len() > 1) {
        conclude_all(step, &refuted);
        step.cells = step
            .placements
            .iter()
            .chain(&step.eliminations)
            .map(|p| p.0)
            .collect();
        step.cells.sort_unstable();
        step.cells.dedup();
    }
    // A contradiction found, the cases of cells and houses are still
    // searched (they may rest on fewer facts, and Sudoku Explainer takes
    // the simplest), except where the first found will do.
    let settled = contradiction.step.is_some() && (work.first_found || reach == Reach::Static);
    if settled || matches!(reach, Reach::Digit(_)) {
        return Some(Found {
            contradiction: contradiction.step,
            double: None,
            multiple: None,
        });
    }
    let mut double = Best::default();
    let mut multiple = Best::default();
    let mut sets: Vec<(Option<usize>, Vec<Fact>)> = Vec::new();
    for cell in (0..code.cells).filter(|&c| marks.value(c) == 0) {
        let digits = digits(marks.candidates(cell));
        sets.push((None, digits.map(|d| code.fact(cell, d, true)).collect()));
    }
    for house in 0..marks.house_count() {
        for digit in 1..=code.digits as u8 {
            let places = marks.house(house).filter(|&c| marks.has(c, digit));
            sets.push((
                Some(house),
                places.map(|c| code.fact(c, digit, true)).collect(),
            ));
        }
    }
    sets.retain(|(_, cases)| cases.len() >= 2);
    if work.first_found {
        sets.sort_by_key(|(_, cases)| cases.len() > 2); // stable: two-case sets first
    }
    for (house, cases) in sets {
        if work.stopped() {
            return None; // deep chains make this loop long: stop promptly
        }
        if work.first_found
            && [&double, &multiple][usize::from(cases.len() > 2)]
                .step
                .is_some()
        {
            continue;
        }
        let Some(branches) = cases
            .iter()
            .map(|&f| true_of[f / 2].as_ref())
            .collect::<Option<Vec<&Implications>>>()
        else {
            continue;
        };
        let best = if cases.len() == 2 {
            &mut double
        } else {
            &mut multiple
        };
        let mut agreed = Vec::new();
        for &(f, _, _) in &branches[0].facts[1..] {
            if !branches[1..].iter().all(|b| b.has(f)) || cases.contains(&f) {
                continue;
            }
            let (cell, digit, on) = code.parts(f);
            let useful = if on {
                marks.value(cell) == 0
            } else {
                marks.has(cell, digit)
            };
            if !useful {
                continue;
            }
            let complexity: usize = branches.iter().map(|b| b.weight_of(f)).sum();
            if work.first_found {
                agreed.push(((cell, digit, on), complexity));
            }
            best.offer(complexity, || {
                let mut cells: Vec<usize> = cases.iter().map(|&c| code.parts(c).0).collect();
                cells.dedup(); // a cell's cases are all in that cell
                let mut step = conclusion(technique, house, cells, code.parts(f));
                step.chain = branches
                    .iter()
                    .flat_map(|b| b.chain_to(b.slot[f] - 1))
                    .collect();
                step
            });
        }
        if let Some(step) = best.step.as_mut().filter(|_| work.first_found) {
            conclude_all(step, &agreed); // everything the cases agree on
        }
    }
    Some(Found {
        contradiction: contradiction.step,
        double: double.step,
        multiple: multiple.step,
    })
}

/// Makes `step` conclude every fact of `concluded` (each a candidate true
/// or false, with the complexity of concluding it), scored by the most
/// complex.
fn conclude_all(step: &mut Step, concluded: &[((usize, u8, bool), usize)]) {
    let most = concluded.iter().map(|c| c.1).max().unwrap_or(0);
    step.complexity = most.min(usize::from(u16::MAX)) as u16;
    let picked = |on: bool| {
        let matching = concluded.iter().filter(move |c| c.0.2 == on);
        matching
            .map(|&((cell, digit, _), _)| (cell, digit))
            .collect()
    };
    step.placements = picked(true);
    step.eliminations = picked(false);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Marks;
    use crate::logic::marks::tests::position;

    #[test]
    fn increments_follow_the_thresholds() {
        let at = |n| (length_increment(n) * 10.0).round() as i32;
        assert_eq!(
            [at(1), at(4), at(5), at(6), at(7), at(8), at(9)],
            [0, 0, 1, 1, 2, 2, 3]
        );
        assert_eq!(
            [at(12), at(13), at(16), at(17), at(24), at(25)],
            [3, 4, 4, 5, 5, 6]
        );
    }

    /// A contradiction counts the facts of both chains once, and a quarter
    /// of those both rest on once more: from the assumption A, A -> P1 ->
    /// P2 -> P3, then P3 -> B -> X and P3 -> C -> not X rest on eight facts
    /// with the clash (twelve counting each chain in full: the four shared
    /// ones twice), so nine.
    #[test]
    fn a_contradiction_counts_a_quarter_of_the_shared_facts_twice() {
        let code = Code {
            digits: 9,
            cells: 81,
        };
        let mut imp = Implications::new(code);
        let fact = |cell| code.fact(cell, 1, true);
        let x = code.fact(10, 4, true);
        imp.add(fact(0), &[]);
        for (cell, cause) in [(1, 0), (2, 1), (3, 2), (4, 3), (5, 3)] {
            imp.add(fact(cell), &[cause]);
        }
        imp.add(x, &[4]);
        imp.add(x ^ 1, &[5]);
        assert_eq!(imp.clash, Some(x ^ 1));
        let roots = imp.contradiction.clone().expect("a contradiction");
        assert_eq!(imp.weight(&roots), 7);
        assert_eq!(imp.contradiction_weight(), 9);
    }

    /// Positions from the solves of `se_rated_dev` puzzles (the last three:
    /// of `forum_hardest_1905_11+` puzzles) where each forcing chain is the
    /// simplest step: (technique, marks, solution,
    /// the step's elimination, its score).
    type Position = (Technique, &'static str, &'static str, (usize, u8), f32);

    const POSITIONS: [Position; 7] = [
        (
            Technique::ForcingChain,
            ".2....7......5.....2.4..789..34..7..1..........34..7.9.23...789.....6.....3...7891..........3...........6..........8.......7.9.2.............7.9....5.......4......2....7.9...4...8..2.4..789....5......34..7.9.....6...123...78912.......1.3...789..3..6.........7......5.....2.4............8.1..4.....123..6...........91.3..6..........8....4.6......4....9.23..67...23...7.91.3...7.9..3..67..12...........5......3..6..9.2.......1..........3..67....3.....9....5.......4............8...3..67......5.........6.8..2....7..1.........2.4..7.....4..7.......6.89..3...........6.89...4.....1..........3..............9.....6..........8.....5..........7...2........2...67..........9.2....78..23...7......5......3...7..1....6.8....4.....1....6.8.",
            "259314768136872954748596123375481296864729315921635487582147639413968572697253841",
            (30, 2),
            7.2,
        ),
        (
            Technique::Nishio,
            "..3.........4..7..1............5............9.2..............8....4..7.......6........6.8....4.6...........9..34...8.......7..1.........2.........34.........5.....2...........5..........78......6.....34...8...34...8...34....9......7.91..............7..1.........2..........4....9.....6......4...8.....5...........89..3.........4.............9..3....8..2...........5......3...78......6...1..............78.....5......3....8......6.....3....891..........3...7........7.9.2..........4.....1.........2.........3...78...34...8...34...8......6.....3...7......5............9.....6.8...3...7......5....1.........2...............9..34.......34.6.........78.........9..3..6.8....4...........7....3....8.....5....1.............6.8..2.......",
            "341592876869371245257648391712964583498253617536817924123486759675129438984735162",
            (56, 8),
            7.7,
        ),
        (
            Technique::MultipleForcingChain,
            ".......8..23..6.........7....3..6...1.........23..6......4.........5............912.......12..56..9.2..56..9....567.9...4......2...67.9..3.......2.....8..2....78..234......234....9.2..5...9.......8.....5...9.23...7.9.....6....2....7..1............5.......4.6.....3.......2.............78....4.67..........91.............6.8.......7.........8..2...6..91.3..6..9..3.....91.3..6..9....5.......4......2...6....2.4......2.4.6..91...........4.6..9.......89....5..........7...2...6.8...3...........6....23.5.....2..5......345.7.9..3.5.7.9.......8.1..............7.9...45.7..1.3......1.3.5.......4.......3.5.7.9.2.........3...7.9.......8......67.9....567..........9......7.........8.1..45.........6...1..4......2.........3.........45....",
            "827613459165942387439857621543276918786391542291485763652738194314529876978164235",
            (9, 2),
            8.4,
        ),
        (
            Technique::DynamicForcingChain,
            "........9......7.......6.8.....56...1...........4......2...........5..8...3..........5.......4...8..2...............9......78...3......1..4..........6...1..4..78...34.6.....34.6.8.1.........2..56....2..5678..2...6.8.........9...45.7.....45.78.1..4.............9..3...7...23..6....23..6.......5...........8..234..7..12.4.67..123..6...1.3..6.8...3..6.8....4.............9......7..1.3..6....23.5.....2..56....234.67....34.6.......5...........8..23..6...1..........34.6...........9.2...67..1.3..6...1...56.....3..6..9..3.56.....3456.8......6.89......7...234...8..2.4.6.8...3..67...2.........3..67.91..........34.6.8......6.89....5......34...8....4.6.8........8...3.56......4...........7...23.56....2...6.....3..6...1................9",
            "976514283542983167381276945493625871218497356765831492159368724627149538834752619",
            (53, 6),
            8.8,
        ),
        (
            Technique::DynamicForcingChainPlus,
            "........9.......8.1..4...........7..1.3.5.....23...........6...1..45.....23.5..........7......5....12...6...1.3..6..9...4......23..6..9.23....8912........23....8912.4.6...12.4.6.....3......1...56..91...56..9.......8..2.45...9......7...2.45...9....5....12.4.6...12.4.6.8.1....6.891....6.89......7...2.4...89..3.......2.4...8912...6.8.123..67..........9...4.....1.3.56.8.1.3.......2..5.78..2..56....2..5.78....4.6.8...34.67.......678...3.56.89.2.........3..6..91...........456......45.789..3.......2.4.6....2...678......6.89.....6789...4.6..9.2.45.7...2.45....1........12.4.6...........912.4.67..1.3..6...1.3..67......5.....234..7.........8..234..7..1..4...8.1.....7......5.....2.......1.3...78.1.34.......34..7..........9.....6...",
            "981752643752643819463198275514867932629431758837529164348976521296315487175284396",
            (47, 6),
            9.7,
        ),
        (
            Technique::NestedForcingChain,
            "........9.......8.12.4...........7..1.3.5....123...........6...12.45.....2345..........7......5....12...6...1.3..6..9...4.....123..6..9.23....8912........23....8912.4.6...12.4.6.....3......1...56..91...56..9.......8..2.45...9......7...2.45...9....5....12.4.6...12.4.6.8.1....6.891....6.89......7...2.4...89..3.......2.4...8912...6.8.123..67..........9...4.....1.3.56.8.1.3..6....2..5.78..2..56....2..5.78....4.6.8...34.67.....4.678...3.56.89.2.........3..6..91...........456......45.789..3.......2.4.67...2.4.678......6.89.....6789...4.6..9.2.45.7...2.45....1........12.4.6...........912.4.67..1.3..6...1.3..67......5.....234..7.........8..234..7..1..4...8.1..4..7......5.....2.......1.3...78.1.34.......34..7..........9.....6...",
            "981752643752643819463198275514867932629431758837529164348976521296315487175284396",
            (2, 2),
            10.2,
        ),
        (
            // A nested chain with dynamic chains inside (10.5 + 0.7): the
            // one with static chains inside finds nothing here.
            Technique::NestedForcingChain,
            "1..............789...45......3..678.....5.7.9..3.56..9..34.6.89...4.6.8..2........2.....89..3............78912...678....4.....12...67.9.....6.89....5....1......89...45.....2.....89.....6...123....8.12..5...9..3.5...9......7..1..4...8.1.34...89.2..56..912...67.91...5.7.9...4.......3.............8..2..56...12...67..1...5.7...23....8....4.....1.3...78.....5.........6...12....7...23....8.........91.3...78...3.56.8.12...678...3.5..8.........912....7..12....7....3456.8.12.4.678...345..8...34.6.89.....6.89.2.........3..67......5.7.9..3456..91...........4..78....45.789...4.6..9....5....1..4....912...67.........8.12.4.67.9.2.4....9..3.........4..7.9......7..1......891.34...89123......12..5...9..345...9.2.45..89.2.4...8......6...",
            "174659382238741659596823714619438275347562891825917463962375148451286937783194526",
            (50, 2),
            11.1,
        ),
    ];

    /// Each forcing chain is the simplest step at a position of a real
    /// solve, removes what the solution allows, and scores as its base
    /// plus its length increment.
    #[test]
    fn each_forcing_chain_is_the_simplest_step_somewhere() {
        for (technique, text, solution, elimination, score) in POSITIONS {
            let marks = position(text);
            let step = crate::logic::next_step(&marks).expect("a step");
            assert_eq!(step.technique, technique, "{}", step.explain());
            assert_eq!(step.eliminations, [elimination], "{}", step.explain());
            assert_ne!(solution.as_bytes()[elimination.0] - b'0', elimination.1);
            assert_eq!(step.score(), score, "{}", step.explain());
            assert!(step.explain().starts_with(&technique.title()));
        }
    }

    /// Every forcing chain's hint reads as chains: each starts at an
    /// assumption, alternates weak links out of true candidates and strong
    /// links out of false ones, and the chains end in a contradiction (a
    /// fact and its opposite) or all in the concluded fact.
    #[test]
    fn forcing_chains_read_as_chains() {
        for (technique, text, ..) in POSITIONS {
            let marks = position(text);
            let step = crate::logic::next_step(&marks).unwrap();
            let mut chains: Vec<&[ChainNode]> = Vec::new();
            let mut rest = &step.chain[..];
            while let Some(end) = rest.iter().position(|n| n.link == Link::End) {
                chains.push(&rest[..=end]);
                rest = &rest[end + 1..];
            }
            assert!(rest.is_empty() && !chains.is_empty(), "{technique:?}");
            for chain in &chains {
                for pair in chain.windows(2) {
                    let expected = match (pair[0].on, pair[1].on) {
                        (true, false) => Link::Weak,
                        (false, true) => Link::Strong,
                        (false, false) => Link::Derived,
                        (true, true) => panic!("{technique:?}: true leads to true"),
                    };
                    assert_eq!(pair[0].link, expected);
                    assert!(marks.has(pair[1].cell, pair[1].digit));
                }
                let derived = chain.iter().any(|n| n.link == Link::Derived);
                let deep = [
                    Technique::DynamicForcingChainPlus,
                    Technique::NestedForcingChain,
                ];
                assert!(!derived || deep.contains(&technique), "{technique:?}");
            }
            let last = |c: &&[ChainNode]| {
                let n = c[c.len() - 1];
                (n.cell, n.digit, n.on)
            };
            let (cell, digit) = step.eliminations[0];
            let from_opposite =
                |c: &&[ChainNode]| (c[0].cell, c[0].digit, c[0].on) == (cell, digit, true);
            if chains.iter().all(from_opposite) {
                // A contradiction from the opposite of the conclusion: a
                // fact and its opposite, or a cell or house emptied.
                let ends: Vec<_> = chains.iter().map(last).collect();
                let clash = ends.len() == 2 && ends[0].2 != ends[1].2;
                assert!(clash || ends.iter().all(|e| !e.2), "{technique:?} {ends:?}");
                if clash {
                    assert_eq!((ends[0].0, ends[0].1), (ends[1].0, ends[1].1));
                }
            } else {
                for chain in &chains {
                    assert_eq!(last(chain), (cell, digit, false), "{technique:?}");
                }
            }
        }
    }

    /// The allocation-free static and dynamic searches of nested chains
    /// agree with [`implications`] on every candidate of every position.
    #[test]
    fn the_quick_searches_agree_with_the_full_one() {
        type Quick = fn(&Marks<'static>, &Places, usize, u8, &mut Known) -> (bool, u64);
        let searches: [(Quick, Reach); 2] = [
            (static_contradiction, Reach::Static),
            (dynamic_contradiction, Reach::Dynamic),
        ];
        for (search, reach) in searches {
            agrees_with_the_full_search(search, reach);
        }
    }

    fn agrees_with_the_full_search(
        search: fn(&Marks<'static>, &Places, usize, u8, &mut Known) -> (bool, u64),
        reach: Reach,
    ) {
        let mut contradictions = 0;
        for (_, text, ..) in POSITIONS {
            let marks = position(text);
            let code = Code::of(&marks);
            let mut known = Known::new(code);
            let places = Places::of(&marks);
            for (cell, digit) in candidates(&marks) {
                let (quick, spent) = search(&marks, &places, cell, digit, &mut known);
                let assumption = code.fact(cell, digit, true);
                let full = implications(&marks, assumption, reach, &mut Work::new(1)).unwrap();
                assert_eq!(
                    quick,
                    full.contradiction.is_some(),
                    "{reach:?} r{}c{} {digit}",
                    cell / 9 + 1,
                    cell % 9 + 1
                );
                if !quick {
                    assert_eq!(spent as usize, full.facts.len());
                }
                contradictions += usize::from(quick);
            }
        }
        assert!(contradictions > 0, "{reach:?}");
    }

    /// On variant boards (rules between different digits, knight moves,
    /// other sizes, cages) an assumption that holds in the solution never
    /// leads to a contradiction, the allocation-free dynamic search agrees
    /// with the full one, and the full one also follows the cages' sums
    /// (it refutes more candidates on killers than singles alone do).
    #[test]
    fn variant_boards_follow_their_own_rules_soundly() {
        use crate::variant::logic::{Board, unique_solution};
        use crate::variant::{Variant, generate, generate_killer};
        let template = |text: &str| Variant::template(text).unwrap();
        let mut puzzles = Vec::new();
        for (seed, text) in [
            "size 9\nrules non-consecutive",
            "size 9\nrules anti-knight",
            "size 12",
        ]
        .iter()
        .enumerate()
        {
            puzzles.push((generate(&template(text), seed as u64, 1).unwrap(), false));
        }
        for seed in 0..2 {
            puzzles.push((
                generate_killer(&template("size 9"), seed, 50).unwrap(),
                true,
            ));
        }
        for (v, killer) in &puzzles {
            let solution = unique_solution(v).unwrap();
            let board = Board::new(v, v.givens());
            let code = Code::of(&board);
            let places = Places::of(&board);
            let mut known = Known::new(code);
            let (mut refuted, mut refuted_by_singles) = (0, 0);
            for (cell, digit) in candidates(&board) {
                let assumption = code.fact(cell, digit, true);
                let full = implications(&board, assumption, Reach::Dynamic, &mut Work::new(1));
                let full = full.unwrap().contradiction.is_some();
                let (quick, _) = dynamic_contradiction(&board, &places, cell, digit, &mut known);
                assert!(!full || solution[cell] != digit, "{}", v.to_text());
                assert!(!quick || full, "{}", v.to_text());
                if !killer {
                    assert_eq!(quick, full, "{}", v.to_text());
                }
                refuted += usize::from(full);
                refuted_by_singles += usize::from(quick);
            }
            assert!(refuted > 0, "{}", v.to_text());
            if *killer {
                assert!(refuted > refuted_by_singles, "{}", v.to_text());
            }
        }
    }

    #[test]
    fn a_spent_budget_finds_nothing() {
        let (_, text, ..) = POSITIONS[3];
        let marks = position(text);
        let mut work = Work::new(1000);
        assert!(crate::logic::next_step_within(&marks, &mut work).is_none());
        assert_eq!(work.left, 0);
    }

    #[test]
    fn facts_round_trip() {
        for (digits, cells) in [(9, [0, 40, 80]), (6, [0, 17, 35]), (16, [0, 100, 255])] {
            let code = Code {
                digits,
                cells: digits * digits,
            };
            for cell in cells {
                for digit in 1..=digits as u8 {
                    for on in [false, true] {
                        let f = code.fact(cell, digit, on);
                        assert!(f < code.count());
                        assert_eq!(code.parts(f), (cell, digit, on));
                    }
                }
            }
        }
    }
}
