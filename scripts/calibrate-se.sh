#!/usr/bin/env bash
# Calibrates generated labels against Sukaku Explainer (SE), run as a black
# box: generates PER puzzles (default 24) for every score band, level and
# `hardest` target, rates them with SE's `serate`, and prints a Markdown
# table: how many were found, how many landed in SE's band (for a
# `hardest` target: ER within 0.3 of our score), and the median time to
# generate one. Misses follow, one line each. Not part of CI: it needs
# Java and an SE build (docs/src/techniques.md says how to make one).
#
#   SE_CLASSES=/path/to/se_classes scripts/calibrate-se.sh [PER]
#
# SEED (default 1) is the first seed: every target uses seeds SEED to
# SEED+PER-1. SUDOKU names a CLI build to use instead of this checkout's.
set -euo pipefail
if [ -z "${SE_CLASSES:-}" ]; then
    echo "calibrate-se: SE_CLASSES is not set (an SE build's classes); skipping"
    exit 0
fi
for tool in java python3; do
    command -v "$tool" >/dev/null || { echo "calibrate-se: needs $tool" >&2; exit 2; }
done
per="${1:-24}"
seed="${SEED:-1}"
cd "$(dirname "$0")/.."
bin="${SUDOKU:-}"
if [ -z "$bin" ]; then
    cargo build --release --locked --quiet --bin sudoku
    bin="$PWD/target/release/sudoku"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# name | what it asks for | generate arguments
targets=(
    "score 1.0-1.4|band 1.0 1.4|--score 1.0-1.4"
    "score 1.5-2.4|band 1.5 2.4|--score 1.5-2.4"
    "score 2.5-3.9|band 2.5 3.9|--score 2.5-3.9"
    "score 4.0-5.9|band 4.0 5.9|--score 4.0-5.9"
    "score 6.0-7.4|band 6.0 7.4|--score 6.0-7.4"
    "score 7.5-8.9|band 7.5 8.9|--score 7.5-8.9"
    "score >= 9.0|band 9.0 99|--score 9- --attempts 5000"
    "level easy|band 1.0 2.4|--level easy"
    "level medium|band 2.5 3.9|--level medium"
    "level hard|band 4.0 5.9|--level hard"
    "level expert|band 6.0 7.4|--level expert"
    "level extreme|band 7.5 99|--level extreme"
    "hardest X-Wing|near|--technique x-wing"
    "hardest XY-Wing|near|--technique xy-wing"
    "hardest XYZ-Wing|near|--technique xyz-wing"
    "hardest WXYZ-Wing|near|--technique wxyz-wing"
    "hardest XY-chain|near|--technique xy-chain"
    "hardest forcing chain|near|--technique 'forcing chain'"
)

ms() { date +%s%3N; }
for target in "${targets[@]}"; do
    IFS='|' read -r name ask args <<<"$target"
    for ((i = 0; i < per; i++)); do
        s=$((seed + i))
        start=$(ms)
        # A seed that finds nothing prints its failure and exits nonzero.
        line=$(eval "\"$bin\" generate --threads 1 --format json --seed $s $args" || true)
        [ -n "$line" ] || line='{"ok":false,"error":"usage"}'
        end=$(ms)
        printf '%s\t%s\t%s\t%s\n' "$name" "$ask" "$((end - start))" "$line" >>"$work/generated"
    done
done
cut -f4 "$work/generated" | python3 -c '
import json, sys
for line in sys.stdin:
    row = json.loads(line)
    if row["ok"]:
        print(row["puzzle"])' | sort -u >"$work/puzzles"
java -cp "$SE_CLASSES" diuf.sudoku.test.serate --threads=2 \
    --format='%g|%r|%R' --input="$work/puzzles" >"$work/se" 2>/dev/null

python3 - "$work/generated" "$work/se" <<'EOF'
import json, statistics, sys

se = {}
for line in open(sys.argv[2]):
    parts = line.rstrip("\n").split("|")
    if len(parts) >= 3:
        se[parts[0]] = (float(parts[1]), parts[2])
rows = {}
for line in open(sys.argv[1]):
    name, ask, ms, text = line.rstrip("\n").split("\t", 3)
    rows.setdefault(name, (ask, []))[1].append((int(ms), json.loads(text)))
print("| target | found | in SE's band | median time |")
print("|---|---:|---:|---:|")
misses, total, inside = [], 0, 0
for name, (ask, results) in rows.items():
    found = [r for _, r in results if r["ok"]]
    good = 0
    for r in found:
        er, rule = se.get(r["puzzle"], (None, "not rated"))
        if ask.startswith("band"):
            _, low, high = ask.split()
            ok = er is not None and float(low) <= er <= float(high)
        else:
            ok = er is not None and abs(er - r["score"]) <= 0.3 + 1e-9
        good += ok
        if not ok:
            misses.append(f"- {name}: {r['puzzle']} ours {r['score']} {r['hardest']}, SE {er} {rule}")
    if ask.startswith("band") and not name.startswith("level"):
        total += len(found)
        inside += good
    ms = statistics.median(t for t, _ in results)
    print(f"| {name} | {len(found)}/{len(results)} | {good}/{len(found)} | {ms:.0f} ms |")
if total:
    print(f"\nScore bands: {inside}/{total} in SE's band ({100 * inside / total:.1f}%).")
print("\nMisses:" if misses else "\nNo misses.")
print("\n".join(misses))
EOF
