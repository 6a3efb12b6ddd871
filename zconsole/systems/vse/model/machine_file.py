"""A VSE machine file (TOML, man/zconsole-vse-machine.5) read into a VseMachine; the same
schema is --state's machine. Every refusal is one line: the file, the key and the reason.
"""

from __future__ import annotations

import datetime as dt
import tomllib
from typing import TYPE_CHECKING, Any

from zconsole.systems.vse.model.dynamic import MAX_NPARTS, SUFFIXES, DynClass, is_dynamic
from zconsole.systems.vse.model.machine import VseMachine
from zconsole.systems.vse.model.partitions import (
    DYNAMIC_CLASSES,
    MAX_TASKS,
    STATIC,
    TASKS_PER_PARTITION,
    Partition,
)
from zconsole.systems.vse.model.power import DISPOSITIONS, QUEUES, Job, Power
from zconsole.systems.vse.model.replies import FIRST_SHARED, KINDS, LAST_ID, Reply
from zconsole.systems.vse.model.sva import RELEASES, SDL_MAX, SvaList

if TYPE_CHECKING:
    from pathlib import Path

TOP = {
    "log",
    "system_name",
    "release",
    "sdl",
    "sva24_kb",
    "sva31_kb",
    "phases24_kb",
    "phases31_kb",
    "iccf_users",
    "iccf_partition",
    "prty",
    "partitions",
    "jobs",
    "cpuid",
    "lta_fetches",
    "label_svcs",
    "settled",
    "next_number",
    "replies",
    "next_reply",
    "pause_pending",
    "sdl_open",
    "sva_lists",
    "sva_loaded",
    "dynamic_classes",
    "nparts",
}
DYN_KEYS = {"partitions", "alloc_kb", "size_kb", "tasks", "enabled"}
LIST_KEYS = {"phases", "kb24", "kb31", "at_ipl"}
REPLY_KEYS = {"number", "partition", "kind", "prompt"}
PART_KEYS = {
    "alloc_kb",
    "size_kb",
    "getvis24_used_kb",
    "getvis31_kb",
    "getvis31_used_kb",
    "classes",
    "started",
    "phase",
    "tasks",
    "lubs",
}
JOB_KEYS = {
    "name",
    "number",
    "priority",
    "disp",
    "class",
    "cards",
    "minutes",
    "pages",
    "run",
    "running",
    "started",
    "queue",
    "origin",
    "jcl",
    "step",
    "msg",
    "ends_at",
    "blocked",
}
NAME_CHARS = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$#@")


class VseMachineFileError(ValueError):
    """A machine file that cannot be used: file, key, reason (``key`` and ``reason`` kept
    apart too, for --state's form of the line)."""

    def __init__(self, text: str, key: str = "", reason: str = "") -> None:
        super().__init__(text)
        self.key = key
        self.reason = reason or text


def load_machine(path: Path) -> VseMachine:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise VseMachineFileError(f"{path}: cannot read: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise VseMachineFileError(f"{path}: not UTF-8 text") from None
    except tomllib.TOMLDecodeError as exc:
        raise VseMachineFileError(f"{path}: not TOML: {exc}") from None
    return machine_from_data(data, path)


class _Reader:
    def __init__(self, path: Path | str) -> None:
        self.path = path

    def fail(self, key: str, reason: str) -> VseMachineFileError:
        return VseMachineFileError(f"{self.path}: {key}: {reason}", key, reason)

    def unknown(self, table: dict[str, Any], allowed: set[str], where: str) -> None:
        for key in table:
            if key not in allowed:
                raise self.fail(f"{where}{key}", "not a key of a VSE machine file")

    def number(
        self, table: dict[str, Any], key: str, where: str, default: int | None, low: int, high: int
    ) -> int:
        value = table.get(key, default)
        if value is None:
            raise self.fail(where + key, "missing")
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(where + key, "must be a whole number")
        if not low <= value <= high:
            raise self.fail(where + key, f"must be {low}-{high}, not {value}")
        return value

    def text(self, table: dict[str, Any], key: str, where: str, default: str | None) -> str:
        value = table.get(key, default)
        if value is None:
            raise self.fail(where + key, "missing")
        if not isinstance(value, str):
            raise self.fail(where + key, "must be a string")
        return value

    def name(self, table: dict[str, Any], key: str, where: str, default: str | None = None) -> str:
        value = self.text(table, key, where, default)
        if not 1 <= len(value) <= 8 or not set(value) <= NAME_CHARS:
            raise self.fail(where + key, f"{value!r} is not a name of 1-8 letters, digits, $ # @")
        return value

    def flag(self, table: dict[str, Any], key: str, where: str, default: bool) -> bool:
        value = table.get(key, default)
        if not isinstance(value, bool):
            raise self.fail(where + key, "must be true or false")
        return value

    def names(self, table: dict[str, Any], key: str, allowed: set[str] | dict[str, Any]) -> list[str]:
        value = table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v in allowed for v in value):
            raise self.fail(key, f"must be a list of names out of: {', '.join(sorted(allowed)) or 'none'}")
        if len(set(value)) != len(value):
            raise self.fail(key, "names a thing twice")
        return list(value)

    def time(self, table: dict[str, Any], key: str, where: str) -> dt.datetime | None:
        value = table.get(key)
        if value is None:
            return None
        if not isinstance(value, dt.datetime) or value.tzinfo is not None:
            raise self.fail(where + key, "must be a local date and time (2019-01-11T22:30:00)")
        return value


