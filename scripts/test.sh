#!/usr/bin/env bash
# The whole test suite: installs what it needs, then checks formatting,
# lints (also for aarch64: scripts/cross-check.sh) and docs, runs every
# test (unit, ABI, header, datasets, bad-input tables, C/C++/C# examples
# under valgrind and sanitizers), the cross-platform builds and tests
# (scripts/cross-test.sh: ARM64 and s390x under qemu, Windows under wine,
# Apple and Android builds), the packages (scripts/package.sh: tarballs,
# NuGet, Unity) and their checks, the WebAssembly package under Node, tsc and
# headless Chromium (scripts/test-js.sh), README.md's command blocks
# (scripts/readme.sh), the differential tests (every dataset puzzle; the
# debug pass checks every 8th) with the million generated puzzles
# and the rating of every puzzle of the two rating sets in release mode,
# and each fuzz target for FUZZ_SECONDS seconds (40 here unless set, which
# keeps the whole suite under 40 minutes on 2 cores; scripts/fuzz.sh alone
# defaults to 60).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
cargo fmt --all --check
cargo clippy --all-targets --locked -- -D warnings
scripts/cross-check.sh
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --locked
cargo test --locked
scripts/cross-test.sh aarch64 s390x windows apple android
scripts/package.sh
cargo test --locked --test package -- --ignored
scripts/test-js.sh
scripts/readme.sh
cargo test --release --locked --test differential -- --include-ignored --nocapture
cargo test --release --locked --test logic -- --ignored --nocapture every_puzzle_of_the_rating_sets
FUZZ_SECONDS="${FUZZ_SECONDS:-40}" scripts/fuzz.sh
