//! Sets of a variant's cells as bitsets (up to 256 cells, one bit each),
//! for the patterns that search over cells: ALS and the big wings.

/// A set of cells, one bit each.
pub(super) type Cells = [u64; 4];

/// `set` with `cell` added.
pub(super) fn with(mut set: Cells, cell: usize) -> Cells {
    set[cell / 64] |= 1 << (cell % 64);
    set
}

pub(super) fn and(a: Cells, b: Cells) -> Cells {
    [a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]]
}

pub(super) fn or(a: Cells, b: Cells) -> Cells {
    [a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]]
}

pub(super) fn is_empty(a: Cells) -> bool {
    a == [0; 4]
}

/// Whether every cell of `a` is in `b`.
pub(super) fn within(a: Cells, b: Cells) -> bool {
    and(a, b) == a
}

/// The cells of `set` from `from` on, in order.
pub(super) fn cells_from(set: Cells, from: usize) -> impl Iterator<Item = usize> {
    (from / 64..4).flat_map(move |word| {
        let mut bits = if word == from / 64 {
            set[word] & !0u64 << (from % 64)
        } else {
            set[word]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_from_lists_the_cells_at_or_after_a_start() {
        let set = [3, 17, 63, 200].into_iter().fold([0; 4], with);
        assert_eq!(cells_from(set, 0).collect::<Vec<_>>(), [3, 17, 63, 200]);
        assert_eq!(cells_from(set, 17).collect::<Vec<_>>(), [17, 63, 200]);
        assert_eq!(cells_from(set, 64).collect::<Vec<_>>(), [200]);
        assert_eq!(cells_from(set, 201).count(), 0);
        assert_eq!(or(with([0; 4], 1), with([0; 4], 130)), [2, 0, 4, 0]);
    }
}
