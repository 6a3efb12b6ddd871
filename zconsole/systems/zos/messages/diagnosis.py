"""D SLIP (IEE735I), D TRACE (IEE843I), D GRS,C (ISG343I's contention form), D OPDATA
(IEE603I) and D ETR (IEA386I): the displays of what the system traps, traces, serializes,
routes and times by."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import renders


def _rows(entries: list[str], per_line: int, head: str) -> list[str]:
    """Entries ``per_line`` a line under a heading repeated as often (trailing blanks go)."""
    lines = [(head * min(per_line, max(len(entries), 1))).rstrip()]
    for start in range(0, len(entries), per_line):
        lines.append("".join(entries[start:start + per_line]).rstrip())
    return lines


@attrs.frozen
class Iee735i:
    msgid: ClassVar[str] = "IEE735I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    traps: tuple[tuple[str, str], ...]  # (id, ENABLED|DISABLED) in the order defined


@renders(Iee735i)
def _iee735i(msg: Iee735i) -> list[str]:
    entries = [c.IEE735I_ENTRY.format(id=i, state=s) for i, s in msg.traps]
    rows = _rows(entries, c.IEE735I_PER_LINE, c.IEE735I_HEAD)
    return [msg.stamp.first_line("IEE735I", c.IEE735I_TITLE), *rows]


@attrs.frozen
class Iee843i:
    msgid: ClassVar[str] = "IEE843I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    per_cpu_mb: int
    buffers_mb: int
    flags: tuple[bool, bool, bool, bool]  # AS, BR, EX, MO
    master_kb: int  # 0: off
    components: tuple[tuple[str, str], ...]


@renders(Iee843i)
def _iee843i(msg: Iee843i) -> list[str]:
    on = tuple("ON" if f else "OFF" for f in msg.flags)
    first = c.IEE843I_FIRST.format(time=msg.stamp.time)
    if msg.stamp.idr is not None:
        first += " " + c.IDR_FORMAT.format(msg.stamp.idr)
    mt = c.IEE843I_MT_ON.format(kb=msg.master_kb) if msg.master_kb else "OFF"
    entries = [c.IEE843I_ENTRY.format(name=n, mode=m) for n, m in msg.components]
    rows = _rows(entries, c.IEE843I_PER_LINE, c.IEE843I_HEAD)
    return [first, c.IEE843I_SUBTITLE,
            c.IEE843I_ST.format(per_cpu=msg.per_cpu_mb, buffers=msg.buffers_mb, as_=on[0], br=on[1],
                                ex=on[2], mo=on[3], mt=mt),
            " " + rows[0], c.IEE843I_RULE, *(" " + row for row in rows[1:])]


@attrs.frozen
class Isg343iContention:
    """D GRS,C: ISG343I saying there is no contention (zconsole's jobs hold no ENQs)."""

    msgid: ClassVar[str] = "ISG343I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    star: bool  # GRS=STAR: the ISGLOCK structure's line too


@renders(Isg343iContention)
def _isg343i_contention(msg: Isg343iContention) -> list[str]:
    return [msg.stamp.first_line("ISG343I", c.ISG343I_TITLE), c.ISG343I_NO_ENQ,
            *([c.ISG343I_NO_ISGLOCK] if msg.star else []), c.ISG343I_NO_LATCH]


@attrs.frozen
class Iee603i:
    msgid: ClassVar[str] = "IEE603I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    prefixes: tuple[tuple[str, str, str], ...]  # (prefix, owner, system)


@renders(Iee603i)
def _iee603i(msg: Iee603i) -> list[str]:
    if not msg.prefixes:
        return [msg.stamp.first_line("IEE603I", c.IEE603I_TITLE), c.IEE603I_NONE]
    return [msg.stamp.first_line("IEE603I", c.IEE603I_TITLE), c.IEE603I_HEAD,
            *(c.IEE603I_ROW.format(prefix=p, owner=o, system=s, scope=c.IEE603I_JES2[0],
                                   remove=c.IEE603I_JES2[1], faildsp=c.IEE603I_JES2[2])
              for p, o, s in msg.prefixes)]


@attrs.frozen
class Iea386i:
    msgid: ClassVar[str] = "IEA386I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    mode: str


@renders(Iea386i)
def _iea386i(msg: Iea386i) -> list[str]:
    return [msg.stamp.first_line("IEA386I", c.IEA386I_TITLE), c.IEA386I_MODE.format(mode=msg.mode)]
