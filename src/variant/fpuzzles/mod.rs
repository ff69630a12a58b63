//! f-puzzles puzzles: reading their JSON (plain, LZ-String base64 packed,
//! or inside an f-puzzles or SudokuPad link) into a [`Variant`], and
//! writing a variant as f-puzzles JSON.
//!
//! The JSON becomes this crate's variant text and is read by
//! [`Variant::parse`], so both formats are checked alike. What maps:
//! `size`; the grid's given digits and cell `region`s (jigsaw); both
//! diagonals (`diagonal+` and `diagonal-` together); `antiknight`,
//! `antiking`, `nonconsecutive`; `killercage`s with a sum; the four
//! windoku windows as `extraregion`s; and the listed rules in their
//! f-puzzles forms ([`rules`]). Titles, authors, rules text and
//! solutions are read past. Any other constraint, including cosmetic
//! lines, shapes and text (they may carry rules), is refused by name,
//! never dropped.

mod json;
mod lzstring;
mod rules;

use super::text::{VariantError, cell_name};
use super::{Regions, SIZES, Variant, default_boxes, rule};
use json::Json;

/// Members that hold no rule.
const IGNORED: [&str; 8] = [
    "size",
    "grid",
    "title",
    "author",
    "ruleset",
    "solution",
    "highlightConflicts",
    "disabledlogic",
];

/// Members of a grid cell that hold no rule (the solver's own marks).
const IGNORED_IN_CELL: [&str; 7] = [
    "value",
    "given",
    "region",
    "centerPencilMarks",
    "cornerPencilMarks",
    "highlight",
    "c",
];

fn refuse(message: impl Into<String>) -> VariantError {
    VariantError::Syntax {
        line: 0,
        message: message.into(),
    }
}

/// The f-puzzles JSON carried by `text`: the JSON itself, its LZ-String
/// base64 form, or a link holding that (`?load=...`, `.../fpuzzles...`).
fn payload(text: &str) -> Result<String, VariantError> {
    let text = text.trim();
    if text.starts_with('{') {
        return Ok(text.to_owned());
    }
    let link = text.contains("://");
    let packed = if let Some(at) = text.find("load=").filter(|_| link) {
        let rest = &text[at + 5..];
        &rest[..rest.find('&').unwrap_or(rest.len())]
    } else if let Some(at) = text.find("fpuzzles").filter(|_| link) {
        let rest = &text[at + 8..];
        &rest[..rest.find(['?', '&', '#']).unwrap_or(rest.len())]
    } else {
        text
    };
    let packed = percent_decoded(packed).replace(' ', "+");
    lzstring::decompress_from_base64(&packed).map_err(|e| refuse(format!("f-puzzles: {e}")))
}

