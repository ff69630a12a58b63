//! Generates the C header `include/sudoku.h` with cbindgen.
//!
//! The header is always written to `$OUT_DIR/sudoku.h`; the checked-in copy
//! under `include/` is rewritten only when its content differs, and never
//! when `CI` is set, so that CI's header test can catch a stale copy.

use std::env;
use std::fs;
use std::path::PathBuf;

fn version_macros() -> String {
    let part = |name: &str| env::var(name).expect("cargo sets the version variables");
    format!(
        "#define SUDOKU_VERSION_MAJOR {}\n#define SUDOKU_VERSION_MINOR {}\n#define SUDOKU_VERSION_PATCH {}\n",
        part("CARGO_PKG_VERSION_MAJOR"),
        part("CARGO_PKG_VERSION_MINOR"),
        part("CARGO_PKG_VERSION_PATCH")
    )
}

/// cbindgen has no way to say `volatile`: the cancel flag of
/// SudokuGenerateOptions gets it here (the contract's exact declaration).
fn volatile_cancel(header: Vec<u8>) -> Vec<u8> {
    let text = String::from_utf8(header).expect("the header is UTF-8");
    let (plain, marked) = ("const int32_t *cancel;", "const volatile int32_t *cancel;");
    assert_eq!(
        text.matches(plain).count(),
        1,
        "one cancel flag to mark volatile"
    );
    text.replace(plain, marked).into_bytes()
}

fn main() {
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=cbindgen.toml");
    println!("cargo:rerun-if-changed=include/sudoku.h");
    println!("cargo:rerun-if-env-changed=CI");

    let crate_dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("manifest dir"));
    let config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml"))
        .expect("cbindgen.toml must be valid");
    let bindings = cbindgen::Builder::new()
        .with_crate(&crate_dir)
        .with_config(config)
        .with_after_include(version_macros())
        .generate()
        .expect("cbindgen could not generate the header");

    let mut header = Vec::new();
    bindings.write(&mut header);
    let header = volatile_cancel(header);
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("out dir"));
    fs::write(out_dir.join("sudoku.h"), &header).expect("write $OUT_DIR/sudoku.h");

    let checked_in = crate_dir.join("include").join("sudoku.h");
    let in_ci = env::var_os("CI").is_some_and(|v| !v.is_empty() && v != "false");
    if !in_ci && fs::read(&checked_in).ok().as_deref() != Some(header.as_slice()) {
        fs::create_dir_all(checked_in.parent().expect("include dir")).expect("create include/");
        fs::write(&checked_in, &header).expect("write include/sudoku.h");
    }
}
