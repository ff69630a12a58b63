//! A game on a variant: the player's entries and pencil marks on any size
//! and rules, with clashes by every rule, mistakes, undo/redo and
//! save/load. The C ABI serves it through the same `sudoku_game_*`
//! functions as a classic game.

use super::logic::{Board, Improper, unique_solution};
use super::{Variant, VariantError};
use crate::error::Error;
use crate::play::moves::lower_hex;
use crate::play::{Clash, Conflict, Moves, Play, RULE, group_clashes};

/// Save strings of variant games start with this line (format version 1).
const SAVE_TAG: &str = "sudoku-variant-game-1";

/// A game in progress on a variant with one solution.
#[derive(Debug, Clone, PartialEq)]
pub struct VariantGame {
    variant: Variant,
    moves: Moves,
    solution: Vec<u8>,
}

impl VariantGame {
    /// A new game on `variant`, which must have exactly one solution.
    pub fn new(variant: Variant) -> Result<VariantGame, Improper> {
        let solution = unique_solution(&variant)?;
        let cells = solution.len();
        Ok(VariantGame {
            variant,
            moves: Moves::new(cells),
            solution,
        })
    }

    /// The variant played.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// Its solution, N*N digits.
    pub fn solution(&self) -> &[u8] {
        &self.solution
    }

    /// The digits shown (givens and entries), N*N.
    pub fn shown(&self) -> Vec<u8> {
        (0..self.cells()).map(|c| self.digit(c)).collect()
    }

    fn cells(&self) -> usize {
        self.solution.len()
    }

    fn full(&self) -> u16 {
        ((1u32 << self.variant.size) - 1) as u16
    }

    /// The groups of cells that hold distinct digits with their numbers:
    /// the houses, then the cages (house count + k).
    fn groups(&self) -> impl Iterator<Item = (usize, &[u16])> {
        let houses = &self.variant.shape.houses;
        houses
            .iter()
            .map(Vec::as_slice)
            .chain(self.variant.cages.iter().map(|c| c.cells.as_slice()))
            .enumerate()
    }

    /// Whether `a` and `b` are in one house or cage.
    fn grouped(&self, a: usize, b: usize) -> bool {
        let (a, b) = (a as u16, b as u16);
        self.groups()
            .any(|(_, cells)| cells.contains(&a) && cells.contains(&b))
    }

    /// Pairs (a < b) whose digits break a rule other than a house or cage:
    /// equal digits a knight's or king's move apart, consecutive digits on
    /// orthogonal neighbours, digits a listed rule's pair does not allow
    /// (a thermometer going down, a kropki dot not kept, ...).
    fn rule_pairs(&self) -> Vec<(usize, usize)> {
        let shape = &self.variant.shape;
        let mut out = Vec::new();
        for a in 0..self.cells() {
            let da = self.digit(a);
            if da == 0 {
                continue;
            }
            for &b in &shape.peers[a] {
                let b = usize::from(b);
                if b > a && self.digit(b) == da && !self.grouped(a, b) {
                    out.push((a, b));
                }
            }
            for &b in &shape.neighbours[a] {
                let b = usize::from(b);
                if b > a && self.digit(b) != 0 && self.digit(b).abs_diff(da) == 1 {
                    out.push((a, b));
                }
            }
            for (b, allow, _) in shape.relations.placed(a, da) {
                let db = self.digit(b);
                let allowed = db != 0 && allow >> (db - 1) & 1 != 0;
                if b > a && db != 0 && !allowed && !out.contains(&(a, b)) {
                    out.push((a, b));
                }
            }
        }
        out
    }

    /// A game from [`Play::save`]'s string of a variant game.
    /// [`Error::Range`] for anything but what `save` writes;
    /// [`Error::Conflict`] for clashing givens; [`Error::NoSolution`],
    /// [`Error::NotUnique`] or [`Error::Exhausted`] (the check ran out of
    /// guesses) for a variant without exactly one solution.
    pub fn load(text: &str) -> Result<VariantGame, Error> {
        VariantGame::load_explained(text).map_err(|(error, _)| error)
    }

