#!/usr/bin/env bash
# Installs the system tools the test suite needs on Debian/Ubuntu when they
# are missing: C and C++ compilers, binutils (readelf), valgrind, Mono
# (mcs, mono), pkg-config, CMake, LuaJIT and the LÖVE engine (for the Lua
# binding's tests). scripts/cross-test.sh installs the cross tools itself.
# Rust itself (cargo) is expected to be installed already.
set -euo pipefail

need=()
command -v cc >/dev/null || need+=(gcc)
command -v g++ >/dev/null || need+=(g++)
command -v readelf >/dev/null || need+=(binutils)
command -v valgrind >/dev/null || need+=(valgrind)
command -v mcs >/dev/null || need+=(mono-mcs)
command -v mono >/dev/null || need+=(mono-runtime)
command -v pkg-config >/dev/null || need+=(pkg-config)
command -v cmake >/dev/null || need+=(cmake)
command -v luajit >/dev/null || need+=(luajit)
command -v love >/dev/null || need+=(love)

if ((${#need[@]})); then
    as_root=()
    [ "$(id -u)" -eq 0 ] || as_root=(sudo)
    echo "setup: installing ${need[*]}"
    "${as_root[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${need[@]}"
fi
