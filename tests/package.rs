//! What `scripts/package.sh` leaves in `target/dist/`: a tarball per built
//! target, the NuGet layout and the Unity package, each checked file by
//! file, and the host tarball used the way a C user would (pkg-config from
//! where it was unpacked). Run by the test suite after `scripts/package.sh`
//! (`cargo test --test package -- --ignored`); in CI every cross target
//! must be there.

mod common;

use common::{have, in_ci, run};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const VERSION: &str = env!("CARGO_PKG_VERSION");
const HOST: &str = "x86_64-unknown-linux-gnu";
const LINUX: [&str; 2] = [HOST, "aarch64-unknown-linux-gnu"];
const WINDOWS: &str = "x86_64-pc-windows-gnu";
const STATIC_ONLY: [&str; 6] = [
    "aarch64-apple-ios",
    "aarch64-apple-darwin",
    "x86_64-apple-darwin",
    "aarch64-linux-android",
    "armv7-linux-androideabi",
    "x86_64-linux-android",
];

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn dist() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo().join("target"));
    let dist = if target.is_absolute() {
        target
    } else {
        repo().join(target)
    }
    .join("dist");
    assert!(
        dist.is_dir(),
        "{} is missing: run scripts/package.sh first",
        dist.display()
    );
    dist
}

fn tarball(target: &str) -> PathBuf {
    dist().join(format!("libsudoku-{VERSION}-{target}.tar.gz"))
}

/// The targets packaged; in CI, all of them.
fn packaged() -> Vec<&'static str> {
    let all: Vec<&str> = LINUX
        .into_iter()
        .chain([WINDOWS])
        .chain(STATIC_ONLY)
        .collect();
    let found: Vec<&str> = all
        .iter()
        .copied()
        .filter(|t| tarball(t).exists())
        .collect();
    assert!(found.contains(&HOST), "no host tarball");
    if in_ci() {
        assert_eq!(found, all, "CI packages every target");
    } else if found.len() < all.len() {
        eprintln!("packaged only {found:?} (scripts/cross-test.sh builds the others)");
    }
    found
}

fn entries(target: &str) -> BTreeSet<String> {
    let listing = run(Command::new("tar").arg("-tzf").arg(tarball(target)), "");
    let root = format!("libsudoku-{VERSION}-{target}/");
    listing
        .lines()
        .map(|line| {
            line.strip_prefix(&root)
                .unwrap_or_else(|| panic!("{line} outside {root}"))
                .trim_end_matches('/')
                .to_string()
        })
        .filter(|e| !e.is_empty())
        .collect()
}

fn read_from(target: &str, entry: &str) -> String {
    run(
        Command::new("tar")
            .arg("-xzOf")
            .arg(tarball(target))
            .arg(format!("libsudoku-{VERSION}-{target}/{entry}")),
        "",
    )
}

#[test]
#[ignore = "needs scripts/package.sh; run by scripts/test.sh"]
fn every_tarball_holds_headers_libraries_pkg_config_and_cmake_files() {
    for target in packaged() {
        let files = entries(target);
        let mut want = vec![
            "include/sudoku.h".to_string(),
            "include/sudoku.hpp".into(),
            "lib/libsudoku.a".into(),
            "lib/pkgconfig/sudoku.pc".into(),
            "lib/cmake/sudoku/sudokuConfig.cmake".into(),
            "lib/cmake/sudoku/sudokuConfigVersion.cmake".into(),
        ];
        let line = VERSION.rsplit_once('.').unwrap().0;
        if LINUX.contains(&target) {
            want.extend([
                format!("lib/libsudoku.so.{VERSION}"),
                format!("lib/libsudoku.so.{line}"),
                "lib/libsudoku.so".into(),
            ]);
        }
        if target == WINDOWS {
            want.extend(["bin/sudoku.dll".into(), "lib/libsudoku.dll.a".into()]);
        }
        for file in &want {
            assert!(files.contains(file), "{target}: no {file} in {files:?}");
        }
        assert_eq!(
            read_from(target, "include/sudoku.h"),
            fs::read_to_string(repo().join("include/sudoku.h")).unwrap()
        );
        let pc = read_from(target, "lib/pkgconfig/sudoku.pc");
        assert!(
            pc.starts_with("prefix=${pcfiledir}/../..\n"),
            "{target}: {pc}"
        );
        assert!(
            pc.contains(&format!("\nVersion: {VERSION}\n")),
            "{target}: {pc}"
        );
        assert!(pc.contains("\nLibs.private: -l"), "{target}: {pc}");
        let cmake = read_from(target, "lib/cmake/sudoku/sudokuConfig.cmake");
        assert!(cmake.contains("sudoku::sudoku_static"), "{target}");
        assert_eq!(
            cmake.contains("add_library(sudoku::sudoku SHARED"),
            !STATIC_ONLY.contains(&target),
            "{target}: {cmake}"
        );
        let version = read_from(target, "lib/cmake/sudoku/sudokuConfigVersion.cmake");
        assert!(
            version.contains(&format!("STREQUAL \"{line}\"")),
            "{target}"
        );
    }
}

