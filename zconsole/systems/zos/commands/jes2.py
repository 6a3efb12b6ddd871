"""The JES2 `$` commands: $DA, $D JOBQ, $DJ, $D I, $S/$P/$T I, $D SPOOL, $D ...DEF, $T JOBDEF,
$P J, $C J, $P O (answers $HASP890/892/893/646/844/835/836/686/612/003)."""

from __future__ import annotations

import fnmatch
from typing import TYPE_CHECKING

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.jes2 import Hasp003, Hasp423, Hasp612, Hasp630, Hasp646, Hasp686, Keyed
from zconsole.systems.zos.model.jes2 import hooks
from zconsole.systems.zos.model.jes2.queue import AWAITING, DRAINED, EXECUTING, HARDCOPY, Initiator, Jes2, Job
from zconsole.systems.zos.syntax import ast_jes2 as a

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from zconsole.console.message import Message
    from zconsole.systems.zos.model.living.engine import Living


def _jes2(ctx: Context) -> tuple[Living, Jes2]:
    living = ctx.machine.living(ctx.clock.now())
    return living, hooks.jes2_of(living, ctx.machine)


def _refuse(ctx: Context, was_living: bool, message: Message) -> Result:
    """A refusal changes nothing: a machine that came to life only to look is put back
    as it was (its living part freshly booted, nothing in it touched yet)."""
    if not was_living:
        ctx.machine.forget_living()
    return Result((message,), refused=True)


def _percent(used: int, total: int) -> str:
    """Four decimals, truncated (REAL: 1954 of 18000 is 10.8555)."""
    v = used * 1_000_000 // total if total else 0
    return f"{v // 10000}.{v % 10000:04d}"


def _job_line(jes2: Jes2, job: Job, status: str | None = None) -> Keyed:
    if status is None:
        status = f"{EXECUTING}/{jes2.member}" if job.status == EXECUTING else job.status
    return Keyed("$HASP890", c.HASP890_TITLE.format(name=job.name), c.HASP890_PAD,
                 (f"STATUS=({status})", f"CLASS={job.job_class}", f"PRIORITY={job.priority}",
                  "SYSAFF=(ANY)", f"HOLD=({'JOB' if job.hold else 'NONE'})"), f"{job.type}{job.number:05d}")


def _selected(jes2: Jes2, sel: a.JobSel) -> list[Job]:
    if sel.name is not None:
        return [j for j in jes2.ordered() if j.name == sel.name and sel.type in ("", j.type)]
    return [j for j in jes2.ordered() if j.type == sel.type and sel.low <= j.number <= sel.high]


def _jobs(ctx: Context, sel: a.JobSel, verb: str,
          keep: Callable[[Job], bool] | None = None) -> tuple[Living, Jes2, list[Job]] | Result:
    """The jobs a $DJ, $PJ, $CJ or $PO range names (those ``keep`` keeps), or the refusal
    when it names none: $HASP003 RC=(52), the machine put back as it was."""
    was_living = ctx.machine.is_living
    living, jes2 = _jes2(ctx)
    jobs = [j for j in _selected(jes2, sel) if keep is None or keep(j)]
    if not jobs:
        return _refuse(ctx, was_living, Hasp003(52, verb, sel.text))
    return living, jes2, jobs


def _purge_job(ctx: Context, living: Living, jes2: Jes2, job: Job) -> list[Message]:
    """$P J and $C J,P purge a job alike: its line as it goes, then what the purge says."""
    said: list[Message] = [_job_line(jes2, job, "AWAITING PURGE")]  # INFERRED: the job as it goes
    said += hooks.purge(living, ctx.machine, job, ctx.clock.now(), ctx.ids.take)
    return said


