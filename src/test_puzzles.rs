//! Puzzles shared by the unit tests.

/// The classic puzzle (Wikipedia's, LeetCode 37's): singles alone solve it.
pub(crate) const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The solution of [`CLASSIC`].
pub(crate) const CLASSIC_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A puzzle that needs guessing (no chain of singles solves it).
pub(crate) const HARD: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

/// A puzzle built against brute force: its solution's first row is
/// 987654321, the last any smallest-digit-first search tries.
pub(crate) const ANTI_BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
