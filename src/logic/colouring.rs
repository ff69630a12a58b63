//! Simple colouring: on one digit, the cells joined by strong links (houses
//! where the digit fits exactly two cells) split into two colours, one of
//! which is all true. Two cells of one colour that see each other make that
//! colour false (a colour wrap); a cell seeing both colours cannot hold the
//! digit (a colour trap). On every [`Model`]: a cell sees another by any
//! rule of the board.

use super::model::{Model, strong_links};
use super::step::{Step, Technique};

/// The colour (0 or 1) of each cell in one cluster of strong links.
type Colours = [Option<u8>];

/// Colours the cluster of `start` over `edges`; returns its cells.
fn colour_cluster(start: usize, edges: &[[usize; 2]], colours: &mut Colours) -> Vec<usize> {
    colours[start] = Some(0);
    let mut cluster = vec![start];
    let mut i = 0;
    while i < cluster.len() {
        let cell = cluster[i];
        i += 1;
        let colour = colours[cell].expect("coloured when queued");
        for edge in edges {
            let next = match edge {
                [a, b] if *a == cell => *b,
                [a, b] if *b == cell => *a,
                _ => continue,
            };
            if colours[next].is_none() {
                colours[next] = Some(1 - colour);
                cluster.push(next);
            }
        }
    }
    cluster
}

/// The first colour wrap or colour trap on any digit.
pub fn simple_colouring(model: &impl Model) -> Option<Step> {
    let n = model.size();
    for digit in 1..=n as u8 {
        // Links in rows, columns and boxes or regions only, as the classic
        // search always took them (9x9 layouts with diagonals or windows
        // keep their steps).
        let strong = strong_links(model, digit, 0..3 * n);
        let edges: Vec<[usize; 2]> = strong.iter().map(|&(_, e)| e).collect();
        let mut colours = vec![None; n * n];
        let mut done = vec![false; n * n];
        for &[start, _] in &edges {
            if done[start] {
                continue;
            }
            let cluster = colour_cluster(start, &edges, &mut colours);
            for &c in &cluster {
                done[c] = true;
            }
            if cluster.len() < 3 {
                continue; // one strong link: nothing a simpler step misses
            }
            let of = |colour: u8| -> Vec<usize> {
                cluster
                    .iter()
                    .copied()
                    .filter(|&c| colours[c] == Some(colour))
                    .collect()
            };
            let houses = strong
                .iter()
                .filter(|(_, e)| cluster.contains(&e[0]))
                .map(|&(h, _)| h)
                .collect();
            // Wrap: a colour seeing itself is false everywhere.
            for colour in 0..2 {
                let same = of(colour);
                let clash = same.iter().any(|&a| same.iter().any(|&b| model.sees(a, b)));
                if clash {
                    let eliminations = same.iter().map(|&c| (c, digit)).collect();
                    return Step::eliminating(
                        Technique::SimpleColouring,
                        houses,
                        cluster,
                        eliminations,
                    );
                }
            }
            // Trap: a cell outside seeing both colours.
            let (zero, one) = (of(0), of(1));
            let eliminations: Vec<(usize, u8)> = (0..n * n)
                .filter(|&c| model.has(c, digit) && colours[c].is_none())
                .filter(|&c| {
                    zero.iter().any(|&a| model.sees(a, c)) && one.iter().any(|&b| model.sees(b, c))
                })
                .map(|c| (c, digit))
                .collect();
            let step = Step::eliminating(Technique::SimpleColouring, houses, cluster, eliminations);
            if step.is_some() {
                return step;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::{link, with_eliminations};

    #[test]
    fn a_colour_trap_removes_the_digit_seeing_both_colours() {
        // Digit 1: row 1 only r1c1, r1c5; column 5 only r1c5, r6c5; box 5
        // only r6c5, r4c6. Colours: r1c1 = A, r1c5 = B, r6c5 = A, r4c6 = B.
        // r4c1 sees r1c1 (A) and r4c6 (B).
        let mut removed = link(0, [0, 4], 1);
        removed.extend(link(13, [4, 49], 1));
        removed.extend(link(22, [49, 32], 1));
        let step = simple_colouring(&with_eliminations(&removed)).unwrap();
        assert_eq!(step.technique, Technique::SimpleColouring);
        assert!(step.eliminations.contains(&(27, 1)), "{step:?}");
        for &(cell, _) in &step.eliminations {
            assert!(!step.cells.contains(&cell));
        }
    }

    #[test]
    fn a_colour_wrap_removes_a_whole_colour() {
        let mut removed = link(0, [0, 4], 1); // row 1: r1c1, r1c5
        removed.extend(link(13, [4, 40], 1)); // column 5: r1c5, r5c5
        removed.extend(link(4, [40, 37], 1)); // row 5: r5c5, r5c2
        removed.extend(link(10, [37, 10], 1)); // column 2: r5c2, r2c2
        // Colours: r1c1 A, r1c5 B, r5c5 A, r5c2 B, r2c2 A; r1c1 and r2c2
        // share box 1, so A is false.
        let step = simple_colouring(&with_eliminations(&removed)).unwrap();
        let mut removed_cells: Vec<usize> = step.eliminations.iter().map(|&(c, _)| c).collect();
        removed_cells.sort();
        assert_eq!(removed_cells, [0, 10, 40]);
    }
}
