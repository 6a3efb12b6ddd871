"""The frame controls an MCS console writes on the title line of a display it shows in one
of its display areas: one layout for the line console (a display written with ``L=a``)
and the 3270 screen's areas.

REAL-px (ADCD z/OS 1.11: ``IEE174I 09.37.03 DISPLAY M           FRAME LAST   F      E
SYS=ADCD``; ``IEE112I 12.30.06 PENDING REQUESTS    FRAME  1     F      E   SYS=ADCD``):
the controls start in column 38; LAST when the display fits its frames so far, else the
frame's number right in two columns (more than nine frames INFERRED); F (frame forward,
K D,F) and E (erase, K E,D) for the cursor. INFERRED: one blank after a title that
reaches column 37; a frame is the title line and the next size-1 lines.
"""

from __future__ import annotations

CONTROLS = "FRAME {frame:<4}   F      E   SYS={system}"
COLUMN = 37  # the controls' first column, counted from 0


def frames(lines: int, size: int) -> int:
    """How many frames of ``size`` lines a display of ``lines`` lines needs (the title
    line heads each)."""
    return max(1, -(-(lines - 1) // max(size - 1, 1)))


def controls(frame: int, count: int, system: str) -> str:
    """The controls of frame ``frame`` of ``count``: LAST on the last one."""
    return CONTROLS.format(frame="LAST" if frame == count else f"{frame:>2}", system=system)


def titled(title: str, frame: int, count: int, system: str) -> str:
    """The title line with the controls from COLUMN (one blank after a longer title)."""
    return title.ljust(max(COLUMN, len(title) + 1)) + controls(frame, count, system)
