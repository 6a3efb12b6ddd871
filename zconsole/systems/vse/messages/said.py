"""Said (a message as a value: its catalog key and fields) and Written (its console lines)."""

from __future__ import annotations

import datetime as dt

import attrs


@attrs.frozen
class Said:
    """One message: ``key`` names its catalog entry, ``fields`` fill its layout in."""

    key: str
    fields: tuple[tuple[str, object], ...] = ()
    unsolicited: bool = False
    at: dt.datetime | None = None

    def values(self) -> dict[str, object]:
        return dict(self.fields)


def said(key: str, /, **fields: object) -> Said:
    return Said(key, tuple(fields.items()))


def arrived(key: str, at: dt.datetime, /, **fields: object) -> Said:
    return Said(key, tuple(fields.items()), unsolicited=True, at=at)


@attrs.frozen
class Written:
    """A message as the console shows it: its lines (speaker and console id first), fixed
    when written. ``echo``: the operator's line as typed."""

    said: Said
    lines: tuple[str, ...]
    echo: bool = False

    @property
    def unsolicited(self) -> bool:
        return self.said.unsolicited

    @property
    def flagged(self) -> bool:
        return False

    @property
    def msgid(self) -> str:
        from zconsole.systems.vse.messages.catalog import CATALOG

        entry = CATALOG.get(self.said.key)
        return entry.msgid if entry is not None else ""
