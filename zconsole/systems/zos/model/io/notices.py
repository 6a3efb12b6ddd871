"""What IOS says on its own when a link fails, runs degraded, has interface errors or
reaches its path error threshold (IOS450E, IOS580E, IOS050I/IOS051I, IOS210I), as frozen
values; the words are the catalog's (messages/ios.py)."""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class LinkFailed:
    """What a failed link made IOS say: (device text, boxed) for each device that lost the
    path, in device order (IOS450E; IOS002A, IOS102I, IOS451I, IEF524I when boxed)."""

    msgid: ClassVar[str] = "IOS450E"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = True

    chpid: str
    lost: tuple[tuple[str, bool], ...]
    keys: tuple[tuple[int, int], ...] = ()  # the same devices' keys, in the same order

    def devices(self) -> list[tuple[tuple[int, int], str]]:
        """(key, text) of each device that lost the path: its IOS450E stays outstanding."""
        return [(key, text) for key, (text, _) in zip(self.keys, self.lost, strict=True)]

    def boxed(self) -> list[tuple[tuple[int, int], str]]:
        """(key, text) of each device boxed: its IOS002A stays outstanding."""
        return [(key, text) for key, (text, boxed) in zip(self.keys, self.lost, strict=True) if boxed]


@attrs.frozen
class LinkDegraded:
    """IOS580E: the link of ``chpid`` runs degraded; the incident unit is the first control
    unit on it (type/model, manufacturer+plant, sequence number, its interface id)."""

    msgid: ClassVar[str] = "IOS580E"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = True

    chpid: str
    type_model: str
    serial: str
    interface: str


@attrs.frozen
class ChannelError:
    """IOS050I: an interface control check on an I/O to ``dev`` through ``chpid``; IOS051I
    when ``timeout``: the channel detected an interface timeout instead."""

    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    dev: str
    chpid: str
    timeout: bool = False

    @property
    def msgid(self) -> str:
        return "IOS051I" if self.timeout else "IOS050I"


@attrs.frozen
class PathRecovery:
    """IOS210I for each control unit: IOS took the path off its devices (PATH_SCOPE=CU)."""

    msgid: ClassVar[str] = "IOS210I"
    unsolicited: ClassVar[bool] = True
    flagged: ClassVar[bool] = False

    chpid: str
    units: tuple[str, ...]
