#!/usr/bin/env bash
# Installs the system tools the test suite needs on Debian/Ubuntu when they
# are missing: C and C++ compilers, binutils (readelf), valgrind, Mono
# (mcs, mono), pkg-config, CMake, patchelf (scripts/install.sh), LuaJIT and the LÖVE engine (for the Lua
# binding's tests). scripts/cross-test.sh installs the cross tools itself.
# Rust itself (cargo) is expected to be installed already.
set -euo pipefail
source "$(dirname "$0")/lib/packages.sh"

need_packages cc=gcc g++=g++ readelf=binutils valgrind=valgrind mcs=mono-mcs mono=mono-runtime \
    pkg-config=pkg-config cmake=cmake luajit=luajit love=love patchelf=patchelf
