"""CF CHP's own messages beyond IEE502I/IEE503I: the last-path dialogue (IEE100E, IEE131D,
IEE507D), the devices it boxed, and IEE754I for paths a CHPID brought online could not
validate (texts in the catalog)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import action_line, renders


@attrs.frozen
class DeviceList:
    """Device numbers as the console prints them, a run of consecutive ones as first-last."""

    items: tuple[str, ...]

    def lines(self) -> list[str]:
        per = c.IEE100E_PER_LINE
        return [" " + " ".join(self.items[i:i + per]) for i in range(0, len(self.items), per)]


@attrs.frozen
class Iee100e:
    """*IEE100E: the CHPIDs (as typed, ``95,A3``) are the last path to these devices."""

    msgid: ClassVar[str] = "IEE100E"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = True

    chp: str
    devices: DeviceList


@attrs.frozen
class ConfigWtor:
    """*nn IEE131D or *nn IEE507D: the dialogue's question, with its reply id."""

    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = True

    msgid: str
    reply_id: int
    width: int


@attrs.frozen
class Boxed:
    """Devices the reply YES boxed: for each in use (doing I/O or allocated) the sequence a
    failed last path gives (IOS002A, IOS102I, IOS451I, IEF524I); idle ones change silently."""

    msgid: ClassVar[str] = "IOS002A"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = True

    in_use: tuple[str, ...]


@attrs.frozen
class Iee754i:
    """CF CHP(xx),ONLINE over a failed link: the paths path validation left offline."""

    msgid: ClassVar[str] = "IEE754I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    chp: str
    devices: DeviceList


WTOR_TEXTS = {"IEE131D": c.IEE131D_TEXT, "IEE507D": c.IEE507D_TEXT}


@renders(Iee100e)
def _iee100e(msg: Iee100e) -> list[str]:
    return [action_line("IEE100E", c.IEE100E_TEXT.format(chp=msg.chp)), *msg.devices.lines()]


@renders(ConfigWtor)
def _config_wtor(msg: ConfigWtor) -> list[str]:
    return [f"{c.ACTION_FLAG}{msg.reply_id:0{msg.width}d} {msg.msgid} {WTOR_TEXTS[msg.msgid]}"]


@renders(Boxed)
def _boxed(msg: Boxed) -> list[str]:
    from zconsole.systems.zos.messages.ios import boxed_lines

    return [line for dev in msg.in_use for line in boxed_lines(dev)]


@renders(Iee754i)
def _iee754i(msg: Iee754i) -> list[str]:
    return ["IEE754I " + c.IEE754I_TEXT.format(chp=msg.chp), " " + c.IEE754I_DEVICES, *msg.devices.lines()]
