"""Parse-tree callbacks: each vse.lark alias to its command value (called by the LALR runner)."""

from __future__ import annotations

from typing import Any

from zconsole.systems.vse.syntax import commands as c

Items = list[Any]


def _strs(items: Items) -> list[str]:
    return [str(item) for item in items if item is not None]


class Callbacks:
    """Methods named after vse.lark's rules and aliases; ``items`` the shaped children."""

    def start(self, items: Items) -> Any:
        return items[0]

    def full(self, items: Items) -> bool:
        return True

    def detail(self, items: Items) -> bool:
        return True

    def rdr(self, items: Items) -> str:
        return "RDR"

    def lst(self, items: Items) -> str:
        return "LST"

    def pun(self, items: Items) -> str:
        return "PUN"

    def xmt(self, items: Items) -> str:
        return "XMT"

    def words(self, items: Items) -> tuple[str, ...]:
        return tuple(_strs(items))

    def prty(self, items: Items) -> c.Prty:
        return c.Prty(items[0] if items and items[0] is not None else ())

    def d_queue(self, items: Items) -> c.Display:
        return c.Display(items[0], str(items[1]) if items[1] is not None else "")

    def d_wrun(self, items: Items) -> c.Display:
        return c.Display("WRUN", full=bool(items and items[0]))

    def d_active(self, items: Items) -> c.Display:
        return c.Display("A")

    def d_q(self, items: Items) -> c.Display:
        return c.Display("Q")

    def prelease(self, items: Items) -> c.Release:
        return c.Release(items[0], str(items[1]))

    def pdelete(self, items: Items) -> c.Delete:
        return c.Delete(items[0], str(items[1]))

    def palter(self, items: Items) -> c.Alter:
        return c.Alter(items[0], str(items[1]), tuple(items[2:]))

    def disp(self, items: Items) -> tuple[str, str]:
        return ("DISP", str(items[0]))

    def klass(self, items: Items) -> tuple[str, str]:
        return ("CLASS", str(items[0]))

    def pri(self, items: Items) -> tuple[str, str]:
        return ("PRI", str(items[0]))

    def pstart(self, items: Items) -> c.Start:
        return c.Start(str(items[0]), str(items[1]) if items[1] is not None else "")

    def pstop(self, items: Items) -> c.Stop:
        return c.Stop(str(items[0]))

    def map(self, items: Items) -> c.Map:
        return c.Map(str(items[0]) if items and items[0] is not None else "")

    def getvis(self, items: Items) -> c.Getvis:
        area = str(items[0]) if items and items[0] is not None else ""
        return c.Getvis(area, len(items) > 1 and bool(items[1]))

    def sir(self, items: Items) -> c.Sir:
        return c.Sir()

    def query_td(self, items: Items) -> c.QueryTd:
        return c.QueryTd()

    def log(self, items: Items) -> c.Log:
        return c.Log(True)

    def nolog(self, items: Items) -> c.Log:
        return c.Log(False)

    def wait(self, items: Items) -> c.Wait:
        return c.Wait(int(items[0]))

    def ipl(self, items: Items) -> c.Ipl:
        return c.Ipl(int(items[0]) if items and items[0] is not None else 0)
