//! ABI stability: the exported functions, structs and typedefs of the last
//! release, recorded in `abi/<version>.txt`, must still be in
//! `include/sudoku.h`, each exactly as it was (return and parameter
//! types, fields in order), unless the version has the bump README's rule
//! requires: a new major version, or while the major is 0 a new minor one.
//!
//! When releasing, record the header with
//! `cargo test --test abi_stability -- --ignored record_this_release`.

mod common;

use common::without_block_comments;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Item name -> its normalised declaration.
type Abi = BTreeMap<String, String>;

/// The header without comments, preprocessor lines and the C++ guard.
fn code_of(header: &str) -> String {
    without_block_comments(header)
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .filter(|line| !line.trim_start().starts_with('#') && line.trim() != "}")
        .collect::<Vec<_>>()
        .join("\n")
        .replace("extern \"C\" {", "")
}

fn squeeze(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("( ", "(")
        .replace(" )", ")")
        .replace(" ,", ",")
}

/// A parameter's type, its name dropped (names are not part of the ABI).
fn parameter_type(param: &str) -> String {
    let param = param.trim();
    let name_at = param
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    if name_at == 0 {
        return param.to_string(); // `void`
    }
    squeeze(&param[..name_at]).replace(" *", "*")
}

/// The header's functions, structs and typedefs, normalised.
fn abi_of(header: &str) -> Abi {
    let code = code_of(header);
    let mut abi = Abi::new();
    let mut depth = 0;
    let mut statement = String::new();
    for c in code.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if c == ';' && depth == 0 {
            let item = squeeze(&statement);
            statement.clear();
            if let Some(body) = item.strip_prefix("typedef struct {") {
                let (fields, name) = body.rsplit_once('}').expect("struct body");
                let fields: Vec<String> = fields
                    .split(';')
                    .map(squeeze)
                    .filter(|f| !f.is_empty())
                    .collect();
                let name = name.trim().to_string();
                abi.insert(
                    name.clone(),
                    format!("struct {name} {{ {}; }}", fields.join("; ")),
                );
            } else if let Some(rest) = item.strip_prefix("typedef ") {
                let name = rest.rsplit(' ').next().unwrap().to_string();
                abi.insert(name, format!("typedef {rest}"));
            } else if let Some((head, params)) = item.split_once('(') {
                let name = head.rsplit([' ', '*']).next().unwrap().to_string();
                let ret = squeeze(&head[..head.len() - name.len()]).replace(" *", "*");
                let params = params.strip_suffix(')').expect("a prototype ends with )");
                let types: Vec<String> = params.split(',').map(parameter_type).collect();
                abi.insert(name.clone(), format!("{ret} {name}({})", types.join(", ")));
            } else if !item.is_empty() {
                panic!("unrecognised header item: {item}");
            }
        } else {
            statement.push(c);
        }
    }
    abi
}

fn render(abi: &Abi) -> String {
    abi.values().map(|line| format!("{line}\n")).collect()
}

fn parse_record(text: &str) -> Abi {
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let name = if let Some(rest) = line.strip_prefix("struct ") {
                rest.split(' ').next().unwrap()
            } else if line.starts_with("typedef ") {
                line.rsplit(' ').next().unwrap()
            } else {
                let head = line.split('(').next().unwrap();
                head.rsplit([' ', '*']).next().unwrap()
            };
            (name.to_string(), line.to_string())
        })
        .collect()
}

fn version_of(text: &str) -> (u64, u64, u64) {
    let parts: Vec<u64> = text
        .split('.')
        .map(|p| p.parse().expect("a numeric version"))
        .collect();
    assert_eq!(parts.len(), 3, "version {text}");
    (parts[0], parts[1], parts[2])
}

/// Whether going from `old` to `new` is the bump that may break the ABI.
fn breaking_bump(old: (u64, u64, u64), new: (u64, u64, u64)) -> bool {
    new.0 > old.0 || (new.0 == 0 && old.0 == 0 && new.1 > old.1)
}

