"""Said: one message as a frozen value - its catalog key and its fields."""

from __future__ import annotations

import datetime as dt

import attrs


@attrs.frozen
class Said:
    """One message the CP console writes: ``key`` names its catalog entry; ``fields`` are
    what its layout fills in (frozen: a tuple of name, value pairs). ``unsolicited``: it
    arrived by itself (a guest logging on or off), not as the answer to a command."""

    key: str
    fields: tuple[tuple[str, object], ...] = ()
    unsolicited: bool = False
    at: dt.datetime | None = None  # when it arrived (unsolicited); None: when it is shown

    def get(self, name: str) -> object:
        for field, value in self.fields:
            if field == name:
                return value
        raise KeyError(name)

    def values(self) -> dict[str, object]:
        return dict(self.fields)


def said(key: str, /, **fields: object) -> Said:
    """A message for ``key`` with ``fields`` (in the order given)."""
    return Said(key, tuple(fields.items()))


def arrived(key: str, at: dt.datetime, /, **fields: object) -> Said:
    """A message that arrived by itself (unsolicited) at ``at``, for ``key`` with ``fields``."""
    return Said(key, tuple(fields.items()), unsolicited=True, at=at)


# The parts of a screen a Written is (what the REST console's vmcp shape keeps: responses).
ECHO, RESPONSE, END, ARRIVED = "echo", "response", "end", "arrived"


@attrs.frozen
class Written:
    """A message as the screen shows it (a console/message.py Message): its rows
    (time-stamped on a CP READ console, wrapped at 80 columns), and which part of the
    exchange it is: the echo of the line, a response, the end line (CMS's Ready), or a
    line that arrived by itself. ``rc`` is the return code an end line or an error carries."""

    said: Said
    lines: tuple[str, ...]
    role: str = RESPONSE
    rc: int = 0

    @property
    def unsolicited(self) -> bool:
        return self.role == ARRIVED

    @property
    def flagged(self) -> bool:
        """An action message (severity A, HCPWRS2511A): CP shows no flag, but it waits for
        the operator all the same."""
        return self.msgid.endswith("A")

    @property
    def msgid(self) -> str:
        """The message's id as CP shows it (the module filled in), or "" for a response."""
        from zconsole.systems.zvm.messages.catalog import CATALOG

        template = CATALOG[self.said.key].msgid
        return template.format(**self.said.values()) if template else ""
