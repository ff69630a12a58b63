//! Sue de Coq: two or three open cells where a box meets a row or column
//! (the intersection) hold at least two more digits than cells. Add cells
//! of the rest of the line and cells of the rest of the box, no digit in
//! both groups, so that all these cells together hold as many digits as
//! there are cells. Each of those digits is then placed exactly once among
//! them (a digit of the line group or the intersection appears at most
//! once in the line, of the box group or the intersection at most once in
//! the box, and none is in both groups). So the rest of the line loses the
//! line group's digits, the rest of the box the box group's, and both lose
//! the intersection's digits that neither group holds.

use super::marks::Marks;
use super::step::{Step, Technique};
use super::subsets::combinations;
use crate::geometry::digit_bit;

/// The first Sue de Coq: boxes (or regions) in order, then the rows,
/// columns and extra houses crossing them in two cells or more.
pub fn sue_de_coq(marks: &Marks) -> Option<Step> {
    let layout = marks.layout();
    let open = |house: usize| -> Vec<usize> {
        layout
            .house(house)
            .iter()
            .map(|&c| usize::from(c))
            .filter(|&c| marks.value(c) == 0)
            .collect()
    };
    for boxed in 18..27 {
        let in_box = open(boxed);
        let lines = (0..18).chain(27..layout.house_count());
        for line in lines.filter(|&l| layout.crossing(boxed, l).count_ones() >= 2) {
            let in_line = open(line);
            let meet: Vec<usize> = in_box
                .iter()
                .copied()
                .filter(|c| in_line.contains(c))
                .collect();
            if meet.len() < 2 {
                continue;
            }
            for size in 2..=meet.len() {
                for core in combinations(&meet, size) {
                    let found = with_core(marks, [line, boxed], &core, [&in_line, &in_box]);
                    if found.is_some() {
                        return found;
                    }
                }
            }
        }
    }
    None
}

/// The Sue de Coq on the intersection cells `core` of `houses` (line,
/// box), whose open cells are `open`.
fn with_core(
    marks: &Marks,
    houses: [usize; 2],
    core: &[usize],
    open: [&[usize]; 2],
) -> Option<Step> {
    let [in_line, in_box] = open;
    // The groups come from outside the intersection.
    let outside = |cells: &[usize], other: &[usize]| -> Vec<usize> {
        cells
            .iter()
            .copied()
            .filter(|c| !other.contains(c))
            .collect()
    };
    let (line_rest, box_rest) = (outside(in_line, in_box), outside(in_box, in_line));
    let union = |cells: &[usize]| cells.iter().fold(0u16, |m, &c| m | marks.candidates(c));
    let digits = union(core);
    if (digits.count_ones() as usize) < core.len() + 2 {
        return None;
    }
    // Group cells hold digits of the core and at most one more each.
    let fits = |c: &usize| (marks.candidates(*c) & !digits).count_ones() <= 1;
    let line_cells: Vec<usize> = line_rest.into_iter().filter(fits).collect();
    let box_cells: Vec<usize> = box_rest.into_iter().filter(fits).collect();
    for line_size in 1..=line_cells.len().min(3) {
        for line_group in combinations(&line_cells, line_size) {
            let line_digits = union(&line_group);
            for box_size in 1..=box_cells.len().min(3) {
                for box_group in combinations(&box_cells, box_size) {
                    let box_digits = union(&box_group);
                    let all = digits | line_digits | box_digits;
                    let cells = core.len() + line_size + box_size;
                    if line_digits & box_digits != 0 || all.count_ones() as usize != cells {
                        continue;
                    }
                    let both = digits & !line_digits & !box_digits;
                    let mut removed = Vec::new();
                    let rest = |group: &[usize],
                                house: &[usize],
                                lose: u16,
                                removed: &mut Vec<(usize, u8)>| {
                        let others = house
                            .iter()
                            .filter(|c| !group.contains(c) && !core.contains(c));
                        for &c in others {
                            for d in
                                (1..=9u8).filter(|&d| lose & digit_bit(d) != 0 && marks.has(c, d))
                            {
                                removed.push((c, d));
                            }
                        }
                    };
                    rest(&line_group, in_line, line_digits | both, &mut removed);
                    rest(&box_group, in_box, box_digits | both, &mut removed);
                    removed.sort_unstable();
                    removed.dedup();
                    let mut pattern = core.to_vec();
                    pattern.extend(&line_group);
                    pattern.extend(&box_group);
                    if let Some(mut step) =
                        Step::eliminating(Technique::SueDeCoq, houses.to_vec(), pattern, removed)
                    {
                        step.digits = all;
                        return Some(step);
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
    use crate::logic::marks::tests::assert_simplest;

    #[test]
    fn a_sue_de_coq_splits_the_intersection_digits_between_line_and_box() {
        // From a solve of an se_rated_dev puzzle.
        let step = assert_simplest(
            "...4.6.......5......3....8.........9.....67...2.........3....8.1...........4..7....3..6.8...34...8..2............67..1............5......3....8....4..7..........9......7..1................9...4............8...3.......2...........5.........6...1.3........3...7.......6..........8.....5.......4.............9.2....7..12....7..1...5..........78.....5..8..2.........3..............9...4..........6...1.....7...2...............9...4..........67.......67..1............5......3.............8...3....8....4...8.1............5............9.....6.........7...2.4......23.........45.........6.........7....3.......2..............8.1................9...45............9.2.........3.5....1...........4...........7.......6..........8...3.5....",
            "653972814842615379719483256136854927578239461294761538381596742467328195925147683",
            Technique::SueDeCoq,
            &[(9, 3)],
            6.3,
        );
        assert_eq!(step.cells, [54, 63, 27, 36, 55]);
        assert_eq!(step.houses, [9, 24]);
        assert_eq!(
            step.notation(),
            "Sue de Coq 1,3,4,5,8 in r4c1,r5c1,r7c12,r8c1 => r2c1<>3"
        );
    }
}
