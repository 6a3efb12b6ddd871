"""What the living machine says on its own: frozen values, one per message id.

They are defined here because the model emits them (the model may not import
zconsole.systems.zos.messages); their renderers live in zconsole/systems/zos/messages/living.py, which
zconsole.systems.zos.messages.render imports the first time it meets one.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class Hasp100:
    jobname: str
    source: str  # STCINRDR for started tasks, INTRDR for jobs


@attrs.frozen
class Ief695i:
    proc: str
    jobname: str
    user: str
    group: str


@attrs.frozen
class Hasp373:
    jobname: str


@attrs.frozen
class Ief403i:
    jobname: str
    time: str


@attrs.frozen
class Ief404i:
    jobname: str
    time: str


@attrs.frozen
class Ief450i:
    """A job ended abnormally (CANCEL: S222)."""

    jobname: str
    stepname: str
    procstep: str
    abend: str
    time: str
    idr: int


@attrs.frozen
class Hasp395:
    jobname: str
    abend: str | None = None


@attrs.frozen
class WorkingSetBack:
    """zconsole's own notice: an address space has its working set in real storage again."""

    jobname: str
    asid: int
    pages: int
    seconds: float


@attrs.frozen
class Ira205i:
    percent: int


@attrs.frozen
class Ira200e:
    pass


@attrs.frozen
class Ira201e:
    pass


@attrs.frozen
class Ira202i:
    pass


@attrs.frozen
class Ira206i:
    jobname: str
    asid: int
    frames: int
    slots: int
    percent_of_aux: float


@attrs.frozen
class Ira203e:
    jobname: str
    asid: int
    frames_slots: int
    rate: int


@attrs.frozen
class Ira210e:
    jobname: str
    asid: int
    frames_slots: int
    rate: int


@attrs.frozen
class Ira211i:
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
    rows: tuple[CandidateRow, ...]


@attrs.frozen
class Ira221d:
    reply_id: int
    width: int


@attrs.frozen
class Ira222i:
    """Outcome of a reply to IRA221D: ``jobname``/``asid`` None for WRONG REPLY."""

    text: str
    jobname: str | None = None
    asid: int | None = None


@attrs.frozen
class Ira250i:
    percent: int


@attrs.frozen
class Ira252i:
    percent: int


@attrs.frozen
class Ilr008w:
    pass


@attrs.frozen
class WaitState:
    """zconsole's own notice: the system entered a disabled wait state."""

    code: str
    reason: str
