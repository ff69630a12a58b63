//! Wings: XY-Wing, XYZ-Wing and W-Wing, on every [`Model`] (a cell sees
//! another by any rule of the board).

use super::model::{Model, strong_links};
use super::step::{Step, Technique};
use crate::geometry::{digit_bit, lowest_digit};

/// Removes `digit` from every open cell seeing all of `cells`.
pub(super) fn eliminate_seen_by(
    model: &impl Model,
    cells: &[usize],
    digit: u8,
) -> Vec<(usize, u8)> {
    let n = model.size();
    (0..n * n)
        .filter(|&c| {
            !cells.contains(&c) && model.has(c, digit) && cells.iter().all(|&p| model.sees(c, p))
        })
        .map(|c| (c, digit))
        .collect()
}

/// The open cells holding `count` candidates, in cell order.
fn open_with(model: &impl Model, count: u32) -> Vec<usize> {
    let n = model.size();
    (0..n * n)
        .filter(|&c| model.candidates(c).count_ones() == count)
        .collect()
}

/// A pivot {x,y} seeing pincers {x,z} and {y,z}: z leaves the cells that
/// see both pincers (`xyz`: the pivot is {x,y,z} and must be seen too).
pub fn xy_wing(model: &impl Model, xyz: bool) -> Option<Step> {
    let technique = if xyz {
        Technique::XyzWing
    } else {
        Technique::XyWing
    };
    let pairs = open_with(model, 2);
    let pivots = if xyz {
        open_with(model, 3)
    } else {
        pairs.clone()
    };
    for &pivot in &pivots {
        let p = model.candidates(pivot);
        for (i, &a) in pairs.iter().enumerate() {
            for &b in &pairs[i + 1..] {
                if !model.sees(pivot, a) || !model.sees(pivot, b) {
                    continue;
                }
                let (ca, cb) = (model.candidates(a), model.candidates(b));
                let z = ca & cb;
                let fits = if xyz {
                    z.count_ones() == 1 && ca | cb == p && ca != cb
                } else {
                    z.count_ones() == 1 && z & p == 0 && (ca | cb) & !z == p
                };
                if !fits {
                    continue;
                }
                let pattern = if xyz { vec![pivot, a, b] } else { vec![a, b] };
                let step = Step::eliminating(
                    technique,
                    Vec::new(),
                    vec![pivot, a, b],
                    eliminate_seen_by(model, &pattern, lowest_digit(z)),
                );
                if step.is_some() {
                    return step;
                }
            }
        }
    }
    None
}

/// Two {x,y} cells that do not see each other, joined by a strong link on
/// x (a house where x fits only two cells, one seeing each): y leaves the
/// cells that see both.
pub fn w_wing(model: &impl Model) -> Option<Step> {
    let pairs = open_with(model, 2);
    // Each digit's strong links over every house, found once.
    let links: Vec<Vec<(usize, [usize; 2])>> = (1..=model.size() as u8)
        .map(|d| strong_links(model, d, 0..model.house_count()))
        .collect();
    for (i, &a) in pairs.iter().enumerate() {
        for &b in &pairs[i + 1..] {
            let mask = model.candidates(a);
            if model.candidates(b) != mask || model.sees(a, b) {
                continue;
            }
            for x in (1..=model.size() as u8).filter(|&d| mask & digit_bit(d) != 0) {
                let y = lowest_digit(mask & !digit_bit(x));
                for &(house, link) in &links[usize::from(x - 1)] {
                    if link.contains(&a) || link.contains(&b) {
                        continue;
                    }
                    let joined = (model.sees(link[0], a) && model.sees(link[1], b))
                        || (model.sees(link[0], b) && model.sees(link[1], a));
                    if !joined {
                        continue;
                    }
                    let step = Step::eliminating(
                        Technique::WWing,
                        vec![house],
                        vec![a, b, link[0], link[1]],
                        eliminate_seen_by(model, &[a, b], y),
                    );
                    if step.is_some() {
                        return step;
                    }
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::sees;
    use crate::logic::marks::tests::{only, with_eliminations};

    #[test]
    fn an_xy_wing_removes_z_from_cells_seeing_both_pincers() {
        // Pivot r1c1 {1,2}; pincers r1c5 {1,3} and r5c1 {2,3}: r5c5 sees both.
        let marks = with_eliminations(&[only(0, 0b011), only(4, 0b101), only(36, 0b110)]);
        let step = xy_wing(&marks, false).unwrap();
        assert_eq!(step.technique, Technique::XyWing);
        assert_eq!(step.eliminations, [(40, 3)]);
    }

    #[test]
    fn an_xyz_wing_needs_cells_seeing_all_three() {
        // Pivot r1c1 {1,2,3}; pincers r1c3 {1,3} (same box and row) and
        // r2c1... use r3c2 {2,3} in the box: r1c2 sees all three.
        let marks = with_eliminations(&[only(0, 0b111), only(2, 0b101), only(19, 0b110)]);
        let step = xy_wing(&marks, true).unwrap();
        assert_eq!(step.technique, Technique::XyzWing);
        assert!(step.eliminations.contains(&(1, 3)));
        assert!(
            step.eliminations
                .iter()
                .all(|&(c, d)| d == 3 && [0, 2, 19].iter().all(|&p| sees(c, p)))
        );
    }

    #[test]
    fn a_w_wing_uses_a_strong_link() {
        // r1c1 and r9c9 hold {1,2}; in row 5, 1 fits only r5c1 and r5c9.
        let mut removed = vec![only(0, 0b11), only(80, 0b11)];
        removed.extend((37..44).map(|c| (c, 0b1)));
        let marks = with_eliminations(&removed);
        let step = w_wing(&marks).unwrap();
        assert_eq!(step.houses, [4]);
        // 2 leaves r1c9 and r9c1, which see both {1,2} cells.
        assert_eq!(step.eliminations, [(8, 2), (72, 2)]);
    }
}
