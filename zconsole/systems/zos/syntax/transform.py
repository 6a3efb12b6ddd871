"""The grammar's rules to the frozen command values of syntax/ast.py, called during LALR reductions.

One method per rule (or alias), named as the rule; its arguments are the rule's children
as lark shapes them - ``Token``s (a str with ``.type``, the terminal's name) for named
terminals, the values returned for sub-rules, None for an absent ``[optional]`` - so a
rule of fixed shape names them as parameters and a repeated part arrives as ``*rest``
(zconsole/console/lalr.py calls the method as lark's ``v_args(inline=True)`` would).
Import nothing heavy here: this runs on every one-shot command, and lark itself is never
imported on that path (use ``Token`` from lalr.py, not lark's).
"""

from __future__ import annotations

import re
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


def _add_names(names: tuple[str, ...]) -> tuple[str, ...]:
    """PAGEADD's names; each a data set name of 44 characters at most, qualifiers of 8."""
    for name in names:
        if len(name) > MAX_DSNAME or any(len(q) > 8 for q in name.split(".")):
            raise Invalid(TERM_LENGTH_ERROR)
    return names


def _online(state: Token) -> bool:
    """ONLINE/ON -> True (OFFLINE/OFF -> False)."""
    return str(state) in ("ONLINE", "ON")


def _state_and_force(items: tuple[Any, ...]) -> tuple[bool, str | None]:
    """ONLINE/ON -> True; and FORCE or UNCOND as typed, or None."""
    tokens = [i for i in items if isinstance(i, Token)]
    state = next(str(t) for t in tokens if t.type == "ONOFF")
    force = next((str(t) for t in tokens if t.type == "FORCE"), None)
    return state in ("ONLINE", "ON"), force


# INFERRED (no IBM limit found): one D M=DEV names at most one subchannel set's 65,536
# device numbers in all, so a line of ranges repeated cannot make a display of hundreds of
# millions of lines (memory bounded whatever a client sends); more is IEE535I.
MAX_DEVICES_SHOWN = 65_536


