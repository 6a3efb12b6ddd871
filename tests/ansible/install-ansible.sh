#!/usr/bin/env bash
# Installs what tests/test_ansible.py drives, into a cache folder outside the repository,
# and prints that folder: ansible-core from PyPI (pinned) in a venv of its own, and IBM's
# z/OSMF collection (ibm.ibm_zos_zosmf, pinned) built from a source snapshot with
# `ansible-galaxy collection build` and installed from the built archive.
# The collection's source is not on a package index: give a checkout (or a bare git
# directory) of github.com/IBM/ibm_zos_zosmf in $ZCONSOLE_ZOSMF_SRC. Kept between runs:
# a second run with both present does nothing.
set -euo pipefail
ANSIBLE_CORE="2.19.14"        # the newest ansible-core that runs on Python 3.11
COLLECTION_VERSION="3.0.1"    # ibm.ibm_zos_zosmf
DIR="${ZCONSOLE_ANSIBLE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/zconsole-ci/ansible}"
COLLECTIONS="$DIR/collections"
INSTALLED="$COLLECTIONS/ansible_collections/ibm/ibm_zos_zosmf/MANIFEST.json"
mkdir -p "$DIR"

if [ ! -x "$DIR/venv/bin/ansible-playbook" ] || \
   ! "$DIR/venv/bin/python" -c "import ansible.release as r, sys; sys.exit(r.__version__ != '$ANSIBLE_CORE')"; then
  python3 -m venv "$DIR/venv"
  "$DIR/venv/bin/pip" install -q "ansible-core==$ANSIBLE_CORE" "requests>=2.23" >&2
fi

if [ ! -f "$INSTALLED" ] || ! grep -q "\"version\": \"$COLLECTION_VERSION\"" "$INSTALLED"; then
  SRC="${ZCONSOLE_ZOSMF_SRC:-}"
  if [ -z "$SRC" ]; then
    echo "install-ansible: set ZCONSOLE_ZOSMF_SRC to a checkout of IBM/ibm_zos_zosmf $COLLECTION_VERSION" >&2
    exit 1
  fi
  WORK="$(mktemp -d)"
  trap 'rm -rf "$WORK"' EXIT
  if [ -f "$SRC/galaxy.yml" ]; then
    cp -r "$SRC/." "$WORK/src"
  else  # a bare git directory
    mkdir "$WORK/src" && git --git-dir="$SRC" archive HEAD | tar -x -C "$WORK/src"
  fi
  grep -q "^version: $COLLECTION_VERSION\$" "$WORK/src/galaxy.yml" || {
    echo "install-ansible: $SRC is not ibm_zos_zosmf $COLLECTION_VERSION" >&2; exit 1; }
  "$DIR/venv/bin/ansible-galaxy" collection build "$WORK/src" --output-path "$WORK/build" >&2
  "$DIR/venv/bin/ansible-galaxy" collection install --force -p "$COLLECTIONS" \
    "$WORK/build/ibm-ibm_zos_zosmf-$COLLECTION_VERSION.tar.gz" >&2
fi
echo "$DIR"
