//! Builds the C, C++ and C# examples against the libraries cargo just
//! built, runs them and checks what they print. Outside CI a missing
//! compiler or runtime skips its test with a message; in CI it fails.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::{CLASSIC_SOLUTION, NATIVE_STATIC_LIBS, have, run};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `target/<profile>/deps`: where `cargo test` builds libsudoku.so and
/// libsudoku.a next to this test executable (it does not copy them up to
/// `target/<profile>`, where copies from an older `cargo build` may lie).
fn lib_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.parent().expect("target/<profile>/deps").to_path_buf()
}

/// A command running a program built here against the libraries of this
/// build. The rpath points there too, but cargo's own LD_LIBRARY_PATH
/// (inherited by child processes, and searched before a RUNPATH) also lists
/// `target/<profile>`, where an older `cargo build` may have left a stale
/// libsudoku.so.
fn native(exe: &Path) -> Command {
    let mut cmd = Command::new(exe);
    cmd.env("LD_LIBRARY_PATH", lib_dir());
    cmd
}

fn out_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

fn assert_contains(output: &str, needles: &[&str]) {
    for needle in needles {
        assert!(output.contains(needle), "missing {needle:?} in:\n{output}");
    }
}

/// The solved classic grid as the C example prints it.
fn classic_block() -> String {
    let rows: Vec<String> = CLASSIC_SOLUTION
        .as_bytes()
        .chunks(9)
        .map(|r| {
            let s: Vec<String> = r.iter().map(|&b| (b as char).to_string()).collect();
            format!(
                "{} | {} | {}",
                s[..3].join(" "),
                s[3..6].join(" "),
                s[6..].join(" ")
            )
        })
        .collect();
    format!(
        "{}\n------+-------+------\n{}\n------+-------+------\n{}\n",
        rows[..3].join("\n"),
        rows[3..6].join("\n"),
        rows[6..].join("\n")
    )
}

fn check_c_output(output: &str) {
    let version = format!("libsudoku {}", env!("CARGO_PKG_VERSION"));
    assert_contains(
        output,
        &[
            &version,
            "puzzle:\n5 3 . | . 7 . | . . .\n",
            &format!("solve: ok\n{}", classic_block()),
            "trace:\ngiven r1c1 = 5\n",
            "\nsingle r",
            "\nsolved: 30 givens, 51 singles, 0 guesses, 0 backtracks\n",
            "set_num(1, 9, 5) next to a 5: conflicting digits\n",
            "solutions (up to 2): 1\n",
            "solved: 812753649943682175675491283154237896369845721287169534521974368438526917796318452\n",
            "solve_str(unsolvable): no solution\n",
            "solve_str(\"12x\"): cannot parse puzzle ('x' at position 3 is not a digit, a blank (. 0 _) or a separator)\n",
        ],
    );
}

/// The C example program.
const C_EXAMPLE: &str = "examples/c/main.c";
/// The C bad-input table (see tests/bad_input.rs for the Rust one).
const C_BAD_INPUT: &str = "tests/c/bad_input.c";

fn c_compile(source: &str, output: &Path) -> Command {
    let mut cmd = Command::new("cc");
    cmd.args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I"])
        .arg(repo().join("include"))
        .arg(repo().join(source))
        .arg("-o")
        .arg(output);
    cmd
}

/// Builds a C program linked against libsudoku.so (found through rpath).
fn build_c_shared(source: &str, name: &str) -> PathBuf {
    let exe = out_path(name);
    let lib = lib_dir();
    run(
        c_compile(source, &exe)
            .arg("-L")
            .arg(&lib)
            .arg("-lsudoku")
            .arg(format!("-Wl,-rpath,{}", lib.display())),
        "",
    );
    exe
}

/// Builds a C program linked against libsudoku.a, with `flags` added.
fn build_c_static(source: &str, name: &str, flags: &[&str]) -> PathBuf {
    let exe = out_path(name);
    run(
        c_compile(source, &exe)
            .args(flags)
            .arg(lib_dir().join("libsudoku.a"))
            .args(NATIVE_STATIC_LIBS),
        "",
    );
    exe
}

