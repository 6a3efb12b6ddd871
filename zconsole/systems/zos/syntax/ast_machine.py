"""Frozen command values for the everyday displays: D M, D M=STOR/CPU/CORE, D U,
D IPLINFO, D IOS,CONFIG and D SMS.

Kept apart from ast.py so that a one-shot D ASM never builds these classes.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class DisplayM:
    """D M: all sections."""


@attrs.frozen
class DisplayStor:
    """D M=STOR."""


@attrs.frozen
class DisplayCpu:
    """D M=CPU or D M=CORE; ``core`` as typed (the form follows PROCVIEW)."""

    core: bool = False


@attrs.frozen
class DisplayUnits:
    """D U[,type][,state][,dddd][,n], D U,VOL=volser, D U,IPLVOL.

    ``state`` is ONLINE, OFFLINE, ALLOC or None (all); ``first`` the device number to
    start at; ``count`` how many devices to list (None: the default).
    """

    kind: str | None = None
    state: str | None = None
    first: tuple[int, int] | None = None
    count: int | None = None
    volume: str | None = None
    iplvol: bool = False


@attrs.frozen
class DisplayIplinfo:
    """D IPLINFO (IEE254I), or D IPLINFO,sysparm (IEE255I) when ``sysparm`` is given."""

    sysparm: str | None = None


@attrs.frozen
class DisplayIosConfig:
    """D IOS,CONFIG."""


@attrs.frozen
class DisplaySms:
    """D SMS, or D SMS,STORGRP(name|ALL) when ``storgrp`` is given."""

    storgrp: str | None = None
