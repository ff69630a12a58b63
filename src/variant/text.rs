//! The variant text format, one statement per line, `#` starting a
//! comment anywhere:
//!
//! ```text
//! # comment
//! size 6                      # N: 4, 6, 8, 9, 10, 12 or 16
//! boxes 2x3                   # optional, rows x columns of a box
//! regions AAABBBAAABBB...     # optional, N*N labels (jigsaw); replaces boxes
//! rules diagonal anti-knight  # optional: diagonal windoku anti-knight anti-king non-consecutive
//! cage 15 r1c1 r1c2 r2c1      # optional, any number: sum then cells (1-based)
//! thermo r1c1 r1c2 r1c3       # optional, any number: a listed rule, then its cells
//! givens 1.3...               # N*N cells, '.' or '0' blank, 1-9 then A-G for 10-16
//! ```
//!
//! The listed rules (one [`super::Constraint`] each) are `thermo`, `slow-thermo`,
//! `greater`, `kropki-white`, `kropki-black`, `kropki-all`, `x`, `v`,
//! `xv-all`, `odd`, `even`, `whisper`, `palindrome` and `extra-region`;
//! each names its cells in order (the `-all` ones none).
//!
//! `size` is required; boxes default to the size's usual ones
//! ([`super::default_boxes`]); `givens` may be left out (a killer puzzle
//! without givens). Whitespace inside `regions` and `givens` is ignored,
//! and lines of labels or cells alone continue the `regions` or `givens`
//! line above them (a grid written row by row).

use std::fmt;

use super::rules::{self, Constraint};
use super::shape::{Shape, region_cells};
use super::{Cage, Regions, Rules, SIZES, Variant, default_boxes, rule};

