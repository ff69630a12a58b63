#!/usr/bin/env bash
# Runs every fuzz target for a bounded time (FUZZ_SECONDS each, default 60)
# from the committed seed corpus, and fails on any crash, panic, leak or
# timeout. New inputs go to a scratch corpus, so the committed one stays small.
#
#   ./scripts/fuzz.sh            # all targets, 60 s each
#   FUZZ_SECONDS=600 ./scripts/fuzz.sh abi_sequence
#
# cargo-fuzz drives libFuzzer through rustc's -Z sanitizer flags; on this
# stable toolchain RUSTC_BOOTSTRAP=1 enables them for the fuzz build only.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-60}"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(parse abi_sequence solve_compare game_sequence variant_parse fpuzzles)
fi

if ! cargo fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --version 0.13.2 --locked
fi

export RUSTC_BOOTSTRAP=1
cargo fuzz build --debug-assertions --release

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
total=0
for target in "${targets[@]}"; do
    mkdir -p "$scratch/$target"
    log="$scratch/$target.log"
    if ! cargo fuzz run --debug-assertions --release "$target" \
        "$scratch/$target" "fuzz/corpus/$target" -- \
        -max_total_time="$seconds" -timeout=120 -rss_limit_mb=4096 -print_final_stats=1 \
        >"$log" 2>&1; then
        tail -n 60 "$log"
        echo "fuzz: $target FAILED (artifact in fuzz/artifacts/$target)" >&2
        exit 1
    fi
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
    total=$((total + ${runs:-0}))
    echo "fuzz: $target: ${runs:-?} executions in ${seconds} s, no crash"
done
echo "fuzz: ${#targets[@]} targets, $total executions, no crash"
