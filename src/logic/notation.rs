//! Steps in the notation players know from forums and other solvers:
//! "Naked pair 1,2 in r6c89 => r6c1<>1, r6c5<>1,2", chains as alternating
//! inference chains "(5)r1c2=(5)r1c8-(5)r3c8=(5)r3c1", placements "r1c6=8".

use std::fmt::Write;

use super::marks::Marks;
use super::step::{ChainNode, Link, Step, Technique};
use crate::geometry::{cell_name, col_of, digit_bit, row_of};

/// The digits a step's pattern is about, read from the marks it applies
/// to: the subset's digits for naked and hidden subsets, wings and unique
/// rectangles; an XY-chain's digits; otherwise the digits placed and
/// removed.
pub fn pattern_digits(step: &Step, marks: &Marks) -> u16 {
    use Technique as T;
    let of_cells = step.cells.iter().fold(0, |m, &c| m | marks.candidates(c));
    let removed = step
        .eliminations
        .iter()
        .fold(0, |m, &(_, d)| m | digit_bit(d));
    let placed = step
        .placements
        .iter()
        .fold(0, |m, &(_, d)| m | digit_bit(d));
    match step.technique {
        T::XyChain => step.chain.iter().fold(0, |m, n| m | digit_bit(n.digit)),
        T::NakedPair
        | T::NakedTriple
        | T::NakedQuad
        | T::XyWing
        | T::XyzWing
        | T::UniqueRectangle
        | T::UniqueRectangle2
        | T::UniqueRectangle4
        | T::UniqueRectangle3
        | T::UniqueLoop
        | T::BugType3 => of_cells,
        T::HiddenPair | T::HiddenTriple | T::HiddenQuad => of_cells & !removed,
        _ => placed | removed,
    }
}

/// "1,2,5" for a digit mask.
fn digit_list(mask: u16) -> String {
    let digits: Vec<String> = (1..=9u8)
        .filter(|&d| mask & digit_bit(d) != 0)
        .map(|d| d.to_string())
        .collect();
    digits.join(",")
}

/// Cells compactly: "r6c89" for cells of one row, "r12c5" for one column,
/// else rows joined by commas ("r1c2,r3c45").
pub fn cell_list(cells: &[usize]) -> String {
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    cells.dedup();
    let digits = |v: &mut Vec<usize>| {
        v.sort_unstable();
        v.dedup();
        v.iter().map(|x| (x + 1).to_string()).collect::<String>()
    };
    let mut rows: Vec<usize> = cells.iter().map(|&c| row_of(c)).collect();
    let cols: Vec<usize> = cells.iter().map(|&c| col_of(c)).collect();
    if cells.len() > 1 && cols.iter().all(|&c| c == cols[0]) {
        return format!("r{}c{}", digits(&mut rows), cols[0] + 1);
    }
    let mut groups = Vec::new();
    rows.dedup();
    for row in rows {
        let mut in_row: Vec<usize> = cells
            .iter()
            .filter(|&&c| row_of(c) == row)
            .map(|&c| col_of(c))
            .collect();
        groups.push(format!("r{}c{}", row + 1, digits(&mut in_row)));
    }
    groups.join(",")
}

/// "r6", "c5" or "b2".
fn house_short(house: usize) -> String {
    match ["r", "c", "b"].get(house / 9) {
        Some(kind) => format!("{kind}{}", house % 9 + 1),
        None => format!("h{}", house + 1),
    }
}

/// A chain or the cases of a forcing chain: nodes "(d)rXcY" joined by "="
/// (strong link), "-" (weak link) or "->" (derived: a basic elimination or
/// a nested chain makes the next node false too), chains separated by
/// "; ".
fn chain_text(chain: &[ChainNode]) -> String {
    let mut text = String::new();
    for node in chain {
        let cells = if node.group == 0 {
            cell_name(node.cell)
        } else {
            let cells: Vec<usize> = (0..81).filter(|&c| node.group & (1 << c) != 0).collect();
            cell_list(&cells)
        };
        let _ = write!(text, "({}){cells}", node.digit);
        text.push_str(match node.link {
            Link::Strong => "=",
            Link::Weak => "-",
            Link::Derived => "->",
            Link::End => "; ",
        });
    }
    text.trim_end_matches("; ").to_owned()
}

