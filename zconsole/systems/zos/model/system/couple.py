"""XCF's COUPLExx values and the sysplex couple data sets (D XCF,COUPLE).

DOC (z/OS MVS Initialization and Tuning Reference, COUPLExx): CLEANUP 15 seconds, RETRY
10, CLASSLEN 956 bytes, MAXMSG 2000 KB (z/OS 2.x); INTERVAL left out is derived from the
excessive spin time (165 seconds with IBM's EXSPATxx defaults) and OPNOTIFY is INTERVAL + 3.
The data sets' names are the ADCD systems' (INFERRED), formatted for 8 systems, 100 groups
and 203 members (IXCL1DSU's defaults, DOC)."""

from __future__ import annotations

import datetime as dt

import attrs


@attrs.frozen
class CoupleDataSet:
    """One sysplex couple data set; ``volume`` "" is the IPL volume."""

    dsname: str
    volume: str = ""
    formatted: dt.datetime = dt.datetime(2026, 11, 1, 5, 30, 0)
    maxsystem: int = 8
    maxgroup: int = 100
    maxmember: int = 203


@attrs.frozen
class Couple:
    """COUPLExx's options and the sysplex couple data sets in use (primary, alternate)."""

    interval: int = 165
    opnotify: int = 168
    maxmsg: int = 2000
    cleanup: int = 15
    retry: int = 10
    classlen: int = 956
    primary: CoupleDataSet = CoupleDataSet("SYS1.XCF.CDS01")
    alternate: CoupleDataSet | None = CoupleDataSet("SYS1.XCF.CDS02")
    # The most groups and members the sysplex has had at once (the primary's PEAK figures):
    # XCF's own groups on a monoplex (INFERRED figures, no capture).
    peak_groups: int = 11
    peak_members: int = 14
