"""Parse-tree callbacks: each vse.lark alias to its command value (called by the LALR runner)."""

from __future__ import annotations

import math
from typing import Any

from zconsole.console.durations import seconds_of
from zconsole.systems.vse.syntax import commands as c

Items = tuple[Any, ...]


def _strs(items: Items) -> list[str]:
    return [str(item) for item in items if item is not None]


class Callbacks:
    """Methods named after vse.lark's rules and aliases; ``items`` the shaped children, passed
    as the arguments (zconsole/console/lalr.py, as lark's v_args(inline=True))."""

    def start(self, *items: Any) -> Any:
        return items[0]

    def full(self, *items: Any) -> bool:
        return True

    def detail(self, *items: Any) -> bool:
        return True

    def rdr(self, *items: Any) -> str:
        return "RDR"

    def lst(self, *items: Any) -> str:
        return "LST"

    def pun(self, *items: Any) -> str:
        return "PUN"

    def xmt(self, *items: Any) -> str:
        return "XMT"

    def words(self, *items: Any) -> tuple[str, ...]:
        return tuple(_strs(items))

    def prty(self, *items: Any) -> c.Prty:
        return c.Prty(items[0] if items and items[0] is not None else ())

    def d_queue(self, *items: Any) -> c.Display:
        return c.Display(items[0], str(items[1]) if items[1] is not None else "")

    def d_wrun(self, *items: Any) -> c.Display:
        return c.Display("WRUN", full=bool(items and items[0]))

    def d_active(self, *items: Any) -> c.Display:
        return c.Display("A")

    def d_q(self, *items: Any) -> c.Display:
        return c.Display("Q")

    def d_dync(self, *items: Any) -> c.Display:
        return c.Display("DYNC")

    def prelease(self, *items: Any) -> c.Release:
        return c.Release(items[0], str(items[1]))

    def pdelete(self, *items: Any) -> c.Delete:
        return c.Delete(items[0], str(items[1]))

    def palter(self, *items: Any) -> c.Alter:
        return c.Alter(items[0], str(items[1]), tuple(items[2:]))

    def disp(self, *items: Any) -> tuple[str, str]:
        return ("DISP", str(items[0]))

    def klass(self, *items: Any) -> tuple[str, str]:
        return ("CLASS", str(items[0]))

    def pri(self, *items: Any) -> tuple[str, str]:
        return ("PRI", str(items[0]))

    def pstart(self, *items: Any) -> c.Start:
        return c.Start(str(items[0]), str(items[1]) if items[1] is not None else "")

    def pstop(self, *items: Any) -> c.Stop:
        return c.Stop(str(items[0]))

    def map(self, *items: Any) -> c.Map:
        return c.Map(str(items[0]) if items and items[0] is not None else "")

    def getvis(self, *items: Any) -> c.Getvis:
        area = str(items[0]) if items and items[0] is not None else ""
        return c.Getvis(area, len(items) > 1 and bool(items[1]))

    def sir(self, *items: Any) -> c.Sir:
        return c.Sir()

    def query_td(self, *items: Any) -> c.QueryTd:
        return c.QueryTd()

    def log(self, *items: Any) -> c.Log:
        return c.Log(True)

    def nolog(self, *items: Any) -> c.Log:
        return c.Log(False)

    def msg(self, *items: Any) -> c.Msg:
        return c.Msg(str(items[0]), str(items[1]).rstrip() if items[1] is not None else None)

    def eoj(self, *items: Any) -> bool:
        return True

    def setting(self, *items: Any) -> tuple[str, str]:
        return (str(items[0]), str(items[1]))

    def alloc(self, *items: Any) -> c.Alloc:
        return c.Alloc(tuple(items))

    def size(self, *items: Any) -> c.Alloc:
        return c.Alloc(tuple(items), size=True)

    def help(self, *items: Any) -> c.Help:
        return c.Help(str(items[0]) if items and items[0] is not None else "")

    def listio(self, *items: Any) -> c.Listio:
        return c.Listio(str(items[0]))

    def replid(self, *items: Any) -> c.Replid:
        return c.Replid()

    def pause(self, *items: Any) -> c.Pause:
        return c.Pause(str(items[0]), bool(items[1]))

    def wait(self, *items: Any) -> c.Wait:
        return c.Wait(math.ceil(seconds_of(str(items[0]))))

    def ipl(self, *items: Any) -> c.Ipl:
        return c.Ipl(int(items[0]) if items and items[0] is not None else 0)
