#!/usr/bin/env bash
# Installs the real 3270 emulators the 3270 console's tests drive -- s3270 (scripted),
# x3270 with its fonts, Xvfb and xwd (the screenshot test) -- from Debian's registry when
# missing, and prints the path of s3270. apt-get needs root (CI runs as root) or sudo
# without a password; a machine that already has them is left as it is.
set -euo pipefail
if ! command -v s3270 >/dev/null || ! command -v x3270 >/dev/null || ! command -v Xvfb >/dev/null \
    || ! command -v xwd >/dev/null; then
  command -v apt-get >/dev/null || { echo "install-x3270: no apt-get here: install s3270, x3270, Xvfb and xwd" >&2; exit 1; }
  SUDO=()
  if [ "$(id -u)" != 0 ]; then
    sudo -n true 2>/dev/null || { echo "install-x3270: apt-get needs root or sudo without a password" >&2; exit 1; }
    SUDO=(sudo -n)
  fi
  "${SUDO[@]}" apt-get update -q >&2
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    s3270 x3270 xfonts-x3270-misc xvfb xfonts-base x11-apps >&2
fi
command -v s3270
