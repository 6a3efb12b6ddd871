"""What JES2 says on its own (a batch job starting in an initiator, a resource shortage)."""

from __future__ import annotations

import attrs


@attrs.frozen
class Hasp373Batch:
    """$HASP373 of a batch job: the initiator, class and system that run it."""

    jobname: str
    init: str
    job_class: str
    member: str
    wide_class: bool  # z/OS 2.x pads the class to 8 (message-formats.md 1.4); 1.11 does not


@attrs.frozen
class Hasp050:
    """*$HASP050 JES2 RESOURCE SHORTAGE OF rrrr - nn% UTILIZATION REACHED (an action message)."""

    resource: str
    percent: int
