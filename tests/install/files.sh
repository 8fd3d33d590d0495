#!/usr/bin/env bash
# install_files: `cmake --install` into a DESTDIR yields exactly the app and its desktop files, and
# nothing else (no tests, benchmarks, static libraries or headers).
set -euo pipefail
source "$(dirname "$0")/common.sh"

root=$work/root
install_tree "$root"

# Everything under the DESTDIR, so a file installed outside the prefix counts too.
expected=$(expected_files | sed 's|^|usr/|')
actual=$(cd "$root" && find . ! -type d | sed 's|^\./||' | LC_ALL=C sort)
if [ "$actual" != "$expected" ]; then
    diff -u --label expected --label installed <(echo "$expected") <(echo "$actual") >&2 || true
    fail "the installed files differ from the expected list"
fi

[ -x "$root/usr/$BLOOMLAB_BINDIR/bloomlab" ] || fail "bin/bloomlab is not executable"
cmp -s "$BLOOMLAB_SOURCE_DIR/resources/icons/bloomlab.svg" \
    "$root/usr/$BLOOMLAB_DATADIR/icons/hicolor/scalable/apps/$app_id.svg" ||
    fail "the installed icon is not resources/icons/bloomlab.svg"

echo "installed, as expected:"
expected_files | sed 's|^|  /usr/|'
