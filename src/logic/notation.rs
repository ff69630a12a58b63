//! Steps in the notation players know from forums and other solvers:
//! "Naked pair 1,2 in r6c89 => r6c1<>1, r6c5<>1,2", chains as alternating
//! inference chains "(5)r1c2=(5)r1c8-(5)r3c8=(5)r3c1", placements "r1c6=8".

use std::fmt::Write;

use super::marks::Marks;
use super::step::{ChainNode, Link, Step, Technique};
use crate::geometry::digit_bit;

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

/// "1,2,5" for a digit mask (digits 10-16 as numbers too).
fn digit_list(mask: u16) -> String {
    let digits: Vec<String> = (1..=16u8)
        .filter(|&d| mask & digit_bit(d) != 0)
        .map(|d| d.to_string())
        .collect();
    digits.join(",")
}

/// Cells compactly: "r6c89" for cells of one row, "r12c5" for one column,
/// else rows joined by commas ("r1c2,r3c45"), on the classic board.
pub fn cell_list(cells: &[usize]) -> String {
    cell_list_on(cells, 9)
}

/// [`cell_list`] on a board of `size` rows. Past 9 rows a number may have
/// two digits, so each cell is named in full ("r10c3,r10c12").
fn cell_list_on(cells: &[usize], size: usize) -> String {
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    cells.dedup();
    let (row, col) = (|c: usize| c / size, |c: usize| c % size);
    if size > 9 {
        let names: Vec<String> = cells
            .iter()
            .map(|&c| format!("r{}c{}", row(c) + 1, col(c) + 1))
            .collect();
        return names.join(",");
    }
    let digits = |v: &mut Vec<usize>| {
        v.sort_unstable();
        v.dedup();
        v.iter().map(|x| (x + 1).to_string()).collect::<String>()
    };
    let mut rows: Vec<usize> = cells.iter().map(|&c| row(c)).collect();
    let cols: Vec<usize> = cells.iter().map(|&c| col(c)).collect();
    if cells.len() > 1 && cols.iter().all(|&c| c == cols[0]) {
        return format!("r{}c{}", digits(&mut rows), cols[0] + 1);
    }
    let mut groups = Vec::new();
    rows.dedup();
    for r in rows {
        let mut in_row: Vec<usize> = cells
            .iter()
            .filter(|&&c| row(c) == r)
            .map(|&c| col(c))
            .collect();
        groups.push(format!("r{}c{}", r + 1, digits(&mut in_row)));
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
fn chain_text(chain: &[ChainNode], size: usize) -> String {
    let mut text = String::new();
    for node in chain {
        let cells = if node.group == 0 {
            cell_list_on(&[node.cell], size)
        } else {
            let cells: Vec<usize> = (0..128).filter(|&c| node.group & (1 << c) != 0).collect();
            cell_list_on(&cells, size)
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
fn conclusions(placements: &[(usize, u8)], eliminations: &[(usize, u8)], size: usize) -> String {
    let mut parts: Vec<String> = placements
        .iter()
        .map(|&(c, d)| format!("{}={d}", cell_list_on(&[c], size)))
        .collect();
    // Cells losing the same digits are listed together.
    let mut by_cell: Vec<(usize, u16)> = Vec::new();
    for &(cell, digit) in eliminations {
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
        parts.push(format!(
            "{}<>{}",
            cell_list_on(&cells, size),
            digit_list(mask)
        ));
    }
    parts.join(", ")
}

/// A step in players' notation, on a board of `size` rows: its title,
/// then its chain, or its pattern's digits and where (the houses of a
/// single, else the pattern's cells), then " => " and what it concludes.
/// The board's words come from the caller: `title` (the technique as the
/// board calls it), `houses` (the houses' short names).
pub(crate) struct Notation<'a> {
    pub title: String,
    pub size: usize,
    pub digits: u16,
    pub chain: &'a [ChainNode],
    pub houses: Vec<String>,
    pub cells: &'a [usize],
    pub placements: &'a [(usize, u8)],
    pub eliminations: &'a [(usize, u8)],
    /// Whether the step is a single (its houses say where), or a guess
    /// (nothing but its conclusion).
    pub single: bool,
    pub guess: bool,
}

impl Notation<'_> {
    pub(crate) fn text(&self) -> String {
        let mut text = self.title.clone();
        if !self.chain.is_empty() {
            let _ = write!(text, " {}", chain_text(self.chain, self.size));
        } else if !self.guess {
            if self.digits != 0 {
                let _ = write!(text, " {}", digit_list(self.digits));
            }
            if self.single && !self.houses.is_empty() {
                let _ = write!(text, " in {}", self.houses.join(","));
            } else if !self.cells.is_empty() {
                let _ = write!(text, " in {}", cell_list_on(self.cells, self.size));
            }
        }
        let _ = write!(
            text,
            " => {}",
            conclusions(self.placements, self.eliminations, self.size)
        );
        text
    }
}

impl Step {
    /// The step in players' notation, e.g. "Naked pair 1,2 in r6c89 =>
    /// r6c1<>1,2" or "X-chain (5)r1c2=(5)r1c8-(5)r3c8=(5)r3c1 => r2c1<>5".
    pub fn notation(&self) -> String {
        Notation {
            title: self.technique.title(),
            size: 9,
            digits: self.digits,
            chain: &self.chain,
            houses: self.houses.iter().map(|&h| house_short(h)).collect(),
            cells: &self.cells,
            placements: &self.placements,
            eliminations: &self.eliminations,
            single: self.technique <= Technique::HiddenSingleLine,
            guess: self.technique == Technique::Guess,
        }
        .text()
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
