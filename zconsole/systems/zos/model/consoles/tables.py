"""The machine file's [[console]] tables, and their dump (what the loader reads back)."""

from __future__ import annotations

from typing import Any, Protocol

from zconsole.systems.zos.model.consoles.console import Console, Consoles
from zconsole.systems.zos.model.consoles.emcs import EmcsConsole

_TEXT = {"type": "type", "auth": "auth", "area": "area", "use": "use", "del": "delete", "con": "con",
         "rout": "rout", "level": "level", "monitor": "monitor", "pfktab": "pfktab", "logon": "logon"}
_FLAGS = ("active", "intids", "unknids")


class Table(Protocol):
    """What this room needs of a machine-file table (the loader's table helper has it)."""

    def get(self, name: str, kind: type, default: Any = ...) -> Any: ...
    def fail(self, name: str | None, reason: str) -> Exception: ...
    def finish(self) -> None: ...


def load_consoles(tables: list[Any]) -> Consoles | None:
    """[[console]] tables to the machine's consoles; None when the file defines none."""
    if not tables:
        return None
    consoles: list[Console] = []
    emcs: list[EmcsConsole] = []
    for t in tables:  # type = "EMCS": an extended MCS console (D EMCS), its own few keys
        if str(t.get("type", str, "MCS")).upper() == "EMCS":
            emcs.append(_emcs(t))
        else:
            consoles.append(_console(t))
    try:
        return Consoles(consoles, emcs)
    except ValueError as exc:
        raise tables[0].fail(None, str(exc)) from None


def _console(table: Table) -> Console:
    fields: dict[str, Any] = {"name": table.get("name", str).upper()}
    for key, attr in _TEXT.items():
        value = table.get(key, str, None)
        if value is not None:
            fields[attr] = value.upper()
    for key in _FLAGS:
        value = table.get(key, bool, None)
        if value is not None:
            fields[key] = value
    device = table.get("device", str, None)
    if device is not None:
        fields["device"] = device.upper()
    fields.update(_numbers(table))
    for key in ("mform", "line_mform"):
        forms = table.get(key, list, None)
        if forms is not None:
            if not all(isinstance(m, str) for m in forms):
                raise table.fail(key, "must list MFORM options, such as [\"T\", \"J\"]")
            fields[key] = tuple(m.upper() for m in forms)
    table.finish()
    try:
        return Console(**fields)
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None


def _emcs(table: Table) -> EmcsConsole:
    """A [[console]] table with type = "EMCS": name, key, auth and active only."""
    key = table.get("key", str, None)
    auth = table.get("auth", str, None)
    fields: dict[str, Any] = {"name": table.get("name", str).upper(),
                              "active": table.get("active", bool, True)}
    if key is not None:
        fields["key"] = key.upper()
    if auth is not None:
        fields["auth"] = auth.upper()
    table.finish()
    try:
        return EmcsConsole(**fields)
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None


# key -> highest value (seconds for RTME; lines for RNUM and SEG), each from 1
_NUMBERS = {"rtme": 999, "rnum": 99, "seg": 99}


def _numbers(table: Table) -> dict[str, int]:
    """RTME, RNUM and SEG as the table states them, each within its range."""
    found = {}
    for key, high in _NUMBERS.items():
        value = table.get(key, int, None)
        if value is not None:
            if not 1 <= value <= high:
                raise table.fail(key, f"must be 1-{high}" + (" seconds" if key == "rtme" else ""))
            found[key] = value
    return found


def dump_consoles(consoles: Consoles) -> list[dict[str, Any]]:
    """The [[console]] tables load_consoles reads back to the same consoles."""
    rows = []
    for c in consoles.consoles:
        row: dict[str, Any] = {"name": c.name}
        row.update({key: getattr(c, attr) for key, attr in _TEXT.items()})
        row.update({key: getattr(c, key) for key in _FLAGS})
        if c.device is not None:
            row["device"] = c.device
        row.update({"rtme": c.rtme, "rnum": c.rnum, "seg": c.seg, "mform": list(c.mform),
                    "line_mform": list(c.line_mform)})
        rows.append(row)
    for e in consoles.emcs:
        emcs: dict[str, Any] = {"name": e.name, "type": "EMCS", "auth": e.auth, "active": e.active}
        if e.key is not None:
            emcs["key"] = e.key
        rows.append(emcs)
    return rows
