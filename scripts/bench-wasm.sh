#!/usr/bin/env bash
# The WebAssembly package's speed against the native library, in one run
# (bindings/js/bench.mjs): prints a table of thousand puzzles/s per dataset
# of ../shared/data (or the datasets named) and the native/wasm ratio.
#   scripts/bench-wasm.sh [DATASET...]     e.g. puzzles3_magictour_top1465
set -euo pipefail
cd "$(dirname "$0")/.."
tdir=$(realpath -m "${CARGO_TARGET_DIR:-target}")
scripts/build-wasm.sh >/dev/null
cargo build --release --locked -p sudoku-cli
node bindings/js/bench.mjs "$tdir/js" ../shared/data "$tdir/release/sudoku" "$@"
