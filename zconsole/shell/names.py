"""Names the model offers for completion, by value terminal of the grammar."""

from __future__ import annotations

import os
from collections.abc import Iterable

from zconsole.session import Session

DEVICE_LIMIT = 256  # offer at most this many device numbers; a large machine has 65,280


def provider(session: Session) -> object:
    """A function: grammar value terminal name -> candidate values from the machine."""

    def values(terminal: str, partial: str) -> Iterable[str]:
        machine = session.machine
        if terminal == "DSNAME":
            return [p.dsname for p in machine.page_datasets]
        if terminal == "DEVNUM":
            names = (f"{n:04X}" if s == 0 else f"{s}{n:04X}" for s, n in sorted(machine.io.devices))
            return [n for n in names if n.startswith(partial)][:DEVICE_LIMIT]
        if terminal == "VOLSER":
            return sorted({d.volume for d in machine.io.devices.values() if d.volume})
        if terminal == "SGNAME":
            sms = machine.facts.sms
            return ["ALL", *(g.name for g in sms.storage_groups)] if sms is not None else []
        if terminal == "CHPID":
            return [f"{c:02X}" for c in sorted(machine.io.chpids)]
        if terminal == "AMOUNT" and machine.scm is not None:
            return [f"{machine.scm.increment_mb // 1024}G"]
        if terminal == "SUFFIX":
            return _members(session)
        if terminal == "TOPIC":
            from zconsole.commands.help import topics

            return topics()
        return []

    return values


def _members(session: Session) -> list[str]:
    from zconsole.resources import data_dir

    folder = str(session.context.parmlib) if session.context.parmlib else data_dir("parmlib")
    try:
        return sorted(n[6:] for n in os.listdir(folder) if n.startswith("IEASYS") and len(n) == 8)
    except OSError:
        return []
