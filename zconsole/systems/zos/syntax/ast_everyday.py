"""Frozen command values of an operator's everyday commands: D T, D C, D J/TS, K, SEND, MODIFY.

Kept apart from ast.py so that a one-shot D ASM never builds these classes.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class DisplayTime:
    """D T (D TIME): the local and UTC time of day and date."""


@attrs.frozen
class DisplayConsoles:
    """D C[,L|,A|,N][,CN=name]. ``scope`` is None (all), ``ACTIVE`` or ``NACTIVE``;
    ``echo`` the command as CNZ4100I repeats it (D C,L)."""

    echo: str = attrs.field(eq=False)  # as typed (D C,L or D C,LIST): one command either way
    scope: str | None = None
    name: str | None = None


@attrs.frozen
class DisplayControlSummary:
    """D C,K[,L=a|name|name-a]: the CONTROL command's operands this console takes and what
    each does (IEE162I); ``at`` the display area L= names."""

    at: str | None = None


@attrs.frozen
class DisplayEmcs:
    """D EMCS: the extended MCS consoles that meet every criterion given. ``form`` is
    SUMMARY, INFO or FULL; ``status`` A or N; ``name``, ``system`` and ``key`` a name or a
    mask with * and ?; ``auth`` an AUTH= value (ANY, MASTER, SYS, ..., xxxONLY)."""

    form: str = "SUMMARY"
    status: str | None = None
    name: str | None = None
    system: str | None = None
    key: str | None = None
    auth: str = "ANY"
    at: str | None = None


@attrs.frozen
class DisplayJobs:
    """D J[,L|,ALL|,name|,mask] (``kind`` JOBS) and D TS[,...] (``kind`` TS): D A's list
    and detail forms limited to batch jobs or to TSO users. ``pattern`` None is the list
    form; ``ALL`` every one in detail; otherwise a name or a mask with * and ?."""

    kind: str
    pattern: str | None = None


@attrs.frozen
class ControlS:
    """K S[,REF][,CON=][,SEG=][,DEL=][,RNUM=][,RTME=][,MFORM=][,L=name]: ``changes`` holds
    (setting, value) pairs in the order typed; none (or REF) shows the settings."""

    changes: tuple[tuple[str, str], ...] = ()
    ref: bool = False
    console: str | None = None
    verb: str = attrs.field(default="K", eq=False)  # as typed, for the verb field of a refusal


@attrs.frozen
class ControlE:
    """K E,SEG|D|N|F|nn[,nn][,L=name]: erase part of a console's screen."""

    what: str
    console: str | None = None
    verb: str = attrs.field(default="K", eq=False)


@attrs.frozen
class Send:
    """SE 'text'|msgno,... : ``text`` as typed between the apostrophes ('' made one);
    ``msgno`` a SYS1.BRODCAST notice number instead; ``to`` BRDCST, CN, OPERATOR, USER
    or None (the TSO users: ALL or none given); ``targets`` the names or routing code."""

    text: str | None
    msgno: int | None = None
    to: str | None = None
    targets: tuple[str, ...] = ()
    when: str | None = None  # NOW or LOGON
    verb: str = attrs.field(default="SE", eq=False)


@attrs.frozen
class Modify:
    """F jobname[.identifier],text: the text is for the program running as ``jobname``."""

    jobname: str
    text: str
    verb: str = attrs.field(default="F", eq=False)  # as typed, for IEE342I
