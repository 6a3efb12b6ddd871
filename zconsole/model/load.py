"""Machine files (TOML) to Machine; every mistake is reported with file, key and reason."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from zconsole.model.io_load import load_io
from zconsole.model.locate import locate
from zconsole.model.machine import REAL_MB_DEFAULT, Machine
from zconsole.model.pagescm import PAGESCM_DEFAULT, PageScm
from zconsole.model.paging import PageDataSet, PageStatus, PageType
from zconsole.model.scm import IncrementStatus, Scm
from zconsole.model.units import parse_amount


class MachineFileError(Exception):
    """A machine file that cannot be used; ``str()`` is the one-line report."""

    def __init__(self, path: Path, key: str | None, reason: str, line: int | None = None) -> None:
        where = f"{path}:{line}" if line else str(path)
        at = f" [{key}]" if key else ""
        super().__init__(f"{where}:{at} {reason}")
        self.path, self.key, self.reason, self.line = path, key, reason, line


class _Table:
    """A TOML table that remembers its key path and which keys were read."""

    def __init__(self, path: Path, key: str, data: Any) -> None:
        if not isinstance(data, dict):
            raise MachineFileError(path, key, "must be a table")
        self.path, self.key, self.data = path, key, data
        self.seen: set[str] = set()

    def fail(self, name: str | None, reason: str) -> MachineFileError:
        key = f"{self.key}.{name}" if self.key and name else (name or self.key)
        return MachineFileError(self.path, key or None, reason)

    def get(self, name: str, kind: type, default: Any = ...) -> Any:
        self.seen.add(name)
        if name not in self.data:
            if default is ...:
                raise self.fail(name, "is required")
            return default
        value = self.data[name]
        if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
            raise self.fail(name, f"must be a {kind.__name__}, not {type(value).__name__}")
        return value

    def table(self, name: str) -> _Table | None:
        self.seen.add(name)
        if name not in self.data:
            return None
        return _Table(self.path, f"{self.key}.{name}" if self.key else name, self.data[name])

    def tables(self, name: str) -> list[_Table]:
        self.seen.add(name)
        items = self.data.get(name, [])
        if not isinstance(items, list):
            raise self.fail(name, "must be an array of tables ([[...]])")
        prefix = f"{self.key}.{name}" if self.key else name
        return [_Table(self.path, f"{prefix}[{i}]", item) for i, item in enumerate(items)]

    def finish(self) -> None:
        """Unknown keys are mistakes (a typo would otherwise be silently ignored)."""
        unknown = sorted(set(self.data) - self.seen)
        if unknown:
            raise self.fail(unknown[0], "is not a known key")


def _amount(table: _Table, name: str) -> int:
    text = table.get(name, str)
    try:
        return parse_amount(text)
    except ValueError as exc:
        raise table.fail(name, str(exc)) from None


def _enum(table: _Table, name: str, kind: Any, default: Any = ...) -> Any:
    text = table.get(name, str, default if default is ... else default.value)
    try:
        return kind(text.upper())
    except ValueError:
        choices = ", ".join(m.value for m in kind)
        raise table.fail(name, f"{text!r} is not one of {choices}") from None


def load_machine(path: Path) -> Machine:
    """Read and validate a machine file; errors carry the line of the key when it can be found."""
    try:
        text = path.read_text(encoding="utf-8")
        raw = tomllib.loads(text)
    except OSError as exc:
        raise MachineFileError(path, None, exc.strerror or str(exc)) from None
    except UnicodeDecodeError:
        raise MachineFileError(path, None, "is not UTF-8 text") from None
    except tomllib.TOMLDecodeError as exc:
        # tomllib ends its message with "(at line L, column C)"; keep it, it is the reason.
        line = re.search(r"at line (\d+)", str(exc))
        raise MachineFileError(
            path, None, f"not valid TOML: {exc}", int(line.group(1)) if line else None
        ) from None
    try:
        return machine_from_data(path, raw)
    except MachineFileError as exc:
        if exc.line is None and exc.key:
            raise MachineFileError(path, exc.key, exc.reason, locate(text, exc.key)) from None
        raise


def machine_from_data(path: Path, raw: dict[str, Any]) -> Machine:
    """Build a Machine from parsed TOML data (also used for saved state)."""
    root = _Table(path, "", raw)
    system = root.table("system") or _Table(path, "system", {})
    name = system.get("name", str, "SYS1")
    pagescm_text = system.get("pagescm", str, PAGESCM_DEFAULT.text)
    try:
        pagescm = PageScm.parse(pagescm_text)
    except ValueError as exc:
        raise system.fail("pagescm", str(exc)) from None
    system.finish()

    scm = _load_scm(root.table("scm"))
    if scm is not None and scm.used_blocks and not pagescm.enabled:
        raise system.fail("pagescm", "is NONE, so SCM cannot hold pages (set used_blocks to 0)")
    datasets = [_load_page_dataset(t) for t in root.tables("page_dataset")]
    real_mb = _load_storage(root.table("storage"))
    from zconsole.model.procedures_io import load_procedures

    procedures = load_procedures(root.tables("procedure"))
    io = load_io(root)
    root.finish()
    try:
        return Machine(
            system_name=name, scm=scm, page_datasets=datasets, pagescm=pagescm, real_mb=real_mb, io=io,
            procedures=procedures,
        )
    except ValueError as exc:
        raise root.fail("system.name" if "system name" in str(exc) else None, str(exc)) from None


def _load_storage(table: _Table | None) -> int:
    if table is None:
        return REAL_MB_DEFAULT
    real = _amount(table, "real") if "real" in table.data else REAL_MB_DEFAULT
    table.seen.add("real")
    if real % 4:
        raise table.fail("real", "must be a multiple of 4M")
    table.finish()
    return real


def _load_scm(table: _Table | None) -> Scm | None:
    if table is None:
        return None
    try:
        scm = Scm.build(_amount(table, "defined"), _amount(table, "increment_size"))
    except ValueError as exc:
        raise table.fail("defined", str(exc)) from None
    scm.error_blocks = table.get("error_blocks", int, 0)
    if scm.error_blocks < 0:
        raise table.fail("error_blocks", "must not be negative")
    by_address = {inc.address_mb: inc for inc in scm.increments}
    for entry in table.tables("increment"):
        address = _amount(entry, "address")
        inc = by_address.get(address)
        if inc is None:
            raise entry.fail(
                "address", f"no increment starts at {entry.data['address']} "
                f"(increments are {table.data['increment_size']} apart, below {table.data['defined']})"
            )
        inc.status = _enum(entry, "status", IncrementStatus, IncrementStatus.ONLINE)
        if inc.status is IncrementStatus.PENDING_OFFLINE:
            raise entry.fail("status", "a machine file starts settled: ONLINE or OFFLINE-AVAILABLE")
        used = entry.get("used_blocks", int, 0)
        if not 0 <= used <= inc.capacity_blocks:
            raise entry.fail("used_blocks", f"must be 0-{inc.capacity_blocks:,} for this increment")
        if used and inc.status is not IncrementStatus.ONLINE:
            raise entry.fail("used_blocks", "only an online increment can hold pages")
        inc.used_blocks = used
        entry.finish()
    table.finish()
    return scm


def _load_page_dataset(table: _Table) -> PageDataSet:
    kind = _enum(table, "type", PageType)
    fields = {
        "dsname": table.get("dsname", str).upper(),
        "volser": table.get("volser", str).upper(),
        "device": table.get("device", str).upper(),
        "devtype": table.get("devtype", str, "3390"),
        "slots": table.get("slots", int),
        "used": table.get("used", int, 0),
        "errors": table.get("errors", int, 0),
        "status": _enum(table, "status", PageStatus, PageStatus.OK),
    }
    table.finish()
    try:
        return PageDataSet(kind, **fields)
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None
