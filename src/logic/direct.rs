//! The direct forms of Sudoku Explainer's scale: locked candidates or a
//! hidden pair or triple whose eliminations at once leave a digit one
//! place in a house, and the step places that hidden single (only: the
//! pattern's eliminations wait for a step of their own). A solver sees
//! them without pencil marks, so they rate below the general forms and
//! below a naked single: direct pointing 1.7, direct claiming 1.9, direct
//! hidden pair 2.0, direct hidden triple 2.5.
//!
//! Where the single may be follows Sudoku Explainer, as measured against
//! its ratings (every `se_rated_dev` puzzle below ER 4.0 rates its ER):
//! for pointing, in a box of the cells that lose the digit; for claiming,
//! in a line parallel to the claiming one; for a hidden subset, in the
//! subset's house. (Where such a claiming single appears on a classic grid,
//! the band's third box already gives a hidden single or a direct
//! pointing, so direct claiming only comes first on other layouts.)

use super::intersections::first_locked;
use super::model::Model;
use super::step::{Step, Technique};
use super::subsets::hidden_where;

/// Locked candidates from a box whose eliminations reveal a hidden single.
pub fn direct_pointing(model: &impl Model) -> Option<Step> {
    let n = model.size();
    first_locked(model, Technique::DirectPointing, true, |s| {
        revealing(model, s, |h| (2 * n..3 * n).contains(&h))
    })
}

/// Locked candidates from a line whose eliminations reveal a hidden single.
pub fn direct_claiming(model: &impl Model) -> Option<Step> {
    let n = model.size();
    first_locked(model, Technique::DirectClaiming, false, |s| {
        let line = s.houses[0];
        revealing(model, s, |h| h < 2 * n && h / n == line / n)
    })
}

/// A hidden pair (`n` 2) or triple (`n` 3) whose eliminations reveal a
/// hidden single, as `technique`.
pub fn direct_hidden(model: &impl Model, n: u32, technique: Technique) -> Option<Step> {
    hidden_where(model, n, technique, |s| {
        let house = s.houses[0];
        revealing(model, s, |h| h == house)
    })
}

/// `step` placing the first hidden single its eliminations leave in a
/// house `within` accepts (in the order of its eliminations, then of the
/// houses of each cell), with that single's house added, and without the
/// eliminations; `None` when they leave none.
fn revealing(model: &impl Model, mut step: Step, within: impl Fn(usize) -> bool) -> Option<Step> {
    let removed = |cell: usize, digit: u8| step.eliminations.contains(&(cell, digit));
    let (house, place, digit) = step.eliminations.iter().find_map(|&(cell, digit)| {
        model
            .houses_of(cell)
            .filter(|&h| within(h))
            .find_map(|house| {
                let mut left = model
                    .house(house)
                    .filter(|&c| model.has(c, digit) && !removed(c, digit));
                let place = left.next()?;
                left.next().is_none().then_some((house, place, digit))
            })
    })?;
    if !step.houses.contains(&house) {
        step.houses.push(house);
    }
    step.placements.push((place, digit));
    // As in Sudoku Explainer, the step only places the single: the
    // pattern's other eliminations wait for a step of their own.
    step.eliminations.clear();
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::marks::Marks;

    /// Box 1's 1 is on row 1 (rows 2 and 3 of it hold 2-7), so r1c9 loses
    /// 1; with 1 placed at r2c5, r5c7 and r8c8, box 3's last place for 1
    /// is then r3c9, a hidden single.
    #[test]
    fn direct_pointing_places_the_single_its_eliminations_leave() {
        let puzzle = [
            ".........",
            "234.1....",
            "567......",
            ".........",
            "......1..",
            ".........",
            ".........",
            ".......1.",
            ".........",
        ]
        .concat();
        let grid: Grid = puzzle.parse().unwrap();
        let marks = Marks::from_grid(&grid);
        let step = direct_pointing(&marks).expect("a direct pointing");
        assert_eq!(step.technique, Technique::DirectPointing);
        assert_eq!(step.cells, [0, 1, 2]);
        assert_eq!(step.placements, [(26, 1)]);
        assert!(step.eliminations.is_empty());
        // Box 1 and row 1 make the pointing; box 3 holds the single.
        assert_eq!(step.houses, [18, 0, 20]);
        assert_eq!(
            step.explain(),
            "Direct pointing in box 1 and row 1 and box 3: r3c9 = 1."
        );
    }

    /// On a jigsaw, direct claiming comes first somewhere (on a classic
    /// grid a hidden single or a direct pointing always comes before it):
    /// the step places a digit of the solution, in a line parallel to the
    /// claiming one, and nothing else.
    #[test]
    fn direct_claiming_places_its_single_on_a_jigsaw() {
        use crate::logic::layout::Layout;
        let regions: Vec<u8> =
            "AAABBBCCCAAABBBCCCADABBECCCADDEBEFFFDDDEEEFFFDDDEEEFFFGGGHHHHIIGGGHHIIIIGGGHHHIII"
                .bytes()
                .map(|b| b - b'A')
                .collect();
        let layout = Layout::new(&regions.try_into().unwrap(), &[]).unwrap();
        let givens =
            "..9...1.....5...8..............6.........8..5.....3..9..3.1..2..2..9.6.44...76...";
        let solution =
            "389427156746531982561982473254769831932148765178653249693814527827395614415276398";
        let mut marks = Marks::from_grid_on(&layout, &givens.parse().unwrap());
        let mut seen = false;
        while let Some(step) = crate::logic::next_step(&marks) {
            for &(cell, digit) in &step.placements {
                assert_eq!(
                    solution.as_bytes()[cell] - b'0',
                    digit,
                    "{}",
                    step.explain()
                );
            }
            if step.technique == Technique::DirectClaiming {
                let line = step.houses[0];
                let single = *step.houses.last().unwrap();
                assert!(line < 18 && single < 18 && line / 9 == single / 9);
                assert!(step.eliminations.is_empty() && step.placements.len() == 1);
                seen = true;
            }
            step.apply(&mut marks);
        }
        assert!(marks.is_solved());
        assert!(seen, "no direct claiming came first");
    }

    /// Pointing that reveals no hidden single is not direct.
    #[test]
    fn pointing_without_a_single_is_not_direct() {
        let grid: Grid = format!("{}234......567......{}", ".".repeat(9), ".".repeat(54))
            .parse()
            .unwrap();
        let marks = Marks::from_grid(&grid);
        assert!(super::super::intersections::pointing(&marks).is_some());
        assert!(direct_pointing(&marks).is_none());
    }
}
