//! The steps of the listed rules ([`crate::variant::rules`]): a cell's
//! candidate that no candidate of its partner under a rule's pair allows
//! is false ("thermo", "kropki pair", "XV pair", ...).

use super::{Board, VariantStep};
use crate::logic::model::OwnRule;

/// The candidates of one rule's pairs that their partners allow none of,
/// with the rule's technique: the first rule (in the order listed) that
/// has any.
pub(super) fn pair_step(board: &Board<'_>) -> Option<VariantStep> {
    let variant = board.variant;
    let mut rule = None;
    let mut cells = Vec::new();
    let mut eliminations = Vec::new();
    for arc in &variant.shape.relations.arcs {
        if rule.is_some_and(|r| r != arc.rule) {
            continue;
        }
        let removed = unsupported(board, arc);
        if removed.is_empty() {
            continue;
        }
        rule = Some(arc.rule);
        for cell in [arc.from, arc.to].map(usize::from) {
            if !cells.contains(&cell) {
                cells.push(cell);
            }
        }
        eliminations.extend(removed);
    }
    eliminations.sort_unstable();
    eliminations.dedup();
    let technique = variant.constraints[usize::from(rule?)].rule().technique()?;
    VariantStep::eliminating(technique, Vec::new(), cells, eliminations)
}

/// The candidates (cell, digit) of `arc`'s open `to` that no candidate of
/// its open `from` allows.
fn unsupported(board: &Board<'_>, arc: &crate::variant::rules::Arc) -> Vec<(usize, u8)> {
    let (from, to) = (usize::from(arc.from), usize::from(arc.to));
    if board.value(to) != 0 || board.value(from) != 0 {
        return Vec::new();
    }
    let mut removed = board.candidates(to) & !arc.support(board.candidates(from));
    let mut out = Vec::new();
    while removed != 0 {
        out.push((to, removed.trailing_zeros() as u8 + 1));
        removed &= removed - 1;
    }
    out
}

/// The pairs as forcing chains follow them
/// ([`crate::logic::model::Trial::own_rule`]): the first arc's
/// candidates its partner allows none of.
pub(super) fn own_rule(board: &Board<'_>) -> Option<OwnRule> {
    board.variant.shape.relations.arcs.iter().find_map(|arc| {
        let eliminations = unsupported(board, arc);
        (!eliminations.is_empty()).then(|| OwnRule::Removes {
            cells: vec![usize::from(arc.from)],
            eliminations,
        })
    })
}
