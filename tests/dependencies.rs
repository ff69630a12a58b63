//! The library package depends on nothing and has no build script, so a
//! fresh build compiles it alone: a Rust user of `sudoku-ffi` never gets
//! the command line's crates (clap, indicatif and theirs, in `sudoku-cli`,
//! cli/) or the header generator's (cbindgen, in xtask/).

use std::collections::BTreeSet;
use std::process::Command;

/// The packages `cargo tree -e normal` lists for `package`, by name.
fn normal_dependencies(package: &str, depth: Option<u32>) -> BTreeSet<String> {
    dependencies("normal", package, depth)
}

/// The packages `cargo tree -e KIND` lists for `package`, by name.
fn dependencies(kind: &str, package: &str, depth: Option<u32>) -> BTreeSet<String> {
    let mut cmd = Command::new(env!("CARGO"));
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).args([
        "tree",
        "-e",
        kind,
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
    let expected: BTreeSet<String> = ["sudoku-ffi"].map(str::to_owned).into();
    assert_eq!(direct, expected);
    // No build-dependencies, and no build script at all.
    assert_eq!(dependencies("build", "sudoku-ffi", None), expected);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(
        !root.join("build.rs").exists(),
        "the library has a build script"
    );
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    assert!(
        !manifest.contains("build ="),
        "Cargo.toml names a build script"
    );
    let all = normal_dependencies("sudoku-ffi", None);
    for cli_crate in [
        "clap",
        "indicatif",
        "console",
        "anstream",
        "sudoku-cli",
        "cbindgen",
    ] {
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
