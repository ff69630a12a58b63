# Sourced by the scripts that install Debian packages (setup.sh,
# cross-test.sh, test-js.sh).

# Installs Debian packages for the commands (or absolute paths) that are
# missing: `need_packages cmd=package ...`.
need_packages() {
    local missing=() pair
    for pair in "$@"; do
        command -v "${pair%%=*}" >/dev/null || [ -e "${pair%%=*}" ] || missing+=("${pair#*=}")
    done
    if ((${#missing[@]})); then
        local as_root=()
        [ "$(id -u)" -eq 0 ] || as_root=(sudo)
        echo "${0##*/}: installing ${missing[*]}"
        "${as_root[@]}" apt-get update -qq
        DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}"
    fi
}
