"""The SVC dump notices the living machine says (rendered by zconsole/systems/zos/messages/dumps.py)."""

from __future__ import annotations

import attrs


@attrs.frozen
class Iee094d:
    reply_id: int
    width: int


@attrs.frozen
class Iea794i:
    dumpid: int
    jobname: str
    title: str


@attrs.frozen
class DumpWritten:
    """IEA911E (pre-allocated SYS1.DUMPnn) or IEA611I (automatically allocated)."""

    dsname: str
    automatic: bool
    dumpid: int
    jobname: str
    asids: tuple[int, ...]
    token: str
    partial: bool = False


@attrs.frozen
class Iea793a:
    reply_id: int
    width: int
    dumpid: int
    jobname: str


@attrs.frozen
class DumpDeleted:
    """zconsole's own: the operator answered IEA793A with D; the captured dump is gone."""

    dumpid: int
