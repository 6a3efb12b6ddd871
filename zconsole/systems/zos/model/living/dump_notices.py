"""The SVC dump notices the living machine says (rendered by zconsole/systems/zos/messages/dumps.py)."""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class Iee094d:
    msgid: ClassVar[str] = "IEE094D"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = True

    reply_id: int
    width: int


@attrs.frozen
class Iea794i:
    msgid: ClassVar[str] = "IEA794I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    dumpid: int
    jobname: str
    title: str


@attrs.frozen
class DumpWritten:
    """IEA911E (pre-allocated SYS1.DUMPnn) or IEA611I (automatically allocated)."""

    msgid: ClassVar[str] = "IEA611I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    dsname: str
    automatic: bool
    dumpid: int
    jobname: str
    asids: tuple[int, ...]
    token: str
    partial: bool = False


@attrs.frozen
class Iea793a:
    msgid: ClassVar[str] = "IEA793A"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = True

    reply_id: int
    width: int
    dumpid: int
    jobname: str


@attrs.frozen
class DumpDeleted:
    """zconsole's own: the operator answered IEA793A with D; the captured dump is gone."""

    msgid: ClassVar[str] = "ZCN030I"
    template: ClassVar[str] = "ZCN030I_TEXT"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    dumpid: int
