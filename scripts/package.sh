#!/usr/bin/env bash
# Assembles what a user drops in, in target/dist/:
#
#   libsudoku-VERSION-TARGET.tar.gz   one per built target: include/, lib/
#                                     (bin/ for the Windows DLL), a
#                                     relocatable pkg-config file and CMake
#                                     package files
#   nuget/libsudoku/                  a NuGet layout: libsudoku.nuspec,
#                                     runtimes/<rid>/native/ and the C#
#                                     binding as source (contentFiles)
#   unity/com.libsudoku.sudoku/       a Unity package (UPM package.json,
#                                     Runtime/ with the binding and an
#                                     assembly definition, Plugins/<platform>/
#                                     with import settings), and its tarball
#                                     com.libsudoku.sudoku-VERSION.tgz
#
# The host (x86-64 Linux) is always built (scripts/install.sh); every other
# target is packaged when scripts/cross-test.sh has built it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/cmake-version.sh
repo=$PWD
tdir=$(realpath -m "${CARGO_TARGET_DIR:-target}")
dist=$tdir/dist
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
host=x86_64-unknown-linux-gnu
rm -rf "$dist"
mkdir -p "$dist/stage"

built() { # target file
    [ -f "$tdir/$1/release/$2" ]
}

stage_dir() {
    echo "$dist/stage/libsudoku-$version-$1"
}

# A pkg-config file that finds its prefix from where it lies.
relocate_pc() {
    sed -i 's|^prefix=.*|prefix=${pcfiledir}/../..|' "$1/lib/pkgconfig/sudoku.pc"
}

# Linux: scripts/install.sh's layout (SONAME, symlinks, pkg-config, CMake).
linux_stage() {
    local target=$1 stage
    stage=$(stage_dir "$target")
    if [ "$target" = $host ]; then
        scripts/install.sh "$stage" >/dev/null
    else
        scripts/install.sh "$stage" "$target" >/dev/null
    fi
    relocate_pc "$stage"
}