def _dispmax(lines: Sequence[Message], verb: str, operand: str) -> list[Message]:
    """A display longer than CONDEF DISPMAX lines stops with $HASP003 RC=(57)."""
    from zconsole.systems.zos.messages.render import render

    out: list[Message] = []
    count = 0
    for message in lines:
        n = len(render(message))
        if count + n > c.JES2_DISPMAX:
            out.append(Hasp003(57, verb, operand))
            break
        out.append(message)
        count += n
    return out


@handles(a.Jes2Line)
def jes2_line(cmd: a.Jes2Line, ctx: Context) -> Result:
    """JES2 takes the line; a machine without JES2, or while JES2 is down,
    answers as MVS does an unknown verb: no subsystem claims the `$` prefix."""
    from zconsole.systems.zos.commands.jobs import jes2_down

    if (ctx.machine.jes2 is not None and not ctx.machine.jes2.active) or jes2_down(ctx):
        from zconsole.systems.zos.messages.errors import CommandError

        return Result((CommandError("IEE305I", cmd.word),), refused=True)
    from zconsole.systems.zos.commands.registry import dispatch

    return dispatch(cmd.command, ctx)


@handles(a.Jes2Stop)
def stop_jes2(cmd: a.Jes2Stop, ctx: Context) -> Result:
    """$P JES2: while any job or started task runs under JES2 (its address space carries
    a JES2 job number), JES2 is not dormant ($HASP607) and nothing changes [INFERRED: a
    real member stays draining and ends when the last one does; here the operator enters
    $P JES2 again]; with none, JES2 ends ($HASP085) and `$` lines go unanswered until S
    JES2."""
    from zconsole.systems.zos.messages.jes2 import Hasp607

    now = ctx.clock.now()
    living = ctx.machine.living(now)
    from zconsole.systems.zos.commands.jes2_withdraw import abend_jes2, end_jes2

    if cmd.how == "ABEND":
        return Result(abend_jes2(ctx), changed=True)
    spaces = sorted(living.spaces.values(), key=lambda s: s.asid)
    if cmd.how is None and any(s.job_id > 0 and not s.system for s in spaces):
        return Result((Hasp607(),), refused=True)
    return Result(end_jes2(ctx), changed=True)


@handles(a.Jes2DisplayJes2)
def display_jes2(cmd: a.Jes2DisplayJes2, ctx: Context) -> Result:
    """$D JES2: what keeps $P JES2 from ending JES2 (the same test as stop_jes2's)."""
    from zconsole.systems.zos.messages.jes2 import Hasp608

    living = ctx.machine.living(ctx.clock.now())
    spaces = sorted(living.spaces.values(), key=lambda s: s.asid)
    return Result((Hasp608(tuple((s.asid, s.jobname, s.job_label) for s in spaces
                                 if s.job_id > 0 and not s.system)),))


@handles(a.Jes2Rejected)
def rejected(cmd: a.Jes2Rejected, ctx: Context) -> Result:
    return Result((Hasp003(cmd.rc, cmd.verb, cmd.operand),), refused=True)


@handles(a.Jes2DisplayActive)
def display_active(cmd: a.Jes2DisplayActive, ctx: Context) -> Result:
    _, jes2 = _jes2(ctx)
    jobs = [_job_line(jes2, j) for j in jes2.ordered() if j.status == EXECUTING and j.type in cmd.types]
    return Result(tuple(_dispmax(jobs, "D", "A")) if jobs else (Hasp612(),))


@handles(a.Jes2DisplayJobq)
def display_jobq(cmd: a.Jes2DisplayJobq, ctx: Context) -> Result:
    was_living = ctx.machine.is_living
    _, jes2 = _jes2(ctx)
    jobs = [_status_line(jes2, j) if cmd.status else _job_line(jes2, j) for j in jes2.ordered()
            if (cmd.mask is None or fnmatch.fnmatchcase(j.name, cmd.mask.replace("[", "[[]")))
            and cmd.volser in (None, j.volume)]
    if not jobs:
        return _refuse(ctx, was_living, Hasp003(52, "D", "JOBQ"))
    return Result(tuple(_dispmax(jobs, "D", "JOBQ")))


