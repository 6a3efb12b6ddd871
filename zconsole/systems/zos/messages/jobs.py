"""Answers to START, STOP, CANCEL, REPLY and .WAIT (the unsolicited ones are in living.py)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class Iee301i:
    msgid: ClassVar[str] = "IEE301I"
    template: ClassVar[str] = "IEE301I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    jobname: str


@attrs.frozen
class Iee341i:
    msgid: ClassVar[str] = "IEE341I"
    template: ClassVar[str] = "IEE341I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    jobname: str


@attrs.frozen
class Iee838i:
    """CANCEL of an address space that cannot be cancelled (JES2, VTAM, system ones)."""

    msgid: ClassVar[str] = "IEE838I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    jobname: str


@attrs.frozen
class Iee842i:
    msgid: ClassVar[str] = "IEE842I"
    template: ClassVar[str] = "IEE842I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    jobname: str


@attrs.frozen
class Ist133i:
    """Z NET: VTAM begins to end."""

    msgid: ClassVar[str] = "IST133I"
    template: ClassVar[str] = "IST133I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False


@attrs.frozen
class Ist102i:
    """Z NET: VTAM has ended."""

    msgid: ClassVar[str] = "IST102I"
    template: ClassVar[str] = "IST102I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False


@attrs.frozen
class ProcNotFound:
    """IEFC612I and IEE122I: START of a procedure PROCLIB does not have."""

    msgid: ClassVar[str] = "IEFC612I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    proc: str


@attrs.frozen
class ShortageAbort:
    """IEA602I and IEE328I: no new address space during an auxiliary storage shortage."""

    msgid: ClassVar[str] = "IEA602I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    verb: str


@attrs.frozen
class Iee600i:
    msgid: ClassVar[str] = "IEE600I"
    template: ClassVar[str] = "IEE600I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    rid: str
    text: str


@attrs.frozen
class ReplyRefused:
    """A reply to an id that is not outstanding (INFERRED: IEE704I, catalog.IEE704I_TEXT),
    the id as typed, in the reply ids' width."""

    msgid: ClassVar[str] = "IEE704I"
    template: ClassVar[str] = "IEE704I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    rid: str


@attrs.frozen
class TimeNow:
    msgid: ClassVar[str] = "ZCN022I"
    template: ClassVar[str] = "ZCN022I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: str


@attrs.frozen
class InWaitState:
    msgid: ClassVar[str] = "ZCN021W"
    template: ClassVar[str] = "ZCN021W_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    code: str
    reason: str = "01"


@renders(Iee838i)
def _iee838i(msg: Iee838i) -> list[str]:
    # CANCEL of a non-cancelable address space: FORCE ARM is what ends
    # it, the same words as FORCE's own refusal (catalog IEE838I_FORCE_ARM; the id REAL in
    # IBM Ansible's zos_operator docs, "NON-CANCELABLE - IEE838I").
    return ["IEE838I " + c.IEE838I_FORCE_ARM.format(job=msg.jobname)]


@renders(ProcNotFound)
def _proc_not_found(msg: ProcNotFound) -> list[str]:
    return ["IEFC612I " + c.IEFC612I_TEXT.format(proc=msg.proc), "IEE122I " + c.IEE122I_TEXT]


@renders(ShortageAbort)
def _shortage_abort(msg: ShortageAbort) -> list[str]:
    return ["IEA602I " + c.IEA602I_TEXT, "IEE328I " + c.IEE328I_TEXT.format(verb=msg.verb)]


# --- START of JES2 while JES2 is active ----------------------------------------
@attrs.frozen
class Jes2AlreadyActive:
    """START of the JES2 procedure while a JES2 address space runs: refused, nothing
    started (zconsole's words, INFERRED: no source shows z/OS's; then IEE328I)."""

    msgid: ClassVar[str] = "ZCN050W"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    verb: str


@renders(Jes2AlreadyActive)
def _jes2_already_active(msg: Jes2AlreadyActive) -> list[str]:
    return ["ZCN050W " + c.ZCN050W_TEXT, "IEE328I " + c.IEE328I_TEXT.format(verb=msg.verb)]


# --- START of a task JES2 must read in, while JES2 is down -----------------------
@attrs.frozen
class Jes2NotActive:
    """START of a procedure that runs under JES2 while JES2 is down: refused, nothing
    started (zconsole's words, INFERRED: no source shows z/OS's; then IEE328I)."""

    msgid: ClassVar[str] = "ZCN051W"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    proc: str
    verb: str


@renders(Jes2NotActive)
def _jes2_not_active(msg: Jes2NotActive) -> list[str]:
    return ["ZCN051W " + c.ZCN051W_TEXT.format(proc=msg.proc),
            "IEE328I " + c.IEE328I_TEXT.format(verb=msg.verb)]