/// Why a variant text was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VariantError {
    /// The text does not follow the format (or describes an impossible
    /// geometry, such as boxes that do not tile the grid).
    Syntax {
        /// The 1-based line (0 for the text as a whole).
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// Two givens break a rule: the same digit twice in a house, a cage or
    /// a knight's or king's move apart, consecutive orthogonal neighbours
    /// under non-consecutive, or a full cage with the wrong sum.
    Conflict(String),
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Syntax { line: 0, message } => f.write_str(message),
            Self::Syntax { line, message } => write!(f, "line {line}: {message}"),
            Self::Conflict(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for VariantError {}

fn syntax(line: usize, message: impl Into<String>) -> VariantError {
    VariantError::Syntax {
        line,
        message: message.into(),
    }
}

/// The value of a digit character, `1`-`9` then `A`-`G` (either case);
/// 0 for a blank (`.` or `0`).
fn digit_of(c: char) -> Option<u8> {
    match c {
        '.' | '0' => Some(0),
        '1'..='9' => Some(c as u8 - b'0'),
        'A'..='G' => Some(c as u8 - b'A' + 10),
        'a'..='g' => Some(c as u8 - b'a' + 10),
        _ => None,
    }
}

/// `r<row>c<col>`, 1-based, as a 0-based cell.
fn cell_of(word: &str, size: usize) -> Option<u16> {
    let rest = word.strip_prefix(['r', 'R'])?;
    let (row, col) = rest.split_once(['c', 'C'])?;
    let (row, col): (usize, usize) = (row.parse().ok()?, col.parse().ok()?);
    if (1..=size).contains(&row) && (1..=size).contains(&col) {
        Some(((row - 1) * size + col - 1) as u16)
    } else {
        None
    }
}

/// The statements of the format.
const KEYS: [&str; 6] = ["size", "boxes", "regions", "rules", "cage", "givens"];

#[derive(Default)]
struct Lines<'a> {
    size: Option<(usize, &'a str)>,
    boxes: Option<(usize, &'a str)>,
    regions: Option<(usize, String)>,
    rules: Option<(usize, &'a str)>,
    cages: Vec<(usize, &'a str)>,
    constraints: Vec<(usize, &'a str, &'a str)>,
    givens: Option<(usize, String)>,
}

fn once<T>(
    slot: &mut Option<(usize, T)>,
    line: usize,
    key: &str,
    value: T,
) -> Result<(), VariantError> {
    if slot.is_some() {
        return Err(syntax(line, format!("a second `{key}` line")));
    }
    *slot = Some((line, value));
    Ok(())
}

/// Whether every character of `text` can be a region label or a cell: a
/// line of them continues the `regions` or `givens` line above it.
fn continues(text: &str) -> bool {
    text.chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '.' || c.is_whitespace())
}

fn split_lines(text: &str) -> Result<Lines<'_>, VariantError> {
    let mut lines = Lines::default();
    let mut last = "";
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw.split('#').next().unwrap_or_default().trim();
        if content.is_empty() {
            continue;
        }
        let (key, value) = content
            .split_once(char::is_whitespace)
            .map_or((content, ""), |(k, v)| (k, v.trim()));
        let squeezed = || value.split_whitespace().collect::<String>();
        let open = match last {
            "regions" => lines.regions.as_mut(),
            "givens" => lines.givens.as_mut(),
            _ => None,
        };
        let statement = KEYS.contains(&key) || rules::is_keyword(key);
        if let Some((_, cells)) = open.filter(|_| !statement && continues(content)) {
            cells.extend(content.chars().filter(|c| !c.is_whitespace()));
            continue;
        }
        last = key;
        match key {
            "size" => once(&mut lines.size, line, key, value)?,
            "boxes" => once(&mut lines.boxes, line, key, value)?,
            "regions" => once(&mut lines.regions, line, key, squeezed())?,
            "rules" => once(&mut lines.rules, line, key, value)?,
            "cage" => lines.cages.push((line, value)),
            "givens" => once(&mut lines.givens, line, key, squeezed())?,
            _ if statement => lines.constraints.push((line, key, value)),
            _ => return Err(syntax(line, format!("unknown statement `{key}`"))),
        }
    }
    Ok(lines)
}

fn read_size(lines: &Lines) -> Result<usize, VariantError> {
    let (line, value) = lines.size.ok_or_else(|| syntax(0, "no `size` line"))?;
    value
        .parse()
        .ok()
        .filter(|n| SIZES.contains(n))
        .ok_or_else(|| {
            syntax(
                line,
                format!("size {value} is not one of 4, 6, 8, 9, 10, 12, 16"),
            )
        })
}

fn read_regions(lines: &Lines, size: usize) -> Result<Regions, VariantError> {
    if let Some((line, labels)) = &lines.regions {
        if let Some((other, _)) = lines.boxes {
            return Err(syntax(other.max(*line), "`boxes` and `regions` together"));
        }
        let labels: Vec<char> = labels.chars().collect();
        if labels.len() != size * size {
            return Err(syntax(
                *line,
                format!("{} region labels for {} cells", labels.len(), size * size),
            ));
        }
        let mut names: Vec<char> = Vec::new();
        let mut of = Vec::with_capacity(labels.len());
        for &label in &labels {
            let index = names.iter().position(|&n| n == label).unwrap_or_else(|| {
                names.push(label);
                names.len() - 1
            });
            if index >= size {
                return Err(syntax(*line, format!("more than {size} region labels")));
            }
            of.push(index as u8);
        }
        let regions = Regions::Jigsaw(of);
        if let Some(region) = region_cells(size, &regions)
            .iter()
            .position(|r| r.len() != size)
        {
            return Err(syntax(
                *line,
                format!(
                    "region `{}` does not have {size} cells",
                    names.get(region).unwrap_or(&'?')
                ),
            ));
        }
        return Ok(regions);
    }
    let Some((line, value)) = lines.boxes else {
        let (rows, cols) = default_boxes(size).expect("sizes have default boxes");
        return Ok(Regions::Boxes { rows, cols });
    };
    let parsed = value.split_once(['x', 'X']).and_then(|(r, c)| {
        Some((
            r.trim().parse::<usize>().ok()?,
            c.trim().parse::<usize>().ok()?,
        ))
    });
    match parsed {
        Some((rows, cols)) if rows.checked_mul(cols) == Some(size) => {
            Ok(Regions::Boxes { rows, cols })
        }
        _ => Err(syntax(
            line,
            format!("boxes `{value}` do not tile a {size}x{size} grid"),
        )),
    }
}

fn read_rules(lines: &Lines, size: usize) -> Result<Rules, VariantError> {
    let Some((line, value)) = lines.rules else {
        return Ok(0);
    };
    let mut rules = 0;
    for word in value.split_whitespace() {
        let (bit, _) = rule::NAMES
            .iter()
            .find(|(_, name)| *name == word)
            .ok_or_else(|| syntax(line, format!("unknown rule `{word}`")))?;
        if *bit == rule::WINDOKU && size != 9 {
            return Err(syntax(line, "windoku needs a 9x9 grid"));
        }
        rules |= bit;
    }
    Ok(rules)
}

fn read_cages(lines: &Lines, size: usize) -> Result<Vec<Cage>, VariantError> {
    let mut caged = vec![false; size * size];
    let mut cages = Vec::new();
    for &(line, value) in &lines.cages {
        let mut words = value.split_whitespace();
        let sum: u32 = words
            .next()
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| syntax(line, "a cage starts with its sum"))?;
        let mut cells = Vec::new();
        for word in words {
            let cell = cell_of(word, size).ok_or_else(|| {
                syntax(
                    line,
                    format!("`{word}` is not a cell of a {size}x{size} grid"),
                )
            })?;
            if std::mem::replace(&mut caged[usize::from(cell)], true) {
                return Err(syntax(
                    line,
                    format!("{word} is in another cage or twice in this one"),
                ));
            }
            cells.push(cell);
        }
        let k = cells.len() as u32;
        let n = size as u32;
        let (least, most) = (k * (k + 1) / 2, k * (2 * n - k + 1) / 2);
        if k == 0 || k > n || sum < least || sum > most {
            return Err(syntax(
                line,
                format!("no {k} distinct digits 1-{n} add up to {sum}"),
            ));
        }
        cells.sort_unstable();
        cages.push(Cage { sum, cells });
    }
    Ok(cages)
}

fn read_constraints(lines: &Lines, size: usize) -> Result<Vec<Constraint>, VariantError> {
    let mut out = Vec::new();
    for &(line, key, value) in &lines.constraints {
        let mut cells: Vec<u16> = Vec::new();
        for word in value.split_whitespace() {
            let cell = cell_of(word, size).ok_or_else(|| {
                syntax(
                    line,
                    format!("`{word}` is not a cell of a {size}x{size} grid"),
                )
            })?;
            if cells.contains(&cell) {
                return Err(syntax(line, format!("{word} twice in one `{key}`")));
            }
            cells.push(cell);
        }
        match rules::read(key, cells, size) {
            Some(Ok(rule)) => out.push(rule),
            Some(Err(why)) => return Err(syntax(line, why)),
            None => return Err(syntax(line, format!("unknown statement `{key}`"))),
        }
    }
    Ok(out)
}

fn read_givens(lines: &Lines, size: usize) -> Result<Vec<u8>, VariantError> {
    let Some((line, cells)) = &lines.givens else {
        return Ok(vec![0; size * size]);
    };
    let givens: Vec<u8> = cells
        .chars()
        .map(|c| {
            digit_of(c)
                .filter(|&d| usize::from(d) <= size)
                .ok_or_else(|| {
                    syntax(
                        *line,
                        format!("`{c}` is not a digit of a {size}x{size} grid"),
                    )
                })
        })
        .collect::<Result<_, _>>()?;
    if givens.len() != size * size {
        return Err(syntax(
            *line,
            format!("{} givens for {} cells", givens.len(), size * size),
        ));
    }
    Ok(givens)
}

pub(super) fn cell_name(cell: usize, size: usize) -> String {
    format!("r{}c{}", cell / size + 1, cell % size + 1)
}

/// Why cells `a` and `b` may not share a digit: "in row 1", "in cage 2
/// (10)", "a knight's move away", "a king's move away".
fn why_peers(variant: &Variant, a: usize, b: usize) -> String {
    let shape = &variant.shape;
    let shared = shape.cell_houses[a]
        .iter()
        .find(|h| shape.cell_houses[b].contains(h));
    if let Some(&house) = shared {
        return format!("in {}", variant.house_name(usize::from(house)));
    }
    let (a16, b16) = (a as u16, b as u16);
    if let Some(k) = variant
        .cages
        .iter()
        .position(|c| c.cells.contains(&a16) && c.cells.contains(&b16))
    {
        return format!("in {}", variant.house_name(shape.houses.len() + k));
    }
    if let Some((k, _)) = shape
        .relations
        .distinct
        .iter()
        .find(|(_, cells)| cells.contains(&a16) && cells.contains(&b16))
    {
        let rule = &variant.constraints[usize::from(*k)];
        return format!(
            "on the {} at {}",
            rule.keyword(),
            cell_name(usize::from(rule.cells()[0]), variant.size)
        );
    }
    let size = variant.size;
    let (dr, dc) = ((a / size).abs_diff(b / size), (a % size).abs_diff(b % size));
    if dr.max(dc) == 1 {
        "a king's move away (anti-king)".to_owned()
    } else {
        "a knight's move away (anti-knight)".to_owned()
    }
}

/// The listed rules limiting `cell`'s digits, named: "the odd rule".
fn rule_at(variant: &Variant, cell: usize) -> String {
    let names: Vec<&str> = variant
        .constraints
        .iter()
        .filter(|r| r.cells().contains(&(cell as u16)))
        .map(|r| r.keyword())
        .collect();
    format!("the {} rule", names.join(" and "))
}

/// The first rule two givens break, if any.
fn conflict(variant: &Variant) -> Option<String> {
    let (size, givens, shape) = (variant.size, &variant.givens, &variant.shape);
    for cell in 0..givens.len() {
        let d = givens[cell];
        if d == 0 {
            continue;
        }
        let name = || cell_name(cell, size);
        // Each pair once, named at its later cell.
        if let Some(&peer) = shape.peers[cell]
            .iter()
            .find(|&&p| usize::from(p) < cell && givens[usize::from(p)] == d)
        {
            let peer = usize::from(peer);
            return Some(format!(
                "{}: {d} repeats the {d} at {} {}",
                name(),
                cell_name(peer, size),
                why_peers(variant, cell, peer)
            ));
        }
        if shape.relations.masks[cell] & 1 << (d - 1) == 0 {
            return Some(format!("{}: {d} breaks {}", name(), rule_at(variant, cell)));
        }
        if let Some((to, _, k)) = shape.relations.placed(cell, d).find(|&(to, allow, _)| {
            let other = givens[to];
            other != 0 && allow & 1 << (other - 1) == 0
        }) {
            let rule = &variant.constraints[usize::from(k)];
            return Some(format!(
                "{}: {d} and the {} at {} break the {} rule",
                name(),
                givens[to],
                cell_name(to, size),
                rule.keyword()
            ));
        }
        if let Some(&next) = shape.neighbours[cell].iter().find(|&&n| {
            usize::from(n) < cell
                && givens[usize::from(n)] != 0
                && givens[usize::from(n)].abs_diff(d) == 1
        }) {
            return Some(format!(
                "{}: {d} is consecutive to the {} at {} beside it (non-consecutive)",
                name(),
                givens[usize::from(next)],
                cell_name(usize::from(next), size)
            ));
        }
    }
    for cage in &variant.cages {
        let digits: Vec<u32> = cage
            .cells
            .iter()
            .map(|&c| u32::from(givens[usize::from(c)]))
            .collect();
        let sum: u32 = digits.iter().sum();
        let full = digits.iter().all(|&d| d != 0);
        if sum > cage.sum || (full && sum != cage.sum) {
            let verb = if full {
                "add up to"
            } else {
                "already add up to"
            };
            return Some(format!(
                "the givens of the cage at {} {verb} {sum}, its sum is {}",
                cell_name(usize::from(cage.cells[0]), size),
                cage.sum
            ));
        }
    }
    None
}

impl Variant {
    /// Reads a variant from its text (see [`text`](self)).
    pub fn parse(text: &str) -> Result<Variant, VariantError> {
        let lines = split_lines(text)?;
        let size = read_size(&lines)?;
        let regions = read_regions(&lines, size)?;
        let rules = read_rules(&lines, size)?;
        let cages = read_cages(&lines, size)?;
        let constraints = read_constraints(&lines, size)?;
        let givens = read_givens(&lines, size)?;
        Variant::new(size, regions, rules, cages, constraints, givens)
    }

    /// A variant from its parts, checked as [`Variant::parse`] checks the
    /// text; `regions` and `cages` must be valid for `size` (the parser
    /// guarantees it).
    pub(crate) fn new(
        size: usize,
        regions: Regions,
        rules: Rules,
        cages: Vec<Cage>,
        constraints: Vec<Constraint>,
        givens: Vec<u8>,
    ) -> Result<Variant, VariantError> {
        // Jigsaw regions are numbered in the order they first appear, as
        // the parser numbers labels, so equal layouts compare equal.
        let regions = match regions {
            Regions::Jigsaw(of) => {
                let mut order: Vec<u8> = Vec::new();
                let renumbered = of
                    .iter()
                    .map(|r| match order.iter().position(|o| o == r) {
                        Some(i) => i as u8,
                        None => {
                            order.push(*r);
                            (order.len() - 1) as u8
                        }
                    })
                    .collect();
                Regions::Jigsaw(renumbered)
            }
            boxes => boxes,
        };
        // Listed rules in the order of their statements (each keyword's in
        // the order given), so variants equal as rules compare equal
        // whichever way they were written.
        let mut constraints = constraints;
        constraints.sort_by_key(|c| rules::order(c.keyword()));
        let shape = Shape::new(size, &regions, rules, &cages, &constraints);
        let variant = Variant {
            size,
            regions,
            rules,
            cages,
            constraints,
            givens,
            shape,
        };
        match conflict(&variant) {
            Some(why) => Err(VariantError::Conflict(why)),
            None => Ok(variant),
        }
    }

    /// The variant as text: `size`, then `boxes` or `regions`, `rules`
    /// (when any), one `cage` line per cage, one line per listed rule, and
    /// `givens`.
    /// [`Variant::parse`] reads it back to an equal variant.
    pub fn to_text(&self) -> String {
        let mut out = format!("size {}\n", self.size);
        match &self.regions {
            Regions::Boxes { rows, cols } => out += &format!("boxes {rows}x{cols}\n"),
            Regions::Jigsaw(of) => {
                let labels: String = of.iter().map(|&r| char::from(b'A' + r)).collect();
                out += &format!("regions {labels}\n");
            }
        }
        let names: Vec<&str> = rule::NAMES
            .iter()
            .filter(|(bit, _)| self.rules & bit != 0)
            .map(|(_, name)| *name)
            .collect();
        if !names.is_empty() {
            out += &format!("rules {}\n", names.join(" "));
        }
        for cage in &self.cages {
            let cells: Vec<String> = cage
                .cells
                .iter()
                .map(|&c| cell_name(usize::from(c), self.size))
                .collect();
            out += &format!("cage {} {}\n", cage.sum, cells.join(" "));
        }
        for rule in &self.constraints {
            out += rule.keyword();
            for &c in rule.cells() {
                out += " ";
                out += &cell_name(usize::from(c), self.size);
            }
            out += "\n";
        }
        out += &format!("givens {}\n", Variant::cells_text(&self.givens));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIX: &str = "# a 6x6\nsize 6\nboxes 2x3\nrules diagonal\ncage 3 r1c1 r1c2\ngivens 1.....  ......\n......\n......\n......\n......\n";

    #[test]
    fn reads_and_writes_the_format() {
        let v = Variant::parse(SIX).unwrap();
        assert_eq!(v.size(), 6);
        assert_eq!(v.regions(), &Regions::Boxes { rows: 2, cols: 3 });
        assert_eq!(v.rules(), rule::DIAGONAL);
        assert_eq!(
            v.cages(),
            &[Cage {
                sum: 3,
                cells: vec![0, 1]
            }]
        );
        assert_eq!(v.givens()[0], 1);
        let text = v.to_text();
        assert_eq!(Variant::parse(&text).unwrap(), v);
        assert!(text.starts_with("size 6\nboxes 2x3\nrules diagonal\ncage 3 r1c1 r1c2\ngivens 1."));
    }

    #[test]
    fn defaults_jigsaw_and_big_digits() {
        let v = Variant::parse("size 16").unwrap();
        assert_eq!(v.regions(), &Regions::Boxes { rows: 4, cols: 4 });
        assert_eq!(v.givens(), &[0; 256][..]);
        let sixteen = format!("size 16\ngivens G{}", ".".repeat(255));
        assert_eq!(Variant::parse(&sixteen).unwrap().givens()[0], 16);
        let jigsaw = "size 4\nregions AABB ACDB ACDB CCDD\ngivens 1...\n....\n....\n....";
        let v = Variant::parse(jigsaw).unwrap();
        assert_eq!(
            v.regions(),
            &Regions::Jigsaw(vec![0, 0, 1, 1, 0, 2, 3, 1, 0, 2, 3, 1, 2, 2, 3, 3])
        );
        assert_eq!(Variant::parse(&v.to_text()).unwrap(), v);
    }

    #[test]
    fn refuses_what_is_wrong_with_the_line_it_is_on() {
        for (text, line, needle) in [
            ("", 0, "no `size`"),
            ("size 7", 1, "size 7 is not one of 4, 6, 8, 9, 10, 12, 16"),
            ("size 6\nboxes 2x2", 2, "do not tile"),
            ("size 6\nboxes 4x3", 2, "do not tile"),
            // Found by the fuzzer: rows x cols overflowed.
            ("size 6\nboxes 9740041346839740416x3", 2, "do not tile"),
            ("size 6\nboxes 0x6", 2, "do not tile"),
            (
                "size 4\nregions AABBAABBCCDDCCDE",
                2,
                "more than 4 region labels",
            ),
            (
                "size 4\nregions AAAAABBBCCDDCCDD",
                2,
                "region `A` does not have 4 cells",
            ),
            ("size 4\nregions AABB", 2, "4 region labels for 16 cells"),
            ("size 4\nboxes 2x2\nregions AABBAABBCCDDCCDD", 3, "together"),
            ("size 6\nrules windoku", 2, "windoku needs"),
            ("size 9\nrules spiral", 2, "unknown rule"),
            ("size 9\ncage 3 r1c1 r1c1", 2, "twice"),
            ("size 9\ncage 3 r1c1\ncage 4 r1c1 r1c2", 3, "another cage"),
            ("size 9\ncage 2 r1c1 r1c2", 2, "add up to 2"),
            ("size 9\ncage 18 r1c1 r1c2", 2, "add up to 18"),
            ("size 9\ncage 10 r0c1", 2, "not a cell"),
            ("size 9\ncage 10 r1c10", 2, "not a cell"),
            ("size 9\ncage r1c1", 2, "starts with its sum"),
            ("size 4\ngivens 5...............", 2, "`5` is not a digit"),
            ("size 4\ngivens 1..", 2, "3 givens for 16"),
            ("size 4\nsize 4", 2, "a second `size`"),
            ("size 4\nbananas 3", 2, "unknown statement"),
        ] {
            match Variant::parse(text) {
                Err(VariantError::Syntax { line: l, message }) => {
                    assert_eq!(l, line, "{text}: {message}");
                    assert!(message.contains(needle), "{text}: {message}");
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn a_given_beside_a_blank_is_no_conflict() {
        assert!(Variant::parse("size 4\nrules non-consecutive\ngivens 1...............").is_ok());
    }

    #[test]
    fn refuses_givens_that_break_a_rule() {
        let knight = format!(
            "size 9\nrules anti-knight\ngivens ..1{}1{}",
            ".".repeat(10),
            ".".repeat(67)
        );
        for (text, needle) in [
            (
                "size 4\ngivens 1..1............",
                "r1c4: 1 repeats the 1 at r1c1 in row 1",
            ),
            (
                "size 4\nrules diagonal\ngivens 1.........1.....",
                "r3c3: 1 repeats the 1 at r1c1 in main diagonal",
            ),
            (
                knight.as_str(),
                "r2c5: 1 repeats the 1 at r1c3 a knight's move away (anti-knight)",
            ),
            (
                "size 4\nrules non-consecutive\ngivens 12..............",
                "r1c2: 2 is consecutive to the 1 at r1c1 beside it",
            ),
            (
                "size 4\ncage 3 r1c1 r1c2\ngivens 13..............",
                "the givens of the cage at r1c1 add up to 4, its sum is 3",
            ),
            (
                "size 4\ncage 3 r1c1 r2c1\ngivens 1...1...........",
                "r2c1: 1 repeats the 1 at r1c1 in column 1",
            ),
        ] {
            match Variant::parse(text) {
                Err(VariantError::Conflict(why)) => assert!(why.contains(needle), "{text}: {why}"),
                other => panic!("{text}: {other:?}"),
            }
        }
    }
}
