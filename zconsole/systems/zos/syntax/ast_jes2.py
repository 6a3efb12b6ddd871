"""Frozen command values of the JES2 `$` commands (grammar/jes2.lark; loaded only when used)."""

from __future__ import annotations

import attrs


@attrs.frozen
class JobSel:
    """Jobs by type (JOB, STC, TSU) and number range, as typed (``text`` for echoes)."""

    type: str  # "" with a name: jobs of any type
    low: int
    high: int
    text: str
    name: str | None = None  # 'jobname': the jobs of that name (low and high unused)


@attrs.frozen
class InitRange:
    low: int | None = None  # None: every initiator
    high: int | None = None
    label: str | None = None  # I(K): the initiator whose NAME= is K


@attrs.frozen
class Jes2DisplayActive:
    types: tuple[str, ...]


@attrs.frozen
class Jes2DisplayJobq:
    mask: str | None = None
    volser: str | None = None  # SPL=(V=volser): the jobs with spool on that volume
    status: bool = False  # ,STATUS: each job's status only


@attrs.frozen
class Jes2DisplayJobs:
    sel: JobSel
    cc: bool = False


@attrs.frozen
class Jes2DisplayInits:
    inits: InitRange


@attrs.frozen
class Jes2DisplayJes2:
    """$D JES2: the activity that keeps JES2 from stopping ($HASP608)."""


@attrs.frozen
class Jes2DisplaySpool:
    long: bool = False  # ,ALL or ,LONG: every keyword
    volser: str | None = None
    long_form: bool = False  # ,LONG: on z/OS 2.x also the data set and its reservations


@attrs.frozen
class Jes2DisplayDef:
    which: str  # SPOOLDEF, JOBDEF, OUTDEF


@attrs.frozen
class Jes2StartInits:
    inits: InitRange


@attrs.frozen
class Jes2StartSpool:
    """$S SPL(volser)[,FORMAT]: JES2 starts using (and formats) a spool volume."""

    volser: str
    format: bool = False


@attrs.frozen
class Jes2DrainInits:
    inits: InitRange


@attrs.frozen
class Jes2SetInits:
    inits: InitRange
    classes: str


@attrs.frozen
class Jes2SetJobdef:
    values: tuple[tuple[str, int], ...]


@attrs.frozen
class Jes2PurgeJobs:
    sel: JobSel


@attrs.frozen
class Jes2PurgeOutput:
    sel: JobSel


@attrs.frozen
class Jes2Stop:
    """$P JES2: JES2 ends once nothing runs under it; ``how`` ABEND or TERM: at once."""

    how: str | None = None


@attrs.frozen
class Jes2CancelJobs:
    sel: JobSel
    purge: bool = False


@attrs.frozen
class Jes2Line:
    """A `$` line: JES2's command, and the first word as typed (a system without JES2
    answers IEE305I with it)."""

    word: str
    command: object


@attrs.frozen
class Jes2Rejected:
    """A `$` line JES2 does not accept: $HASP003 with ``rc`` and the verb/operand echoed."""

    rc: int
    verb: str
    operand: str


# --- $H J / $A J, and commands stacked with `;` ------------------------------------
@attrs.frozen
class Jes2HoldJobs:
    """$H Jnnnn[-mmmm]: the jobs are held (not selected for execution until released)."""

    sel: JobSel


@attrs.frozen
class Jes2ReleaseJobs:
    """$A Jnnnn[-mmmm]: held jobs are released, and may be selected at once."""

    sel: JobSel


@attrs.frozen
class Jes2Stack:
    """Several JES2 commands on one line, separated by `;` (DOC: only the first carries
    the `$`); each one runs in turn and answers as it would alone."""

    commands: tuple[object, ...]