/// What a step concludes: "r1c6=8", "r6c15<>3, r7c1<>3,4".
fn conclusions(step: &Step) -> String {
    let mut parts: Vec<String> = step
        .placements
        .iter()
        .map(|&(c, d)| format!("{}={d}", cell_name(c)))
        .collect();
    // Cells losing the same digits are listed together.
    let mut by_cell: Vec<(usize, u16)> = Vec::new();
    for &(cell, digit) in &step.eliminations {
        match by_cell.iter_mut().find(|(c, _)| *c == cell) {
            Some((_, mask)) => *mask |= digit_bit(digit),
            None => by_cell.push((cell, digit_bit(digit))),
        }
    }
    let mut masks: Vec<u16> = by_cell.iter().map(|&(_, m)| m).collect();
    masks.sort_unstable();
    masks.dedup();
    for mask in masks {
        let cells: Vec<usize> = by_cell
            .iter()
            .filter(|&&(_, m)| m == mask)
            .map(|&(c, _)| c)
            .collect();
        parts.push(format!("{}<>{}", cell_list(&cells), digit_list(mask)));
    }
    parts.join(", ")
}

impl Step {
    /// The step in players' notation, e.g. "Naked pair 1,2 in r6c89 =>
    /// r6c1<>1,2" or "X-chain (5)r1c2=(5)r1c8-(5)r3c8=(5)r3c1 => r2c1<>5".
    pub fn notation(&self) -> String {
        let mut text = self.technique.title();
        if !self.chain.is_empty() {
            let _ = write!(text, " {}", chain_text(&self.chain));
        } else if self.technique != Technique::Guess {
            if self.digits != 0 {
                let _ = write!(text, " {}", digit_list(self.digits));
            }
            let hidden = self.technique <= Technique::HiddenSingleLine;
            if hidden && !self.houses.is_empty() {
                let houses: Vec<String> = self.houses.iter().map(|&h| house_short(h)).collect();
                let _ = write!(text, " in {}", houses.join(","));
            } else if !self.cells.is_empty() {
                let _ = write!(text, " in {}", cell_list(&self.cells));
            }
        }
        let _ = write!(text, " => {}", conclusions(self));
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::marks::tests::{only, with_eliminations};

    #[test]
    fn cells_are_written_compactly() {
        assert_eq!(cell_list(&[53, 52]), "r6c89");
        assert_eq!(cell_list(&[4, 13, 40]), "r125c5");
        assert_eq!(cell_list(&[1, 21, 22]), "r1c2,r3c45");
        assert_eq!(cell_list(&[80]), "r9c9");
    }

    #[test]
    fn a_naked_pair_in_players_notation() {
        // r6c8 and r6c9 hold only 1 and 2: the rest of row 6 loses them.
        let marks = with_eliminations(&[only(52, 0b11), only(53, 0b11)]);
        let mut step = crate::logic::next_step(&marks).unwrap();
        assert_eq!(step.technique, Technique::NakedPair);
        step.digits = pattern_digits(&step, &marks);
        assert_eq!(
            step.notation(),
            "Naked pair 1,2 in r6c89 => r6c1234567<>1,2"
        );
    }

    #[test]
    fn placements_and_chains_in_notation() {
        let step = Step {
            technique: Technique::HiddenSingleBox,
            houses: vec![19],
            cells: vec![5],
            placements: vec![(5, 8)],
            eliminations: Vec::new(),
            complexity: 0,
            bonus: 0,
            digits: digit_bit(8),
            chain: Vec::new(),
        };
        assert_eq!(step.notation(), "Hidden single (box) 8 in b2 => r1c6=8");
        let node = |cell, on, link| ChainNode {
            cell,
            group: 0,
            digit: 5,
            on,
            link,
        };
        let chain = Step {
            technique: Technique::XChain,
            houses: Vec::new(),
            cells: vec![1, 7, 25, 19],
            placements: Vec::new(),
            eliminations: vec![(10, 5)],
            complexity: 4,
            bonus: 0,
            digits: digit_bit(5),
            chain: vec![
                node(1, false, Link::Strong),
                node(7, true, Link::Weak),
                node(25, false, Link::Strong),
                node(19, true, Link::End),
            ],
        };
        assert_eq!(
            chain.notation(),
            "X-chain (5)r1c2=(5)r1c8-(5)r3c8=(5)r3c2 => r2c2<>5"
        );
    }
}
