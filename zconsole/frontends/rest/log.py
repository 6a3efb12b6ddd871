"""``GET /zosmf/restconsoles/v1/log``: the console's hardcopy log in z/OSMF's JSON shape.

Reads ``Session.log`` (zconsole.console.hardcopy): every command, response and unsolicited
message with its console time. One log item per command and per message; a message of
several lines is one item whose lines are joined by "\\r", as z/OSMF sends them (the
Zowe CLI turns them into new lines). Query parameters, as z/OSMF and mvsMF take them:

  time        ISO 8601 instant (``2026-11-23T17:57:30Z``) or epoch milliseconds; default now
  timestamp   epoch milliseconds; overrides ``time``
  timeRange   nnn followed by s, m or h (1-999); default 10m
  direction   backward (default: the range ending at the anchor) or forward
  hardcopy    operlog (default) or syslog: both read the one log, ``source`` says which
  sysName     this system's name (at most 8 characters); another system has no log here

Console time is local time of day; it becomes epoch milliseconds as local time, and
``timezone`` gives the local offset from UTC in hours.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING, Any, cast

from zconsole.console.hardcopy import LogEntry
from zconsole.frontends.rest import errors

if TYPE_CHECKING:
    from zconsole.console.message import Carried, Message

RANGE = re.compile(r"([1-9][0-9]{0,2})([smh])")
UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600}
MESSAGE_ID = re.compile(r"[A-Z$#@][A-Z0-9$#@]{2,7}[0-9]{3,5}[A-Z]?")
MAX_ITEMS = 10_000  # z/OSMF's own bound on one reply (and the log's size)
# INFERRED (z/OSMF's item fields, values ours): the job name of system messages and the
# item type; a command's job name is the issuing console's.
SYSTEM_JOB = "*MASTER*"
ITEM_TYPE = "HARDCOPY"


def query(params: dict[str, str], now: dt.datetime, system: str) -> tuple[float, float, str, str]:
    """(start, end) epoch seconds of the window, the source name and the system asked for."""
    anchor = now.timestamp()
    if "timestamp" in params:
        anchor = _epoch_ms(params["timestamp"], "timestamp")
    elif "time" in params:
        anchor = _instant(params["time"])
    if anchor > now.timestamp() + 1:
        raise errors.time_in_future(params.get("timestamp") or params["time"])
    found = RANGE.fullmatch(params.get("timeRange", "10m").strip().lower())
    if found is None:
        raise errors.bad_parameter("timeRange", "nnn followed by s, m or h, nnn from 1 to 999")
    span = int(found.group(1)) * UNIT_SECONDS[found.group(2)]
    direction = params.get("direction", "backward").strip().lower()
    if direction not in ("backward", "forward"):
        raise errors.bad_parameter("direction", "backward or forward")
    source = params.get("hardcopy", "operlog").strip().upper()
    if source not in ("OPERLOG", "SYSLOG"):
        raise errors.bad_parameter("hardcopy", "operlog or syslog")
    sys_name = params.get("sysName", system).strip().upper()
    if len(sys_name) > 8:
        raise errors.system_name_too_long(sys_name)
    start, end = (anchor - span, anchor) if direction == "backward" else (anchor, anchor + span)
    return start, end, source, sys_name


def reply(entries: list[LogEntry], consoles: dict[int, str], start: float, end: float, source: str,
          system: str, backward: bool, now: dt.datetime, default_console: str = "",
          max_chars: int = 4 * 1024 * 1024) -> dict[str, Any]:
    """The z/OSMF log reply for the entries whose time falls in [start, end). ``consoles``
    names the console of each command by sequence number; others (an earlier run's) get
    ``default_console``. A page holds items until their messages pass ``max_chars`` (at
    least one item): ``nextTimestamp`` is then the time of the first item left out, where
    the next page starts (an item of that millisecond may come again, none is lost)."""
    items: list[dict[str, Any]] = []
    size, cut = 0, None
    for entry in (reversed(entries) if backward else entries):
        when = entry.time.timestamp()
        if not start <= when < end and not (backward and when == end):
            continue
        found = _items(entry, consoles.get(entry.seq, default_console), system)
        for item in (reversed(found) if backward else found):
            if items and (size + len(item["message"]) > max_chars or len(items) >= MAX_ITEMS):
                cut = item["timestamp"]
                break
            items.append(item)
            size += len(item["message"])
        if cut is not None:
            break
    if backward:
        items.reverse()
    offset = now.astimezone().utcoffset() or dt.timedelta(0)
    return {
        "timezone": round(offset.total_seconds() / 3600, 2),
        "source": source,
        "totalitems": len(items),
        "nextTimestamp": cut if cut is not None else int((start if backward else end) * 1000),
        "items": items,
    }


def _text(message: Message) -> tuple[str, str]:
    """A message's lines joined by "\r" (as z/OSMF sends them), and its first line."""
    pieces = getattr(message, "pieces", None)  # rest.kept.Kept: already text
    if pieces is not None:
        first = pieces[0].partition("\n")[0] if pieces else ""
        return "\r".join(piece.replace("\n", "\r") for piece in pieces), first
    lines = list(cast("Carried", message).lines)  # a server keeps its log as text (kept.compactor)
    return "\r".join(lines), lines[0] if lines else ""


def _items(entry: LogEntry, console: str, system: str) -> list[dict[str, Any]]:
    stamp = int(entry.time.timestamp() * 1000)
    utc = dt.datetime.fromtimestamp(stamp / 1000, dt.UTC).strftime("%a %b %d %H:%M:%S GMT %Y")
    texts = [(entry.text, entry.text)] if entry.kind == "command" else [_text(m) for m in entry.messages]
    found = []
    for text, first in texts:
        ident = MESSAGE_ID.match(first)
        found.append({
            "cart": "",
            "color": "GREEN",  # INFERRED: z/OSMF's colour name of an informational message
            "jobName": console if entry.kind == "command" else SYSTEM_JOB,
            "message": text,
            "messageId": ident.group(0) if ident and entry.kind != "command" else "",
            "replyId": "",
            "subType": entry.kind.upper(),
            "system": system,
            "time": utc,
            "timestamp": stamp,
            "type": ITEM_TYPE,
        })
    return found


def _epoch_ms(text: str, name: str) -> float:
    # ASCII digits only: '¹'.isdigit() is True, but int() refuses it (a 500 otherwise)
    if not (text.strip().isascii() and text.strip().isdigit()) or len(text.strip()) > 15:
        raise errors.bad_parameter(name, "epoch milliseconds")
    return int(text.strip()) / 1000


def _instant(text: str) -> float:
    stripped = text.strip()
    if stripped.isdigit():  # _epoch_ms refuses digits that are not ASCII
        return _epoch_ms(stripped, "time")
    try:
        # a naive time is local, as the console's clock is; year 1 local may not convert
        return dt.datetime.fromisoformat(stripped.replace("Z", "+00:00")).timestamp()
    except (ValueError, OverflowError, OSError):
        raise errors.bad_parameter("time", "an ISO 8601 time such as 2026-11-23T17:57:30Z") from None
