"""The grammar's rules to the frozen command values of syntax/ast.py, called during LALR reductions.

One method per rule (or alias), named as the rule; it receives the rule's children as
lark shapes them - ``Token``s (a str with ``.type``, the terminal's name) for named
terminals, the values returned for sub-rules, None for an absent ``[optional]`` - see
zconsole/console/lalr.py. Import nothing heavy here: this runs on every one-shot command,
and lark itself is never imported on that path (use ``Token`` from lalr.py, not lark's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.console.clock import parse_time_of_day
from zconsole.console.lalr import Token
from zconsole.systems.zos.model.core.units import parse_amount
from zconsole.systems.zos.syntax import ast
from zconsole.systems.zos.syntax.errors import (
    INVALID_NUMERICS,
    INVALID_PARAMETER,
    PARAMETER_MISSING,
    PARAMETERS_CONFLICT,
    TERM_LENGTH_ERROR,
    Invalid,
)
from zconsole.systems.zos.syntax.transform_everyday import EverydayRules  # D T, D C, K, SE, F

if TYPE_CHECKING:
    from typing import Any

MAX_AMOUNT_DIGITS = 8  # INFERRED: z/OS storage commands take up to 8 digits (ddddddddM)
MAX_DSNAME = 44
MAX_DUMP_TITLE = 100  # DOC: COMM=(title), 1-100 characters
MAX_UNIT_COUNT = 65_535  # DOC: D U,,,dddd,nnnnn (INFERRED upper bound: every device number)
MAX_UNIT_COUNT_DIGITS = 5
MAX_CLOCK_ADVANCE = 86_400  # one day at a time; .CLOCK is for stepping through work
MAX_WAIT_SECONDS = 7 * 86_400  # INFERRED: a week of simulated time at one .WAIT
_UNIT_SECONDS = {"S": 1, "M": 60, "H": 3600}


def _amount(token: Token) -> int:
    if len(token) - 1 > MAX_AMOUNT_DIGITS:
        raise Invalid(TERM_LENGTH_ERROR)
    return parse_amount(str(token))


def _device(token: Token) -> tuple[int, int]:
    """``7800``, ``/7800`` or ``17800`` (subchannel set 1) -> (ssid, number)."""
    text = str(token).lstrip("/")
    if len(text) == 5:
        if text[0] not in "0123":
            raise Invalid(INVALID_PARAMETER)  # subchannel sets are 0-3
        return int(text[0]), int(text[1:], 16)
    return 0, int(text, 16)


def _unique(values: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(dict.fromkeys(values))


def _add_names(items: list[Any]) -> tuple[str, ...]:
    """PAGEADD's names; each a data set name of 44 characters at most, qualifiers of 8."""
    names: tuple[str, ...] = next(i for i in items if isinstance(i, tuple))
    for name in names:
        if len(name) > MAX_DSNAME or any(len(q) > 8 for q in name.split(".")):
            raise Invalid(TERM_LENGTH_ERROR)
    return names


def _state_and_force(items: list[Any]) -> tuple[bool, str | None]:
    """ONLINE/ON -> True; and FORCE or UNCOND as typed, or None."""
    tokens = [i for i in items if isinstance(i, Token)]
    state = next(str(t) for t in tokens if t.type == "ONOFF")
    force = next((str(t) for t in tokens if t.type == "FORCE"), None)
    return state in ("ONLINE", "ON"), force


