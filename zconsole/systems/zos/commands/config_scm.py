"""CF SCM(...),ONLINE|OFFLINE: IEE195I per range, IEE712I when the request is complete."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages.config import Iee712i
from zconsole.systems.zos.messages.scm import Iee195i
from zconsole.systems.zos.model.paging.scm import OPTION_NOT_INSTALLED, ScmRefused
from zconsole.systems.zos.syntax.ast import ConfigScm

if TYPE_CHECKING:
    from zconsole.console.message import Message


@handles(ConfigScm)
def config_scm(cmd: ConfigScm, ctx: Context) -> Result:
    scm = ctx.machine.scm
    if scm is None:
        return Result((Iee195i(reason=OPTION_NOT_INSTALLED), Iee712i()), refused=True)
    try:
        if cmd.online:
            assert cmd.amount_mb is not None
            done = scm.bring_online(cmd.amount_mb)
            said: tuple[Message, ...] = (*(Iee195i("ONLINE", r) for r in done), Iee712i())
            return Result(said + _reconsider(ctx), changed=True)
        now = ctx.clock.now()
        if cmd.range_mb is not None:
            result = scm.offline_by_range(*cmd.range_mb, now)
        else:
            assert cmd.amount_mb is not None
            result = scm.offline_by_amount(cmd.amount_mb, now)
    except ScmRefused as refusal:
        return Result((Iee195i(reason=refusal.reason, locations=refusal.locations), Iee712i()), refused=True)
    messages: list[Message] = [Iee195i("OFFLINE", r) for r in result.offline]
    messages += [Iee195i("PENDING OFFLINE", r) for r in result.pending]
    if not result.pending:  # otherwise IEE712I comes when the pages have moved
        messages.append(Iee712i())
    return Result(tuple(messages) + _reconsider(ctx), changed=True)


def _reconsider(ctx: Context) -> tuple[Message, ...]:
    """SCM online for paging changed under the machine: the shortage level is looked at
    again at once (IRA202I when slots arrive), not at the next page moved."""
    if not ctx.machine.is_living:
        return ()
    return tuple(ctx.machine.living(ctx.clock.now()).reconsider(ctx.machine))
