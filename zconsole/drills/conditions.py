"""The condition vocabulary of drill files: clauses on machine state, each evaluated against the model.

A condition is a TOML table of clauses, all of which must hold
(``{ job_running = "DB2A", aux_below = 70 }``). Each clause name is one entry of
CLAUSES: how its value is read and how it is judged. A new area (JES2 spool, channel
paths) adds its clauses here, and zconsole-drill(5) lists them.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import attrs

from zconsole.systems.zos.model.machine import Machine

LEVELS = ("NONE", "WARN", "SHORT", "CRITICAL")  # model/living/shortage.py's Level, by name


@attrs.define(eq=False)
class Watch:
    """What a condition is judged on: the machine now, and what was seen on the way
    (dumps, which leave the model once written over)."""

    machine: Machine
    now: dt.datetime
    dumps: dict[int, tuple[tuple[str, ...], tuple[str, ...]]] = attrs.Factory(dict)

    def observe(self, machine: Machine, now: dt.datetime) -> None:
        """Look at the machine as it is now; remember every dump captured so far."""
        self.machine, self.now = machine, now
        if not machine.is_living:
            return
        dumps = machine.living(now).dumps
        captured = [c for c in (dumps.active, *dumps.queue) if c is not None and c.phase != "capture"]
        for capture in (*captured, dumps.last):
            if capture is not None:
                self.dumps[capture.dumpid] = (capture.names, capture.sdata)


@attrs.frozen
class Condition:
    """Clauses that must all hold: (name, value) pairs in the order written."""

    clauses: tuple[tuple[str, Any], ...]

    def holds(self, watch: Watch) -> bool:
        return all(CLAUSES[name][1](watch, value) for name, value in self.clauses)


def parse_condition(data: dict[str, Any]) -> Condition:
    """A condition table to a Condition; ValueError names what is wrong."""
    if not data:
        raise ValueError("a condition needs at least one clause")
    clauses = []
    for name, raw in data.items():
        if name not in CLAUSES:
            raise ValueError(f"{name!r} is not a condition (known: {', '.join(sorted(CLAUSES))})")
        try:
            clauses.append((name, CLAUSES[name][0](raw)))
        except (ValueError, TypeError) as exc:
            raise ValueError(f"{name}: {exc}") from None
    return Condition(tuple(clauses))


# --- readers of clause values ----------------------------------------------------------
def _names(raw: Any) -> tuple[str, ...]:
    items = [raw] if isinstance(raw, str) else raw
    if not isinstance(items, list) or not items or not all(isinstance(i, str) and i for i in items):
        raise ValueError("must be a name or a list of names")
    return tuple(i.upper() for i in items)


def _percent(raw: Any) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 < raw <= 100:
        raise ValueError("must be a whole percentage from 1 to 100")
    return raw


def _flag(raw: Any) -> bool:
    if not isinstance(raw, bool):
        raise ValueError("must be true or false")
    return raw


def _level(raw: Any) -> str:
    if not isinstance(raw, str) or raw.upper() not in LEVELS:
        raise ValueError(f"must be one of {', '.join(LEVELS)}")
    return raw.upper()


def _amount(raw: Any) -> int:
    from zconsole.systems.zos.model.core.units import parse_amount

    if not isinstance(raw, str):
        raise ValueError("must be an amount such as 80G")
    return parse_amount(raw.upper())


def _dump(raw: Any) -> tuple[str, tuple[str, ...]]:
    if not isinstance(raw, dict) or set(raw) - {"jobname", "sdata"} or "jobname" not in raw:
        raise ValueError("must be a table { jobname = \"NAME\", sdata = [\"RGN\", ...] }")
    return _names(raw["jobname"])[0], _names(raw.get("sdata", [])) if raw.get("sdata") else ()


# --- judges ----------------------------------------------------------------------------
def _running(watch: Watch, name: str) -> bool:
    machine = watch.machine
    return machine.is_living and bool(machine.living(watch.now).by_name(name))


def _aux_percent(watch: Watch) -> float:
    machine = watch.machine
    return machine.living(watch.now).percent(machine) if machine.is_living else 0.0


def _level_now(watch: Watch) -> str:
    machine = watch.machine
    return LEVELS[int(machine.living(watch.now).level)] if machine.is_living else "NONE"


def _wtors(watch: Watch) -> list[str]:
    machine = watch.machine
    return [r.msgid for r in machine.living(watch.now).replies.wtors()] if machine.is_living else []


def _actions(watch: Watch) -> list[str]:
    machine = watch.machine
    return [r.msgid for r in machine.living(watch.now).replies.actions()] if machine.is_living else []


def _scm_online(watch: Watch) -> int:
    from zconsole.systems.zos.model.paging.scm import IncrementStatus

    scm = watch.machine.scm
    return scm.amount_mb(IncrementStatus.ONLINE) if scm is not None else 0


def _in_use(watch: Watch, dsname: str) -> bool:
    return watch.machine.find_page_dataset(dsname) is not None


def _dumped(watch: Watch, wanted: tuple[str, tuple[str, ...]]) -> bool:
    jobname, sdata = wanted
    return any(jobname in names and set(sdata) <= set(got) for names, got in watch.dumps.values())


# --- JES2 (model/jes2/): the queue, initiators and spool ------------------------------
def _jes2(watch: Watch) -> Any:
    machine = watch.machine
    return machine.living(watch.now).jes2 if machine.is_living else None


def _queue_status(watch: Watch, name: str) -> set[str]:
    jes2 = _jes2(watch)
    return {j.status for j in jes2.jobs.values() if j.name == name} if jes2 is not None else set()


def _spool_percent(watch: Watch) -> float:
    jes2 = _jes2(watch)
    return float(jes2.usage("TGS", watch.now)[0]) if jes2 is not None else 0.0


def _class_served(watch: Watch, job_class: str) -> bool:
    """An initiator that may select the class: started (not drained or draining)."""
    jes2 = _jes2(watch)
    return jes2 is not None and any(job_class in i.classes and i.status in ("INACTIVE", "ACTIVE")
                                    for i in jes2.inits)


def _job_class(raw: Any) -> str:
    if not isinstance(raw, str) or len(raw) != 1 or not raw.isalnum():
        raise ValueError("must be one job class, a letter or digit")
    return raw.upper()


# --- channels (model/io/): devices' usable paths, a CHPID's load ----------------------
def _cu_numbers(raw: Any) -> tuple[str, ...]:
    names = _names(raw)
    if not all(len(n) == 4 and all(c in "0123456789ABCDEF" for c in n) for n in names):
        raise ValueError("must be a control unit number (four hex digits) or a list of them")
    return names


def _cu_paths(raw: Any) -> tuple[str, int]:
    if not isinstance(raw, dict) or set(raw) != {"cu", "paths"}:
        raise ValueError("must be a table { cu = \"7900\", paths = N }")
    paths = raw["paths"]
    if isinstance(paths, bool) or not isinstance(paths, int) or not 1 <= paths <= 8:
        raise ValueError("paths must be a whole number from 1 to 8")
    return _cu_numbers(raw["cu"])[0], paths


def _chpid_load(raw: Any) -> tuple[int, str, int]:
    measures = {"bus", "total"}
    keys = set(raw) if isinstance(raw, dict) else set()
    if "chpid" not in keys or len(keys & measures) != 1 or keys - measures - {"chpid"}:
        raise ValueError("must be a table { chpid = \"A3\", bus = N } (or total = N)")
    chpid = raw["chpid"]
    if not isinstance(chpid, str) or len(chpid) != 2 or any(c not in "0123456789ABCDEFabcdef" for c in chpid):
        raise ValueError("chpid must be two hex digits")
    measure = (keys & measures).pop()
    return int(chpid, 16), measure, _percent(raw[measure])


def _usable_paths(watch: Watch, cu: str) -> list[int]:
    """Usable paths (online, CHPID online, link working; D M=DEV's PATH ONLINE and PATH
    OPERATIONAL both Y) of each device of the control unit; a boxed device has none."""
    from zconsole.systems.zos.model.io.channels import DeviceStatus

    io = watch.machine.io
    if cu not in io.control_units:
        return []
    unit = io.control_units[cu]
    fresh = sum(1 for p in unit.paths if io.chpids[p.chpid].online and io.chpids[p.chpid].operational)
    counts = []
    for _, device in io.devices.runs(io.devices.ranges_of(cu)):
        if device is None:
            counts.append(fresh)  # a run of devices as described: every path of the unit
        else:
            counts.append(0 if device.status is DeviceStatus.BOXED else io.online_path_count(device))
    return counts


def _boxed(watch: Watch, cu: str) -> bool:
    from zconsole.systems.zos.model.io.channels import DeviceStatus

    io = watch.machine.io
    runs = io.devices.runs(io.devices.ranges_of(cu)) if cu in io.control_units else iter(())
    return any(d is not None and d.status is DeviceStatus.BOXED for _, d in runs)


def _chpid_percent(watch: Watch, chpid: int, measure: str) -> float:
    """The CHPID's UTILIZATION TOTAL or BUS % at the rates in force now: one second of the
    I/O plan counted and reported as RMF's CHANNEL PATH ACTIVITY does (model/io/report.py)."""
    machine = watch.machine
    if not machine.is_living:
        return 0.0
    from zconsole.systems.zos.model.io.counters import IoCounters
    from zconsole.systems.zos.model.io.report import chan_rows
    from zconsole.systems.zos.model.living.io_flow import current

    counters = IoCounters()
    counters.observe(current(machine.living(watch.now), machine, watch.now), 1.0)
    name = f"{chpid:02X}"
    row = next((r for r in chan_rows(machine.io, counters, 1.0) if r.chpid == name), None)
    return 0.0 if row is None else row.bus if measure == "bus" else row.total


