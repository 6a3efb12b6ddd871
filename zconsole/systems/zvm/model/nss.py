"""Named saved systems and saved segments (QUERY NSS): the system data files in the spool.

An NSS (CMS, GCS) is a guest's operating system saved so that a user IPLs it by name; a
DCSS is a segment guests share. Each is a system data file with a spool id, a class (A
available, R restricted, S skeleton, P pending purge), its records and when and by whom
it was saved; QUERY NSS MAP adds its page ranges and how many users have it (here: the
logged-on users whose directory entry IPLs it).
"""

from __future__ import annotations

import datetime as dt

import attrs

FILETYPES = ("NSS", "DCSS", "DCSS-S", "DCSS-M", "CPNSS", "CPDCSS")  # DOC (QUERY NSS's FILETYPE)
CLASSES = ("A", "R", "S", "P")  # DOC: available, restricted, skeleton, pending purge
PAGE_TYPES = ("EW", "EN", "ER", "SW", "SN", "SR", "SC")  # DOC (DEFSYS/DEFSEG page types)


def _filetype(instance: object, attribute: object, value: str) -> None:
    if value not in FILETYPES:
        raise ValueError(f"must be one of {', '.join(FILETYPES)}, not {value!r}")


def _class(instance: object, attribute: object, value: str) -> None:
    if value not in CLASSES:
        raise ValueError(f"must be one of {', '.join(CLASSES)}, not {value!r}")


def _spoolid(instance: object, attribute: object, value: int) -> None:
    if not 1 <= value <= 9999:
        raise ValueError(f"must be 1-9999, not {value}")


# A page range: (first, last, type), hex page numbers of 4K pages and how they are saved.
PageRange = tuple[int, int, str]


def page_range(first: int, last: int, kind: str) -> PageRange:
    """A page range checked: a type of PAGE_TYPES, first <= last within 00000-FFFFF."""
    if kind not in PAGE_TYPES:
        raise ValueError(f"page type must be one of {', '.join(PAGE_TYPES)}, not {kind!r}")
    if not 0 <= first <= last <= 0xFFFFF:
        raise ValueError(f"pages {first:05X}-{last:05X} are not a range of 00000-FFFFF")
    return (first, last, kind)


@attrs.frozen
class SavedSystem:
    """One system data file of QUERY NSS."""

    name: str
    filetype: str = attrs.field(validator=_filetype)
    spoolid: int = attrs.field(validator=_spoolid)
    cls: str = attrs.field(default="A", validator=_class)
    records: int = 0
    saved: dt.datetime = dt.datetime(2013, 6, 28, 14, 58, 28)  # its spool file's date and time
    origin: str = "MAINT"
    ranges: tuple[PageRange, ...] = ()
    # An NSS's: the least virtual storage a guest needs to IPL it, in K (QUERY NSS MAP).
    minsize_k: int = 0
    parmregs: str = ""  # the registers IPL PARM fills (an NSS's; "00-15" for CMS)
    vmgroup: bool = False
