//! The `sudoku` command line: default puzzle, files, stdin, errors.

mod common;

use std::process::{Command, Output};

use common::{CLASSIC, CLASSIC_SOLUTION, run_with_stdin};

fn sudoku(args: &[&str], stdin: &str) -> Output {
    run_with_stdin(Command::new(env!("CARGO_BIN_EXE_sudoku")).args(args), stdin)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn no_arguments_solve_the_classic_puzzle() {
    for args in [&[][..], &["solve"][..]] {
        let out = sudoku(args, "");
        assert!(out.status.success());
        assert_eq!(text(&out.stdout), format!("{CLASSIC_SOLUTION}\n"));
    }
}

#[test]
fn stdin_lines_with_comments_and_errors() {
    let dead = format!(
        "1234567..{}.......9.{}........9{}",
        ".".repeat(18),
        ".".repeat(18),
        ".".repeat(18)
    );
    let input = format!("# a comment\n{CLASSIC}\n\n12345\n{dead}\n{CLASSIC}\n");
    let out = sudoku(&["solve", "-"], &input);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        format!("{CLASSIC_SOLUTION}\n{CLASSIC_SOLUTION}\n")
    );
    let err = text(&out.stderr);
    assert!(
        err.contains("line 4: cannot parse puzzle: expected 81 cells, found 5"),
        "{err}"
    );
    assert!(err.contains("line 5: no solution"), "{err}");
}

#[test]
fn files_and_traces() {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli_puzzles.txt");
    std::fs::write(&path, format!("{CLASSIC}\n")).unwrap();
    let out = sudoku(&["solve", "--trace", path.to_str().unwrap()], "");
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("given r1c1 = 5\n"));
    assert!(stdout.ends_with(&format!(
        "solved: 30 givens, 51 singles, 0 guesses, 0 backtracks\n{CLASSIC_SOLUTION}\n"
    )));
}

#[test]
fn a_missing_file_is_an_io_error() {
    let out = sudoku(&["solve", "/nonexistent/puzzles.txt"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("/nonexistent/puzzles.txt"));
}

#[test]
fn threads_do_not_change_the_output_or_its_order() {
    let hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let mut input = String::new();
    for i in 0..3000 {
        input.push_str(if i % 3 == 0 { CLASSIC } else { hard });
        input.push('\n');
        if i == 1234 {
            input.push_str("not a puzzle\n");
        }
    }
    let one = sudoku(&["solve", "--threads", "1", "-"], &input);
    let two = sudoku(&["solve", "--threads", "2", "-"], &input);
    let all = sudoku(&["solve", "-"], &input);
    assert_eq!(one.status.code(), Some(1));
    assert_eq!(one.stdout, two.stdout);
    assert_eq!(one.stdout, all.stdout);
    assert_eq!(text(&one.stdout).lines().count(), 3000);
    assert_eq!(text(&one.stdout).lines().next(), Some(CLASSIC_SOLUTION));
    assert_eq!(
        text(&two.stderr).trim(),
        "line 1236: cannot parse puzzle: invalid character 'n' at byte 0"
    );
}
