"""JES2's answers to `$` commands and its unsolicited messages: values and their lines."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import renders
from zconsole.systems.zos.model.jes2.notices import Hasp309, Hasp373Batch, Ich70001i, Irr010i


def keyed(msgid: str, title: str, pad: int, keywords: list[str]) -> list[str]:
    """A JES2 keyword display: one line if it fits, else the title line and the keywords
    after it, each line broken after a comma before it passes the width (REAL-px)."""
    head = f"{msgid} {title:<{pad}}  "
    text = ",".join(keywords)
    if len(head) + len(text) <= c.JES2_LINE_WIDTH:
        return [head + text]
    pieces = [p + "," for p in text.split(",")]
    pieces[-1] = pieces[-1][:-1]
    lines = [f"{msgid} {title}"]
    line = head
    indent = f"{msgid} " + " " * (len(head) - len(msgid) - 1)
    for piece in pieces:
        if len(line) + len(piece) > c.JES2_LINE_WIDTH and line.strip() != head.strip():
            lines.append(line)
            line = indent
        line += piece
    lines.append(line)
    return lines


@attrs.frozen
class Keyed:
    """$HASP890/892/893/844/835/836: a title (JOB(name), INIT(n), ...) and its keywords."""

    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    msgid: str
    title: str
    pad: int
    keywords: tuple[str, ...]
    jobid: str = ""  # the job's id ($HASP890), for the hardcopy log's job-id column


@attrs.frozen
class Hasp612:
    msgid: ClassVar[str] = "$HASP612"
    template: ClassVar[str] = "HASP612_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False


@attrs.frozen
class Hasp085:
    """$P JES2 took effect: JES2 has ended."""

    msgid: ClassVar[str] = "$HASP085"
    template: ClassVar[str] = "HASP085_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False


@attrs.frozen
class Hasp095:
    """$P JES2,ABEND: JES2 abends with the termination code $PJ2."""

    msgid: ClassVar[str] = "$HASP095"
    template: ClassVar[str] = "HASP095_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    code: str


@attrs.frozen
class Hasp098:
    """*nn $HASP098 ENTER TERMINATION OPTION: the WTOR of an abending JES2."""

    msgid: ClassVar[str] = "$HASP098"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = True

    reply_id: int
    width: int


@renders(Hasp098)
def _hasp098(msg: Hasp098) -> list[str]:
    return [f"{c.ACTION_FLAG}{msg.reply_id:0{msg.width}d} $HASP098 {c.HASP098_TEXT}"]


@attrs.frozen
class Hasp608:
    """$D JES2: the address spaces that keep JES2 from stopping ((asid, jobname, jobid))."""

    msgid: ClassVar[str] = "$HASP608"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    spaces: tuple[tuple[int, str, str], ...]


@renders(Hasp608)
def _hasp608(msg: Hasp608) -> list[str]:
    if not msg.spaces:
        body = [c.HASP608_NONE]
    else:
        body = [c.HASP608_SPACES, c.HASP608_HEAD, c.HASP608_RULE,
                *(c.HASP608_ROW.format(asid=a, jobname=n, jobid=j) for a, n, j in msg.spaces)]
    return ["$HASP608 " + line for line in (c.HASP608_ECHO, *body)]


@attrs.frozen
class Hasp607:
    """$P JES2 while work still runs under JES2."""

    msgid: ClassVar[str] = "$HASP607"
    template: ClassVar[str] = "HASP607_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False


@attrs.frozen
class Hasp646:
    msgid: ClassVar[str] = "$HASP646"
    template: ClassVar[str] = "HASP646_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    percent: str


@attrs.frozen
class Hasp686:
    msgid: ClassVar[str] = "$HASP686"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    jobname: str
    group: int


@attrs.frozen
class Hasp423:
    """A spool volume being started is formatted."""

    msgid: ClassVar[str] = "$HASP423"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    volser: str


@attrs.frozen
class Hasp630:
    """A spool volume is active, with how full it is."""

    msgid: ClassVar[str] = "$HASP630"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    volser: str
    percent: int


@attrs.frozen
class Hasp003:
    """RC=(rc): title line, then the operand echoed with the reason (or RC=(57)'s lines)."""

    msgid: ClassVar[str] = "$HASP003"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    rc: int
    verb: str
    operand: str


@renders(Keyed)
def _keyed(msg: Keyed) -> list[str]:
    return keyed(msg.msgid, msg.title, msg.pad, list(msg.keywords))


@renders(Hasp686)
def _hasp686(msg: Hasp686) -> list[str]:
    return ["$HASP686 " + c.HASP686_TEXT.format(title=f"OUTPUT({msg.jobname})", group=msg.group)]


@renders(Hasp423)
def _hasp423(msg: Hasp423) -> list[str]:
    return ["$HASP423 " + c.HASP423_TEXT.format(volser=msg.volser)]


@renders(Hasp630)
def _hasp630(msg: Hasp630) -> list[str]:
    return ["$HASP630 " + c.HASP630_TEXT.format(volser=msg.volser, percent=msg.percent)]


@renders(Hasp003)
def _hasp003(msg: Hasp003) -> list[str]:
    title = "$HASP003 " + c.HASP003_TITLE.format(rc=msg.rc, verb=msg.verb)
    lead = f"{title} {msg.operand}  - " if msg.operand else f"{title} - "
    indent = "$HASP003 " + " " * (len(title) - 8)
    words = c.HASP003_TEXTS[msg.rc]
    return [title, lead + words[0], *(indent + w for w in words[1:])]


@renders(Hasp373Batch)
def _hasp373(msg: Hasp373Batch) -> list[str]:
    cls = f"{msg.job_class:<8}" if msg.wide_class else msg.job_class
    return ["$HASP373 " + c.HASP373_BATCH.format(job=msg.jobname, init=msg.init, cls=cls, sys=msg.member)]


@renders(Irr010i)
def _irr010i(msg: Irr010i) -> list[str]:
    return ["IRR010I  " + c.IRR010I_TEXT.format(user=msg.user)]


@renders(Ich70001i)
def _ich70001i(msg: Ich70001i) -> list[str]:
    last = msg.last
    when = c.ICH70001I_WHEN.format(time=last.strftime("%H:%M:%S"), weekday=c.WEEKDAYS[last.weekday()],
                                   month=c.MONTHS[last.month - 1], day=last.day, year=last.year)
    return ["ICH70001I " + c.ICH70001I_TEXT.format(user=msg.user, when=when)]


@renders(Hasp309)
def _hasp309(msg: Hasp309) -> list[str]:
    return ["$HASP309 " + c.HASP309_TEXT.format(init=msg.init, classes=msg.classes)]

