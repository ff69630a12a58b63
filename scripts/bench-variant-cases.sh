#!/usr/bin/env bash
# Times the variant cases of issue 45 (and more of the same kinds) with one
# or more builds of the CLI, and prints a Markdown table of CPU seconds and
# what each call answered. Each case runs once per build, builds
# alternating; a call past TIMEOUT seconds (default 120) is stopped.
#
#   scripts/bench-variant-cases.sh target/release/sudoku [OTHER_BUILD...]
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 SUDOKU_BIN [SUDOKU_BIN...]" >&2; exit 2; }
timeout_s="${TIMEOUT:-120}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

killer_sat="size 9;cage 21 r1c4 r1c5 r1c6 r2c4;cage 22 r1c1 r1c2 r2c2 r2c3 r3c2;cage 9 r9c1;cage 4 r3c6;cage 22 r3c3 r3c4 r4c2 r4c3 r4c4;cage 21 r4c6 r4c7 r4c8;cage 26 r8c5 r8c6 r8c7 r8c8 r9c7"
killer_unsat="size 9;cage 10 r8c9 r9c8 r9c9;cage 12 r1c1 r2c1;cage 16 r9c7 r8c7 r7c8 r8c8"
# name | arguments after `variant` (`;` separates lines of a description)
cases=(
    "generate 12x12 jigsaw, seed 4311735655918812276, 1 attempt|generate|size 12;rules jigsaw|--seed|4311735655918812276|--attempts|1"
    "generate 9x9 jigsaw, seed 157, 1 attempt|generate|size 9;rules jigsaw|--seed|157|--attempts|1"
    "generate 9x9 jigsaw, seed 81, 1 attempt|generate|size 9;rules jigsaw|--seed|81|--attempts|1"
    "generate 9x9 jigsaw, seed 165, 1 attempt|generate|size 9;rules jigsaw|--seed|165|--attempts|1"
    "generate 10x10 jigsaw, seed 8930699810513621634, hard, 2 attempts|generate|size 10;rules jigsaw|--seed|8930699810513621634|--level|hard|--attempts|2"
    "count 9x9 diagonal anti-king non-consecutive (no grid)|count|size 9;rules diagonal anti-king non-consecutive|--limit|1"
    "count 9x9 killer, 7 cages (many grids), limit 2|count|$killer_sat|--limit|2"
    "count 9x9 killer, 3 cages (no grid), limit 2|count|$killer_unsat|--limit|2"
    "generate 12x12 killer, seed 1|generate|size 12;rules killer|--seed|1"
    "generate 16x16 diagonal anti-knight killer, seed 10857165707564133318, 1 attempt|generate|size 16;rules diagonal anti-knight killer|--seed|10857165707564133318|--attempts|1"
    "generate 16x16 anti-king killer, seed 677357788319801157, 1 attempt|generate|size 16;rules anti-king killer|--seed|677357788319801157|--attempts|1"
    "solve 9x9 anti-king non-consecutive|solve|size 9;rules anti-king non-consecutive"
    "solve 10x10 diagonal anti-king non-consecutive|solve|size 10;rules diagonal anti-king non-consecutive"
    "solve 12x12 diagonal non-consecutive|solve|size 12;rules diagonal non-consecutive"
    "count 9x9 diagonal anti-knight, limit 2|count|size 9;rules diagonal anti-knight|--limit|2"
    "generate 9x9 diagonal non-consecutive, seed 1|generate|size 9;rules diagonal non-consecutive|--seed|1"
)

printf '| case |'
for bin in "$@"; do printf ' %s |' "$(basename "$(dirname "$bin")")/$(basename "$bin")"; done
printf '\n|---|'
for _ in "$@"; do printf -- '---|'; done
printf '\n'
for case in "${cases[@]}"; do
    IFS='|' read -r -a parts <<< "$case"
    name="${parts[0]}"
    args=("${parts[@]:1}")
    printf '| %s |' "$name"
    for bin in "$@"; do
        set +e
        /usr/bin/time -f '%U %S' -o "$work/time" timeout "$timeout_s" "$bin" --format json variant "${args[@]}" \
            > "$work/out" 2> /dev/null
        status=$?
        set -e
        read -r user sys < <(tail -n 1 "$work/time") || { user=0; sys=0; }
        seconds=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
        if [ "$status" = 124 ]; then
            answer="stopped at ${timeout_s} s"
        else
            answer=$(grep -o '"solutions":[0-9]*\|"error":"[^"]*"\|"level":"[a-z]*"' "$work/out" | head -n 1 | tr -d '"' || true)
            [ -n "$answer" ] || answer="ok"
        fi
        printf ' %s s (%s) |' "$seconds" "$answer"
    done
    printf '\n'
done
