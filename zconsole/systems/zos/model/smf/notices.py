"""What SMF says, as frozen values (rendered by zconsole/systems/zos/messages/smf.py)."""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class Iee360i:
    """SMF NOW RECORDING ON dsname ON volser TIME=hh.mm.ss."""

    msgid: ClassVar[str] = "IEE360I"
    template: ClassVar[str] = "IEE360I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    dsname: str
    volume: str
    time: str


@attrs.frozen
class Iee362a:
    """*IEE362A SMF ENTER DUMP FOR dsname ON volser: a full data set waits to be dumped."""

    msgid: ClassVar[str] = "IEE362A"
    template: ClassVar[str] = "IEE362A_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = True

    dsname: str
    volume: str


@attrs.frozen
class Iee366i:
    """NO SMF DATA SETS AVAILABLE: every data set is full, records are buffered (then lost)."""

    msgid: ClassVar[str] = "IEE366I"
    template: ClassVar[str] = "IEE366I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    time: str


@attrs.frozen
class Iee966i:
    """dsname IS BEING FORMATTED (SET SMF on a data set never used)."""

    msgid: ClassVar[str] = "IEE966I"
    template: ClassVar[str] = "IEE966I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    dsname: str


@attrs.frozen
class Iee536i:
    """SMF VALUE xx NOW IN EFFECT."""

    msgid: ClassVar[str] = "IEE536I"
    template: ClassVar[str] = "IEE536I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    member: str


@attrs.frozen
class Iee351i:
    """SMF SYS1.MAN RECORDING NOT BEING USED (D SMF while SMF records to no data set)."""

    msgid: ClassVar[str] = "IEE351I"
    template: ClassVar[str] = "IEE351I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False


@attrs.frozen
class SmfRow:
    """One line of IEE949I."""

    flag: str  # P (recording) or S (spare)
    dsname: str
    volume: str
    blocks: int
    percent: int
    status: str


@attrs.frozen
class Iee949i:
    """D SMF: the data sets with size, fill and status."""

    msgid: ClassVar[str] = "IEE949I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    time: str
    idr: int | None
    rows: tuple[SmfRow, ...]
    area: object = None  # the display area it is written to (messages/header.DisplayArea)


@attrs.frozen
class Iee974i(Iee949i):
    """D SMF on z/OS 2.x and later: IEE949I's rows with a 20-column data set name."""

    msgid: ClassVar[str] = "IEE974I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False


@attrs.frozen
class Iee538i:
    """SET SMF=xx naming a member that does not exist (nothing changes)."""

    msgid: ClassVar[str] = "IEE538I"
    template: ClassVar[str] = "IEE538I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    member: str


@attrs.frozen
class StreamRow:
    """One log stream of IFA714I: SMF records on it, connected to system logger."""

    name: str
    buffers: int  # SMF's buffers holding its records not yet written


@attrs.frozen
class Ifa714i:
    """D SMF while SMF records on log streams: each with its buffers and status."""

    msgid: ClassVar[str] = "IFA714I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    time: str
    idr: int | None
    rows: tuple[StreamRow, ...]
    area: object = None  # the display area it is written to (messages/header.DisplayArea)
