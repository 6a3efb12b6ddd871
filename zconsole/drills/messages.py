"""What a drill says while it runs (ZCN300I-ZCN308I): objectives, mistakes, hints, the end.

zconsole's own notes, not any system's messages, so they are the same on every system's
console: each value carries its lines (``lines``), which every system's renderer gives as
they are. HELP explains them on z/OS (its explanations.toml).
"""

from __future__ import annotations

from typing import ClassVar

import attrs

ZCN300I_TEXT = "DRILL {name} BEGINS - TIME RUNS OUT AT {until} - .HINT FOR A HINT"
ZCN301I_TEXT = "OBJECTIVE MET - {text}"
ZCN302W_TEXT = "OBJECTIVE NO LONGER MET - {text}"
ZCN303W_TEXT = "OBJECTIVE MISSED - {text}"
ZCN304W_TEXT = "MISTAKE - {text} (-{penalty})"
ZCN305I_TEXT = "HINT {number} OF {of} - {text}"
ZCN306I_TEXT = "NO MORE HINTS"
ZCN307I_TEXT = "DRILL ENDED - {why}"
ZCN308I_TEXT = "THE CONSOLE STAYS ON THE DRILL'S MACHINE - .QUIT OR END OF INPUT TO LEAVE"


@attrs.frozen
class DrillNote:
    """A drill's note: its id and its one line after it."""

    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    msgid: str
    text: str

    @property
    def lines(self) -> tuple[str, ...]:
        return (f"{self.msgid} {self.text}",)


def begins(name: str, until: str) -> DrillNote:
    return DrillNote("ZCN300I", ZCN300I_TEXT.format(name=name.upper(), until=until))


def objective_met(text: str) -> DrillNote:
    return DrillNote("ZCN301I", ZCN301I_TEXT.format(text=text))


def objective_lost(text: str) -> DrillNote:
    return DrillNote("ZCN302W", ZCN302W_TEXT.format(text=text))


def objective_missed(text: str) -> DrillNote:
    return DrillNote("ZCN303W", ZCN303W_TEXT.format(text=text))


def mistake_noted(text: str, penalty: int) -> DrillNote:
    return DrillNote("ZCN304W", ZCN304W_TEXT.format(text=text, penalty=penalty))


def hint(number: int, of: int, text: str) -> DrillNote:
    return DrillNote("ZCN305I", ZCN305I_TEXT.format(number=number, of=of, text=text))


def no_more_hints() -> DrillNote:
    return DrillNote("ZCN306I", ZCN306I_TEXT)


def ended(why: str) -> DrillNote:
    return DrillNote("ZCN307I", ZCN307I_TEXT.format(why=why))


def stays() -> DrillNote:
    """After the debrief: the trainee may look around the drill's machine."""
    return DrillNote("ZCN308I", ZCN308I_TEXT)
