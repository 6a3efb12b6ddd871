"""IEE129I: D EMCS, the extended MCS consoles that meet the criteria (layout INFERRED)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class EmcsView:
    """One EMCS console as D EMCS,I shows it; ``system`` None while it is not active."""

    name: str
    active: bool
    key: str | None
    system: str | None
    auth: str


@attrs.frozen
class Iee129i:
    msgid: ClassVar[str] = "IEE129I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    form: str  # SUMMARY, INFO or FULL
    consoles: tuple[EmcsView, ...]


@renders(Iee129i)
def render_iee129i(msg: Iee129i) -> list[str]:
    layout = c.IEE129I_LAYOUT
    none = layout["none"]
    lines = [msg.stamp.first_line(msg.msgid, layout["title"]),
             layout["echo"].format(form=msg.form[0]),
             layout["count"].format(count=len(msg.consoles))]
    if msg.form == "SUMMARY":
        per_line = int(layout["names_per_line"])
        names = [layout["name"].format(name=v.name) for v in msg.consoles]
        lines.extend("".join(names[i:i + per_line]) for i in range(0, len(names), per_line))
        return lines
    for view in msg.consoles:
        lines.append(layout["console"].format(name=view.name, status="A" if view.active else "N",
                                                   key=view.key or none))
        lines.append(layout["system"].format(system=view.system or none, auth=view.auth))
        if msg.form == "FULL" and view.active:  # DOC: statistics only for an active console
            lines.append(layout["full"].format(queued=0))
    return lines
