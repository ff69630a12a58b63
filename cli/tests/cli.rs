//! The `sudoku` command line: default puzzle, files, stdin, errors.

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use common::{sudoku, text};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const CLASSIC_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/// Generated puzzles (seed 5) of levels medium and hard: quick to rate.
const MEDIUM: &str =
    "5...6.48......79.5.4...91..86.........24.86.........28..63...7.7.59......89.7...4";
const HARD_LEVEL: &str =
    "..5.1..8...8....6.6....42.7..9752...............1639..8.32....6.2....7...4..3.1..";

/// Runs the `sudoku` binary with `args` and no standard input (as from a
/// terminal, cron or a CI runner: /dev/null).
fn sudoku_alone(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the sudoku binary runs")
}

#[test]
fn no_arguments_and_no_input_solve_the_classic_puzzle() {
    for args in [&[][..], &["solve"][..]] {
        let out = sudoku_alone(args);
        assert!(out.status.success());
        assert_eq!(text(&out.stdout), format!("{CLASSIC_SOLUTION}\n"));
    }
}

/// A pipe is read without `-`: the answer is the piped puzzle's, never
/// the built-in one's.
#[test]
fn piped_input_is_read_without_a_dash() {
    let hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let expected = text(&sudoku(&["solve", hard], "").stdout);
    assert_ne!(expected, format!("{CLASSIC_SOLUTION}\n"));
    for args in [&[][..], &["solve"][..]] {
        let out = sudoku(args, &format!("{hard}\n"));
        assert!(out.status.success());
        assert_eq!(text(&out.stdout), expected);
    }
    for command in ["count", "rate", "hint"] {
        let piped = sudoku(&[command], &format!("{MEDIUM}\n"));
        let named = sudoku(&[command, MEDIUM], "");
        assert_eq!(piped.stdout, named.stdout, "{command}");
    }
    // An empty pipe holds no puzzle: nothing to print.
    let out = sudoku(&["solve"], "");
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
}

