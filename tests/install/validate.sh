#!/usr/bin/env bash
# install_validate: the installed desktop entry, AppStream metainfo and MIME package pass the
# freedesktop tools with no errors or warnings, name the app by one id, and both file types resolve.
set -euo pipefail
source "$(dirname "$0")/common.sh"
need desktop-file-validate appstreamcli update-mime-database xmllint gio

root=$work/root
install_tree "$root"
share=$root/usr/$BLOOMLAB_DATADIR
desktop=$share/applications/$app_id.desktop
metainfo=$share/metainfo/$app_id.metainfo.xml
mime=$share/mime/packages/$app_id.xml

# Desktop entry: hints (such as two main categories) are advice; errors and warnings fail.
out=$(desktop-file-validate "$desktop" 2>&1) || { echo "$out" >&2; fail "desktop-file-validate failed"; }
echo "$out"
if grep -Eq '(error|warning):' <<<"$out"; then fail "desktop-file-validate reported errors or warnings"; fi
grep -qx "Icon=$app_id" "$desktop" || fail "the desktop entry's Icon= is not $app_id"
grep -Eqx 'Exec=bloomlab %[fF]' "$desktop" || fail "the desktop entry does not run bloomlab with a file"
for type in application/x-bloomlab-session application/x-bloom-filter; do
    grep -Eq "^MimeType=(.*;)?$type;" "$desktop" || fail "the desktop entry's MimeType= lacks $type"
done

# AppStream: pedantic notes (the id has capitals, as reverse-DNS ids do) are allowed.
out=$(appstreamcli validate --no-net "$metainfo" 2>&1) || { echo "$out" >&2; fail "appstreamcli validate failed"; }
echo "$out"
if grep -Eq '^[EW]:' <<<"$out"; then fail "appstreamcli reported errors or warnings"; fi
grep -q "<id>$app_id</id>" "$metainfo" || fail "the metainfo's <id> is not $app_id"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" ||
    fail "the metainfo does not launch $app_id.desktop"

# MIME package: well-formed, accepted by update-mime-database, and both types resolve by name and
# the filter by its magic bytes.
xmllint --noout "$mime" || fail "the MIME package is not well-formed XML"
export XDG_DATA_HOME=$work/home XDG_DATA_DIRS=$share:/usr/share
out=$(update-mime-database "$share/mime" 2>&1) || { echo "$out" >&2; fail "update-mime-database failed"; }
[ -z "$out" ] || { echo "$out" >&2; fail "update-mime-database complained"; }
grep -qx '50:application/x-bloomlab-session:\*\.bloomlab' "$share/mime/globs2" ||
    fail "*.bloomlab does not resolve to application/x-bloomlab-session"
grep -qx '50:application/x-bloom-filter:\*\.bloom' "$share/mime/globs2" ||
    fail "*.bloom does not resolve to application/x-bloom-filter"
grep -qx 'application/x-bloomlab-session application/json' "$share/mime/subclasses" ||
    fail "a session is not declared a kind of JSON"
if ! grep -aq 'application/x-bloom-filter' "$share/mime/magic" || ! grep -aq 'BLMF' "$share/mime/magic"; then
    fail "the filter's magic BLMF is not in the MIME database"
fi
for type in application/x-bloomlab-session application/x-bloom-filter; do
    [ -f "$share/mime/$type.xml" ] || fail "update-mime-database made no entry for $type"
done
# As a file manager sees them (GIO): a session by its name, a filter by its first bytes alone.
content_type() { gio info -a standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p'; }
echo '{}' >"$work/lesson.bloomlab"
printf 'BLMF\001\000' >"$work/no-extension"
[ "$(content_type "$work/lesson.bloomlab")" = application/x-bloomlab-session ] ||
    fail "GIO does not see a .bloomlab file as application/x-bloomlab-session"
[ "$(content_type "$work/no-extension")" = application/x-bloom-filter ] ||
    fail "GIO does not see a file starting with BLMF as application/x-bloom-filter"
echo "desktop entry, metainfo and MIME types valid"