    /// [`VariantGame::load`], with a failure's reason in words.
    pub fn load_explained(text: &str) -> Result<VariantGame, (Error, String)> {
        let bad = |why: String| (Error::Range, why);
        let mut lines = text.splitn(4, '\n');
        let (Some(SAVE_TAG), Some(entries), Some(pencil), Some(described)) =
            (lines.next(), lines.next(), lines.next(), lines.next())
        else {
            return Err(bad(format!(
                "not a saved variant game: expected the lines {SAVE_TAG}, entries, pencil marks, then the variant"
            )));
        };
        let variant = Variant::parse(described).map_err(|e| match e {
            VariantError::Conflict(why) => (Error::Conflict, format!("saved variant: {why}")),
            VariantError::Syntax { .. } => bad(format!("saved variant: {e}")),
        })?;
        if variant.to_text() != described {
            return Err(bad(
                "saved variant is not written as sudoku_game_save writes it".to_owned(),
            ));
        }
        let mut game = VariantGame::new(variant)
            .map_err(|why| (why.into(), format!("saved variant: {}", why.message())))?;
        let cells = game.cells();
        let (entries, pencil) = (entries.as_bytes(), pencil.as_bytes());
        if entries.len() != cells || pencil.len() != 4 * cells {
            return Err(bad(format!(
                "saved entries and pencil marks have {} and {} characters, expected {cells} and {}",
                entries.len(),
                pencil.len(),
                4 * cells
            )));
        }
        for cell in 0..cells {
            let name = game.variant.cell_name(cell);
            let entry = match entries[cell] {
                b'.' => 0,
                b @ b'1'..=b'9' => b - b'0',
                b @ b'A'..=b'G' => b - b'A' + 10,
                b => {
                    return Err(bad(format!(
                        "saved entry {:?} at {name} is not a digit or '.'",
                        char::from(b)
                    )));
                }
            };
            let marks = pencil[4 * cell..4 * cell + 4]
                .iter()
                .try_fold(0u16, |m, &b| Some(m << 4 | u16::from(lower_hex(b)?)))
                .filter(|m| m & !game.full() == 0);
            let Some(marks) = marks else {
                return Err(bad(format!(
                    "saved pencil marks of {name} are not four lowercase hex digits of digits 1-{}",
                    game.variant.size
                )));
            };
            if usize::from(entry) > game.variant.size {
                return Err(bad(format!(
                    "saved entry {entry} at {name} is above {}",
                    game.variant.size
                )));
            }
            if game.is_given(cell) && (entry != 0 || marks != 0) {
                return Err(bad(format!(
                    "{name} holds a given but has a saved entry or pencil marks"
                )));
            }
            game.moves.entries[cell] = entry;
            game.moves.pencil[cell] = marks;
        }
        Ok(game)
    }

    /// Whether `text` is a variant game's save string (by its first line).
    pub fn is_save(text: &str) -> bool {
        text.split('\n').next() == Some(SAVE_TAG)
    }
}

impl Play for VariantGame {
    fn size(&self) -> usize {
        self.variant.size
    }

    fn digit(&self, cell: usize) -> u8 {
        match self.variant.givens[cell] {
            0 => self.moves.entries[cell],
            given => given,
        }
    }

    fn is_given(&self, cell: usize) -> bool {
        self.variant.givens[cell] != 0
    }

    fn pencil(&self, cell: usize) -> u16 {
        self.moves.pencil[cell]
    }

    fn enter(&mut self, cell: usize, digit: u8) -> Result<(), Error> {
        if cell >= self.cells() || usize::from(digit) > self.variant.size {
            return Err(Error::Range);
        }
        if self.is_given(cell) {
            return Err(Error::Given);
        }
        self.moves.enter(cell, digit);
        Ok(())
    }

    fn set_pencil(&mut self, cell: usize, marks: u16) -> Result<(), Error> {
        if cell >= self.cells() || marks & !self.full() != 0 {
            return Err(Error::Range);
        }
        if self.is_given(cell) {
            return Err(Error::Given);
        }
        self.moves.set_pencil(cell, marks);
        Ok(())
    }

    fn toggle_pencil(&mut self, cell: usize, digit: u8) -> Result<(), Error> {
        if cell >= self.cells() || digit == 0 || usize::from(digit) > self.variant.size {
            return Err(Error::Range);
        }
        self.set_pencil(cell, self.moves.pencil[cell] ^ 1 << (digit - 1))
    }

    fn auto_pencil(&mut self) {
        let shown = self.shown();
        let board = Board::new(&self.variant, &shown);
        let marks: Vec<(usize, u16)> = (0..self.cells())
            .filter(|&c| shown[c] == 0)
            .map(|c| (c, board.candidates(c)))
            .collect();
        self.moves.set_pencils(marks.into_iter());
    }