/// An argument that looks like a puzzle is one: when it does not parse,
/// the error says why and where, with status 2; it is never a missing file.
#[test]
fn a_broken_puzzle_argument_is_a_parse_error() {
    for (arg, why) in [
        ("53..7", "puzzle has 5 cells, expected 81"),
        (
            &format!("{}x{}", &CLASSIC[..40], &CLASSIC[41..]) as &str,
            "'x' at position 41 is not a digit",
        ),
    ] {
        for command in ["solve", "count", "rate", "hint", "bench"] {
            let out = sudoku_alone(&[command, arg]);
            assert_eq!(out.status.code(), Some(2), "{command} {arg}");
            let stderr = text(&out.stderr);
            assert!(stderr.contains(why), "{stderr}");
            assert!(!stderr.contains("No such file"), "{stderr}");
        }
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
    // One record per puzzle, in input order: a failed puzzle gets a
    // comment record, so results pair with puzzles line by line.
    assert_eq!(
        text(&out.stdout),
        format!(
            "{CLASSIC_SOLUTION}\n# line 4: puzzle has 5 cells, expected 81\n\
             # line 5: the puzzle has no solution\n{CLASSIC_SOLUTION}\n"
        )
    );
    let err = text(&out.stderr);
    assert!(
        err.contains("line 4: puzzle has 5 cells, expected 81"),
        "{err}"
    );
    assert!(err.contains("line 5: the puzzle has no solution"), "{err}");
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
    assert_eq!(text(&one.stdout).lines().count(), 3001);
    assert_eq!(text(&one.stdout).lines().next(), Some(CLASSIC_SOLUTION));
    assert_eq!(
        text(&two.stderr).trim(),
        "line 1236: 'n' at position 1 is not a digit, a blank (. 0 _) or a separator"
    );
    // count, rate and hint too, on fewer and easier puzzles (a rating
    // takes longer).
    let few: String = input
        .lines()
        .skip(1220)
        .take(30)
        .map(|l| format!("{}\n", if l == hard { MEDIUM } else { l }))
        .collect();
    for command in ["count", "rate", "hint"] {
        let one = sudoku(&[command, "--threads", "1"], &few);
        let two = sudoku(&[command, "--threads", "2"], &few);
        let all = sudoku(&[command], &few);
        assert_eq!(one.status.code(), Some(1), "{command}");
        assert_eq!(text(&one.stdout).lines().count(), 30, "{command}");
        assert_eq!(one.stdout, two.stdout, "{command}");
        assert_eq!(one.stdout, all.stdout, "{command}");
    }
}

/// Each record is printed as soon as it and those before it are done,
/// while the input is still open: a producer that waits for each answer
/// before sending the next puzzle gets every one.
#[test]
fn records_are_printed_as_they_are_done() {
    use std::io::{BufRead, BufReader};
    use std::sync::mpsc;
    use std::time::Duration;
    for command in ["solve", "rate"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
            .args([command, "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut input = child.stdin.take().unwrap();
        let mut output = BufReader::new(child.stdout.take().unwrap());
        let (lines, read) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            while output.read_line(&mut line).is_ok_and(|n| n > 0) {
                if lines.send(std::mem::take(&mut line)).is_err() {
                    break;
                }
            }
        });
        for puzzle in [CLASSIC, MEDIUM, CLASSIC] {
            writeln!(input, "{puzzle}").unwrap();
            input.flush().unwrap();
            // The input stays open: a record held back until its end
            // never comes.
            let line = read.recv_timeout(Duration::from_secs(30));
            if line.is_err() {
                let _ = child.kill();
            }
            assert!(line.is_ok_and(|l| !l.is_empty()), "{command}: no record");
        }
        drop(input);
        assert!(child.wait().unwrap().success());
    }
}

/// A reader that stops early (`| head -1`) ends the run quietly: no
/// message, status 0, and soon (not after the whole input).
#[test]
fn a_closed_pipe_ends_the_run_quietly() {
    use std::io::{BufRead, BufReader};
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("many_puzzles.txt");
    std::fs::write(&path, format!("{HARD_LEVEL}\n").repeat(3000)).unwrap();
    for args in [
        &["solve", "--trace"][..],
        &["rate"][..],
        &["--format", "json", "solve"][..],
    ] {
        let start = std::time::Instant::now();
        let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
            .args(args)
            .arg(&path)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(!first.is_empty());
        // The reader is dropped: the pipe closes.
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(text(&out.stderr), "", "{args:?}");
        assert!(start.elapsed().as_secs() < 20, "{args:?}");
    }
}

/// Without a terminal there is no progress bar; with one (`script` gives
/// the command a pseudo-terminal) a run past a second shows one on stderr.
#[test]
fn progress_shows_only_on_a_terminal() {
    // Three puzzles of about a second each.
    let hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let input = format!("{hard}\n").repeat(3);
    let quiet = sudoku(&["rate", "--threads", "1"], &input);
    assert!(quiet.status.success());
    assert_eq!(text(&quiet.stderr), "");
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("progress_puzzles.txt");
    std::fs::write(&path, &input).unwrap();
    let have_script = Command::new("script")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !have_script {
        return;
    }
    let line = format!(
        "{} rate --threads 1 {} > /dev/null",
        env!("CARGO_BIN_EXE_sudoku"),
        path.display()
    );
    let out = Command::new("script")
        .args(["-q", "-e", "-c", &line, "/dev/null"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success());
    let terminal = text(&out.stdout);
    assert!(terminal.contains("/3 puzzles"), "{terminal:?}");
}

#[test]
fn formats_block_and_json() {
    let block = sudoku_alone(&["--format", "block"]);
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
             {{\"line\":2,\"puzzle\":\"12x\",\"ok\":false,\"error\":\"'x' at position 3 is not a digit, a blank (. 0 _) or a separator\"}}\n"
        )
    );
    assert!(json.stderr.is_empty(), "JSON keeps errors in the stream");

    let traced = sudoku_alone(&["solve", "--trace", "--format", "json"]);
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
        line.contains(" puzzles/s, 0.0 guesses/puzzle, solutions 0/1/2+: 0/200/0, kernel "),
        "{line}"
    );
    // SUDOKU_KERNEL forces the kernel; one the CPU lacks, or no kernel, is
    // ignored.
    let with_kernel = |name: &str| {
        Command::new(env!("CARGO_BIN_EXE_sudoku"))
            .args(["bench", "--rounds", "1", "examples/puzzles.txt"])
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
            .env("SUDOKU_KERNEL", name)
            .output()
            .unwrap()
    };
    assert!(text(&with_kernel("portable").stdout).ends_with(", kernel portable\n"));
    let ignored = with_kernel("no such kernel");
    assert!(ignored.status.success());
    assert!(text(&ignored.stdout).contains(", kernel "));
    let json = text(
        &sudoku(
            &["bench", "--format", "json", "--threads", "2", "-"],
            &input,
        )
        .stdout,
    );
    assert!(
        json.starts_with("{\"ok\":true,\"puzzles\":200,\"threads\":2,\"rounds\":3,"),
        "{json}"
    );
    assert!(
        json.contains("\"counts\":[0,200,0],\"kernel\":\""),
        "{json}"
    );
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
        "json (JSON Lines, failures included)",
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
    // Seed 1 gives no expert puzzle in one attempt: the budget runs out.
    let none = sudoku(
        &[
            "generate",
            "--seed",
            "1",
            "--level",
            "expert",
            "--attempts",
            "1",
        ],
        "",
    );
    assert_eq!(none.status.code(), Some(1));
    let why = "seed 1: no puzzle as asked (level, score, technique, clues) in 1 attempt; \
               try more --attempts or another seed";
    assert!(text(&none.stderr).contains(why), "{}", text(&none.stderr));
    assert_eq!(text(&none.stdout), format!("# {why}\n"));
    // A clue target: 30 clues or one half-turn orbit fewer, still unique.
    let thirty = text(
        &sudoku(
            &["generate", "--seed", "1", "--count", "3", "--clues", "30"],
            "",
        )
        .stdout,
    );
    for line in thirty.lines() {
        let clues = line.bytes().filter(|b| b.is_ascii_digit()).count();
        assert!((29..=30).contains(&clues), "{line}");
    }
    assert_eq!(text(&sudoku(&["count", "-"], &thirty).stdout), "1\n1\n1\n");
    let refused = sudoku(&["generate", "--clues", "16"], "");
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn generate_on_demand_by_score_and_technique() {
    let banded = sudoku(
        &[
            "generate", "--seed", "3", "--count", "2", "--score", "6.0-7.4",
        ],
        "",
    );
    assert!(banded.status.success(), "{}", text(&banded.stderr));
    let rated = text(&sudoku(&["rate", "-"], &text(&banded.stdout)).stdout);
    assert_eq!(rated.lines().count(), 2);
    for line in rated.lines() {
        let score: f32 = line.split(' ').next().unwrap().parse().unwrap();
        assert!((6.0..=7.4).contains(&score), "{line}");
    }
    let xwing = sudoku(
        &[
            "generate",
            "--seed",
            "1",
            "--technique",
            "x-wing",
            "--symmetry",
            "none",
        ],
        "",
    );
    assert!(xwing.status.success(), "{}", text(&xwing.stderr));
    let rated = text(&sudoku(&["rate", "-"], &text(&xwing.stdout)).stdout);
    assert!(rated.ends_with("(X-Wing)\n"), "{rated}");
    let exact = sudoku(
        &[
            "generate", "--seed", "3", "--score", "3.0", "--format", "json",
        ],
        "",
    );
    assert!(
        text(&exact.stdout).contains("\"score\":3.0"),
        "{}",
        text(&exact.stdout)
    );
    for bad in ["7.5-6", "abc", "0", "6.05", "-3"] {
        let out = sudoku(&["generate", &format!("--score={bad}")], "");
        assert_eq!(out.status.code(), Some(2), "{bad}");
    }
    // An unknown technique, and one ratings never use: refused with a
    // usage error that says why.
    for (technique, why) in [
        ("Z-Wing", "one of: full house"),
        ("ALS-XZ", "ratings never use ALS-XZ"),
    ] {
        let out = sudoku(&["generate", "--technique", technique], "");
        assert_eq!(out.status.code(), Some(2), "{technique}");
        assert!(text(&out.stderr).contains(why), "{}", text(&out.stderr));
    }
    // Names match in any case, as `rate` prints them.
    let named = sudoku(
        &[
            "generate",
            "--seed",
            "1",
            "--technique",
            "HIDDEN SINGLE (LINE)",
        ],
        "",
    );
    assert!(named.status.success(), "{}", text(&named.stderr));
    let rated = text(&sudoku(&["rate", "-"], &text(&named.stdout)).stdout);
    assert!(rated.ends_with("(hidden single (line))\n"), "{rated}");
}

/// Requests no puzzle can meet are refused at once, in one line, with
/// status 2: before any work, not after every attempt.
#[test]
fn impossible_generate_requests_are_refused_at_once() {
    for (args, why) in [
        (
            &["--score", "12"][..],
            "a lowest score of 12.0 is out of the generator's reach",
        ),
        (
            &["--level", "easy", "--score", "6.0-7.4"][..],
            "level easy (0.0-2.4) and the scores 6.0-7.4 do not overlap",
        ),
        (
            &["--technique", "guess"][..],
            "the guess is where a rating gives up",
        ),
        (
            &["--technique", "x-wing", "--level", "hard"][..],
            "X-Wing scores 3.2, outside the scores asked for (4.0-5.9)",
        ),
    ] {
        let start = std::time::Instant::now();
        let out = sudoku(&[&["generate", "--seed", "1"][..], args].concat(), "");
        assert!(start.elapsed().as_millis() < 1000, "{args:?}");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
        let stderr = text(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(why), "{stderr}");
    }
}

/// `--format block` is honoured where a command prints grids, and refused
/// with a message where it means nothing.
#[test]
fn block_format_is_for_grids_only() {
    let made = sudoku(&["--format", "block", "generate", "--seed", "1"], "");
    assert!(made.status.success());
    assert_eq!(
        text(&made.stdout).lines().count(),
        12,
        "{}",
        text(&made.stdout)
    );
    for args in [
        &["count"][..],
        &["rate"][..],
        &["hint"][..],
        &["bench"][..],
        &["variant", "count", "size 4"][..],
        &["variant", "rate", "size 4"][..],
        &["variant", "hint", "size 4"][..],
    ] {
        let out = sudoku_alone(&[&["--format", "block"][..], args].concat());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = text(&out.stderr);
        assert!(stderr.contains("not grids; use line or json"), "{stderr}");
    }
}

#[test]
fn rate_and_hint_explain_the_classic_puzzle() {
    let rated = sudoku_alone(&["rate"]);
    assert_eq!(text(&rated.stdout), "1.2 easy (hidden single (box))\n");
    let hint = sudoku_alone(&["hint"]);
    assert_eq!(
        text(&hint.stdout),
        "Hidden single (box) in box 2: r1c6 = 8. [Hidden single (box) 8 in b2 => r1c6=8]\n"
    );
    let json = text(&sudoku_alone(&["hint", "--format", "json"]).stdout);
    assert!(json.contains("\"technique\":\"hidden single (box)\",\"technique_id\":1,\"cells\":[\"r1c6\"],\"placements\":[{\"cell\":\"r1c6\",\"digit\":8}]"), "{json}");
    assert!(
        json.contains("\"notation\":\"Hidden single (box) 8 in b2 => r1c6=8\""),
        "{json}"
    );
    let empty = ".".repeat(81);
    let refused = sudoku(&["rate", "-"], &format!("{empty}\n"));
    assert_eq!(refused.status.code(), Some(1));
    assert!(text(&refused.stderr).contains("line 1: the puzzle has more than one solution"));
}

/// A file of five puzzles with a bad line in the middle: every command
/// prints five records, the failed one as a comment.
#[test]
fn every_command_prints_one_record_per_puzzle() {
    let input = format!("{CLASSIC}\n{CLASSIC}\n12x\n{CLASSIC}\n{CLASSIC}\n");
    for command in ["solve", "count", "rate", "hint"] {
        let out = sudoku(&[command, "-"], &input);
        assert_eq!(out.status.code(), Some(1), "{command}");
        let stdout = text(&out.stdout);
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), 5, "{command}: {stdout}");
        assert_eq!(
            lines[2], "# line 3: 'x' at position 3 is not a digit, a blank (. 0 _) or a separator",
            "{command}"
        );
        assert_eq!(lines[0], lines[4], "{command}");
    }
}

