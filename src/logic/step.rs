//! A logic step: which technique, where, and what it places or removes.

use std::ffi::CStr;
use std::fmt::Write as _;

use super::houses::house_name;
use super::marks::Marks;
use crate::geometry::cell_name;

/// The techniques the logic solver knows, simplest first. The order is the
/// order in which they are tried, and their ratings follow Sudoku
/// Explainer's scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The last empty cell of a house.
    FullHouse,
    /// The only cell of a box that can take a digit.
    HiddenSingleBox,
    /// The only cell of a row or column that can take a digit.
    HiddenSingleLine,
    /// Pointing whose eliminations would leave a hidden single: the step
    /// places that single (only).
    DirectPointing,
    /// Claiming whose eliminations would leave a hidden single: the step
    /// places that single (only).
    DirectClaiming,
    /// A hidden pair whose eliminations would leave a hidden single: the
    /// step places that single (only).
    DirectHiddenPair,
    /// A cell with a single candidate.
    NakedSingle,
    /// Killer: the digits a cage's sum and its cells' candidates allow;
    /// a digit every combination needs leaves the cells seeing all of the
    /// cage's places for it.
    CageCombination,
    /// Thermometers: a cell keeps only the digits that leave a digit for
    /// another cell of its thermometer (greater further from the bulb).
    Thermo,
    /// A greater-than sign: each cell keeps the digits the other allows.
    Greater,
    /// A palindrome line: a cell and its mirror keep the digits they share.
    Palindrome,
    /// A kropki dot or the kropki-all rule: a cell keeps the digits its
    /// neighbour across the dot (or without one) allows.
    KropkiPair,
    /// An X or V, or the xv-all rule: a cell keeps the digits its
    /// neighbour allows.
    XvPair,
    /// A whisper line: a cell keeps the digits far enough from one of its
    /// neighbour's along the line.
    Whisper,
    /// A hidden triple whose eliminations would leave a hidden single: the
    /// step places that single (only).
    DirectHiddenTriple,
    /// A digit of a box confined to one row or column of it.
    Pointing,
    /// A digit of a row or column confined to one box.
    Claiming,
    /// Killer: the cells of a house left out by the cages inside it (innies)
    /// or sticking out of the cages covering it (outies) add up to what
    /// the house's total leaves.
    InniesOuties,
    /// Two cells of a house holding the same two candidates.
    NakedPair,
    /// A digit in two rows (columns) confined to the same two columns (rows).
    XWing,
    /// Two digits of a house confined to the same two cells.
    HiddenPair,
    /// Three cells of a house holding only three candidates.
    NakedTriple,
    /// The three-line fish.
    Swordfish,
    /// Three digits of a house confined to three cells.
    HiddenTriple,
    /// Two parallel strong links on a digit sharing one end line.
    Skyscraper,
    /// A row and a column strong link on a digit meeting in a box.
    TwoStringKite,
    /// A {x,y} pivot seeing {x,z} and {y,z} pincers.
    XyWing,
    /// A box whose places for a digit lie on one row and one column of it,
    /// and a strong link crossing that row or column outside the box.
    EmptyRectangle,
    /// A {x,y,z} pivot seeing {x,z} and {y,z} pincers.
    XyzWing,
    /// Unique rectangle type 1: three corners {x,y}, the fourth loses x, y.
    UniqueRectangle,
    /// Unique rectangle type 2: the two roof corners share one extra digit,
    /// which cells seeing both lose.
    UniqueRectangle2,
    /// Unique rectangle type 4: one pair digit is locked to the roof in a
    /// house, so the roof corners lose the other.
    UniqueRectangle4,
    /// Unique rectangle type 3: the roof corners' other digits act as one
    /// cell making a naked subset in a house they share.
    UniqueRectangle3,
    /// A deadly loop of six or more cells on two digits (types 1 to 4, as
    /// for unique rectangles).
    UniqueLoop,
    /// Four cells of a house holding only four candidates.
    NakedQuad,
    /// The four-line fish.
    Jellyfish,
    /// Four digits of a house confined to four cells.
    HiddenQuad,
    /// Two colours along a digit's strong links: a colour seeing itself is
    /// false, a cell seeing both colours loses the digit.
    SimpleColouring,
    /// A one-digit chain of alternating strong and weak links.
    XChain,
    /// A one-digit chain with group nodes (cells of a box and a line).
    GroupedXChain,
    /// Bivalue universal grave + 1: the one cell with three candidates
    /// takes the digit that would otherwise leave two solutions.
    BugPlusOne,
    /// BUG type 2: the BUG cells' one extra digit is the same, so cells
    /// seeing all of them lose it.
    BugType2,
    /// BUG type 3: the BUG cells share a house, and their extra digits
    /// make a naked subset there.
    BugType3,
    /// Hidden unique rectangle: a bivalue corner, and one digit locked to
    /// the rectangle in the row and column of the opposite corner, which
    /// loses the other digit.
    HiddenRectangle,
    /// Two {x,y} cells joined by a strong link on x.
    WWing,
    /// Two cells of a house whose digit pairs are ruled out by bivalue
    /// cells seeing both.
    AlignedPairExclusion,
    /// Four cells holding four digits, all but one restricted (placed at
    /// most once among them): cells seeing every cell of the one lose it.
    WxyzWing,
    /// Intersection cells of a box and a line, with cells of the rest of
    /// each, holding as many digits as cells.
    SueDeCoq,
    /// The five-cell, five-digit wing.
    VwxyzWing,
    /// A chain of bivalue cells, each passing on its other digit.
    XyChain,
    /// A static forcing chain: a candidate whose truth (or falsity) leads
    /// along bivalue cells and bilocal houses to a contradiction, or the
    /// two cases of a bivalue cell or bilocal house agreeing.
    ForcingChain,
    /// An alternating inference chain on several digits, with group nodes.
    Aic,
    /// Two almost locked sets joined by a restricted common digit.
    AlsXz,
    /// Three almost locked sets: two joined to a middle one.
    AlsXyWing,
    /// Four or more almost locked sets in a chain.
    AlsChain,
    /// A Nishio forcing chain: one digit assumed in a cell, followed with
    /// that digit's hidden singles to a contradiction.
    Nishio,
    /// Cell or region forcing chains with three or more cases, each
    /// followed along static links, all agreeing.
    MultipleForcingChain,
    /// A dynamic forcing chain: implications followed with every digit's
    /// naked and hidden singles as the marks become, to a contradiction or
    /// to what every case of a cell or house agrees on.
    DynamicForcingChain,
    /// A dynamic forcing chain that also follows the basic eliminations
    /// (locked candidates, pairs, triples, X-Wing, Swordfish) as the marks
    /// become: Sudoku Explainer's "dynamic forcing chains (+)".
    DynamicForcingChainPlus,
    /// A forcing chain with forcing chains inside: as the marks become
    /// under the assumption, any candidate whose own static forcing chain
    /// ends in a contradiction is false too. One level deeper, when that
    /// finds nothing, the chains inside are dynamic (1.0 more: 10.5 plus
    /// the length increment).
    NestedForcingChain,
    /// No technique applies: the solution's digit is placed in a cell with
    /// the fewest candidates (the last resort that makes every valid puzzle
    /// finish).
    Guess,
}

