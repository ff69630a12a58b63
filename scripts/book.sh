#!/usr/bin/env bash
# Builds the book (docs/) with mdbook into target/book, installing the
# pinned mdbook with `cargo install --locked` when it is missing or
# another version. Its internal links and anchors are checked by
# tests/book.rs (part of `cargo test`), which this script runs too.
#
#   scripts/book.sh          # build
#   mdbook serve docs        # read it at http://localhost:3000
set -euo pipefail
cd "$(dirname "$0")/.."

version=0.4.52
if [ "$(mdbook --version 2>/dev/null)" != "mdbook v$version" ]; then
    cargo install mdbook --version "$version" --locked --no-default-features --features search
fi
mdbook build docs
cargo test --locked --test book
echo "book: target/book/index.html"