def _status_line(jes2: Jes2, job: Job) -> Keyed:
    """,STATUS: the job's one line (REAL z/OS 2.x: `$HASP890 JOB(name)    STATUS=(...)`)."""
    status = f"{EXECUTING}/{jes2.member}" if job.status == EXECUTING else job.status
    return Keyed("$HASP890", c.HASP890_TITLE.format(name=job.name), c.HASP890_PAD, (f"STATUS=({status})",))


@handles(a.Jes2DisplayJobs)
def display_jobs(cmd: a.Jes2DisplayJobs, ctx: Context) -> Result:
    found = _jobs(ctx, cmd.sel, "D")
    if isinstance(found, Result):
        return found
    _, jes2, jobs = found
    if cmd.cc:
        lines = [Keyed("$HASP890", c.HASP890_TITLE.format(name=j.name), c.HASP890_PAD,
                       (f"CC=({j.cc or ''})",)) for j in jobs]
    else:
        lines = [_job_line(jes2, j) for j in jobs]
    return Result(tuple(_dispmax(list(lines), "D", cmd.sel.text)))


def _inits(jes2: Jes2, r: a.InitRange) -> list[Initiator]:
    if r.label is not None:
        return [i for i in jes2.inits if i.label == r.label]
    if r.low is None:
        return list(jes2.inits)
    high = r.high if r.high is not None else r.low
    return [i for i in jes2.inits if i.name.isdigit() and r.low <= int(i.name) <= high]


def _init_line(init: Initiator) -> Keyed:
    words = [f"STATUS={init.status}", f"CLASS={init.classes}", f"NAME={init.shown}"]
    if init.asid is not None and init.status != DRAINED:
        words.append(f"ASID={init.asid:04X}")
    return Keyed("$HASP892", c.HASP892_TITLE.format(name=init.name), c.HASP892_PAD, tuple(words))


def _range_text(r: a.InitRange) -> str:
    if r.label is not None:
        return f"I({r.label})"
    if r.low is None:
        return "I"
    return f"I{r.low}" if r.high in (None, r.low) else f"I{r.low}-{r.high}"


@handles(a.Jes2DisplayInits)
def display_inits(cmd: a.Jes2DisplayInits, ctx: Context) -> Result:
    was_living = ctx.machine.is_living
    _, jes2 = _jes2(ctx)
    inits = _inits(jes2, cmd.inits)
    if not inits:
        return _refuse(ctx, was_living, Hasp003(52, "D", _range_text(cmd.inits)))
    return Result(tuple(_init_line(i) for i in inits))


def _change_inits(ctx: Context, r: a.InitRange, verb: str, change: object) -> Result:
    was_living = ctx.machine.is_living
    living, jes2 = _jes2(ctx)
    inits = _inits(jes2, r)
    if not inits:
        return _refuse(ctx, was_living, Hasp003(52, verb, _range_text(r)))
    now = ctx.clock.now()
    said: list[Message] = []
    if verb == "S":
        for init in inits:
            if init.status in (DRAINED, "DRAINING"):
                init.status = "ACTIVE" if init.job is not None else "INACTIVE"
    elif verb == "P":
        hooks.drain_inits(inits)
    else:
        assert isinstance(change, str)
        for init in inits:
            init.classes = change
    lines = [_init_line(i) for i in inits]
    said += hooks.select(living, ctx.machine, now)
    return Result((*lines, *said), changed=True)


@handles(a.Jes2StartInits)
def start_inits(cmd: a.Jes2StartInits, ctx: Context) -> Result:
    return _change_inits(ctx, cmd.inits, "S", None)


@handles(a.Jes2DrainInits)
def drain_inits(cmd: a.Jes2DrainInits, ctx: Context) -> Result:
    return _change_inits(ctx, cmd.inits, "P", None)


@handles(a.Jes2SetInits)
def set_inits(cmd: a.Jes2SetInits, ctx: Context) -> Result:
    return _change_inits(ctx, cmd.inits, "T", cmd.classes)


