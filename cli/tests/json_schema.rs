//! Every command's `--format json` output against its schema in the book
//! (docs/src/cli.md, a table after each `<!-- schema: NAME -->`): every
//! field listed, of its type, present exactly when the table says, and no
//! other field. Each command runs on input that succeeds and input that
//! fails, so both kinds of record are checked.

mod common;

use std::collections::BTreeMap;

use serde_json::Value;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// One field of a schema: its type and when it is present.
struct Field {
    kind: String,
    present: String,
}

/// Every schema of the book's CLI chapter, by name.
fn schemas() -> BTreeMap<String, BTreeMap<String, Field>> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/src/cli.md");
    let book = std::fs::read_to_string(path).expect("docs/src/cli.md");
    let mut schemas = BTreeMap::new();
    let mut lines = book.lines();
    while let Some(line) = lines.next() {
        let Some(name) = line
            .strip_prefix("<!-- schema: ")
            .and_then(|l| l.strip_suffix(" -->"))
        else {
            continue;
        };
        let mut fields = BTreeMap::new();
        for row in lines.by_ref().take_while(|l| l.starts_with('|')).skip(2) {
            let cells: Vec<&str> = row.split('|').map(str::trim).collect();
            let field = cells[1].trim_matches('`').to_owned();
            fields.insert(
                field,
                Field {
                    kind: cells[2].to_owned(),
                    present: cells[3].replace('`', ""),
                },
            );
        }
        assert!(!fields.is_empty(), "schema {name} has no fields");
        schemas.insert(name.to_owned(), fields);
    }
    schemas
}

fn of_kind(value: &Value, kind: &str) -> bool {
    match kind {
        "integer" => value.is_i64() || value.is_u64(),
        "number" => value.is_number(),
        "string" => value.is_string(),
        "boolean" => value.is_boolean(),
        "array" => value.is_array(),
        other => panic!("unknown type {other} in the book"),
    }
}

/// Checks one record against `schema`; `traced` says whether the run had
/// `--trace`.
fn check(name: &str, schema: &BTreeMap<String, Field>, record: &Value, traced: bool) {
    let object = record
        .as_object()
        .unwrap_or_else(|| panic!("{name}: {record}"));
    let ok = object["ok"].as_bool().expect("ok is a boolean");
    let solved = object
        .get("solved")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    for key in object.keys() {
        assert!(
            schema.contains_key(key),
            "{name}: {key} is not in the book: {record}"
        );
    }
    for (key, field) in schema {
        let expected = match field.present.as_str() {
            "always" => true,
            "ok" => ok,
            "not ok" => !ok,
            "ok, with --trace" => ok && traced,
            "ok, not solved" => ok && !solved,
            other => panic!("{name}: unknown condition {other:?}"),
        };
        match object.get(key) {
            Some(value) => {
                assert!(expected, "{name}: {key} should be absent: {record}");
                assert!(
                    of_kind(value, &field.kind),
                    "{name}: {key} is not {}: {record}",
                    field.kind
                );
            }
            None => assert!(!expected, "{name}: {key} is missing: {record}"),
        }
    }
}

/// The records `sudoku --format json ARGS` prints for `stdin`.
fn records(args: &[&str], stdin: &str) -> Vec<Value> {
    let out = common::sudoku(&[&["--format", "json"][..], args].concat(), stdin);
    let text = common::text(&out.stdout);
    assert!(!text.is_empty(), "{args:?}: no output");
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{args:?}: {e}: {l}")))
        .collect()
}

#[test]
fn every_command_prints_its_schema() {
    let schemas = schemas();
    let puzzles = format!("{CLASSIC}\n12x\n{SOLVED}\n{}\n", ".".repeat(81));
    let variant = "size 4\ngivens 1...\n..2.\n....\n...4";
    let unique = "size 4\ngivens ....43....3..2..";
    let runs: Vec<(&str, Vec<&str>, String, bool)> = vec![
        ("solve", vec!["solve", "-"], puzzles.clone(), false),
        (
            "solve",
            vec!["solve", "--trace", "-"],
            puzzles.clone(),
            true,
        ),
        ("count", vec!["count", "-"], puzzles.clone(), false),
        ("rate", vec!["rate", "-"], puzzles.clone(), false),
        ("hint", vec!["hint", "-"], puzzles.clone(), false),
        (
            "generate",
            vec!["generate", "--seed", "1", "--count", "2"],
            String::new(),
            false,
        ),
        (
            "generate",
            vec![
                "generate",
                "--seed",
                "1",
                "--level",
                "extreme",
                "--attempts",
                "1",
            ],
            String::new(),
            false,
        ),
        ("bench", vec!["bench", "-"], puzzles.clone(), false),
        (
            "variant solve",
            vec!["variant", "solve", "-"],
            variant.to_owned(),
            false,
        ),
        (
            "variant solve",
            vec!["variant", "solve", "-"],
            "size 5".to_owned(),
            false,
        ),
        (
            "variant count",
            vec!["variant", "count", "-"],
            variant.to_owned(),
            false,
        ),
        (
            "variant count",
            vec!["variant", "count", "-"],
            "size 5".to_owned(),
            false,
        ),
        (
            "variant rate",
            vec!["variant", "rate", "-"],
            unique.to_owned(),
            false,
        ),
        (
            "variant rate",
            vec!["variant", "rate", "-"],
            variant.to_owned(),
            false,
        ),
        (
            "variant hint",
            vec!["variant", "hint", "-"],
            unique.to_owned(),
            false,
        ),
        (
            "variant hint",
            vec!["variant", "hint", "-"],
            variant.to_owned(),
            false,
        ),
        (
            "variant generate",
            vec!["variant", "generate", "-", "--seed", "2"],
            "size 6\nrules diagonal".to_owned(),
            false,
        ),
        (
            "variant generate",
            vec![
                "variant",
                "generate",
                "-",
                "--level",
                "extreme",
                "--attempts",
                "1",
            ],
            "size 4".to_owned(),
            false,
        ),
    ];
    // (ok records, failed records) per schema.
    let mut seen: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for (name, args, stdin, traced) in &runs {
        let schema = schemas
            .get(*name)
            .unwrap_or_else(|| panic!("no schema for {name}"));
        for record in records(args, stdin) {
            check(name, schema, &record, *traced);
            let counts = seen.entry(name).or_default();
            if record["ok"] == Value::Bool(true) {
                counts.0 += 1;
            } else {
                counts.1 += 1;
            }
        }
    }
    assert_eq!(
        seen.len(),
        schemas.len(),
        "a schema no run printed: {seen:?}"
    );
    for (name, (oks, failures)) in seen {
        assert!(oks > 0, "{name}: no ok record");
        assert!(failures > 0 || name == "bench", "{name}: no failed record");
    }
}
