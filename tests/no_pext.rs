//! No PEXT or PDEP in the library outside the kernels that are offered
//! only where PEXT is fast: both are microcoded on AMD CPUs before Zen 3
//! (tens to hundreds of cycles, depending on the mask), where PEXT on the
//! solver's hot path made the AVX2 kernel slower than the portable one.
//! The release build's shared library is disassembled and every
//! instruction checked; a hit names its function. The PEXT kernels'
//! entry points (`sudoku::fast::kernel::search*_avx2_pext` and
//! `search*_avx512`) must hold PEXT: the check sees it where it is.

mod common;

use std::path::PathBuf;
use std::process::Command;

#[test]
fn the_release_library_has_no_pext_or_pdep() {
    if !cfg!(target_arch = "x86_64") || !common::have("objdump") {
        assert!(!common::in_ci(), "CI must have objdump");
        return;
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let build = Command::new(env!("CARGO"))
        .current_dir(&root)
        .args(["build", "--release", "--locked", "--lib"])
        .status()
        .expect("cargo runs");
    assert!(build.success());
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or(root.join("target"), PathBuf::from);
    let library = target.join("release/libsudoku.so");
    let out = Command::new("objdump")
        .args(["-d", "-C", "--no-show-raw-insn"])
        .arg(&library)
        .output()
        .expect("objdump runs");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let mut function = "";
    let mut hits = Vec::new();
    let mut allowed = 0;
    let mut instructions = 0;
    for line in text.lines() {
        if line.ends_with(">:") {
            function = line;
        } else if let Some((_, code)) = line.split_once(":\t") {
            instructions += 1;
            let mnemonic = code.split_whitespace().next().unwrap_or("");
            // BMI2's, not SSE's `pextrw` and the like.
            let bmi2 = ["pext", "pextl", "pextq", "pdep", "pdepl", "pdepq"];
            if bmi2.contains(&mnemonic) {
                if pext_kernel(function) {
                    allowed += 1;
                } else {
                    hits.push(format!("{function} {code}"));
                }
            }
        }
    }
    assert!(
        instructions > 10_000,
        "only {instructions} instructions read"
    );
    assert!(
        hits.is_empty(),
        "PEXT/PDEP in the library:\n{}",
        hits.join("\n")
    );
    assert!(allowed > 0, "no PEXT found even in the PEXT kernels");
}

/// Whether the disassembly's function header names an entry point of a
/// kernel that `Kernel::available` offers only where PEXT is fast.
fn pext_kernel(header: &str) -> bool {
    let Some((_, name)) = header.split_once("<sudoku::fast::kernel::search") else {
        return false;
    };
    name.starts_with("_avx2_pext>")
        || name.starts_with("_avx512>")
        || name.starts_with("_candidates_avx2_pext>")
        || name.starts_with("_candidates_avx512>")
}
