//! The symmetries of the square that a variant's rules keep: the eight
//! ways to turn and mirror an N x N grid, numbered 0..8 (0 is the
//! identity), and which of them map every house onto a house and every
//! cell's peers onto its image's peers. A search uses them to carry what
//! it learned about one cell to the cells that mirror it.

/// Where map `k` (0..8) takes `cell` on an `n` x `n` grid: transposed
/// when bit 2 is set, then rows reversed (bit 0), then columns (bit 1).
pub(super) fn map_cell(k: u32, n: usize, cell: usize) -> usize {
    let (mut r, mut c) = (cell / n, cell % n);
    if k & 4 != 0 {
        (r, c) = (c, r);
    }
    if k & 1 != 0 {
        r = n - 1 - r;
    }
    if k & 2 != 0 {
        c = n - 1 - c;
    }
    r * n + c
}

/// The maps (bit k for map k) under which the houses (as cell bits) are
/// the same set of houses and each cell's peers map onto its image's
/// peers. Orthogonal neighbours, for non-consecutive, are kept by all
/// eight. Cages are not looked at: a caller with cages uses none.
pub(super) fn kept_maps(n: usize, houses: &[[u64; 4]], peers: &[[u64; 4]]) -> u8 {
    let image = |k: u32, bits: &[u64; 4]| {
        let mut out = [0u64; 4];
        for cell in (0..n * n).filter(|&c| bits[c / 64] >> (c % 64) & 1 != 0) {
            let to = map_cell(k, n, cell);
            out[to / 64] |= 1 << (to % 64);
        }
        out
    };
    (0..8u32)
        .filter(|&k| {
            houses.iter().all(|h| houses.contains(&image(k, h)))
                && (0..n * n).all(|c| image(k, &peers[c]) == peers[map_cell(k, n, c)])
        })
        .fold(0, |m, k| m | 1 << k)
}

#[cfg(test)]
mod tests {
    use super::super::Variant;
    use super::*;

    /// The maps each geometry keeps, from the variant's shape.
    #[test]
    fn each_geometry_keeps_the_maps_of_its_houses() {
        for (text, kept) in [
            ("size 9", 0xff),
            ("size 9\nrules diagonal anti-king non-consecutive", 0xff),
            ("size 9\nrules windoku anti-knight", 0xff),
            // 2x3 boxes: turning a quarter makes them 3x2.
            ("size 6", 0b1111),
            ("size 6\nrules diagonal", 0b1111),
        ] {
            let v = Variant::parse(text).unwrap();
            let shape = &v.shape;
            assert_eq!(
                kept_maps(v.size(), &shape.house_bits, &shape.peer_bits),
                kept,
                "{text}"
            );
        }
        // Each map is a permutation, and 4 and 7 are the two transposes.
        for k in 0..8 {
            let mut seen: Vec<usize> = (0..36).map(|c| map_cell(k, 6, c)).collect();
            seen.sort_unstable();
            assert_eq!(seen, (0..36).collect::<Vec<_>>());
        }
        assert_eq!(map_cell(4, 9, 1), 9);
        assert_eq!(map_cell(7, 9, 0), 80);
    }
}
