#!/usr/bin/env bash
# install_deb: `cpack -G DEB` builds bloomlab_<version>_<arch>.deb holding exactly the app and its
# desktop files, with Depends: computed by dpkg-shlibdeps.
set -euo pipefail
source "$(dirname "$0")/common.sh"
need dpkg dpkg-deb dpkg-shlibdeps

args=(-G DEB -B "$work" --config "$BLOOMLAB_CPACK_CONFIG")
[ -n "$config" ] && args+=(-C "$config")
if ! "$BLOOMLAB_CPACK" "${args[@]}" >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log" >&2
    fail "cpack -G DEB failed"
fi

deb=$work/bloomlab_${BLOOMLAB_VERSION}_$(dpkg --print-architecture).deb
[ -f "$deb" ] || { ls -l "$work" >&2; fail "no $(basename "$deb")"; }

field() { dpkg-deb --field "$deb" "$1"; }
dpkg-deb --info "$deb"
[ "$(field Package)" = bloomlab ] || fail "Package: is not bloomlab"
[ "$(field Version)" = "$BLOOMLAB_VERSION" ] || fail "Version: is not $BLOOMLAB_VERSION"
[ "$(field Section)" = education ] || fail "Section: is not education"
depends=$(field Depends)
grep -Eq '(^|, )libqt6widgets6( |,|$)' <<<"$depends" || fail "Depends: lacks libqt6widgets6: $depends"
grep -Eq '(^|, )fonts-noto-core( |,|$)' <<<"$depends" || fail "Depends: lacks fonts-noto-core: $depends"

# Exactly the installed files (no tests, benchmarks or libraries), owned by root.
contents=$(dpkg-deb --contents "$deb")
echo "$contents"
expected=$(expected_files | sed 's|^|./usr/|')
actual=$(awk '$1 !~ /^d/ { print $NF }' <<<"$contents" | LC_ALL=C sort)
if [ "$actual" != "$expected" ]; then
    diff -u --label expected --label packaged <(echo "$expected") <(echo "$actual") >&2 || true
    fail "the package's files differ from the expected list"
fi
if awk '{ print $2 }' <<<"$contents" | grep -vqx 'root/root'; then
    fail "a packaged file is not owned by root"
fi
grep -Eq "^-rwxr-xr-x .* \./usr/$BLOOMLAB_BINDIR/bloomlab$" <<<"$contents" ||
    fail "usr/bin/bloomlab is not an executable (0755) file"
