"""Saved data read with plain subscripts, noting the key path of each key and element read,
so that whatever a reader raises can name the key it was reading (any system's state file).

``traced(data, "living", cursor)`` is ``data`` as tables and lists that set ``cursor.key``
on each read; a reader's KeyError, TypeError or ValueError is then reported at it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def child_key(key: str, name: str | int) -> str:
    """The key path of ``name`` (a key) or of element ``name`` (an index) under ``key``, as
    machine-file and state-file errors name it: ``scm.increment[1].used_blocks``."""
    if isinstance(name, int):
        return f"{key}[{name}]"
    return f"{key}.{name}" if key else name


class Cursor:
    """Where reading a traced value last looked (``key``): the key a plain reader that
    raises was reading, so its error names it."""

    def __init__(self, key: str) -> None:
        self.key = key


def traced(value: Any, key: str, cursor: Cursor) -> Any:
    """``value`` with its tables and lists noting on ``cursor`` each key and element read.

    For a section read with plain subscripts (``data["now"]``) rather than ``Node``: a
    KeyError, TypeError or ValueError it raises can then be reported at ``cursor.key``.
    """
    if isinstance(value, dict):
        return _TracedTable(value, key, cursor)
    if isinstance(value, list):
        return _TracedList(value, key, cursor)
    return value


class _TracedTable(dict[str, Any]):
    def __init__(self, value: dict[str, Any], key: str, cursor: Cursor) -> None:
        super().__init__(value)
        self._key, self._cursor = key, cursor

    def __getitem__(self, name: str) -> Any:
        key = child_key(self._key, name)
        self._cursor.key = key
        return traced(super().__getitem__(name), key, self._cursor)

    def get(self, name: str, default: Any = None) -> Any:
        return self[name] if name in self else default  # noqa: SIM401  # self.get is this method: [] traces

    def items(self) -> Iterator[tuple[str, Any]]:  # type: ignore[override]
        return ((name, self[name]) for name in list(self.keys()))

    def values(self) -> Iterator[Any]:  # type: ignore[override]
        return (self[name] for name in list(self.keys()))


class _TracedList(list[Any]):
    def __init__(self, value: list[Any], key: str, cursor: Cursor) -> None:
        super().__init__(value)
        self._key, self._cursor = key, cursor

    def __iter__(self) -> Iterator[Any]:
        for index, item in enumerate(super().__iter__()):
            key = child_key(self._key, index)
            self._cursor.key = key
            yield traced(item, key, self._cursor)