/// The CLI reads what it writes and what the library reads: its own block
/// output, a byte-order mark, pencil-mark lines, and a puzzle given as the
/// argument.
#[test]
fn blocks_bom_pencil_marks_and_inline_puzzles_are_read() {
    let block = text(&sudoku(&["--format", "block", "solve", CLASSIC], "").stdout);
    assert!(block.starts_with("5 3 4 | 6 7 8 | 9 1 2\n"), "{block}");
    // The block output read back: the puzzle and the solved grid.
    let puzzle_block = {
        let mut rows: Vec<String> = Vec::new();
        for (r, row) in CLASSIC.as_bytes().chunks(9).enumerate() {
            if r == 3 || r == 6 {
                rows.push("------+-------+------".to_owned());
            }
            let cells: Vec<String> = row.iter().map(|&b| char::from(b).to_string()).collect();
            rows.push(format!(
                "{} | {} | {}",
                cells[..3].join(" "),
                cells[3..6].join(" "),
                cells[6..].join(" ")
            ));
        }
        rows.join("\n") + "\n"
    };
    let input = format!("\u{feff}{puzzle_block}\n{block}");
    let out = sudoku(&["solve", "-"], &input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        format!("{CLASSIC_SOLUTION}\n{CLASSIC_SOLUTION}\n")
    );
    // A block cut short is one failed record.
    let short: String = puzzle_block
        .lines()
        .take(5)
        .map(|l| format!("{l}\n"))
        .collect();
    let out = sudoku(&["solve", "-"], &format!("{short}\n{CLASSIC}\n"));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        format!("# line 1: a block of 4 rows of 9 cells: a puzzle needs 9\n{CLASSIC_SOLUTION}\n")
    );
    // Pencil marks: the classic puzzle's givens as single candidates.
    let marks: String = CLASSIC
        .bytes()
        .map(|b| match b {
            b'.' => "123456789".to_owned(),
            d => (b'1'..=b'9')
                .map(|k| if k == d { char::from(k) } else { '.' })
                .collect(),
        })
        .collect();
    let out = sudoku(&["solve", "-"], &format!("{marks}\n"));
    assert_eq!(text(&out.stdout), format!("{CLASSIC_SOLUTION}\n"));
    let out = sudoku(&["count", &marks], "");
    assert_eq!(text(&out.stdout), "1\n");
    let out = sudoku(&["hint", &marks], "");
    assert!(out.status.success());
    assert!(
        text(&out.stdout).starts_with("Naked single: r1c1 = 5; removes 5 from "),
        "{}",
        text(&out.stdout)
    );
    // A puzzle as the argument.
    let out = sudoku(&["solve", CLASSIC], "");
    assert_eq!(text(&out.stdout), format!("{CLASSIC_SOLUTION}\n"));
}

