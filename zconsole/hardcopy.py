"""The console's hardcopy log: commands, responses and unsolicited messages, in order, bounded."""

from __future__ import annotations

import datetime as dt
from collections import deque

from zconsole.values import frozen

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (one-shot path)
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Literal

    Kind = Literal["command", "response", "unsolicited"]

# INFERRED: how many entries a console keeps (a real hardcopy log is a data set; ours is
# memory, so it is bounded whatever a client sends). Oldest entries are dropped first.
HARDCOPY_ENTRIES = 10_000


@frozen
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
        self._entries: deque[LogEntry] = deque(maxlen=limit)
        self.next_seq = 1

    def write(self, time: dt.datetime, kind: Kind, messages: tuple[object, ...], text: str = "") -> LogEntry:
        entry = LogEntry(self.next_seq, time, kind, text, messages)
        self.next_seq += 1
        self._entries.append(entry)
        return entry

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