# Other targets: the files cross-test.sh built, with pkg-config and CMake
# files for them. `other_stage TARGET` (Windows gets the DLL too).
other_stage() {
    local target=$1 stage native out=$tdir/$1/release
    stage=$(stage_dir "$target")
    native=$(cat "$out/native-static-libs.txt")
    mkdir -p "$stage/include" "$stage/lib/pkgconfig" "$stage/lib/cmake/sudoku"
    install -m 644 include/sudoku.h include/sudoku.hpp "$stage/include/"
    install -m 644 "$out/libsudoku.a" "$stage/lib/"
    local shared=""
    if [[ $target == *windows* ]]; then
        mkdir -p "$stage/bin"
        install -m 755 "$out/sudoku.dll" "$stage/bin/"
        install -m 644 "$out/libsudoku.dll.a" "$stage/lib/"
        shared="  add_library(sudoku::sudoku SHARED IMPORTED)
  set_target_properties(sudoku::sudoku PROPERTIES
    IMPORTED_LOCATION \"\${_sudoku_prefix}/bin/sudoku.dll\"
    IMPORTED_IMPLIB \"\${_sudoku_prefix}/lib/libsudoku.dll.a\"
    INTERFACE_INCLUDE_DIRECTORIES \"\${_sudoku_prefix}/include\")
"
    fi
    cat >"$stage/lib/pkgconfig/sudoku.pc" <<PC
prefix=\${pcfiledir}/../..
exec_prefix=\${prefix}
libdir=\${exec_prefix}/lib
includedir=\${prefix}/include

Name: sudoku
Description: Sudoku engine with a stable C ABI ($target)
Version: $version
Libs: -L\${libdir} -lsudoku
Libs.private: $native
Cflags: -I\${includedir}
PC
    local cmake_libs
    cmake_libs=$(echo "$native" | sed 's/-l//g; s/ /;/g')
    cat >"$stage/lib/cmake/sudoku/sudokuConfig.cmake" <<CMAKE
# Imported targets for libsudoku $version ($target):
#   sudoku::sudoku         the DLL and its import library (Windows only)
#   sudoku::sudoku_static  the static library and the system libraries it needs
get_filename_component(_sudoku_prefix "\${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT TARGET sudoku::sudoku_static)
${shared}  add_library(sudoku::sudoku_static STATIC IMPORTED)
  set_target_properties(sudoku::sudoku_static PROPERTIES
    IMPORTED_LOCATION "\${_sudoku_prefix}/lib/libsudoku.a"
    INTERFACE_INCLUDE_DIRECTORIES "\${_sudoku_prefix}/include"
    INTERFACE_LINK_LIBRARIES "$cmake_libs")
endif()
unset(_sudoku_prefix)
CMAKE
    write_cmake_version "$stage/lib/cmake/sudoku/sudokuConfigVersion.cmake" "$version"
}

targets=($host)
linux_stage $host
if built aarch64-unknown-linux-gnu libsudoku.so; then
    export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
    linux_stage aarch64-unknown-linux-gnu
    targets+=(aarch64-unknown-linux-gnu)
fi
for target in x86_64-pc-windows-gnu aarch64-apple-ios aarch64-apple-darwin x86_64-apple-darwin \
    aarch64-linux-android armv7-linux-androideabi x86_64-linux-android; do
    if built "$target" libsudoku.a && built "$target" native-static-libs.txt; then
        other_stage "$target"
        targets+=("$target")
    fi
done
for target in "${targets[@]}"; do
    tar -C "$dist/stage" --owner=0 --group=0 --sort=name \
        -czf "$dist/libsudoku-$version-$target.tar.gz" "libsudoku-$version-$target"
done

# NuGet: the shared libraries under runtimes/<rid>/native/, named as the C#
# binding's DllImport("sudoku") looks for them, and the binding as source.
nuget=$dist/nuget/libsudoku
mkdir -p "$nuget/contentFiles/cs/any/LibSudoku"
cp bindings/csharp/Sudoku.cs bindings/csharp/SudokuGame.cs bindings/csharp/SudokuVariant.cs "$nuget/contentFiles/cs/any/LibSudoku/"
runtime() { # rid file name
    mkdir -p "$nuget/runtimes/$1/native"
    cp "$2" "$nuget/runtimes/$1/native/$3"
}
runtime linux-x64 "$(stage_dir $host)/lib/libsudoku.so.$version" libsudoku.so
if built aarch64-unknown-linux-gnu libsudoku.so; then
    runtime linux-arm64 "$(stage_dir aarch64-unknown-linux-gnu)/lib/libsudoku.so.$version" libsudoku.so
fi
if built x86_64-pc-windows-gnu sudoku.dll; then
    runtime win-x64 "$tdir/x86_64-pc-windows-gnu/release/sudoku.dll" sudoku.dll
fi
cat >"$nuget/libsudoku.nuspec" <<XML
<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://schemas.microsoft.com/packaging/2013/05/nuspec.xsd">
  <metadata>
    <id>libsudoku</id>
    <version>$version</version>
    <authors>libsudoku</authors>
    <license type="expression">MIT OR Apache-2.0</license>
    <description>A fast Sudoku engine with a stable C ABI: solve, count, rate, generate, hints and a game API. Native libraries for $(ls "$nuget/runtimes" | tr '\n' ' ' | sed 's/ $//'), and the C# binding as source.</description>
    <tags>sudoku solver generator native</tags>
    <contentFiles>
      <files include="cs/any/LibSudoku/*.cs" buildAction="Compile" />
    </contentFiles>
  </metadata>
</package>
XML

# Unity: a UPM package. Every asset and folder has a .meta file with a GUID
# derived from its path (the same on every build); native plugins carry
# import settings for their platform.
unity=$dist/unity/com.libsudoku.sudoku
mkdir -p "$unity/Runtime"
cp bindings/csharp/Sudoku.cs bindings/csharp/SudokuGame.cs bindings/csharp/SudokuVariant.cs "$unity/Runtime/"
cat >"$unity/package.json" <<JSON
{
  "name": "com.libsudoku.sudoku",
  "version": "$version",
  "displayName": "libsudoku",
  "description": "A fast Sudoku engine: solve, count, rate like Sudoku Explainer, generate on demand, hints and a game API (native plugins and the C# binding).",
  "unity": "2021.3",
  "license": "MIT OR Apache-2.0",
  "keywords": ["sudoku", "puzzle", "solver", "generator"]
}
JSON
cat >"$unity/Runtime/LibSudoku.asmdef" <<JSON
{
  "name": "LibSudoku",
  "rootNamespace": "",
  "references": [],
  "includePlatforms": [],
  "excludePlatforms": [],
  "allowUnsafeCode": false,
  "overrideReferences": false,
  "precompiledReferences": [],
  "autoReferenced": true,
  "defineConstraints": [],
  "versionDefines": [],
  "noEngineReferences": false
}
JSON

guid() {
    printf 'libsudoku/%s' "$1" | md5sum | cut -c1-32
}

# `plugin_meta FILE EDITOR_OS EDITOR_CPU PLATFORM_KEY PLATFORM_NAME CPU`
plugin_meta() {
    local file=$1 editor_os=$2 editor_cpu=$3 key=$4 name=$5 cpu=$6 editor
    if [ -n "$editor_os" ]; then
        editor="  - first:
      Editor: Editor
    second:
      enabled: 1
      settings:
        CPU: $editor_cpu
        DefaultValueInitialized: true
        OS: $editor_os"
    else
        editor="  - first:
      Editor: Editor
    second:
      enabled: 0
      settings:
        DefaultValueInitialized: true"
    fi
    cat >"$unity/$file.meta" <<META
fileFormatVersion: 2
guid: $(guid "$file")
PluginImporter:
  externalObjects: {}
  serializedVersion: 2
  iconMap: {}
  executionOrder: {}
  defineConstraints: []
  isPreloaded: 0
  isOverridable: 0
  isExplicitlyReferenced: 0
  validateReferences: 1
  platformData:
  - first:
      Any:
    second:
      enabled: 0
      settings: {}
$editor
  - first:
      $key: $name
    second:
      enabled: 1
      settings:
        CPU: $cpu
  userData:
  assetBundleName:
  assetBundleVariant:
META
}

plugin() { # source destination editor-os editor-cpu key name cpu
    mkdir -p "$(dirname "$unity/$2")"
    cp "$1" "$unity/$2"
    plugin_meta "$2" "$3" "$4" "$5" "$6" "$7"
}
plugin "$(stage_dir $host)/lib/libsudoku.so.$version" Plugins/Linux/x86_64/libsudoku.so \
    Linux x86_64 Standalone Linux64 x86_64
if built x86_64-pc-windows-gnu sudoku.dll; then
    plugin "$tdir/x86_64-pc-windows-gnu/release/sudoku.dll" Plugins/Windows/x86_64/sudoku.dll \
        Windows x86_64 Standalone Win64 x86_64
fi
if built aarch64-apple-ios libsudoku.a; then
    # Linked statically into the app: the binding imports "__Internal" on iOS.
    plugin "$tdir/aarch64-apple-ios/release/libsudoku.a" Plugins/iOS/libsudoku.a \
        "" "" iPhone iOS ARM64
fi

# .meta files for the other files and for every folder.
(
    cd "$unity"
    find . -mindepth 1 -type d | sed 's|^\./||' | while read -r dir; do
        printf 'fileFormatVersion: 2\nguid: %s\nfolderAsset: yes\nDefaultImporter:\n  externalObjects: {}\n  userData:\n  assetBundleName:\n  assetBundleVariant:\n' \
            "$(guid "$dir")" >"$dir.meta"
    done
    find . -type f ! -name '*.meta' | sed 's|^\./||' | while read -r file; do
        [ -f "$file.meta" ] && continue
        case $file in
        *.cs) importer="MonoImporter:
  externalObjects: {}
  serializedVersion: 2
  defaultReferences: []
  executionOrder: 0
  icon: {instanceID: 0}" ;;
        package.json) importer="PackageManifestImporter:
  externalObjects: {}" ;;
        *.asmdef) importer="AssemblyDefinitionImporter:
  externalObjects: {}" ;;
        *) importer="DefaultImporter:
  externalObjects: {}" ;;
        esac
        printf 'fileFormatVersion: 2\nguid: %s\n%s\n  userData:\n  assetBundleName:\n  assetBundleVariant:\n' \
            "$(guid "$file")" "$importer" >"$file.meta"
    done
)
if command -v npm >/dev/null; then
    (cd "$unity" && npm pack --silent --pack-destination "$dist/unity" >/dev/null)
fi

echo "package: libsudoku $version in $dist:"
(cd "$dist" && ls -1 ./*.tar.gz unity/*.tgz 2>/dev/null | sed 's|^\./||; s|^|  |')
echo "  nuget/libsudoku ($(ls "$nuget/runtimes" | tr '\n' ' ' | sed 's/ $//'))"
echo "  unity/com.libsudoku.sudoku"
