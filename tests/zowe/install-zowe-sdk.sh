#!/usr/bin/env bash
# Installs the Zowe Python SDK's console package (pinned) from PyPI into a venv in a cache
# folder outside the repository, and prints that folder (its python is venv/bin/python). tests/test_zowe_sdk.py runs
# it in a subprocess, so the SDK is never a dependency of zconsole or of its test venv.
# Kept between runs: a second run with it present does nothing.
set -euo pipefail
SDK="zowe-zos-console-for-zowe-sdk==1.0.0.dev26"
DIR="${ZCONSOLE_ZOWE_SDK_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/zconsole-ci/zowe-sdk}"
PY="$DIR/venv/bin/python"
if [ ! -x "$PY" ] || ! "$PY" -c "from importlib.metadata import version as v; import sys
sys.exit(v('zowe-zos-console-for-zowe-sdk') != '${SDK#*==}')" 2>/dev/null; then
  python3 -m venv "$DIR/venv"
  "$DIR/venv/bin/pip" install -q "$SDK" >&2
fi
echo "$DIR"
