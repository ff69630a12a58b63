//! The symmetries of the square that a variant's rules keep: the eight
//! ways to turn and mirror an N x N grid, numbered 0..8 (0 is the
//! identity), and which of them map every house onto a house and every
//! cell's peers onto its image's peers. A search uses them to carry what
//! it learned about one cell to the cells that mirror it.

use super::Regions;

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

/// The maps (bit k for map k) that keep a grid of `regions`' houses and
/// peers, cages aside (a caller with cages uses none). Rows and columns,
/// the diagonals, the windows, knight and king moves and orthogonal
/// neighbours are kept by all eight; boxes of r x c cells by the four
/// that do not transpose, and by all when square; jigsaw regions by the
/// maps that take each region onto one.
pub(super) fn kept_maps(n: usize, regions: &Regions) -> u8 {
    match regions {
        Regions::Boxes { rows, cols } if rows == cols => 0xff,
        Regions::Boxes { .. } => 0x0f,
        Regions::Jigsaw(of) => (0..8u32)
            .filter(|&k| {
                // Region of a cell -> region of its image, one to one.
                let mut onto = [u8::MAX; 16];
                (0..n * n).all(|c| {
                    let (from, to) = (usize::from(of[c]), of[map_cell(k, n, c)]);
                    let seen = onto[from] == u8::MAX || onto[from] == to;
                    onto[from] = to;
                    seen
                })
            })
            .fold(0, |m, k| m | 1 << k),
    }
}

#[cfg(test)]
mod tests {
    use super::super::Variant;
    use super::*;

    /// The maps under which the shape's houses (as cell bits) are the same
    /// set of houses and each cell's peers map onto its image's peers,
    /// found by trying every house and cell.
    fn kept_by_trial(v: &Variant) -> u8 {
        let (n, shape) = (v.size(), &v.shape);
        let image = |k: u32, bits: &[u64; 4]| {
            let mut out = [0u64; 4];
            for cell in (0..n * n).filter(|&c| bits[c / 64] >> (c % 64) & 1 != 0) {
                let to = map_cell(k, n, cell);
                out[to / 64] |= 1 << (to % 64);
            }
            out
        };
        let (houses, peers) = (&shape.house_bits, &shape.peer_bits);
        (0..8u32)
            .filter(|&k| {
                houses.iter().all(|h| houses.contains(&image(k, h)))
                    && (0..n * n).all(|c| image(k, &peers[c]) == peers[map_cell(k, n, c)])
            })
            .fold(0, |m, k| m | 1 << k)
    }

    /// The maps each geometry keeps, as its shape records them, against
    /// trying every house and cell: every size and rule, and jigsaws.
    #[test]
    fn each_geometry_keeps_the_maps_of_its_houses() {
        let mut checked = 0;
        for size in [4, 6, 8, 9, 10, 12, 16] {
            for rules in [
                "",
                "diagonal",
                "windoku",
                "anti-knight anti-king non-consecutive",
            ] {
                let Ok(v) = Variant::parse(&format!("size {size}\nrules {rules}")) else {
                    continue;
                };
                assert_eq!(v.shape.kept_maps, kept_by_trial(&v), "{size} {rules}");
                checked += 1;
            }
        }
        assert!(checked >= 20, "{checked}");
        assert_eq!(Variant::parse("size 9").unwrap().shape.kept_maps, 0xff);
        assert_eq!(Variant::parse("size 6").unwrap().shape.kept_maps, 0x0f);
        // Jigsaws: a mirrored layout, a turned one, and generated ones.
        let mirrored = "size 4\nregions AABB ACDB ACDB CCDD";
        let turned = "size 4\nregions AAAB CCAB CDBB CDDD";
        for text in [mirrored, turned] {
            let v = Variant::parse(text).unwrap();
            assert_ne!(v.shape.kept_maps, 1, "{text}");
            assert_eq!(v.shape.kept_maps, kept_by_trial(&v), "{text}");
        }
        for seed in 0..6 {
            let template = Variant::template("size 6\nrules diagonal").unwrap();
            let v = super::super::generate_jigsaw(&template, seed, 3).unwrap();
            assert_eq!(v.shape.kept_maps, kept_by_trial(&v), "{seed}");
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
