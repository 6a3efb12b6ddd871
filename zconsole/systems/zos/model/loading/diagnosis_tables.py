"""The machine file's [slip] and [trace] tables (D SLIP, D TRACE), and their dump."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from zconsole.console.table import Table
    from zconsole.systems.zos.model.system.config import SystemConfig
    from zconsole.systems.zos.model.system.diagnosis import SlipTrap, Tracing


def load_diagnosis(root: Table, config: SystemConfig) -> None:
    """[slip] and [trace] into ``config`` when the file has them (None: the defaults)."""
    slip = root.table("slip")
    if slip is not None:
        config.slip = _slip(slip)
    trace = root.table("trace")
    if trace is not None:
        config.tracing = _trace(trace)


def _slip(table: Table) -> tuple[SlipTrap, ...]:
    """[slip]: traps (their ids in D SLIP's order) and disabled (those not enabled)."""
    from zconsole.systems.zos.model.system.diagnosis import SlipTrap

    traps = table.get("traps", list)
    disabled = table.get("disabled", list, [])
    if not all(isinstance(t, str) for t in (*traps, *disabled)):
        raise table.fail("traps", "must list SLIP trap ids, such as [\"X013\", \"X028\"]")
    ids = [t.upper() for t in traps]
    off = {d.upper() for d in disabled}
    unknown = sorted(off - set(ids))
    if unknown:
        raise table.fail("disabled", f"names trap {unknown[0]}, which traps does not list")
    if len(set(ids)) != len(ids):
        raise table.fail("traps", "lists a trap twice")
    table.finish()
    try:
        return tuple(SlipTrap(t, t not in off) for t in ids)
    except ValueError as exc:
        raise table.fail("traps", str(exc)) from None


def _trace(table: Table) -> Tracing:
    """[trace]: system trace (st_per_cpu, st_buffers in MB; as, br, ex, mo), master trace
    (mt, KB, 0 off) and [trace.components] NAME = MODE, in D TRACE's order."""
    from zconsole.systems.zos.model.system.diagnosis import Tracing

    base = Tracing()
    fields: dict[str, Any] = {
        "st_per_cpu_mb": table.get("st_per_cpu", int, base.st_per_cpu_mb),
        "st_buffers_mb": table.get("st_buffers", int, base.st_buffers_mb),
        "address_space": table.get("as", bool, base.address_space),
        "branch": table.get("br", bool, base.branch),
        "explicit": table.get("ex", bool, base.explicit),
        "mode": table.get("mo", bool, base.mode),
        "master_kb": table.get("mt", int, base.master_kb),
    }
    components = table.get("components", dict, None)
    if components is not None:
        if not all(isinstance(v, str) for v in components.values()):
            raise table.fail("components", "must give each component a mode: ON, OFF, MIN or SUB")
        fields["components"] = tuple((str(k).upper(), v.upper()) for k, v in components.items())
    table.finish()
    try:
        return Tracing(**fields)
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None


def dump_diagnosis(config: SystemConfig) -> dict[str, Any]:
    """The tables load_diagnosis reads back to the same traps and traces (none: defaults)."""
    data: dict[str, Any] = {}
    if config.slip is not None:
        data["slip"] = {"traps": [t.id for t in config.slip],
                        "disabled": [t.id for t in config.slip if not t.enabled]}
    if config.tracing is not None:
        t = config.tracing
        data["trace"] = {"st_per_cpu": t.st_per_cpu_mb, "st_buffers": t.st_buffers_mb, "as": t.address_space,
                         "br": t.branch, "ex": t.explicit, "mo": t.mode, "mt": t.master_kb,
                         "components": dict(t.components)}
    return data
