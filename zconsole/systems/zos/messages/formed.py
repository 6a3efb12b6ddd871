"""A message as a console with MFORM prefixes writes it (K S,MFORM=): the time, the system
name and the job id in front of its first line, its other lines from the time column.

REAL-px (everyday-commands.md, the ADCD MCS console with MFORM=(T,J)): a first line is
``f hh.mm.ss jjjjjjjj a`` then the text: the flag column (``*`` on an action message,
else blank), the time, the job id the message is about (``STC00108`` before the
``$HASP890`` of a started task, ``JOB07430`` before a job's ``$HASP373``; 8 blanks for a
message about no job, as a command's answer), and the message's own action column (its
``*``, or a blank). Continuation lines start at the time column. The system name's place
(S) after the time is IBM's order ``[hh.mm.ss] [sysname] {jobid}`` (DOC, JES2's message
format); X (JES3's) changes nothing on a JES2 system.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zos.messages.render import render, render_pieces, renders, streams

if TYPE_CHECKING:
    import datetime as dt
    from collections.abc import Iterator

    from zconsole.console.message import Message


@attrs.frozen
class Formed:
    """``unformed`` as the line console writes it under ``forms`` (its MFORM options)."""

    unformed: Message  # the message itself
    time: dt.datetime
    system: str
    forms: tuple[str, ...]

    @property
    def msgid(self) -> str:
        return self.unformed.msgid

    @property
    def unsolicited(self) -> bool:
        return self.unformed.unsolicited

    @property
    def flagged(self) -> bool:
        return self.unformed.flagged

    @property
    def jobid(self) -> str:
        """The job the message is about (the hardcopy log's job-id column reads it too)."""
        return str(getattr(self.unformed, "jobid", ""))


def formed(messages: tuple[Message, ...], time: dt.datetime, system: str,
           forms: tuple[str, ...]) -> tuple[Message, ...]:
    """``messages`` as a console with MFORM ``forms`` writes them: z/OS's own with the
    prefixes T, S and J ask for; zconsole's own notes (ZCN) and help text (no id) as they
    are, for they are no system's messages."""
    if not {"T", "S", "J"} & set(forms):
        return messages
    return tuple(Formed(m, time, system, forms) if m.msgid and not m.msgid.startswith("ZCN") else m
                 for m in messages)


def _first(formed: Formed, line: str) -> str:
    """The first line with the columns in front: flag, T, S, J, the action column."""
    action = line[:1] == "*"
    head = "*" if action else " "
    if "T" in formed.forms:
        head += formed.time.strftime("%H.%M.%S") + " "
    if "S" in formed.forms:
        head += f"{formed.system:<8} "
    if "J" in formed.forms:
        head += f"{formed.jobid:<8} "
    return head + (line if action else " " + line)


@renders(Formed)
def _formed(formed: Formed) -> list[str]:
    lines = render(formed.unformed)
    if not lines:
        return lines
    return [_first(formed, lines[0]), *(" " + line for line in lines[1:])]


@streams(Formed)
def _formed_pieces(formed: Formed) -> Iterator[list[str]]:
    """The pieces of a message that renders in pieces (a 72,000-line D M=DEV), each as it
    comes, so that a long display stays interruptible with its prefixes."""
    first = True
    for piece in render_pieces([formed.unformed]):
        if first and piece:
            yield [_first(formed, piece[0]), *(" " + line for line in piece[1:])]
            first = False
        else:
            yield [" " + line for line in piece]