impl Technique {
    /// Every technique, simplest first (the order they are tried in, and
    /// the order of the enum).
    pub const ALL: [Technique; 61] = by_difficulty(Technique::BY_ID);

    /// Every technique by its number in the C API. Numbers never change:
    /// techniques added later get the next free ones.
    pub const BY_ID: [Technique; 61] = [
        Technique::FullHouse,
        Technique::HiddenSingleBox,
        Technique::HiddenSingleLine,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::WWing,
        Technique::UniqueRectangle,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::Guess,
        Technique::BugPlusOne,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::XyChain,
        Technique::ForcingChain,
        Technique::Nishio,
        Technique::MultipleForcingChain,
        Technique::DynamicForcingChain,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle4,
        Technique::EmptyRectangle,
        Technique::UniqueRectangle3,
        Technique::UniqueLoop,
        Technique::BugType2,
        Technique::BugType3,
        Technique::AlignedPairExclusion,
        Technique::HiddenRectangle,
        Technique::WxyzWing,
        Technique::VwxyzWing,
        Technique::SueDeCoq,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsChain,
        Technique::GroupedXChain,
        Technique::Aic,
        Technique::DynamicForcingChainPlus,
        Technique::NestedForcingChain,
        Technique::CageCombination,
        Technique::InniesOuties,
        Technique::DirectPointing,
        Technique::DirectClaiming,
        Technique::DirectHiddenPair,
        Technique::DirectHiddenTriple,
        Technique::Thermo,
        Technique::Greater,
        Technique::Palindrome,
        Technique::KropkiPair,
        Technique::XvPair,
        Technique::Whisper,
    ];

