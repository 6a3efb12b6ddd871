"""Renderers of what the living machine says on its own (values in model/living/notices.py)."""

from __future__ import annotations

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import action_line, renders
from zconsole.systems.zos.model.living import notices


@renders(notices.Hasp100)
def _hasp100(msg: notices.Hasp100) -> list[str]:
    return ["$HASP100 " + c.HASP100_TEXT.format(job=msg.jobname, source=msg.source)]


@renders(notices.Ief695i)
def _ief695i(msg: notices.Ief695i) -> list[str]:
    text = c.IEF695I_TEXT.format(proc=msg.proc, job=msg.jobname, user=msg.user, group=msg.group)
    cut = text.rfind(" ", 0, c.IEF695I_BREAK + 1)
    return [text[:cut], text[cut + 1 :]]


@renders(notices.Hasp373)
def _hasp373(msg: notices.Hasp373) -> list[str]:
    return ["$HASP373 " + c.HASP373_TEXT.format(job=msg.jobname)]


@renders(notices.Ief403i)
def _ief403i(msg: notices.Ief403i) -> list[str]:
    return ["IEF403I " + c.IEF403I_TEXT.format(job=msg.jobname, time=msg.time)]


@renders(notices.Ief404i)
def _ief404i(msg: notices.Ief404i) -> list[str]:
    return ["IEF404I " + c.IEF404I_TEXT.format(job=msg.jobname, time=msg.time)]


@renders(notices.Ief450i)
def _ief450i(msg: notices.Ief450i) -> list[str]:
    steps = f"{msg.stepname} {msg.procstep}" if msg.procstep else msg.stepname
    first = c.IEF450I_LINE1.format(job=msg.jobname, steps=steps, abend=msg.abend,
                                   idr=c.IDR_FORMAT.format(msg.idr))
    return ["IEF450I " + first, c.IEF450I_LINE2.format(time=msg.time)]


@renders(notices.Hasp395)
def _hasp395(msg: notices.Hasp395) -> list[str]:
    if msg.abend:
        return ["$HASP395 " + c.HASP395_ABEND.format(job=msg.jobname, abend=msg.abend)]
    if msg.rc is not None:
        return ["$HASP395 " + c.HASP395_RC.format(job=msg.jobname, rc=msg.rc)]
    return ["$HASP395 " + c.HASP395_TEXT.format(job=msg.jobname)]


@renders(notices.WorkingSetBack)
def _working_set(msg: notices.WorkingSetBack) -> list[str]:
    return ["ZCN020I " + c.ZCN020I_TEXT.format(job=msg.jobname, asid=msg.asid, seconds=msg.seconds)]


@renders(notices.WaitState)
def _wait_state(msg: notices.WaitState) -> list[str]:
    return ["ZCN021W " + c.ZCN021W_TEXT.format(code=msg.code, reason=msg.reason)]


@renders(notices.Ira205i)
def _ira205i(msg: notices.Ira205i) -> list[str]:
    return ["IRA205I " + c.IRA205I_TEXT.format(pct=msg.percent)]


@renders(notices.Ira200e)
def _ira200e(msg: notices.Ira200e) -> list[str]:
    return [action_line("IRA200E", c.IRA200E_TEXT)]


@renders(notices.Ira201e)
def _ira201e(msg: notices.Ira201e) -> list[str]:
    return [action_line("IRA201E", c.IRA201E_TEXT)]


@renders(notices.Ira202i)
def _ira202i(msg: notices.Ira202i) -> list[str]:
    return ["IRA202I " + c.IRA202I_TEXT]


@renders(notices.Ira206i)
def _ira206i(msg: notices.Ira206i) -> list[str]:
    return ["IRA206I " + c.IRA206I_TEXT.format(job=msg.jobname, asid=msg.asid, frames=msg.frames,
                                               slots=msg.slots, pct=msg.percent_of_aux)]


@renders(notices.Ira203e)
def _ira203e(msg: notices.Ira203e) -> list[str]:
    return ["IRA203E " + c.IRA203E_TEXT.format(job=msg.jobname, asid=msg.asid,
                                               total=msg.frames_slots, rate=msg.rate)]


@renders(notices.Ira210e)
def _ira210e(msg: notices.Ira210e) -> list[str]:
    return ["IRA210E " + c.IRA210E_TEXT.format(job=msg.jobname, asid=msg.asid,
                                               total=msg.frames_slots, rate=msg.rate)]


@renders(notices.Ira211i)
def _ira211i(msg: notices.Ira211i) -> list[str]:
    return ["IRA211I " + c.IRA211I_TEXT.format(job=msg.jobname, asid=msg.asid)]


@renders(notices.Ira220i)
def _ira220i(msg: notices.Ira220i) -> list[str]:
    rows = [c.IRA220I_ROW.format(line=row.line, job=row.jobname, asid=row.asid, flag=row.flag,
                                 frames=row.frames, slots=row.slots) for row in msg.rows]
    return ["IRA220I " + c.IRA220I_TEXT, c.IRA220I_HEAD, c.IRA220I_RULE, *rows]


@renders(notices.Ira221d)
def _ira221d(msg: notices.Ira221d) -> list[str]:
    return [f"*{msg.reply_id:0{msg.width}d} IRA221D {c.IRA221D_TEXT}"]


@renders(notices.Ira222i)
def _ira222i(msg: notices.Ira222i) -> list[str]:
    if msg.jobname is None or msg.asid is None:
        return ["IRA222I " + msg.text]
    return ["IRA222I " + c.IRA222I_USER.format(job=msg.jobname, asid=msg.asid, text=msg.text)]


@renders(notices.Ira250i)
def _ira250i(msg: notices.Ira250i) -> list[str]:
    return ["IRA250I " + c.IRA250I_TEXT.format(pct=msg.percent)]


@renders(notices.Ira252i)
def _ira252i(msg: notices.Ira252i) -> list[str]:
    return ["IRA252I " + c.IRA252I_TEXT.format(pct=msg.percent)]


@renders(notices.Ilr008w)
def _ilr008w(msg: notices.Ilr008w) -> list[str]:
    return ["ILR008W " + c.ILR008W_TEXT]