#[test]
#[ignore = "needs scripts/package.sh; run by scripts/test.sh"]
fn the_host_tarball_builds_the_c_example_through_its_pkg_config_file() {
    if !have("cc") || !have("pkg-config") {
        return;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("package-host");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    run(
        Command::new("tar")
            .arg("-xzf")
            .arg(tarball(HOST))
            .arg("-C")
            .arg(&dir),
        "",
    );
    let prefix = dir.join(format!("libsudoku-{VERSION}-{HOST}"));
    let pc_path = prefix.join("lib/pkgconfig");
    let flags = run(
        Command::new("pkg-config")
            .args(["--cflags", "--libs", "sudoku"])
            .env("PKG_CONFIG_PATH", &pc_path),
        "",
    );
    assert!(flags.contains("-lsudoku"), "{flags}");
    let exe = dir.join("example");
    run(
        Command::new("cc")
            .arg(repo().join("examples/c/main.c"))
            .arg("-o")
            .arg(&exe)
            .args(flags.split_whitespace()),
        "",
    );
    let output = run(
        Command::new(&exe).env("LD_LIBRARY_PATH", prefix.join("lib")),
        "",
    );
    assert!(output.contains(&format!("libsudoku {VERSION}")), "{output}");
    assert!(output.contains("solve: ok"), "{output}");
}

fn is_elf(path: &Path) -> bool {
    fs::read(path).unwrap().starts_with(b"\x7fELF")
}

fn is_pe(path: &Path) -> bool {
    fs::read(path).unwrap().starts_with(b"MZ")
}

#[test]
#[ignore = "needs scripts/package.sh; run by scripts/test.sh"]
fn the_nuget_layout_has_the_native_libraries_by_rid_and_the_binding() {
    let targets = packaged();
    let nuget = dist().join("nuget/libsudoku");
    let spec = fs::read_to_string(nuget.join("libsudoku.nuspec")).unwrap();
    for needle in [
        "<id>libsudoku</id>".to_string(),
        format!("<version>{VERSION}</version>"),
        "<license type=\"expression\">MIT OR Apache-2.0</license>".into(),
        "<files include=\"cs/any/LibSudoku/*.cs\" buildAction=\"Compile\" />".into(),
    ] {
        assert!(spec.contains(&needle), "nuspec lacks {needle}:\n{spec}");
    }
    assert!(is_elf(
        &nuget.join("runtimes/linux-x64/native/libsudoku.so")
    ));
    if targets.contains(&"aarch64-unknown-linux-gnu") {
        assert!(is_elf(
            &nuget.join("runtimes/linux-arm64/native/libsudoku.so")
        ));
    }
    if targets.contains(&WINDOWS) {
        assert!(is_pe(&nuget.join("runtimes/win-x64/native/sudoku.dll")));
    }
    for file in ["Sudoku.cs", "SudokuGame.cs", "SudokuVariant.cs"] {
        assert_eq!(
            fs::read(nuget.join("contentFiles/cs/any/LibSudoku").join(file)).unwrap(),
            fs::read(repo().join("bindings/csharp").join(file)).unwrap()
        );
    }
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        out.push(path.clone());
        if path.is_dir() {
            walk(&path, out);
        }
    }
}

