#!/usr/bin/env bash
# The whole test suite: installs what it needs, then checks formatting,
# lints (also for aarch64: scripts/cross-check.sh) and docs, runs every
# test (unit, ABI, header, datasets, bad-input tables, C/C++/C# examples
# under valgrind and sanitizers), the cross-platform builds and tests
# (scripts/cross-test.sh: ARM64 and s390x under qemu, Windows under wine,
# Apple and Android builds), the packages (scripts/package.sh: tarballs,
# NuGet, Unity) and their checks, the WebAssembly package under Node, tsc and
# headless Chromium (scripts/test-js.sh), the Python package (scripts/
# test-python.sh: the wheel in a fresh venv, pytest, Dask on a 2-worker
# LocalCluster), the book (scripts/book.sh:
# mdbook, pinned), the code of README.md and the book (scripts/readme.sh),
# the differential tests (every dataset puzzle; the
# debug pass checks every 8th) with the million generated puzzles
# and the rating of every puzzle of the two rating sets and 200 games
# followed by hints in release mode, 20 s of random variant calls (each
# under 10 s; tests/variant_random.rs says how to run 180), and each fuzz target for FUZZ_SECONDS seconds (30 here unless set, which
# keeps the whole suite near 45 minutes on 2 cores, BENCHMARKS.md; scripts/fuzz.sh alone
# defaults to 60). Each stage prints its time ("stage: ... took N s") to
# stderr, so a CI log shows where the minutes go.
set -euo pipefail
cd "$(dirname "$0")/.."

# Runs one stage (a command and its arguments) and prints how long it took.
stage() {
    local start=$SECONDS
    "$@"
    echo "stage: $* took $((SECONDS - start)) s" >&2
}

stage scripts/setup.sh
stage cargo fmt --all --check
stage cargo fmt --manifest-path xtask/Cargo.toml --check
stage cargo clippy --all-targets --locked -- -D warnings
stage scripts/cross-check.sh
RUSTDOCFLAGS="-D warnings" stage cargo doc --no-deps --locked
stage cargo test --locked
stage scripts/cross-test.sh aarch64 s390x windows apple android
stage scripts/package.sh
stage cargo test --locked --test package -- --ignored
stage scripts/test-js.sh
stage scripts/test-python.sh
stage scripts/book.sh
stage scripts/readme.sh
stage cargo test --release --locked --test differential -- --include-ignored --nocapture
stage cargo test --release --locked --test logic -- --ignored --nocapture every_puzzle_of_the_rating_sets
stage cargo test --release --locked --test game_hints -- --ignored --nocapture
VARIANT_RANDOM_SECONDS=20 stage cargo test --release --locked --test variant_random -- --ignored --nocapture
FUZZ_SECONDS="${FUZZ_SECONDS:-30}" stage scripts/fuzz.sh