    fn undo(&mut self) -> bool {
        self.moves.undo()
    }

    fn redo(&mut self) -> bool {
        self.moves.redo()
    }

    fn is_complete(&self) -> bool {
        (0..self.cells()).all(|c| self.digit(c) == self.solution[c])
    }

    fn clashes(&self) -> Vec<Clash> {
        let mut out = group_clashes(self, self.groups());
        for (first, second) in self.rule_pairs() {
            if !(self.is_given(first) && self.is_given(second)) {
                out.push(Clash {
                    first,
                    second,
                    house: RULE,
                });
            }
        }
        out
    }

    fn conflicts(&self) -> Vec<Conflict> {
        let entry = |c: usize| !self.is_given(c) && self.moves.entries[c] != 0;
        let mut out = Vec::new();
        for cell in (0..self.cells()).filter(|&c| entry(c)) {
            for (house, cells) in self.groups() {
                if !cells.contains(&(cell as u16)) {
                    continue;
                }
                for &other in cells {
                    let other = usize::from(other);
                    if other != cell
                        && self.is_given(other)
                        && self.digit(other) == self.digit(cell)
                    {
                        out.push(Conflict {
                            cell,
                            given: other,
                            house,
                        });
                    }
                }
            }
        }
        for (a, b) in self.rule_pairs() {
            for (cell, given) in [(a, b), (b, a)] {
                if entry(cell) && self.is_given(given) {
                    out.push(Conflict {
                        cell,
                        given,
                        house: RULE,
                    });
                }
            }
        }
        out
    }

    fn mistakes(&self) -> Result<Vec<usize>, Error> {
        Ok((0..self.cells())
            .filter(|&c| self.moves.entries[c] != 0 && self.moves.entries[c] != self.solution[c])
            .collect())
    }

