"""A TOML table that knows its key path; errors name the file, the key and the reason."""

from __future__ import annotations

from pathlib import Path
from typing import Any


class ZvmMachineFileError(Exception):
    """A z/VM machine file that cannot be used; ``str()`` is the one-line report."""

    def __init__(self, path: Path | str, key: str, reason: str) -> None:
        super().__init__(f"{path}: [{key}] {reason}" if key else f"{path}: {reason}")
        self.path, self.key, self.reason = path, key, reason


_KINDS = {bool: "a boolean", int: "an integer", str: "a string", list: "a list", dict: "a table"}


class Node:
    """A table of the file: ``get`` reads a key of a given type; ``done`` refuses keys
    nobody read (a misspelt key is an error, not silently ignored)."""

    def __init__(self, path: Path | str, key: str, data: object) -> None:
        self.path, self.key = path, key
        if not isinstance(data, dict):
            raise ZvmMachineFileError(path, key, f"must be a table, not {_kind(data)}")
        self.data: dict[str, Any] = data
        self.read: set[str] = set()

    def child(self, name: str) -> str:
        return f"{self.key}.{name}" if self.key else name

    def get(self, name: str, kind: type, default: Any = None, required: bool = False) -> Any:
        self.read.add(name)
        if name not in self.data:
            if required:
                raise ZvmMachineFileError(self.path, self.child(name), "is required")
            return default
        value = self.data[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ZvmMachineFileError(
                self.path, self.child(name), f"must be {_KINDS.get(kind, kind.__name__)}, not {_kind(value)}"
            )
        return value

    def tables(self, name: str) -> list[Node]:
        items = self.get(name, list, [])
        return [Node(self.path, f"{self.child(name)}[{i}]", item) for i, item in enumerate(items)]

    def table(self, name: str) -> Node:
        return Node(self.path, self.child(name), self.get(name, dict, {}))

    def fail(self, name: str, reason: str) -> ZvmMachineFileError:
        return ZvmMachineFileError(self.path, self.child(name) if name else self.key, reason)

    def done(self) -> None:
        unknown = sorted(set(self.data) - self.read)
        if unknown:
            raise ZvmMachineFileError(self.path, self.child(unknown[0]), "is not a key of this table")


def _kind(value: object) -> str:
    return _KINDS.get(type(value), type(value).__name__)
