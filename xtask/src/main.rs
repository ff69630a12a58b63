//! Developer tasks: `scripts/header.sh [--check | --stdout]`, which runs
//! `cargo run --manifest-path xtask/Cargo.toml -- header ...`.
//!
//! `header` regenerates `include/sudoku.h` from the library's sources with
//! cbindgen (configured by `cbindgen.toml`), adds the version macros and
//! marks every cancel flag `volatile` (cbindgen cannot say it). `--check`
//! writes nothing and fails when the checked-in header differs; `--stdout`
//! prints the header instead of writing it.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The repository root: the parent of this package's folder.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the repository")
        .to_path_buf()
}

/// The library's version, from the `[package]` table of its Cargo.toml.
fn version(root: &Path) -> (String, String, String) {
    let manifest = fs::read_to_string(root.join("Cargo.toml")).expect("read Cargo.toml");
    let line = manifest
        .lines()
        .skip_while(|l| l.trim() != "[package]")
        .find(|l| l.starts_with("version = "))
        .expect("a version in [package]");
    let version = line.trim_start_matches("version = ").trim_matches('"');
    let mut parts = version.split('.').map(str::to_owned);
    let mut next = || parts.next().expect("MAJOR.MINOR.PATCH");
    (next(), next(), next())
}

/// cbindgen has no way to say `volatile`: every cancel flag gets it here
/// (the contract's exact declaration).
fn volatile_cancel(header: String) -> String {
    let (plain, marked) = ("const int32_t *cancel;", "const volatile int32_t *cancel;");
    assert!(header.contains(plain), "no cancel flag to mark volatile");
    header.replace(plain, marked)
}

/// The header the sources describe.
fn generate(root: &Path) -> String {
    let (major, minor, patch) = version(root);
    let config = cbindgen::Config::from_file(root.join("cbindgen.toml"))
        .expect("cbindgen.toml must be valid");
    let bindings = cbindgen::Builder::new()
        .with_crate(root)
        .with_config(config)
        .with_after_include(format!(
            "#define SUDOKU_VERSION_MAJOR {major}\n#define SUDOKU_VERSION_MINOR {minor}\n#define SUDOKU_VERSION_PATCH {patch}\n"
        ))
        .generate()
        .expect("cbindgen could not generate the header");
    let mut bytes = Vec::new();
    bindings.write(&mut bytes);
    volatile_cancel(String::from_utf8(bytes).expect("the header is UTF-8"))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let root = root();
    let path = root.join("include/sudoku.h");
    match args.as_slice() {
        ["header"] => {
            let header = generate(&root);
            if fs::read_to_string(&path).ok().as_deref() != Some(header.as_str()) {
                fs::write(&path, header).expect("write include/sudoku.h");
                eprintln!("xtask: wrote {}", path.display());
            }
            ExitCode::SUCCESS
        }
        ["header", "--stdout"] => {
            print!("{}", generate(&root));
            ExitCode::SUCCESS
        }
        ["header", "--check"] => {
            if fs::read_to_string(&path).ok().as_deref() == Some(generate(&root).as_str()) {
                ExitCode::SUCCESS
            } else {
                eprintln!("xtask: include/sudoku.h is stale: run scripts/header.sh");
                ExitCode::FAILURE
            }
        }
        _ => {
            eprintln!("usage: scripts/header.sh [--check | --stdout]");
            ExitCode::from(2)
        }
    }
}
