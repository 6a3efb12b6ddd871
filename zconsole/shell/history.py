"""Command history in $XDG_STATE_HOME/zconsole/history: a damaged or unreadable file is
one warning and then ignored; blank lines and lines with control characters are not kept."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable

from prompt_toolkit.history import FileHistory, History, InMemoryHistory


def history_file() -> str:
    """$XDG_STATE_HOME/zconsole/history (~/.local/state/zconsole/history by default)."""
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return os.path.join(base, "zconsole", "history")


def worth_keeping(text: str) -> bool:
    """Not blank, and only printable characters (a stray escape or NUL is not a command)."""
    return bool(text.strip()) and text.isprintable()


class ConsoleHistory(FileHistory):
    """FileHistory that skips lines not worth keeping and never raises for the file."""

    def __init__(self, filename: str, warn: Callable[[str], None]) -> None:
        super().__init__(filename)
        self.warn = warn
        self.broken = False

    def load_history_strings(self) -> Iterable[str]:
        try:
            strings = list(super().load_history_strings())
        except (OSError, ValueError) as exc:
            self._give_up(exc)
            return []
        return [s for s in strings if worth_keeping(s)]

    def append_string(self, string: str) -> None:
        if worth_keeping(string):
            super().append_string(string)

    def store_string(self, string: str) -> None:
        if self.broken:
            return
        try:
            super().store_string(string)
        except (OSError, ValueError) as exc:
            self._give_up(exc)

    def _give_up(self, exc: Exception) -> None:
        if not self.broken:
            self.broken = True
            self.warn(reason(exc))


def reason(exc: Exception) -> str:
    """A few upper-case words for the warning: the OS error text, or the exception's kind."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror.upper()
    return type(exc).__name__.upper()


def open_history(warn: Callable[[str, str], None]) -> History:
    """The history file if it can be read and written; else one warning and memory only.

    ``warn(reason, path)`` is called at most once.
    """
    path = history_file()
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "ab"):  # writable (and created if missing)
            pass
        with open(path, "rb") as f:  # readable
            f.read(1)
    except OSError as exc:
        warn(reason(exc), path)
        return FilteredMemoryHistory()
    return ConsoleHistory(path, lambda why: warn(why, path))


class FilteredMemoryHistory(InMemoryHistory):
    """In-memory history with the same rule for what is kept."""

    def append_string(self, string: str) -> None:
        if worth_keeping(string):
            super().append_string(string)
