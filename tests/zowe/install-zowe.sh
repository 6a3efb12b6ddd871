#!/usr/bin/env bash
# Installs the Zowe CLI (the real client the REST console is tested with) from the npm
# registry into a cache folder outside the repository, and prints the path of its `zowe`.
# Kept between runs: a second run with the CLI present does nothing.
set -euo pipefail
# Pinned: CI must test against the same client every run (bump it here, on purpose).
ZOWE_CLI_VERSION=8.37.1
DIR="${ZCONSOLE_ZOWE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/zconsole-ci/zowe}"
ZOWE="$DIR/node_modules/.bin/zowe"
INSTALLED="$DIR/node_modules/@zowe/cli/package.json"
if [ ! -x "$ZOWE" ] || ! grep -q "\"version\": \"$ZOWE_CLI_VERSION\"" "$INSTALLED" 2>/dev/null; then
  command -v npm >/dev/null || { echo "install-zowe: npm is not installed" >&2; exit 1; }
  mkdir -p "$DIR"
  npm install --prefix "$DIR" --no-audit --no-fund --loglevel=error "@zowe/cli@${ZOWE_CLI_VERSION}" >&2
fi
echo "$ZOWE"
