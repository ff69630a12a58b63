#!/usr/bin/env bash
# Runs the code of README.md and of the book (docs/src, in SUMMARY.md's
# order), so that what they show stays true.
#
# Each fenced block of code is one of:
#   ```sh                         run here, in order, with bash -euo pipefail,
#                                 in the repository root, with HOME set to a
#                                 fresh folder (install commands write there)
#   <!-- file: PATH -->           a program in C, C++, C#, JS, Lua, Rust...:
#   ```c                          it must equal the committed file PATH, and a
#                                 shell block must use PATH (so it is compiled
#                                 and run there; examples/NAME.rs as
#                                 `--example NAME`)
#   <!-- not run: <reason> -->    shown, not run (a fragment, or too long)
#   ```...
# A block of another language (c, cpp, csharp, js, lua, python, rust, cmake, toml)
# without one of these markers fails the check; ```text blocks (output) are
# free. Files the blocks leave in the repository (outside target/) are
# removed afterwards.
#
#   scripts/readme.sh            # README.md and the book
#   scripts/readme.sh README.md  # one file
set -euo pipefail
cd "$(dirname "$0")/.."

# The toolchain stays where it is when HOME moves.
export RUSTUP_HOME="${RUSTUP_HOME:-$HOME/.rustup}" CARGO_HOME="${CARGO_HOME:-$HOME/.cargo}"

work="$(mktemp -d)"
before="$work/before"
# Every untracked path, ignored or not: what the blocks leave behind
# (programs, files they write) is removed, what was there before is kept.
untracked() { git ls-files --others --directory | grep -v '^target/' | sort; }
untracked >"$before" || true
cleanup() {
    untracked | comm -13 "$before" - | while read -r left; do rm -rf -- "$left"; done
    rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/home"

docs=("$@")
if [ ${#docs[@]} -eq 0 ]; then
    docs=(README.md)
    while read -r chapter; do
        docs+=("docs/src/$chapter")
    done < <(sed -n 's/.*](\([^)#]*\.md\)).*/\1/p' docs/src/SUMMARY.md)
fi

# Splits every document into numbered blocks: block NNN.code and a line of
# the index: "NNN DOC LINE LANG MARKER" (MARKER: run, skip, none or file:PATH).
n=0
for doc in "${docs[@]}"; do
    n=$(awk -v dir="$work" -v doc="$doc" -v n="$n" '
        in_block && /^```/ { in_block = 0; close(file); next }
        in_block { print > file; next }
        /^```/ {
            lang = substr($0, 4)
            n++
            file = sprintf("%s/%03d.code", dir, n)
            printf "" > file
            printf "%03d %s %d %s %s\n", n, doc, NR, (lang == "" ? "-" : lang), marker >> (dir "/index")
            in_block = 1
            marker = "none"
            next
        }
        /^<!-- file: .* -->$/ { marker = "file:" $3; next }
        /^<!-- not run: .* -->$/ { marker = "skip"; next }
        /^[[:space:]]*$/ { next }
        { marker = "none" }
        END { print n }
    ' "$doc")
done

fail() {
    echo "readme: $*" >&2
    exit 1
}

ran=0
skipped=0
files=()
shell_text="$work/shell.txt"
: >"$shell_text"
while read -r id doc line lang marker; do
    block="$work/$id.code"
    where="$doc line $line"
    case "$marker" in
    skip)
        skipped=$((skipped + 1))
        continue
        ;;
    file:*)
        path="${marker#file:}"
        [ -f "$path" ] || fail "$where: $path does not exist"
        if ! cmp -s "$block" "$path"; then
            diff "$block" "$path" || true
            fail "$where: the block differs from $path"
        fi
        files+=("$path:$where")
        continue
        ;;
    esac
    case "$lang" in
    sh | bash) ;;
    c | cpp | csharp | js | lua | python | rust | cmake | toml)
        fail "$where: a \`\`\`$lang block needs <!-- file: PATH --> or <!-- not run: ... -->"
        ;;
    *) continue ;;
    esac
    echo "readme: $where"
    cat "$block" >>"$shell_text"
    if ! (HOME="$work/home" bash -euo pipefail "$block" </dev/null >"$work/log" 2>&1); then
        cat "$work/log"
        echo "readme: $where FAILED:" >&2
        cat "$block" >&2
        exit 1
    fi
    ran=$((ran + 1))
done <"$work/index"

for entry in "${files[@]}"; do
    path="${entry%%:*}"
    # A Rust example, examples/NAME.rs, runs as `--example NAME`.
    example="--example $(basename "$path" .rs)"
    if ! grep -qF "$path" "$shell_text" && ! { [[ "$path" == examples/*.rs ]] && grep -qF -- "$example" "$shell_text"; }; then
        fail "${entry#*:}: no shell block compiles or runs $path"
    fi
done
echo "readme: ${#docs[@]} documents, $ran shell blocks passed, ${#files[@]} programs checked, $skipped blocks not run"
