//! Player state for a game: the givens, the player's entries (which may be
//! wrong), pencil marks, conflicts, mistakes, undo/redo and save/load.
//!
//! Unlike [`crate::Sudoku`], whose grid is always consistent, a game keeps
//! whatever the player enters and reports clashes and mistakes instead.

use crate::budget::DEFAULT_MAX_GUESSES;
use crate::error::Error;
use crate::fast;
use crate::geometry::{ALL_DIGITS, CELLS, PEERS, digit_bit};
use crate::grid::{Grid, cell_char};
use crate::logic::houses::houses_of;

pub(crate) mod moves;
pub(crate) use moves::Moves;
use moves::lower_hex;

/// An entry that clashes with a given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Conflict {
    /// The player's cell.
    pub cell: usize,
    /// The given it clashes with.
    pub given: usize,
    /// The house they share (row 0-8, column 9-17, box 18-26; on a
    /// variant, its house or cage number, or [`RULE`]).
    pub house: usize,
}

/// Two cells of one house showing the same digit, at least one of them a
/// player's entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clash {
    /// The first cell in reading order.
    pub first: usize,
    /// The second cell (`first` < `second`).
    pub second: usize,
    /// The house they share (row 0-8, column 9-17, box 18-26; on a
    /// variant, its house or cage number, or [`RULE`]).
    pub house: usize,
}

/// The house number of a clash or conflict that no house or cage holds:
/// two cells a knight's or king's move apart, or consecutive orthogonal
/// neighbours (variants only).
pub const RULE: usize = usize::MAX;

/// What a game offers its player, classic or variant: the C ABI's game
/// functions work on either. Cells are numbered 0..N*N in reading order;
/// digits are 1..=N, 0 for none.
pub trait Play {
    /// N: the grid is N x N.
    fn size(&self) -> usize;
    /// The digit shown at `cell`: the given, the entry, or 0.
    fn digit(&self, cell: usize) -> u8;
    /// Whether `cell` holds a given.
    fn is_given(&self, cell: usize) -> bool;
    /// The player's pencil marks at `cell` (bit k = digit k+1).
    fn pencil(&self, cell: usize) -> u16;
    /// Enters `digit` (0 erases) at `cell` as one undoable move.
    fn enter(&mut self, cell: usize, digit: u8) -> Result<(), Error>;
    /// Sets the pencil marks of a non-given cell as one undoable move.
    fn set_pencil(&mut self, cell: usize, marks: u16) -> Result<(), Error>;
    /// Toggles pencil mark `digit` at `cell` as one undoable move.
    fn toggle_pencil(&mut self, cell: usize, digit: u8) -> Result<(), Error>;
    /// Fills every open cell's pencil marks with the digits the shown
    /// digits leave it (one undoable move).
    fn auto_pencil(&mut self);
    /// Undoes the latest move; false when there is none.
    fn undo(&mut self) -> bool;
    /// Redoes the latest undone move; false when there is none.
    fn redo(&mut self) -> bool;
    /// Whether every cell holds the solution's digit.
    fn is_complete(&self) -> bool;
    /// Pairs of cells whose digits break a rule, at least one an entry.
    fn clashes(&self) -> Vec<Clash>;
    /// Entries whose digit breaks a rule with a given.
    fn conflicts(&self) -> Vec<Conflict>;
    /// Entries that differ from the solution.
    fn mistakes(&self) -> Result<Vec<usize>, Error>;
    /// The whole state as a string its `load` reads back.
    fn save(&self) -> String;
}

