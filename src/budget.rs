//! Work budgets: how much a single search may do before it gives up.
//!
//! A search on a 9x9 grid always ends, but counting the solutions of a
//! nearly empty grid up to a huge limit would take longer than any host can
//! wait. Every search therefore carries a guess budget; when it runs out the
//! search stops and says so instead of answering. The default is far above
//! what any puzzle with few solutions needs (the hardest known puzzles take
//! well under a million guesses even in the reference engine) and bounds a
//! call to a couple of seconds on a desktop CPU.

/// Guesses a search may make under the default budget: 2^22 = 4,194,304.
pub const DEFAULT_MAX_GUESSES: u64 = 1 << 22;

/// The default work of a variant search, in guesses times cells: a guess
/// costs more on a bigger grid and with more rules (up to about 5 us at
/// 9x9-12x12 and 12 us at 16x16 with non-consecutive and king rules on
/// our 2-core VM), so the default is [`variant_max_guesses`] of the size,
/// which keeps any call within a few seconds.
pub const VARIANT_DEFAULT_WORK: u64 = 1 << 26;

/// The default guesses of a variant search at `size`:
/// [`VARIANT_DEFAULT_WORK`] / (size * size), at most
/// [`DEFAULT_MAX_GUESSES`] (828,504 at 9x9, 262,144 at 16x16).
pub const fn variant_max_guesses(size: usize) -> u64 {
    let cells = (size * size) as u64;
    let guesses = VARIANT_DEFAULT_WORK / if cells == 0 { 1 } else { cells };
    if guesses < DEFAULT_MAX_GUESSES {
        guesses
    } else {
        DEFAULT_MAX_GUESSES
    }
}

/// A solution count made under a guess budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoundedCount {
    /// Solutions found: exact (up to the limit) unless `exhausted`, and
    /// otherwise a lower bound.
    pub solutions: u64,
    /// The budget ran out before the count could finish.
    pub exhausted: bool,
}