#[test]
fn messages_say_what_is_wrong_and_where() {
    // Conflicting digits name the digit, the cells and the house.
    let clash = format!("5{}5{}", &CLASSIC[1..8], &CLASSIC[9..]);
    let out = sudoku(&["solve", &clash], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "line 1: r1c9: 5 repeats the 5 at r1c1 in row 1\n"
    );
    // No solution versus several, for rate and hint.
    let none = format!("{}1{}", &CLASSIC[..2], &CLASSIC[3..]);
    let several = ".".repeat(81);
    for command in ["rate", "hint"] {
        let out = sudoku(&[command, "-"], &format!("{none}\n{several}\n"));
        assert_eq!(
            text(&out.stderr),
            "line 1: the puzzle has no solution\nline 2: the puzzle has more than one solution\n",
            "{command}"
        );
    }
    // A solved grid: hint answers like the C API, and succeeds.
    let out = sudoku(&["hint", CLASSIC_SOLUTION], "");
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), "The puzzle is solved.\n");
    let json = text(&sudoku(&["hint", "--format", "json", CLASSIC_SOLUTION], "").stdout);
    assert!(json.contains("\"ok\":true,\"solved\":true"), "{json}");
    // I/O errors name the path.
    let out = sudoku(&["rate", "/nonexistent/dir/puzzles.txt"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("sudoku: /nonexistent/dir/puzzles.txt: "));
}

