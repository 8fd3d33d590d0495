#!/usr/bin/env bash
# Installs the Debian 12 packages BloomLab needs, skipping apt when every one is present.
# Usage: scripts/deps.sh [app|test]   (test adds what the test suite and benchmark need)
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n libqt6sql6-sqlite libqt6opengl6-dev libgl-dev
  libxxhash-dev fonts-noto-core
  librocksdb-dev libhiredis-dev redis-server
)
if [ "${1:-app}" = test ]; then
  packages+=(libbloom-dev xvfb xauth clang libclang-rt-dev
    dpkg-dev desktop-file-utils appstream shared-mime-info libxml2-utils libglib2.0-bin)
fi

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing missing packages: ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "error: installing packages needs root (run as root, or install: ${missing[*]})" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
