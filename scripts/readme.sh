#!/usr/bin/env bash
# Runs README.md's command blocks, so that they stay true.
#
# Every ```sh block in README.md is preceded by one of two marker lines:
#   <!-- runnable -->             run here, in order, verbatim, with bash -e
#   <!-- not run: <reason> -->    too long or recursive (the reason says which)
# A block without a marker fails the check. Blocks run in the repository
# root with HOME set to a fresh temporary folder (the install block writes
# to $HOME/.local), so nothing outside the tree is touched; their build
# outputs are listed in .gitignore. The ```c block must equal
# examples/c/app.c, which the C block compiles; ```c fragment blocks are
# excerpts of a program (shown, not run).
set -euo pipefail
cd "$(dirname "$0")/.."

# The toolchain stays where it is when HOME moves.
export RUSTUP_HOME="${RUSTUP_HOME:-$HOME/.rustup}" CARGO_HOME="${CARGO_HOME:-$HOME/.cargo}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home"

# Split the README into numbered block files and a list of markers.
awk -v dir="$work" '
    /^```/ && in_block { in_block = 0; close(file); next }
    /^```sh$/ {
        n++; in_block = 1; file = sprintf("%s/block%02d.sh", dir, n)
        printf "%d %d %s\n", n, NR, marker > (dir "/index")
        printf "" > file
        marker = "none"
        next
    }
    /^```c$/ { in_c = 1; printf "" > (dir "/app.c"); next }
    /^```/ && in_c { in_c = 0; next }
    in_c { print > (dir "/app.c"); next }
    in_block { print > file; next }
    /^<!-- runnable -->$/ { marker = "runnable"; next }
    /^<!-- not run: .* -->$/ { marker = "skip"; next }
    /^[[:space:]]*$/ { next }
    { marker = "none" }
' README.md

if ! cmp -s "$work/app.c" examples/c/app.c; then
    diff "$work/app.c" examples/c/app.c || true
    echo "readme: the C quick start differs from examples/c/app.c" >&2
    exit 1
fi

ran=0
skipped=0
while read -r n line marker; do
    block="$work/$(printf 'block%02d.sh' "$n")"
    case "$marker" in
    runnable)
        echo "readme: block $n (README.md line $line)"
        if ! (HOME="$work/home" bash -euo pipefail "$block" >"$work/log" 2>&1); then
            cat "$work/log"
            echo "readme: block $n (README.md line $line) FAILED:" >&2
            cat "$block" >&2
            exit 1
        fi
        ran=$((ran + 1))
        ;;
    skip) skipped=$((skipped + 1)) ;;
    *)
        echo "readme: block $n (README.md line $line) has no <!-- runnable --> or <!-- not run: ... --> marker" >&2
        exit 1
        ;;
    esac
done <"$work/index"
echo "readme: $ran passed, 0 failed, $skipped skipped"