#[test]
fn generate_without_a_seed_says_which_seed_it_used() {
    let out = sudoku(&["generate"], "");
    assert!(out.status.success());
    let err = text(&out.stderr);
    let seed = err
        .strip_prefix("sudoku: seed ")
        .and_then(|rest| rest.split(' ').next())
        .unwrap_or_else(|| panic!("no seed in {err:?}"));
    let again = sudoku(&["generate", "--seed", seed], "");
    assert_eq!(out.stdout, again.stdout);
    assert!(again.stderr.is_empty());
}

#[test]
fn variant_generates_solves_rates_and_hints() {
    let made = sudoku(
        &[
            "variant",
            "generate",
            "size 6;rules killer",
            "--seed",
            "4",
            "--level",
            "easy",
        ],
        "",
    );
    assert!(made.status.success(), "{}", text(&made.stderr));
    let description = text(&made.stdout);
    assert!(description.starts_with("size 6\n") && description.contains("\ncage "));
    let again = sudoku(
        &[
            "variant",
            "generate",
            "size 6;rules killer",
            "--seed",
            "4",
            "--level",
            "easy",
        ],
        "",
    );
    assert_eq!(text(&again.stdout), description, "seeded");
    // The description from standard input: rated easy, solved, hinted.
    let rated = sudoku(&["variant", "rate", "-"], &description);
    let rated = text(&rated.stdout);
    // The shape of `rate`: "2.4 easy (cage combination)".
    assert!(
        rated.contains(" easy (") && rated.ends_with(")\n"),
        "{rated}"
    );
    let solved = sudoku(
        &["--format", "block", "variant", "solve", "-"],
        &description,
    );
    let rows: Vec<String> = text(&solved.stdout).lines().map(str::to_owned).collect();
    assert_eq!(rows.len(), 7, "six rows and a blank line");
    assert!(rows[..6].iter().all(|r| r.len() == 6));
    let hinted = sudoku(&["variant", "hint", "-"], &description);
    assert!(text(&hinted.stdout).starts_with("Cage combination in cage "));
    let json = sudoku(
        &[
            "--format", "json", "variant", "count", "size 4", "--limit", "1000",
        ],
        "",
    );
    assert!(
        text(&json.stdout).starts_with("{\"ok\":true,\"solutions\":288,\"limit\":1000,"),
        "{}",
        text(&json.stdout)
    );
    // A failed variant has its record too.
    let failed = sudoku(&["--format", "json", "variant", "rate", "size 4"], "");
    assert_eq!(failed.status.code(), Some(1));
    assert_eq!(
        text(&failed.stdout),
        "{\"ok\":false,\"error\":\"the puzzle has more than one solution\"}\n"
    );
    // A description that does not parse, a puzzle with no single solution.
    let bad = sudoku(&["variant", "rate", "size 5"], "");
    assert_eq!(bad.status.code(), Some(1));
    assert!(
        text(&bad.stderr).contains("line 1: size 5 is not one of"),
        "{}",
        text(&bad.stderr)
    );
    let open = sudoku(&["variant", "hint", "size 4"], "");
    assert_eq!(open.status.code(), Some(1));
    assert!(text(&open.stderr).contains("more than one solution"));
    let missing = sudoku_alone(&["variant", "solve"]);
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn variant_reads_fpuzzles_json_packed_text_and_links() {
    // lz-string 1.5.0's compressToBase64 of a 4x4 with givens 1 (r1c1) and
    // 4 (r4c4).
    let packed = "N4IgzglgXgpiBcAWANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3lwC6yQv3GCRYwTL5SBC/iFKVqKdIxbtOMYSJBsIbMtRABLwLwbgAD2ABCQBGDp4/sguQA==";
    for input in [
        format!("https://www.f-puzzles.com/?load={packed}"),
        format!("https://sudokupad.app/fpuzzles{packed}"),
        "-".to_owned(),
    ] {
        let counted = sudoku(&["variant", "count", &input, "--limit", "1000"], packed);
        assert!(counted.status.success(), "{}", text(&counted.stderr));
        // The 4x4 grids with 1 at r1c1 and 4 at r4c4 (18 by brute force).
        assert_eq!(text(&counted.stdout).trim(), "18");
    }
    let json = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"arrow":[{"lines":[["R1C1","R1C2"]],"cells":["R1C1"]}]}"#;
    let refused = sudoku(&["variant", "solve", "-"], json);
    assert!(!refused.status.success());
    assert!(text(&refused.stderr).contains("`arrow` is not supported"));
}

#[test]
fn variant_timeout_stops_long_work_and_says_so() {
    // Counting every 16x16 grid would take ages.
    let start = std::time::Instant::now();
    let counted = sudoku(
        &[
            "--format",
            "json",
            "variant",
            "count",
            "size 16",
            "--limit",
            "1000000000000",
            "--timeout",
            "0.2",
        ],
        "",
    );
    assert!(start.elapsed() < std::time::Duration::from_secs(5));
    assert_eq!(counted.status.code(), Some(1));
    assert_eq!(
        text(&counted.stdout),
        "{\"ok\":false,\"error\":\"stopped: --timeout 0.2 s passed\"}\n"
    );
    // Work that ends in time is not affected.
    let quick = sudoku(
        &[
            "variant",
            "count",
            "size 4",
            "--limit",
            "1000",
            "--timeout",
            "60",
        ],
        "",
    );
    assert_eq!(text(&quick.stdout), "288\n");
    for bad in ["0", "-1", "soon", "inf"] {
        let refused = sudoku(&["variant", "count", "size 4", "--timeout", bad], "");
        assert_eq!(refused.status.code(), Some(2), "--timeout {bad}");
    }
}