@handles(a.Jes2DisplaySpool)
def display_spool(cmd: a.Jes2DisplaySpool, ctx: Context) -> Result:
    was_living = ctx.machine.is_living
    _, jes2 = _jes2(ctx)
    now = ctx.clock.now()
    lines: list[Message] = []
    volumes = [v for v in jes2.spool() if cmd.volser in (None, v.volser)]
    if not volumes:
        return _refuse(ctx, was_living, Hasp003(52, "D", f"SPOOL({cmd.volser})"))
    # REAL (z/OS 2.x, system VBT1): ,LONG adds the data set, RESERVED= and MAPTARGET=
    # (`STATUS=ACTIVE,DSNAME=SYS1.VBT1.HASPACE,SYSAFF=(ANY),...,PERCENT=7,RESERVED=NO,
    # MAPTARGET=NO`); z/OS 1.11's ,LONG shows neither (REAL-px, ADCD lab 12).
    detail = cmd.long_form and ctx.machine.release.spool_long_dsname
    for v in volumes:
        used = jes2.tg_used(now, v.volser)
        pct = f"PERCENT={used * 100 // v.tgnum}"
        words: tuple[str, ...] = ("STATUS=ACTIVE", pct)
        if cmd.long:
            words = ("STATUS=ACTIVE", *((f"DSNAME={v.dsname}",) if detail else ()), "SYSAFF=(ANY)",
                     f"TGNUM={v.tgnum}", f"TGINUSE={used}", f"TRKPERTGB={v.trkpertgb}", pct,
                     *(("RESERVED=NO", "MAPTARGET=NO") if detail else ()))
        lines.append(Keyed("$HASP893", c.HASP893_TITLE.format(volser=v.volser), c.HASP893_PAD, words))
    lines.append(Hasp646(_percent(jes2.tg_used(now), jes2.tg_total())))
    return Result(tuple(lines))


def _def_words(ctx: Context, living: Living, jes2: Jes2, which: str) -> tuple[str, ...]:
    cfg = jes2.config
    now = ctx.clock.now()
    if which == "SPOOLDEF":
        f = c.SPOOLDEF_FIXED
        total, used = jes2.tg_total(), jes2.tg_used(now)
        words = [f"BUFSIZE={cfg.bufsize}", f"DSNAME={cfg.dsname}",
                 *((f"DSNMASK={cfg.dsnmask}",) if ctx.machine.release.spooldef_dsnmask else ()),
                 f"FENCE={f['FENCE']}", f"GCRATE={f['GCRATE']}"]
        if cfg.lastsval:
            words.append(f"LASTSVAL={cfg.lastsval}")
        words += [f"LARGEDS={f['LARGEDS']}", f"SPOOLNUM={f['SPOOLNUM']}", f"TGSIZE={f['TGSIZE']}",
                  f"TGSPACE=(MAX={cfg.tgspace_max},DEFINED={total},ACTIVE={total},"
                  f"PERCENT={_percent(used, total)},FREE={total - used},WARN={cfg.tgwarn})",
                  f"TRKCELL={cfg.trkcell}", f"VOLUME={cfg.volume_prefix}"]
        return tuple(words)
    if which == "JOBDEF":
        f = c.JOBDEF_FIXED
        queued = len(jes2.jobs)
        return (f"ACCTFLD={f['ACCTFLD']}", f"BAD_JOBNAME_CHAR={f['BAD_JOBNAME_CHAR']}",
                f"CNVT_ENQ={f['CNVT_ENQ']}", f"JCLERR={f['JCLERR']}",
                f"JNUMBASE={jes2.number_free(living.next_job)}", f"JNUMFREE={cfg.range_high - queued}",
                f"JNUMWARN={jes2.jnumwarn}", f"JOBFREE={cfg.jobnum - queued}", f"JOBNUM={cfg.jobnum}",
                f"JOBWARN={jes2.jobwarn}", f"PRTYHIGH={f['PRTYHIGH']}", f"PRTYJECL={f['PRTYJECL']}",
                f"PRTYJOB={f['PRTYJOB']}", f"PRTYLOW={f['PRTYLOW']}", f"PRTYRATE={f['PRTYRATE']}",
                f"RANGE=(1,{cfg.range_high})", f"RASSIGN={f['RASSIGN']}", f"DUPL_JOB={f['DUPL_JOB']}")
    f = c.OUTDEF_FIXED
    return (f"BRODCAST={f['BRODCAST']}", f"COPIES={f['COPIES']}", f"DMNDSET={f['DMNDSET']}",
            f"JOENUM={cfg.joenum}", f"JOEFREE={cfg.joenum - jes2.joes_used()}", f"JOEWARN={cfg.joewarn}",
            f"OUTTIME={f['OUTTIME']}", f"PRTYLOW={f['PRTYLOW']}", f"PRTYHIGH={f['PRTYHIGH']}",
            f"PRTYOUT={f['PRTYOUT']}", f"PRYORATE={f['PRYORATE']}", f"SEGLIM={f['SEGLIM']}",
            f"STDFORM={f['STDFORM']}", f"USERSET={f['USERSET']}")


