""".RMF PAGESP|CHAN|DEVICE[,...]: RMF Postprocessor reports for the interval since IPL or
the last report; a new interval starts with the reports (paging.md §9, io-living.md §5.5).
One interval for all of them, as Monitor I ends one interval for every record type."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages.rmf import PageSpaceReport, ReportFollows
from zconsole.systems.zos.model.living.rmf import Rmf, report_rows
from zconsole.systems.zos.syntax.ast_dump import RmfReport

if TYPE_CHECKING:
    import datetime as dt

    from zconsole.console.message import Message
    from zconsole.systems.zos.model.machine import Machine


@handles(RmfReport)
def rmf_report(cmd: RmfReport, ctx: Context) -> Result:
    machine = ctx.machine
    now = ctx.clock.now()
    living = machine.living(now)
    rmf = living.rmf
    if rmf is None:
        rmf = Rmf(now, machine.rmf_cycle_ms / 1000)
    version, release, _ = machine.release.version
    said: list[Message] = []
    for name in cmd.report.split(","):
        said.append(ReportFollows(name))
        if name == "PAGESP":
            said.append(PageSpaceReport(machine.system_name, (version, release), rmf.start,
                                        (now - rmf.start).total_seconds(), rmf.cycle, rmf.samples,
                                        tuple(report_rows(machine, rmf))))
        else:
            said.append(_io_report(name, machine, rmf, now))
    living.rmf = Rmf(now, machine.rmf_cycle_ms / 1000)
    return Result(tuple(said), changed=True)


def _io_report(name: str, machine: Machine, rmf: Rmf, now: dt.datetime) -> Message:
    """CHANNEL PATH ACTIVITY (CHAN) or DIRECT ACCESS DEVICE ACTIVITY (DEVICE)."""
    from zconsole.systems.zos.messages.rmf_io import ChannelReport, DeviceReport, IoReportHead
    from zconsole.systems.zos.model.io.report import chan_rows, dev_rows

    version, release, _ = machine.release.version
    seconds = (now - rmf.start).total_seconds()
    head = IoReportHead(machine.system_name, (version, release), rmf.start, seconds, rmf.cycle,
                        rmf.samples, machine.facts.iodf.dataset[-2:])
    if name == "CHAN":
        return ChannelReport(head, tuple(chan_rows(machine.io, rmf.io, seconds)))
    volumes = {(0, int(p.device, 16)): p.volser for p in machine.page_datasets}
    return DeviceReport(head, tuple(dev_rows(machine.io, rmf.io, seconds, volumes)))
