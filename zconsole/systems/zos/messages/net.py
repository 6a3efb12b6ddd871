"""VTAM's answers to D NET: IST097I DISPLAY ACCEPTED, then one group of lines each with its
own IST id (IST350I's list displays, IST075I's display of one resource), or why VTAM
cannot answer (IST039I, IST453I). VTAM's address space writes them, so each carries VTAM's
job id (``jobid``: the MFORM=J column and the hardcopy log's; INFERRED from the hardcopy
logs, where every IST line has the STC id of VTAM)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class Ist097i:
    msgid: ClassVar[str] = "IST097I"
    template: ClassVar[str] = "IST097I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    jobid: str = ""


@attrs.frozen
class Ist039i:
    msgid: ClassVar[str] = "IST039I"
    template: ClassVar[str] = "IST039I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    jobid: str = ""


@attrs.frozen
class Ist453i:
    msgid: ClassVar[str] = "IST453I"
    template: ClassVar[str] = "IST453I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    name: str
    jobid: str = ""


def _group(first: str, text: str, lines: tuple[tuple[str, str], ...]) -> list[str]:
    return [f"{first} {text}", *(f"{msgid} {line}" for msgid, line in lines)]


@attrs.frozen
class Ist350i:
    """D NET,MAJNODES or D NET,APPLS: the display type, then its lines (id, text)."""

    msgid: ClassVar[str] = "IST350I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    text: str
    lines: tuple[tuple[str, str], ...]
    jobid: str = ""


@renders(Ist350i)
def _ist350i(msg: Ist350i) -> list[str]:
    return _group("IST350I", msg.text, msg.lines)


@attrs.frozen
class Ist075i:
    """D NET,ID=name: the resource's name and type, then its lines (id, text)."""

    msgid: ClassVar[str] = "IST075I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    text: str
    lines: tuple[tuple[str, str], ...]
    jobid: str = ""


@renders(Ist075i)
def _ist075i(msg: Ist075i) -> list[str]:
    return _group("IST075I", msg.text, msg.lines)