class ToCommand(EverydayRules):
    """One method per grammar rule."""

    def start(self, items: list[ast.Command]) -> ast.Command:
        return items[0]

    def display(self, items: list[Any]) -> ast.Command:
        command: ast.Command = items[-1]  # items[0] is the verb token
        return command

    def config(self, items: list[Any]) -> ast.Command:
        command: ast.Command = items[-1]
        return command

    def vary(self, items: list[Any]) -> ast.Command:
        command: ast.Command = items[-1]
        return command

    # --- channel subsystem (values in ast_io, imported only when such a command comes) ---
    def dev_range(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_io import DevRange

        first = _device(items[0])
        last = _device(items[1]) if items[1] is not None else first
        if last[0] != first[0] or last[1] < first[1]:
            raise Invalid(INVALID_PARAMETER)  # a range runs upward within one subchannel set
        return DevRange(first[0], first[1], last[1])

    def dev_chp(self, items: list[Token]) -> int:
        return int(items[0], 16)

    def display_dev(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_io import DevRange, DisplayDev

        if items == [items[0]] and len(items) == 1:  # D M=DEV
            return DisplayDev()
        elements = items[1:]
        chps = [e for e in elements if isinstance(e, int)]
        ranges = tuple(e for e in elements if isinstance(e, DevRange))
        if chps:
            # D M=DEV(dddd,(chp)): exactly one device, then one CHPID.
            if len(elements) != 2 or not isinstance(elements[1], int) or ranges[0].first != ranges[0].last:
                raise Invalid(PARAMETERS_CONFLICT)
            return DisplayDev(ranges, chps[0])
        return DisplayDev(ranges)

    def chp_range(self, items: list[Token | None]) -> tuple[int, ...]:
        first = int(str(items[0]), 16)
        last = int(str(items[1]), 16) if items[1] is not None else first
        if last < first:
            raise Invalid(INVALID_PARAMETER)
        return tuple(range(first, last + 1))

    def display_chp(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_io import DisplayChp

        chpids = tuple(c for group in items if isinstance(group, tuple) for c in group)
        pathinfo = any(isinstance(i, Token) and i.type == "PATHINFO" for i in items)
        return DisplayChp(_unique(chpids), pathinfo)

    def display_cu(self, items: list[Token]) -> Any:
        from zconsole.systems.zos.syntax.ast_io import DisplayCu

        text = str(items[0])
        if len(text) != 4 or text.startswith("/"):
            raise Invalid(INVALID_PARAMETER)  # a control unit number is four hex digits
        return DisplayCu(int(text, 16))

    def config_chp(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_io import ConfigChp

        chpids = tuple(c for group in items if isinstance(group, tuple) for c in group)
        state, force = _state_and_force(items)
        return ConfigChp(_unique(chpids), state, force)

    def vary_device(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_io import DevRange, VaryDevice

        ranges = tuple(i for i in items if isinstance(i, DevRange))
        state, force = _state_and_force(items)
        return VaryDevice(ranges, state, force)

    def vary_path(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_io import VaryPath

        ssid, number = _device(items[0])
        state, force = _state_and_force(items)
        return VaryPath(ssid, number, int(str(items[1]), 16), state, force)

    # --- PAGEADD / PAGEDEL (values in ast_paging) -----------------------------------------
    def page_names(self, items: list[Token]) -> tuple[str, ...]:
        return tuple(str(t) for t in items)

    def page_add(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_paging import PageAdd

        return PageAdd(_add_names(items))

    def page_add_nonvio(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_paging import PageAdd

        return PageAdd(_add_names(items), nonvio=True)

    def page_add_swap(self, items: list[Any]) -> Any:
        raise Invalid(INVALID_PARAMETER)  # OS/390's swap data sets are gone from z/OS

    def page_del(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_paging import PageDel

        action = next(str(i) for i in items if isinstance(i, Token) and i.type == "PAGEDEL_ACTION")
        names: tuple[str, ...] = next(i for i in items if isinstance(i, tuple))
        if action == "REPLACE" and len(names) % 2:
            raise Invalid(PARAMETER_MISSING)  # REPLACE names each old data set with its new one
        return PageDel(action, names)
    # --- everyday displays (values in ast_machine, imported only when such a command comes) ---
    def display_m(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayM

        return DisplayM()

    def display_stor(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayStor

        return DisplayStor()

    def display_cpu(self, items: list[Token]) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayCpu

        return DisplayCpu(core=str(items[0]) == "CORE")

    def display_units(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayUnits

        kind, state, dev, count = (list(items) + [None] * 4)[:4]
        state_text = None if state is None else {"ON": "ONLINE", "OFF": "OFFLINE"}.get(str(state), str(state))
        first = None
        if dev is not None:
            if len(str(dev).lstrip("/")) < 3:
                raise Invalid(INVALID_PARAMETER)  # DOC: a 3- to 5-digit device number
            first = _device(dev)
        number = None
        if count is not None:
            if len(count) > MAX_UNIT_COUNT_DIGITS or not 1 <= int(count) <= MAX_UNIT_COUNT:
                raise Invalid(INVALID_PARAMETER)
            number = int(count)
        return DisplayUnits(None if kind is None else str(kind), state_text, first, number)

    def display_units_vol(self, items: list[Token]) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayUnits

        return DisplayUnits(volume=str(items[0]))

    def display_units_iplvol(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayUnits

        return DisplayUnits(iplvol=True)

    def display_iplinfo(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayIplinfo

        return DisplayIplinfo()

    def display_ios_config(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayIosConfig

        return DisplayIosConfig()

    # --- the living channel subsystem (values in ast_channels) ---
    def display_ios_zhpf(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import DisplayIosZhpf

        return DisplayIosZhpf()

    def setios_zhpf(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import SetiosZhpf

        return SetiosZhpf(str(items[-1]).startswith("Y"))

    def link_fail(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import LinkEvent

        return LinkEvent(int(str(items[-1]), 16), "FAIL")

    def link_repair(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import LinkEvent

        return LinkEvent(int(str(items[-1]), 16), "REPAIR")

    def link_degrade(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import LinkEvent

        return LinkEvent(int(str(items[-1]), 16), "DEGRADE")

    def link_ifcc(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import LinkEvent

        return LinkEvent(int(str(items[1]), 16), "IFCC", _error_rate(items[-1]))

    # --- .TIMEOUT LINK(xx),RATE=n (IOS051I) ---
    def link_timeout(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import LinkEvent

        return LinkEvent(int(str(items[1]), 16), "TIMEOUT", _error_rate(items[-1]))

    def display_sms(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplaySms

        name = items[1] if len(items) > 1 and items[1] is not None else None
        return DisplaySms(None if name is None else str(name))

    def display_asm(self, items: list[Any]) -> ast.DisplayAsm:
        return items[0] if items[0] is not None else ast.DisplayAsm()

    def asm_filter(self, items: list[Token]) -> ast.DisplayAsm:
        return ast.DisplayAsm(kind=ast.AsmKind(str(items[0])))

    def asm_page(self, items: list[Token]) -> ast.DisplayAsm:
        name = str(items[0])
        if name == "ALL":  # PAGE=ALL is the same request as ,ALL (DOC: PAGE=[dsname|ALL])
            return ast.DisplayAsm(kind=ast.AsmKind.ALL)
        if len(name) > MAX_DSNAME or any(len(q) > 8 for q in name.split(".")):
            raise Invalid(TERM_LENGTH_ERROR)
        return ast.DisplayAsm(page=name)

    def display_asm_scm(self, items: list[Any]) -> ast.DisplayAsmScm:
        return ast.DisplayAsmScm()

    def display_scm(self, items: list[Any]) -> ast.DisplayScm:
        return ast.DisplayScm(detail=items[0] is not None)

    def config_scm(self, items: list[Any]) -> ast.ConfigScm:
        extent, state = items
        online = str(state) in ("ONLINE", "ON")
        if isinstance(extent, tuple):
            if online:  # a range names increments to remove; ONLINE takes an amount
                raise Invalid(PARAMETERS_CONFLICT)
            return ast.ConfigScm(online=False, range_mb=extent)
        return ast.ConfigScm(online=online, amount_mb=_amount(extent))

    def scm_range(self, items: list[Token]) -> tuple[int, int]:
        return (_amount(items[0]), _amount(items[1]))

    def set_clock(self, items: list[Token]) -> ast.SetClock:
        value = items[1]
        if value.type == "TIME":
            try:
                return ast.SetClock(time_of_day=parse_time_of_day(str(value)))
            except ValueError:
                raise Invalid(INVALID_PARAMETER) from None
        if len(value) > 6 or int(value) > MAX_CLOCK_ADVANCE:
            raise Invalid(INVALID_PARAMETER)
        return ast.SetClock(advance_seconds=int(value))

    def set_next_id(self, items: list[Token]) -> ast.SetNextId:
        value = str(items[1])
        if len(value) > 3:
            raise Invalid(INVALID_NUMERICS if not value.isdigit() else INVALID_PARAMETER)
        number = int(value)
        if not 1 <= number <= 999:
            raise Invalid(INVALID_PARAMETER)
        return ast.SetNextId(number)

    def quit(self, items: list[Any]) -> ast.Quit:
        return ast.Quit()

    def help(self, items: list[Any]) -> ast.Help:
        topic = items[1] if len(items) > 1 and items[1] is not None else ""
        return ast.Help(" ".join(str(topic).split()))

    def ipl(self, items: list[Any]) -> ast.Ipl:
        suffix = items[1] if len(items) > 1 else None
        return ast.Ipl(suffix=str(suffix) if suffix is not None else None)

    # --- SVC dumps and RMF (values in ast_dump, imported only when such a command comes) ---
    def dump_command(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import DumpCommand

        text = str(items[-1])
        title = text[1:-1] if text.startswith("(") else text
        if not 1 <= len(title) <= MAX_DUMP_TITLE:
            raise Invalid(TERM_LENGTH_ERROR if title else INVALID_PARAMETER)
        return DumpCommand(title)

    def dumpds_clear(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import DumpdsClear

        numbers = [int(t) for t in items if isinstance(t, Token) and t.type == "DUMP_NN"]
        return DumpdsClear(tuple(dict.fromkeys(numbers)) if numbers else None)

    def dumpds_alloc(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import DumpdsAlloc

        return DumpdsAlloc(str(items[-1]) == "ACTIVE")

    def display_dumpds(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import DisplayDumpds

        form = items[-1] if len(items) > 1 else None  # D DUMP alone is STATUS
        return DisplayDumpds(form is not None and str(form).startswith("T"))

    def dump_stats(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import DumpStats

        return DumpStats()

    def rmf_report(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import RmfReport

        return RmfReport(",".join(str(i) for i in items[1:]))  # PAGESP, CHAN, DEVICE in order

    # --- system displays and SET SMF (values in ast_sysconfig) ---------
    def display_symbols(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplaySymbols

        _no_sub_operand(items)
        return DisplaySymbols()

    def display_parmlib(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayParmlib

        _no_sub_operand(items)
        return DisplayParmlib()

    def display_prog(self, items: list[Token]) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayProg

        return DisplayProg(str(items[-1]))

    def display_wlm(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayWlm

        _no_sub_operand(items)
        return DisplayWlm()

    def display_xcf(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayXcf

        _no_sub_operand(items)
        return DisplayXcf()

    def display_grs(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayGrs

        _no_sub_operand(items)
        return DisplayGrs()

    def display_omvs(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayOmvs

        _no_sub_operand(items)
        return DisplayOmvs()

    def display_smf(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplaySmf

        _no_sub_operand(items, allowed="S")  # D SMF,S is D SMF (DOC)
        return DisplaySmf()

    def set_smf(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import SetSmf

        return SetSmf(str(items[-1]))

    def switch_smf(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import SwitchSmf

        return SwitchSmf()

    # --- the living machine (values in ast_live, imported only when such a command comes) ---
    def start_proc(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_live import StartProc

        proc = str(items[1])
        ident = str(items[2]) if len(items) > 2 and items[2] is not None else proc
        options: dict[str, str] = dict(i for i in items[3:] if isinstance(i, tuple))
        return StartProc(proc, ident, options.get("PARM"), options.get("SUB", "JES2"))

    def start_parm(self, items: list[Token]) -> tuple[str, str]:
        return ("PARM", str(items[0]))

    def start_sub(self, items: list[Token]) -> tuple[str, str]:
        return ("SUB", str(items[0]))

    def job_asid(self, items: list[Token]) -> Token:
        return items[0]

    def cancel_dump(self, items: list[Token]) -> str:
        return "DUMP"

    def force_arm(self, items: list[Token]) -> str:
        return "ARM"

    def force_job(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_live import ForceJob

        return ForceJob(str(items[1]), _asid(items), "ARM" in items[2:])

    def stop_job(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_live import StopJob

        return StopJob(str(items[1]), _asid(items), str(items[0]).upper())

    def cancel_job(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_live import CancelJob

        return CancelJob(str(items[1]), _asid(items), "DUMP" in items[2:])

    def reply(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_live import Reply

        text = str(items[2]) if len(items) > 2 and items[2] is not None else ""
        return Reply(str(items[1]), text)

    def wait(self, items: list[Token]) -> Any:
        from zconsole.systems.zos.syntax.ast_live import Wait

        text = str(items[1])
        unit = text[-1] if text[-1] in _UNIT_SECONDS else "S"
        digits = text.rstrip("SMH")
        whole, _, fraction = digits.partition(".")
        if len(whole) > 6:
            raise Invalid(INVALID_PARAMETER)
        # Whole milliseconds, exactly (no binary fraction creeps into the clock).
        millis = (int(whole) * 1000 + int(fraction.ljust(3, "0") or 0)) * _UNIT_SECONDS[unit]
        if not 0 < millis <= MAX_WAIT_SECONDS * 1000:
            raise Invalid(INVALID_PARAMETER)
        return Wait(millis // 1000 if millis % 1000 == 0 else millis / 1000)

    def display_active(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_live import DisplayActive

        name = str(items[0]) if items and items[0] is not None else None
        if name is not None and (name == "ALL" or "*" in name or "?" in name):
            return self._jobs("A", name)  # everyday operations: D A,ALL and D A,mask
        return DisplayActive(None if name in ("L", "LIST") else name)

    def display_requests(self, items: list[Any]) -> Any:
        from zconsole.systems.zos.syntax.ast_live import DisplayRequests

        kind = str(items[0]) if items and items[0] is not None else "L"
        form = str(items[1]) if len(items) > 1 and items[1] is not None else "TIME"
        # LIST and ALL are the long forms of L and A (DOC); CN= has one console to name
        return DisplayRequests(kind={"LIST": "L", "ALL": "A"}.get(kind, kind), form=form)


def _no_sub_operand(items: list[Any], allowed: str = "") -> None:
    """A sub-operand of a system display that zconsole does not model: IEE535I."""
    word = items[-1] if items else None
    if word is not None and str(word) != allowed:
        raise Invalid(INVALID_PARAMETER)


def _error_rate(token: Token) -> int:
    """RATE=n of .IFCC and .TIMEOUT: 0 (they stop) to MAX_ERROR_RATE errors a minute."""
    from zconsole.systems.zos.model.io.link_events import MAX_ERROR_RATE

    text = str(token)
    if len(text) > len(str(MAX_ERROR_RATE)) + 1 or int(text) > MAX_ERROR_RATE:
        raise Invalid(INVALID_PARAMETER)
    return int(text)


def _asid(items: list[Any]) -> int | None:
    """The A=asid operand of STOP/CANCEL, if given."""
    tokens = [i for i in items[2:] if isinstance(i, Token) and i.type == "ASID"]
    return int(str(tokens[0]), 16) if tokens else None
