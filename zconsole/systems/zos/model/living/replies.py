"""Outstanding operator requests: WTORs with their reply ids, and action messages not yet deleted."""

from __future__ import annotations

import datetime as dt

import attrs

# INFERRED (paging.md §2.2): RMAX 99, so reply ids are 2 digits; the next id is the lowest
# free one above the last issued, wrapping to 00.
RMAX = 99


@attrs.define(eq=False)
class Request:
    """One outstanding WTOR or action message, as D R,L lists it."""

    kind: str  # what answers it: "IRA221D" (the shortage dialogue), or "ACTION"
    msgid: str
    text: str  # the message text after the id, for D R,L
    time: dt.datetime
    reply_id: int | None = None  # WTORs only
    jobname: str = ""  # blank for system messages
    tag: str = ""  # the issuer's handle to delete it later (e.g. "IRA200E")


@attrs.define(eq=False)
class Replies:
    """The console's outstanding requests in the order they were issued."""

    requests: list[Request] = attrs.Factory(list)
    last_id: int = -1

    @property
    def width(self) -> int:
        return len(str(RMAX))

    def issue_wtor(self, kind: str, msgid: str, text: str, time: dt.datetime, jobname: str = "") -> Request:
        taken = {r.reply_id for r in self.requests if r.reply_id is not None}
        rid = self.last_id
        for _ in range(RMAX + 1):
            rid = 0 if rid >= RMAX else rid + 1
            if rid not in taken:
                break
        else:
            raise ValueError("no reply id is free")
        self.last_id = rid
        request = Request(kind, msgid, text, time, rid, jobname, tag=kind)
        self.requests.append(request)
        return request

    def issue_action(self, msgid: str, text: str, time: dt.datetime, tag: str, jobname: str = "") -> Request:
        request = Request("ACTION", msgid, text, time, None, jobname, tag)
        self.requests.append(request)
        return request

    def find(self, reply_id: int) -> Request | None:
        return next((r for r in self.requests if r.reply_id == reply_id), None)

    def delete(self, tag: str) -> bool:
        """DOM: remove every request issued with ``tag``; True if any was outstanding."""
        kept = [r for r in self.requests if r.tag != tag]
        removed = len(kept) != len(self.requests)
        self.requests = kept
        return removed

    def answered(self, request: Request) -> None:
        self.requests = [r for r in self.requests if r is not request]

    def wtors(self) -> list[Request]:
        return [r for r in self.requests if r.reply_id is not None]

    def actions(self) -> list[Request]:
        return [r for r in self.requests if r.reply_id is None]