/// What of `recorded` is gone or changed in `current`.
fn broken(recorded: &Abi, current: &Abi) -> Vec<String> {
    recorded
        .iter()
        .filter_map(|(name, was)| match current.get(name) {
            None => Some(format!("{name} disappeared (was `{was}`)")),
            Some(now) if now != was => Some(format!("{name} changed: `{was}` -> `{now}`")),
            _ => None,
        })
        .collect()
}

fn header() -> String {
    fs::read_to_string(repo().join("include/sudoku.h")).unwrap()
}

/// The recorded releases, oldest first.
fn records() -> Vec<((u64, u64, u64), PathBuf)> {
    let mut records: Vec<_> = fs::read_dir(repo().join("abi"))
        .expect("abi/ holds the recorded releases")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .map(|path| {
            (
                version_of(path.file_stem().unwrap().to_str().unwrap()),
                path,
            )
        })
        .collect();
    records.sort();
    records
}

#[test]
fn the_last_release_abi_is_kept_or_the_version_says_it_breaks() {
    let current = abi_of(&header());
    let version = version_of(env!("CARGO_PKG_VERSION"));
    let (release, path) = records().pop().expect("at least one recorded release");
    assert!(
        version >= release,
        "version {version:?} is older than the recorded release {release:?}"
    );
    let recorded = parse_record(&fs::read_to_string(&path).unwrap());
    assert!(
        recorded.len() >= 40,
        "{} records too little",
        path.display()
    );
    let broken = broken(&recorded, &current);
    assert!(
        broken.is_empty() || breaking_bump(release, version),
        "the ABI of release {release:?} ({}) is broken without a version bump \
         (README: ABI stability):\n{}",
        path.display(),
        broken.join("\n")
    );
}

#[test]
fn the_check_sees_a_removed_function_a_changed_struct_and_a_retyped_parameter() {
    let header = header();
    let recorded = abi_of(&header);
    assert!(recorded.contains_key("sudoku_new") && recorded.contains_key("SudokuRating"));
    assert!(broken(&recorded, &abi_of(&header)).is_empty());
    assert_eq!(parse_record(&render(&recorded)), recorded);

    let without = header.replacen("void sudoku_free(", "void sudoku_free_renamed(", 1);
    assert_eq!(broken(&recorded, &abi_of(&without)).len(), 1);
    let field = header.replacen("int32_t score_tenths;", "int64_t score_tenths;", 1);
    let found = broken(&recorded, &abi_of(&field));
    assert!(
        found.len() == 1 && found[0].starts_with("SudokuRating changed"),
        "{found:?}"
    );
    let parameter = header.replacen("int32_t row,", "int64_t row,", 1);
    assert!(!broken(&recorded, &abi_of(&parameter)).is_empty());
    // Parameter names are not part of the ABI.
    let renamed = header.replacen("int32_t row,", "int32_t the_row,", 1);
    assert!(broken(&recorded, &abi_of(&renamed)).is_empty());
}

#[test]
fn bumps_that_may_break() {
    assert!(breaking_bump((0, 3, 0), (0, 4, 0)));
    assert!(breaking_bump((0, 3, 2), (1, 0, 0)));
    assert!(breaking_bump((1, 2, 0), (2, 0, 0)));
    assert!(!breaking_bump((0, 3, 0), (0, 3, 1)));
    assert!(!breaking_bump((1, 2, 0), (1, 3, 0)));
}

/// Writes `abi/<version>.txt` from `include/sudoku.h` (or from the header
/// at `$SUDOKU_ABI_HEADER`, with `$SUDOKU_ABI_VERSION` as the version).
#[test]
#[ignore = "run by hand when releasing"]
fn record_this_release() {
    let header = std::env::var("SUDOKU_ABI_HEADER")
        .map(|path| fs::read_to_string(Path::new(&path)).unwrap())
        .unwrap_or_else(|_| header());
    let version =
        std::env::var("SUDOKU_ABI_VERSION").unwrap_or_else(|_| env!("CARGO_PKG_VERSION").into());
    version_of(&version);
    let path = repo().join("abi").join(format!("{version}.txt"));
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let text = format!(
        "# The C ABI of libsudoku {version}: functions, structs and typedefs of\n\
         # include/sudoku.h, normalised (tests/abi_stability.rs).\n{}",
        render(&abi_of(&header))
    );
    fs::write(&path, text).unwrap();
}
