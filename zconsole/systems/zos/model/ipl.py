"""IPL from IEASYSxx: system parameters merged from IEASYS00 and IEASYSxx, system
symbols resolved, and the paging set-up (PAGE=, NONVIO=, PAGTOTL=, PAGESCM=) applied.

z/OS reads IEASYS00 first and lets IEASYSxx override it keyword by keyword (Init and
Tuning Reference, PAGE: "The IEASYSxx PAGE data set name list overrides the one in
IEASYS00"); within one member the last value coded wins. Keywords zconsole does not
model are kept in the merged set and otherwise ignored, as z/OS ignores what it does not
use.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zos.model.machine import PAGTOTL_MAX, PAGTOTL_MIN, WaitState
from zconsole.systems.zos.model.paging.datasets import DSNAME_PATTERN, PageDataSet, PageType
from zconsole.systems.zos.model.paging.pagescm import PAGESCM_DEFAULT, PageScm
from zconsole.systems.zos.model.paging.scm import IncrementStatus
from zconsole.systems.zos.model.system.parmlib import Parameter, ParmlibError, member_path, read_member

if TYPE_CHECKING:
    from zconsole.systems.zos.model.machine import Machine

NONE = "*NONE*"  # DOC: no PLPA or common data set (only with SCM online for paging)
LIST = "L"  # DOC: list the data sets opened on the console (IEA940I)
# DOC (IEASYMxx): &SYSCLONE. defaults to the last two characters of &SYSNAME.
_SYMBOL = re.compile(r"&([A-Z@#$][A-Z0-9@#$]{0,7})(\.?)")
_DUMP = re.compile(r"NO|DASD|\(DASD(,[0-9]{2}(-[0-9]{2})?)?\)")
_PAGTOTL = re.compile(r"\(?([0-9]{1,3})(,[0-9]{1,3})?\)?")
_SYSNAME = re.compile(r"[A-Z0-9]{1,8}")

# DOC (wait state 03C): reason 01 "All local paging data sets are full, and there is no
# available SCM"; at IPL, also when none is usable. Reason 00 for PLPA or common
# unusable without SCM (spec 7.4, INFERRED).
WAIT_NO_LOCAL = WaitState("03C", "01")
WAIT_NO_PLPA_OR_COMMON = WaitState("03C", "00")


@attrs.frozen
class Source:
    """A parameter and the member it was read from (for errors naming the line)."""

    param: Parameter
    path: Path

    def fail(self, reason: str) -> ParmlibError:
        return ParmlibError(self.path, self.param.line, reason)


def system_parameters(parmlib: Path, suffix: str) -> tuple[dict[str, Source], tuple[str, ...]]:
    """IEASYS00 (when the folder has one) then IEASYSxx, later values overriding; and
    the suffixes of the members read, in order."""
    suffix = suffix.upper()
    paths = [member_path(parmlib, suffix)]
    base = parmlib / "IEASYS00"
    if suffix != "00" and base.is_file():
        paths.insert(0, base)
    merged: dict[str, Source] = {}
    for path in paths:
        for param in read_member(path):
            merged[param.keyword] = Source(param, path)
    return merged, tuple(path.name[6:] for path in paths)


def resolve_symbols(source: Source, symbols: dict[str, str]) -> str:
    """``&NAME.`` (or ``&NAME`` before a delimiter) replaced by its value; the period
    after a symbol ends it, so ``SYS1.&SYSNAME..PLPA`` keeps one period (DOC)."""

    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in symbols:
            known = ", ".join(f"&{s}." for s in symbols)
            raise source.fail(f"&{name}. is not a system symbol zconsole knows ({known})")
        return symbols[name]

    return _SYMBOL.sub(value, source.param.value)


@attrs.frozen
class PageList:
    """PAGE= as coded: names in order (``*NONE*`` kept) and whether ``L`` was given."""

    names: tuple[str, ...]
    listed: bool


def parse_page(source: Source, text: str) -> PageList:
    inner = text[1:-1] if text.startswith("(") and text.endswith(")") else text
    items = inner.split(",")
    listed = len(items) > 1 and items[-1] == LIST
    if listed:
        items = items[:-1]
    if items == [""]:  # PAGE=(,L): no names, only the listing
        return PageList((), listed)
    if len(items) > PAGTOTL_MAX:
        raise source.fail(f"PAGE= names {len(items)} data sets, more than the {PAGTOTL_MAX} allowed")
    for position, name in enumerate(items):
        if name == NONE and position < 2:
            continue
        if name == NONE:
            raise source.fail("*NONE* may stand only for the PLPA or the common data set")
        too_long = len(name) > 44 or any(len(q) > 8 for q in name.split("."))
        if too_long or not re.fullmatch(DSNAME_PATTERN, name):
            raise source.fail(f"PAGE= names {name or 'nothing'}, not a data set name")
    return PageList(tuple(items), listed)


def parse_names(source: Source, text: str) -> tuple[str, ...]:
    """NONVIO=dsname or NONVIO=(dsname,...)."""
    inner = text[1:-1] if text.startswith("(") and text.endswith(")") else text
    names = tuple(inner.split(","))
    for name in names:
        if not re.fullmatch(DSNAME_PATTERN, name):
            raise source.fail(f"NONVIO= names {name or 'nothing'}, not a data set name")
    return names


@attrs.frozen
class Skipped:
    """A data set named at IPL that is not used, and why (zconsole's notice)."""

    dsname: str
    reason: str


@attrs.frozen
class IplResult:
    """What an IPL did, for the messages: data sets opened (IEA940I when ``listed``),
    data sets skipped, NONVIO names ignored, and the wait state if the system stopped."""

    member: str
    system: str
    pagescm: PageScm
    opened: tuple[PageDataSet, ...]
    listed: bool
    skipped: tuple[Skipped, ...] = ()
    nonvio_ignored: tuple[str, ...] = ()
    wait: WaitState | None = None
    members: tuple[str, ...] = ()  # the IEASYSxx suffixes read, in order (D IPLINFO)
    parameters: tuple[tuple[str, str], ...] = ()  # merged, as coded (D IPLINFO,sysparm)


NOT_DEFINED = "NOT DEFINED"  # INFERRED wording of zconsole's notice
LISTED_TWICE = "NAMED TWICE"


def ipl_from_parmlib(machine: Machine, parmlib: Path, suffix: str) -> IplResult:
    """Read the merged parameters, check them all, then IPL the machine with them.

    Raises ParmlibError (member, line, reason) before anything changes.
    """
    return apply(machine, check(machine, parmlib, suffix))


@attrs.frozen
class Checked:
    """IEASYSxx's paging set-up, every value checked: what an IPL will apply."""

    suffix: str
    system: str
    pagescm: PageScm
    page: PageList | None
    nonvio: tuple[str, ...]
    pagtotl: int | None  # None: not coded (the data sets in use plus one)
    dump: str
    members: tuple[str, ...]
    zhpf: bool | None = None  # IOS=xx: IECIOSxx ZHPF= (DOC default NO); None: IOS= not coded
    parameters: tuple[tuple[str, str], ...] = ()  # every parameter merged, as coded


def check(machine: Machine, parmlib: Path, suffix: str) -> Checked:
    """The merged parameters read and checked; raises ParmlibError. Changes nothing."""
    params, members = system_parameters(parmlib, suffix)
    system = machine.system_name
    if "SYSNAME" in params:
        system = params["SYSNAME"].param.value
        if not _SYSNAME.fullmatch(system):
            raise params["SYSNAME"].fail(f"SYSNAME={system} is not a system name (1-8 letters or digits)")
    symbols = {"SYSNAME": system, "SYSCLONE": system[-2:]}
    pagescm = PAGESCM_DEFAULT
    if "PAGESCM" in params:
        try:
            pagescm = PageScm.parse(params["PAGESCM"].param.value)
        except ValueError as exc:
            raise params["PAGESCM"].fail(str(exc)) from None
    page = parse_page(params["PAGE"], resolve_symbols(params["PAGE"], symbols)) if "PAGE" in params else None
    nonvio: tuple[str, ...] = ()
    if "NONVIO" in params:
        nonvio = parse_names(params["NONVIO"], resolve_symbols(params["NONVIO"], symbols))
    pagtotl = parse_pagtotl(params["PAGTOTL"]) if "PAGTOTL" in params else None
    dump = machine.dump_parameter
    if "DUMP" in params:
        dump = params["DUMP"].param.value
        if not _DUMP.fullmatch(dump):
            raise params["DUMP"].fail(f"DUMP={dump} is not NO, DASD or (DASD,xx-yy)")
    zhpf = _iecios_zhpf(parmlib, params["IOS"]) if "IOS" in params else None
    coded = tuple((name, source.param.value) for name, source in params.items())
    return Checked(suffix.upper(), system, pagescm, page, nonvio, pagtotl, dump, members, zhpf, coded)


def _iecios_zhpf(parmlib: Path, source: Source) -> bool:
    """IOS=xx names IECIOSxx; its ZHPF=YES|NO, NO when not coded (DOC: "If no ZHPF
    statement is specified, the zHPF facility is disabled") or when the sample parmlib
    has no such member (io-living.md §3.2)."""
    suffix = source.param.value.strip("()").upper()
    if not re.fullmatch(r"[A-Z0-9@#$]{2}", suffix):
        raise source.fail(f"IOS={source.param.value} is not a two-character IECIOSxx suffix")
    path = parmlib / f"IECIOS{suffix}"
    zhpf = False  # a member not in this parmlib states no ZHPF either [INFERRED: R7A's IOS=00]
    if not path.is_file():
        return zhpf
    for param in read_member(path):
        if param.keyword == "ZHPF":
            if param.value not in ("YES", "NO"):
                raise ParmlibError(path, param.line, f"ZHPF={param.value} is not YES or NO")
            zhpf = param.value == "YES"
    return zhpf


def parse_pagtotl(source: Source) -> int:
    """PAGTOTL=(n) or (n,m): n, at least the minimum; above the maximum, the maximum."""
    match = _PAGTOTL.fullmatch(source.param.value)
    if match is None:
        raise source.fail(f"PAGTOTL={source.param.value} is not (n) or (n,m)")
    pagtotl = int(match.group(1))
    if pagtotl < PAGTOTL_MIN:
        raise source.fail(f"PAGTOTL={pagtotl} is below the minimum of {PAGTOTL_MIN}")
    return min(pagtotl, PAGTOTL_MAX)


def apply(machine: Machine, checked: Checked) -> IplResult:
    """The IPL with checked parameters. The page data sets are opened first, so that the
    address spaces the IPL starts page to them."""
    machine.system_name = checked.system
    machine.dump_parameter = checked.dump
    # DOC: *NONE* (and so a PLPA or common data set missing) only with SCM online for paging.
    scm = machine.scm
    scm_paging = checked.pagescm.enabled and scm is not None and bool(scm.with_status(IncrementStatus.ONLINE))
    wanted, listed = _wanted(machine, checked.page)
    local_names = {name for name, kind in wanted if kind in (PageType.LOCAL, PageType.LOCAL_NV)}
    ignored = tuple(n for n in checked.nonvio if n not in local_names)  # DOC: ignored with a message
    opened, skipped, wait = _open(machine, wanted, set(checked.nonvio), scm_paging)
    machine.page_datasets = opened
    pagtotl = checked.pagtotl if checked.pagtotl is not None else len(opened) + 1
    machine.pagtotl = max(pagtotl, len(opened), PAGTOTL_MIN)
    if checked.zhpf is not None:
        machine.io.zhpf = checked.zhpf  # IECIOSxx ZHPF= (the living channels)
    machine.ipl(checked.pagescm, wait)
    return IplResult(f"IEASYS{checked.suffix}", checked.system, checked.pagescm, tuple(opened), listed,
                     tuple(skipped), ignored, wait, checked.members, checked.parameters)


def _wanted(machine: Machine, page: PageList | None) -> tuple[list[tuple[str, PageType]], bool]:
    """The data sets to open, each with its type, and whether PAGE= asked for the list.
    No names in PAGE=: the list in force."""
    if page is None or not page.names:
        previous = {p.dsname: p.type for p in machine.page_datasets}
        return list(previous.items()), page.listed if page is not None else False
    kinds = [PageType.PLPA, PageType.COMMON] + [PageType.LOCAL] * max(0, len(page.names) - 2)
    return list(zip(page.names, kinds, strict=False)), page.listed


def _open(machine: Machine, wanted: list[tuple[str, PageType]], nonvio: set[str],
          scm_paging: bool) -> tuple[list[PageDataSet], list[Skipped], WaitState | None]:
    """Each wanted data set opened, or skipped with the reason; and the wait state the
    system enters for want of a PLPA, common or local data set."""
    system_kinds = (PageType.PLPA, PageType.COMMON)
    carried = {p.type: (p.used, p.csa) for p in machine.page_datasets if p.type in system_kinds}
    previous_used = {p.dsname: (p.used, p.csa) for p in machine.page_datasets}
    opened: list[PageDataSet] = []
    skipped: list[Skipped] = []
    seen: set[str] = set()
    wait: WaitState | None = None
    for name, kind in wanted:
        if name == NONE:
            if not scm_paging:
                wait = WAIT_NO_PLPA_OR_COMMON
            continue
        if name in seen:
            skipped.append(Skipped(name, LISTED_TWICE))
            continue
        seen.add(name)
        space = machine.page_spaces.get(name)
        if space is None:
            skipped.append(Skipped(name, NOT_DEFINED))
            if kind in system_kinds and not scm_paging:
                wait = wait or WAIT_NO_PLPA_OR_COMMON
            continue
        if kind is PageType.LOCAL and name in nonvio:
            kind = PageType.LOCAL_NV
        # A data set still in use keeps its slots (the machine file's, which no address
        # space owns; the IPL frees the rest); a new PLPA or common data set takes the
        # previous one's count, as those pages are written again at IPL.
        used, csa = previous_used.get(name, carried.get(kind, (0, 0)))
        opened.append(space.in_use(kind, min(used, space.slots), csa if kind in system_kinds else 0))
    if not any(p.is_local for p in opened):
        wait = wait or WAIT_NO_LOCAL
    return opened, skipped, wait
