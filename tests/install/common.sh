# Sourced by the install tests: the settings CTest passes, a fresh work folder (kept when a check
# fails, removed when it passes or skips), skipping when a tool is missing, and installing into a
# DESTDIR.
# Usage of a test: bash <check>.sh WORK_DIR [CONFIG]; each sets -euo pipefail before sourcing this.

for setting in BLOOMLAB_SOURCE_DIR BLOOMLAB_BUILD_DIR BLOOMLAB_APP_ID BLOOMLAB_VERSION \
    BLOOMLAB_BINDIR BLOOMLAB_DATADIR BLOOMLAB_CMAKE BLOOMLAB_CPACK BLOOMLAB_CPACK_CONFIG; do
    if [ -z "${!setting:-}" ]; then
        echo "error: $setting is not set (run this through CTest)" >&2
        exit 1
    fi
done

work=${1:?usage: $0 WORK_DIR [CONFIG]}
config=${2:-}
app_id=$BLOOMLAB_APP_ID

# Exit code 77 is the tests' SKIP_RETURN_CODE.
need() {
    local tool
    for tool in "$@"; do
        if ! command -v "$tool" >/dev/null 2>&1; then
            echo "SKIPPED: $tool is not installed (scripts/deps.sh test installs it)"
            exit 77
        fi
    done
}

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

rm -rf "$work"
mkdir -p "$work"
cleanup() {
    local status=$?
    if [ "$status" -eq 0 ] || [ "$status" -eq 77 ]; then
        rm -rf "$work"
    else
        echo "(work files kept in $work)" >&2
    fi
}
trap cleanup EXIT

# The files every install holds, relative to the prefix, sorted.
expected_files() {
    printf '%s\n' \
        "$BLOOMLAB_BINDIR/bloomlab" \
        "$BLOOMLAB_DATADIR/applications/$app_id.desktop" \
        "$BLOOMLAB_DATADIR/icons/hicolor/scalable/apps/$app_id.svg" \
        "$BLOOMLAB_DATADIR/metainfo/$app_id.metainfo.xml" \
        "$BLOOMLAB_DATADIR/mime/packages/$app_id.xml" | LC_ALL=C sort
}

# install_tree DESTDIR: `cmake --install` of the build with prefix /usr into DESTDIR.
install_tree() {
    local args=(--install "$BLOOMLAB_BUILD_DIR" --prefix /usr)
    [ -n "$config" ] && args+=(--config "$config")
    if ! DESTDIR="$1" "$BLOOMLAB_CMAKE" "${args[@]}" >"$work/install.log" 2>&1; then
        cat "$work/install.log" >&2
        fail "cmake --install failed (is bloomlab built?)"
    fi
}
