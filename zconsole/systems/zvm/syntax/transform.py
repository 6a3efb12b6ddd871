"""Parse-tree callbacks: each cp.lark alias to its command value (called by the LALR runner)."""

from __future__ import annotations

from typing import Any

from zconsole.systems.zvm.model.units import PAGES_PER_MB, parse_amount
from zconsole.systems.zvm.syntax import ast

Items = list[Any]


class BadOperand(Exception):
    """A token the grammar accepts but whose value is out of range (a 9-character volid)."""

    def __init__(self, token: str) -> None:
        super().__init__(token)
        self.token = token


def _amount(token: str) -> int:
    try:
        return parse_amount(str(token))
    except ValueError:
        raise BadOperand(str(token)) from None


def _volid(token: str) -> str:
    if len(token) > 6:
        raise BadOperand(str(token))
    return str(token)


class Callbacks:
    """Methods named after cp.lark's rules and aliases; ``items`` are the shaped children."""

    # keyword-valued rules: the word itself
    def page(self, items: Items) -> str:
        return "PAGE"

    def spool(self, items: Items) -> str:
        return "SPOOL"

    def tdisk(self, items: Items) -> str:
        return "TDISK"

    def drct(self, items: Items) -> str:
        return "DRCT"

    def all(self, items: Items) -> str:
        return "ALL"

    def free(self, items: Items) -> str:
        return "FREE"

    def wait_only(self, items: Items) -> str:
        return "WAIT"

    def load(self, items: Items) -> str:
        return "LOAD"

    def to(self, items: Items) -> str:
        return "TO"

    def immed(self, items: Items) -> bool:
        return True

    def on(self, items: Items) -> str:
        return "ON"

    def off(self, items: Items) -> str:
        return "OFF"

    def code(self, items: Items) -> str:
        return "CODE"

    def text(self, items: Items) -> str:
        return "TEXT"

    def yes(self, items: Items) -> bool:
        return True

    def no(self, items: Items) -> bool:
        return False

    def storbuf(self, items: Items) -> str:
        return "STORBUF"

    def ldubuf(self, items: Items) -> str:
        return "LDUBUF"

    def target(self, items: Items) -> str:
        return str(items[0])

    def as_vdev(self, items: Items) -> int:
        return int(items[0], 16)

    def reserve_amount(self, items: Items) -> int | None:
        value = items[0]
        if value == "OFF":
            return None
        text = str(value)
        # DOC: SET RESERVED takes pages, or an amount with a unit (6.3+).
        return int(text) if text.isdigit() else _amount(text) * PAGES_PER_MB

    def start(self, items: Items) -> Any:
        return items[-1]

    # QUERY
    def q_storage(self, items: Items) -> ast.QueryStorage:
        return ast.QueryStorage()

    def q_virtual_storage(self, items: Items) -> ast.QueryVirtualStorage:
        return ast.QueryVirtualStorage()

    def q_alloc(self, items: Items) -> ast.QueryAlloc:
        return ast.QueryAlloc(items[0] or "")

    def q_cpowned(self, items: Items) -> ast.QueryCpowned:
        return ast.QueryCpowned()

    def q_dasd(self, items: Items) -> ast.QueryDasd:
        return ast.QueryDasd(items[0] or "")

    def q_osa(self, items: Items) -> ast.QueryOsa:
        return ast.QueryOsa(items[0] is not None)

    def q_processors(self, items: Items) -> ast.QueryProcessors:
        return ast.QueryProcessors()

    def q_names(self, items: Items) -> ast.QueryNames:
        return ast.QueryNames()

    def q_users(self, items: Items) -> ast.QueryUsers:
        return ast.QueryUsers()

    def q_userid(self, items: Items) -> ast.QueryUserid:
        return ast.QueryUserid()

    def q_cplevel(self, items: Items) -> ast.QueryCplevel:
        return ast.QueryCplevel()

    def q_time(self, items: Items) -> ast.QueryTime:
        return ast.QueryTime()

    def q_cpload(self, items: Items) -> ast.QueryCpload:
        return ast.QueryCpload()

    def q_frames(self, items: Items) -> ast.QueryFrames:
        return ast.QueryFrames()

    def q_agelist(self, items: Items) -> ast.QueryAgelist:
        return ast.QueryAgelist()

    def q_reserved(self, items: Items) -> ast.QueryReserved:
        return ast.QueryReserved()

    def q_xstore(self, items: Items) -> ast.QueryXstore:
        return ast.QueryXstore()

    def q_srm(self, items: Items) -> ast.QuerySrm:
        return ast.QuerySrm()

    def q_emsg(self, items: Items) -> ast.QueryEmsg:
        return ast.QueryEmsg()

    def q_device(self, items: Items) -> ast.QueryDevice:
        return ast.QueryDevice(int(items[0], 16))

    def q_user(self, items: Items) -> ast.QueryUser:
        return ast.QueryUser(str(items[0]))

    # INDICATE
    def ind_load(self, items: Items) -> ast.IndicateLoad:
        return ast.IndicateLoad()

    def ind_user(self, items: Items) -> ast.IndicateUser:
        return ast.IndicateUser(str(items[0]) if items[0] is not None else "")

    def ind_paging(self, items: Items) -> ast.IndicatePaging:
        return ast.IndicatePaging(items[0] or "")

    def ind_io(self, items: Items) -> ast.IndicateIo:
        return ast.IndicateIo()

    # DEFINE, ATTACH, DETACH
    def define_storage(self, items: Items) -> ast.DefineStorage:
        return ast.DefineStorage(_amount(items[0]))

    def define_cpowned_slot(self, items: Items) -> ast.DefineCpownedSlot:
        slot = int(items[0])
        if not 1 <= slot <= 255:
            raise BadOperand(str(items[0]))
        return ast.DefineCpownedSlot(slot, _volid(items[1]))

    def attach_system(self, items: Items) -> ast.AttachSystem:
        return ast.AttachSystem(int(items[0], 16), _volid(items[1]))

    def attach_user(self, items: Items) -> ast.AttachUser:
        rdev, _to, target, vdev = items
        return ast.AttachUser(int(rdev, 16), target, vdev)

    def detach(self, items: Items) -> ast.Detach:
        return ast.Detach(int(items[0], 16))

    def xautolog(self, items: Items) -> ast.Xautolog:
        return ast.Xautolog(str(items[0]))

    def force(self, items: Items) -> ast.Force:
        return ast.Force(str(items[0]), bool(items[1]))

    # SET
    def set_emsg(self, items: Items) -> ast.SetEmsg:
        return ast.SetEmsg(items[0])

    def age_size(self, items: Items) -> tuple[str, int]:
        text = str(items[0])
        if text.endswith("%"):
            return ("percent", int(text[:-1]))
        return ("mb", _amount(text))

    def age_early(self, items: Items) -> tuple[str, bool]:
        return ("early", items[0])

    def set_agelist(self, items: Items) -> ast.SetAgelist:
        options = dict(items)
        return ast.SetAgelist(options.get("percent"), options.get("mb"), options.get("early"))

    def set_reserved(self, items: Items) -> ast.SetReserved:
        return ast.SetReserved(str(items[0]), items[1])

    def set_reserved_sysmax(self, items: Items) -> ast.SetReserved:
        return ast.SetReserved("", items[0], sysmax=True)

    def set_srm(self, items: Items) -> ast.SetSrm:
        percents = tuple(int(str(p)[:-1]) for p in items[1:])
        return ast.SetSrm(items[0], (percents[0], percents[1], percents[2]))

    def wait(self, items: Items) -> ast.Wait:
        return ast.Wait(int(items[0]))
