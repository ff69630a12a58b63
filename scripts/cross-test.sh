#!/usr/bin/env bash
# Builds the library for another platform and, where this machine can run
# it, tests it there:
#
#   scripts/cross-test.sh aarch64   ARM64 Linux: libsudoku.{so,a}; the
#                                   library's unit tests, the ABI and
#                                   bad-input tests, the C example and the
#                                   C bad-input table, all under qemu-aarch64
#   scripts/cross-test.sh s390x     big-endian Linux: the unit tests under
#                                   qemu-s390x
#   scripts/cross-test.sh windows   x86-64 Windows: sudoku.dll and its import
#                                   library (mingw-w64); the C example and
#                                   the C bad-input table under wine; every
#                                   function the C# binding imports must be
#                                   exported by the DLL
#   scripts/cross-test.sh apple     libsudoku.a for iOS and macOS (ARM64 and
#                                   x86-64): build only
#   scripts/cross-test.sh android   libsudoku.a for Android (ARM64, ARMv7,
#                                   x86-64): build only
#
# Several platforms may be named at once. It installs what it needs (Debian
# packages, rustup targets) when missing. Outputs go under
# target/<rust-target>/release/ and target/cross-test/ (in $CARGO_TARGET_DIR
# when that is set).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
tdir=$(realpath -m "${CARGO_TARGET_DIR:-target}")
work=$tdir/cross-test

die() {
    echo "cross-test: $*" >&2
    exit 1
}

need_target() {
    rustup target list --installed | grep -qx "$1" || rustup target add "$1"
}

# The C example's output from the host build: what every other platform
# must print too, byte for byte.
expected_example() {
    mkdir -p "$work/host"
    cargo build --locked --lib >&2
    cc -std=c99 -Iinclude examples/c/main.c "$tdir/debug/libsudoku.a" \
        -lpthread -lm -ldl -o "$work/host/example"
    "$work/host/example" >"$work/host/example.txt"
    echo "$work/host/example.txt"
}

# `same_output NAME EXPECTED ACTUAL`: fails with the difference.
same_output() {
    if ! diff <(tr -d '\r' <"$3") "$2" >"$3.diff"; then
        cat "$3.diff" >&2
        die "$1: output differs from the host's (above)"
    fi
    echo "cross-test: $1: output identical to the host's"
}

# The C bad-input table prints "bad-input table: N rows, 0 failed" last.
bad_input_passed() {
    local summary
    summary=$(tr -d '\r' <"$2" | tail -n 1)
    [[ $summary == "bad-input table: "*" 0 failed" ]] || die "$1: $summary"
    echo "cross-test: $1: $summary"
}

# `build_recording TARGET CRATE-TYPES`: a release build of the library that
# also writes the system libraries a static link needs, as rustc reports
# them, to <target>/release/native-static-libs.txt (scripts/package.sh puts
# them in the pkg-config and CMake files). A build cargo finds fresh prints
# nothing and keeps the file it wrote before.
build_recording() {
    local target=$1 types=$2 log
    log=$(mktemp)
    if ! cargo rustc --release --locked --lib --target "$target" --crate-type "$types" \
        -- --print native-static-libs 2>"$log"; then
        cat "$log" >&2
        die "$target: build failed"
    fi
    local libs record=$tdir/$target/release/native-static-libs.txt
    libs=$(sed -n 's/.*native-static-libs: //p' "$log" | tail -n 1)
    rm -f "$log"
    [ -z "$libs" ] || echo "$libs" >"$record"
    [ -s "$record" ] || die "$target: no native-static-libs recorded (remove $tdir/$target and rerun)"
}

