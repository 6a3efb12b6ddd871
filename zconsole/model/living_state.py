"""The living machine in a saved state: address spaces, events, shortage and requests.

Plain JSON-ready data; times as ISO text. A resumed machine continues exactly where it
stopped: the same events at the same times, the same pages in the same places.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from zconsole.model.living import Event, Level, Living
from zconsole.model.replies import Replies, Request
from zconsole.model.workload import AddressSpace, State

if TYPE_CHECKING:
    from zconsole.model.machine import Machine


def _time(value: dt.datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def _parse_time(value: Any) -> dt.datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"{value!r} is not a time")
    return dt.datetime.fromisoformat(value)


def living_data(living: Living) -> dict[str, Any]:
    return {
        "now": _time(living.now),
        "spaces": [
            {"asid": a.asid, "jobname": a.jobname, "proc": a.proc.name, "started": _time(a.started),
             "job_id": a.job_id, "resident": a.resident, "aux": a.aux, "vio": a.vio,
             "state": a.state.name, "announced": a.working_set_announced, "paging_in": a.paging_in,
             "page_in_began": _time(a.page_in_began), "parent": a.parent}
            for a in living.spaces.values()
        ],
        "next_asid": living.next_asid,
        "next_job": living.next_job,
        "events": [[_time(e.time), e.seq, e.kind, e.asid] for e in sorted(living.events)],
        "seq": living.seq,
        "level": living.level.name,
        "scm_level": living.scm_level,
        "ended_by_e": living.ended_by_e,
        "candidates": list(living.candidates),
        "shown": living.shown,
        "replies": {
            "last_id": living.replies.last_id,
            "requests": [
                {"kind": q.kind, "msgid": q.msgid, "text": q.text, "time": _time(q.time),
                 "reply_id": q.reply_id, "jobname": q.jobname, "tag": q.tag}
                for q in living.replies.requests
            ],
        },
        "wait_state": living.wait_state,
    }


def _int(value: Any, name: str, low: int = 0, high: int = 2**53) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number {low}-{high}, not {value!r}")
    return value


def _pages(value: Any, name: str) -> dict[str, int]:
    if not isinstance(value, dict):
        raise ValueError(f"{name} must be a table of locations")
    return {str(k): _int(v, f"{name}.{k}") for k, v in value.items()}


def restore_living(machine: Machine, data: dict[str, Any]) -> Living:
    """Rebuild the living state; raises ValueError/KeyError/TypeError naming what is wrong."""
    living = Living()
    living.now = _parse_time(data["now"])
    for s in data["spaces"]:
        proc = machine.procedures.get(s["proc"])
        if proc is None:
            raise ValueError(f"address space {s['jobname']} runs procedure {s['proc']}, not defined")
        started = _parse_time(s["started"])
        assert started is not None
        space = AddressSpace(
            asid=_int(s["asid"], "asid", 1, 0xFFFF), jobname=str(s["jobname"]), proc=proc, started=started,
            job_id=_int(s["job_id"], "job_id"), resident=_int(s["resident"], "resident"),
            aux=_pages(s["aux"], "aux"), vio=_pages(s["vio"], "vio"), state=State[s["state"]],
            working_set_announced=bool(s["announced"]), paging_in=bool(s["paging_in"]),
            page_in_began=_parse_time(s["page_in_began"]),
            parent=None if s["parent"] is None else _int(s["parent"], "parent"),
        )
        living.spaces[space.asid] = space
    living.next_asid = _int(data["next_asid"], "next_asid", 1, 0xFFFF)
    living.next_job = _int(data["next_job"], "next_job")
    for time, seq, kind, asid in data["events"]:
        when = _parse_time(time)
        assert when is not None
        living.events.append(Event(when, _int(seq, "seq"), str(kind), _int(asid, "asid")))
    living.events.sort()
    living.seq = _int(data["seq"], "seq")
    living.level = Level[data["level"]]
    living.scm_level = _int(data["scm_level"], "scm_level", 0, 100)
    living.ended_by_e = bool(data["ended_by_e"])
    living.candidates = tuple(_int(c, "candidates") for c in data["candidates"])
    living.shown = _int(data["shown"], "shown")
    replies = data["replies"]
    living.replies = Replies(last_id=int(replies["last_id"]))
    for q in replies["requests"]:
        time = _parse_time(q["time"])
        assert time is not None
        living.replies.requests.append(Request(
            str(q["kind"]), str(q["msgid"]), str(q["text"]), time,
            None if q["reply_id"] is None else _int(q["reply_id"], "reply_id"),
            str(q["jobname"]), str(q["tag"])))
    wait = data["wait_state"]
    living.wait_state = None if wait is None else str(wait)
    return living
