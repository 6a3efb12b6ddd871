"""The errors of saved state (any system's), apart from the state machinery so front ends can
catch them without loading it (kept off the ``zconsole -c`` start-up path)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path


class StateFileError(Exception):
    """A state file that cannot be used: file, key and reason in one line."""


class StateSaveError(Exception):
    """A state that could not be written (the file still holds the one before): one line."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path, self.reason = path, reason