linux_qemu() { # target gcc-prefix qemu sysroot
    local target=$1 gcc=$2 qemu=$3 sysroot=$4
    local env_target=${target//-/_}
    env_target=${env_target^^}
    export "CARGO_TARGET_${env_target}_LINKER=$gcc-gcc"
    export "CARGO_TARGET_${env_target}_RUNNER=$qemu -L $sysroot"
    need_target "$target"
}

aarch64() {
    need_packages qemu-aarch64=qemu-user aarch64-linux-gnu-gcc=gcc-aarch64-linux-gnu
    local target=aarch64-unknown-linux-gnu
    linux_qemu $target aarch64-linux-gnu qemu-aarch64 /usr/aarch64-linux-gnu
    cargo build --release --locked --lib --target $target
    local lib=$tdir/$target/release
    ls -l "$lib"/libsudoku.so "$lib/libsudoku.a"
    # The subset that fits CI: every unit test of the library (kernels,
    # parser, logic, generator, FFI boundary) and the ABI and bad-input
    # integration tests; the dataset and example tests stay on the host.
    cargo test --locked --target $target --lib --test abi --test bad_input --test fast_abi
    local out=$work/aarch64 expected
    expected=$(expected_example)
    mkdir -p "$out"
    aarch64-linux-gnu-gcc -std=c99 -Wall -Wextra -Werror -pedantic -Iinclude \
        examples/c/main.c -L"$lib" -lsudoku -o "$out/example-shared"
    aarch64-linux-gnu-gcc -std=c99 -Wall -Wextra -Werror -pedantic -Iinclude \
        examples/c/main.c "$lib/libsudoku.a" -lpthread -lm -ldl -o "$out/example-static"
    aarch64-linux-gnu-gcc -std=c99 -Wall -Wextra -Werror -Iinclude \
        tests/c/bad_input.c "$lib/libsudoku.a" -lpthread -lm -ldl -o "$out/bad_input"
    local run=(qemu-aarch64 -L /usr/aarch64-linux-gnu)
    LD_LIBRARY_PATH=$lib "${run[@]}" "$out/example-shared" >"$out/example-shared.txt"
    same_output "aarch64 C example (libsudoku.so)" "$expected" "$out/example-shared.txt"
    "${run[@]}" "$out/example-static" >"$out/example-static.txt"
    same_output "aarch64 C example (libsudoku.a)" "$expected" "$out/example-static.txt"
    "${run[@]}" "$out/bad_input" >"$out/bad_input.txt"
    bad_input_passed "aarch64 C bad-input table" "$out/bad_input.txt"
}

s390x() {
    need_packages qemu-s390x=qemu-user s390x-linux-gnu-gcc=gcc-s390x-linux-gnu
    local target=s390x-unknown-linux-gnu
    linux_qemu $target s390x-linux-gnu qemu-s390x /usr/s390x-linux-gnu
    cargo test --locked --target $target --lib
}

windows() {
    need_packages x86_64-w64-mingw32-gcc=gcc-mingw-w64-x86-64 wine=wine /usr/lib/wine/wine64=wine64
    local target=x86_64-pc-windows-gnu
    need_target $target
    export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
    build_recording $target cdylib,staticlib
    local lib=$tdir/$target/release
    ls -l "$lib"/sudoku.dll $lib/libsudoku.dll.a "$lib/libsudoku.a"
    local out=$work/windows expected
    expected=$(expected_example)
    mkdir -p "$out"
    # The C# binding's DllImport("sudoku") finds sudoku.dll: every function
    # it imports must be an export of the DLL.
    x86_64-w64-mingw32-objdump -p "$lib/sudoku.dll" |
        awk '/\[Ordinal\/Name Pointer\] Table/ {on = 1; next} on && NF == 0 {on = 0} on {print $NF}' |
        sort >"$out/exports.txt"
    grep -q '^sudoku_new$' "$out/exports.txt" || die "no export table read from sudoku.dll"
    # (the entry point is the method's name unless EntryPoint names it)
    perl -0777 -ne 'while (/\[DllImport\(([^\]]*)\)\]\s*(?:\[[^\]]*\]\s*)*(?:internal|public|private) static extern [^(]*?(\w+)\(/g) {
            my ($attr, $name) = ($1, $2);
            $name = $1 if $attr =~ /EntryPoint\s*=\s*"(\w+)"/;
            print "$name\n";
        }' bindings/csharp/*.cs | sort -u >"$out/csharp-imports.txt"
    [ "$(wc -l <"$out/csharp-imports.txt")" -ge 40 ] || die "too few DllImports read from bindings/csharp"
    local missing
    missing=$(comm -13 "$out/exports.txt" "$out/csharp-imports.txt")
    [ -z "$missing" ] || die "the C# binding imports functions sudoku.dll lacks: $missing"
    echo "cross-test: sudoku.dll exports all $(wc -l <"$out/csharp-imports.txt") functions the C# binding imports"
    # Rust's std makes the DLL import ProcessPrng from bcryptprimitives.dll
    # (Windows 10+), which Debian's wine 8 lacks: a stand-in beside the test
    # programs, never shipped.
    x86_64-w64-mingw32-gcc -shared -O2 -o "$out/bcryptprimitives.dll" \
        tests/windows/bcryptprimitives.c tests/windows/bcryptprimitives.def -ladvapi32
    cp "$lib/sudoku.dll" "$out/"
    x86_64-w64-mingw32-gcc -std=c99 -Wall -Wextra -Werror -pedantic -Iinclude \
        examples/c/main.c -L"$lib" -l:libsudoku.dll.a -o "$out/example.exe"
    x86_64-w64-mingw32-gcc -std=c99 -Wall -Wextra -Werror -Iinclude \
        tests/c/bad_input.c -L"$lib" -l:libsudoku.dll.a -o "$out/bad_input.exe"
    export WINEPREFIX=$work/wineprefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
    (cd "$out" && wine example.exe >example.txt)
    same_output "windows C example (sudoku.dll, wine)" "$expected" "$out/example.txt"
    (cd "$out" && wine bad_input.exe >bad_input.txt)
    bad_input_passed "windows C bad-input table (sudoku.dll, wine)" "$out/bad_input.txt"
}

# Static libraries only: linking a shared object needs Apple's linker or
# Android's NDK, which a Linux machine lacks.
static_only() {
    local target
    for target in "$@"; do
        need_target "$target"
        build_recording "$target" staticlib
        local a=$tdir/$target/release/libsudoku.a
        [ -s "$a" ] || die "$target: no $a"
        grep -q sudoku_generate_with "$a" || die "$target: $a lacks sudoku_generate_with"
        echo "cross-test: built $a ($(wc -c <"$a") bytes)"
    done
}

apple() {
    static_only aarch64-apple-ios aarch64-apple-darwin x86_64-apple-darwin
}

android() {
    static_only aarch64-linux-android armv7-linux-androideabi x86_64-linux-android
}

[ $# -ge 1 ] || die "usage: $0 aarch64|s390x|windows|apple|android ..."
for platform in "$@"; do
    case $platform in
    aarch64 | s390x | windows | apple | android) "$platform" ;;
    *) die "unknown platform '$platform' (aarch64, s390x, windows, apple, android)" ;;
    esac
done
