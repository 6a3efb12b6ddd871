"""What a machine says about its JES2 (the [jes2] tables): initiators, spool, limits, old jobs."""

from __future__ import annotations

import attrs

# JES2 job types as $D JOBQ and $DA ,STC/,TSU select them, and the prefix of their job ids.
TYPES = ("JOB", "STC", "TSU")


@attrs.frozen
class InitDef:
    """An initiator of JES2's INITDEF: its name (a number), job classes, and, on a
    machine that states it, the ASID of its address space (else one is given at first use)."""

    name: str
    classes: str
    asid: int | None = None
    drained: bool = False
    label: str = ""  # its NAME= when not its number (`INIT(11) ... NAME=K`): $SI(K) names it


@attrs.frozen
class VolumeDef:
    """A spool volume: track groups formatted on it, and tracks per track group; its
    data set (default SPOOLDEF's DSNAME); not ``started``: a data set on the volume that
    JES2 uses once the operator starts it ($S SPL(volser)), unknown to JES2 until then."""

    volser: str
    tgnum: int
    trkpertgb: int = 3
    dsname: str = ""
    started: bool = True


@attrs.frozen
class JobDef:
    """Jobs already on the queue when the machine comes up (output of earlier work):
    ``count`` jobs of this name numbered from ``number`` up, each holding ``tgs`` track
    groups on ``spool`` and ``joes`` output elements."""

    name: str
    number: int
    type: str = "JOB"
    job_class: str = "A"
    priority: int = 1
    tgs: int = 1
    joes: int = 1
    spool: str = ""
    count: int = 1


@attrs.frozen
class Jes2Config:
    """A machine's JES2. Limits as $D SPOOLDEF / JOBDEF / OUTDEF show them; ``member`` is
    the JES2 member name $HASP373 and $DA print (default: the system name)."""

    inits: tuple[InitDef, ...]
    volumes: tuple[VolumeDef, ...]
    jobs: tuple[JobDef, ...] = ()
    member: str = ""
    dsname: str = "SYS1.HASPACE"
    volume_prefix: str = "SPOOL"
    tgspace_max: int = 32576
    dsnmask: str = ""  # SPOOLDEF DSNMASK= (z/OS 2.x): names a spool data set may have
    bufsize: int = 3856  # SPOOLDEF BUFSIZE= (REAL-px ADCD 1.11; a 2.x system showed 3992)
    trkcell: int = 3  # SPOOLDEF TRKCELL= (REAL-px ADCD 1.11; a 2.x system showed 5)
    tgwarn: int = 80
    jobnum: int = 1000
    jobwarn: int = 80
    jnumwarn: int = 80
    range_high: int = 9999
    joenum: int = 1500
    joewarn: int = 80
    lastsval: str = ""  # SPOOLDEF LASTSVAL=(yyyy.ddd,hh:mm:ss): when the spool was last validated
    # The job number JES2 gives next once the IPL's started tasks have theirs (JOBDEF
    # JNUMBASE); 0: numbers start at 1 with the IPL.
    jnumbase: int = 0
    # False: the system has no JES2 (its `$` lines are unknown verbs, IEE305I: the seed
    # system of reference-transcripts.md section 9); batch jobs start as they did before.
    active: bool = True

    def __attrs_post_init__(self) -> None:
        if not self.active:
            return
        if not self.inits:
            raise ValueError("JES2 needs at least one initiator")
        if not any(v.started for v in self.volumes):
            raise ValueError("JES2 needs at least one spool volume (started)")
        names = [i.name for i in self.inits]
        labels = [i.label for i in self.inits if i.label]
        if len(set(names)) != len(names) or len(set(labels)) != len(labels):
            raise ValueError("an initiator is defined twice")
        vols = [v.volser for v in self.volumes]
        if len(set(vols)) != len(vols):
            raise ValueError("a spool volume is defined twice")
        if sum(v.tgnum for v in self.volumes) > self.tgspace_max:
            raise ValueError("the spool volumes' track groups exceed tgspace_max")
        for job in self.jobs:
            if job.spool not in vols:
                raise ValueError(f"job {job.name}: spool {job.spool!r} is not a spool volume")
        if sum(j.count for j in self.jobs) > self.jobnum:
            raise ValueError("more jobs on the queue than jobnum")
        for pct in (self.tgwarn, self.jobwarn, self.jnumwarn, self.joewarn):
            if not 0 <= pct <= 100:
                raise ValueError("a warning level must be 0-100 %")


NO_JES2 = Jes2Config(inits=(), volumes=(), active=False)


def default_config() -> Jes2Config:
    """The default machine's JES2 (INFERRED, a small shop): eight class A initiators for
    the day's and night's batch, a ninth for class B (payroll) drained until the
    operator starts it, and one spool volume that a night's batch fills noticeably."""
    inits = (*(InitDef(str(n), "A") for n in range(1, 9)), InitDef("9", "B", drained=True))
    return Jes2Config(inits=inits, volumes=(VolumeDef("SPOOL1", 3000),), volume_prefix="SPOOL")
