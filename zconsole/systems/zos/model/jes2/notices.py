"""What JES2 says on its own (a batch job starting in an initiator, a resource shortage)."""

from __future__ import annotations

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


@attrs.frozen
class Hasp050:
    """*$HASP050 JES2 RESOURCE SHORTAGE OF rrrr - nn% UTILIZATION REACHED (an action message)."""

    msgid: ClassVar[str] = "$HASP050"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = True

    resource: str
    percent: int
