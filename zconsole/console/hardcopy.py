"""The console's hardcopy log: commands, responses and unsolicited messages, in order, bounded."""

from __future__ import annotations

import datetime as dt
from collections import deque
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator
    from typing import Literal

    from zconsole.console.message import Message

    Kind = Literal["command", "response", "unsolicited"]
    RenderAll = Callable[[Iterable[Message]], list[str]]  # a system's render_all

# INFERRED: how many entries a console keeps (a real hardcopy log is a data set; ours is
# memory, so it is bounded whatever a client sends). Oldest entries are dropped first.
HARDCOPY_ENTRIES = 10_000


@attrs.frozen
class LogEntry:
    """One thing the console wrote: ``text`` is the command as typed (commands only);
    ``messages`` are frozen message values (their system's render_all reads them)."""

    seq: int
    time: dt.datetime
    kind: Kind
    text: str
    messages: tuple[Message, ...]

    def lines(self, render_all: RenderAll) -> list[str]:
        """The console lines of this entry (a command is its own text), its messages read
        by ``render_all`` (the system's)."""
        if self.kind == "command":
            return [self.text]
        return render_all(self.messages)


class Hardcopy:
    """An append-only, bounded log; readers remember the last ``seq`` they saw."""

    def __init__(self, limit: int = HARDCOPY_ENTRIES) -> None:
        self.limit = limit
        self._entries: deque[LogEntry] = deque(maxlen=limit)
        # the cost of each entry kept since ``cost`` was set (the newest), measured once
        self._costs: deque[int] = deque()
        self.next_seq = 1
        # Called with every new entry (hardcopy_file appends it to the log beside --state).
        self.sink: Callable[[LogEntry], None] | None = None
        # A server (the REST console) keeps messages as rendered text (``compact``) and
        # counts what each entry costs in memory (``cost``), to bound a log in bytes;
        # ``max_bytes`` is that bound, also kept by the file beside --state.
        self.compact: Callable[[tuple[Message, ...]], tuple[Message, ...]] | None = None
        self.cost: Callable[[LogEntry], int] | None = None
        self.max_bytes: int | None = None
        self.bytes = 0  # the entries' cost (0 without ``cost``)
        self.last: LogEntry | None = None  # the newest entry written, even if not kept

    def write(self, time: dt.datetime, kind: Kind, messages: tuple[Message, ...], text: str = "") -> LogEntry:
        if self.compact is not None and messages:
            messages = self.compact(messages)
        entry = LogEntry(self.next_seq, time, kind, text, messages)
        self.next_seq += 1
        self.last = entry
        self._append(entry)
        if self.sink is not None:
            self.sink(entry)
        return entry

    def _append(self, entry: LogEntry) -> None:
        if self.cost is None:
            self._entries.append(entry)
            return
        if len(self._entries) == self.limit:
            self.drop_oldest()
        cost = self.cost(entry)
        self._entries.append(entry)
        self._costs.append(cost)
        self.bytes += cost

    def drop_oldest(self) -> None:
        """Forget the oldest entry (a byte budget's owner calls this)."""
        if self._entries:
            costed = len(self._costs) == len(self._entries)  # the newest entries have costs
            self._entries.popleft()
            if costed:
                self.bytes -= self._costs.popleft()

    def oldest_seq(self) -> int | None:
        return self._entries[0].seq if self._entries else None

    def bound(self, limit: int) -> None:
        """Keep at most ``limit`` entries from now on (the newest are kept)."""
        self.limit = limit
        entries = list(self._entries)
        self._entries, self._costs, self.bytes = deque(maxlen=limit), deque(), 0
        for entry in entries:
            if self.compact is not None and entry.messages:  # kept as the new ones are
                entry = LogEntry(entry.seq, entry.time, entry.kind, entry.text, self.compact(entry.messages))
            self._append(entry)

    def restore(self, entries: list[LogEntry]) -> None:
        """Start from entries of an earlier run (oldest first); numbering goes on after them."""
        for entry in entries:
            self._append(entry)
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
