//! The checked-in header must be exactly what the header command
//! (`scripts/header.sh`, cbindgen pinned in xtask/Cargo.toml)
//! generates from the current sources: a stale header fails here.

mod common;

use std::fs;
use std::path::Path;
use std::process::Command;

fn checked_in() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("include/sudoku.h");
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The header command's output (`scripts/header.sh --stdout`). It builds
/// in its own target folder: the `cargo test` that runs this test may hold
/// the lock of `target/`.
fn generated() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(root.join("scripts/header.sh"))
        .arg("--stdout")
        .current_dir(root)
        .output()
        .expect("the header command runs");
    assert!(
        out.status.success(),
        "the header command failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("the header is UTF-8")
}

#[test]
fn checked_in_header_is_up_to_date() {
    let generated = generated();
    assert!(
        checked_in() == generated,
        "include/sudoku.h is stale: run `scripts/header.sh` and commit the header"
    );
    // cbindgen cannot write `volatile`; the command adds it to every
    // cancel flag.
    assert!(!generated.contains("const int32_t *cancel;"));
    assert!(generated.contains("const volatile int32_t *cancel;"));
}

#[test]
fn header_has_guards_includes_and_version() {
    let header = checked_in();
    for needle in [
        "#ifndef SUDOKU_H",
        "#define SUDOKU_H",
        "#ifdef __cplusplus\nextern \"C\" {",
        "#include <stdbool.h>",
        "#include <stddef.h>",
        "#include <stdint.h>",
        "typedef struct Sudoku Sudoku;",
        "typedef int32_t SudokuStatus;",
    ] {
        assert!(header.contains(needle), "header lacks {needle:?}");
    }
    for (part, value) in [
        ("MAJOR", env!("CARGO_PKG_VERSION_MAJOR")),
        ("MINOR", env!("CARGO_PKG_VERSION_MINOR")),
        ("PATCH", env!("CARGO_PKG_VERSION_PATCH")),
    ] {
        let line = format!("#define SUDOKU_VERSION_{part} {value}\n");
        assert!(header.contains(&line), "header lacks {line:?}");
    }
}

/// Every function prototype in the header is directly preceded by a doc
/// comment, and every exported function of the contract is declared.
#[test]
fn every_function_is_declared_and_documented() {
    let header = checked_in();
    let lines: Vec<&str> = header.lines().collect();
    let mut declared = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        // A prototype starts at column 0 (cbindgen may wrap its parameters).
        let starts_declaration = !line.starts_with([' ', '#', '/', '}']) && line.contains('(');
        if let (true, Some(start)) = (starts_declaration, line.find("sudoku_")) {
            let name: String = line[start..].chars().take_while(|&c| c != '(').collect();
            assert_eq!(lines[i - 1], " */", "{name} has no doc comment above it");
            declared.push(name);
        }
    }
    let contract = [
        "sudoku_new",
        "sudoku_set_num",
        "sudoku_set_line",
        "sudoku_solve",
        "sudoku_get",
        "sudoku_free",
        "sudoku_set_string",
        "sudoku_to_string",
        "sudoku_candidates",
        "sudoku_count_solutions",
        "sudoku_clear",
        "sudoku_trace",
        "sudoku_solve_str",
        "sudoku_status_str",
        "sudoku_version",
        "sudoku_solve_limit",
        "sudoku_solve_batch",
        "sudoku_count_solutions_within",
        "sudoku_rate",
        "sudoku_generate",
        "sudoku_technique_name",
        "sudoku_game_new",
        "sudoku_game_load",
        "sudoku_game_free",
        "sudoku_game_enter",
        "sudoku_game_digit",
        "sudoku_game_is_given",
        "sudoku_game_pencil",
        "sudoku_game_set_pencil",
        "sudoku_game_toggle_pencil",
        "sudoku_game_auto_pencil",
        "sudoku_game_undo",
        "sudoku_game_redo",
        "sudoku_game_is_complete",
        "sudoku_game_save",
        "sudoku_conflicts",
        "sudoku_mistakes",
        "sudoku_hint",
        "sudoku_generate_clues",
        "sudoku_solve_candidates",
        "sudoku_hint_candidates",
        "sudoku_clashes",
        "sudoku_generate_with",
        "sudoku_hint_chain",
        "sudoku_hint_candidates_chain",
    ];
    for name in contract {
        assert!(declared.iter().any(|d| d == name), "{name} not declared");
    }
}

/// Every name the header declares: macros, typedef'd types and functions.
fn declared_names(header: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut names = Vec::new();
    for line in header.lines() {
        if let Some(rest) = line.strip_prefix("#define ") {
            names.push(ident(rest));
        } else if (line.starts_with("typedef ") || line.starts_with("} ")) && line.ends_with(';') {
            // `typedef struct X X;`, `typedef int32_t X;`, `} X;`
            let last = line
                .trim_end_matches(';')
                .rsplit([' ', '*'])
                .next()
                .unwrap();
            names.push(ident(last));
        } else if !line.starts_with([' ', '#', '/', '}', '*']) && line.contains('(') {
            let before = &line[..line.find('(').unwrap()];
            names.push(ident(before.rsplit([' ', '*']).next().unwrap()));
        }
    }
    names
}

/// The header is a public namespace: every macro, type and function starts
/// with `SUDOKU_`, `Sudoku` or `sudoku_`.
#[test]
fn every_name_in_the_header_is_prefixed() {
    let header = checked_in();
    let names = declared_names(&header);
    assert!(names.len() > 80, "found only {} names", names.len());
    for expected in ["SUDOKU_OK", "SudokuHint", "SudokuStatus", "sudoku_hint"] {
        assert!(names.iter().any(|n| n == expected), "{expected} not found");
    }
    let bad: Vec<&String> = names
        .iter()
        .filter(|n| {
            !["SUDOKU_", "Sudoku", "sudoku_"]
                .iter()
                .any(|p| n.starts_with(p))
        })
        .collect();
    assert!(bad.is_empty(), "unprefixed names in sudoku.h: {bad:?}");
}

/// Every macro with a value expands on its own: a C file that includes
/// only the header uses each of them as a constant expression.
#[test]
fn every_macro_expands_on_its_own() {
    let header = checked_in();
    let macros: Vec<&str> = header
        .lines()
        .filter_map(|l| l.strip_prefix("#define "))
        .filter(|rest| rest.contains(' '))
        .map(|rest| rest.split(' ').next().unwrap())
        .collect();
    assert!(macros.len() > 30, "found only {} macros", macros.len());
    if !common::have("cc") {
        return;
    }
    let mut source = String::from("#include \"sudoku.h\"\n");
    for (i, name) in macros.iter().enumerate() {
        source.push_str(&format!(
            "static const long long value_{i} = (long long)({name});\n"
        ));
    }
    source.push_str("int main(void) { return 0; }\n");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("every_macro.c");
    fs::write(&file, source).unwrap();
    let include = Path::new(env!("CARGO_MANIFEST_DIR")).join("include");
    let out = std::process::Command::new("cc")
        .args([
            "-std=c99",
            "-Wall",
            "-Werror",
            "-Wno-unused-const-variable",
            "-c",
            "-o",
        ])
        .arg(dir.join("every_macro.o"))
        .arg("-I")
        .arg(include)
        .arg(&file)
        .output()
        .expect("cc runs");
    assert!(
        out.status.success(),
        "a macro does not expand on its own:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