    /// English name, NUL-terminated for C.
    pub fn c_name(self) -> &'static CStr {
        match self {
            Technique::FullHouse => c"full house",
            Technique::HiddenSingleBox => c"hidden single (box)",
            Technique::HiddenSingleLine => c"hidden single (line)",
            Technique::NakedSingle => c"naked single",
            Technique::DirectPointing => c"direct pointing",
            Technique::DirectClaiming => c"direct claiming",
            Technique::DirectHiddenPair => c"direct hidden pair",
            Technique::DirectHiddenTriple => c"direct hidden triple",
            Technique::CageCombination => c"cage combination",
            Technique::InniesOuties => c"innies and outies",
            Technique::Thermo => c"thermo",
            Technique::Greater => c"greater than",
            Technique::Palindrome => c"palindrome",
            Technique::KropkiPair => c"kropki pair",
            Technique::XvPair => c"XV pair",
            Technique::Whisper => c"whisper",
            Technique::Pointing => c"pointing",
            Technique::Claiming => c"claiming",
            Technique::NakedPair => c"naked pair",
            Technique::XWing => c"X-Wing",
            Technique::HiddenPair => c"hidden pair",
            Technique::NakedTriple => c"naked triple",
            Technique::Swordfish => c"Swordfish",
            Technique::HiddenTriple => c"hidden triple",
            Technique::Skyscraper => c"Skyscraper",
            Technique::TwoStringKite => c"2-String Kite",
            Technique::EmptyRectangle => c"empty rectangle",
            Technique::XyWing => c"XY-Wing",
            Technique::XyzWing => c"XYZ-Wing",
            Technique::WWing => c"W-Wing",
            Technique::UniqueRectangle => c"unique rectangle (type 1)",
            Technique::UniqueRectangle2 => c"unique rectangle (type 2)",
            Technique::UniqueRectangle4 => c"unique rectangle (type 4)",
            Technique::UniqueRectangle3 => c"unique rectangle (type 3)",
            Technique::UniqueLoop => c"unique loop",
            Technique::BugType2 => c"BUG type 2",
            Technique::BugType3 => c"BUG type 3",
            Technique::AlignedPairExclusion => c"aligned pair exclusion",
            Technique::HiddenRectangle => c"hidden unique rectangle",
            Technique::WxyzWing => c"WXYZ-Wing",
            Technique::VwxyzWing => c"VWXYZ-Wing",
            Technique::SueDeCoq => c"Sue de Coq",
            Technique::AlsXz => c"ALS-XZ",
            Technique::AlsXyWing => c"ALS-XY-Wing",
            Technique::AlsChain => c"ALS chain",
            Technique::GroupedXChain => c"grouped X-chain",
            Technique::Aic => c"AIC",
            Technique::NakedQuad => c"naked quad",
            Technique::Jellyfish => c"Jellyfish",
            Technique::HiddenQuad => c"hidden quad",
            Technique::BugPlusOne => c"BUG+1",
            Technique::SimpleColouring => c"simple colouring",
            Technique::XChain => c"X-chain",
            Technique::XyChain => c"XY-chain",
            Technique::ForcingChain => c"forcing chain",
            Technique::Nishio => c"Nishio forcing chain",
            Technique::MultipleForcingChain => c"multiple forcing chains",
            Technique::DynamicForcingChain => c"dynamic forcing chain",
            Technique::DynamicForcingChainPlus => c"dynamic forcing chain (+)",
            Technique::NestedForcingChain => c"nested forcing chain",
            Technique::Guess => c"guess",
        }
    }

    /// Whether only variants use the technique (the killer ones and the
    /// listed rules' steps): classic puzzles never need it.
    pub fn is_variant_only(self) -> bool {
        matches!(
            self,
            Technique::CageCombination
                | Technique::InniesOuties
                | Technique::Thermo
                | Technique::Greater
                | Technique::Palindrome
                | Technique::KropkiPair
                | Technique::XvPair
                | Technique::Whisper
        )
    }

    /// Whether ratings use the technique. Hints use every technique; a
    /// rating solves with these only ([`super::Techniques::Rating`]), so
    /// that its score is on Sudoku Explainer's scale. Left out: AIC, the
    /// ALS patterns, Sue de Coq and hidden rectangles, which Sudoku
    /// Explainer lacks and which, found first, finish puzzles it rates 9.0
    /// with cheaper steps; the W-Wing, which it lacks too and whose
    /// puzzles it rates with chains about 0.5 higher (`se_rated_dev`: 70 of
    /// 98 more than 0.3 above our 5.8); and the variant techniques (classic
    /// puzzles never need them). The WXYZ- and VWXYZ-Wings stay: Sukaku
    /// Explainer has them, near our scores.
    pub fn rates(self) -> bool {
        !self.is_variant_only()
            && !matches!(
                self,
                Technique::HiddenRectangle
                    | Technique::WWing
                    | Technique::SueDeCoq
                    | Technique::Aic
                    | Technique::AlsXz
                    | Technique::AlsXyWing
                    | Technique::AlsChain
            )
    }

    /// The highest score a step of the technique can have, in tenths: its
    /// base, plus for chains the largest length increment (and for nested
    /// chains the deeper nesting's bonus), for uniqueness patterns and BUG
    /// type 3 at most a point of size bonus.
    pub fn highest_tenths(self) -> u16 {
        use Technique as T;
        let base = (self.rating() * 10.0).round() as u16;
        match self {
            T::XChain
            | T::XyChain
            | T::GroupedXChain
            | T::Aic
            | T::AlsChain
            | T::ForcingChain
            | T::Nishio
            | T::MultipleForcingChain
            | T::DynamicForcingChain
            | T::DynamicForcingChainPlus
            | T::NestedForcingChain => {
                let longest = super::forcing::length_increment(usize::from(u16::MAX));
                let deeper = if self == T::NestedForcingChain {
                    u16::from(super::DEEP_NESTING_BONUS)
                } else {
                    0
                };
                base + deeper + (longest * 10.0).round() as u16
            }
            T::UniqueRectangle
            | T::UniqueRectangle2
            | T::UniqueRectangle3
            | T::UniqueRectangle4
            | T::UniqueLoop
            | T::HiddenRectangle
            | T::BugType3 => base + 10,
            _ => base,
        }
    }

    /// The technique whose name is `name`, in any case ("x-wing",
    /// "Hidden Single (Box)"), or whose number is `name` ("5").
    pub fn named(name: &str) -> Option<Technique> {
        let name = name.trim();
        Technique::BY_ID
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name))
            .or_else(|| {
                let id: usize = name.parse().ok()?;
                Technique::BY_ID.get(id).copied()
            })
    }

    /// English name.
    pub fn name(self) -> &'static str {
        self.c_name().to_str().expect("ASCII names")
    }

    /// English name with a capital first letter, as a sentence starts.
    pub fn title(self) -> String {
        let name = self.name();
        name[..1].to_uppercase() + &name[1..]
    }

    /// The technique's number in the C API: its position in
    /// [`Technique::BY_ID`].
    pub fn id(self) -> i32 {
        Technique::BY_ID
            .iter()
            .position(|&t| t == self)
            .expect("listed") as i32
    }

    /// Base difficulty in the spirit of Sudoku Explainer (1.0 .. 10.0); a
    /// chain's step adds [`super::forcing::length_increment`] of its
    /// complexity (see [`Step::score`]).
    pub fn rating(self) -> f32 {
        match self {
            Technique::FullHouse => 1.0,
            Technique::HiddenSingleBox => 1.2,
            Technique::HiddenSingleLine => 1.5,
            Technique::NakedSingle => 2.3,
            Technique::DirectPointing => 1.7,
            Technique::DirectClaiming => 1.9,
            Technique::DirectHiddenPair => 2.0,
            Technique::DirectHiddenTriple => 2.5,
            Technique::CageCombination => 2.4,
            Technique::InniesOuties => 2.9,
            Technique::Thermo | Technique::Greater | Technique::Palindrome => 2.4,
            Technique::KropkiPair | Technique::XvPair | Technique::Whisper => 2.4,
            Technique::Pointing => 2.6,
            Technique::Claiming => 2.8,
            Technique::NakedPair => 3.0,
            Technique::XWing => 3.2,
            Technique::HiddenPair => 3.4,
            Technique::NakedTriple => 3.6,
            Technique::Swordfish => 3.8,
            Technique::HiddenTriple => 4.0,
            Technique::Skyscraper => 4.0,
            Technique::TwoStringKite => 4.1,
            Technique::EmptyRectangle => 4.3,
            Technique::XyWing => 4.2,
            Technique::XyzWing => 4.4,
            Technique::WWing => 5.8,
            Technique::UniqueRectangle => 4.5,
            Technique::UniqueRectangle2 => 4.5,
            Technique::UniqueRectangle4 => 4.5,
            Technique::UniqueRectangle3 => 4.5,
            Technique::UniqueLoop => 4.5,
            Technique::BugType2 => 5.7,
            Technique::BugType3 => 5.8,
            Technique::AlignedPairExclusion => 6.2,
            Technique::HiddenRectangle => 5.8,
            Technique::WxyzWing => 5.6,
            Technique::VwxyzWing => 6.4,
            Technique::SueDeCoq => 6.3,
            Technique::AlsXz => 8.0,
            Technique::AlsXyWing => 8.0,
            Technique::AlsChain => 8.0,
            Technique::GroupedXChain => 5.4,
            Technique::Aic => 7.6,
            Technique::NakedQuad => 5.0,
            Technique::Jellyfish => 5.2,
            Technique::HiddenQuad => 5.4,
            Technique::BugPlusOne => 5.6,
            Technique::SimpleColouring => 5.4,
            Technique::XChain => 5.0,
            Technique::XyChain => 6.6,
            Technique::ForcingChain => 7.0,
            Technique::Nishio => 7.5,
            Technique::MultipleForcingChain => 8.0,
            Technique::DynamicForcingChain => 8.5,
            Technique::DynamicForcingChainPlus => 9.0,
            Technique::NestedForcingChain => 9.5,
            Technique::Guess => 10.0,
        }
    }
}

