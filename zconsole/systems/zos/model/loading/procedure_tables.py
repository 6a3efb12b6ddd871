"""The [[procedure]] tables of a machine file, and the data written back (what load_machine reads)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from zconsole.systems.zos.model.core.units import PAGES_PER_MB, format_amount, parse_amount
from zconsole.systems.zos.model.living.workload import Busy, Kind, Procedure

if TYPE_CHECKING:
    from zconsole.console.table import Table

_AMOUNTS = ("frames", "growth", "limit", "large_pages", "vio", "working_set", "churn")
_JES2_COUNTS = ("runtime", "output", "rc")  # minutes, track groups a minute, completion code
_FLAGS = {"swappable": True, "cancelable": True, "stoppable": True, "at_ipl": False}
_NAMES = {"stepname": None, "procstep": "IEFPROC", "user": "START1", "group": "SYS1", "servant": None,
          "flags": None, "swap": None}


def load_procedures(tables: list[Table]) -> dict[str, Procedure]:
    procs: dict[str, Procedure] = {}
    for table in tables:
        name = table.get("name", str).upper()
        fields: dict[str, Any] = {"kind": _kind(table)}
        for key in _AMOUNTS:
            fields[key] = table.parsed(key, parse_amount, "0M") * PAGES_PER_MB
        for key, default in _FLAGS.items():
            fields[key] = table.get(key, bool, default)
        for key, name_default in _NAMES.items():
            value = table.get(key, str, name_default)
            fields[key] = value.upper() if isinstance(value, str) else value
        fields["servants"] = table.get("servants", int, 0)
        fields["job_class"] = table.get("class", str, "A").upper()
        fields.update(_job_card(table))
        for key in _JES2_COUNTS:
            fields[key] = table.get(key, int, 0)
        fields["data_spaces"] = _data_spaces(table)
        busy = table.get("busy", str, None)
        try:
            fields["busy"] = Busy.parse(busy) if busy is not None else None
        except ValueError as exc:
            raise table.fail("busy", str(exc)) from None
        fields["io"] = _io_work(table)
        fields["modify"] = _modify(table.table("modify"))  # everyday operations
        table.finish()
        if name in procs:
            raise table.fail("name", f"procedure {name} is defined twice")
        try:
            procs[name] = Procedure(name, **fields)
        except ValueError as exc:
            raise table.fail(None, str(exc)) from None
    for proc in procs.values():
        if proc.servant is not None and proc.servant not in procs:
            raise tables[0].fail(None, f"{proc.name}: servant procedure {proc.servant} is not defined")
    return procs


def _job_card(table: Table) -> dict[str, Any]:
    """A batch job's user, submitter and programmer name (its JOB card and who sent it)."""
    fields: dict[str, Any] = {}
    for key, what in (("owner", "a user id"), ("submitter", "a job name")):
        value = table.get(key, str, None)
        if value is not None and not re.fullmatch(r"[A-Za-z#@$][A-Za-z0-9#@$]{0,7}", value):
            raise table.fail(key, f"{value!r} is not {what} (1-8 characters)")
        fields[key] = value.upper() if value else None
    fields["programmer"] = table.get("programmer", str, "").upper()
    return fields


# --- I/O workloads (io-living.md §2.1): io_rate and io_devices, the rest defaulted -------
_IO_NUMBERS = {"io_blocks": ("blocks", 1), "io_read": ("read", 75), "io_zhpf": ("zhpf", 100),
               "io_threads": ("threads", 32), "io_miss": ("miss", 0)}


def _io_work(table: Table) -> Any:
    """The procedure's I/O (None when it has no io_rate)."""
    rate = _number(table, "io_rate", None)
    if rate is None:
        for key in ("io_devices", *_IO_NUMBERS):
            if key in table.data:
                raise table.fail(key, "needs io_rate (the I/Os a second the procedure wants)")
        return None
    from zconsole.systems.zos.model.io.load import IoWork, parse_devices

    devices = table.parsed("io_devices", parse_devices)
    values: dict[str, Any] = {}
    for key, (name, default) in _IO_NUMBERS.items():
        value = _number(table, key, default)
        values[name] = int(value) if name == "blocks" else float(value)
    try:
        return IoWork(float(rate), devices, **values)
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None