Reader = Callable[[Any], Any]
Judge = Callable[[Watch, Any], bool]

CLAUSES: dict[str, tuple[Reader, Judge]] = {
    # auxiliary storage (the local page data sets plus SCM), as IRA200E/IRA201E count it
    "aux_below": (_percent, lambda w, v: _aux_percent(w) < v),
    "shortage": (_level, lambda w, v: _level_now(w) == v),
    # IRA202I written (or no shortage at all): no *IRA200E/*IRA201E shortage, whatever the use
    "shortage_relieved": (_flag, lambda w, v: (LEVELS.index(_level_now(w)) < LEVELS.index("SHORT")) == v),
    # address spaces
    "job_running": (_names, lambda w, v: all(_running(w, n) for n in v)),
    "job_not_running": (_names, lambda w, v: not any(_running(w, n) for n in v)),
    # operator requests
    "no_wtor": (_flag, lambda w, v: (not _wtors(w)) == v),
    "wtor_outstanding": (_names, lambda w, v: all(m in _wtors(w) for m in v)),
    "no_action_message": (_names, lambda w, v: not any(m in _actions(w) for m in v)),
    # paging configuration
    "scm_online_at_least": (_amount, lambda w, v: _scm_online(w) >= v),
    "page_dataset_in_use": (_names, lambda w, v: all(_in_use(w, d) for d in v)),
    "page_dataset_not_in_use": (_names, lambda w, v: not any(_in_use(w, d) for d in v)),
    "pagedel_active": (_flag, lambda w, v: (w.machine.pagedel is not None) == v),
    "wait_state": (_flag, lambda w, v: (w.machine.wait_state is not None or (
        w.machine.is_living and w.machine.living(w.now).wait_state is not None)) == v),
    # SVC dumps captured since the drill began (DUMP command, or a reply to IEE094D)
    "dump_captured": (_dump, _dumped),
    "dump_missing": (_dump, lambda w, v: not _dumped(w, v)),
    # JES2: a job on the queue executing, waiting, or gone from it; spool use; initiators
    "jes2_executing": (_names, lambda w, v: all("EXECUTING" in _queue_status(w, n) for n in v)),
    "jes2_awaiting": (_names, lambda w, v: all("AWAITING EXECUTION" in _queue_status(w, n) for n in v)),
    "jes2_on_queue": (_names, lambda w, v: all(_queue_status(w, n) for n in v)),
    "spool_below": (_percent, lambda w, v: _spool_percent(w) < v),
    "class_has_initiator": (_job_class, _class_served),
    # channels: every device of a control unit with N usable paths, none boxed; a CHPID's
    # utilisation (RMF CHANNEL PATH ACTIVITY's TOTAL or BUS) at the I/O rates in force now
    "cu_paths_at_least": (_cu_paths, lambda w, v: min(_usable_paths(w, v[0]), default=0) >= v[1]),
    "no_boxed_device": (_cu_numbers, lambda w, v: not any(_boxed(w, cu) for cu in v)),
    "chpid_below": (_chpid_load, lambda w, v: _chpid_percent(w, v[0], v[1]) < v[2]),
}


