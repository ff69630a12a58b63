//! 9x9 variants whose rules are all houses (boxes or jigsaw regions, the
//! diagonals, the windoku windows) get the classic logic's full depth: its
//! techniques read their houses from a [`Layout`], so the variant's houses
//! become one, and its steps (chains and forcing chains included, with
//! their length-dependent scores) come back as variant steps. The
//! uniqueness techniques check their swap on every house
//! ([`crate::logic::uniqueness`]), so they work on jigsaws, diagonals and
//! windokus too.

use super::{Board, VariantStep};
use crate::grid::Grid;
use crate::logic::forcing::Work;
use crate::logic::layout::Layout;
use crate::logic::model::Model;
use crate::logic::{Marks, Techniques, next_step_of};
use crate::variant::Variant;
use crate::variant::shape::region_cells;

/// The variant's houses as a classic layout, when it is a 9x9 without
/// knight, king, non-consecutive or cage rules.
pub(crate) fn layout_of(variant: &Variant) -> Option<Layout> {
    if variant.size != 9 || !variant.rules_are_houses() {
        return None;
    }
    let mut regions = [0u8; 81];
    for (region, cells) in region_cells(9, &variant.regions).iter().enumerate() {
        for &cell in cells {
            regions[usize::from(cell)] = region as u8;
        }
    }
    let extra: Vec<[u8; 9]> = variant.shape.houses[27..]
        .iter()
        .map(|house| std::array::from_fn(|i| house[i] as u8))
        .collect();
    Layout::new(&regions, &extra)
}

/// The simplest classic step on `board`, whose variant has `layout`, with
/// `techniques` only, its forcing chains spending `work`.
pub(crate) fn next_step(
    layout: &Layout,
    board: &Board<'_>,
    work: &mut Work<'_>,
    techniques: Techniques,
) -> Option<VariantStep> {
    let digits: [u8; 81] = board.digits().try_into().ok()?;
    let grid = Grid::from_cells(digits).ok()?;
    let mut marks = Marks::from_grid_on(layout, &grid);
    for cell in (0..81).filter(|&c| board.value(c) == 0) {
        for d in 1..=9 {
            if !board.has(cell, d) && marks.has(cell, d) {
                marks.eliminate(cell, d);
            }
        }
    }
    next_step_of(&marks, work, techniques).map(|step| VariantStep::from(&step))
}
