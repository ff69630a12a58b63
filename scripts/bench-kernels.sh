#!/usr/bin/env bash
# Every kernel this CPU runs (forced with SUDOKU_KERNEL), and any other
# `sudoku` binaries named (say, a build of an older commit), on the solver
# datasets: `sudoku bench --threads 1 --rounds 1`, REPS times each, the
# runs alternated so that a slow spell of the machine hits all alike.
# Prints the median and the best thousand puzzles/s per set, and each
# median as a ratio to the first column's.
#   scripts/bench-kernels.sh [-n REPS] [NAME=BINARY ...] [-- DATASET...]
# e.g.  scripts/bench-kernels.sh -n 10 pext=/tmp/old/release/sudoku
set -euo pipefail
cd "$(dirname "$0")/.."
reps=8
others=()
sets=(puzzles0_kaggle_proxy puzzles2_17_clue puzzles3_magictour_top1465
    puzzles5_forum_hardest_1905_11+ puzzles6_forum_hardest_1106 puzzles7_serg_benchmark)
while (($#)); do
    case $1 in
    -n) reps=$2; shift 2 ;;
    --) shift; sets=("$@"); break ;;
    *=*) others+=("$1"); shift ;;
    *) echo "usage: $0 [-n REPS] [NAME=BINARY ...] [-- DATASET...]" >&2; exit 2 ;;
    esac
done
data=../shared/data
tdir=$(realpath -m "${CARGO_TARGET_DIR:-target}")
cargo build --release --locked -p sudoku-cli >&2
ours=$tdir/release/sudoku

# One column per kernel the CPU runs, then the other binaries.
names=() commands=()
for kernel in portable avx2 avx2-pext avx512; do
    line=$(SUDOKU_KERNEL=$kernel "$ours" bench --rounds 1 examples/puzzles.txt)
    if [[ $line == *"kernel $kernel" ]]; then
        names+=("$kernel")
        commands+=("env SUDOKU_KERNEL=$kernel $ours")
    fi
done
for other in "${others[@]}"; do
    names+=("${other%%=*}")
    commands+=("${other#*=}")
done

rate() { # thousand puzzles/s of one run
    $1 bench --threads 1 --rounds 1 "$2" | sed -E 's|.* ([0-9]+) puzzles/s.*|\1|'
}
median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

grep -m1 'model name' /proc/cpuinfo | sed 's/.*: /cpu: /'
grep -m1 'cpu family' /proc/cpuinfo | sed 's/.*: /family: /'
grep -m1 -E '^model\s' /proc/cpuinfo | sed 's/.*: /model: /'
echo "$reps alternated runs per column; thousand puzzles/s, median (best); ratio: median / ${names[0]}'s"
printf '| dataset |'; printf ' %s |' "${names[@]}"; echo
printf '|---|'; printf -- '---:|%.0s' "${names[@]}"; echo
for set in "${sets[@]}"; do
    file=$data/$set
    [[ -f $file ]] || { echo "skipping $set: not in $data" >&2; continue; }
    runs=()
    for ((r = 0; r < reps; r++)); do
        for i in "${!commands[@]}"; do
            runs[i]+="$(rate "${commands[i]}" "$file") "
        done
    done
    printf '| %s |' "$set"
    first=
    for i in "${!commands[@]}"; do
        med=$(tr ' ' '\n' <<<"${runs[i]}" | grep . | median)
        best=$(tr ' ' '\n' <<<"${runs[i]}" | grep . | sort -n | tail -1)
        first=${first:-$med}
        awk -v m="$med" -v b="$best" -v f="$first" \
            'BEGIN {printf " %.1f (%.1f) %.2fx |", m / 1000, b / 1000, m / f}'
    done
    echo
done
