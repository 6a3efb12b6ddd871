"""The user's cache folder: what zconsole derives and can always rebuild (the grammar's
LALR tables), kept as marshal files.

Nothing here is ever an error: a missing, damaged or unwritable cache only means the
data is rebuilt in memory, silently.
"""

from __future__ import annotations

import marshal
import os

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (one-shot path)
if TYPE_CHECKING:
    from typing import Any


def cache_dir() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "zconsole")


def load(path: str) -> object:
    """What ``path`` holds, or None when it is missing or damaged."""
    try:
        with open(path, "rb") as f:
            return marshal.load(f)
    except (OSError, EOFError, ValueError, TypeError):
        return None


def save(path: str, data: Any) -> bool:
    """Write ``data`` to ``path`` whole or not at all; False when the folder is unwritable."""
    from zconsole.files import replace_file

    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        # Written whole, so a concurrent run never reads half a file.
        replace_file(path, lambda f: marshal.dump(data, f))
    except OSError:
        return False
    return True
