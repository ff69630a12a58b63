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

/// A solution count made under a guess budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoundedCount {
    /// Solutions found: exact (up to the limit) unless `exhausted`, and
    /// otherwise a lower bound.
    pub solutions: u64,
    /// The budget ran out before the count could finish.
    pub exhausted: bool,
}
