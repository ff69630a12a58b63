//! A player's moves on any grid: entries, pencil marks and the undo/redo
//! history, shared by the classic game and the variant game.

/// One undoable change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Change {
    /// A cell's entry went from `before` to `after`.
    Entry { cell: usize, before: u8, after: u8 },
    /// A cell's pencil marks went from `before` to `after`.
    Pencil {
        cell: usize,
        before: u16,
        after: u16,
    },
}

/// The player's entries and pencil marks, with their history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Moves {
    /// Each cell's entry, 0 for none.
    pub entries: Vec<u8>,
    /// Each cell's pencil marks (bit k = digit k+1).
    pub pencil: Vec<u16>,
    undo: Vec<Vec<Change>>,
    redo: Vec<Vec<Change>>,
}

impl Moves {
    /// No entries, no marks, no history, on `cells` cells.
    pub fn new(cells: usize) -> Moves {
        Moves {
            entries: vec![0; cells],
            pencil: vec![0; cells],
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// A move entering `digit` at `cell`.
    pub fn enter(&mut self, cell: usize, digit: u8) {
        self.record(vec![Change::Entry {
            cell,
            before: self.entries[cell],
            after: digit,
        }]);
    }

    /// A move setting the pencil marks of `cell` to `marks`.
    pub fn set_pencil(&mut self, cell: usize, marks: u16) {
        self.record(vec![Change::Pencil {
            cell,
            before: self.pencil[cell],
            after: marks,
        }]);
    }

    /// One move setting the pencil marks of each (cell, marks).
    pub fn set_pencils(&mut self, marks: impl Iterator<Item = (usize, u16)>) {
        let changes = marks
            .map(|(cell, after)| Change::Pencil {
                cell,
                before: self.pencil[cell],
                after,
            })
            .collect();
        self.record(changes);
    }

    /// Undoes the latest move; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(changes) = self.undo.pop() else {
            return false;
        };
        for change in changes.iter().rev() {
            self.set(*change, true);
        }
        self.redo.push(changes);
        true
    }

    /// Redoes the latest undone move; false when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(changes) = self.redo.pop() else {
            return false;
        };
        for change in &changes {
            self.set(*change, false);
        }
        self.undo.push(changes);
        true
    }

    /// Applies a move and starts a new redo line.
    fn record(&mut self, changes: Vec<Change>) {
        for change in &changes {
            self.set(*change, false);
        }
        self.undo.push(changes);
        self.redo.clear();
    }

    /// Sets a change's `before` (when `undoing`) or `after` value.
    fn set(&mut self, change: Change, undoing: bool) {
        match change {
            Change::Entry {
                cell,
                before,
                after,
            } => self.entries[cell] = if undoing { before } else { after },
            Change::Pencil {
                cell,
                before,
                after,
            } => self.pencil[cell] = if undoing { before } else { after },
        }
    }
}

/// The value of a lowercase hex digit, as `format!("{:03x}")` writes them.
pub(crate) fn lower_hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        _ => None,
    }
}
