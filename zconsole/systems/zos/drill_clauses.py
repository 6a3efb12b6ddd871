"""z/OS's drill conditions: clauses on its machine's state, each judged against the model
(the grammar of conditions is console/conditions.py's; zconsole-drill(5) lists the clauses).

A new area (JES2 spool, channel paths) adds its clauses here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zconsole.console.conditions import NUMBERS, Clause, Vocabulary, Watch, are, flag, listed, names, percent

if TYPE_CHECKING:
    import datetime as dt

    from zconsole.systems.zos.model.machine import Machine

LEVELS = ("NONE", "WARN", "SHORT", "CRITICAL")  # model/living/shortage.py's Level, by name


def _observe(watch: Watch) -> None:
    """Remember every dump captured so far (a dump leaves the model once written over)."""
    machine: Machine = watch.machine
    if not machine.is_living:
        return
    dumps = machine.living(watch.now).dumps
    seen = watch.seen.setdefault("dumps", {})
    captured = [c for c in (dumps.active, *dumps.queue) if c is not None and c.phase != "capture"]
    for capture in (*captured, dumps.last):
        if capture is not None:
            seen[capture.dumpid] = (capture.names, capture.sdata)


def _job_numbers(machine: Machine, now: dt.datetime, jobname: str, status: str | None) -> frozenset[int]:
    """The numbers JES2 gave the jobs of that name (and status) on its queue."""
    jes2 = machine.living(now).jes2 if machine.is_living else None
    return frozenset(j.number for j in (jes2.jobs.values() if jes2 is not None else ())
                     if j.name == jobname and status in (None, j.status))


# --- readers of clause values ----------------------------------------------------------
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
    return names(raw["jobname"])[0], names(raw.get("sdata", [])) if raw.get("sdata") else ()


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
    seen = watch.seen.get("dumps", {}).values()
    return any(jobname in taken and set(sdata) <= set(got) for taken, got in seen)


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
    numbers = names(raw)
    if not all(len(n) == 4 and all(c in "0123456789ABCDEF" for c in n) for n in numbers):
        raise ValueError("must be a control unit number (four hex digits) or a list of them")
    return numbers


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
    return int(chpid, 16), measure, percent(raw[measure])


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




def _gb(mb: int) -> str:
    return f"{mb // 1024}G" if mb % 1024 == 0 else f"{mb}M"


def _said(v: tuple[str, ...]) -> tuple[str, ...]:
    return v


def _sdata(areas: tuple[str, ...]) -> str:
    return f" with SDATA=({','.join(areas)})" if areas else ""


CLAUSES: dict[str, Clause] = {
    # auxiliary storage (the local page data sets plus SCM), as IRA200E/IRA201E count it
    "aux_below": Clause(percent, lambda w, v: _aux_percent(w) < v,
                        lambda v: f"auxiliary storage is below {v} % in use", lambda v: (str(v),)),
    "shortage": Clause(_level, lambda w, v: _level_now(w) == v,
                       lambda v: f"the auxiliary storage shortage level is {v}", lambda v: (v,)),
    # IRA202I written (or no shortage at all): no *IRA200E/*IRA201E shortage, whatever the use
    "shortage_relieved": Clause(
        flag, lambda w, v: (LEVELS.index(_level_now(w)) < LEVELS.index("SHORT")) == v,
        lambda v: "the auxiliary storage shortage is relieved (IRA202I)" if v
        else "an auxiliary storage shortage is in force",
        lambda v: ("IRA202I",) if v else ("shortage",)),
    # address spaces
    "job_running": Clause(names, lambda w, v: all(_running(w, n) for n in v),
                          lambda v: f"{listed(v)} {are(v)} running", _said),
    "job_not_running": Clause(names, lambda w, v: not any(_running(w, n) for n in v),
                              lambda v: f"{listed(v)} {are(v, 'has', 'have')} ended", _said),
    # operator requests
    "no_wtor": Clause(flag, lambda w, v: (not _wtors(w)) == v,
                      lambda v: "no WTOR is outstanding" if v else "a WTOR is outstanding",
                      lambda v: ("WTOR",)),
    "wtor_outstanding": Clause(names, lambda w, v: all(m in _wtors(w) for m in v),
                               lambda v: f"{listed(v)} {are(v)} outstanding", _said),
    "no_action_message": Clause(names, lambda w, v: not any(m in _actions(w) for m in v),
                                lambda v: f"no *{listed(v)} is outstanding", _said),
    # paging configuration
    "scm_online_at_least": Clause(_amount, lambda w, v: _scm_online(w) >= v,
                                  lambda v: f"at least {_gb(v)} of SCM is online", lambda v: (_gb(v), "SCM")),
    "page_dataset_in_use": Clause(names, lambda w, v: all(_in_use(w, d) for d in v),
                                  lambda v: f"{listed(v)} {are(v)} in use", _said),
    "page_dataset_not_in_use": Clause(names, lambda w, v: not any(_in_use(w, d) for d in v),
                                      lambda v: f"{listed(v)} {are(v)} no longer in use", _said),
    "pagedel_active": Clause(flag, lambda w, v: (w.machine.pagedel is not None) == v,
                             lambda v: "a PAGEDEL is in progress" if v else "no PAGEDEL is left in progress",
                             lambda v: ("PAGEDEL",)),
    "wait_state": Clause(flag, lambda w, v: (w.machine.wait_state is not None or (
        w.machine.is_living and w.machine.living(w.now).wait_state is not None)) == v,
        lambda v: "the system is in a wait state" if v else "the system is not in a wait state",
        lambda v: ("wait state",)),
    # SVC dumps captured since the drill began (DUMP command, or a reply to IEE094D)
    "dump_captured": Clause(_dump, _dumped,
                            lambda v: f"an SVC dump of {v[0]}{_sdata(v[1])} has been captured",
                            lambda v: (v[0], *v[1])),
    "dump_missing": Clause(_dump, lambda w, v: not _dumped(w, v),
                           lambda v: f"no SVC dump of {v[0]} has been captured", lambda v: (v[0],)),
    # JES2: a job on the queue executing, waiting, or gone from it; spool use; initiators
    "jes2_executing": Clause(names, lambda w, v: all("EXECUTING" in _queue_status(w, n) for n in v),
                             lambda v: f"{listed(v)} {are(v)} executing", _said),
    "jes2_awaiting": Clause(names, lambda w, v: all("AWAITING EXECUTION" in _queue_status(w, n) for n in v),
                            lambda v: f"{listed(v)} {are(v, 'awaits', 'await')} execution", _said),
    "jes2_on_queue": Clause(names, lambda w, v: all(_queue_status(w, n) for n in v),
                            lambda v: f"{listed(v)} {are(v)} on JES2's queue", _said),
    "spool_below": Clause(percent, lambda w, v: _spool_percent(w) < v,
                          lambda v: f"spool use is below {v} %", lambda v: (str(v),)),
    "class_has_initiator": Clause(_job_class, _class_served,
                                  lambda v: f"an initiator serves class {v}", lambda v: (f"class {v}",)),
    # channels: every device of a control unit with N usable paths, none boxed; a CHPID's
    # utilisation (RMF CHANNEL PATH ACTIVITY's TOTAL or BUS) at the I/O rates in force now
    "cu_paths_at_least": Clause(
        _cu_paths, lambda w, v: min(_usable_paths(w, v[0]), default=0) >= v[1],
        lambda v: f"every device of CU {v[0]} has at least {NUMBERS[v[1]]} usable paths",
        lambda v: (v[0], NUMBERS[v[1]])),
    "no_boxed_device": Clause(_cu_numbers, lambda w, v: not any(_boxed(w, cu) for cu in v),
                              lambda v: f"no device of CU {listed(v)} is boxed", lambda v: (*v, "boxed")),
    "chpid_below": Clause(_chpid_load, lambda w, v: _chpid_percent(w, v[0], v[1]) < v[2],
                          lambda v: f"CHPID {v[0]:02X}'s {v[1].upper()} utilisation is below {v[2]} %",
                          lambda v: (f"{v[0]:02X}", str(v[2]))),
}

# .WAIT's answer (ZCN022I TIME IS NOW) is zconsole's note to whoever typed it
VOCABULARY = Vocabulary(CLAUSES, observe=_observe, job_numbers=_job_numbers,
                        not_on_screen=frozenset({"ZCN022I"}))
