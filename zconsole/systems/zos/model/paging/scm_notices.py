"""What SCM says when drains finish (IEE195I, IEE712I), apart from scm.py: D ASM builds none of it."""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class ScmDrained:
    """Increments that finished draining and are now offline (IEE195I ... OFFLINE)."""

    msgid: ClassVar[str] = "IEE195I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    locations: tuple[int, int]  # scm.Range, [start_mb, end_mb)


@attrs.frozen
class ScmDrainsDone:
    """The CONFIG SCM OFFLINE whose drains finished is complete (IEE712I)."""

    msgid: ClassVar[str] = "IEE712I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False


@attrs.frozen
class ScmDrainedLiving:
    """Drains that finished while the machine lives: IEE195I for each range, then IEE712I,
    written as one message (REST detections and the hardcopy log see one unit)."""

    msgid: ClassVar[str] = "IEE195I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    ranges: tuple[tuple[int, int], ...]  # scm.Range each