/// `techniques` sorted by their place in the enum (simplest first).
const fn by_difficulty(mut techniques: [Technique; 61]) -> [Technique; 61] {
    let mut i = 1;
    while i < techniques.len() {
        let mut j = i;
        while j > 0 && techniques[j - 1] as u8 > techniques[j] as u8 {
            let t = techniques[j];
            techniques[j] = techniques[j - 1];
            techniques[j - 1] = t;
            j -= 1;
        }
        i += 1;
    }
    techniques
}

/// How a chain node leads to the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    /// The last node of a chain.
    End,
    /// Strong: if this node is false, the next is true.
    Strong,
    /// Weak: if this node is true, the next is false.
    Weak,
    /// Derived: this false node, with others before it, makes the next one
    /// false by a basic elimination or a nested forcing chain (dynamic
    /// forcing chains "plus" and nested forcing chains).
    Derived,
}

/// One candidate of a chain (or a group of them) and its state there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChainNode {
    /// The cell (0..81); for a group node, its first cell.
    pub cell: usize,
    /// For a group node (the cells of one box and line holding the digit,
    /// true when any of them is), every cell of the group as bits (bit i =
    /// cell i); 0 for a single candidate.
    pub group: u128,
    /// The digit.
    pub digit: u8,
    /// Whether the candidate is true at this point of the chain.
    pub on: bool,
    /// How it leads to the next node.
    pub link: Link,
}

