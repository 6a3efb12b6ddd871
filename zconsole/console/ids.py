"""The display-number allocator: the 3-digit ``idr`` at the end of a display's first line."""

from __future__ import annotations

import attrs

FIRST_ID = 1
LAST_ID = 999  # DOC: "a 3-digit decimal identifier"; wraps to FIRST_ID after it (INFERRED)


def _valid(value: int) -> None:
    if not FIRST_ID <= value <= LAST_ID:
        raise ValueError(f"display number must be {FIRST_ID}-{LAST_ID}, not {value}")


@attrs.define(eq=False)
class DisplayIds:
    """Hands out display numbers in order; a transcript sets the next one to match a capture."""

    next_id: int = FIRST_ID

    def __attrs_post_init__(self) -> None:
        _valid(self.next_id)

    def take(self) -> int:
        """Return the next number and move on, wrapping after 999."""
        value = self.next_id
        self.next_id = FIRST_ID if value == LAST_ID else value + 1
        return value

    def set_next(self, value: int) -> None:
        """Make ``value`` the next number handed out."""
        _valid(value)
        self.next_id = value