#[test]
fn c_example_against_the_shared_library() {
    if !have("cc") {
        return;
    }
    let exe = build_c_shared(C_EXAMPLE, "c_example_shared");
    check_c_output(&run(&mut native(&exe), ""));
}

#[test]
fn c_example_against_the_static_library() {
    if !have("cc") {
        return;
    }
    let exe = build_c_static(C_EXAMPLE, "c_example_static", &[]);
    // Linked statically: the binary must not need libsudoku.so at run time.
    let needed = run(Command::new("readelf").arg("-d").arg(&exe), "");
    assert!(
        !needed.contains("libsudoku"),
        "static build needs libsudoku.so:\n{needed}"
    );
    check_c_output(&run(&mut native(&exe), ""));
}

/// Runs a C program built against the shared library under valgrind: no
/// invalid access, no leak (`--error-exitcode` makes either fail the run).
fn run_under_valgrind(source: &str, name: &str) -> String {
    let exe = build_c_shared(source, name);
    run(
        Command::new("valgrind")
            .env("LD_LIBRARY_PATH", lib_dir())
            .args([
                "--quiet",
                "--leak-check=full",
                "--errors-for-leak-kinds=definite,indirect",
            ])
            .arg("--error-exitcode=1")
            .arg(&exe),
        "",
    )
}

/// Runs a C program built against the static library with AddressSanitizer
/// and UndefinedBehaviorSanitizer: any finding aborts the run.
fn run_sanitized(source: &str, name: &str) -> String {
    let exe = build_c_static(
        source,
        name,
        &[
            "-g",
            "-fsanitize=address,undefined",
            "-fno-sanitize-recover=all",
        ],
    );
    run(
        native(&exe)
            .env("ASAN_OPTIONS", "detect_leaks=1:abort_on_error=1")
            .env("UBSAN_OPTIONS", "halt_on_error=1:print_stacktrace=1"),
        "",
    )
}

#[test]
fn c_example_under_valgrind() {
    if have("cc") && have("valgrind") {
        check_c_output(&run_under_valgrind(C_EXAMPLE, "c_example_valgrind"));
    }
}

#[test]
fn c_example_with_sanitizers() {
    if have("cc") {
        check_c_output(&run_sanitized(C_EXAMPLE, "c_example_sanitized"));
    }
}

/// The C "play" example: generate, hint, enter, check.
const C_PLAY: &str = "examples/c/play.c";

fn check_play_output(output: &str) {
    assert_contains(
        output,
        &[
            "seed 2026: ",
            " (medium, ",
            "1 mistake(s), ",
            "hint (wrong digit): The ",
            " is wrong: the solution has another digit there.\n",
            "undo: 1\n",
            "hint (step, ",
            " hints: complete = 1, mistakes = 0\n",
            "saved and loaded: complete = 1\n",
        ],
    );
}

#[test]
fn c_play_example_under_valgrind() {
    if have("cc") && have("valgrind") {
        check_play_output(&run_under_valgrind(C_PLAY, "c_play_valgrind"));
    }
}

#[test]
fn c_play_example_with_sanitizers() {
    if have("cc") {
        check_play_output(&run_sanitized(C_PLAY, "c_play_sanitized"));
    }
}

/// The C bad-input table exits 1 on any failing row; it must also report
/// that it ran all of them.
fn check_bad_input_output(output: &str) {
    let summary = output.lines().last().unwrap_or_default();
    let rows: usize = summary
        .strip_prefix("bad-input table: ")
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no summary line in:\n{output}"));
    assert!(rows >= 150, "{summary}");
    assert!(summary.ends_with(" 0 failed"), "{output}");
}

#[test]
fn c_bad_input_table_under_valgrind() {
    if have("cc") && have("valgrind") {
        check_bad_input_output(&run_under_valgrind(C_BAD_INPUT, "c_bad_input_valgrind"));
    }
}

