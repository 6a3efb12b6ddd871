"""The living machine in a saved state: address spaces, events, shortage and requests.

Plain JSON-ready data; times as ISO text. A resumed machine continues exactly where it
stopped: the same events at the same times, the same pages in the same places.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from zconsole.systems.zos.model.living.dumps import Capture, DumpDataSet, Dumps, SpaceCapture
from zconsole.systems.zos.model.living.dumps import Request as DumpRequest
from zconsole.systems.zos.model.living.engine import Living
from zconsole.systems.zos.model.living.events import Event, EventKind
from zconsole.systems.zos.model.living.replies import Replies, Request
from zconsole.systems.zos.model.living.rmf import Rmf, SpaceSamples
from zconsole.systems.zos.model.living.shortage import Level
from zconsole.systems.zos.model.living.workload import AddressSpace, State

if TYPE_CHECKING:
    from zconsole.systems.zos.model.machine import Machine


def _time(value: dt.datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def _required_time(value: Any, name: str) -> dt.datetime:
    """A time that must be there (a damaged file says which one is missing)."""
    when = _parse_time(value)
    if when is None:
        raise ValueError(f"{name} must be a time, not null")
    return when


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
        "events": [[_time(e.time), e.seq, e.kind.value, e.asid] for e in sorted(living.events)],
        "seq": living.seq,
        "level": living.level.name,
        "scm_level": living.scm_level,
        "ended_by_e": living.ended_by_e,
        "candidates": list(living.candidates),
        "shown": living.shown,
        "replies": {
            "last_id": living.replies.last_id,
            "last_key": living.replies.last_key,
            "requests": [
                {"kind": q.kind, "msgid": q.msgid, "text": q.text, "time": _time(q.time),
                 "reply_id": q.reply_id, "jobname": q.jobname, "tag": q.tag, "key": q.key}
                for q in living.replies.requests
            ],
        },
        "wait_state": living.wait_state,
        "dumps": _dumps_data(living.dumps),
        "rmf": None if living.rmf is None else _rmf_data(living.rmf),
        "moved": living.moved,
        "jes2": None if living.jes2 is None else _jes2_data(living.jes2),
        "tso_users": None if living.tso_users is None else list(living.tso_users),
    }


def _capture_data(c: Capture | None) -> dict[str, Any] | None:
    if c is None:
        return None
    return {
        "dumpid": c.dumpid, "title": c.title, "jobname": c.jobname, "asids": list(c.asids),
        "begun": _time(c.begun), "sys_nd": c.sys_nd, "phase": c.phase, "captured": _time(c.captured),
        "dsname": c.dsname, "automatic": c.automatic, "written": _time(c.written),
        "reply_id": c.reply_id, "partial": c.partial, "csa": c.csa, "common": c.common,
        "names": list(c.names), "sdata": list(c.sdata),
        "spaces": [{"asid": s.asid, "frames": s.frames, "aux": s.aux, "left": s.left,
                    "start": _time(s.start), "end": _time(s.end)} for s in c.spaces],
    }


def _dumps_data(dumps: Dumps) -> dict[str, Any]:
    return {
        "last_id": dumps.last_id,
        "requests": [{"title": q.title, "reply_id": q.reply_id, "asids": q.asids, "jobnames": q.jobnames,
                      "tsonames": q.tsonames, "sdata": q.sdata, "default": q.default}
                     for q in dumps.requests],
        "active": _capture_data(dumps.active),
        "queue": [_capture_data(c) for c in dumps.queue],
        "datasets": [{"number": ds.number, "dumpid": ds.dumpid, "title": ds.title, "taken": _time(ds.taken)}
                     for ds in dumps.datasets],
        "automatic": dumps.automatic,
        "sequence": dumps.sequence,
        "last": _capture_data(dumps.last),
    }


def _rmf_data(rmf: Rmf) -> dict[str, Any]:
    return {
        "start": _time(rmf.start), "cycle": rmf.cycle, "samples": rmf.samples,
        "spaces": {name: [s.low, s.high, s.total, s.busy, s.ios, s.pages] for name, s in rmf.spaces.items()},
        **({} if rmf.io is None else {"io": _io_counters_data(rmf.io)}),
    }


# --- the channel and device counters of the interval ---
def _io_counters_data(io: Any) -> dict[str, Any]:
    return {"chans": {f"{c:02X}": k.values() for c, k in sorted(io.chans.items())},
            "devices": [[*key, *d.values()] for key, d in sorted(io.devices.items())]}


def _restore_io_counters(data: Any) -> Any:
    from zconsole.systems.zos.model.io.counters import ChanCounters, DevCounters, IoCounters

    io = IoCounters()
    for chpid, values in data["chans"].items():
        io.chans[int(chpid, 16)] = ChanCounters(*(_float(v, "channel counter") for v in values))
    for ssid, first, last, cu, *values in data["devices"]:
        io.devices[(_int(ssid, "ssid"), _int(first, "first"), _int(last, "last"), str(cu))] = DevCounters(
            *(_float(v, "device counter") for v in values))
    return io


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
        started = _required_time(s["started"], "started")
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
        when = _required_time(time, "event time")
        event = Event(when, _int(seq, "seq"), EventKind(kind), _int(asid, "asid"))
        if event.kind is EventKind.IO and not event.asid < len(machine.io.planned):
            raise ValueError(f"an event names [[io_event]] {event.asid}, which the machine does not plan")
        if event.kind is EventKind.IFCC and event.asid not in machine.io.chpids:
            raise ValueError(f"an event names CHPID {event.asid:02X}, which the machine does not define")
        living.events.append(event)
    living.events.sort()
    living.seq = _int(data["seq"], "seq")
    living.level = Level[data["level"]]
    living.scm_level = _int(data["scm_level"], "scm_level", 0, 100)
    living.ended_by_e = bool(data["ended_by_e"])
    living.candidates = tuple(_int(c, "candidates") for c in data["candidates"])
    living.shown = _int(data["shown"], "shown")
    replies = data["replies"]
    living.replies = Replies(last_id=int(replies["last_id"]))
    for position, q in enumerate(replies["requests"], start=1):
        time = _required_time(q["time"], "request time")
        living.replies.requests.append(Request(
            str(q["kind"]), str(q["msgid"]), str(q["text"]), time,
            None if q["reply_id"] is None else _int(q["reply_id"], "reply_id"),
            str(q["jobname"]), str(q["tag"]), _int(q.get("key", position), "key")))
    # States saved before messages kept their numbers: numbered by position, as then.
    living.replies.last_key = _int(replies.get("last_key", len(replies["requests"])), "last_key")
    wait = data["wait_state"]
    living.wait_state = None if wait is None else str(wait)
    if "dumps" in data:  # states saved before SVC dumps existed have none
        living.dumps = _restore_dumps(data["dumps"])
    if data.get("rmf") is not None:
        living.rmf = _restore_rmf(data["rmf"])
    living.moved = _pages(data.get("moved", {}), "moved")
    users = data.get("tso_users")  # states saved before users could be logged off have none
    if users is not None:
        if not isinstance(users, list) or not all(isinstance(u, str) and 1 <= len(u) <= 8 for u in users):
            raise ValueError("tso_users must list user ids of 1-8 characters")
        living.tso_users = tuple(users)
    from zconsole.systems.zos.model.state.jes2_state import restore_jes2

    restore_jes2(machine, living, data.get("jes2"))  # JES2's own section
    return living


def _jes2_data(jes2: Any) -> dict[str, Any]:
    from zconsole.systems.zos.model.state.jes2_state import jes2_data

    return jes2_data(jes2)


def _float(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise ValueError(f"{name} must be a number of at least 0, not {value!r}")
    return float(value)


def _restore_capture(c: Any) -> Capture | None:
    if c is None:
        return None
    begun = _required_time(c["begun"], "begun")
    capture = Capture(
        _int(c["dumpid"], "dumpid", 1, 999), str(c["title"]), str(c["jobname"]),
        tuple(_int(a, "asids", 1, 0xFFFF) for a in c["asids"]), begun, _float(c["sys_nd"], "sys_nd"),
        phase=str(c["phase"]), captured=_parse_time(c["captured"]), dsname=str(c["dsname"]),
        automatic=bool(c["automatic"]), written=_parse_time(c["written"]),
        reply_id=None if c["reply_id"] is None else _int(c["reply_id"], "reply_id"),
        partial=bool(c["partial"]), csa=bool(c.get("csa", False)),
        common=_pages(c.get("common", {}), "common"),
        names=tuple(str(x) for x in c.get("names", [])), sdata=tuple(str(x) for x in c.get("sdata", [])))
    if capture.phase not in ("capture", "write", "held"):
        raise ValueError(f"dump phase {capture.phase!r} is not capture, write or held")
    for s in c["spaces"]:
        capture.spaces.append(SpaceCapture(
            _int(s["asid"], "asid", 1, 0xFFFF), _int(s["frames"], "frames"), _int(s["aux"], "aux"),
            _pages(s["left"], "left"), _parse_time(s["start"]), _parse_time(s["end"])))
    return capture


def _restore_dumps(data: Any) -> Dumps:
    dumps = Dumps(last_id=_int(data["last_id"], "last_id", 0, 999))
    for q in data["requests"]:
        dumps.requests.append(DumpRequest(
            str(q["title"]), _int(q["reply_id"], "reply_id"), [_int(a, "asids") for a in q["asids"]],
            [str(j) for j in q["jobnames"]], [str(t) for t in q["tsonames"]], [str(x) for x in q["sdata"]],
            bool(q["default"])))
    dumps.active = _restore_capture(data["active"])
    dumps.queue = [c for c in (_restore_capture(q) for q in data["queue"]) if c is not None]
    dumps.datasets = [
        DumpDataSet(_int(ds["number"], "number", 0, 99),
                      None if ds["dumpid"] is None else _int(ds["dumpid"], "dumpid", 1, 999),
                      str(ds["title"]), _parse_time(ds["taken"]))
        for ds in data["datasets"]]
    dumps.automatic = bool(data["automatic"])
    dumps.sequence = _int(data["sequence"], "sequence")
    dumps.last = _restore_capture(data["last"])
    return dumps


def _restore_rmf(data: Any) -> Rmf:
    start = _required_time(data["start"], "start")
    rmf = Rmf(start, _float(data["cycle"], "cycle"), _int(data["samples"], "samples"))
    for name, (low, high, total, busy, ios, pages) in data["spaces"].items():
        rmf.spaces[str(name)] = SpaceSamples(
            None if low is None else _int(low, "low"), _int(high, "high"), _int(total, "total"),
            _float(busy, "busy"), _float(ios, "ios"), _int(pages, "pages"))
    if data.get("io") is not None:
        rmf.io = _restore_io_counters(data["io"])
    return rmf
