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
    # The message's number in D R,L's ID column (an action message's key): given when it
    # is issued and kept while it is outstanding (REAL: everyday-displays B8 lists keys
    # 3 and 2 with 1 deleted; ADCD's three IEE362A keep ids 4, 5, 6).
    key: int = 0


@attrs.define(eq=False)
class Replies:
    """The console's outstanding requests in the order they were issued."""

    requests: list[Request] = attrs.Factory(list)
    last_id: int = -1
    last_key: int = 0  # the last message number given (WTORs and action messages count)

    def _numbered(self, request: Request) -> Request:
        self.last_key += 1
        request.key = self.last_key
        self.requests.append(request)
        return request

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
        return self._numbered(Request(kind, msgid, text, time, rid, jobname, tag=kind))

    def issue_action(self, msgid: str, text: str, time: dt.datetime, tag: str, jobname: str = "") -> Request:
        return self._numbered(Request("ACTION", msgid, text, time, None, jobname, tag))

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
