//! The listed rules ([`crate::variant::rules`]) in f-puzzles JSON, each
//! in the form its statement names ([`Fpuzzles`]): `thermometer`,
//! `whispers` and `palindrome` lines; `difference` and `ratio` dots
//! (white and black kropki, with their usual values only), `xv`; `odd`
//! and `even` cells; `extraregion`s; and the `negative` list (`difference`
//! and `ratio` together for kropki-all, `xv` for xv-all).

use super::json::Json;
use super::{cell_of, cells_of, quoted_cell, refuse};
use crate::variant::rules::{Fpuzzles, STATEMENTS};
use crate::variant::text::{VariantError, cell_name};
use crate::variant::{Variant, rules};

/// The value f-puzzles gives a dot with no `value`.
fn usual_value(member: &str) -> Option<&'static str> {
    match member {
        "difference" => Some("1"),
        "ratio" => Some("2"),
        _ => None,
    }
}

/// Whether member `key` holds listed rules.
pub(super) fn is_member(key: &str) -> bool {
    key == "negative"
        || STATEMENTS.iter().any(|s| match s.fpuzzles {
            Fpuzzles::Lines(m) | Fpuzzles::Cells(m, _) | Fpuzzles::EachCell(m) => m == key,
            _ => false,
        })
}

/// `cells` as the text format names them.
fn names(cells: &[usize], size: usize) -> String {
    cells
        .iter()
        .map(|&c| format!(" {}", cell_name(c, size)))
        .collect()
}

/// The items of list member `key`.
fn items<'j>(key: &str, value: &'j Json) -> Result<&'j [Json], VariantError> {
    match value {
        Json::List(items) => Ok(items),
        _ => Err(refuse(format!("f-puzzles: `{key}` is not a list"))),
    }
}

/// The rule statements (text format lines) of member `key`.
pub(super) fn read(key: &str, value: &Json, size: usize) -> Result<String, VariantError> {
    if key == "negative" {
        return read_negative(value);
    }
    let mut out = String::new();
    // The cells of a member of single cells, as one statement.
    let mut each = Vec::new();
    for item in items(key, value)? {
        let value = match item.get("value") {
            Some(Json::Text(v) | Json::Number(v)) => Some(v.as_str()),
            _ => None,
        };
        let form = |s: &&rules::Statement| match s.fpuzzles {
            Fpuzzles::Lines(m) | Fpuzzles::EachCell(m) => m == key,
            Fpuzzles::Cells(m, Some(wanted)) => {
                m == key && value.is_some_and(|v| v.eq_ignore_ascii_case(wanted))
            }
            Fpuzzles::Cells(m, None) => m == key && (value.is_none() || value == usual_value(m)),
            _ => false,
        };
        let statement = STATEMENTS.iter().find(form).ok_or_else(|| {
            refuse(format!(
                "f-puzzles constraint `{key}` with this value is not supported"
            ))
        })?;
        match statement.fpuzzles {
            Fpuzzles::Lines(_) => {
                let Some(Json::List(lines)) = item.get("lines") else {
                    return Err(refuse(format!("f-puzzles: `{key}` without `lines`")));
                };
                for line in lines {
                    let Json::List(cells) = line else {
                        return Err(refuse(format!("f-puzzles: a `{key}` line is not a list")));
                    };
                    let cells = cells
                        .iter()
                        .map(|c| cell_of(c, size))
                        .collect::<Result<Vec<_>, _>>()?;
                    out += &format!("{}{}\n", statement.keyword, names(&cells, size));
                }
            }
            Fpuzzles::EachCell(_) => {
                each.push(cell_of(item.get("cell").unwrap_or(&Json::Null), size)?);
                if each.len() == 1 {
                    out += statement.keyword;
                }
            }
            _ => {
                let cells = cells_of(item, size)?;
                out += &format!("{}{}\n", statement.keyword, names(&cells, size));
            }
        }
    }
    if !each.is_empty() {
        out += &names(&each, size);
        out += "\n";
    }
    Ok(out)
}

/// The `-all` statements of the `negative` list.
fn read_negative(value: &Json) -> Result<String, VariantError> {
    let mut named = Vec::new();
    for item in items("negative", value)? {
        match item {
            Json::Text(name) => named.push(name.as_str()),
            _ => return Err(refuse("f-puzzles: `negative` holds a non-name")),
        }
    }
    let mut out = String::new();
    for s in &STATEMENTS {
        if let Fpuzzles::Negative(all) = s.fpuzzles
            && all.iter().any(|n| named.contains(n))
        {
            if !all.iter().all(|n| named.contains(n)) {
                return Err(refuse(format!(
                    "f-puzzles constraint `negative` {named:?} is not supported (only {all:?} together)"
                )));
            }
            out += s.keyword;
            out += "\n";
        }
    }
    if let Some(other) = named.iter().find(|n| {
        !STATEMENTS
            .iter()
            .any(|s| matches!(s.fpuzzles, Fpuzzles::Negative(all) if all.contains(n)))
    }) {
        return Err(refuse(format!(
            "f-puzzles constraint `negative` `{other}` is not supported"
        )));
    }
    Ok(out)
}

/// The members of `variant`'s listed rules, as `,"key":[items]` text, or
/// the rule f-puzzles has no form for.
pub(super) fn write(variant: &Variant) -> Result<String, String> {
    let n = variant.size();
    let name = |&c: &u16| quoted_cell(usize::from(c), n);
    let list = |cells: &[u16]| cells.iter().map(name).collect::<Vec<_>>().join(",");
    let mut members: Vec<(&str, Vec<String>)> = Vec::new();
    let mut add =
        |key: &'static str, item: String| match members.iter_mut().find(|(k, _)| *k == key) {
            Some((_, items)) => items.push(item),
            None => members.push((key, vec![item])),
        };
    for rule in variant.constraints() {
        let statement = rules::statement_of(rule.keyword()).expect("a listed rule");
        let cells = rule.cells();
        match statement.fpuzzles {
            Fpuzzles::Lines(key) => add(key, format!("{{\"lines\":[[{}]]}}", list(cells))),
            Fpuzzles::Cells(key, Some(value)) => add(
                key,
                format!("{{\"cells\":[{}],\"value\":\"{value}\"}}", list(cells)),
            ),
            Fpuzzles::Cells(key, None) => add(key, format!("{{\"cells\":[{}]}}", list(cells))),
            Fpuzzles::EachCell(key) => {
                for c in cells {
                    add(key, format!("{{\"cell\":{}}}", name(c)));
                }
            }
            Fpuzzles::Negative(all) => {
                for other in all {
                    add("negative", format!("\"{other}\""));
                }
            }
            Fpuzzles::Missing => {
                return Err(format!(
                    "f-puzzles has no constraint for `{}`",
                    rule.keyword()
                ));
            }
        }
    }
    Ok(members
        .iter()
        .map(|(key, items)| format!(",\"{key}\":[{}]", items.join(",")))
        .collect())
}
