""".PERFKIT PAGELOG userid (FCX291) and .PERFKIT STEALLOG (FCX296): zconsole's own
Performance Toolkit reports over the storage lab's intervals (storage/perfkit.py)."""

from __future__ import annotations

from zconsole.systems.zvm.commands.context import Context, Result, ok, refuse
from zconsole.systems.zvm.messages.said import said
from zconsole.systems.zvm.syntax import ast_console


def perfkit(cmd: ast_console.Perfkit, ctx: Context) -> Result:
    from zconsole.systems.zvm.storage.perfkit import fcx291, fcx296

    machine = ctx.machine
    lab, start = machine.lab, machine.lab_start
    if lab is None or start is None:
        return refuse("PERFKIT_NO_LAB", system=machine.system_name)
    if cmd.report == "STEALLOG":
        return ok(said("PERFKIT", lines=tuple(fcx296(lab, start))))
    userid = cmd.userid or lab.config.guests[0].name(0)  # the seed's Figure 2 is the first's
    report = fcx291(lab, userid, start)
    if report is None:
        return refuse("PERFKIT_NO_USER", userid=userid)
    return ok(said("PERFKIT", lines=tuple(report)))
