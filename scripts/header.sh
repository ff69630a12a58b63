#!/usr/bin/env bash
# Regenerates include/sudoku.h from the library's sources with the pinned
# cbindgen (xtask/, a workspace of its own, built in target/xtask):
#
#   scripts/header.sh            # write include/sudoku.h when it changed
#   scripts/header.sh --check    # fail when it is stale
#   scripts/header.sh --stdout   # print it
set -euo pipefail
cd "$(dirname "$0")/.."
exec cargo run --quiet --locked --manifest-path xtask/Cargo.toml --target-dir target/xtask -- header "$@"
