"""D NET: VTAM's displays of its major nodes and applications (IST097I, then IST350I's or
IST075I's group), from the machine's VTAM definitions and what runs; IEE341I NET NOT
ACTIVE while VTAM does not run."""

from __future__ import annotations

import re
from collections.abc import Collection

from zconsole.console.message import Message
from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.jobs import Iee341i
from zconsole.systems.zos.messages.net import Ist039i, Ist075i, Ist097i, Ist350i, Ist453i
from zconsole.systems.zos.model.living import dependencies
from zconsole.systems.zos.model.living.workload import AddressSpace
from zconsole.systems.zos.model.system.vtam import APPL_SEGMENT, Vtam, VtamNode
from zconsole.systems.zos.syntax.ast_sysconfig import DisplayNet

VTAM_PROC = "VTAM"  # the procedure that is VTAM (as Z NET's, commands/jobs.py)
NET = "NET"  # what MVS routes D NET to (IEE341I's name while VTAM does not run; as Z NET)
TSO_SLOT = re.compile(r"TSO[0-9]{4}")  # TSO's user slots (TSO0001 ...)

Lines = list[tuple[str, str]]


def _statuses(vtam: Vtam, running: Collection[str], tso_users: int) -> dict[str, str]:
    """Each application's status: VTAM's own (IST...) and a running job's ACTIV, TSO's
    first slots ACT/S (one a TSO user logged on), any other CONCT (model/system/vtam.py)."""
    statuses: dict[str, str] = {}
    in_session = tso_users
    for node in vtam.nodes:
        for appl in node.appls:
            if appl.startswith("IST") or appl in running:
                statuses[appl] = c.NET_ACTIVE
            elif TSO_SLOT.fullmatch(appl) and in_session > 0:
                statuses[appl] = c.NET_IN_SESSION
                in_session -= 1
            else:
                statuses[appl] = c.NET_CONNECTABLE
    return statuses


def _node_row(node: VtamNode) -> tuple[str, str]:
    return ("IST089I", c.IST089I_ROW.format(name=node.name, type=node.type, status=c.NET_ACTIVE))


def _appl_rows(node: VtamNode, statuses: dict[str, str]) -> Lines:
    entries = [c.IST080I_ENTRY.format(name=a, status=statuses[a]) for a in node.appls]
    per = c.IST080I_PER_LINE
    rows: Lines = [("IST360I", c.IST360I_TEXT)]
    rows += [("IST080I", "".join(entries[i:i + per]).rstrip()) for i in range(0, len(entries), per)]
    return rows


def _end(count: int | None = None) -> Lines:
    rows: Lines = [] if count is None else [("IST1454I", c.IST1454I_TEXT.format(count=count))]
    return [*rows, ("IST314I", c.IST314I_TEXT)]


@handles(DisplayNet)
def display_net(cmd: DisplayNet, ctx: Context) -> Result:
    machine = ctx.machine
    living = machine.living(ctx.clock.now())
    vtam_spaces = living.by_name(VTAM_PROC)
    if not vtam_spaces:
        return Result((Iee341i(NET),), refused=True)
    space = vtam_spaces[0]
    jobid = space.job_label if space.job_id > 0 else ""
    if not cmd.identified:
        return Result((Ist039i(jobid),), refused=True)
    vtam = machine.facts.config.vtam_definitions()
    running = {a.jobname: a for a in living.spaces.values()}
    users = len(dependencies.tso_users(machine.facts.activity.tso_users, living))
    statuses = _statuses(vtam, running, users)
    said: list[Message] = [Ist097i(jobid)]
    # the group's first line ends in its display number (REAL), as an IEE display's does
    number = "" if ctx.display_area else " " + c.IDR_FORMAT.format(ctx.ids.take())
    if cmd.kind == "MAJNODES":
        rows: Lines = [_node_row(n) for n in vtam.nodes]
        said.append(Ist350i(c.IST350I_TYPE.format(type=c.IST350I_TYPES["MAJNODES"]) + number,
                            tuple(rows + _end(len(vtam.nodes))), jobid))
        return Result(tuple(said))
    name = _local(cmd.ident, vtam.netid)
    if cmd.kind == "APPLS":
        nodes = [n for n in vtam.nodes if n.type == APPL_SEGMENT and name in (None, n.name)]
        if not nodes:
            return Result((*said, Ist453i(cmd.ident or "", jobid)), refused=True)
        rows = []
        for node in nodes:
            rows += [_node_row(node), *_appl_rows(node, statuses)]
        count = sum(len(n.appls) for n in nodes)
        title = c.IST350I_TYPE.format(type=c.IST350I_TYPES["APPLS"]) + number
        said.append(Ist350i(title, tuple(rows + _end(count)), jobid))
        return Result(tuple(said))
    major = vtam.node(name or "")
    if major is not None:
        rows = [("IST486I", c.IST486I_TEXT.format(status=c.NET_ACTIVE, desired=c.NET_ACTIVE))]
        if major.appls:
            rows += _appl_rows(major, statuses)
        title = c.IST075I_TEXT.format(name=major.name, type=major.type) + number
        said.append(Ist075i(title, tuple(rows + _end()), jobid))
        return Result(tuple(said))
    owner = vtam.owner(name or "")
    if owner is None or name is None:
        return Result((*said, Ist453i(cmd.ident or "", jobid)), refused=True)
    status = statuses[name]
    active = 1 if status == c.NET_IN_SESSION else 0
    desired = c.NET_CONNECTABLE if status == c.NET_CONNECTABLE else c.NET_ACTIVE
    rows = [("IST486I", c.IST486I_TEXT.format(status=status, desired=desired)),
            *_appl_lines(name, owner, status != c.NET_CONNECTABLE, running.get(name)),
            ("IST171I", c.IST171I_TEXT.format(active=active, requests=0))]
    if not active:
        rows.append(("IST172I", c.IST172I_TEXT))
    said.append(Ist075i(c.IST075I_TEXT.format(name=f"{vtam.netid}.{name}", type=c.IST075I_APPL) + number,
                        tuple(rows + _end()), jobid))
    return Result(tuple(said))


def _appl_lines(name: str, owner: VtamNode, opened: bool, space: AddressSpace | None) -> Lines:
    """An application's lines from IST1447I to IST1634I (the REAL capture's order): its
    capability from whether its ACB is open, IST271I from the job of its name that has it
    open [INFERRED: a TSO user slot in session has no IST271I, zconsole's TSO users having
    no address spaces of their own]."""
    capability = c.IST597I_ENABLED if opened else c.IST597I_INHIBITED
    rows: Lines = [*c.IST_APPL_FIRST, ("IST597I", c.IST597I_TEXT.format(plu=capability, slu=capability)),
                   ("IST231I", c.IST231I_TEXT.format(node=owner.name)), *c.IST_APPL_TRACES]
    if space is not None:
        step = space.proc.stepname or space.proc.name
        rows.append(("IST271I", c.IST271I_TEXT.format(job=space.jobname, step=step, asid=space.asid)))
    rows += [(msgid, text.format(name=name)) for msgid, text in c.IST_APPL_LAST]
    return rows


def _local(ident: str | None, netid: str) -> str | None:
    """ID=name's name in this network (NETA.TSO is TSO in NETA); None when it names another
    network's resource, or when there is no ID."""
    if ident is None or "." not in ident:
        return ident
    network, _, name = ident.partition(".")
    return name if network == netid else None