class ToCommand(EverydayRules):
    """One method per grammar rule."""

    def start(self, command: ast.Command) -> ast.Command:
        return command

    def display(self, *parts: Any) -> ast.Command:
        command: ast.Command = parts[-1]  # after the verb token
        return command

    def config(self, _verb: Token, command: ast.Command) -> ast.Command:
        return command

    def vary(self, _verb: Token, command: ast.Command) -> ast.Command:
        return command

    # --- channel subsystem (values in ast_io, imported only when such a command comes) ---
    def dev_range(self, low: Token, high: Token | None) -> Any:
        from zconsole.systems.zos.syntax.ast_io import DevRange

        first = _device(low)
        last = _device(high) if high is not None else first
        if last[0] != first[0] or last[1] < first[1]:
            raise Invalid(INVALID_PARAMETER)  # a range runs upward within one subchannel set
        return DevRange(first[0], first[1], last[1])

    def dev_chp(self, chpid: Token) -> int:
        return int(chpid, 16)

    def display_dev(self, _keyword: Token, *elements: Any) -> Any:
        from zconsole.systems.zos.syntax.ast_io import DevRange, DisplayDev

        if not elements:  # D M=DEV
            return DisplayDev()
        chps = [e for e in elements if isinstance(e, int)]
        ranges = tuple(e for e in elements if isinstance(e, DevRange))
        if sum(r.last - r.first + 1 for r in ranges) > MAX_DEVICES_SHOWN:
            raise Invalid(INVALID_PARAMETER)
        if chps:
            # D M=DEV(dddd,(chp)): exactly one device, then one CHPID.
            if len(elements) != 2 or not isinstance(elements[1], int) or ranges[0].first != ranges[0].last:
                raise Invalid(PARAMETERS_CONFLICT)
            return DisplayDev(ranges, chps[0])
        return DisplayDev(ranges)

    def chp_range(self, low: Token, high: Token | None) -> tuple[int, ...]:
        first = int(str(low), 16)
        last = int(str(high), 16) if high is not None else first
        if last < first:
            raise Invalid(INVALID_PARAMETER)
        return tuple(range(first, last + 1))

    def display_chp(self, *items: Any) -> Any:
        from zconsole.systems.zos.syntax.ast_io import DisplayChp

        chpids = tuple(c for group in items if isinstance(group, tuple) for c in group)
        pathinfo = any(isinstance(i, Token) and i.type == "PATHINFO" for i in items)
        return DisplayChp(_unique(chpids), pathinfo)

    def display_cu(self, number: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_io import DisplayCu

        text = str(number)
        if len(text) != 4 or text.startswith("/"):
            raise Invalid(INVALID_PARAMETER)  # a control unit number is four hex digits
        return DisplayCu(int(text, 16))

    def config_chp(self, *items: Any) -> Any:
        from zconsole.systems.zos.syntax.ast_io import ConfigChp

        chpids = tuple(c for group in items if isinstance(group, tuple) for c in group)
        state, force = _state_and_force(items)
        return ConfigChp(_unique(chpids), state, force)

    def vary_device(self, *items: Any) -> Any:
        from zconsole.systems.zos.syntax.ast_io import DevRange, VaryDevice

        ranges = tuple(i for i in items if isinstance(i, DevRange))
        state, force = _state_and_force(items)
        return VaryDevice(ranges, state, force)

    def vary_path(self, device: Token, chpid: Token, state: Token, force: Token | None) -> Any:
        from zconsole.systems.zos.syntax.ast_io import VaryPath

        ssid, number = _device(device)
        forced = None if force is None else str(force)
        return VaryPath(ssid, number, int(str(chpid), 16), _online(state), forced)

    # --- PAGEADD / PAGEDEL (values in ast_paging) -----------------------------------------
    def page_names(self, *names: Token) -> tuple[str, ...]:
        return tuple(str(t) for t in names)

    def page_add(self, _verb: Token, names: tuple[str, ...]) -> Any:
        from zconsole.systems.zos.syntax.ast_paging import PageAdd

        return PageAdd(_add_names(names))

    def page_add_nonvio(self, _verb: Token, names: tuple[str, ...]) -> Any:
        from zconsole.systems.zos.syntax.ast_paging import PageAdd

        return PageAdd(_add_names(names), nonvio=True)

    def page_add_swap(self, *_: object) -> Any:
        raise Invalid(INVALID_PARAMETER)  # OS/390's swap data sets are gone from z/OS

    def page_del(self, _verb: Token, action: Token, names: tuple[str, ...]) -> Any:
        from zconsole.systems.zos.syntax.ast_paging import PageDel

        if str(action) == "REPLACE" and len(names) % 2:
            raise Invalid(PARAMETER_MISSING)  # REPLACE names each old data set with its new one
        return PageDel(str(action), names)
    # --- everyday displays (values in ast_machine, imported only when such a command comes) ---
    def display_m(self, *_: object) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayM

        return DisplayM()

    def display_stor(self, *_: object) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayStor

        return DisplayStor()

    def display_cpu(self, keyword: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayCpu

        return DisplayCpu(core=str(keyword) == "CORE")

    def display_units(self, kind: Token | None = None, state: Any = None, dev: Token | None = None,
                      count: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayUnits

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

    def display_units_vol(self, volser: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayUnits

        return DisplayUnits(volume=str(volser))

    def display_units_iplvol(self, *_: object) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayUnits

        return DisplayUnits(iplvol=True)

    def display_iplinfo(self, sysparm: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayIplinfo

        if sysparm is None:
            return DisplayIplinfo()
        from zconsole.systems.zos.model.sysparms import SYSTEM_PARAMETERS

        if str(sysparm) not in SYSTEM_PARAMETERS:  # DOC: any parameter IEASYSxx allows
            raise Invalid(INVALID_PARAMETER)
        return DisplayIplinfo(str(sysparm))

    def display_ios_config(self, *_: object) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplayIosConfig

        return DisplayIosConfig()

    # --- the living channel subsystem (values in ast_channels) ---
    def display_ios_zhpf(self, *_: object) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import DisplayIosZhpf

        return DisplayIosZhpf()

    def setios_zhpf(self, _verb: Token, value: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import SetiosZhpf

        return SetiosZhpf(str(value).startswith("Y"))

    def link_fail(self, _verb: Token, chpid: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import LinkEvent

        return LinkEvent(int(str(chpid), 16), "FAIL")

    def link_repair(self, _verb: Token, chpid: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import LinkEvent

        return LinkEvent(int(str(chpid), 16), "REPAIR")

    def link_degrade(self, _verb: Token, chpid: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import LinkEvent

        return LinkEvent(int(str(chpid), 16), "DEGRADE")

    def link_ifcc(self, _verb: Token, chpid: Token, rate: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import LinkEvent

        return LinkEvent(int(str(chpid), 16), "IFCC", _error_rate(rate))

    # --- .TIMEOUT LINK(xx),RATE=n (IOS051I) ---
    def link_timeout(self, _verb: Token, chpid: Token, rate: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_channels import LinkEvent

        return LinkEvent(int(str(chpid), 16), "TIMEOUT", _error_rate(rate))

    def display_sms(self, _keyword: Token | None = None, name: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_machine import DisplaySms

        return DisplaySms(None if name is None else str(name))

    def display_asm(self, chosen: ast.DisplayAsm | None) -> ast.DisplayAsm:
        return chosen if chosen is not None else ast.DisplayAsm()

    def asm_filter(self, kind: Token) -> ast.DisplayAsm:
        return ast.DisplayAsm(kind=ast.AsmKind(str(kind)))

    def asm_page(self, dsname: Token) -> ast.DisplayAsm:
        name = str(dsname)
        if name == "ALL":  # PAGE=ALL is the same request as ,ALL (DOC: PAGE=[dsname|ALL])
            return ast.DisplayAsm(kind=ast.AsmKind.ALL)
        if len(name) > MAX_DSNAME or any(len(q) > 8 for q in name.split(".")):
            raise Invalid(TERM_LENGTH_ERROR)
        return ast.DisplayAsm(page=name)

    def display_asm_scm(self, *_: object) -> ast.DisplayAsmScm:
        return ast.DisplayAsmScm()

    def display_scm(self, detail: Token | None) -> ast.DisplayScm:
        return ast.DisplayScm(detail=detail is not None)

    def config_scm(self, extent: Token | tuple[int, int], state: Token) -> ast.ConfigScm:
        online = _online(state)
        if isinstance(extent, tuple):
            if online:  # a range names increments to remove; ONLINE takes an amount
                raise Invalid(PARAMETERS_CONFLICT)
            return ast.ConfigScm(online=False, range_mb=extent)
        return ast.ConfigScm(online=online, amount_mb=_amount(extent))

    def scm_range(self, low: Token, high: Token) -> tuple[int, int]:
        return (_amount(low), _amount(high))

    def set_clock(self, _verb: Token, value: Token) -> ast.SetClock:
        if value.type == "TIME":
            try:
                return ast.SetClock(time_of_day=parse_time_of_day(str(value)))
            except ValueError:
                raise Invalid(INVALID_PARAMETER) from None
        if len(value) > 6 or int(value) > MAX_CLOCK_ADVANCE:
            raise Invalid(INVALID_PARAMETER)
        return ast.SetClock(advance_seconds=int(value))

    def set_next_id(self, _verb: Token, number: Token) -> ast.SetNextId:
        value = str(number)
        if len(value) > 3:
            raise Invalid(INVALID_NUMERICS if not value.isdigit() else INVALID_PARAMETER)
        if not 1 <= int(value) <= 999:
            raise Invalid(INVALID_PARAMETER)
        return ast.SetNextId(int(value))

    def quit(self, *_: object) -> ast.Quit:
        return ast.Quit()

    def help(self, _verb: Token, topic: Token | None = None) -> ast.Help:
        return ast.Help(" ".join(str(topic or "").split()))

    def ipl(self, _verb: Token, suffix: Token | None = None) -> ast.Ipl:
        return ast.Ipl(suffix=str(suffix) if suffix is not None else None)

    # --- SVC dumps and RMF (values in ast_dump, imported only when such a command comes) ---
    def dump_command(self, _verb: Token, _keyword: Token, title_token: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import DumpCommand

        text = str(title_token)
        title = text[1:-1] if text.startswith("(") else text
        if not 1 <= len(title) <= MAX_DUMP_TITLE:
            raise Invalid(TERM_LENGTH_ERROR if title else INVALID_PARAMETER)
        return DumpCommand(title)

    def dumpds_clear(self, *items: Any) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import DumpdsClear

        numbers = [int(t) for t in items if isinstance(t, Token) and t.type == "DUMP_NN"]
        return DumpdsClear(tuple(dict.fromkeys(numbers)) if numbers else None)

    def dumpds_alloc(self, _verb: Token, state: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import DumpdsAlloc

        return DumpdsAlloc(str(state) == "ACTIVE")

    def display_dumpds(self, _keyword: Token, form: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import DisplayDumpds

        return DisplayDumpds(form is not None and str(form).startswith("T"))  # D DUMP alone is STATUS

    def dump_stats(self, *_: object) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import DumpStats

        return DumpStats()

    def rmf_report(self, _verb: Token, *reports: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_dump import RmfReport

        return RmfReport(",".join(str(r) for r in reports))  # PAGESP, CHAN, DEVICE in order

    # --- system displays and SET SMF (values in ast_sysconfig) ---------
    def display_symbols(self, word: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplaySymbols

        _no_sub_operand(word)
        return DisplaySymbols()

    def display_parmlib(self, word: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayParmlib

        _no_sub_operand(word)
        return DisplayParmlib()

    def display_prog(self, name: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayProg

        return DisplayProg(str(name))

    def display_prog_lpa(self, keyword: Token | None = None, module: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayProgLpa

        return DisplayProgLpa(None if module is None else str(module))

    def display_net(self, operands: Token | None = None) -> Any:
        return net_operands("" if operands is None else str(operands)[1:])

    def display_wlm(self, word: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayWlm

        _no_sub_operand(word)
        return DisplayWlm()

    def display_xcf(self, word: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayXcf

        if word is not None and str(word) in ("COUPLE", "CPL"):  # DOC: CPL is COUPLE's abbreviation
            return DisplayXcf(couple=True)
        _no_sub_operand(word)
        return DisplayXcf()

    def display_grs(self, word: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayGrs

        if word is not None and str(word) in ("C", "CONTENTION"):  # DOC: C is CONTENTION
            return DisplayGrs(contention=True)
        _no_sub_operand(word)
        return DisplayGrs()

    def display_slip(self, *_: object) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplaySlip

        return DisplaySlip()

    def display_trace(self, *_: object) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayTrace

        return DisplayTrace()

    def display_opdata(self, word: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayOpdata

        _no_sub_operand(word, allowed="PREFIX")  # DOC: D OPDATA,PREFIX is D OPDATA
        return DisplayOpdata()

    def display_etr(self, word: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayEtr

        _no_sub_operand(word, allowed="DATA")  # DOC: D ETR,DATA is D ETR
        return DisplayEtr()

    def display_omvs(self, word: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplayOmvs

        _no_sub_operand(word)
        return DisplayOmvs()

    def display_smf(self, word: Token | None = None, at: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import DisplaySmf

        _no_sub_operand(word, allowed="S")  # D SMF,S is D SMF (DOC)
        return DisplaySmf(None if at is None else str(at).removeprefix("L="))

    def set_smf(self, _verb: Token, suffix: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import SetSmf

        return SetSmf(str(suffix))

    def switch_smf(self, *_: object) -> Any:
        from zconsole.systems.zos.syntax.ast_sysconfig import SwitchSmf

        return SwitchSmf()

    # --- the living machine (values in ast_live, imported only when such a command comes) ---
    def start_proc(self, _verb: Token, proc: Token, ident: Token | None, *chosen: tuple[str, str]) -> Any:
        from zconsole.systems.zos.syntax.ast_live import StartProc

        options = dict(chosen)
        return StartProc(str(proc), str(ident or proc), options.get("PARM"), options.get("SUB", "JES2"))

    def start_parm(self, value: Token) -> tuple[str, str]:
        return ("PARM", str(value))

    def start_sub(self, subsystem: Token) -> tuple[str, str]:
        return ("SUB", str(subsystem))

    def job_asid(self, asid: Token) -> Token:
        return asid

    def cancel_dump(self, *_: object) -> str:
        return "DUMP"

    def force_arm(self, *_: object) -> str:
        return "ARM"

    def force_job(self, _verb: Token, job: Token, *options: Token | str) -> Any:
        from zconsole.systems.zos.syntax.ast_live import ForceJob

        return ForceJob(str(job), _asid(options), "ARM" in options)

    def halt_net(self, _verb: Token, quick: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_live import HaltNet

        return HaltNet(quick is not None)

    def stop_job(self, verb: Token, job: Token, asid: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_live import StopJob

        return StopJob(str(job), _asid((asid,)), str(verb).upper())

    def cancel_job(self, _verb: Token, job: Token, *options: Token | str) -> Any:
        from zconsole.systems.zos.syntax.ast_live import CancelJob

        return CancelJob(str(job), _asid(options), "DUMP" in options)

    def reply(self, _verb: Token, reply_id: Token, text: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_live import Reply

        return Reply(str(reply_id), "" if text is None else str(text))

    def wait(self, _verb: Token, duration: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_live import Wait

        text = str(duration)
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

    def display_active(self, job: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_live import DisplayActive

        name = None if job is None else str(job)
        if name is not None and (name == "ALL" or "*" in name or "?" in name):
            return self._jobs("A", name)  # everyday operations: D A,ALL and D A,mask
        return DisplayActive(None if name in ("L", "LIST") else name)

    def display_requests(self, kind: Token | None = None, form: Token | None = None,
                         *rest: object) -> Any:
        from zconsole.systems.zos.syntax.ast_live import DisplayRequests

        named = "L" if kind is None else str(kind)
        # LIST and ALL are the long forms of L and A (DOC); CN= has one console to name
        at = next((str(t) for t in rest if isinstance(t, Token) and t.type == "DISPLAY_AT"), None)
        return DisplayRequests(kind={"LIST": "L", "ALL": "A"}.get(named, named),
                               form="TIME" if form is None else str(form),
                               at=None if at is None else at.removeprefix("L="))

    def display_requests_at(self, at: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_live import DisplayRequests

        return DisplayRequests(at=str(at).removeprefix("L="))


# DOC (VTAM DISPLAY): SCOPE=ALL is the default of DISPLAY APPLS and DISPLAY ID; EVERY and E
# are its abbreviations.
_NET_SCOPE_ALL = ("SCOPE=ALL", "EVERY", "E")
_NET_NAME = re.compile(r"(?:[A-Z#@$][A-Z0-9#@$]{0,7}\.)?[A-Z#@$][A-Z0-9#@$]{0,7}")


def net_operands(text: str) -> Any:
    """VTAM's operands of D NET: APPLS or MAJNODES, ID=name (network-qualified or not),
    SCOPE=ALL (E, EVERY). What VTAM cannot identify: ``identified`` False (IST039I)."""
    from zconsole.systems.zos.syntax.ast_sysconfig import DisplayNet

    kind: str | None = None
    ident: str | None = None
    for word in text.split(",") if text else ():
        if word in ("APPLS", "MAJNODES") and kind is None:
            kind = word
        elif word.startswith("ID=") and ident is None and _NET_NAME.fullmatch(word[3:]):
            ident = word[3:]
        elif word not in _NET_SCOPE_ALL:
            return DisplayNet(identified=False)
    if (kind is None and ident is None) or (kind == "MAJNODES" and ident is not None):
        return DisplayNet(identified=False)
    return DisplayNet(kind, ident)


def _no_sub_operand(word: Token | None, allowed: str = "") -> None:
    """A sub-operand of a system display that zconsole does not model: IEE535I."""
    if word is not None and str(word) != allowed:
        raise Invalid(INVALID_PARAMETER)


def _error_rate(token: Token) -> int:
    """RATE=n of .IFCC and .TIMEOUT: 0 (they stop) to MAX_ERROR_RATE errors a minute."""
    from zconsole.systems.zos.model.io.link_events import MAX_ERROR_RATE

    text = str(token)
    if len(text) > len(str(MAX_ERROR_RATE)) + 1 or int(text) > MAX_ERROR_RATE:
        raise Invalid(INVALID_PARAMETER)
    return int(text)


def _asid(options: tuple[object, ...]) -> int | None:
    """The A=asid operand of STOP/CANCEL/FORCE among their options, if given."""
    tokens = [i for i in options if isinstance(i, Token) and i.type == "ASID"]
    return int(str(tokens[0]), 16) if tokens else None
