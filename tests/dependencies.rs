//! The library package depends only on what the library uses: a Rust user
//! of `sudoku-ffi` must not get the command line's crates (clap, indicatif
//! and theirs), which live in the `sudoku-cli` package (cli/).

use std::collections::BTreeSet;
use std::process::Command;

/// The packages `cargo tree -e normal` lists for `package`, by name.
fn normal_dependencies(package: &str, depth: Option<u32>) -> BTreeSet<String> {
    let mut cmd = Command::new(env!("CARGO"));
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).args([
        "tree",
        "-e",
        "normal",
        "-p",
        package,
        "--prefix",
        "none",
        "--format",
        "{p}",
        "--locked",
        "--offline",
    ]);
    if let Some(depth) = depth {
        cmd.args(["--depth", &depth.to_string()]);
    }
    let out = cmd.output().expect("cargo tree runs");
    assert!(
        out.status.success(),
        "cargo tree failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter_map(|l| l.split(' ').next())
        .filter(|name| !name.is_empty())
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_library_depends_only_on_what_it_uses() {
    let direct = normal_dependencies("sudoku-ffi", Some(1));
    let expected: BTreeSet<String> = ["sudoku-ffi", "thiserror"].map(str::to_owned).into();
    assert_eq!(direct, expected);
    let all = normal_dependencies("sudoku-ffi", None);
    for cli_crate in ["clap", "indicatif", "console", "anstream", "sudoku-cli"] {
        assert!(
            !all.contains(cli_crate),
            "the library pulls in {cli_crate}: {all:?}"
        );
    }
    // The command line has its crates.
    let cli = normal_dependencies("sudoku-cli", Some(1));
    for needed in ["sudoku-ffi", "clap", "indicatif"] {
        assert!(cli.contains(needed), "sudoku-cli lacks {needed}: {cli:?}");
    }
}