# --- an objective's words ----------------------------------------------------------------
# Each clause in words (an objective without ``text`` says these), and what a ``text``
# written by hand must name so it cannot say one thing while the clause judges another.
def _listed(names: tuple[str, ...]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _gb(mb: int) -> str:
    return f"{mb // 1024}G" if mb % 1024 == 0 else f"{mb}M"


_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight")

Words = Callable[[Any], str]
Terms = Callable[[Any], tuple[str, ...]]

WORDS: dict[str, tuple[Words, Terms]] = {
    "aux_below": (lambda v: f"auxiliary storage is below {v} % in use", lambda v: (str(v),)),
    "shortage": (lambda v: f"the auxiliary storage shortage level is {v}", lambda v: (v,)),
    "shortage_relieved": (lambda v: "the auxiliary storage shortage is relieved (IRA202I)" if v
                          else "an auxiliary storage shortage is in force",
                          lambda v: ("IRA202I",) if v else ("shortage",)),
    "job_running": (lambda v: f"{_listed(v)} {'is' if len(v) == 1 else 'are'} running", lambda v: v),
    "job_not_running": (lambda v: f"{_listed(v)} {'has' if len(v) == 1 else 'have'} ended", lambda v: v),
    "no_wtor": (lambda v: "no WTOR is outstanding" if v else "a WTOR is outstanding", lambda v: ("WTOR",)),
    "wtor_outstanding": (lambda v: f"{_listed(v)} {'is' if len(v) == 1 else 'are'} outstanding", lambda v: v),
    "no_action_message": (lambda v: f"no *{_listed(v)} is outstanding", lambda v: v),
    "scm_online_at_least": (lambda v: f"at least {_gb(v)} of SCM is online", lambda v: (_gb(v), "SCM")),
    "page_dataset_in_use": (lambda v: f"{_listed(v)} {'is' if len(v) == 1 else 'are'} in use", lambda v: v),
    "page_dataset_not_in_use": (lambda v: f"{_listed(v)} {'is' if len(v) == 1 else 'are'} no longer in use",
                                lambda v: v),
    "pagedel_active": (lambda v: "a PAGEDEL is in progress" if v else "no PAGEDEL is left in progress",
                       lambda v: ("PAGEDEL",)),
    "wait_state": (lambda v: "the system is in a wait state" if v else "the system is not in a wait state",
                   lambda v: ("wait state",)),
    "dump_captured": (lambda v: f"an SVC dump of {v[0]}" + (f" with SDATA=({','.join(v[1])})" if v[1] else "")
                      + " has been captured", lambda v: (v[0], *v[1])),
    "dump_missing": (lambda v: f"no SVC dump of {v[0]} has been captured", lambda v: (v[0],)),
    "jes2_executing": (lambda v: f"{_listed(v)} {'is' if len(v) == 1 else 'are'} executing", lambda v: v),
    "jes2_awaiting": (lambda v: f"{_listed(v)} {'awaits' if len(v) == 1 else 'await'} execution",
                      lambda v: v),
    "jes2_on_queue": (lambda v: f"{_listed(v)} {'is' if len(v) == 1 else 'are'} on JES2's queue",
                      lambda v: v),
    "spool_below": (lambda v: f"spool use is below {v} %", lambda v: (str(v),)),
    "class_has_initiator": (lambda v: f"an initiator serves class {v}", lambda v: (f"class {v}",)),
    "cu_paths_at_least": (lambda v: f"every device of CU {v[0]} has at least {_NUMBERS[v[1]]} usable paths",
                          lambda v: (v[0], _NUMBERS[v[1]])),
    "no_boxed_device": (lambda v: f"no device of CU {_listed(v)} is boxed", lambda v: (*v, "boxed")),
    "chpid_below": (lambda v: f"CHPID {v[0]:02X}'s {v[1].upper()} utilisation is below {v[2]} %",
                    lambda v: (f"{v[0]:02X}", str(v[2]))),
}


def describe(condition: Condition) -> str:
    """The condition in words: each clause's, joined."""
    return _listed(tuple(WORDS[name][0](value) for name, value in condition.clauses))


def unnamed(condition: Condition, text: str) -> list[str]:
    """What the condition judges that ``text`` does not name (case aside; a number may be
    a word, a data set its last qualifier): empty when the words agree with the clauses."""
    said = text.upper()
    missing = []
    for name, value in condition.clauses:
        for term in WORDS[name][1](value):
            wanted = term.upper()
            short = wanted.rsplit(".", 1)[-1]
            digit = str(_NUMBERS.index(term)) if term in _NUMBERS else None
            if wanted not in said and short not in said and (digit is None or digit not in said):
                missing.append(term)
    return missing
