# Sourced by scripts/install.sh and scripts/package.sh.

# `write_cmake_version FILE VERSION`: the CMake package version file of
# libsudoku VERSION. Compatible versions share the "line": MAJOR.MINOR
# while MAJOR is 0 (each 0.x minor is a new ABI), else MAJOR.
write_cmake_version() {
    local file=$1 version=$2
    local major=${version%%.*} line
    if [ "$major" = 0 ]; then line=${version%.*}; else line=$major; fi
    cat >"$file" <<CMAKE
set(PACKAGE_VERSION "$version")
set(PACKAGE_VERSION_COMPATIBLE FALSE)
if(NOT PACKAGE_FIND_VERSION)
  set(PACKAGE_VERSION_COMPATIBLE TRUE)
elseif(NOT PACKAGE_FIND_VERSION VERSION_GREATER PACKAGE_VERSION)
  if(PACKAGE_FIND_VERSION_MAJOR EQUAL 0)
    set(_sudoku_line "\${PACKAGE_FIND_VERSION_MAJOR}.\${PACKAGE_FIND_VERSION_MINOR}")
  else()
    set(_sudoku_line "\${PACKAGE_FIND_VERSION_MAJOR}")
  endif()
  if(_sudoku_line STREQUAL "$line")
    set(PACKAGE_VERSION_COMPATIBLE TRUE)
  endif()
  unset(_sudoku_line)
endif()
if(PACKAGE_FIND_VERSION STREQUAL PACKAGE_VERSION)
  set(PACKAGE_VERSION_EXACT TRUE)
endif()
CMAKE
}
