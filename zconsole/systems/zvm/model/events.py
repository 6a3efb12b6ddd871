"""The event queue: what happens later by itself (a guest logging on or off), in
(time, sequence) order, as the house's living machines do."""

from __future__ import annotations

import datetime as dt
import heapq

import attrs

LOGON = "logon"
LOGOFF = "logoff"


@attrs.frozen(order=True)
class Event:
    """``kind`` happens to ``userid`` at ``time``; ``by`` forced it or autologged it."""

    time: dt.datetime
    seq: int
    kind: str = attrs.field(order=False)
    userid: str = attrs.field(order=False)
    by: str = attrs.field(default="", order=False)


@attrs.define(eq=False)
class Events:
    """A heap of events and the sequence number the next one gets."""

    heap: list[Event] = attrs.Factory(list)
    next_seq: int = 1
    fired: int = 0  # events applied so far: what a command cost, counted (tests/test_bounded_work.py)

    def schedule(self, time: dt.datetime, kind: str, userid: str, by: str = "") -> Event:
        event = Event(time, self.next_seq, kind, userid, by)
        self.next_seq += 1
        heapq.heappush(self.heap, event)
        return event

    def due(self, now: dt.datetime) -> list[Event]:
        """Remove and return the events at or before ``now``, in order."""
        out = []
        while self.heap and self.heap[0].time <= now:
            out.append(heapq.heappop(self.heap))
        self.fired += len(out)
        return out

    def pending(self, kind: str, userid: str) -> Event | None:
        for event in self.heap:
            if event.kind == kind and event.userid == userid:
                return event
        return None

    def cancel(self, kind: str, userid: str) -> None:
        self.heap = [e for e in self.heap if not (e.kind == kind and e.userid == userid)]
        heapq.heapify(self.heap)
