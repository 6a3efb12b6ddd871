"""The [[procedure]] tables of a machine file, and the data written back (what load_machine reads)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zconsole.model.core.units import PAGES_PER_MB, format_amount, parse_amount
from zconsole.model.living.workload import Busy, Kind, Procedure

if TYPE_CHECKING:
    from zconsole.model.loading.table import Table

_AMOUNTS = ("frames", "growth", "limit", "large_pages", "vio", "working_set", "churn")
_JES2_COUNTS = ("runtime", "output", "rc")  # minutes, track groups a minute, completion code
_FLAGS = {"swappable": True, "cancelable": True, "at_ipl": False}
_NAMES = {"stepname": None, "procstep": "IEFPROC", "user": "START1", "group": "SYS1", "servant": None,
          "flags": None, "swap": None}


def load_procedures(tables: list[Table]) -> dict[str, Procedure]:
    procs: dict[str, Procedure] = {}
    for table in tables:
        name = table.get("name", str).upper()
        fields: dict[str, Any] = {"kind": _kind(table)}
        for key in _AMOUNTS:
            text = table.get(key, str, "0M")
            try:
                fields[key] = parse_amount(text) * PAGES_PER_MB
            except ValueError as exc:
                raise table.fail(key, str(exc)) from None
        for key, default in _FLAGS.items():
            fields[key] = table.get(key, bool, default)
        for key, name_default in _NAMES.items():
            value = table.get(key, str, name_default)
            fields[key] = value.upper() if isinstance(value, str) else value
        fields["servants"] = table.get("servants", int, 0)
        fields["job_class"] = table.get("class", str, "A").upper()
        for key in _JES2_COUNTS:
            fields[key] = table.get(key, int, 0)
        fields["data_spaces"] = _data_spaces(table)
        busy = table.get("busy", str, None)
        try:
            fields["busy"] = Busy.parse(busy) if busy is not None else None
        except ValueError as exc:
            raise table.fail("busy", str(exc)) from None
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
        if p.servants:
            entry["servants"] = p.servants
        if p.busy is not None:
            entry["busy"] = p.busy.text
        entry.update(_jes2_data(p))
        if p.data_spaces:
            entry["data_spaces"] = list(p.data_spaces)
        out.append(entry)
    return out


def _jes2_data(p: Procedure) -> dict[str, Any]:
    """A batch job's JOB card and output (issue 26), where they are not the defaults."""
    data: dict[str, Any] = {"class": p.job_class} if p.job_class != "A" else {}
    data.update({key: getattr(p, key) for key in _JES2_COUNTS if getattr(p, key)})
    return data
