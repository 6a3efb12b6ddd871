"""What JES2 says on its own (a batch job starting in an initiator, a resource shortage)."""

from __future__ import annotations

import datetime as dt
from typing import ClassVar

import attrs


@attrs.frozen
class Hasp373Batch:
    """$HASP373 of a batch job: the initiator, class and system that run it."""

    msgid: ClassVar[str] = "$HASP373"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    jobname: str
    init: str
    job_class: str
    member: str
    wide_class: bool  # z/OS 2.x pads the class to 8 (message-formats.md 1.4); 1.11 does not
    jobid: str = attrs.field(default="", kw_only=True)  # JOBnnnnn/STCnnnnn: the hardcopy log's job-id column


@attrs.frozen
class Irr010i:
    """JES2 assigns a batch job its RACF user as it reads the job in."""

    msgid: ClassVar[str] = "IRR010I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    user: str


@attrs.frozen
class Ich70001i:
    """RACF verified a job's user when the job started, and says when it was last verified."""

    msgid: ClassVar[str] = "ICH70001I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    user: str
    last: dt.datetime


@attrs.frozen
class Hasp309:
    """An initiator has no job to run (z/OS 2.x and later; see Release.hasp309)."""

    msgid: ClassVar[str] = "$HASP309"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    init: str
    classes: str


@attrs.frozen
class Hasp050:
    """*$HASP050 JES2 RESOURCE SHORTAGE OF rrrr - nn% UTILIZATION REACHED (an action message)."""

    msgid: ClassVar[str] = "$HASP050"
    template: ClassVar[str] = "HASP050_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = True

    resource: str
    percent: int