/// `text` with its `%XX` escapes decoded.
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(b)) => {
                out.push(b);
                i += 3;
            }
            (b, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Cell `R<row>C<col>` (1-based, either case) of an N x N grid, as its
/// index in reading order.
fn cell_of(value: &Json, size: usize) -> Result<usize, VariantError> {
    let name = match value {
        Json::Text(s) => s.to_ascii_lowercase(),
        _ => return Err(refuse("f-puzzles: a cell is not a name like \"R1C1\"")),
    };
    let (row, col) = name
        .strip_prefix('r')
        .and_then(|rest| rest.split_once('c'))
        .and_then(|(r, c)| Some((r.parse::<usize>().ok()?, c.parse::<usize>().ok()?)))
        .filter(|&(r, c)| (1..=size).contains(&r) && (1..=size).contains(&c))
        .ok_or_else(|| refuse(format!("f-puzzles: `{name}` is not a cell of the grid")))?;
    Ok((row - 1) * size + col - 1)
}

/// Cell `cell` of an N x N grid as f-puzzles names it, quoted: `"R1C1"`.
fn quoted_cell(cell: usize, size: usize) -> String {
    format!("\"R{}C{}\"", cell / size + 1, cell % size + 1)
}

/// The cells of a constraint object's `cells` list.
fn cells_of(item: &Json, size: usize) -> Result<Vec<usize>, VariantError> {
    match item.get("cells") {
        Some(Json::List(cells)) => cells.iter().map(|c| cell_of(c, size)).collect(),
        _ => Err(refuse("f-puzzles: a constraint without a `cells` list")),
    }
}

/// The cells of the four windoku windows of a 9x9, window by window in
/// reading order, each in reading order.
fn windows() -> [Vec<usize>; 4] {
    [(1, 1), (1, 5), (5, 1), (5, 5)]
        .map(|(top, left)| (0..9).map(|i| (top + i / 3) * 9 + left + i % 3).collect())
}

impl Variant {
    /// Reads an f-puzzles puzzle: its JSON, the LZ-String base64 form of
    /// it, or an f-puzzles or SudokuPad link carrying that. A constraint
    /// with no equivalent here is refused with its f-puzzles name.
    pub fn parse_fpuzzles(text: &str) -> Result<Variant, VariantError> {
        let json = Json::parse(&payload(text)?).map_err(|e| refuse(format!("f-puzzles: {e}")))?;
        let Json::Object(members) = &json else {
            return Err(refuse("f-puzzles: the JSON is not an object"));
        };
        let size = json
            .get("size")
            .and_then(Json::whole)
            .ok_or_else(|| refuse("f-puzzles: no `size`"))?;
        let size = usize::try_from(size)
            .ok()
            .filter(|n| SIZES.contains(n))
            .ok_or_else(|| {
                refuse(format!(
                    "f-puzzles: size {size} is not supported (4, 6, 8, 9, 10, 12 or 16)"
                ))
            })?;
        let mut out = format!("size {size}\n");
        let mut rules = Vec::new();
        let mut cages = String::new();
        let mut listed = String::new();
        for (key, value) in members {
            if IGNORED.contains(&key.as_str()) || value.is_empty() {
                continue;
            }
            match key.as_str() {
                "diagonal+" | "diagonal-" => {
                    let other = if key == "diagonal+" {
                        "diagonal-"
                    } else {
                        "diagonal+"
                    };
                    if json.get(other).is_none_or(Json::is_empty) {
                        return Err(refuse(format!(
                            "f-puzzles constraint `{key}` alone is not supported (only both diagonals)"
                        )));
                    }
                    if key == "diagonal-" {
                        rules.push("diagonal");
                    }
                }
                "antiknight" => rules.push("anti-knight"),
                "antiking" => rules.push("anti-king"),
                "nonconsecutive" => rules.push("non-consecutive"),
                "killercage" => {
                    let Json::List(items) = value else {
                        return Err(refuse("f-puzzles: `killercage` is not a list"));
                    };
                    for item in items {
                        let sum = item.get("value").and_then(Json::whole).ok_or_else(|| {
                            refuse(
                                "f-puzzles constraint `killercage` without a sum is not supported",
                            )
                        })?;
                        cages += &format!("cage {sum}");
                        for cell in cells_of(item, size)? {
                            cages += &format!(" {}", cell_name(cell, size));
                        }
                        cages += "\n";
                    }
                }
                "extraregion" => {
                    let Json::List(items) = value else {
                        return Err(refuse("f-puzzles: `extraregion` is not a list"));
                    };
                    let found = items
                        .iter()
                        .map(|item| {
                            let mut cells = cells_of(item, size)?;
                            cells.sort_unstable();
                            Ok(cells)
                        })
                        .collect::<Result<Vec<_>, VariantError>>()?;
                    // Four distinct windows, each found: the four found are
                    // they. Other extra regions are listed rules.
                    if size == 9 && found.len() == 4 && windows().iter().all(|w| found.contains(w))
                    {
                        rules.push("windoku");
                    } else {
                        listed += &rules::read(key, value, size)?;
                    }
                }
                _ if rules::is_member(key) => listed += &rules::read(key, value, size)?,
                other => {
                    return Err(refuse(format!(
                        "f-puzzles constraint `{other}` is not supported"
                    )));
                }
            }
        }
        let (givens, regions) = read_grid(&json, size)?;
        out += &regions.unwrap_or_default();
        if !rules.is_empty() {
            out += &format!("rules {}\n", rules.join(" "));
        }
        out += &cages;
        out += &listed;
        out += &format!("givens {givens}\n");
        Variant::parse(&out).map_err(|e| match e {
            VariantError::Syntax { message, .. } => refuse(format!("f-puzzles: {message}")),
            conflict => conflict,
        })
    }

    /// The variant as f-puzzles JSON: size, givens, jigsaw regions (and
    /// boxes other than the usual ones, as regions), both diagonals,
    /// windows, anti-knight, anti-king, non-consecutive, killer cages and
    /// the listed rules. [`Variant::parse_fpuzzles`] reads it back to an
    /// equal variant, but for boxes of one row or one column, which come
    /// back as regions. A listed rule f-puzzles has no constraint for
    /// (`slow-thermo`, `greater`) is an error naming it.
    pub fn to_fpuzzles(&self) -> Result<String, VariantError> {
        let n = self.size;
        let name = |cell: usize| quoted_cell(cell, n);
        // f-puzzles knows only its usual boxes: others go cell by cell.
        let region = |cell: usize| match self.regions {
            Regions::Jigsaw(ref of) => Some(usize::from(of[cell])),
            Regions::Boxes { rows, cols } if default_boxes(n) != Some((rows, cols)) => {
                Some(box_of(cell, n, rows, cols))
            }
            Regions::Boxes { .. } => None,
        };
        let rows: Vec<String> = (0..n)
            .map(|r| {
                let cells: Vec<String> = (0..n)
                    .map(|c| {
                        let cell = r * n + c;
                        let mut parts = Vec::new();
                        if self.givens[cell] != 0 {
                            parts.push(format!("\"value\":{},\"given\":true", self.givens[cell]));
                        }
                        if let Some(region) = region(cell) {
                            parts.push(format!("\"region\":{region}"));
                        }
                        format!("{{{}}}", parts.join(","))
                    })
                    .collect();
                format!("[{}]", cells.join(","))
            })
            .collect();
        let mut out = format!("{{\"size\":{n},\"grid\":[{}]", rows.join(","));
        let flags = [
            (rule::DIAGONAL, "\"diagonal+\":true,\"diagonal-\":true"),
            (rule::ANTI_KNIGHT, "\"antiknight\":true"),
            (rule::ANTI_KING, "\"antiking\":true"),
            (rule::NON_CONSECUTIVE, "\"nonconsecutive\":true"),
        ];
        for (bit, member) in flags {
            if self.rules & bit != 0 {
                out += ",";
                out += member;
            }
        }
        let list =
            |cells: &mut dyn Iterator<Item = usize>| cells.map(name).collect::<Vec<_>>().join(",");
        if self.rules & rule::WINDOKU != 0 {
            let windows: Vec<String> = windows()
                .into_iter()
                .map(|window| format!("{{\"cells\":[{}]}}", list(&mut window.into_iter())))
                .collect();
            out += &format!(",\"extraregion\":[{}]", windows.join(","));
        }
        if !self.cages.is_empty() {
            let cages: Vec<String> = self
                .cages
                .iter()
                .map(|cage| {
                    let cells = list(&mut cage.cells.iter().map(|&c| usize::from(c)));
                    format!("{{\"cells\":[{cells}],\"value\":\"{}\"}}", cage.sum)
                })
                .collect();
            out += &format!(",\"killercage\":[{}]", cages.join(","));
        }
        out += &rules::write(self).map_err(refuse)?;
        Ok(out + "}")
    }
}

/// The givens (as a `givens` text) and, when any cell names a region and
/// they are not the usual boxes, the regions (as a `boxes` or `regions`
/// statement) of an f-puzzles grid.
fn read_grid(json: &Json, size: usize) -> Result<(String, Option<String>), VariantError> {
    let rows = match json.get("grid") {
        Some(Json::List(rows)) if rows.len() == size => rows,
        _ => return Err(refuse(format!("f-puzzles: `grid` is not {size} rows"))),
    };
    let boxes = default_boxes(size);
    let (mut givens, mut regions, mut named) = (String::new(), String::new(), false);
    for (r, row) in rows.iter().enumerate() {
        let cells = match row {
            Json::List(cells) if cells.len() == size => cells,
            _ => {
                return Err(refuse(format!(
                    "f-puzzles: row {} is not {size} cells",
                    r + 1
                )));
            }
        };
        for (c, cell) in cells.iter().enumerate() {
            let at = format!("r{}c{}", r + 1, c + 1);
            if let Json::Object(members) = cell
                && let Some((key, _)) = members
                    .iter()
                    .find(|(k, v)| !IGNORED_IN_CELL.contains(&k.as_str()) && !v.is_empty())
            {
                return Err(refuse(format!("f-puzzles: {at}: `{key}` is not supported")));
            }
            let given = cell.get("given").is_some_and(|g| *g == Json::Bool(true));
            let digit = match cell.get("value").filter(|_| given) {
                None => 0,
                Some(v) => v
                    .whole()
                    .filter(|d| (1..=size as i64).contains(d))
                    .ok_or_else(|| {
                        refuse(format!(
                            "f-puzzles: {at}: the given is not a digit from 1 to {size}"
                        ))
                    })?,
            };
            givens.push(Variant::digit_char(digit as u8));
            let in_box = boxes.map(|(h, w)| box_of(r * size + c, size, h, w));
            let region = match cell.get("region") {
                None => in_box,
                Some(v) => {
                    named = true;
                    v.whole()
                        .filter(|k| (0..size as i64).contains(k))
                        .map(|k| k as usize)
                }
            }
            .ok_or_else(|| refuse(format!("f-puzzles: {at} is in no region from 1 to {size}")))?;
            regions.push(char::from(b'A' + region as u8));
        }
    }
    if !named {
        return Ok((givens, None));
    }
    // Regions that are boxes of some shape (two or more rows and columns)
    // are boxes; the usual ones need no statement.
    let shapes = (2..size)
        .filter(|h| size.is_multiple_of(*h))
        .map(|h| (h, size / h));
    let statement = match shapes
        .map(|(h, w)| (h, w, boxes_text(size, h, w)))
        .find(|(_, _, text)| *text == regions)
    {
        Some((h, w, _)) if Some((h, w)) == boxes => None,
        Some((h, w, _)) => Some(format!("boxes {h}x{w}\n")),
        None => Some(format!("regions {regions}\n")),
    };
    Ok((givens, statement))
}

/// The box (0-based, in reading order) holding `cell` of an N x N grid
/// with boxes of `h` rows and `w` columns.
fn box_of(cell: usize, size: usize, h: usize, w: usize) -> usize {
    (cell / size / h) * (size / w) + cell % size / w
}

/// The labels (`A`, `B`, ...) of the boxes of `h` x `w` cells, cell by
/// cell.
fn boxes_text(size: usize, h: usize, w: usize) -> String {
    (0..size * size)
        .map(|cell| char::from(b'A' + box_of(cell, size, h, w) as u8))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `lz-string` 1.5.0's `compressToBase64` of a 4x4 f-puzzles JSON
    /// (made with node; the title has a two-unit character).
    const PACKED: &str = "N4IgzglgXgpiBcAWANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3lwC6yQv3GCRYwTL5SBC/iFKVqKdIxbtOMYSJBsIbMtRABLwLwbgAD2ABCQBGDp4/sguQA==";
    const JSON: &str = r#"{"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{"value":4,"given":true}]],"title":"é😀 ababababab"}"#;

    #[test]
    fn packed_text_and_links_unpack() {
        assert_eq!(lzstring::decompress_from_base64(PACKED).unwrap(), JSON);
        assert_eq!(
            lzstring::decompress_from_base64("IY18ZXeQ").unwrap(),
            "a".repeat(50)
        );
        assert_eq!(lzstring::decompress_from_base64("Q===").unwrap(), "");
        for link in [
            format!("https://www.f-puzzles.com/?load={PACKED}"),
            format!("https://sudokupad.app/fpuzzles{PACKED}"),
            format!(
                "https://www.f-puzzles.com/?load={}",
                PACKED.replace('+', "%2B").replace('=', "%3D")
            ),
            PACKED.to_owned(),
            JSON.to_owned(),
        ] {
            let v = Variant::parse_fpuzzles(&link).unwrap();
            assert_eq!(v.size(), 4);
            assert_eq!(v.givens()[0], 1);
            assert_eq!(v.givens()[15], 4);
        }
        for bad in ["", "N4Ig!", "https://www.f-puzzles.com/?load=", "A"] {
            assert!(Variant::parse_fpuzzles(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn variants_go_to_fpuzzles_and_back() {
        let texts = [
            (9, "rules diagonal windoku anti-knight\n", "1"),
            (
                6,
                "rules anti-king non-consecutive\ncage 7 r1c1 r1c2\n",
                "......2",
            ),
            (16, "", "..G"),
            (4, "regions AAABABBBCCCDCDDD\n", "1"),
            (6, "boxes 3x2\n", "1"),
            (12, "boxes 2x6\nrules diagonal\n", "C"),
            (
                9,
                "regions AAAAAAAAABBBBBBBBBCCCCCCCCCDDDDDDDDDEEEEEEEEEFFFFFFFFFGGGGGGGGGHHHHHHHHHIIIIIIIII\n",
                "",
            ),
        ];
        for (n, lines, givens) in texts {
            let text = format!("size {n}\n{lines}givens {givens:.<0$}", n * n);
            let v = Variant::parse(&text).unwrap();
            let json = v.to_fpuzzles().unwrap();
            assert!(Json::parse(&json).is_ok(), "{json}");
            assert_eq!(Variant::parse_fpuzzles(&json).unwrap(), v, "{json}");
        }
    }

    #[test]
    fn listed_rules_go_to_fpuzzles_and_back() {
        let rules = "thermo r1c1 r1c2 r1c3\nkropki-white r2c1 r2c2\nkropki-black r3c1 r3c2\nkropki-all\nx r4c1 r4c2\nv r5c1 r5c2\nxv-all\nodd r6c6 r7c7\neven r8c8\nwhisper r9c1 r9c2 r8c3\npalindrome r6c1 r7c2 r8c3\nextra-region r1c9 r2c8 r3c7\n";
        let v = Variant::parse(&format!("size 9\n{rules}")).unwrap();
        let json = v.to_fpuzzles().unwrap();
        assert!(Json::parse(&json).is_ok(), "{json}");
        assert!(
            json.contains(r#""negative":["difference","ratio","xv"]"#),
            "{json}"
        );
        assert_eq!(Variant::parse_fpuzzles(&json).unwrap(), v, "{json}");
        for missing in ["slow-thermo r1c1 r1c2", "greater r1c1 r1c2"] {
            let v = Variant::parse(&format!("size 9\n{missing}")).unwrap();
            let e = v.to_fpuzzles().unwrap_err().to_string();
            assert!(e.contains(missing.split(' ').next().unwrap()), "{e}");
        }
        // f-puzzles' own spellings: a thermometer of two lines, dots with
        // their usual values, a lower-case v.
        let grid = r#""grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]"#;
        let json = format!(
            r#"{{"size":4,{grid},"thermometer":[{{"lines":[["R1C1","R1C2"],["R1C1","R2C1"]]}}],"difference":[{{"cells":["R3C1","R3C2"],"value":"1"}}],"ratio":[{{"cells":["R4C1","R4C2"],"value":2}}],"xv":[{{"cells":["R3C3","R3C4"],"value":"v"}}]}}"#
        );
        let text = Variant::parse_fpuzzles(&json).unwrap().to_text();
        for line in [
            "thermo r1c1 r1c2\nthermo r1c1 r2c1\n",
            "kropki-white r3c1 r3c2\n",
            "kropki-black r4c1 r4c2\n",
            "v r3c3 r3c4\n",
        ] {
            assert!(text.contains(line), "{text}");
        }
    }

    #[test]
    fn unsupported_constraints_are_named() {
        let grid = r#""grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]"#;
        let cases = [
            (
                r#""arrow":[{"cells":["R1C1"],"lines":[["R1C2"]]}]"#,
                "`arrow`",
            ),
            (r#""negative":["ratio"]"#, "`negative`"),
            (
                r#""difference":[{"cells":["R1C1","R1C2"],"value":"3"}]"#,
                "`difference`",
            ),
            (r#""xv":[{"cells":["R1C1","R1C2"]}]"#, "`xv`"),
            (r#""diagonal+":true"#, "`diagonal+` alone"),
            (r#""killercage":[{"cells":["R1C1"]}]"#, "without a sum"),
            (r#""extraregion":[{"cells":["R1C1"]}]"#, "extra-region"),
            (r#""line":[{"lines":[["R1C1","R1C2"]]}]"#, "`line`"),
            (r#""killercage":[{"cells":["R9C1"],"value":"3"}]"#, "`r9c1`"),
        ];
        for (member, why) in cases {
            let json = format!("{{\"size\":4,{grid},{member}}}");
            let e = Variant::parse_fpuzzles(&json).unwrap_err().to_string();
            assert!(e.contains(why), "{json}: {e}");
        }
        let with_marks = format!(
            "{{\"size\":4,{}}}",
            grid.replacen("{}", r#"{"givenPencilMarks":[1]}"#, 1)
        );
        let e = Variant::parse_fpuzzles(&with_marks)
            .unwrap_err()
            .to_string();
        assert!(e.contains("r1c1: `givenPencilMarks`"), "{e}");
        // Empty and false members say nothing.
        let quiet =
            format!("{{\"size\":4,{grid},\"thermometer\":[],\"antiking\":false,\"title\":\"t\"}}");
        assert!(Variant::parse_fpuzzles(&quiet).is_ok());
    }
}
