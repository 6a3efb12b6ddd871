"""A Said's console lines: the speaker and console id, the message id, the text."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.vse.messages.catalog import CATALOG, OWN, PART, POWER
from zconsole.systems.vse.messages.said import Said, Written

if TYPE_CHECKING:
    from zconsole.systems.vse.model.machine import VseMachine


def speaker(message: Said, machine: VseMachine) -> str:
    """`AR 0015` or POWER's `F1 0001` (REAL); a partition with its number (`F5 0005`), or
    with the id of the reply it waits for (`F5-0005`)."""
    who = CATALOG[message.key].speaker
    if who == POWER:
        return f"{machine.power_partition} {machine.power_console}"
    if who == PART:
        from zconsole.systems.vse.model.replies import own_number

        values = message.values()
        part = str(values["part"])
        reply = values.get("reply")
        if isinstance(reply, int):
            return f"{part}-{reply:04d}"
        return f"{part} {own_number(part):04d}"
    return f"AR {machine.ar_console}"


def texts(message: Said, machine: VseMachine) -> list[str]:
    entry = CATALOG[message.key]
    if entry.renderer:
        from zconsole.systems.vse.messages import tables

        lines: list[str] = getattr(tables, entry.renderer)(message, machine)
        return lines
    values = message.values()
    return [line.format(**values) for line in entry.template]


def render(message: Said, machine: VseMachine) -> list[str]:
    """Every line prefixed by the speaker; an id and its gap before each text with an id."""
    entry = CATALOG[message.key]
    if entry.speaker == OWN:
        return texts(message, machine)
    who = speaker(message, machine)
    out = []
    for text in texts(message, machine):
        if entry.msgid and not text.startswith(" "):  # a continuation line has no id
            out.append(f"{who} {entry.msgid}{entry.gap}{text}".rstrip())
        else:
            out.append(f"{who} {text}".rstrip())
    return out


def written(message: Said, machine: VseMachine) -> Written:
    return Written(message, tuple(render(message, machine)))


def echo(text: str) -> Written:
    """The line as typed (the captures show it above the answer)."""
    line = text.rstrip()
    return Written(Said("ECHO", (("text", line),)), (line,) if line.strip() else (), echo=True)
