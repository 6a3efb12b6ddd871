"""FORCE's messages: IEE301I for FORCE ARM, IEE838I when FORCE alone is refused."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class ForceAccepted:
    """IEE301I jobname FORCE ARM COMMAND ACCEPTED."""

    msgid: ClassVar[str] = "IEE301I"
    template: ClassVar[str] = "IEE301I_FORCE_ARM"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    jobname: str


@attrs.frozen
class ForceRefused:
    """IEE838I: FORCE without a CANCEL before it; what the operator should enter."""

    msgid: ClassVar[str] = "IEE838I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    jobname: str
    cancelable: bool


@renders(ForceRefused)
def _refused(msg: ForceRefused) -> list[str]:
    text = c.IEE838I_CANCEL_FIRST if msg.cancelable else c.IEE838I_FORCE_ARM
    return ["IEE838I " + text.format(job=msg.jobname)]