#[test]
fn c_bad_input_table_with_sanitizers() {
    if have("cc") {
        check_bad_input_output(&run_sanitized(C_BAD_INPUT, "c_bad_input_sanitized"));
    }
}

/// Builds a C++17 program against libsudoku.so, with `flags` added.
fn build_cpp(source: &str, name: &str, flags: &[&str]) -> PathBuf {
    let exe = out_path(name);
    let lib = lib_dir();
    run(
        Command::new("g++")
            .args(["-std=c++17", "-Wall", "-Wextra", "-Werror"])
            .args(flags)
            .arg("-I")
            .arg(repo().join("include"))
            .arg(repo().join(source))
            .arg("-L")
            .arg(&lib)
            .arg("-lsudoku")
            .arg(format!("-Wl,-rpath,{}", lib.display()))
            .arg("-o")
            .arg(&exe),
        "",
    );
    exe
}

#[test]
fn cpp_leetcode_example() {
    if !have("g++") {
        return;
    }
    let exe = build_cpp("examples/cpp/leetcode.cpp", "cpp_leetcode", &[]);
    let board = r#"[["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."],
[".","9","8",".",".",".",".","6","."],["8",".",".",".","6",".",".",".","3"],
["4",".",".","8",".","3",".",".","1"],["7",".",".",".","2",".",".",".","6"],
[".","6",".",".",".",".","2","8","."],[".",".",".","4","1","9",".",".","5"],
[".",".",".",".","8",".",".","7","9"]]"#;
    let expected: String = CLASSIC_SOLUTION
        .as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", std::str::from_utf8(r).unwrap()))
        .collect();
    assert_eq!(run(&mut native(&exe), board), expected);

    // Nine plain lines work too, and a short board is refused with exit 2.
    let plain = "8........\n..36.....\n.7..9.2..\n.5...7...\n....457..\n...1...3.\n..1....68\n..85...1.\n.9....4..\n";
    let solved = run(&mut native(&exe), plain);
    assert_eq!(solved.lines().next(), Some("812753649"));
    let status = native(&exe).stdin(Stdio::null()).output().unwrap().status;
    assert_eq!(status.code(), Some(2));
}

/// include/sudoku.hpp: C++17 without exceptions; the example checks the
/// wrapper's results itself and exits 1 on any mismatch.
#[test]
fn cpp_wrapper_example() {
    if !have("g++") {
        return;
    }
    let exe = build_cpp(
        "examples/cpp/board.cpp",
        "cpp_board",
        &["-pedantic", "-fno-exceptions"],
    );
    let output = run(&mut native(&exe), "");
    assert!(
        output.contains(&format!("solved: {CLASSIC_SOLUTION}\n")),
        "{output}"
    );
    assert!(
        output.contains("solve(\"12x\"): cannot parse puzzle ('x' at position 3 is not a digit"),
        "{output}"
    );
    assert!(output.ends_with("all checks passed\n"), "{output}");
}

/// include/sudoku.hpp's game, hints, rating, generation and batch solving:
/// C++17 without exceptions, warnings as errors; the program checks every
/// result itself and exits 1 on a mismatch.
#[test]
fn cpp_game_wrapper_example() {
    if !have("g++") {
        return;
    }
    let exe = build_cpp(
        "examples/cpp/game.cpp",
        "cpp_game",
        &["-pedantic", "-fno-exceptions"],
    );
    let output = run(&mut native(&exe), "");
    assert!(
        output.contains("rating: 1.2 hidden single (box)\n"),
        "{output}"
    );
    assert!(output.contains("hint: The 5 at r1c4 is wrong"), "{output}");
    assert!(output.ends_with(" checks, 0 failed\n"), "{output}");
}

/// include/sudoku.hpp on variants: generate, parse, solve, rate, and a
/// killer played to the end by hints, saved and loaded.
#[test]
fn cpp_variant_wrapper_example() {
    if !have("g++") {
        return;
    }
    let exe = build_cpp(
        "examples/cpp/variant.cpp",
        "cpp_variant",
        &["-pedantic", "-fno-exceptions"],
    );
    let output = run(&mut native(&exe), "");
    assert!(output.contains("killer 6x6: "), "{output}");
    assert!(output.ends_with(" checks, 0 failed\n"), "{output}");
}