    /// The tag line, the entries (one character per cell, `.` for none),
    /// the pencil marks (four lowercase hex digits per cell), each on its
    /// own line, then the variant's description as `to_text` writes it.
    fn save(&self) -> String {
        let entries: String = self
            .moves
            .entries
            .iter()
            .map(|&d| Variant::digit_char(d))
            .collect();
        let pencil: String = self
            .moves
            .pencil
            .iter()
            .map(|m| format!("{m:04x}"))
            .collect();
        format!(
            "{SAVE_TAG}\n{entries}\n{pencil}\n{}",
            self.variant.to_text()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn generated(text: &str, seed: u64) -> VariantGame {
        let template = Variant::parse(text).unwrap();
        VariantGame::new(crate::variant::generate(&template, seed, 20).unwrap()).unwrap()
    }

    #[test]
    fn moves_checks_and_history_follow_the_variant() {
        let mut g = generated("size 6\nrules anti-king", 3);
        let given = (0..36).find(|&c| g.is_given(c)).unwrap();
        let open: Vec<usize> = (0..36).filter(|&c| !g.is_given(c)).collect();
        assert_eq!(g.enter(given, 1), Err(Error::Given));
        assert_eq!(g.enter(36, 1), Err(Error::Range));
        assert_eq!(g.enter(open[0], 7), Err(Error::Range));
        assert_eq!(g.set_pencil(open[0], 1 << 6), Err(Error::Range));
        assert_eq!(g.toggle_pencil(open[0], 0), Err(Error::Range));
        // The solution's digits complete it; one wrong digit is a mistake.
        let solution = g.solution().to_vec();
        for &c in &open {
            g.enter(c, solution[c]).unwrap();
        }
        assert!(g.is_complete() && g.clashes().is_empty() && g.conflicts().is_empty());
        let wrong = solution[open[0]] % 6 + 1;
        g.enter(open[0], wrong).unwrap();
        assert_eq!(g.mistakes(), Ok(vec![open[0]]));
        assert!(!g.is_complete());
        assert!(!g.clashes().is_empty());
        assert!(g.undo());
        assert!(g.is_complete());
        assert!(g.redo() && !g.is_complete());
    }

    #[test]
    fn a_thermometer_going_down_clashes() {
        let mut g = (1..)
            .map(|seed| generated("size 6\nthermo r1c1 r1c2 r1c3", seed))
            .find(|g| !(g.is_given(0) && g.is_given(1)))
            .unwrap();
        // The bulb as high, or the next cell as low, as can be.
        for (cell, digit) in [(0, 6), (1, 1)] {
            if !g.is_given(cell) {
                g.enter(cell, digit).unwrap();
            }
        }
        assert!(g.clashes().contains(&Clash {
            first: 0,
            second: 1,
            house: RULE
        }));
        assert!(g.undo());
    }

    #[test]
    fn clashes_report_every_rule() {
        let n = 6;
        let rc = |c: usize| ((c / n) as isize, (c % n) as isize);
        // Anti-king: a given's digit a diagonal step away, in another box.
        let mut g = generated("size 6\nrules anti-king", 3);
        let same_box = |a: usize, b: usize| (a / n / 2, a % n / 3) == (b / n / 2, b % n / 3);
        let (given, open) = (0..36)
            .filter(|&a| g.is_given(a))
            .flat_map(|a| (0..36).map(move |b| (a, b)))
            .find(|&(a, b)| {
                let ((r1, c1), (r2, c2)) = (rc(a), rc(b));
                (r1 - r2).abs() == 1 && (c1 - c2).abs() == 1 && !same_box(a, b) && !g.is_given(b)
            })
            .expect("a given with an open diagonal neighbour in another box");
        g.enter(open, g.digit(given)).unwrap();
        let pair = (given.min(open), given.max(open));
        assert!(g.clashes().contains(&Clash {
            first: pair.0,
            second: pair.1,
            house: RULE
        }));
        assert_eq!(
            g.conflicts(),
            [Conflict {
                cell: open,
                given,
                house: RULE
            }]
        );
        assert!(g.undo() && g.clashes().is_empty());
        // The same digit twice in a row: a clash in that row's house.
        let (given, open) = (0..36)
            .filter(|&a| g.is_given(a))
            .flat_map(|a| (0..36).map(move |b| (a, b)))
            .find(|&(a, b)| a / n == b / n && !g.is_given(b) && !same_box(a, b))
            .expect("a given and an open cell in one row");
        g.enter(open, g.digit(given)).unwrap();
        assert!(g.clashes().contains(&Clash {
            first: given.min(open),
            second: given.max(open),
            house: given / n
        }));
        // Non-consecutive: a given's neighbour holding the next digit.
        let mut g = generated("size 6\nrules non-consecutive", 4);
        let (given, open) = (0..36)
            .filter(|&a| g.is_given(a))
            .flat_map(|a| (0..36).map(move |b| (a, b)))
            .find(|&(a, b)| {
                let ((r1, c1), (r2, c2)) = (rc(a), rc(b));
                (r1 - r2).abs() + (c1 - c2).abs() == 1 && !g.is_given(b)
            })
            .expect("a given with an open neighbour");
        let next = if g.digit(given) < 6 {
            g.digit(given) + 1
        } else {
            5
        };
        g.enter(open, next).unwrap();
        assert!(g.clashes().contains(&Clash {
            first: given.min(open),
            second: given.max(open),
            house: RULE
        }));
    }

    #[test]
    fn save_and_load_round_trip() {
        let mut g = generated("size 6\nrules anti-king", 3);
        let open: Vec<usize> = (0..36).filter(|&c| !g.is_given(c)).collect();
        g.enter(open[0], 3).unwrap();
        g.set_pencil(open[1], 0b101).unwrap();
        let text = g.save();
        assert!(VariantGame::is_save(&text));
        let back = VariantGame::load(&text).unwrap();
        assert_eq!((back.digit(open[0]), back.pencil(open[1])), (3, 0b101));
        assert_eq!(back.save(), text);
        for bad in [
            text.replacen("sudoku-variant-game-1", "sudoku-variant-game-2", 1),
            text.replacen('3', "X", 1),
            text.replacen("0005", "0045", 1),
            text.replacen("0005", "005", 1),
            text.replacen("size 6", "size  6", 1),
            text[..text.len() - 1].to_owned(),
        ] {
            assert!(VariantGame::load(&bad).is_err(), "{bad}");
        }
        // A saved variant that is not a proper puzzle says which way.
        let blank = |text: &str| {
            let v = Variant::parse(text).unwrap().to_text();
            let cells = if text.contains("size 4") { 16 } else { 36 };
            format!(
                "{SAVE_TAG}\n{}\n{}\n{v}",
                ".".repeat(cells),
                "0".repeat(4 * cells)
            )
        };
        assert_eq!(
            VariantGame::load(&blank("size 4")).unwrap_err(),
            Error::NotUnique
        );
        let none = blank("size 4\nrules anti-king");
        assert_eq!(VariantGame::load(&none).unwrap_err(), Error::NoSolution);
    }
}