def _number(table: Table, key: str, default: float | None) -> Any:
    value = table.get(key, object, default)
    if key in table.data and value is None:
        raise table.fail(key, "must be a number, not null")
    if value is not None and (isinstance(value, bool) or not isinstance(value, int | float)):
        raise table.fail(key, f"must be a number, not {type(value).__name__}")
    return value


def _dump_io(work: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"io_rate": work.rate, "io_devices": work.device_text}
    for key, (name, default) in _IO_NUMBERS.items():
        if getattr(work, name) != default:
            entry[key] = getattr(work, name)
    return entry
MODIFY_LINE_MAX = 126  # INFERRED: a console line (as the longest command)


def _modify(table: Table | None) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """[procedure.modify]: VERB = ["line", ...], the lines the program answers F job,VERB."""
    if table is None:
        return ()
    answers = []
    for verb, lines in table.data.items():
        table.seen.add(verb)
        if not (verb == "*" or re.fullmatch(r"[A-Za-z0-9#@$]{1,16}", verb)):
            raise table.fail(verb, "must be a MODIFY verb (1-16 letters or digits) or *")
        fits = [isinstance(line, str) and line.isprintable() and len(line) <= MODIFY_LINE_MAX
                for line in (lines if isinstance(lines, list) else [None])]
        if not all(fits):
            raise table.fail(verb, f"must list printable lines of at most {MODIFY_LINE_MAX} characters")
        answers.append((verb.upper(), tuple(lines)))
    return tuple(answers)


def _data_spaces(table: Table) -> tuple[str, ...]:
    names = table.get("data_spaces", list, [])
    if not all(isinstance(n, str) for n in names):
        raise table.fail("data_spaces", "must be a list of data space names (strings)")
    return tuple(n.upper() for n in names)


def _kind(table: Table) -> Kind:
    text = table.get("kind", str, Kind.STC.value).upper()
    try:
        return Kind(text)
    except ValueError:
        raise table.fail("kind", f"{text!r} is not one of STC, JOB, SYSTEM") from None


def procedures_to_data(procs: dict[str, Procedure]) -> list[dict[str, Any]]:
    out = []
    for p in procs.values():
        entry: dict[str, Any] = {"name": p.name, "kind": p.kind.value}
        for key in _AMOUNTS:
            pages = getattr(p, key)
            if pages:
                entry[key] = format_amount(pages // PAGES_PER_MB)
        for key, default in _FLAGS.items():
            if getattr(p, key) != default:
                entry[key] = getattr(p, key)
        for key, name_default in _NAMES.items():
            if getattr(p, key) != name_default:
                entry[key] = getattr(p, key)
        entry.update(_optional_data(p))
        out.append(entry)
    return out


def _optional_data(p: Procedure) -> dict[str, Any]:
    """The keys a procedure has only when it uses them (servants, busy window, MODIFY
    answers, JOB card, I/O, data spaces), in the machine file's order."""
    data: dict[str, Any] = {}
    if p.servants:
        data["servants"] = p.servants
    if p.busy is not None:
        data["busy"] = p.busy.text
    if p.modify:
        data["modify"] = {verb: list(lines) for verb, lines in p.modify}
    data.update(_jes2_data(p))
    if p.io is not None:
        data.update(_dump_io(p.io))
    if p.data_spaces:
        data["data_spaces"] = list(p.data_spaces)
    return data


def _jes2_data(p: Procedure) -> dict[str, Any]:
    """A batch job's JOB card and output, where they are not the defaults."""
    data: dict[str, Any] = {"class": p.job_class} if p.job_class != "A" else {}
    if p.owner is not None:
        data["owner"] = p.owner
    if p.submitter is not None:
        data["submitter"] = p.submitter
    if p.programmer:
        data["programmer"] = p.programmer
    data.update({key: getattr(p, key) for key in _JES2_COUNTS if getattr(p, key)})
    return data
