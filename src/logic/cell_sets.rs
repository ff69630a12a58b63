//! Sets of cells as bits (bit i = cell i), for patterns over many cells.

use crate::geometry::CELLS;

/// Cells as bits (bit i = cell i).
pub type Cells = u128;

/// The cells every cell of `cells` sees (every cell when `cells` is empty).
pub fn seen_by_all(cells: Cells, peers: &[Cells; CELLS]) -> Cells {
    let mut seen = !0;
    let mut rest = cells;
    while rest != 0 {
        let cell = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        seen &= peers[cell];
    }
    seen
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
