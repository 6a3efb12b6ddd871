"""Outstanding replies: a partition's program or its job control waiting for the operator.

A message that waits for an answer shows its reply id after a hyphen (`F2-0002`, DOC: a
vendor manual's `Fx-nnnn` after `MSG Fx`); the operator answers `nnnn text` (leading zeros
may be left out: `0 DELETE`, `171 SHUT`, `1 Y` in the real operator notes the captures come
from). A partition's own messages carry its number (BG 0000, F1 0001 - POWER's `F1 0001`
is REAL - ..., FA 0010, FB 0011). How ids are handed out is INFERRED: a partition's first
outstanding reply takes its own number, a second one the next of a system counter
(16-9999, past the attention routine's 0015).
"""

from __future__ import annotations

import attrs

from zconsole.systems.vse.model.partitions import STATIC

JOB_CONTROL, PROGRAM = "JC", "MSG"  # who waits: the partition's job control, or its program
KINDS = (JOB_CONTROL, PROGRAM)
FIRST_SHARED, LAST_ID = 300, 9999


@attrs.define(eq=False)
class Reply:
    """One outstanding reply: its id, the partition that asks, who asks, the text shown
    after the id when it was asked ("" for a program's bare prompt)."""

    number: int
    partition: str
    kind: str
    prompt: str = ""


def own_number(partition: str) -> int:
    """BG 0, F1-F9 1-9, FA 10, FB 11, a dynamic partition 16 on (Z1 16, Z2 17, ...; Y1 51,
    ...): the number a partition's messages carry."""
    if partition in STATIC:
        return STATIC.index(partition)
    from zconsole.systems.vse.model.dynamic import SUFFIXES
    from zconsole.systems.vse.model.partitions import DYNAMIC_CLASSES

    return 16 + DYNAMIC_CLASSES.index(partition[0]) * len(SUFFIXES) + SUFFIXES.index(partition[1])


def new_number(replies: list[Reply], partition: str, counter: int) -> tuple[int, int]:
    """(the id for a new reply of ``partition``, the counter after it)."""
    taken = {r.number for r in replies}
    own = own_number(partition)
    if own not in taken:
        return own, counter
    number = counter
    for _ in range(LAST_ID - FIRST_SHARED + 1):
        if number not in taken:
            break
        number = number + 1 if number < LAST_ID else FIRST_SHARED
    following = number + 1 if number < LAST_ID else FIRST_SHARED
    return number, following


def waiting(replies: list[Reply], partition: str, kind: str) -> Reply | None:
    return next((r for r in replies if r.partition == partition and r.kind == kind), None)