@handles(a.Jes2StartSpool)
def start_spool(cmd: a.Jes2StartSpool, ctx: Context) -> Result:
    """$S SPL(volser)[,FORMAT]: a spool data set the machine file names (not yet started)
    is formatted and used (REAL z/OS 3.1: $HASP423, then $HASP630 at 0 %). A volume
    already in use, or one the machine has no spool data set on, is refused ($HASP003
    RC=(52), INFERRED), and nothing changes."""
    was_living = ctx.machine.is_living
    living, jes2 = _jes2(ctx)
    volume = next((v for v in jes2.volumes if v.volser == cmd.volser and not v.started), None)
    if volume is None:
        return _refuse(ctx, was_living, Hasp003(52, "S", f"SPL({cmd.volser})"))
    command = "START,FORMAT" if cmd.format else "START"
    said: list[Message] = [Keyed("$HASP893", c.HASP893_TITLE.format(volser=volume.volser), c.HASP893_PAD,
                                tuple(w.format(command=command) for w in c.HASP893_STARTING))]
    volume.started = True
    said += [Hasp423(volume.volser), Hasp630(volume.volser, 0)]
    said += hooks.check(living, ctx.machine, ctx.clock.now())  # more track groups: relief
    return Result(tuple(said), changed=True)


_DEF_IDS = {"SPOOLDEF": "$HASP844", "JOBDEF": "$HASP835", "OUTDEF": "$HASP836"}


@handles(a.Jes2DisplayDef)
def display_def(cmd: a.Jes2DisplayDef, ctx: Context) -> Result:
    living, jes2 = _jes2(ctx)
    return Result((Keyed(_DEF_IDS[cmd.which], cmd.which, len(cmd.which),
                         _def_words(ctx, living, jes2, cmd.which)),))


@handles(a.Jes2SetJobdef)
def set_jobdef(cmd: a.Jes2SetJobdef, ctx: Context) -> Result:
    living, jes2 = _jes2(ctx)
    for key, value in cmd.values:
        if key == "JNUMWARN":
            jes2.jnumwarn = value
        else:
            jes2.jobwarn = value
    said = hooks.check(living, ctx.machine, ctx.clock.now())
    return Result((Keyed("$HASP835", "JOBDEF", 6, _def_words(ctx, living, jes2, "JOBDEF")), *said),
                  changed=True)


@handles(a.Jes2PurgeJobs)
def purge_jobs(cmd: a.Jes2PurgeJobs, ctx: Context) -> Result:
    found = _jobs(ctx, cmd.sel, "P")
    if isinstance(found, Result):
        return found
    living, jes2, jobs = found
    said: list[Message] = []
    for job in jobs:
        said += _purge_job(ctx, living, jes2, job)
    return Result(tuple(said), changed=True)


