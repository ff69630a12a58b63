#!/usr/bin/env bash
# Installs libsudoku like a system library (what `cargo cinstall` would do;
# cargo-c takes longer to build than CI allows, so this script does it):
#
#   scripts/install.sh PREFIX      # e.g. /usr/local, or $HOME/.local
#   scripts/install.sh PREFIX TARGET   # another Linux target, e.g.
#                                      # aarch64-unknown-linux-gnu (set its
#                                      # linker, as scripts/cross-test.sh does)
#
#   PREFIX/lib/libsudoku.so.MAJOR.MINOR.PATCH   (SONAME libsudoku.so.MAJOR.MINOR;
#   PREFIX/lib/libsudoku.so.MAJOR.MINOR -> it,   0.x minors are not compatible)
#   PREFIX/lib/libsudoku.so -> libsudoku.so.MAJOR.MINOR
#   PREFIX/lib/libsudoku.a
#   PREFIX/include/sudoku.h, PREFIX/include/sudoku.hpp
#   PREFIX/lib/pkgconfig/sudoku.pc          (Libs.private for static links)
#   PREFIX/lib/cmake/sudoku/sudokuConfig.cmake, sudokuConfigVersion.cmake
#
# Linux only (ELF SONAME). It reuses the release build in target/ (cargo
# rebuilds only when the sources changed) and gives the installed copy its
# SONAME with patchelf; without patchelf it links the library once more,
# with the SONAME, in target/install.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/cmake-version.sh

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 PREFIX [TARGET]" >&2
    exit 2
fi
mkdir -p "$1"
prefix="$(cd "$1" && pwd)"
version="$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)"
major_minor="${version%.*}"
soname="libsudoku.so.$major_minor"
cross=()
out=target/release
if [ $# -eq 2 ]; then
    cross=(--target "$2")
    out=target/$2/release
fi

cargo build --release --locked --lib "${cross[@]}"
mkdir -p "$prefix/lib/pkgconfig" "$prefix/lib/cmake/sudoku" "$prefix/include"
shared="$prefix/lib/libsudoku.so.$version"
if command -v patchelf >/dev/null; then
    install -m 755 "$out/libsudoku.so" "$shared"
    patchelf --set-soname "$soname" "$shared"
else
    echo "install: patchelf not found; linking the library again with its SONAME" >&2
    relinked=target/install
    cargo rustc --release --locked --lib --crate-type cdylib --target-dir "$relinked" "${cross[@]}" \
        -- -C link-arg=-Wl,-soname,"$soname"
    install -m 755 "${out/target/$relinked}/libsudoku.so" "$shared"
fi
ln -sf "libsudoku.so.$version" "$prefix/lib/$soname"
ln -sf "$soname" "$prefix/lib/libsudoku.so"

# The static library, and the system libraries a static link needs: those
# of Rust's standard library (the library links nothing else), as rustc
# reports them for an empty static library of the same target.
probe="$(mktemp -d)"
trap 'rm -rf "$probe"' EXIT
: >"$probe/empty.rs"
native="$(rustc --crate-type staticlib --print native-static-libs "${cross[@]}" \
    -o "$probe/empty.a" "$probe/empty.rs" 2>&1 | sed -n 's/.*native-static-libs: //p' | tail -n 1)"
if [ -z "$native" ]; then
    echo "install: rustc did not print native-static-libs" >&2
    exit 1
fi
install -m 644 "$out/libsudoku.a" "$prefix/lib/libsudoku.a"
install -m 644 include/sudoku.h include/sudoku.hpp "$prefix/include/"

cat >"$prefix/lib/pkgconfig/sudoku.pc" <<PC
prefix=$prefix
exec_prefix=\${prefix}
libdir=\${exec_prefix}/lib
includedir=\${prefix}/include

Name: sudoku
Description: Sudoku engine with a stable C ABI
Version: $version
Libs: -L\${libdir} -lsudoku
Libs.private: $native
Cflags: -I\${includedir}
PC

cmake_libs="$(echo "$native" | sed 's/-l//g; s/ /;/g')"
cat >"$prefix/lib/cmake/sudoku/sudokuConfig.cmake" <<CMAKE
# Imported targets for libsudoku $version:
#   sudoku::sudoku         the shared library
#   sudoku::sudoku_static  the static library and the system libraries it needs
get_filename_component(_sudoku_prefix "\${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT TARGET sudoku::sudoku)
  add_library(sudoku::sudoku SHARED IMPORTED)
  set_target_properties(sudoku::sudoku PROPERTIES
    IMPORTED_LOCATION "\${_sudoku_prefix}/lib/libsudoku.so.$version"
    IMPORTED_SONAME "$soname"
    INTERFACE_INCLUDE_DIRECTORIES "\${_sudoku_prefix}/include")
  add_library(sudoku::sudoku_static STATIC IMPORTED)
  set_target_properties(sudoku::sudoku_static PROPERTIES
    IMPORTED_LOCATION "\${_sudoku_prefix}/lib/libsudoku.a"
    INTERFACE_INCLUDE_DIRECTORIES "\${_sudoku_prefix}/include"
    INTERFACE_LINK_LIBRARIES "$cmake_libs")
endif()
unset(_sudoku_prefix)
CMAKE

write_cmake_version "$prefix/lib/cmake/sudoku/sudokuConfigVersion.cmake" "$version"

echo "install: libsudoku $version in $prefix (static link needs: $native)"