impl Play for Game {
    fn size(&self) -> usize {
        9
    }
    fn digit(&self, cell: usize) -> u8 {
        Game::digit(self, cell)
    }
    fn is_given(&self, cell: usize) -> bool {
        Game::is_given(self, cell)
    }
    fn pencil(&self, cell: usize) -> u16 {
        Game::pencil(self, cell)
    }
    fn enter(&mut self, cell: usize, digit: u8) -> Result<(), Error> {
        Game::enter(self, cell, digit)
    }
    fn set_pencil(&mut self, cell: usize, marks: u16) -> Result<(), Error> {
        Game::set_pencil(self, cell, marks)
    }
    fn toggle_pencil(&mut self, cell: usize, digit: u8) -> Result<(), Error> {
        Game::toggle_pencil(self, cell, digit)
    }
    fn auto_pencil(&mut self) {
        Game::auto_pencil(self)
    }
    fn undo(&mut self) -> bool {
        Game::undo(self)
    }
    fn redo(&mut self) -> bool {
        Game::redo(self)
    }
    fn is_complete(&self) -> bool {
        Game::is_complete(self)
    }
    fn clashes(&self) -> Vec<Clash> {
        Game::clashes(self)
    }
    fn conflicts(&self) -> Vec<Conflict> {
        Game::conflicts(self)
    }
    fn mistakes(&self) -> Result<Vec<usize>, Error> {
        Game::mistakes(self)
    }
    fn save(&self) -> String {
        Game::save(self)
    }
}

/// Every pair of cells of one group (a house, or a variant's cage) that
/// show the same digit, at least one of them an entry: by group, then by
/// the pair's cells.
pub(crate) fn group_clashes<'a, C: Copy + Into<usize> + 'a>(
    play: &(impl Play + ?Sized),
    groups: impl Iterator<Item = (usize, &'a [C])>,
) -> Vec<Clash> {
    let mut out = Vec::new();
    for (house, cells) in groups {
        for (i, &a) in cells.iter().enumerate() {
            for &b in &cells[i + 1..] {
                let (a, b) = (a.into(), b.into());
                let digit = play.digit(a);
                if digit != 0 && digit == play.digit(b) && !(play.is_given(a) && play.is_given(b)) {
                    out.push(Clash {
                        first: a.min(b),
                        second: a.max(b),
                        house,
                    });
                }
            }
        }
    }
    out
}

/// A game in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    givens: Grid,
    moves: Moves,
    solution: Option<Grid>,
}

/// Save strings start with this tag (format version 1).
const SAVE_TAG: &str = "sudoku-game-1";

/// The length of every save string: the tag, the givens, the entries and
/// three hex digits of pencil marks per cell, separated by colons.
pub const SAVE_LENGTH: usize = SAVE_TAG.len() + 1 + CELLS + 1 + CELLS + 1 + 3 * CELLS;

impl Game {
    /// A new game on `puzzle`; [`Error::Conflict`] when its givens clash.
    /// The solution is computed once here, when the puzzle has exactly one.
    pub fn new(puzzle: Grid) -> Result<Game, Error> {
        if puzzle.first_conflict().is_some() {
            return Err(Error::Conflict);
        }
        let search = fast::search(&puzzle, 2, DEFAULT_MAX_GUESSES);
        let solution = (search.solutions == 1 && !search.exhausted)
            .then_some(search.first)
            .flatten();
        Ok(Game {
            givens: puzzle,
            moves: Moves::new(CELLS),
            solution,
        })
    }

    /// The puzzle's givens.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// Whether `cell` holds a given.
    pub fn is_given(&self, cell: usize) -> bool {
        self.givens.get(cell) != 0
    }

    /// The digit shown at `cell`: the given, the entry, or 0.
    pub fn digit(&self, cell: usize) -> u8 {
        match self.givens.get(cell) {
            0 => self.moves.entries[cell],
            given => given,
        }
    }

    /// The board the player sees: givens and entries (entries may clash).
    pub fn grid(&self) -> Grid {
        Grid::from_cells(std::array::from_fn(|c| self.digit(c))).expect("digits 0..=9")
    }

    /// The puzzle's unique solution, when it has one.
    pub fn solution(&self) -> Option<&Grid> {
        self.solution.as_ref()
    }

    /// The player's pencil marks at `cell` (bit k = digit k+1).
    pub fn pencil(&self, cell: usize) -> u16 {
        self.moves.pencil[cell]
    }

