"""Renderers of what the living machine says on its own in more than one catalog layout
(values in model/living/notices.py; a one-line notice names its layout and needs none)."""

from __future__ import annotations

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import renders
from zconsole.systems.zos.model.living import notices


@renders(notices.Ief695i)
def _ief695i(msg: notices.Ief695i) -> list[str]:
    text = c.IEF695I_TEXT.format(proc=msg.proc, job=msg.jobname, user=msg.user, group=msg.group)
    cut = text.rfind(" ", 0, c.IEF695I_BREAK + 1)
    return [text[:cut], text[cut + 1 :]]


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
