#!/usr/bin/env bash
# Builds the library for WebAssembly (wasm32-unknown-unknown) and leaves a
# ready npm package in target/js/ (`npm pack` works there): sudoku.wasm
# (the C ABI's exports, no imports), index.js (an ES module for Node and
# browsers, Web Workers included), index.d.ts, package.json, README.md.
# Fails when the gzipped .wasm is 400 KB or more.
#
# No wasm-bindgen: the library already has a C ABI, and bindings/js/index.js
# calls it directly (about 500 lines), so there is no code generator to pin
# and install, and JS goes through the same checked boundary as C and C#.
set -euo pipefail
cd "$(dirname "$0")/.."
tdir=$(realpath -m "${CARGO_TARGET_DIR:-target}")
target=wasm32-unknown-unknown

rustup target list --installed | grep -qx $target || rustup target add $target
# WebAssembly SIMD (simd128; Chrome 91, Firefox 89, Safari 16.4, Node 16.4
# and later): the portable kernel vectorizes, about twice as fast on easy
# puzzles (scripts/bench-wasm.sh). Nothing x86-specific exists on wasm.
# strip=symbols drops the name section (function names in a browser's
# stack traces of a trap): about 25 KB of the gzipped module.
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-C target-feature=+simd128 -C strip=symbols"
cargo build --release --locked --lib --target $target

out=$tdir/js
rm -rf "$out"
mkdir -p "$out"
cp "$tdir/$target/release/sudoku.wasm" "$out/sudoku.wasm"
cp bindings/js/index.js bindings/js/index.d.ts bindings/js/README.md "$out/"
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
sed "s/\"version\": \"0.0.0\"/\"version\": \"$version\"/" bindings/js/package.json >"$out/package.json"

raw=$(wc -c <"$out/sudoku.wasm")
gzipped=$(gzip -9 -c "$out/sudoku.wasm" | wc -c)
echo "build-wasm: $out (libsudoku $version): sudoku.wasm $raw bytes, $gzipped gzipped"
if ((gzipped >= 400 * 1024)); then
    echo "build-wasm: the gzipped .wasm is over the 400 KB budget" >&2
    exit 1
fi