    /// Enters `digit` (1..=9, 0 erases) at `cell`. Givens cannot change
    /// ([`Error::Given`]); the entry may clash (see [`Game::conflicts`]).
    pub fn enter(&mut self, cell: usize, digit: u8) -> Result<(), Error> {
        if cell >= CELLS || digit > 9 {
            return Err(Error::Range);
        }
        if self.is_given(cell) {
            return Err(Error::Given);
        }
        self.moves.enter(cell, digit);
        Ok(())
    }

    /// Sets the pencil marks of an empty, non-given cell to `marks`.
    pub fn set_pencil(&mut self, cell: usize, marks: u16) -> Result<(), Error> {
        if cell >= CELLS || marks & !ALL_DIGITS != 0 {
            return Err(Error::Range);
        }
        if self.is_given(cell) {
            return Err(Error::Given);
        }
        self.moves.set_pencil(cell, marks);
        Ok(())
    }

    /// Toggles pencil mark `digit` (1..=9) at `cell`.
    pub fn toggle_pencil(&mut self, cell: usize, digit: u8) -> Result<(), Error> {
        if cell >= CELLS || !(1..=9).contains(&digit) {
            return Err(Error::Range);
        }
        self.set_pencil(cell, self.moves.pencil[cell] ^ digit_bit(digit))
    }

    /// Fills every open cell's pencil marks with the digits its row, column
    /// and box still allow (one undo step).
    pub fn auto_pencil(&mut self) {
        let marks: Vec<(usize, u16)> = (0..CELLS)
            .filter(|&c| self.digit(c) == 0)
            .map(|cell| {
                let used = PEERS[cell]
                    .iter()
                    .map(|&p| self.digit(p as usize))
                    .filter(|&d| d != 0)
                    .fold(0, |m, d| m | digit_bit(d));
                (cell, ALL_DIGITS & !used)
            })
            .collect();
        self.moves.set_pencils(marks.into_iter());
    }

