//! Sets of cells as bits (bit i = cell i), for patterns over many cells.

/// Cells as bits (bit i = cell i).
pub type Cells = u128;

/// The cells every cell of `cells` sees, given each cell's `peers`
/// (every cell when `cells` is empty).
pub fn seen_by_all<C: CellSet>(cells: C, peers: &[C]) -> C {
    cells
        .cells_from(0)
        .fold(C::ALL, |seen, cell| seen.and(peers[cell]))
}

/// The cells of a set, in reading order.
pub fn cells_of(cells: Cells) -> impl Iterator<Item = usize> {
    let mut rest = cells;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let cell = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            cell
        })
    })
}

/// A set of cells, one bit each: `u128` on a 9x9, `[u64; 4]` on a board of
/// up to 256 cells. The shared techniques ([`super::model::Model`]) search
/// over these.
pub trait CellSet: Copy + Eq + std::hash::Hash {
    /// No cell.
    const EMPTY: Self;
    /// Every cell the set can hold.
    const ALL: Self;

    /// The set with `cell` added.
    fn with(self, cell: usize) -> Self;

    /// Adds `cell` in place: in loops that build many sets, cheaper than
    /// [`CellSet::with`] on wide sets, whose copy the compiler may store
    /// in part and load whole, which stalls.
    fn insert(&mut self, cell: usize) {
        *self = self.with(cell);
    }

    /// Whether `cell` is in the set.
    fn has(self, cell: usize) -> bool;

    /// The cells in both sets.
    fn and(self, other: Self) -> Self;

    /// The cells in either set.
    fn or(self, other: Self) -> Self;

    /// The cells of the set but not of `other`.
    fn without(self, other: Self) -> Self;

    /// How many cells the set holds.
    fn count(self) -> u32;

    /// The cells of the set from `from` on, in order.
    fn cells_from(self, from: usize) -> impl Iterator<Item = usize>;

    /// The cells below 128 as bits (all of a 9x9's), as a chain's group
    /// node gives them ([`super::ChainNode::group`]).
    fn low_bits(self) -> u128;

    /// Whether the set holds no cell.
    fn is_empty(self) -> bool {
        self == Self::EMPTY
    }

    /// Whether every cell of the set is in `other`.
    fn within(self, other: Self) -> bool {
        self.and(other) == self
    }
}

impl CellSet for u128 {
    const EMPTY: Self = 0;
    const ALL: Self = !0;

    fn with(self, cell: usize) -> Self {
        self | 1 << cell
    }

    fn has(self, cell: usize) -> bool {
        self >> cell & 1 != 0
    }

    fn and(self, other: Self) -> Self {
        self & other
    }

    fn or(self, other: Self) -> Self {
        self | other
    }

    fn without(self, other: Self) -> Self {
        self & !other
    }

    fn count(self) -> u32 {
        self.count_ones()
    }

    fn cells_from(self, from: usize) -> impl Iterator<Item = usize> {
        cells_of(if from >= 128 { 0 } else { self & !0 << from })
    }

    fn low_bits(self) -> u128 {
        self
    }
}

impl CellSet for [u64; 4] {
    const EMPTY: Self = [0; 4];
    const ALL: Self = [!0; 4];

    fn with(mut self, cell: usize) -> Self {
        self.insert(cell);
        self
    }

    fn insert(&mut self, cell: usize) {
        self[cell / 64] |= 1 << (cell % 64);
    }

    fn has(self, cell: usize) -> bool {
        self[cell / 64] >> (cell % 64) & 1 != 0
    }

    fn and(self, o: Self) -> Self {
        [
            self[0] & o[0],
            self[1] & o[1],
            self[2] & o[2],
            self[3] & o[3],
        ]
    }

    fn or(self, o: Self) -> Self {
        [
            self[0] | o[0],
            self[1] | o[1],
            self[2] | o[2],
            self[3] | o[3],
        ]
    }

    fn without(self, o: Self) -> Self {
        [
            self[0] & !o[0],
            self[1] & !o[1],
            self[2] & !o[2],
            self[3] & !o[3],
        ]
    }

    fn count(self) -> u32 {
        self.iter().map(|w| w.count_ones()).sum()
    }

    fn low_bits(self) -> u128 {
        u128::from(self[0]) | u128::from(self[1]) << 64
    }

    fn cells_from(self, from: usize) -> impl Iterator<Item = usize> {
        (from / 64..4).flat_map(move |word| {
            let mut bits = if word == from / 64 {
                self[word] & !0u64 << (from % 64)
            } else {
                self[word]
            };
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let cell = word * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    cell
                })
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both kinds of set agree with a plain list of cells.
    fn lists<S: CellSet + std::fmt::Debug>(cells: &[usize]) {
        let set = cells.iter().fold(S::EMPTY, |s, &c| s.with(c));
        let mut inserted = S::EMPTY;
        for &cell in cells {
            inserted.insert(cell);
        }
        assert_eq!(inserted, set);
        for from in 0..130 {
            let want: Vec<usize> = cells.iter().copied().filter(|&c| c >= from).collect();
            assert_eq!(
                set.cells_from(from).collect::<Vec<_>>(),
                want,
                "from {from}"
            );
        }
        assert!(cells.iter().all(|&c| set.has(c)));
        assert!(!set.has(5) && !set.has(127));
        let other = S::EMPTY.with(3).with(64);
        assert_eq!(set.and(other), S::EMPTY.with(3));
        assert_eq!(set.or(other), set.with(64));
        assert_eq!(set.without(other).with(3), set);
        assert_eq!(set.count() as usize, cells.len());
        assert_eq!(set.without(other).count() as usize, cells.len() - 1);
        assert_eq!(S::ALL.and(set), set);
        assert!(set.within(S::ALL) && !S::ALL.within(set));
        assert!(S::EMPTY.is_empty() && !set.is_empty());
    }

    #[test]
    fn cell_sets_list_their_cells_from_a_start() {
        lists::<u128>(&[0, 3, 17, 63, 80, 126]);
        lists::<[u64; 4]>(&[0, 3, 17, 63, 80, 126]);
        let wide = [3, 17, 63, 200].into_iter().fold([0; 4], CellSet::with);
        assert_eq!(wide.cells_from(64).collect::<Vec<_>>(), [200]);
        assert_eq!(wide.cells_from(201).count(), 0);
    }
}