#[test]
#[ignore = "needs scripts/package.sh; run by scripts/test.sh"]
fn the_unity_package_has_a_manifest_runtime_plugins_and_a_meta_for_everything() {
    let targets = packaged();
    let unity = dist().join("unity/com.libsudoku.sudoku");
    let manifest = fs::read_to_string(unity.join("package.json")).unwrap();
    for needle in [
        "\"name\": \"com.libsudoku.sudoku\"".to_string(),
        format!("\"version\": \"{VERSION}\""),
        "\"unity\": \"2021.3\"".into(),
        "\"displayName\": \"libsudoku\"".into(),
    ] {
        assert!(manifest.contains(&needle), "package.json lacks {needle}");
    }
    for file in ["Sudoku.cs", "SudokuGame.cs", "SudokuVariant.cs"] {
        assert_eq!(
            fs::read(unity.join("Runtime").join(file)).unwrap(),
            fs::read(repo().join("bindings/csharp").join(file)).unwrap()
        );
    }
    assert!(
        fs::read_to_string(unity.join("Runtime/LibSudoku.asmdef"))
            .unwrap()
            .contains("\"name\": \"LibSudoku\"")
    );

    // Every file and folder has a .meta with a unique 32-hex GUID.
    let mut paths = Vec::new();
    walk(&unity, &mut paths);
    let mut guids = BTreeSet::new();
    let mut assets = 0;
    for path in paths
        .iter()
        .filter(|p| p.extension().is_none_or(|e| e != "meta"))
    {
        assets += 1;
        let meta_path = PathBuf::from(format!("{}.meta", path.display()));
        let meta = fs::read_to_string(&meta_path)
            .unwrap_or_else(|_| panic!("{} has no .meta", path.display()));
        let guid = meta
            .lines()
            .find_map(|l| l.strip_prefix("guid: "))
            .unwrap_or_else(|| panic!("{} has no guid", meta_path.display()));
        assert!(
            guid.len() == 32 && guid.chars().all(|c| c.is_ascii_hexdigit()),
            "{guid}"
        );
        assert!(guids.insert(guid.to_string()), "duplicate guid {guid}");
        assert_eq!(
            meta.contains("folderAsset: yes"),
            path.is_dir(),
            "{}",
            meta_path.display()
        );
    }
    assert!(assets >= 10, "{assets} assets");

    // Native plugins, each enabled for its platform.
    let mut plugins = vec![(
        "Plugins/Linux/x86_64/libsudoku.so",
        "Standalone: Linux64",
        true,
    )];
    if targets.contains(&WINDOWS) {
        plugins.push((
            "Plugins/Windows/x86_64/sudoku.dll",
            "Standalone: Win64",
            true,
        ));
    }
    if targets.contains(&"aarch64-apple-ios") {
        plugins.push(("Plugins/iOS/libsudoku.a", "iPhone: iOS", false));
    }
    for (file, platform, editor) in plugins {
        assert!(unity.join(file).is_file(), "{file}");
        let meta = fs::read_to_string(unity.join(format!("{file}.meta"))).unwrap();
        assert!(meta.contains("PluginImporter:"), "{file}");
        let block = meta
            .split(&format!("{platform}\n"))
            .nth(1)
            .unwrap_or_else(|| panic!("{file}: no {platform}"));
        assert!(
            block.trim_start().starts_with("second:\n      enabled: 1"),
            "{file}: {meta}"
        );
        let editor_block = meta
            .split("Editor: Editor\n")
            .nth(1)
            .and_then(|rest| rest.split("  - first:").next())
            .unwrap();
        assert_eq!(editor_block.contains("enabled: 1"), editor, "{file}");
    }

    // The tarball Unity's "Add package from tarball" takes.
    let tgz = dist().join(format!("unity/com.libsudoku.sudoku-{VERSION}.tgz"));
    let listing = run(Command::new("tar").arg("-tzf").arg(&tgz), "");
    for entry in [
        "package/package.json",
        "package/package.json.meta",
        "package/Runtime/Sudoku.cs.meta",
    ] {
        assert!(
            listing.lines().any(|l| l == entry),
            "{entry} not in {}",
            tgz.display()
        );
    }
}
