//! Installing like a system library: `scripts/install.sh PREFIX` into a
//! temporary prefix, then the C example built through pkg-config (shared
//! and `--static`), and the CMake example project (`find_package(sudoku)`)
//! built and run against it.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use common::{CLASSIC_SOLUTION, NATIVE_STATIC_LIBS, have, run};

const VERSION: &str = env!("CARGO_PKG_VERSION");

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn tmp(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// `MAJOR.MINOR`: the SONAME suffix while the major version is 0.
fn major_minor() -> String {
    VERSION.rsplit_once('.').unwrap().0.to_owned()
}

/// Installs once per test run; every test uses the same prefix.
fn prefix() -> &'static Path {
    static PREFIX: OnceLock<PathBuf> = OnceLock::new();
    PREFIX.get_or_init(|| {
        let prefix = tmp("prefix");
        let _ = std::fs::remove_dir_all(&prefix);
        let out = run(
            Command::new(repo().join("scripts/install.sh")).arg(&prefix),
            "",
        );
        println!("{out}");
        prefix
    })
}

fn pkg_config(args: &[&str]) -> Vec<String> {
    let out = run(
        Command::new("pkg-config")
            .args(args)
            .arg("sudoku")
            .env("PKG_CONFIG_PATH", prefix().join("lib/pkgconfig")),
        "",
    );
    out.split_whitespace().map(str::to_owned).collect()
}

fn needed_libraries(exe: &Path) -> String {
    run(Command::new("readelf").arg("-d").arg(exe), "")
}

fn check_example_output(output: &str) {
    assert!(
        output.contains(&format!("libsudoku {VERSION}\n")),
        "{output}"
    );
    assert!(output.contains("solve: ok\n"), "{output}");
    assert!(output.contains("\nsolutions (up to 2): 1\n"), "{output}");
}

#[test]
fn the_prefix_holds_versioned_libraries_headers_and_metadata() {
    if !have("cc") || !have("readelf") {
        return;
    }
    let lib = prefix().join("lib");
    let soname = format!("libsudoku.so.{}", major_minor());
    let real = format!("libsudoku.so.{VERSION}");
    assert!(lib.join(&real).is_file());
    assert_eq!(
        std::fs::read_link(lib.join(&soname)).unwrap(),
        Path::new(&real)
    );
    assert_eq!(
        std::fs::read_link(lib.join("libsudoku.so")).unwrap(),
        Path::new(&soname)
    );
    assert!(lib.join("libsudoku.a").is_file());
    for header in ["sudoku.h", "sudoku.hpp"] {
        let installed = std::fs::read(prefix().join("include").join(header)).unwrap();
        assert_eq!(
            installed,
            std::fs::read(repo().join("include").join(header)).unwrap()
        );
    }
    let dynamic = needed_libraries(&lib.join(&real));
    assert!(
        dynamic.contains(&format!("Library soname: [{soname}]")),
        "{dynamic}"
    );
    assert!(lib.join("cmake/sudoku/sudokuConfig.cmake").is_file());
    assert!(lib.join("cmake/sudoku/sudokuConfigVersion.cmake").is_file());
}

#[test]
fn pkg_config_describes_the_shared_and_the_static_link() {
    if !have("pkg-config") {
        return;
    }
    assert_eq!(pkg_config(&["--modversion"]), [VERSION]);
    let include = format!("-I{}", prefix().join("include").display());
    assert_eq!(pkg_config(&["--cflags"]), [include]);
    let libdir = format!("-L{}", prefix().join("lib").display());
    assert_eq!(pkg_config(&["--libs"]), [libdir.as_str(), "-lsudoku"]);
    // The static link line is rustc's --print native-static-libs, which the
    // README documents.
    let mut static_libs = vec![libdir.as_str(), "-lsudoku"];
    static_libs.extend(NATIVE_STATIC_LIBS);
    assert_eq!(pkg_config(&["--static", "--libs"]), static_libs);
}

#[test]
fn the_c_example_builds_with_pkg_config_shared_and_static() {
    if !have("cc") || !have("pkg-config") || !have("readelf") {
        return;
    }
    let source = repo().join("examples/c/main.c");
    let libdir = prefix().join("lib");

    let shared = tmp("pkg_config_shared");
    run(
        Command::new("cc")
            .arg(&source)
            .args(pkg_config(&["--cflags", "--libs"]))
            .arg(format!("-Wl,-rpath,{}", libdir.display()))
            .arg("-o")
            .arg(&shared),
        "",
    );
    let needed = needed_libraries(&shared);
    let soname = format!("libsudoku.so.{}", major_minor());
    assert!(
        needed.contains(&format!("Shared library: [{soname}]")),
        "{needed}"
    );
    check_example_output(&run(&mut Command::new(&shared), ""));

    // As the README says: the archive wins with -Bstatic, and the system
    // libraries come from `pkg-config --static`.
    let fixed = tmp("pkg_config_static");
    run(
        Command::new("cc")
            .arg(&source)
            .args(pkg_config(&["--cflags"]))
            .args([
                "-Wl,-Bstatic",
                "-lsudoku",
                "-Wl,-Bdynamic",
                "-Wl,--as-needed",
            ])
            .args(pkg_config(&["--static", "--libs"]))
            .arg("-o")
            .arg(&fixed),
        "",
    );
    let needed = needed_libraries(&fixed);
    assert!(!needed.contains("libsudoku"), "{needed}");
    check_example_output(&run(&mut Command::new(&fixed), ""));
}

#[test]
fn a_cmake_project_finds_the_package() {
    if !have("cmake") || !have("cc") || !have("c++") {
        return;
    }
    let build = tmp("cmake_build");
    let _ = std::fs::remove_dir_all(&build);
    run(
        Command::new("cmake")
            .arg("-S")
            .arg(repo().join("examples/cmake"))
            .arg("-B")
            .arg(&build)
            .arg(format!("-DCMAKE_PREFIX_PATH={}", prefix().display())),
        "",
    );
    run(Command::new("cmake").arg("--build").arg(&build), "");
    check_example_output(&run(&mut Command::new(build.join("example_shared")), ""));
    let fixed = build.join("example_static");
    assert!(!needed_libraries(&fixed).contains("libsudoku"));
    check_example_output(&run(&mut Command::new(&fixed), ""));
    let board = run(&mut Command::new(build.join("board_cpp")), "");
    assert!(
        board.contains(&format!("solved: {CLASSIC_SOLUTION}\n")),
        "{board}"
    );
    assert!(board.ends_with("all checks passed\n"), "{board}");
}