/// Builds bindings/csharp/Sudoku.cs as a library with XML docs required
/// for every public member (`-doc` + `-warnaserror+` turn a missing doc
/// comment into an error), then `sources` as an executable using it, both
/// in a folder of their own (tests run in parallel).
fn build_csharp(sources: &[&str], name: &str) -> PathBuf {
    let dir = out_path(&format!("csharp_{name}"));
    std::fs::create_dir_all(&dir).unwrap();
    let dll = dir.join("Sudoku.dll");
    run(
        Command::new("mcs")
            .args(["-target:library", "-warnaserror+"])
            .arg(format!("-doc:{}", dir.join("Sudoku.xml").display()))
            .arg(format!("-out:{}", dll.display()))
            .arg(repo().join("bindings/csharp/Sudoku.cs"))
            .arg(repo().join("bindings/csharp/SudokuGame.cs"))
            .arg(repo().join("bindings/csharp/SudokuVariant.cs")),
        "",
    );
    let exe = dir.join(name);
    run(
        Command::new("mcs")
            .arg("-warnaserror+")
            .arg(format!("-r:{}", dll.display()))
            .arg(format!("-out:{}", exe.display()))
            .args(sources.iter().map(|s| repo().join(s))),
        "",
    );
    exe
}

fn run_mono(exe: &Path) -> String {
    run(
        Command::new("mono")
            .arg(exe)
            .env("LD_LIBRARY_PATH", lib_dir()),
        "",
    )
}

/// The binding's own asserting test program: every exported function.
#[test]
fn csharp_binding_tests_under_mono() {
    if !have("mcs") || !have("mono") {
        return;
    }
    let exe = build_csharp(&["bindings/csharp/SudokuTests.cs"], "SudokuTests.exe");
    let output = run_mono(&exe);
    let summary = output.lines().last().unwrap_or_default();
    assert!(summary.starts_with("C# binding: "), "{output}");
    assert!(summary.ends_with(" checks, 0 failed"), "{output}");
    let checks: usize = summary.split(' ').nth(2).unwrap().parse().unwrap();
    assert!(checks >= 50, "{summary}");
}

#[test]
fn csharp_example_under_mono() {
    if !have("mcs") || !have("mono") {
        return;
    }
    let exe = build_csharp(&["examples/csharp/Program.cs"], "sudoku_demo.exe");
    let output = run_mono(&exe);
    let grid: String = CLASSIC_SOLUTION
        .as_bytes()
        .chunks(9)
        .map(|r| {
            let cells: Vec<String> = r.iter().map(|&b| (b as char).to_string()).collect();
            format!("{}\n", cells.join(" "))
        })
        .collect();
    assert_contains(
        &output,
        &[
            &format!("libsudoku {}\n", env!("CARGO_PKG_VERSION")),
            &format!("{grid}No solution exists.\n"),
            "SetNum(1, 3, 5): conflicting digits\n",
            "last: solved: 30 givens, 51 singles, 0 guesses, 0 backtracks\n",
            &format!("SolveString: ok {CLASSIC_SOLUTION}\n"),
        ],
    );
}

#[test]
fn c_variant_example() {
    if !have("cc") {
        return;
    }
    let exe = build_c_shared("examples/c/variant.c", "c_variant_example");
    assert_contains(
        &run(&mut native(&exe), ""),
        &[
            "6x6: 1 solution(s)\n  123456\n  465213\n  312564\n  654321\n  531642\n  246135\n",
            "4x4: 1 solution(s)\n  1234\n  3412\n  2143\n  4321\n",
            "refused: cannot parse puzzle (line 1: size 7 is not one of 4, 6, 8, 9, 10, 12, 16)\n",
        ],
    );
}

