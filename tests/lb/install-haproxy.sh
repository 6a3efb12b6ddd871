#!/usr/bin/env bash
# Installs HAProxy (the real load balancer tests/test_load_balancer.py runs
# examples/haproxy-classroom.cfg with) from Debian's registry when it is missing, and
# prints the path of its `haproxy`. apt-get needs root (CI runs as root) or sudo without a
# password; a machine that already has haproxy is left as it is.
set -euo pipefail
if ! command -v haproxy >/dev/null; then
  command -v apt-get >/dev/null || { echo "install-haproxy: no apt-get here: install HAProxy 2.6 or later" >&2; exit 1; }
  SUDO=()
  if [ "$(id -u)" != 0 ]; then
    sudo -n true 2>/dev/null || { echo "install-haproxy: apt-get needs root or sudo without a password" >&2; exit 1; }
    SUDO=(sudo -n)
  fi
  "${SUDO[@]}" apt-get update -q >&2
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends haproxy >&2
fi
command -v haproxy
