"""QUERY NSS [ALL|name] [MAP]: the named saved systems and saved segments in the spool."""

from __future__ import annotations

from zconsole.systems.zvm.commands.context import Context, Result, ok
from zconsole.systems.zvm.messages.said import said
from zconsole.systems.zvm.syntax.ast_nss import QueryNss


def records_text(count: int) -> str:
    """RECS in four columns: the count, or thousands with K over 9999 (REAL 033K; that
    K is a thousand records, rounded down, INFERRED)."""
    return f"{count:04d}" if count <= 9999 else f"{min(count // 1000, 999):03d}K"


def query_nss(cmd: QueryNss, ctx: Context) -> Result:
    machine = ctx.machine
    files = [n for n in machine.nss.values() if not cmd.name or n.name == cmd.name]
    if not files:
        return ok(said("Q_NSS_NONE", name=cmd.name or "*"))
    if cmd.map:
        # #USERS: the users logged on whose directory entry IPLs the system (INFERRED:
        # a segment's users are not modelled, so a DCSS shows none).
        ipl_of = {u: machine.directory[u].ipl for u in machine.guests if u in machine.directory}
        rows = tuple(
            (
                n.spoolid, n.name, n.filetype, n.minsize_k,
                n.ranges,
                n.cls, sum(1 for ipl in ipl_of.values() if ipl == n.name), n.parmregs, n.vmgroup,
            )
            for n in files
        )
        return ok(said("Q_NSS_MAP", rows=rows))
    listed = tuple(
        (n.spoolid, n.cls, records_text(n.records), f"{n.saved:%m/%d %H:%M:%S}", n.name, n.filetype, n.origin)
        for n in files
    )
    return ok(said("Q_NSS", rows=listed))
