#!/usr/bin/env bash
# The whole test suite: installs what it needs, then checks formatting,
# lints and docs and runs every test (unit, ABI, header, datasets, C/C++/C# examples).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
cargo fmt --check
cargo clippy --all-targets --locked -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --locked
cargo test --locked
