//! Aligned pair exclusion: two open cells of a house cannot take a pair of
//! digits {a,b} when a third cell seeing both holds only a and b (it would
//! be left empty). A digit of one cell that every combination with the
//! other cell's digits rules out is removed. On every [`Model`]: a cell
//! sees another by any rule of the board (rules that rule out more pairs,
//! such as non-consecutive neighbours, are left unused, which is sound).

use super::model::Model;
use super::step::{Step, Technique};
use crate::geometry::digit_bit;

/// The first aligned pair exclusion, houses in order and cells in house
/// order within them.
pub fn aligned_pair_exclusion(model: &impl Model) -> Option<Step> {
    // The open cells that two digits could empty, in cell order.
    let n = model.size();
    let small: Vec<usize> = (0..n * n)
        .filter(|&c| (1..=2).contains(&model.candidates(c).count_ones()))
        .collect();
    for house in 0..model.house_count() {
        let open: Vec<usize> = model
            .house(house)
            .filter(|&c| model.candidates(c) != 0)
            .collect();
        for (i, &a) in open.iter().enumerate() {
            for &b in &open[i + 1..] {
                if let Some(step) = exclude(model, &small, house, a, b) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The exclusion for cells `a` and `b` of `house`, if it removes anything.
fn exclude(model: &impl Model, small: &[usize], house: usize, a: usize, b: usize) -> Option<Step> {
    // Cells seeing both whose candidates could be emptied by two digits.
    let n = model.size();
    let blockers: Vec<usize> = small
        .iter()
        .copied()
        .filter(|&c| c != a && c != b && model.sees(c, a) && model.sees(c, b))
        .collect();
    if blockers.is_empty() {
        return None;
    }
    let (ma, mb) = (model.candidates(a), model.candidates(b));
    let blocked = |x: u8, y: u8| {
        let pair = digit_bit(x) | digit_bit(y);
        blockers
            .iter()
            .find(|&&c| model.candidates(c) == pair)
            .copied()
    };
    let mut used = Vec::new();
    let mut removed = Vec::new();
    for (cell, mine, theirs, first) in [(a, ma, mb, true), (b, mb, ma, false)] {
        for x in (1..=n as u8).filter(|&d| mine & digit_bit(d) != 0) {
            let mut why = Vec::new();
            let excluded = (1..=n as u8)
                .filter(|&y| theirs & digit_bit(y) != 0 && y != x)
                .all(|y| {
                    let (p, q) = if first { (x, y) } else { (y, x) };
                    blocked(p, q).map(|c| why.push(c)).is_some()
                });
            if excluded {
                removed.push((cell, x));
                used.extend(why);
            }
        }
    }
    used.sort_unstable();
    used.dedup();
    let mut cells = vec![a, b];
    cells.extend(used);
    Step::eliminating(Technique::AlignedPairExclusion, vec![house], cells, removed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::assert_simplest;

    #[test]
    fn an_aligned_pair_excludes_a_digit_every_combination_of_which_empties_a_cell() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            ".2..567...2..5678.....5678...3..............9...4......2.....8..2..56.8.1............56...1................9.2............67.........8...3.........4.........5.7....3.......2.4.6.8....4.6.8.1.............67......5.....2.....89.2...6.8.......7.91.........2...678......678....4...8.....5......3.......2.4...89.2.....8......6..9...45............9....5..8.......7...2............6......4...8.1..........3.......2.4.6....2...6.8...3.........4...8.1................9......7...2..5........56...........9..3......1............5.......4......2............6.........7.........8......67.......67...2...............9.......8.1............5......3.........4............8....45.......45.........6.....3............7..1................9.2.......",
            "257394861619278345384165927176453289598726413423819756931542678762981534845637192",
            Technique::AlignedPairExclusion,
            &[(2, 5)],
            6.2,
        );
        assert_eq!(step.cells, [2, 20, 9, 38, 74]);
        assert_eq!(step.houses, [11]);
        assert_eq!(
            step.notation(),
            "Aligned pair exclusion 5 in r1c3,r2c1,r3c3,r5c3,r9c3 => r1c3<>5"
        );
    }
}
