"""What the living machine says on its own: frozen values, one per message id.

They are defined here because the model emits them (the model may not import
zconsole.systems.zos.messages); their renderers live in zconsole/systems/zos/messages/living.py, which
zconsole.systems.zos.messages.render imports the first time it meets one.
"""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class Hasp100:
    """JES2 read a job or started task in (ON STCINRDR, INTRDR)."""

    msgid: ClassVar[str] = "$HASP100"
    template: ClassVar[str] = "HASP100_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    source: str  # STCINRDR for started tasks, INTRDR for jobs
    jobid: str = attrs.field(default="", kw_only=True)  # JOBnnnnn/STCnnnnn: the hardcopy log's job-id column


@attrs.frozen
class Hasp100From(Hasp100):
    """$HASP100 of a job an address space submitted through the internal reader (z/OS 2.x
    and later): the JOB card's programmer name, then the submitter's job id and user."""

    msgid: ClassVar[str] = "$HASP100"
    template: ClassVar[str] = "HASP100_FROM_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    programmer: str = attrs.field(kw_only=True)  # "" when the JOB card names none
    submitter: str = attrs.field(kw_only=True)  # its job id and user: "STC01874 DKELOSKY"


@attrs.frozen
class Ief695i:
    msgid: ClassVar[str] = "IEF695I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    proc: str
    jobname: str
    user: str
    group: str
    jobid: str = attrs.field(default="", kw_only=True)  # JOBnnnnn/STCnnnnn: the hardcopy log's job-id column


@attrs.frozen
class Hasp373:
    msgid: ClassVar[str] = "$HASP373"
    template: ClassVar[str] = "HASP373_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    jobid: str = attrs.field(default="", kw_only=True)  # JOBnnnnn/STCnnnnn: the hardcopy log's job-id column


@attrs.frozen
class Ief403i:
    msgid: ClassVar[str] = "IEF403I"
    template: ClassVar[str] = "IEF403I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    time: str
    jobid: str = attrs.field(default="", kw_only=True)  # JOBnnnnn/STCnnnnn: the hardcopy log's job-id column


@attrs.frozen
class Ief404i:
    msgid: ClassVar[str] = "IEF404I"
    template: ClassVar[str] = "IEF404I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    time: str
    jobid: str = attrs.field(default="", kw_only=True)  # JOBnnnnn/STCnnnnn: the hardcopy log's job-id column


@attrs.frozen
class Ief450i:
    """A job ended abnormally (CANCEL: S222)."""

    msgid: ClassVar[str] = "IEF450I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    stepname: str
    procstep: str  # "" for a batch job's EXEC PGM= step: no procedure step is shown
    abend: str
    time: str
    idr: int
    jobid: str = attrs.field(default="", kw_only=True)  # JOBnnnnn/STCnnnnn: the hardcopy log's job-id column


@attrs.frozen
class Hasp395:
    """The job ended: with its abend code, or (z/OS 2.x and later) its return code."""

    msgid: ClassVar[str] = "$HASP395"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    abend: str | None = None
    rc: int | None = None  # None: the bare `ENDED` of z/OS 1.x
    jobid: str = attrs.field(default="", kw_only=True)  # JOBnnnnn/STCnnnnn: the hardcopy log's job-id column


@attrs.frozen
class WorkingSetBack:
    """zconsole's own notice: an address space has its working set in real storage again."""

    msgid: ClassVar[str] = "ZCN020I"
    template: ClassVar[str] = "ZCN020I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    asid: int
    pages: int
    seconds: float


@attrs.frozen
class Ira205i:
    msgid: ClassVar[str] = "IRA205I"
    template: ClassVar[str] = "IRA205I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    percent: int


@attrs.frozen
class Ira200e:
    msgid: ClassVar[str] = "IRA200E"
    template: ClassVar[str] = "IRA200E_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = True


@attrs.frozen
class Ira201e:
    msgid: ClassVar[str] = "IRA201E"
    template: ClassVar[str] = "IRA201E_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = True


@attrs.frozen
class Ira202i:
    msgid: ClassVar[str] = "IRA202I"
    template: ClassVar[str] = "IRA202I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False


@attrs.frozen
class Ira206i:
    msgid: ClassVar[str] = "IRA206I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    asid: int
    frames: int
    slots: int
    percent_of_aux: float


@attrs.frozen
class Ira203e:
    msgid: ClassVar[str] = "IRA203E"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    asid: int
    frames_slots: int
    rate: int


@attrs.frozen
class Ira210e:
    msgid: ClassVar[str] = "IRA210E"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    asid: int
    frames_slots: int
    rate: int


@attrs.frozen
class Ira211i:
    msgid: ClassVar[str] = "IRA211I"
    template: ClassVar[str] = "IRA211I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    asid: int


@attrs.frozen
class CandidateRow:
    """One line of IRA220I's table."""

    line: int
    jobname: str
    asid: int
    flag: str  # "S" system, "N" not cancelable, "" otherwise
    frames: int
    slots: int


@attrs.frozen
class Ira220i:
    msgid: ClassVar[str] = "IRA220I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    rows: tuple[CandidateRow, ...]


@attrs.frozen
class Ira221d:
    msgid: ClassVar[str] = "IRA221D"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = True

    reply_id: int
    width: int


@attrs.frozen
class Ira222i:
    """Outcome of a reply to IRA221D: ``jobname``/``asid`` None for WRONG REPLY."""

    msgid: ClassVar[str] = "IRA222I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    text: str
    jobname: str | None = None
    asid: int | None = None


@attrs.frozen
class Ira250i:
    msgid: ClassVar[str] = "IRA250I"
    template: ClassVar[str] = "IRA250I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    percent: int


@attrs.frozen
class Ira252i:
    msgid: ClassVar[str] = "IRA252I"
    template: ClassVar[str] = "IRA252I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    percent: int


@attrs.frozen
class Ilr008w:
    msgid: ClassVar[str] = "ILR008W"
    template: ClassVar[str] = "ILR008W_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False


@attrs.frozen
class WaitState:
    """zconsole's own notice: the system entered a disabled wait state."""

    msgid: ClassVar[str] = "ZCN021W"
    template: ClassVar[str] = "ZCN021W_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    code: str
    reason: str