    /// Entries that clash with a given in a row, column or box.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut out = Vec::new();
        for cell in (0..CELLS).filter(|&c| self.moves.entries[c] != 0 && !self.is_given(c)) {
            for house in houses_of(cell) {
                for &other in &crate::logic::houses::HOUSES[house] {
                    let other = other as usize;
                    if other != cell && self.givens.get(other) == self.moves.entries[cell] {
                        out.push(Conflict {
                            cell,
                            given: other,
                            house,
                        });
                    }
                }
            }
        }
        out
    }

    /// Every pair of cells in one house that show the same digit where at
    /// least one is an entry (two givens never clash): entries against
    /// givens and entries against entries. Ordered by house, then by the
    /// pair's cells; a pair sharing a row and a box is listed for both.
    pub fn clashes(&self) -> Vec<Clash> {
        let houses = crate::logic::houses::HOUSES.iter().map(|h| &h[..]);
        group_clashes(self, houses.enumerate())
    }

    /// Entries that differ from the solution ([`Error::NoSolution`] when the
    /// puzzle has no unique solution to compare with).
    pub fn mistakes(&self) -> Result<Vec<usize>, Error> {
        let solution = self.solution.as_ref().ok_or(Error::NoSolution)?;
        Ok((0..CELLS)
            .filter(|&c| self.moves.entries[c] != 0 && self.moves.entries[c] != solution.get(c))
            .collect())
    }

    /// Whether every cell holds the solution's digit.
    pub fn is_complete(&self) -> bool {
        self.solution
            .as_ref()
            .is_some_and(|s| (0..CELLS).all(|c| self.digit(c) == s.get(c)))
    }

    /// Undoes the latest move; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.moves.undo()
    }

    /// Redoes the latest undone move; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.moves.redo()
    }

    /// The whole state (givens, entries, pencil marks; not the undo
    /// history) as a compact ASCII string.
    pub fn save(&self) -> String {
        let pencil: String = self
            .moves
            .pencil
            .iter()
            .map(|m| format!("{m:03x}"))
            .collect();
        let entries: String = self
            .moves
            .entries
            .iter()
            .map(|&d| char::from(cell_char(d)))
            .collect();
        format!("{SAVE_TAG}:{}:{entries}:{pencil}", self.givens)
    }

    /// A game from [`Game::save`]'s string, read exactly as it is written
    /// (digits `1`-`9` and `.` for cells, three lowercase hex digits per
    /// cell's pencil marks): [`Error::Range`] for anything else,
    /// [`Error::Conflict`] for clashing givens.
    pub fn load(text: &str) -> Result<Game, Error> {
        Game::load_explained(text).map_err(|(error, _)| error)
    }

    /// [`Game::load`], with a failure's reason in words: which part of the
    /// save string is wrong, and where.
    pub fn load_explained(text: &str) -> Result<Game, (Error, String)> {
        let bad = |why: String| (Error::Range, why);
        let mut parts = text.split(':');
        let (Some(SAVE_TAG), Some(givens), Some(entries), Some(pencil), None) = (
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
        ) else {
            return Err(bad(format!(
                "not a saved game: expected {SAVE_TAG}:GIVENS:ENTRIES:PENCIL"
            )));
        };
        let givens = Grid::from_cells(saved_cells(givens, "givens").map_err(bad)?)
            .map_err(|_| bad("givens out of range".to_owned()))?;
        let entries = saved_cells(entries, "entries").map_err(bad)?;
        let pencil = pencil.as_bytes();
        if pencil.len() != 3 * CELLS {
            return Err(bad(format!(
                "saved pencil marks have {} characters, expected {}",
                pencil.len(),
                3 * CELLS
            )));
        }
        let mut game = Game::new(givens).map_err(|e| {
            (
                e,
                format!("saved givens: {}", crate::diagnose::grid_conflict(&givens)),
            )
        })?;
        for (cell, &entry) in entries.iter().enumerate() {
            let marks = pencil[3 * cell..3 * cell + 3]
                .iter()
                .try_fold(0u16, |m, &b| Some(m << 4 | u16::from(lower_hex(b)?)))
                .filter(|m| m & !ALL_DIGITS == 0);
            let name = crate::geometry::cell_name(cell);
            let Some(marks) = marks else {
                return Err(bad(format!(
                    "saved pencil marks of {name} are not three lowercase hex digits below 200"
                )));
            };
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
}

/// 81 cells as [`Game::save`] writes them: `1`-`9`, `.` for empty; the
/// error names the `part` of the save string.
fn saved_cells(text: &str, part: &str) -> Result<[u8; CELLS], String> {
    let bytes = text.as_bytes();
    if bytes.len() != CELLS {
        return Err(format!(
            "saved {part} have {} characters, expected {CELLS}",
            bytes.len()
        ));
    }
    let mut cells = [0; CELLS];
    for (i, (cell, &b)) in cells.iter_mut().zip(bytes).enumerate() {
        *cell = match b {
            b'.' => 0,
            b'1'..=b'9' => b - b'0',
            _ => {
                return Err(format!(
                    "saved {part}: {:?} at {} is not 1-9 or '.'",
                    char::from(b),
                    crate::geometry::cell_name(i)
                ));
            }
        };
    }
    Ok(cells)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_puzzles::{CLASSIC, CLASSIC_SOLUTION};

    fn game() -> Game {
        Game::new(CLASSIC.parse().unwrap()).unwrap()
    }

    #[test]
    fn givens_cannot_change_and_entries_may_be_wrong() {
        let mut g = game();
        assert_eq!(g.enter(0, 1), Err(Error::Given));
        assert_eq!(g.enter(81, 1), Err(Error::Range));
        assert_eq!(g.enter(2, 10), Err(Error::Range));
        g.enter(2, 4).unwrap(); // right
        g.enter(3, 5).unwrap(); // wrong: 5 is given in row 1 and in box 2
        assert_eq!(g.digit(0), 5);
        assert_eq!(g.digit(2), 4);
        assert_eq!(g.mistakes(), Ok(vec![3]));
        let clash = |given, house| Conflict {
            cell: 3,
            given,
            house,
        };
        assert_eq!(g.conflicts(), [clash(0, 0), clash(14, 19)]);
        // Two entries clash with each other too: r1c3 = 4 and r2c2 = 4
        // share box 1; the conflicts (entries against givens) do not list
        // them, the clashes do.
        g.enter(10, 4).unwrap();
        assert_eq!(g.conflicts().len(), 2);
        let pair = |first, second, house| Clash {
            first,
            second,
            house,
        };
        assert_eq!(
            g.clashes(),
            [pair(0, 3, 0), pair(2, 10, 18), pair(3, 14, 19)]
        );
        assert!(!g.is_complete());
    }

    #[test]
    fn undo_and_redo_walk_the_history() {
        let mut g = game();
        g.enter(2, 4).unwrap();
        g.toggle_pencil(3, 6).unwrap();
        g.auto_pencil();
        assert_eq!(g.pencil(2), 0);
        assert_eq!(g.pencil(3), 0b0010_0010); // r1c4 can take 2 or 6
        assert!(g.undo()); // auto pencil
        assert_eq!(g.pencil(3), 1 << 5);
        assert!(g.undo() && g.undo());
        assert_eq!((g.digit(2), g.pencil(3)), (0, 0));
        assert!(!g.undo());
        assert!(g.redo());
        assert_eq!(g.digit(2), 4);
        g.enter(4 + 9, 0).unwrap_err(); // r2c5 is a given
        g.enter(5, 2).unwrap(); // a new move drops the redo line
        assert!(!g.redo());
    }

    #[test]
    fn save_and_load_round_trip() {
        let mut g = game();
        g.enter(2, 4).unwrap();
        g.set_pencil(3, 0b11).unwrap();
        let text = g.save();
        assert!(text.starts_with("sudoku-game-1:53..7"));
        assert_eq!(text.len(), SAVE_LENGTH);
        let back = Game::load(&text).unwrap();
        assert_eq!((back.digit(2), back.pencil(3)), (4, 0b11));
        assert_eq!(back.save(), text);
        assert_eq!(Game::load("nonsense"), Err(Error::Range));
        assert!(Game::load(&text.replace("sudoku-game-1", "sudoku-game-2")).is_err());
        assert!(Game::load(&text[..text.len() - 1]).is_err());
    }

    /// Only what `save` writes is read back: the saved string with one
    /// part written another way is refused.
    #[test]
    fn load_reads_exactly_the_saved_format() {
        let mut g = game();
        g.enter(2, 4).unwrap();
        g.set_pencil(3, 0x1ab).unwrap();
        let text = g.save();
        assert!(text.contains("1ab"));
        assert!(Game::load(&text).is_ok());
        let pencil_at = text.len() - 3 * CELLS;
        let entries_at = pencil_at - 1 - CELLS;
        for (what, bad) in [
            ("uppercase hex", text.replace("1ab", "1AB")),
            (
                "a sign in the hex",
                format!("{}+1ab{}", &text[..pencil_at + 9], &text[pencil_at + 12..]),
            ),
            ("0 for an empty given", text.replacen("53..7", "530.7", 1)),
            ("_ for an empty given", text.replacen("53..7", "53_.7", 1)),
            (
                "0 for an empty entry",
                format!("{}0{}", &text[..entries_at], &text[entries_at + 1..]),
            ),
            ("a space", text.replacen(':', ": ", 1)),
            (
                "a separator in the givens",
                text.replacen("53..7", "53|.7", 1),
            ),
            (
                "a pencil mask over 511",
                format!("{}200{}", &text[..pencil_at], &text[pencil_at + 3..]),
            ),
        ] {
            assert_eq!(Game::load(&bad), Err(Error::Range), "{what}: {bad}");
        }
    }

    #[test]
    fn entering_the_solution_completes_the_game() {
        let mut g = game();
        for (cell, b) in CLASSIC_SOLUTION.bytes().enumerate() {
            if !g.is_given(cell) {
                g.enter(cell, b - b'0').unwrap();
            }
        }
        assert!(g.is_complete());
        assert_eq!(g.mistakes(), Ok(vec![]));
        assert!(g.conflicts().is_empty());
        assert_eq!(
            Game::new(Grid::empty()).unwrap().mistakes(),
            Err(Error::NoSolution)
        );
    }
}