/// The pinned puzzle of each seed under the library's defaults.
fn same_seed_pins() -> Vec<(u64, String)> {
    let text = std::fs::read_to_string(repo().join("tests/same_seed.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (seed, puzzle) = l.split_once(' ').unwrap();
            (seed.parse().unwrap(), puzzle.to_owned())
        })
        .collect()
}

/// One seed gives one puzzle everywhere: the default generate of Rust, the
/// command line, C, C++, C# and Lua (JavaScript's is in its own tests)
/// gives the pinned puzzles of tests/same_seed.txt.
#[test]
fn every_binding_generates_the_same_puzzle_by_default() {
    use sudoku::generate::{Options, generate};
    let pins = same_seed_pins();
    let seeds: Vec<String> = pins.iter().map(|(s, _)| s.to_string()).collect();
    let expected: String = pins.iter().map(|(_, p)| format!("{p}\n")).collect();
    let rust: String = pins
        .iter()
        .map(|&(seed, _)| format!("{}\n", generate(seed, &Options::default()).unwrap().puzzle))
        .collect();
    assert_eq!(rust, expected, "Rust generate::Options::default()");
    let cli: String = pins
        .iter()
        .map(|(seed, _)| {
            run(
                Command::new(env!("CARGO"))
                    .current_dir(repo())
                    .args(["run", "-q", "-p", "sudoku-cli", "--", "generate", "--seed"])
                    .arg(seed.to_string()),
                "",
            )
        })
        .collect();
    assert_eq!(cli, expected, "sudoku generate --seed");
    if have("cc") {
        let source = out_path("same_seed.c");
        std::fs::write(
            &source,
            "#include <stdio.h>\n#include <stdlib.h>\n#include \"sudoku.h\"\n\
             int main(int argc, char **argv) {\n\
                 for (int i = 1; i < argc; i++) {\n\
                     char puzzle[82];\n\
                     if (sudoku_generate(strtoull(argv[i], NULL, 10), SUDOKU_LEVEL_ANY,\n\
                             SUDOKU_GENERATE_DEFAULT_SYMMETRY, SUDOKU_GENERATE_DEFAULT_ATTEMPTS,\n\
                             puzzle, NULL, sizeof puzzle, NULL) != SUDOKU_OK) return 1;\n\
                     puts(puzzle);\n\
                 }\n\
                 return 0;\n\
             }\n",
        )
        .unwrap();
        let exe = out_path("same_seed_c");
        let lib = lib_dir();
        run(
            Command::new("cc")
                .arg("-std=c99")
                .arg("-I")
                .arg(repo().join("include"))
                .arg(&source)
                .arg("-L")
                .arg(&lib)
                .args(["-lsudoku", "-o"])
                .arg(&exe),
            "",
        );
        assert_eq!(run(native(&exe).args(&seeds), ""), expected, "C");
    }
    if have("g++") {
        let source = "tests/same_seed.cpp";
        let exe = build_cpp(source, "same_seed_cpp", &["-fno-exceptions"]);
        assert_eq!(run(native(&exe).args(&seeds), ""), expected, "C++");
    }
    if have("mcs") && have("mono") {
        let exe = build_csharp(&["tests/same_seed.cs"], "same_seed.exe");
        let out = run(
            Command::new("mono")
                .arg(&exe)
                .args(&seeds)
                .env("LD_LIBRARY_PATH", lib_dir()),
            "",
        );
        assert_eq!(out, expected, "C#");
    }
    if have("luajit") {
        let script = "local s = require('sudoku'); \
                      for seed in os.getenv('SEEDS'):gmatch('%d+') do \
                      print((s.generate(tonumber(seed)))) end";
        let out = run(
            Command::new("luajit")
                .args(["-e", script])
                .env("SEEDS", seeds.join(" "))
                .env("SUDOKU_LIBRARY", lib_dir().join("libsudoku.so"))
                .env(
                    "LUA_PATH",
                    format!("{}/?.lua;;", repo().join("bindings/lua").display()),
                ),
            "",
        );
        assert_eq!(out, expected, "Lua");
    }
}
