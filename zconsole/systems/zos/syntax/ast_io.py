"""Frozen command values for the channel subsystem (D M=DEV/CHP/CU, CF CHP, VARY).

Kept apart from ast.py so that a one-shot SCM or ASM command never builds these classes.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class DevRange:
    """Devices ``first``-``last`` of one subchannel set (first == last for one device)."""

    ssid: int
    first: int
    last: int


@attrs.frozen
class DisplayDev:
    """D M=DEV (grid when ``ranges`` is empty) or D M=DEV(...), optionally for one CHPID."""

    ranges: tuple[DevRange, ...] = ()
    chpid: int | None = None


@attrs.frozen
class DisplayChp:
    """D M=CHP (grid when ``chpids`` is empty), D M=CHP(list)[,PATHINFO]."""

    chpids: tuple[int, ...] = ()
    pathinfo: bool = False


@attrs.frozen
class DisplayCu:
    """D M=CU(xxxx)."""

    number: int


@attrs.frozen
class ConfigChp:
    """CF CHP(list),ONLINE|OFFLINE[,FORCE|,UNCOND]; ``force`` is the option as typed."""

    chpids: tuple[int, ...]
    online: bool
    force: str | None = None


@attrs.frozen
class VaryDevice:
    """VARY dddd[-dddd] or (list),ONLINE|OFFLINE[,FORCE]."""

    ranges: tuple[DevRange, ...]
    online: bool
    force: str | None = None


@attrs.frozen
class VaryPath:
    """VARY PATH(dddd,xx),ONLINE|OFFLINE[,FORCE|,UNCOND]."""

    ssid: int
    number: int
    chpid: int
    online: bool
    force: str | None = None
