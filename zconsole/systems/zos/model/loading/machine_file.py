"""Machine files (TOML) to Machine; every mistake is reported with file, key and reason."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from zconsole.console.locate import locate
from zconsole.console.table import MachineFileError, Table
from zconsole.systems.zos.model.core.units import parse_amount
from zconsole.systems.zos.model.loading.facts_tables import load_facts
from zconsole.systems.zos.model.loading.io_tables import load_io
from zconsole.systems.zos.model.machine import (
    MAX_SUBCHANNEL_SETS,
    REAL_MB_DEFAULT,
    RMF_CYCLE_MS_DEFAULT,
    Machine,
)
from zconsole.systems.zos.model.paging.datasets import PageDataSet, PageSpace, PageStatus, PageType
from zconsole.systems.zos.model.paging.pagescm import PAGESCM_DEFAULT, PageScm
from zconsole.systems.zos.model.paging.scm import IncrementStatus, Scm
from zconsole.systems.zos.model.system.facts import DEFAULT_RELEASE_TEXT, STORAGE_INCREMENT_MB_DEFAULT
from zconsole.systems.zos.model.system.release_forms import Release


def _amount(table: Table, name: str) -> int:
    return table.parsed(name, parse_amount)


def _enum(table: Table, name: str, kind: Any, default: Any = ...) -> Any:
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
    root = Table(path, "", raw)
    system = root.table("system") or Table(path, "system", {})
    name = system.get("name", str, "SYS1")
    pagtotl = system.get("pagtotl", int, 0)
    dump = system.get("dump", str, "")
    pagescm = system.parsed("pagescm", PageScm.parse, PAGESCM_DEFAULT.text)
    forms = system.parsed("release", Release, DEFAULT_RELEASE_TEXT)
    release = forms.text
    subchannel_sets = system.get("subchannel_sets", int, 1)
    if not 1 <= subchannel_sets <= MAX_SUBCHANNEL_SETS:
        raise system.fail("subchannel_sets", f"must be 1-{MAX_SUBCHANNEL_SETS}")
    utc_offset = _utc_offset(system)  # everyday operations: D T
    facts = load_facts(root, system, name, forms.long_symbol_names)
    system.finish()

    scm = _load_scm(root.table("scm"))
    if scm is not None and scm.used_blocks and not pagescm.enabled:
        raise system.fail("pagescm", "is NONE, so SCM cannot hold pages (set used_blocks to 0)")
    datasets = [_load_page_dataset(t) for t in root.tables("page_dataset")]
    spaces: dict[str, PageSpace] = {}
    for table in root.tables("page_space"):
        space = _load_page_space(table)
        if space.dsname in spaces:
            raise table.fail("dsname", f"page space {space.dsname} is defined twice")
        spaces[space.dsname] = space
    real_mb, facts.storage_increment_mb = _load_storage(root.table("storage"))
    from zconsole.systems.zos.model.loading.procedure_tables import load_procedures

    procedures = load_procedures(root.tables("procedure"))
    io = load_io(root)
    rmf_cycle_ms = _load_rmf(root.table("rmf"))
    jes2_table = root.table("jes2")
    jes2 = None
    if jes2_table is not None:
        from zconsole.systems.zos.model.loading.jes2_tables import load_jes2

        jes2 = load_jes2(jes2_table)
    from zconsole.systems.zos.model.consoles.tables import load_consoles

    consoles = load_consoles(root.tables("console"))
    root.finish()
    try:
        return Machine(
            system_name=name, scm=scm, page_datasets=datasets, pagescm=pagescm, real_mb=real_mb, io=io,
            page_spaces=spaces, pagtotl=pagtotl, dump_parameter=dump,
            release=release, subchannel_sets=subchannel_sets, facts=facts,
            procedures=procedures, rmf_cycle_ms=rmf_cycle_ms, jes2=jes2,
            consoles=consoles, utc_offset_minutes=utc_offset,
        )
    except ValueError as exc:
        reason = str(exc)
        key = "system.name" if "system name" in reason else "system.pagtotl" if "pagtotl" in reason else None
        raise root.fail(key, str(exc)) from None


_UTC_OFFSET = re.compile(r"([+-])([0-9]{2}):([0-9]{2})")


def _utc_offset(system: Table) -> int:
    """[system] utc_offset = "-05:00": local time minus UTC (CLOCKxx TIMEZONE), in minutes."""
    text = system.get("utc_offset", str, "+00:00")
    match = _UTC_OFFSET.fullmatch(text)
    if match is None or int(match.group(3)) > 59:
        raise system.fail("utc_offset", f"{text!r} is not written as +hh:mm or -hh:mm")
    minutes = int(match.group(2)) * 60 + int(match.group(3))
    if minutes > 15 * 60:  # DOC (CLOCKxx TIMEZONE): at most 15 hours from UTC
        raise system.fail("utc_offset", "must be at most 15 hours from UTC")
    return -minutes if match.group(1) == "-" else minutes


def _load_rmf(table: Table | None) -> int:
    """[rmf] cycle: RMF's sampling cycle in milliseconds (ERBRMFxx CYCLE(nnnn))."""
    if table is None:
        return RMF_CYCLE_MS_DEFAULT
    cycle: int = table.get("cycle", int, RMF_CYCLE_MS_DEFAULT)
    if not 50 <= cycle <= 9999:
        raise table.fail("cycle", "must be 50-9999 milliseconds (as ERBRMFxx CYCLE() takes)")
    table.finish()
    return cycle


def _load_storage(table: Table | None) -> tuple[int, int]:
    """Real storage and its increment size (D M=STOR), in MB."""
    if table is None:
        return REAL_MB_DEFAULT, STORAGE_INCREMENT_MB_DEFAULT
    real = _amount(table, "real") if "real" in table.data else REAL_MB_DEFAULT
    table.seen.add("real")
    if real % 4:
        raise table.fail("real", "must be a multiple of 4M")
    increment = STORAGE_INCREMENT_MB_DEFAULT
    if "increment_size" in table.data:
        increment = _amount(table, "increment_size")
    table.seen.add("increment_size")
    if increment <= 0 or real % increment:
        raise table.fail("increment_size", "must divide the real storage")
    table.finish()
    return real, increment


def _load_scm(table: Table | None) -> Scm | None:
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


def _space_fields(table: Table) -> dict[str, Any]:
    """Where a page space lives and its size: the keys [[page_space]] and [[page_dataset]] share."""
    return {
        "dsname": table.get("dsname", str).upper(),
        "volser": table.get("volser", str).upper(),
        "device": table.get("device", str).upper(),
        "devtype": table.get("devtype", str, "3390"),
        "slots": table.get("slots", int),
    }


def _load_page_space(table: Table) -> PageSpace:
    fields = _space_fields(table)
    table.finish()
    try:
        return PageSpace(**fields)
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None


def _load_page_dataset(table: Table) -> PageDataSet:
    kind = _enum(table, "type", PageType)
    fields = {
        **_space_fields(table),
        "used": table.get("used", int, 0),
        "errors": table.get("errors", int, 0),
        "status": _enum(table, "status", PageStatus, PageStatus.OK),
        "csa": table.get("csa", int, 0),
    }
    table.finish()
    try:
        return PageDataSet(kind, **fields)
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None
