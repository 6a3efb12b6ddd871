"""Frozen command values of SVC dumps and RMF (loaded only when such a command comes)."""

from __future__ import annotations

import attrs


@attrs.frozen
class DumpCommand:
    """DUMP COMM=(title): ``title`` as typed inside the parentheses (apostrophes kept)."""

    title: str


@attrs.frozen
class DumpdsClear:
    """DD CLEAR,DSN=nn|(nn,...)|ALL: ``numbers`` None for ALL."""

    numbers: tuple[int, ...] | None


@attrs.frozen
class DumpdsAlloc:
    """DD ALLOC=ACTIVE|INACTIVE: automatic allocation of dump data sets."""

    active: bool


@attrs.frozen
class DisplayDumpds:
    """D D,S (status, IEE852I) or D D,T (titles, IEE853I)."""

    titles: bool


@attrs.frozen
class DumpStats:
    """.DUMPSTATS: the VERBX IEAVTSFS statistics of the last SVC dump."""


@attrs.frozen
class RmfReport:
    """.RMF PAGESP: the PAGE DATA SET ACTIVITY report since IPL or the last report."""

    report: str = "PAGESP"
