"""Frozen command values of the living machine (loaded only when such a command comes)."""

from __future__ import annotations

import attrs


@attrs.frozen
class StartProc:
    """S procname[.identifier][,PARM=value][,SUB=MSTR|JES2]: the job name is the
    identifier when given; SUB=MSTR starts it under the master subsystem, not JES2."""

    proc: str
    jobname: str
    parm: str | None = None
    subsystem: str = "JES2"


@attrs.frozen
class HaltNet:
    """Z NET[,QUICK]: VTAM ends."""

    quick: bool = False


@attrs.frozen
class StopJob:
    """P jobname[,A=asid]."""

    jobname: str
    asid: int | None = None
    verb: str = attrs.field(default="P", eq=False)  # as typed, for IEE342I


@attrs.frozen
class CancelJob:
    """C jobname[,A=asid][,DUMP]."""

    jobname: str
    asid: int | None = None
    dump: bool = False  # the job's own dump (SYSABEND/SYSUDUMP/SYSMDUMP DD) as it ends


@attrs.frozen
class ForceJob:
    """FORCE jobname[,A=asid][,ARM]."""

    jobname: str
    asid: int | None = None
    arm: bool = False


@attrs.frozen
class Reply:
    """R id[,text] (or the short form id,text): ``rid`` as typed, ``text`` as typed
    after the comma (apostrophes kept; the session upper-cases outside them)."""

    rid: str
    text: str = ""


@attrs.frozen
class Wait:
    """.WAIT duration: let ``seconds`` of simulated time pass (whole milliseconds)."""

    seconds: float


@attrs.frozen
class DisplayActive:
    """D A[,L] lists address spaces; D A,jobname shows one in detail."""

    jobname: str | None = None


@attrs.frozen
class DisplayRequests:
    """D R[,kind][,S|,JN]: outstanding replies and action messages. ``kind`` is the one
    letter IBM documents for the selection (L and A list all of them, R the WTORs, I, CE
    and E the immediate, critical eventual and eventual action messages, M mount
    requests); ``form`` the columns before the text: TIME (the default), S (system name
    and job id), SYSNAME (system name) or JN (job name)."""

    kind: str = "L"
    form: str = "TIME"
    at: str | None = None  # L=: "A" (a display area), "L700" (a console) or "L700-A"