@handles(a.Jes2CancelJobs)
def cancel_jobs(cmd: a.Jes2CancelJobs, ctx: Context) -> Result:
    found = _jobs(ctx, cmd.sel, "C")
    if isinstance(found, Result):
        return found
    living, jes2, jobs = found
    now = ctx.clock.now()
    said: list[Message] = []
    for job in jobs:
        if cmd.purge:
            said += _purge_job(ctx, living, jes2, job)
            continue
        if job.status == AWAITING:
            # Never selected, it goes straight to output: the answer shows it there, as
            # every later display does (INFERRED: its JES2 log remains, one output group).
            job.status, job.cc, job.joes = HARDCOPY, "CANCELED", 1
            said.append(_job_line(jes2, job))
            said += hooks.check(living, ctx.machine, now)
            continue
        said.append(_job_line(jes2, job))
        if job.status == EXECUTING and job.asid is not None and job.asid in living.spaces:
            said += living.end(ctx.machine, living.spaces[job.asid], now, "S222", ctx.ids.take)
    return Result(tuple(said), changed=True)


@handles(a.Jes2PurgeOutput)
def purge_output(cmd: a.Jes2PurgeOutput, ctx: Context) -> Result:
    found = _jobs(ctx, cmd.sel, "PO", lambda j: j.status == HARDCOPY)  # jobs on the output queue
    if isinstance(found, Result):
        return found
    living, _, jobs = found
    lines: list[Message] = []
    for job in jobs:
        lines += [Hasp686(job.name, g) for g in range(1, max(job.joes, 1) + 1)]
        lines += hooks.purge(living, ctx.machine, job, ctx.clock.now())  # all its output gone: the job goes
    return Result(tuple(_dispmax(lines, "PO", cmd.sel.text)), changed=True)


# --- $H J / $A J: hold and release jobs ------------------------------------------
# MEM (IBM's $H Job / $A Job examples as remembered; no capture in the specs): JES2
# answers with each job's $HASP890 lines, HOLD=(JOB) once held, HOLD=(NONE) once released.
@handles(a.Jes2HoldJobs)
def hold_jobs(cmd: a.Jes2HoldJobs, ctx: Context) -> Result:
    found = _jobs(ctx, cmd.sel, "H")
    if isinstance(found, Result):
        return found
    _, jes2, jobs = found
    changed = any(not j.hold for j in jobs)
    for job in jobs:
        job.hold = True  # an executing job runs on; held, it is not selected again
    return Result(tuple(_dispmax([_job_line(jes2, j) for j in jobs], "H", cmd.sel.text)), changed=changed)


@handles(a.Jes2ReleaseJobs)
def release_jobs(cmd: a.Jes2ReleaseJobs, ctx: Context) -> Result:
    found = _jobs(ctx, cmd.sel, "A")
    if isinstance(found, Result):
        return found
    living, jes2, jobs = found
    changed = any(j.hold for j in jobs)
    for job in jobs:
        job.hold = False
    lines = _dispmax([_job_line(jes2, j) for j in jobs], "A", cmd.sel.text)
    # a released job may be selected at once by a free initiator of its class
    said = hooks.select(living, ctx.machine, ctx.clock.now()) if changed else []
    return Result((*lines, *said), changed=changed)


@handles(a.Jes2Stack)
def stacked(cmd: a.Jes2Stack, ctx: Context) -> Result:
    """`$DJ7;DA`: each command in turn, its answer after the one before (INFERRED: JES2
    answers them one by one, a refused one refusing only itself)."""
    from zconsole.systems.zos.commands.registry import dispatch

    results = [dispatch(command, ctx) for command in cmd.commands]
    return Result(tuple(m for r in results for m in r.messages),
                  refused=all(r.refused for r in results), changed=any(r.changed for r in results))
