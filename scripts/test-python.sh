#!/usr/bin/env bash
# The Python package's tests: lints its Rust crate (python/), builds the
# wheel from the source tree as `pip install ./python` does (PEP 517,
# maturin fetched from PyPI), installs it with the `dask` and `test` extras
# into a fresh venv under target/python-test/, and runs the pytest suite of
# python/tests there (the Dask tests on a 2-worker LocalCluster), with the
# command line built alongside to check that generate's defaults are its.
# Installs Python's venv module (apt) when missing. SUDOKU_DATA names the
# benchmark sets' folder (default ../shared/data).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
tdir=$(realpath -m "${CARGO_TARGET_DIR:-target}")

need_packages python3=python3
python3 -c 'import venv, ensurepip' 2>/dev/null || need_packages /usr/share/doc/python3-venv=python3-venv

cargo clippy --locked -p libsudoku-python --all-targets -- -D warnings
cargo build --locked -p sudoku-cli

work=$tdir/python-test
rm -rf "$work"
python3 -m venv "$work/venv"
py=$work/venv/bin/python
"$py" -m pip install -q --upgrade pip
"$py" -m pip wheel -q --no-deps -w "$work/wheels" ./python
wheel=$(ls "$work"/wheels/libsudoku-*.whl)
echo "test-python: built $(basename "$wheel")"
"$py" -m pip install -q "$wheel[dask,test]"
# From outside the source tree, so that the installed package is tested.
cd python/tests
SUDOKU_CLI="$tdir/debug/sudoku" "$py" -m pytest -q -p no:cacheprovider .
"$py" -m mypy --strict --no-incremental typed_usage.py
