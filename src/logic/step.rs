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
    /// A cell with a single candidate.
    NakedSingle,
    /// A digit of a box confined to one row or column of it.
    Pointing,
    /// A digit of a row or column confined to one box.
    Claiming,
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
    /// A {x,y,z} pivot seeing {x,z} and {y,z} pincers.
    XyzWing,
    /// Two {x,y} cells joined by a strong link on x.
    WWing,
    /// Unique rectangle type 1: three corners {x,y}, the fourth loses x, y.
    UniqueRectangle,
    /// Four cells of a house holding only four candidates.
    NakedQuad,
    /// The four-line fish.
    Jellyfish,
    /// Four digits of a house confined to four cells.
    HiddenQuad,
    /// Bivalue universal grave + 1: the one cell with three candidates
    /// takes the digit that would otherwise leave two solutions.
    BugPlusOne,
    /// Two colours along a digit's strong links: a colour seeing itself is
    /// false, a cell seeing both colours loses the digit.
    SimpleColouring,
    /// A one-digit chain of alternating strong and weak links.
    XChain,
    /// A chain of bivalue cells, each passing on its other digit.
    XyChain,
    /// No technique applies: the solution's digit is placed in a cell with
    /// the fewest candidates (the last resort that makes every valid puzzle
    /// finish).
    Guess,
}

impl Technique {
    /// Every technique, simplest first (the order they are tried in, and
    /// the order of the enum).
    pub const ALL: [Technique; 26] = by_difficulty(Technique::BY_ID);

    /// Every technique by its number in the C API. Numbers never change:
    /// techniques added later get the next free ones.
    pub const BY_ID: [Technique; 26] = [
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
    ];

    /// English name, NUL-terminated for C.
    pub fn c_name(self) -> &'static CStr {
        match self {
            Technique::FullHouse => c"full house",
            Technique::HiddenSingleBox => c"hidden single (box)",
            Technique::HiddenSingleLine => c"hidden single (line)",
            Technique::NakedSingle => c"naked single",
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
            Technique::XyWing => c"XY-Wing",
            Technique::XyzWing => c"XYZ-Wing",
            Technique::WWing => c"W-Wing",
            Technique::UniqueRectangle => c"unique rectangle (type 1)",
            Technique::NakedQuad => c"naked quad",
            Technique::Jellyfish => c"Jellyfish",
            Technique::HiddenQuad => c"hidden quad",
            Technique::BugPlusOne => c"BUG+1",
            Technique::SimpleColouring => c"simple colouring",
            Technique::XChain => c"X-chain",
            Technique::XyChain => c"XY-chain",
            Technique::Guess => c"guess",
        }
    }

    /// English name.
    pub fn name(self) -> &'static str {
        self.c_name().to_str().expect("ASCII names")
    }

    /// The technique's number in the C API: its position in
    /// [`Technique::BY_ID`].
    pub fn id(self) -> i32 {
        Technique::BY_ID
            .iter()
            .position(|&t| t == self)
            .expect("listed") as i32
    }

    /// Difficulty in the spirit of Sudoku Explainer (1.0 .. 10.0).
    pub fn rating(self) -> f32 {
        match self {
            Technique::FullHouse => 1.0,
            Technique::HiddenSingleBox => 1.2,
            Technique::HiddenSingleLine => 1.5,
            Technique::NakedSingle => 2.3,
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
            Technique::XyWing => 4.2,
            Technique::XyzWing => 4.4,
            Technique::WWing => 4.4,
            Technique::UniqueRectangle => 4.5,
            Technique::NakedQuad => 5.0,
            Technique::Jellyfish => 5.2,
            Technique::HiddenQuad => 5.4,
            Technique::BugPlusOne => 5.6,
            Technique::SimpleColouring => 6.2,
            Technique::XChain => 6.5,
            Technique::XyChain => 6.6,
            Technique::Guess => 10.0,
        }
    }
}

/// `techniques` sorted by their place in the enum (simplest first).
const fn by_difficulty(mut techniques: [Technique; 26]) -> [Technique; 26] {
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

/// One deduction on a board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// The houses involved (see [`super::houses::HOUSES`]).
    pub houses: Vec<usize>,
    /// The cells that make the pattern (to highlight).
    pub cells: Vec<usize>,
    /// Digits placed: (cell, digit).
    pub placements: Vec<(usize, u8)>,
    /// Candidates removed: (cell, digit).
    pub eliminations: Vec<(usize, u8)>,
}

impl Step {
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
        })
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
        let name = self.technique.name();
        let mut text = name[..1].to_uppercase() + &name[1..];
        if !self.houses.is_empty() {
            let names: Vec<String> = self.houses.iter().map(|&h| house_name(h)).collect();
            let _ = write!(text, " in {}", names.join(" and "));
        }
        if !self.placements.is_empty() {
            let places: Vec<String> = self
                .placements
                .iter()
                .map(|&(c, d)| format!("{} = {d}", cell_name(c)))
                .collect();
            let _ = write!(text, ": {}", places.join(", "));
        }
        if !self.eliminations.is_empty() {
            let removed: Vec<String> = self
                .eliminations
                .iter()
                .map(|&(c, d)| format!("{d} from {}", cell_name(c)))
                .collect();
            let sep = if self.placements.is_empty() {
                ": "
            } else {
                "; "
            };
            let _ = write!(text, "{sep}removes {}", removed.join(", "));
        }
        text.push('.');
        text
    }
}
