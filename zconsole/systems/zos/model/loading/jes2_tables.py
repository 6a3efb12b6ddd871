"""The [jes2] tables of a machine file ([[jes2.init]], [[jes2.volume]], [[jes2.job]]), and its dump."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from zconsole.systems.zos.model.jes2.config import NO_JES2, TYPES, InitDef, Jes2Config, JobDef, VolumeDef

if TYPE_CHECKING:
    from zconsole.console.table import Table

_VOLSER = re.compile(r"[A-Z0-9#@$]{1,6}")
_CLASSES = re.compile(r"[A-Z0-9]{1,36}")
_NAME = re.compile(r"[A-Z#@$][A-Z0-9#@$]{0,7}")
_INIT_NAME = re.compile(r"[A-Z][A-Z0-9]{0,3}")  # JES2 INIT NAME=: 1-4 characters (DOC)
# DOC (JES2 Initialization and Tuning Reference, SPOOLDEF): TGSPACE=(MAX=) up to
# 16,581,181 track groups (REAL: a z/OS 3.1 system shows MAX=504928, a 2.x one
# 114016); BUFSIZE= 1944-3992; TRKCELL= 1-255 (MEM for the last two ranges).
TGSPACE_LIMIT = 16_581_181
_LIMITS = {"tgspace_max": (1, TGSPACE_LIMIT), "bufsize": (1944, 3992), "trkcell": (1, 255),
           "tgwarn": (0, 100), "jobnum": (10, 400000), "jobwarn": (0, 100),
           "jnumwarn": (0, 100), "range_high": (1, 999999), "joenum": (10, 2500000), "joewarn": (0, 100),
           "jnumbase": (0, 999999)}


def load_jes2(table: Table) -> Jes2Config:
    if not table.get("active", bool, True):
        table.finish()  # a system without JES2 states nothing more of it
        return NO_JES2
    fields: dict[str, Any] = {}
    for key, (low, high) in _LIMITS.items():
        if key in table.data:
            fields[key] = _count(table, key, low, high)
    for key in ("member", "dsname", "volume_prefix", "lastsval", "dsnmask"):
        if key in table.data:
            fields[key] = table.get(key, str).upper() if key != "lastsval" else table.get(key, str)
    inits = tuple(_init(t) for t in table.tables("init"))
    volumes = tuple(_volume(t) for t in table.tables("volume"))
    jobs = tuple(_job(t) for t in table.tables("job"))
    table.finish()
    try:
        return Jes2Config(inits=inits, volumes=volumes, jobs=jobs, **fields)
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None


def _init(t: Table) -> InitDef:
    classes = t.get("classes", str).upper()
    if not _CLASSES.fullmatch(classes):
        raise t.fail("classes", "must be 1-36 job classes (A-Z, 0-9)")
    asid = t.get("asid", int, None)
    if asid is not None and not 1 <= asid <= 0xFFFF:
        raise t.fail("asid", "must be 1-65535")
    if "number" in t.data:  # INIT(number) NAME=name: a named initiator
        number, label = t.get("number", int), t.get("name", str).upper()
        if not _INIT_NAME.fullmatch(label):
            raise t.fail("name", "must be 1-4 letters and digits, the first a letter (or leave number out)")
    else:
        number, label = t.get("name", int), ""
    if not 1 <= number <= 9999:
        raise t.fail("number" if label else "name", "must be 1-9999")
    init = InitDef(str(number), classes, asid, t.get("drained", bool, False), label)
    t.finish()
    return init


def _volume(t: Table) -> VolumeDef:
    volser = t.get("volser", str).upper()
    if not _VOLSER.fullmatch(volser):
        raise t.fail("volser", "must be a volume serial (1-6 characters)")
    volume = VolumeDef(volser, _count(t, "tgnum", 1, TGSPACE_LIMIT), _count(t, "trkpertgb", 1, 255, 3),
                       t.get("dsname", str, "").upper(), t.get("started", bool, True))
    t.finish()
    return volume


def _job(t: Table) -> JobDef:
    name = t.get("name", str).upper()
    if not _NAME.fullmatch(name):
        raise t.fail("name", "must be a job name (1-8 characters)")
    kind = t.get("type", str, "JOB").upper()
    if kind not in TYPES:
        raise t.fail("type", "must be JOB, STC or TSU")
    job = JobDef(name, _count(t, "number", 1, 999999), kind, t.get("class", str, "A").upper(),
                 _count(t, "priority", 0, 15, 1), _count(t, "tgs", 1, TGSPACE_LIMIT, 1),
                 _count(t, "joes", 0, 100000, 1), t.get("spool", str).upper(),
                 _count(t, "count", 1, 400000, 1))
    t.finish()
    return job


def _count(t: Table, key: str, low: int, high: int, default: int | None = None) -> int:
    value: int = t.get(key, int) if default is None else t.get(key, int, default)
    if not low <= value <= high:
        raise t.fail(key, f"must be {low}-{high}")
    return value


def dump_jes2(config: Jes2Config) -> dict[str, Any]:
    if not config.active:
        return {"active": False}
    data: dict[str, Any] = {key: getattr(config, key) for key in _LIMITS}
    for key in ("member", "dsname", "volume_prefix", "lastsval", "dsnmask"):
        if getattr(config, key):
            data[key] = getattr(config, key)
    data["init"] = [{**({"number": int(i.name), "name": i.label} if i.label else {"name": int(i.name)}),
                     "classes": i.classes, **({"asid": i.asid} if i.asid else {}),
                     **({"drained": True} if i.drained else {})} for i in config.inits]
    data["volume"] = [{"volser": v.volser, "tgnum": v.tgnum, "trkpertgb": v.trkpertgb,
                       **({"dsname": v.dsname} if v.dsname else {}),
                       **({} if v.started else {"started": False})} for v in config.volumes]
    data["job"] = [{"name": j.name, "number": j.number, "type": j.type, "class": j.job_class,
                    "priority": j.priority, "tgs": j.tgs, "joes": j.joes, "spool": j.spool,
                    "count": j.count} for j in config.jobs]
    return data
