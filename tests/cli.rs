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

#[test]
fn formats_block_and_json() {
    let block = sudoku(&["--format", "block"], "");
    assert!(block.status.success());
    let text_out = text(&block.stdout);
    assert!(
        text_out.starts_with("5 3 4 | 6 7 8 | 9 1 2\n"),
        "{text_out}"
    );
    assert!(text_out.contains("\n------+-------+------\n"));
    assert!(text_out.ends_with("3 4 5 | 2 8 6 | 1 7 9\n\n"));

    let input = format!("{CLASSIC}\n12x\n");
    let json = sudoku(&["solve", "--format", "json", "-"], &input);
    assert_eq!(json.status.code(), Some(1));
    assert_eq!(
        text(&json.stdout),
        format!(
            "{{\"line\":1,\"puzzle\":\"{CLASSIC}\",\"ok\":true,\"solution\":\"{CLASSIC_SOLUTION}\"}}\n\
             {{\"line\":2,\"puzzle\":\"12x\",\"ok\":false,\"error\":\"cannot parse puzzle: invalid character 'x' at byte 2\"}}\n"
        )
    );
    assert!(json.stderr.is_empty(), "JSON keeps errors in the stream");

    let traced = sudoku(&["solve", "--trace", "--format", "json"], "");
    let line = text(&traced.stdout);
    assert!(
        line.contains(",\"trace\":\"given r1c1 = 5\\ngiven r1c2 = 3\\n"),
        "{line}"
    );
}

#[test]
fn count_reports_solutions_up_to_the_limit() {
    let empty = ".".repeat(81);
    let input = format!("{CLASSIC}\n{empty}\n");
    let out = sudoku(&["count", "--limit", "5", "-"], &input);
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), "1\n5\n");
    let json = sudoku(&["count", "--format", "json", "-"], &input);
    let lines = text(&json.stdout);
    assert!(
        lines.contains("\"ok\":true,\"solutions\":1,\"limit\":2,\"guesses\":0}"),
        "{lines}"
    );
    assert!(lines.contains("\"solutions\":2,\"limit\":2,"), "{lines}");
    let usage = sudoku(&["count", "--limit", "0"], "");
    assert_eq!(usage.status.code(), Some(2));
}

#[test]
fn bench_prints_rates_and_counts() {
    let mut input = String::new();
    for _ in 0..200 {
        input.push_str(CLASSIC);
        input.push('\n');
    }
    let out = sudoku(&["bench", "--rounds", "2", "-"], &input);
    assert!(out.status.success());
    let line = text(&out.stdout);
    assert!(
        line.starts_with("puzzles 200, threads 1, best of 2: "),
        "{line}"
    );
    assert!(
        line.contains(" puzzles/s, 0.0 guesses/puzzle, solutions 0/1/2+: 0/200/0\n"),
        "{line}"
    );
    let json = text(
        &sudoku(
            &["bench", "--format", "json", "--threads", "2", "-"],
            &input,
        )
        .stdout,
    );
    assert!(
        json.starts_with("{\"puzzles\":200,\"threads\":2,\"rounds\":3,"),
        "{json}"
    );
    assert!(json.ends_with("\"counts\":[0,200,0]}\n"), "{json}");
}

#[test]
fn help_lists_every_command_format_and_exit_code() {
    let out = sudoku(&["--help"], "");
    assert!(out.status.success());
    let help = text(&out.stdout);
    for needle in [
        "solve",
        "count",
        "generate",
        "rate",
        "hint",
        "bench",
        "--format",
        "Exit codes: 0",
        "2 bad usage",
    ] {
        assert!(help.contains(needle), "{needle} missing from:\n{help}");
    }
    let solve_help = text(&sudoku(&["solve", "--help"], "").stdout);
    for needle in [
        "--trace",
        "--threads",
        "- json:  One JSON object per puzzle",
    ] {
        assert!(
            solve_help.contains(needle),
            "{needle} missing from:\n{solve_help}"
        );
    }
}

#[test]
fn generate_is_deterministic_and_unique() {
    let first = sudoku(
        &["generate", "--seed", "7", "--count", "3", "--level", "easy"],
        "",
    );
    assert!(first.status.success());
    let again = sudoku(
        &["generate", "--seed", "7", "--count", "3", "--level", "easy"],
        "",
    );
    assert_eq!(first.stdout, again.stdout);
    let puzzles = text(&first.stdout);
    assert_eq!(puzzles.lines().count(), 3);
    // Every generated puzzle has exactly one solution and rates easy.
    let counted = sudoku(&["count", "-"], &puzzles);
    assert_eq!(text(&counted.stdout), "1\n1\n1\n");
    let rated = text(&sudoku(&["rate", "-"], &puzzles).stdout);
    assert!(rated.lines().all(|l| l.contains(" easy (")), "{rated}");
    // Seed 1 gives no expert puzzle in two attempts: the budget runs out.
    let none = sudoku(&["generate", "--level", "expert", "--attempts", "2"], "");
    assert_eq!(none.status.code(), Some(1));
    assert!(text(&none.stderr).contains("seed 1: no puzzle of that level in 2 attempts"));
    // A clue target: 30 clues or one half-turn orbit fewer, still unique.
    let thirty = text(&sudoku(&["generate", "--count", "3", "--clues", "30"], "").stdout);
    for line in thirty.lines() {
        let clues = line.bytes().filter(|b| b.is_ascii_digit()).count();
        assert!((29..=30).contains(&clues), "{line}");
    }
    assert_eq!(text(&sudoku(&["count", "-"], &thirty).stdout), "1\n1\n1\n");
    let refused = sudoku(&["generate", "--clues", "16"], "");
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn rate_and_hint_explain_the_classic_puzzle() {
    let rated = sudoku(&["rate"], "");
    assert_eq!(text(&rated.stdout), "1.2 easy (hidden single (box))\n");
    let hint = sudoku(&["hint"], "");
    assert_eq!(
        text(&hint.stdout),
        "Hidden single (box) in box 2: r1c6 = 8.\n"
    );
    let json = text(&sudoku(&["hint", "--format", "json"], "").stdout);
    assert!(json.contains("\"technique\":\"hidden single (box)\",\"cells\":[\"r1c6\"],\"placements\":[{\"cell\":\"r1c6\",\"digit\":8}]"), "{json}");
    let empty = ".".repeat(81);
    let refused = sudoku(&["rate", "-"], &format!("{empty}\n"));
    assert_eq!(refused.status.code(), Some(1));
    assert!(text(&refused.stderr).contains("not a puzzle with exactly one solution"));
}
