"""The CP directory (users, their privilege classes, storage, IPL) and the guests logged on."""

from __future__ import annotations

import datetime as dt
import re

import attrs

CLASSES = "ABCDEFG"
_USERID = re.compile(r"[A-Z0-9$#@_]{1,8}")


def _userid(instance: object, attribute: object, value: str) -> None:
    if not _USERID.fullmatch(value):
        raise ValueError(f"{value!r} is not a userid (1-8 of A-Z 0-9 $ # @ _)")


def _classes(instance: object, attribute: object, value: str) -> None:
    if not value or any(c not in CLASSES for c in value):
        raise ValueError(f"privilege classes must be letters of {CLASSES}, not {value!r}")


@attrs.frozen
class DirEntry:
    """A USER entry of the CP directory."""

    userid: str = attrs.field(validator=_userid)
    classes: str = attrs.field(default="G", validator=_classes)
    storage_mb: int = 256
    max_mb: int = 1024
    ipl: str = ""  # CMS, a device number, or "" (no IPL: the console stays in CP READ)
    # Seconds the guest takes to shut down after a shutdown signal; None: it ignores the
    # signal, and FORCE logs it off at once (a CMS user).
    shutdown_seconds: int | None = None
    machine: str = "ESA"
    autolog: bool = False  # logged on at IPL by AUTOLOG1 (unless the IPL says NOAUTOLOG)


@attrs.define(eq=False)
class Guest:
    """A user logged on: where (a terminal address or DSC), since when, what it has."""

    userid: str
    terminal: str = "DSC"
    logged_on: dt.datetime = dt.datetime(2013, 8, 31, 22, 33, 49)
    storage_mb: int = 256
    forced_by: str = ""  # a FORCE sent the shutdown signal; the logoff is an event
    io: int = 0
    rdr: int = 0
    prt: int = 0
    pch: int = 0
    devnum: int = 0  # IND USER's DEVNUM: virtual devices defined
    emsg: str = "ON"  # SET EMSG: the user's own setting (CP keeps it per user)