/// One deduction on a board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// The houses involved, as indices into the board's layout (see
    /// [`super::layout::Layout::houses`]; 0-26 on the classic one).
    pub houses: Vec<usize>,
    /// The cells that make the pattern (to highlight).
    pub cells: Vec<usize>,
    /// Digits placed: (cell, digit).
    pub placements: Vec<(usize, u8)>,
    /// Candidates removed: (cell, digit).
    pub eliminations: Vec<(usize, u8)>,
    /// For chains: how many links or facts the conclusion rests on (0 for
    /// techniques of fixed difficulty).
    pub complexity: u16,
    /// Tenths the pattern's size adds to its technique's base: a unique
    /// loop's length, the naked subset of a type-3 unique rectangle or BUG
    /// (0 for techniques of fixed difficulty).
    pub bonus: u8,
    /// The digits of the pattern (bit k = digit k+1), set by
    /// [`super::next_step_within`] from the marks the step applies to.
    pub digits: u16,
    /// For chains and forcing chains: the chain's nodes, in order; several
    /// chains (the cases of a forcing chain) follow one another, each
    /// ending with [`Link::End`].
    pub chain: Vec<ChainNode>,
}

impl Step {
    /// A step that places `digit` at `cell`, found in `houses`.
    pub fn placing(technique: Technique, houses: Vec<usize>, cell: usize, digit: u8) -> Step {
        Step {
            technique,
            houses,
            cells: vec![cell],
            placements: vec![(cell, digit)],
            eliminations: Vec::new(),
            complexity: 0,
            bonus: 0,
            digits: 0,
            chain: Vec::new(),
        }
    }

