#!/usr/bin/env bash
# The JS package's tests: builds it (scripts/build-wasm.sh), packs it with
# `npm pack`, installs the tarball in a scratch project (under
# target/js-test/) and there runs
#   - node --test bindings/js/test/api.test.mjs   the API under Node
#   - tsc --strict on bindings/js/test/types.ts   the TypeScript types
#   - bindings/js/test/browser/run.mjs            headless Chromium: a page
#     whose module Web Worker imports the package and plays a game
# Installs Node.js, npm and Chromium (apt) when missing, and TypeScript
# 5.9.3 from npm into the scratch project.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
repo=$PWD
tdir=$(realpath -m "${CARGO_TARGET_DIR:-target}")

need_packages node=nodejs npm=npm chromium=chromium

scripts/build-wasm.sh
work=$tdir/js-test
rm -rf "$work"
mkdir -p "$work"
tarball=$(cd "$tdir/js" && npm pack --silent --pack-destination "$work")
echo "test-js: packed $tarball"
cd "$work"
cat >package.json <<'JSON'
{ "name": "libsudoku-test", "private": true, "type": "module" }
JSON
npm install --silent --no-audit --no-fund "./$tarball" typescript@5.9.3
cp "$repo"/bindings/js/test/*.mjs "$repo"/bindings/js/test/types.ts "$repo"/bindings/js/test/browser/* .
SUDOKU_REPO=$repo node --test api.test.mjs
npx tsc --strict --noEmit --target es2022 --module nodenext --moduleResolution nodenext types.ts
echo "test-js: tsc --strict accepts types.ts"
node run.mjs . chromium
