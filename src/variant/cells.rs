//! Sets of cells as bits (cell i at bit i % 64 of word i / 64), in `W`
//! words: 2 for grids up to 128 cells (10x10), 4 up to 256 (16x16), so
//! that small grids pay for no more words than they use.

/// A set of cells in `W` 64-bit words.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Cells<const W: usize>(pub(super) [u64; W]);

impl<const W: usize> Cells<W> {
    /// No cell.
    pub(super) const NONE: Self = Cells([0; W]);

    /// The first `W` words of a 256-cell set (the rest must be empty).
    pub(super) fn from_bits(bits: &[u64; 4]) -> Self {
        debug_assert!(bits[W..].iter().all(|&w| w == 0));
        Cells(std::array::from_fn(|i| bits[i]))
    }

    /// Cells 0..n.
    pub(super) fn first_n(n: usize) -> Self {
        Cells(std::array::from_fn(|i| match n.saturating_sub(64 * i) {
            0 => 0,
            k if k >= 64 => u64::MAX,
            k => (1 << k) - 1,
        }))
    }

    /// The one cell.
    pub(super) fn one(cell: usize) -> Self {
        let mut out = Self::NONE;
        out.insert(cell);
        out
    }

    pub(super) fn and(self, o: Self) -> Self {
        Cells(std::array::from_fn(|i| self.0[i] & o.0[i]))
    }

    pub(super) fn or(self, o: Self) -> Self {
        Cells(std::array::from_fn(|i| self.0[i] | o.0[i]))
    }

    /// The cells of `self` not in `o`.
    pub(super) fn minus(self, o: Self) -> Self {
        Cells(std::array::from_fn(|i| self.0[i] & !o.0[i]))
    }

    pub(super) fn xor(self, o: Self) -> Self {
        Cells(std::array::from_fn(|i| self.0[i] ^ o.0[i]))
    }

    pub(super) fn any(self) -> bool {
        self.0.iter().any(|&w| w != 0)
    }

    pub(super) fn none(self) -> bool {
        !self.any()
    }

    /// Whether both share a cell.
    pub(super) fn meets(self, o: Self) -> bool {
        self.and(o).any()
    }

    pub(super) fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// Whether the set holds exactly one cell.
    pub(super) fn single(self) -> bool {
        let (mut more, mut words) = (0, 0);
        for w in self.0 {
            more |= w & w.wrapping_sub(1);
            words += u32::from(w != 0);
        }
        more == 0 && words == 1
    }

    pub(super) fn has(self, cell: usize) -> bool {
        self.0[cell / 64] >> (cell % 64) & 1 != 0
    }

    pub(super) fn insert(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }

    pub(super) fn remove(&mut self, cell: usize) {
        self.0[cell / 64] &= !(1 << (cell % 64));
    }

    /// The lowest cell, if any.
    pub(super) fn first(self) -> Option<usize> {
        self.0
            .iter()
            .position(|&w| w != 0)
            .map(|i| i * 64 + self.0[i].trailing_zeros() as usize)
    }

    /// Every cell, ascending.
    pub(super) fn iter(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(i, w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let bit = w.trailing_zeros() as usize;
                    w &= w - 1;
                    i * 64 + bit
                })
            })
        })
    }

    /// Each cell moved `k` (1..64) places up: cell i to i + k.
    pub(super) fn up(self, k: u32) -> Self {
        Cells(std::array::from_fn(|i| {
            let carry = if i == 0 { 0 } else { self.0[i - 1] >> (64 - k) };
            self.0[i] << k | carry
        }))
    }

    /// Each cell moved `k` (1..64) places down: cell i to i - k.
    pub(super) fn down(self, k: u32) -> Self {
        Cells(std::array::from_fn(|i| {
            let carry = if i + 1 == W {
                0
            } else {
                self.0[i + 1] << (64 - k)
            };
            self.0[i] >> k | carry
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_shift_across_words_and_list_their_cells() {
        let mut s = Cells::<4>::NONE;
        for cell in [0, 63, 64, 130, 255] {
            s.insert(cell);
        }
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 63, 64, 130, 255]);
        assert_eq!(s.count(), 5);
        assert_eq!(s.first(), Some(0));
        assert_eq!(s.up(9).iter().collect::<Vec<_>>(), vec![9, 72, 73, 139]);
        assert_eq!(s.down(1).iter().collect::<Vec<_>>(), vec![62, 63, 129, 254]);
        assert!(Cells::<2>::one(100).single() && !s.single() && !Cells::<2>::NONE.single());
        assert_eq!(Cells::<2>::first_n(81).count(), 81);
        assert_eq!(Cells::<4>::first_n(256).count(), 256);
        assert!(s.minus(s).none() && s.xor(Cells::NONE) == s);
    }
}
