//! The LuaJIT binding (`bindings/lua/sudoku.lua`): its FFI declarations
//! must be the header's, and `tests/lua/play.lua` (solve, count, rate,
//! errors, then a generated puzzle played to the end by hints through the
//! game API) must pass under `luajit` and inside the LÖVE engine, headless.

mod common;

use common::{have, run, without_block_comments};
use std::fs;
use std::path::PathBuf;
use std::process::Command;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The directory of this build's libsudoku.so.
fn lib_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.parent().expect("target/<profile>/deps").to_path_buf()
}

const BEGIN: &str = "/* BEGIN sudoku.h */\n";
const END: &str = "/* END sudoku.h */\n";

/// sudoku.h as LuaJIT's `ffi.cdef` reads it: no comments or preprocessor
/// lines, no C++ guard; each integer `#define SUDOKU_*` becomes a
/// `static const int32_t`, and array sizes use the values.
fn lua_cdef(header: &str) -> String {
    let code = without_block_comments(header);
    let mut constants: Vec<(String, String)> = Vec::new();
    let mut out = String::new();
    for line in code.lines() {
        let line = line.split("//").next().unwrap_or_default().trim_end();
        if let Some(define) = line.strip_prefix("#define ") {
            let mut parts = define.split_whitespace();
            let (name, value) = (parts.next().unwrap(), parts.next());
            if let Some(value) = value {
                value
                    .parse::<i32>()
                    .unwrap_or_else(|_| panic!("#define {name} {value} is not an int32"));
                out.push_str(&format!("static const int32_t {name} = {value};\n"));
                constants.push((name.to_string(), value.to_string()));
            }
            continue;
        }
        if line.starts_with('#') || line == "extern \"C\" {" || line == "}" {
            continue;
        }
        if line.trim().is_empty() && (out.is_empty() || out.ends_with("\n\n")) {
            continue;
        }
        let mut line = line.to_string();
        for (name, value) in &constants {
            line = line.replace(&format!("[{name}]"), &format!("[{value}]"));
        }
        out.push_str(&line);
        out.push('\n');
    }
    out.trim_end().to_string() + "\n"
}

#[test]
fn the_bindings_declarations_are_the_headers() {
    let header = fs::read_to_string(repo().join("include/sudoku.h")).unwrap();
    let expected = lua_cdef(&header);
    assert!(
        expected.contains("SudokuStatus sudoku_game_new(const char *puzzle, SudokuGame **out);")
    );
    assert!(expected.contains("char explanation[512];"));
    let path = repo().join("bindings/lua/sudoku.lua");
    let binding = fs::read_to_string(&path).unwrap();
    let start = binding.find(BEGIN).expect("BEGIN marker") + BEGIN.len();
    let end = binding.find(END).expect("END marker");
    if std::env::var_os("SUDOKU_LUA_REGEN").is_some() {
        let fresh = format!("{}{expected}{}", &binding[..start], &binding[end..]);
        fs::write(&path, fresh).unwrap();
        return;
    }
    assert!(
        binding[start..end] == expected,
        "bindings/lua/sudoku.lua declares other than include/sudoku.h: rerun with \
         SUDOKU_LUA_REGEN=1 and commit"
    );
}

fn lua_path() -> String {
    let root = repo();
    format!(
        "{};{};;",
        root.join("bindings/lua/?.lua").display(),
        root.join("tests/lua/?.lua").display()
    )
}

fn library() -> PathBuf {
    lib_dir().join("libsudoku.so")
}

fn check_output(output: &str, last: &str) {
    for needle in [
        &format!("libsudoku {}", env!("CARGO_PKG_VERSION")),
        "solve, count and errors: ok",
        "generated (seed 2026): ",
        "hint (wrong digit): ",
        "hints: complete",
        "saved, loaded and freed: ok",
        last,
    ] {
        assert!(output.contains(needle), "missing {needle:?} in:\n{output}");
    }
}

#[test]
fn luajit_plays_a_generated_puzzle_by_hints() {
    if !have("luajit") {
        return;
    }
    let output = run(
        Command::new("luajit")
            .arg(repo().join("tests/lua/run.lua"))
            .arg(env!("CARGO_PKG_VERSION"))
            .env("SUDOKU_LIBRARY", library())
            .env("LUA_PATH", lua_path()),
        "",
    );
    check_output(&output, "lua: all checks passed");
}

/// `require` finds the library through package.cpath too, and fails with
/// the loaders' messages when nothing loads (instead of a module whose
/// functions are nil).
#[test]
fn require_finds_the_library_or_says_why_not() {
    if !have("luajit") {
        return;
    }
    let script = "local s = require('sudoku'); print(s.solve(string.rep('.', 81)) ~= nil)";
    let cpath = format!("{}/lib?.so", lib_dir().display());
    let found = run(
        Command::new("luajit")
            .args(["-e", script])
            .env("LUA_PATH", lua_path())
            .env("LUA_CPATH", &cpath)
            .env_remove("SUDOKU_LIBRARY")
            .env_remove("LD_LIBRARY_PATH"),
        "",
    );
    assert_eq!(found, "true\n");
    let failed = Command::new("luajit")
        .args(["-e", script])
        .env("LUA_PATH", lua_path())
        .env("LUA_CPATH", "/nonexistent/?.so")
        .env("SUDOKU_LIBRARY", "/nonexistent/libsudoku.so")
        .env_remove("LD_LIBRARY_PATH")
        .output()
        .unwrap();
    assert!(!failed.status.success());
    let stderr = String::from_utf8_lossy(&failed.stderr);
    assert!(
        stderr.contains("libsudoku: cannot load the library (/nonexistent/libsudoku.so: ")
            && stderr.contains("set SUDOKU_LIBRARY to its path"),
        "{stderr}"
    );
}

#[test]
fn love_plays_a_generated_puzzle_by_hints_headless() {
    if !have("love") {
        return;
    }
    let home = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("love-home");
    fs::create_dir_all(&home).unwrap();
    let output = run(
        Command::new("love")
            .arg(repo().join("tests/lua/love"))
            .env("SUDOKU_LIBRARY", library())
            .env("SUDOKU_VERSION", env!("CARGO_PKG_VERSION"))
            .env("LUA_PATH", lua_path())
            // LÖVE keeps its save folder under $XDG_DATA_HOME; no display,
            // no sound device.
            .env("XDG_DATA_HOME", &home)
            .env("SDL_AUDIODRIVER", "dummy")
            .env_remove("DISPLAY"),
        "",
    );
    check_output(&output, "all checks passed");
    assert!(output.contains("love 11."), "{output}");
}