def machine_from_data(data: dict[str, Any], path: Path | str) -> VseMachine:
    """The machine of a parsed machine file (or a state's machine)."""
    r = _Reader(path)
    r.unknown(data, TOP, "")
    release = r.text(data, "release", "", "2.7")
    if release not in RELEASES:
        raise r.fail("release", f"must be one of {', '.join(RELEASES)}, not {release!r}")
    dyn_classes = _dyn_classes(r, data.get("dynamic_classes", {}))
    partitions = _partitions(r, data.get("partitions", {}), dyn_classes)
    static = [name for name in partitions if name in STATIC]
    prty = data.get("prty", [*DYNAMIC_CLASSES, *reversed(static)])
    if not isinstance(prty, list) or sorted(prty) != sorted([*DYNAMIC_CLASSES, *static]):
        raise r.fail("prty", "must list each partition and dynamic class once, lowest priority first")
    machine = VseMachine(
        system_name=r.name(data, "system_name", "", "SYSA"),
        release=release,
        sdl=r.number(data, "sdl", "", 700, 1, SDL_MAX[release]),
        partitions=partitions,
        prty=list(prty),
        sva24_kb=r.number(data, "sva24_kb", "", 768, 64, 16384),
        sva31_kb=r.number(data, "sva31_kb", "", 20480, 0, 2 * 1024 * 1024),
        phases24_kb=r.number(data, "phases24_kb", "", 300, 0, 16384),
        phases31_kb=r.number(data, "phases31_kb", "", 4096, 0, 2 * 1024 * 1024),
        iccf_users=r.number(data, "iccf_users", "", 0, 0, 9999),
        iccf_partition=r.text(data, "iccf_partition", "", ""),
        cpuid=r.text(data, "cpuid", "", "FF0123452064"),
        lta_fetches=r.number(data, "lta_fetches", "", 0, 0, 2**62),
        label_svcs=r.number(data, "label_svcs", "", 0, 0, 2**62),
        settled=r.time(data, "settled", ""),
    )
    machine.dyn_classes = dyn_classes
    machine.nparts = r.number(data, "nparts", "", len(STATIC), len(STATIC), MAX_NPARTS)
    if len(partitions) > machine.nparts:
        raise r.fail("partitions", f"{len(partitions)} partitions: more than nparts = {machine.nparts}")
    log = data.get("log", True)
    if not isinstance(log, bool):
        raise r.fail("log", "must be true or false")
    machine.log = log
    if machine.iccf_partition and machine.iccf_partition not in partitions:
        raise r.fail("iccf_partition", f"{machine.iccf_partition} is not a partition of this file")
    if machine.tasks() > MAX_TASKS:
        raise r.fail("partitions", f"{machine.tasks()} tasks: VSE has at most {MAX_TASKS}")
    from zconsole.systems.vse.model.sva import PAGE

    if machine.sva().used24 > machine.sva24_kb * 1024:
        need = -(-machine.sva().used24 // PAGE) * 4
        raise r.fail("sdl", f"SVA-24 of {machine.sva24_kb}K cannot hold it ({need}K needed)")
    machine.sva_lists = _sva_lists(r, data.get("sva_lists", {}))
    machine.sva_loaded = r.names(data, "sva_loaded", machine.sva_lists)
    if "sva_loaded" not in data:
        machine.sva_loaded = [name for name, found in machine.sva_lists.items() if found.at_ipl]
    if machine.sdl_used() > machine.sdl:
        raise r.fail("sva_loaded", f"{machine.sdl_used()} SDL entries loaded, more than sdl = {machine.sdl}")
    if machine.sva().used24 > machine.sva24_kb * 1024:
        raise r.fail("sva_loaded", f"the loaded lists do not fit SVA-24 of {machine.sva24_kb}K")
    machine.pause_pending = r.names(data, "pause_pending", partitions)
    machine.sdl_open = r.names(data, "sdl_open", partitions)
    machine.power = _power(r, data, partitions)
    machine.replies = _replies(r, data.get("replies", []), partitions)
    machine.next_reply = r.number(data, "next_reply", "", FIRST_SHARED, FIRST_SHARED, LAST_ID)
    return machine


def _sva_lists(r: _Reader, table: Any) -> dict[str, SvaList]:
    if not isinstance(table, dict):
        raise r.fail("sva_lists", "must be a table of load lists ([sva_lists.NAME])")
    out: dict[str, SvaList] = {}
    for name, entry in table.items():
        where = f"sva_lists.{name}."
        if not 1 <= len(name) <= 8 or not set(name) <= NAME_CHARS:
            raise r.fail(where[:-1], "a load list's name is 1-8 letters, digits, $ # @")
        if not isinstance(entry, dict):
            raise r.fail(where[:-1], "must be a table")
        r.unknown(entry, LIST_KEYS, where)
        out[name] = SvaList(
            r.number(entry, "phases", where, None, 1, 32765),
            r.number(entry, "kb24", where, 0, 0, 16384),
            r.number(entry, "kb31", where, 0, 0, 2 * 1024 * 1024),
            r.flag(entry, "at_ipl", where, False),
        )
    return out


def _replies(r: _Reader, entries: Any, partitions: dict[str, Partition]) -> list[Reply]:
    if not isinstance(entries, list) or len(entries) > 2 * len(STATIC):
        raise r.fail("replies", f"must be an array of at most {2 * len(STATIC)} tables")
    out: list[Reply] = []
    for n, entry in enumerate(entries):
        where = f"replies[{n}]."
        if not isinstance(entry, dict):
            raise r.fail(where[:-1], "must be a table")
        r.unknown(entry, REPLY_KEYS, where)
        reply = Reply(
            r.number(entry, "number", where, None, 0, LAST_ID),
            r.text(entry, "partition", where, None),
            r.text(entry, "kind", where, None),
            r.text(entry, "prompt", where, ""),
        )
        if reply.partition not in partitions:
            raise r.fail(where + "partition", f"{reply.partition} is not a partition of this file")
        if reply.kind not in KINDS:
            raise r.fail(where + "kind", f"must be one of {', '.join(KINDS)}")
        if reply.prompt not in ("", "1I00A"):
            raise r.fail(where + "prompt", 'must be "" or "1I00A"')
        same = (reply.partition, reply.kind)
        if any(o.number == reply.number or (o.partition, o.kind) == same for o in out):
            raise r.fail(where[:-1], "a reply id, or a partition's job control or program, waits twice")
        out.append(reply)
    return out


def _lubs(r: _Reader, table: Any, where: str) -> dict[str, str]:
    from zconsole.systems.vse.model.lubs import device_ok, unit_ok

    if not isinstance(table, dict):
        raise r.fail(where + "lubs", "must be a table of logical unit = device")
    for unit, device in table.items():
        if not unit_ok(unit):
            raise r.fail(f"{where}lubs.{unit}", "not a logical unit (a system one, or SYS000-SYS254)")
        if not isinstance(device, str) or not device_ok(device):
            raise r.fail(f"{where}lubs.{unit}", "must be a device: cuu, UA, IGN or DISK,VOL=volser[,SHR]")
    return dict(table)


def _dyn_classes(r: _Reader, table: Any) -> dict[str, DynClass]:
    if not isinstance(table, dict):
        raise r.fail("dynamic_classes", "must be a table of dynamic classes ([dynamic_classes.C])")
    out: dict[str, DynClass] = {}
    for name, entry in table.items():
        where = f"dynamic_classes.{name}."
        if name not in DYNAMIC_CLASSES:
            raise r.fail(where[:-1], f"not a dynamic class ({', '.join(DYNAMIC_CLASSES)})")
        if not isinstance(entry, dict):
            raise r.fail(where[:-1], "must be a table")
        r.unknown(entry, DYN_KEYS, where)
        found = DynClass(
            name,
            r.number(entry, "partitions", where, None, 1, len(SUFFIXES)),
            r.number(entry, "alloc_kb", where, None, 128, 2 * 1024 * 1024),
            r.number(entry, "size_kb", where, None, 0, 2 * 1024 * 1024),
            r.number(entry, "tasks", where, 1, 1, TASKS_PER_PARTITION),
            r.flag(entry, "enabled", where, True),
        )
        if found.size_kb > found.alloc_kb:
            raise r.fail(where + "size_kb", f"{found.size_kb}K is more than alloc_kb {found.alloc_kb}K")
        out[name] = found
    return out


def _partitions(r: _Reader, table: Any, dyn_classes: dict[str, DynClass]) -> dict[str, Partition]:
    if not isinstance(table, dict) or not table:
        raise r.fail("partitions", "must be a table of the static partitions (BG, F1-FB)")
    out: dict[str, Partition] = {}
    for name in table:
        if name not in STATIC and not (is_dynamic(name) and name[0] in dyn_classes):
            raise r.fail(
                f"partitions.{name}",
                f"not a static partition ({', '.join(STATIC)}) nor one of this file's dynamic classes",
            )
    for name in [*(n for n in STATIC if n in table), *(n for n in table if n not in STATIC)]:
        entry = table[name]
        where = f"partitions.{name}."
        if not isinstance(entry, dict):
            raise r.fail(where[:-1], "must be a table")
        r.unknown(entry, PART_KEYS, where)
        part = Partition(
            name,
            alloc_kb=r.number(entry, "alloc_kb", where, None, 128, 2 * 1024 * 1024),
            size_kb=r.number(entry, "size_kb", where, None, 0, 2 * 1024 * 1024),
            getvis24_used_kb=r.number(entry, "getvis24_used_kb", where, 0, 0, 16384),
            getvis31_kb=r.number(entry, "getvis31_kb", where, 0, 0, 2 * 1024 * 1024),
            getvis31_used_kb=r.number(entry, "getvis31_used_kb", where, 0, 0, 2 * 1024 * 1024),
            classes=r.text(entry, "classes", where, ""),
            phase=r.text(entry, "phase", where, ""),
            tasks=r.number(entry, "tasks", where, 1, 1, TASKS_PER_PARTITION),
        )
        part.started = bool(entry.get("started", bool(part.classes) or bool(part.phase)))
        part.lubs = _lubs(r, entry.get("lubs", {}), where)
        if part.size_kb > part.alloc_kb:
            raise r.fail(where + "size_kb", f"{part.size_kb}K is more than alloc_kb {part.alloc_kb}K")
        if part.getvis24_used_kb > part.getvis24_kb:
            raise r.fail(where + "getvis24_used_kb", f"more than the {part.getvis24_kb}K above SIZE")
        if part.getvis31_used_kb > part.getvis31_kb:
            raise r.fail(where + "getvis31_used_kb", "more than getvis31_kb")
        if not set(part.classes) <= NAME_CHARS - {"$", "#", "@"}:
            raise r.fail(where + "classes", "POWER classes are letters and digits")
        out[name] = part
    return out


def _jcl(r: _Reader, entry: dict[str, Any], where: str) -> tuple[str, ...]:
    from zconsole.systems.vse.model.jobcontrol import MAX_STATEMENTS, valid

    value = entry.get("jcl", [])
    if not isinstance(value, list) or len(value) > MAX_STATEMENTS:
        raise r.fail(where + "jcl", f"must be a list of at most {MAX_STATEMENTS} statements")
    for n, text in enumerate(value):
        if not isinstance(text, str) or not valid(text):
            raise r.fail(
                f"{where}jcl[{n}]",
                "not a statement zconsole's job control knows (// PAUSE, // EXEC, SET SDL, LIST=name, /*)",
            )
    return tuple(value)


def _power(r: _Reader, data: dict[str, Any], partitions: dict[str, Partition]) -> Power:
    power = Power(sysid=str(data.get("system_name", "SYSA")))
    jobs = data.get("jobs", [])
    if not isinstance(jobs, list):
        raise r.fail("jobs", "must be an array of tables ([[jobs]])")
    highest = 0
    for n, entry in enumerate(jobs):
        where = f"jobs[{n}]."
        if not isinstance(entry, dict):
            raise r.fail(where[:-1], "must be a table")
        r.unknown(entry, JOB_KEYS, where)
        disp = r.text(entry, "disp", where, "D")
        if len(disp) != 1 or disp not in DISPOSITIONS:
            raise r.fail(where + "disp", f"must be one of {', '.join(DISPOSITIONS)}")
        queue = r.text(entry, "queue", where, "RDR")
        if queue not in QUEUES:
            raise r.fail(where + "queue", f"must be one of {', '.join(QUEUES)}")
        klass = r.text(entry, "class", where, "A")
        if len(klass) != 1 or klass not in NAME_CHARS - {"$", "#", "@"}:
            raise r.fail(where + "class", "must be one letter or digit")
        job = Job(
            r.name(entry, "name", where),
            r.number(entry, "number", where, None, 1, 99999),
            r.number(entry, "priority", where, 3, 0, 9),
            disp,
            klass,
            cards=r.number(entry, "cards", where, 0, 0, 9999999),
            minutes=r.number(entry, "minutes", where, 0, 0, 525600),
            pages=r.number(entry, "pages", where, 0, 0, 9999999),
            run_at=r.time(entry, "run", where),
            origin=r.name(entry, "origin", where, power.sysid),
            jcl=_jcl(r, entry, where),
            msg=r.flag(entry, "msg", where, False),
        )
        job.step = r.number(entry, "step", where, 0, 0, len(job.jcl))
        job.ends_at = r.time(entry, "ends_at", where)
        job.blocked = r.text(entry, "blocked", where, "")[:60]
        running = r.text(entry, "running", where, "")
        if running:
            if running not in partitions or queue != "RDR":
                raise r.fail(where + "running", f"{running} is not a partition of this file")
            job.partition = running
            job.started = r.time(entry, "started", where)
        highest = max(highest, job.number)
        power.queues[queue].append(job)
    power.next_number = r.number(data, "next_number", "", highest + 1, 1, 99999)
    return power


def machine_to_data(machine: VseMachine) -> dict[str, Any]:
    """The machine in the machine file's schema (--state keeps it so)."""
    data: dict[str, Any] = {
        "system_name": machine.system_name,
        "release": machine.release,
        "sdl": machine.sdl,
        "sva24_kb": machine.sva24_kb,
        "sva31_kb": machine.sva31_kb,
        "phases24_kb": machine.phases24_kb,
        "phases31_kb": machine.phases31_kb,
        "iccf_users": machine.iccf_users,
        "iccf_partition": machine.iccf_partition,
        "prty": list(machine.prty),
        "cpuid": machine.cpuid,
        "lta_fetches": machine.lta_fetches,
        "label_svcs": machine.label_svcs,
        "next_number": machine.power.next_number,
        "log": machine.log,
        "next_reply": machine.next_reply,
        "pause_pending": list(machine.pause_pending),
        "sdl_open": list(machine.sdl_open),
        "sva_loaded": list(machine.sva_loaded),
        "sva_lists": {
            name: {"phases": found.phases, "kb24": found.kb24, "kb31": found.kb31, "at_ipl": found.at_ipl}
            for name, found in machine.sva_lists.items()
        },
        "nparts": machine.nparts,
        "dynamic_classes": {
            name: {
                "partitions": d.partitions,
                "alloc_kb": d.alloc_kb,
                "size_kb": d.size_kb,
                "tasks": d.tasks,
                "enabled": d.enabled,
            }
            for name, d in machine.dyn_classes.items()
        },
        "replies": [
            {"number": r.number, "partition": r.partition, "kind": r.kind, "prompt": r.prompt}
            for r in machine.replies
        ],
    }
    if machine.settled is not None:
        data["settled"] = machine.settled
    data["partitions"] = {
        p.name: {
            "alloc_kb": p.alloc_kb,
            "size_kb": p.size_kb,
            "getvis24_used_kb": p.getvis24_used_kb,
            "getvis31_kb": p.getvis31_kb,
            "getvis31_used_kb": p.getvis31_used_kb,
            "classes": p.classes,
            "started": p.started,
            "phase": p.phase,
            "tasks": p.tasks,
            "lubs": dict(p.lubs),
        }
        for p in machine.partitions.values()
    }
    jobs = []
    for queue, entries in machine.power.queues.items():
        for job in entries:
            entry: dict[str, Any] = {
                "name": job.name,
                "number": job.number,
                "priority": job.priority,
                "disp": job.disp,
                "class": job.klass,
                "cards": job.cards,
                "minutes": job.minutes,
                "pages": job.pages,
                "origin": job.origin,
                "queue": queue,
                "running": job.partition,
                "jcl": list(job.jcl),
                "step": job.step,
                "msg": job.msg,
                "blocked": job.blocked,
            }
            if job.ends_at is not None:
                entry["ends_at"] = job.ends_at
            if job.run_at is not None:
                entry["run"] = job.run_at
            if job.started is not None:
                entry["started"] = job.started
            jobs.append(entry)
    data["jobs"] = jobs
    return data


def builtin(name: str) -> VseMachine:
    """A machine shipped inside the package (model/machines/NAME.toml)."""
    from importlib.resources import files

    text = (
        files("zconsole.systems.vse.model").joinpath("machines", f"{name}.toml").read_text(encoding="utf-8")
    )
    return machine_from_data(tomllib.loads(text), f"<built-in {name}>")
