//! XY- and XYZ-Wings over a variant's peers (which include its cages and
//! knight or king moves).

use super::{Board, VariantStep, digits};
use crate::logic::Technique;

/// A pivot {x,y} (with `xyz`: {x,y,z}) seeing pincers {x,z} and {y,z}:
/// cells seeing both pincers (and, with `xyz`, the pivot) lose z.
pub(super) fn xy_wing(board: &Board<'_>, xyz: bool) -> Option<VariantStep> {
    let (technique, pivot_size) = if xyz {
        (Technique::XyzWing, 3)
    } else {
        (Technique::XyWing, 2)
    };
    let shape = &board.variant.shape;
    for pivot in (0..board.cells()).filter(|&c| board.value(c) == 0) {
        let pc = board.candidates(pivot);
        if pc.count_ones() != pivot_size {
            continue;
        }
        let pincers: Vec<usize> = shape.peers[pivot]
            .iter()
            .map(|&p| usize::from(p))
            .filter(|&p| board.value(p) == 0 && board.candidates(p).count_ones() == 2)
            .filter(|&p| (board.candidates(p) & pc).count_ones() == 1 || xyz)
            .collect();
        for (i, &a) in pincers.iter().enumerate() {
            for &b in &pincers[i + 1..] {
                let (ca, cb) = (board.candidates(a), board.candidates(b));
                let z = ca & cb;
                if ca == cb || z.count_ones() != 1 {
                    continue;
                }
                let fits = if xyz {
                    ca | cb == pc
                } else {
                    z & pc == 0 && (ca | cb) & !z == pc
                };
                if !fits {
                    continue;
                }
                let d = digits(z).next()?;
                let eliminations: Vec<(usize, u8)> = (0..board.cells())
                    .filter(|&c| c != pivot && c != a && c != b && board.value(c) == 0)
                    .filter(|&c| board.candidates(c) & z != 0)
                    .filter(|&c| board.sees(c, a) && board.sees(c, b))
                    .filter(|&c| !xyz || board.sees(c, pivot))
                    .map(|c| (c, d))
                    .collect();
                if let Some(step) =
                    VariantStep::eliminating(technique, Vec::new(), vec![pivot, a, b], eliminations)
                {
                    return Some(step);
                }
            }
        }
    }
    None
}
