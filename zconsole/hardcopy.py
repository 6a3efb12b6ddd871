"""The console's hardcopy log: commands, responses and unsolicited messages, in order, bounded."""

from __future__ import annotations

import datetime as dt
from collections import deque

import attrs

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (one-shot path)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import Literal

    Kind = Literal["command", "response", "unsolicited"]

# INFERRED: how many entries a console keeps (a real hardcopy log is a data set; ours is
# memory, so it is bounded whatever a client sends). Oldest entries are dropped first.
HARDCOPY_ENTRIES = 10_000


@attrs.frozen
class LogEntry:
    """One thing the console wrote: ``text`` is the command as typed (commands only);
    ``messages`` are frozen message values (render them with zconsole.messages)."""

    seq: int
    time: dt.datetime
    kind: Kind
    text: str
    messages: tuple[object, ...]

    def lines(self) -> list[str]:
        """The console lines of this entry (a command is its own text)."""
        if self.kind == "command":
            return [self.text]
        from zconsole.messages import render_all

        return render_all(self.messages)


class Hardcopy:
    """An append-only, bounded log; readers remember the last ``seq`` they saw."""

    def __init__(self, limit: int = HARDCOPY_ENTRIES) -> None:
        self.limit = limit
        self._entries: deque[LogEntry] = deque(maxlen=limit)
        self.next_seq = 1
        # Called with every new entry (hardcopy_file appends it to the log beside --state).
        self.sink: Callable[[LogEntry], None] | None = None

    def write(self, time: dt.datetime, kind: Kind, messages: tuple[object, ...], text: str = "") -> LogEntry:
        entry = LogEntry(self.next_seq, time, kind, text, messages)
        self.next_seq += 1
        self._entries.append(entry)
        if self.sink is not None:
            self.sink(entry)
        return entry

    def bound(self, limit: int) -> None:
        """Keep at most ``limit`` entries from now on (the newest are kept)."""
        self.limit = limit
        self._entries = deque(self._entries, maxlen=limit)

    def restore(self, entries: list[LogEntry]) -> None:
        """Start from entries of an earlier run (oldest first); numbering goes on after them."""
        self._entries.extend(entries)
        if entries:
            self.next_seq = max(self.next_seq, entries[-1].seq + 1)

    def since(self, seq: int) -> list[LogEntry]:
        """Entries with a sequence number above ``seq`` that are still kept, oldest first."""
        if not self._entries or self._entries[-1].seq <= seq:
            return []
        first = self._entries[0].seq
        start = max(0, seq + 1 - first)
        return [self._entries[i] for i in range(start, len(self._entries))]

    def __iter__(self) -> Iterator[LogEntry]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)
