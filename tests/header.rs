//! The checked-in header must be exactly what cbindgen generates from the
//! current sources (build.rs writes a fresh copy to OUT_DIR; in CI it does
//! not touch `include/`, so a stale checked-in header fails here).

use std::fs;
use std::path::Path;

const GENERATED: &str = include_str!(concat!(env!("OUT_DIR"), "/sudoku.h"));

fn checked_in() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("include/sudoku.h");
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn checked_in_header_is_up_to_date() {
    assert!(
        checked_in() == GENERATED,
        "include/sudoku.h is stale: run `cargo build` outside CI and commit the header"
    );
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
    ];
    for name in contract {
        assert!(declared.iter().any(|d| d == name), "{name} not declared");
    }
}
