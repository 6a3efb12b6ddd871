"""Parse-tree callbacks: each cp.lark alias to its command value (called by the LALR runner)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from zconsole.console.durations import seconds_of
from zconsole.systems.zvm.model.units import PAGES_PER_MB, parse_amount

if TYPE_CHECKING:
    from zconsole.systems.zvm.syntax import (
        ast_console,
        ast_dasd,
        ast_help,
        ast_nss,
        ast_storage,
        ast_system,
        ast_users,
    )



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


MAX_WAIT = 999_999  # seconds a .WAIT may let pass (six digits, as before units were taken)


class Callbacks:
    """Methods named after cp.lark's rules and aliases; ``items`` are the shaped children,
    passed as the method's arguments (zconsole/console/lalr.py, as lark's v_args(inline=True))."""

    # keyword-valued rules: the word itself
    def page(self, *items: Any) -> str:
        return "PAGE"

    def spool(self, *items: Any) -> str:
        return "SPOOL"

    def tdisk(self, *items: Any) -> str:
        return "TDISK"

    def drct(self, *items: Any) -> str:
        return "DRCT"

    def all(self, *items: Any) -> str:
        return "ALL"

    def free(self, *items: Any) -> str:
        return "FREE"

    def wait_only(self, *items: Any) -> str:
        return "WAIT"

    def load(self, *items: Any) -> str:
        return "LOAD"

    def to(self, *items: Any) -> str:
        return "TO"

    def immed(self, *items: Any) -> bool:
        return True

    def on(self, *items: Any) -> str:
        return "ON"

    def off(self, *items: Any) -> str:
        return "OFF"

    def code(self, *items: Any) -> str:
        return "CODE"

    def text(self, *items: Any) -> str:
        return "TEXT"

    def yes(self, *items: Any) -> bool:
        return True

    def no(self, *items: Any) -> bool:
        return False

    def storbuf(self, *items: Any) -> str:
        return "STORBUF"

    def ldubuf(self, *items: Any) -> str:
        return "LDUBUF"

    def target(self, *items: Any) -> str:
        return str(items[0])

    def as_vdev(self, *items: Any) -> int:
        return int(items[0], 16)

    def reserve_amount(self, *items: Any) -> int | None:
        value = items[0]
        if value == "OFF":
            return None
        text = str(value)
        # DOC: SET RESERVED takes pages, or an amount with a unit (6.3+).
        return int(text) if text.isdigit() else _amount(text) * PAGES_PER_MB

    def start(self, *items: Any) -> Any:
        return items[-1]

    # QUERY
    def q_storage(self, *items: Any) -> ast_system.QueryStorage:
        from zconsole.systems.zvm.syntax.ast_system import QueryStorage

        return QueryStorage()

    def q_virtual_storage(self, *items: Any) -> ast_system.QueryVirtualStorage:
        from zconsole.systems.zvm.syntax.ast_system import QueryVirtualStorage

        return QueryVirtualStorage()

    def q_alloc(self, *items: Any) -> ast_dasd.QueryAlloc:
        from zconsole.systems.zvm.syntax.ast_dasd import QueryAlloc

        return QueryAlloc(items[0] or "")

    def q_cpowned(self, *items: Any) -> ast_dasd.QueryCpowned:
        from zconsole.systems.zvm.syntax.ast_dasd import QueryCpowned

        return QueryCpowned()

    def q_dasd(self, *items: Any) -> ast_dasd.QueryDasd:
        from zconsole.systems.zvm.syntax.ast_dasd import QueryDasd

        return QueryDasd(items[0] or "")

    def q_osa(self, *items: Any) -> ast_dasd.QueryOsa:
        from zconsole.systems.zvm.syntax.ast_dasd import QueryOsa

        return QueryOsa(items[0] is not None)

    def q_processors(self, *items: Any) -> ast_system.QueryProcessors:
        from zconsole.systems.zvm.syntax.ast_system import QueryProcessors

        return QueryProcessors()

    def q_names(self, *items: Any) -> ast_users.QueryNames:
        from zconsole.systems.zvm.syntax.ast_users import QueryNames

        return QueryNames()

    def q_users(self, *items: Any) -> ast_users.QueryUsers:
        from zconsole.systems.zvm.syntax.ast_users import QueryUsers

        return QueryUsers()

    def q_userid(self, *items: Any) -> ast_system.QueryUserid:
        from zconsole.systems.zvm.syntax.ast_system import QueryUserid

        return QueryUserid()

    def q_cplevel(self, *items: Any) -> ast_system.QueryCplevel:
        from zconsole.systems.zvm.syntax.ast_system import QueryCplevel

        return QueryCplevel()

    def q_time(self, *items: Any) -> ast_system.QueryTime:
        from zconsole.systems.zvm.syntax.ast_system import QueryTime

        return QueryTime()

    def q_cpload(self, *items: Any) -> ast_system.QueryCpload:
        from zconsole.systems.zvm.syntax.ast_system import QueryCpload

        return QueryCpload()

    def q_frames(self, *items: Any) -> ast_storage.QueryFrames:
        from zconsole.systems.zvm.syntax.ast_storage import QueryFrames

        return QueryFrames()

    def q_agelist(self, *items: Any) -> ast_storage.QueryAgelist:
        from zconsole.systems.zvm.syntax.ast_storage import QueryAgelist

        return QueryAgelist()

    def q_reserved(self, *items: Any) -> ast_storage.QueryReserved:
        from zconsole.systems.zvm.syntax.ast_storage import QueryReserved

        return QueryReserved()

    def q_xstore(self, *items: Any) -> ast_storage.QueryXstore:
        from zconsole.systems.zvm.syntax.ast_storage import QueryXstore

        return QueryXstore()

    def q_srm(self, *items: Any) -> ast_storage.QuerySrm:
        from zconsole.systems.zvm.syntax.ast_storage import QuerySrm

        return QuerySrm()

    def q_emsg(self, *items: Any) -> ast_system.QueryEmsg:
        from zconsole.systems.zvm.syntax.ast_system import QueryEmsg

        return QueryEmsg()

    def q_device(self, *items: Any) -> ast_dasd.QueryDevice:
        from zconsole.systems.zvm.syntax.ast_dasd import QueryDevice

        return QueryDevice(int(items[0], 16))

    def q_user(self, *items: Any) -> ast_users.QueryUser:
        from zconsole.systems.zvm.syntax.ast_users import QueryUser

        return QueryUser(str(items[0]))

    # INDICATE
    def ind_load(self, *items: Any) -> ast_users.IndicateLoad:
        from zconsole.systems.zvm.syntax.ast_users import IndicateLoad

        return IndicateLoad()

    def ind_user(self, *items: Any) -> ast_users.IndicateUser:
        from zconsole.systems.zvm.syntax.ast_users import IndicateUser

        return IndicateUser(str(items[0]) if items[0] is not None else "")

    def ind_paging(self, *items: Any) -> ast_users.IndicatePaging:
        from zconsole.systems.zvm.syntax.ast_users import IndicatePaging

        return IndicatePaging(items[0] or "")

    def ind_io(self, *items: Any) -> ast_users.IndicateIo:
        from zconsole.systems.zvm.syntax.ast_users import IndicateIo

        return IndicateIo()

    # DEFINE, ATTACH, DETACH
    def define_storage(self, *items: Any) -> ast_system.DefineStorage:
        from zconsole.systems.zvm.syntax.ast_system import DefineStorage

        return DefineStorage(_amount(items[0]))

    def define_cpowned_slot(self, *items: Any) -> ast_dasd.DefineCpownedSlot:
        from zconsole.systems.zvm.syntax.ast_dasd import DefineCpownedSlot

        slot = int(items[0])
        if not 1 <= slot <= 255:
            raise BadOperand(str(items[0]))
        return DefineCpownedSlot(slot, _volid(items[1]))

    def attach_system(self, *items: Any) -> ast_dasd.AttachSystem:
        from zconsole.systems.zvm.syntax.ast_dasd import AttachSystem

        return AttachSystem(int(items[0], 16), _volid(items[1]))

    def attach_user(self, *items: Any) -> ast_dasd.AttachUser:
        from zconsole.systems.zvm.syntax.ast_dasd import AttachUser

        rdev, _to, target, vdev = items
        return AttachUser(int(rdev, 16), target, vdev)

    def detach(self, *items: Any) -> ast_dasd.Detach:
        from zconsole.systems.zvm.syntax.ast_dasd import Detach

        return Detach(int(items[0], 16))

    def xautolog(self, *items: Any) -> ast_users.Xautolog:
        from zconsole.systems.zvm.syntax.ast_users import Xautolog

        return Xautolog(str(items[0]))

    def force(self, *items: Any) -> ast_users.Force:
        from zconsole.systems.zvm.syntax.ast_users import Force

        return Force(str(items[0]), bool(items[1]))

    # SET
    def set_emsg(self, *items: Any) -> ast_system.SetEmsg:
        from zconsole.systems.zvm.syntax.ast_system import SetEmsg

        return SetEmsg(items[0])

    def age_size(self, *items: Any) -> tuple[str, int]:
        text = str(items[0])
        if text.endswith("%"):
            return ("percent", int(text[:-1]))
        return ("mb", _amount(text))

    def age_early(self, *items: Any) -> tuple[str, bool]:
        return ("early", items[0])

    def set_agelist(self, *items: Any) -> ast_storage.SetAgelist:
        from zconsole.systems.zvm.syntax.ast_storage import SetAgelist

        options = dict(items)
        return SetAgelist(options.get("percent"), options.get("mb"), options.get("early"))

    def set_reserved(self, *items: Any) -> ast_storage.SetReserved:
        from zconsole.systems.zvm.syntax.ast_storage import SetReserved

        return SetReserved(str(items[0]), items[1])

    def set_reserved_sysmax(self, *items: Any) -> ast_storage.SetReserved:
        from zconsole.systems.zvm.syntax.ast_storage import SetReserved

        return SetReserved("", items[0], sysmax=True)

    def set_srm(self, *items: Any) -> ast_storage.SetSrm:
        from zconsole.systems.zvm.syntax.ast_storage import SetSrm

        percents = tuple(int(str(p)[:-1]) for p in items[1:])
        return SetSrm(items[0], (percents[0], percents[1], percents[2]))

    def wait(self, *items: Any) -> ast_console.Wait:
        from zconsole.systems.zvm.syntax.ast_console import Wait

        seconds = math.ceil(seconds_of(str(items[0])))
        if seconds > MAX_WAIT:
            raise BadOperand(str(items[0]))
        return Wait(seconds)

    def perfkit_pagelog(self, *items: Any) -> ast_console.Perfkit:
        from zconsole.systems.zvm.syntax.ast_console import Perfkit

        return Perfkit("PAGELOG", str(items[0]) if items and items[0] is not None else "")

    def perfkit_steallog(self, *items: Any) -> ast_console.Perfkit:
        from zconsole.systems.zvm.syntax.ast_console import Perfkit

        return Perfkit("STEALLOG")

    def help(self, *items: Any) -> ast_help.Help:
        from zconsole.systems.zvm.syntax.ast_help import Help

        return Help(" ".join(str(items[0] or "").split()))

    def ipl(self, *items: Any) -> ast_console.Ipl:
        from zconsole.systems.zvm.syntax.ast_console import Ipl

        return Ipl()

    def q_cpuid(self, *items: Any) -> ast_system.QueryCpuid:
        from zconsole.systems.zvm.syntax.ast_system import QueryCpuid

        return QueryCpuid()

    def nss_which(self, *items: Any) -> str:
        return str(items[0])

    def nss_map(self, *items: Any) -> bool:
        return True

    def q_nss(self, *items: Any) -> ast_nss.QueryNss:
        from zconsole.systems.zvm.syntax.ast_nss import QueryNss

        which, map_ = items
        return QueryNss("" if which in (None, "ALL") else str(which), bool(map_))

    def q_files(self, *items: Any) -> ast_system.QueryFiles:
        from zconsole.systems.zvm.syntax.ast_system import QueryFiles

        return QueryFiles()
