""".RMF PAGESP: the RMF PAGE DATA SET ACTIVITY report for the interval since IPL or the
last report; a new interval starts with the report (paging.md §9)."""

from __future__ import annotations

from zconsole.commands.registry import Context, Result, handles
from zconsole.messages.rmf import PageSpaceReport, ReportFollows
from zconsole.model.living.rmf import Rmf, report_rows
from zconsole.syntax.ast_dump import RmfReport


@handles(RmfReport)
def rmf_report(cmd: RmfReport, ctx: Context) -> Result:
    machine = ctx.machine
    now = ctx.clock.now()
    living = machine.living(now)
    rmf = living.rmf
    if rmf is None:
        rmf = Rmf(now, machine.rmf_cycle_ms / 1000)
    version, release, _ = machine.release.version
    report = PageSpaceReport(machine.system_name, (version, release), rmf.start,
                             (now - rmf.start).total_seconds(), rmf.cycle, rmf.samples,
                             tuple(report_rows(machine, rmf)))
    living.rmf = Rmf(now, machine.rmf_cycle_ms / 1000)
    return Result((ReportFollows(cmd.report), report), changed=True)