    /// A step that only removes candidates, or `None` when it removes none.
    pub fn eliminating(
        technique: Technique,
        houses: Vec<usize>,
        cells: Vec<usize>,
        eliminations: Vec<(usize, u8)>,
    ) -> Option<Step> {
        (!eliminations.is_empty()).then_some(Step {
            technique,
            houses,
            cells,
            placements: Vec::new(),
            eliminations,
            complexity: 0,
            bonus: 0,
            digits: 0,
            chain: Vec::new(),
        })
    }

    /// The step's difficulty: its technique's base plus its size bonus
    /// and, for chains, the increment of its complexity.
    pub fn score(&self) -> f32 {
        let base = self.technique.rating() + f32::from(self.bonus) / 10.0;
        let tenths = ((base + super::forcing::length_increment(usize::from(self.complexity)))
            * 10.0)
            .round();
        tenths / 10.0
    }

    /// Applies the step to `marks`.
    pub fn apply(&self, marks: &mut Marks) {
        for &(cell, digit) in &self.placements {
            marks.place(cell, digit);
        }
        for &(cell, digit) in &self.eliminations {
            marks.eliminate(cell, digit);
        }
    }

    /// A one-sentence English explanation.
    pub fn explain(&self) -> String {
        self.explain_titled(self.technique.title())
    }

    /// [`Step::explain`] starting with `title` instead of the technique's
    /// name ("Then hidden single (box)").
    pub fn explain_titled(&self, title: String) -> String {
        sentence(
            title,
            self.houses.iter().map(|&h| house_name(h)),
            &self.placements,
            &self.eliminations,
            cell_name,
        )
    }
}

/// A step's sentence: "Technique in house and house: r1c2 = 3; removes 4
/// from r5c6.", with houses and cells named by the caller (the classic
/// grid's names, or a variant's).
pub(crate) fn sentence(
    title: String,
    houses: impl Iterator<Item = String>,
    placements: &[(usize, u8)],
    eliminations: &[(usize, u8)],
    cell_name: impl Fn(usize) -> String,
) -> String {
    let mut text = title;
    let names: Vec<String> = houses.collect();
    if !names.is_empty() {
        let _ = write!(text, " in {}", names.join(" and "));
    }
    if !placements.is_empty() {
        let places: Vec<String> = placements
            .iter()
            .map(|&(c, d)| format!("{} = {d}", cell_name(c)))
            .collect();
        let _ = write!(text, ": {}", places.join(", "));
    }
    if !eliminations.is_empty() {
        let removed: Vec<String> = eliminations
            .iter()
            .map(|&(c, d)| format!("{d} from {}", cell_name(c)))
            .collect();
        let sep = if placements.is_empty() { ": " } else { "; " };
        let _ = write!(text, "{sep}removes {}", removed.join(", "));
    }
    text.push('.');
    text
}
