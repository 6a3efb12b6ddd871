"""What a PAGEDEL says on its own when a data set's slots have all moved (IEE202I), as a frozen
value; the words are the catalog's (messages/paging.py)."""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class Iee202i:
    """PAGEDEL completed for a data set (and the IEE203I for it is deleted)."""

    msgid: ClassVar[str] = "IEE202I"
    unsolicited: ClassVar[bool] = True  # written when the slots have moved, not as PAGEDEL's reply
    flagged: ClassVar[bool] = False

    dsname: str
    action: str
