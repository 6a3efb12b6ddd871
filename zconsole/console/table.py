"""A TOML table that knows its key path, and the error that names file, key and reason."""

from __future__ import annotations

import contextlib
import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from zconsole.console.traced import child_key

if TYPE_CHECKING:
    from collections.abc import Callable

_T = TypeVar("_T")
__all__ = ["MachineFileError", "Table", "child_key", "kind_of", "must_be"]

_KINDS = {bool: "a boolean", int: "an integer", float: "a number", str: "a string", list: "a list",
          dict: "a table", type(None): "null"}


def kind_of(value: object) -> str:
    """What a value read from a file is, as errors say it ("an integer", "a table")."""
    return _KINDS.get(type(value), type(value).__name__)


def must_be(kind: type, value: object) -> str:
    """The reason for a value of the wrong type: "must be a string, not an integer"."""
    return f"must be {_KINDS.get(kind, kind.__name__)}, not {kind_of(value)}"


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
        key = child_key(self.key, name) if name else self.key
        return MachineFileError(self.path, key or None, reason)

    def get(self, name: str, kind: type, default: Any = ...) -> Any:
        self.seen.add(name)
        if name not in self.data:
            if default is ...:
                raise self.fail(name, "is required")
            return default
        value = self.data[name]
        if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
            raise self.fail(name, must_be(kind, value))
        return value

    def strings(self, name: str, default: list[str] | None = None) -> list[str]:
        """A list of strings at ``name`` (``default`` when absent; required without one)."""
        values = self.get(name, list, ... if default is None else default)
        for index, value in enumerate(values):
            if not isinstance(value, str):
                raise self.fail(name, f"must be a list of strings (element {index} is {kind_of(value)})")
        return list(values)

    def parsed(self, name: str, parse: Callable[[str], _T], default: Any = ...) -> _T:
        """The text at ``name`` read by ``parse`` (an amount, a duration, a PAGESCM value):
        the ValueError it raises becomes this key's error, its message the reason."""
        text = self.get(name, str, default)
        try:
            return parse(text)
        except ValueError as exc:
            raise self.fail(name, str(exc)) from None

    def when(self, name: str, default: dt.datetime, example: str) -> dt.datetime:
        """A local date and time: a TOML datetime, or ISO text as a saved state (JSON)
        writes it; ``example`` is the value the error offers."""
        value = self.get(name, object, default)
        if isinstance(value, str):
            with contextlib.suppress(ValueError):
                value = dt.datetime.fromisoformat(value)
        if not isinstance(value, dt.datetime) or value.tzinfo is not None:
            raise self.fail(name, f"must be a local date and time, such as {example}")
        return value

    def table(self, name: str) -> Table | None:
        self.seen.add(name)
        if name not in self.data:
            return None
        return Table(self.path, child_key(self.key, name), self.data[name])

    def tables(self, name: str) -> list[Table]:
        self.seen.add(name)
        items = self.data.get(name, [])
        if not isinstance(items, list):
            raise self.fail(name, "must be an array of tables ([[...]])")
        prefix = child_key(self.key, name)
        return [Table(self.path, child_key(prefix, i), item) for i, item in enumerate(items)]

    def finish(self) -> None:
        """Unknown keys are mistakes (a typo would otherwise be silently ignored)."""
        unknown = sorted(set(self.data) - self.seen)
        if unknown:
            raise self.fail(unknown[0], "is not a known key")
