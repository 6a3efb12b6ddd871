#!/usr/bin/env bash
# HAProxy for tests/test_many_cores.py: the Debian package, installed with apt-get when
# this runs as root on a machine without it. Prints the haproxy program's path; fails
# (and the test is skipped, with the reason shown) when it cannot be had.
set -euo pipefail
if ! command -v haproxy >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "haproxy is not installed and this is not root with apt-get" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends haproxy >&2
fi
command -v haproxy
