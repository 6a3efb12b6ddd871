"""A TOML table that knows its key path, and the error that names file, key and reason."""

from __future__ import annotations

from pathlib import Path
from typing import Any


class MachineFileError(Exception):
    """A machine file that cannot be used; ``str()`` is the one-line report."""

    def __init__(self, path: Path, key: str | None, reason: str, line: int | None = None) -> None:
        where = f"{path}:{line}" if line else str(path)
        at = f" [{key}]" if key else ""
        super().__init__(f"{where}:{at} {reason}")
        self.path, self.key, self.reason, self.line = path, key, reason, line


class Table:
    """A TOML table that remembers its key path and which keys were read."""

    def __init__(self, path: Path, key: str, data: Any) -> None:
        if not isinstance(data, dict):
            raise MachineFileError(path, key, "must be a table")
        self.path, self.key, self.data = path, key, data
        self.seen: set[str] = set()

    def fail(self, name: str | None, reason: str) -> MachineFileError:
        key = f"{self.key}.{name}" if self.key and name else (name or self.key)
        return MachineFileError(self.path, key or None, reason)

    def get(self, name: str, kind: type, default: Any = ...) -> Any:
        self.seen.add(name)
        if name not in self.data:
            if default is ...:
                raise self.fail(name, "is required")
            return default
        value = self.data[name]
        if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
            raise self.fail(name, f"must be a {kind.__name__}, not {type(value).__name__}")
        return value

    def table(self, name: str) -> Table | None:
        self.seen.add(name)
        if name not in self.data:
            return None
        return Table(self.path, f"{self.key}.{name}" if self.key else name, self.data[name])

    def tables(self, name: str) -> list[Table]:
        self.seen.add(name)
        items = self.data.get(name, [])
        if not isinstance(items, list):
            raise self.fail(name, "must be an array of tables ([[...]])")
        prefix = f"{self.key}.{name}" if self.key else name
        return [Table(self.path, f"{prefix}[{i}]", item) for i, item in enumerate(items)]

    def finish(self) -> None:
        """Unknown keys are mistakes (a typo would otherwise be silently ignored)."""
        unknown = sorted(set(self.data) - self.seen)
        if unknown:
            raise self.fail(unknown[0], "is not a known key")
