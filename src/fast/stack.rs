//! The search's saved states: a fixed array, no heap allocation.

use std::mem::MaybeUninit;

use super::state::State;
use crate::geometry::CELLS;

/// Saved states awaiting their alternative: at most one per guess on the
/// current path. A pattern guess is made only while fewer than 81 are
/// saved, and a cell guess fixes a cell, so at most 162 are live.
pub(super) struct Stack {
    states: [MaybeUninit<State>; 2 * CELLS],
    len: usize,
}

impl Stack {
    #[inline(always)]
    pub(super) fn new() -> Self {
        Stack {
            states: [const { MaybeUninit::uninit() }; 2 * CELLS],
            len: 0,
        }
    }

    /// Saves `state`; returns the saved copy, to change.
    #[inline(always)]
    pub(super) fn push(&mut self, state: State) -> &mut State {
        let slot = self.states[self.len].write(state);
        self.len += 1;
        slot
    }

    /// How many states are saved.
    #[inline(always)]
    pub(super) fn len(&self) -> usize {
        self.len
    }

    #[inline(always)]
    pub(super) fn pop(&mut self) -> Option<State> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        // SAFETY: every slot below the old `len` was written by `push`.
        Some(unsafe { self.states[self.len].assume_init_read() })
    }
}
