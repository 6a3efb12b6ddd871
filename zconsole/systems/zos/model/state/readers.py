"""Typed readers for saved data (JSON state files): each value is read with its key path, so
a damaged file is reported as file, key and reason, and nothing invalid gets into a model.
Key paths and type names are the machine files' (console/table.py): one wording for both.

A new section of a state file reads itself with ``Node``: ``node.table("timers")``,
``timer.integer("due", 0, 10**9)``, every failure is a ReadError.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Iterator
from typing import Any

from zconsole.console.table import child_key, kind_of


class ReadError(Exception):
    """A value that cannot be used: ``key`` (a dotted path) and ``reason``."""

    def __init__(self, key: str, reason: str) -> None:
        super().__init__(f"[{key}] {reason}" if key else reason)
        self.key, self.reason = key, reason


class Node:
    """A value in saved data and where it is (``key``)."""

    def __init__(self, value: Any, key: str = "") -> None:
        self.value, self.key = value, key

    def at(self, name: str | int) -> str:
        """The key path of a key or an element of this value."""
        return child_key(self.key, name)

    def fail(self, reason: str) -> ReadError:
        return ReadError(self.key, reason)

    # --- containers -------------------------------------------------------------------

    def child(self, name: str) -> Node:
        """A key of this table, which must be there."""
        table = self.as_table()
        if name not in table:
            return _raise(ReadError(self.at(name), "is missing"))
        return Node(table[name], self.at(name))

    def optional(self, name: str) -> Node | None:
        table = self.as_table()
        return Node(table[name], self.at(name)) if name in table else None

    def as_table(self) -> dict[str, Any]:
        if not isinstance(self.value, dict):
            raise self.fail(f"must be a table, not {kind_of(self.value)}")
        return self.value

    def items(self, name: str, max_items: int = 100_000) -> Iterator[Node]:
        """The elements of the list at ``name``."""
        node = self.child(name)
        if not isinstance(node.value, list):
            raise node.fail(f"must be a list, not {kind_of(node.value)}")
        if len(node.value) > max_items:
            raise node.fail(f"has {len(node.value)} elements, at most {max_items} allowed")
        return (Node(v, node.at(i)) for i, v in enumerate(node.value))

    def elements(self, count: int) -> list[Node]:
        """This value as a list of exactly ``count`` elements."""
        if not isinstance(self.value, list) or len(self.value) != count:
            raise self.fail(f"must be a list of {count}, not {kind_of(self.value)}")
        return [Node(v, self.at(i)) for i, v in enumerate(self.value)]

    # --- scalars ----------------------------------------------------------------------

    def integer(self, name: str, low: int, high: int) -> int:
        return self.child(name).as_integer(low, high)

    def as_integer(self, low: int, high: int) -> int:
        value = self.value
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(f"must be an integer, not {kind_of(value)} {value!r}"[:120])
        if not low <= value <= high:
            raise self.fail(f"must be {low} to {high}, not {value}")
        return value

    def number(self, name: str, low: float, high: float) -> float:
        node = self.child(name)
        value = node.value
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise node.fail(f"must be a number, not {kind_of(value)}")
        if not math.isfinite(value) or not low <= value <= high:
            raise node.fail(f"must be {low:g} to {high:g}, not {value!r}")
        return float(value)

    def string(self, name: str, max_len: int = 1024) -> str:
        return self.child(name).as_string(max_len)

    def as_string(self, max_len: int = 1024) -> str:
        if not isinstance(self.value, str):
            raise self.fail(f"must be a string, not {kind_of(self.value)}")
        if len(self.value) > max_len:
            raise self.fail(f"is longer than {max_len} characters")
        return self.value

    def timestamp(self, name: str, nullable: bool = False) -> dt.datetime | None:
        """An ISO date and time (``YYYY-MM-DDThh:mm:ss``), or null when ``nullable``."""
        node = self.child(name)
        if node.value is None and nullable:
            return None
        text = node.as_string(64)
        try:
            return dt.datetime.fromisoformat(text)
        except ValueError:
            raise node.fail(f"must be a date and time as YYYY-MM-DDThh:mm:ss, not {text!r}") from None


def _raise(error: ReadError) -> Node:
    raise error

