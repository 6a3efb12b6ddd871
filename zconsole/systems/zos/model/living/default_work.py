"""The default machine's procedures: the system's own address spaces and the seed's workload.

SEED (000, "Flash Express: A Performance Snapshot" setup): a WAS instance is a control
region of 0.5 GB heap and three servants of 2 GB heap; CICS 4.2 GB; DB2 10 GB. The OLTP
regions work 07.00-19.00 (INFERRED) and sit idle at night, when NIGHTJOB's growth pushes
their least recently used pages to auxiliary storage (~21 GB, the seed's figure). Each
region's working set is 65 % of its storage (INFERRED, calibrated: the shortfall over all
regions after the night is ~1.76 M pages, which the seed's rates bring back in ~10 s from
Flash and ~44 s from 16 local page data sets - paging.md §10).
"""

from __future__ import annotations

from zconsole.systems.zos.model.core.units import PAGES_PER_MB
from zconsole.systems.zos.model.living.workload import Busy, Kind, Procedure

G = 1024 * PAGES_PER_MB
M = PAGES_PER_MB
OLTP_HOURS = Busy.parse("07.00-19.00")


def _ws(pages: int) -> int:
    """65 % of a region's storage, in whole megabytes (a machine file states it so)."""
    return pages * 65 // 100 // M * M


def _system(name: str, mb: int) -> Procedure:
    return Procedure(name, Kind.SYSTEM, frames=mb * M, limit=mb * M, swappable=False,
                     cancelable=False, at_ipl=True, data_spaces=DATA_SPACES.get(name, ()))


def _ipl_stc(name: str, mb: int, procstep: str = "IEFPROC", flags: str | None = None,
             cancelable: bool = True, modify: tuple[tuple[str, tuple[str, ...]], ...] = (),
             stoppable: bool = True) -> Procedure:
    return Procedure(name, Kind.STC, frames=mb * M, limit=mb * M, swappable=False,
                     at_ipl=True, procstep=procstep, flags=flags, cancelable=cancelable,
                     data_spaces=DATA_SPACES.get(name, ()), modify=modify, stoppable=stoppable)


# MODIFY: what LLA answers F LLA,REFRESH (MEM: CSV210I; no capture, spec §4).
LLA_MODIFY = (("REFRESH", ("CSV210I LIBRARY LOOKASIDE REFRESHED",)),)


# The data spaces the system's own address spaces own, only where IBM
# names them (DOC, z/OS MVS Diagnosis: Tools and Service Aids). VLF keeps each class in two
# data spaces, `D`+class and `C`+class, which `D J,VLF` lists ("Requesting VLF dump data");
# the classes are LLA's CSVLLA, the catalog's IGGCAS and TSO/E REXX's IKJEXEC (MEM: IBM's
# COFVLF00). The z/OS UNIX kernel's are SYSZBPX1 and SYSZBPX2 (its OMVS dump example).
# Others (JES2, SMSPDSE, XCFAS ...) own data spaces too, but no source
# names them, so the default machine gives them none.
VLF_CLASSES = ("CSVLLA", "IGGCAS", "IKJEXEC")
DATA_SPACES: dict[str, tuple[str, ...]] = {
    "VLF": tuple(f"{kind}{cls}" for cls in VLF_CLASSES for kind in "DC"),
    "OMVS": ("SYSZBPX1", "SYSZBPX2"),
}


# Started tasks that use z/OS UNIX carry D A's `SO` flags (REAL-px,
# ADCD D A,L: TCPIP, CICSA and HTTPD1 are SO; JES2, VTAM, LLA, VLF, RACF, TSO are S).
UNIX = "SO"


def _oltp(name: str, mb: int, **more: object) -> Procedure:
    return Procedure(name, Kind.STC, frames=mb * M, limit=mb * M, working_set=_ws(mb * M),
                     busy=OLTP_HOURS, swappable=False, **more)  # type: ignore[arg-type]


def default_procedures() -> dict[str, Procedure]:
    procs = [
        # System address spaces (SYSAS): never listed by D A,L, never cancelled.
        *(_system(name, mb) for name, mb in (
            ("PCAUTH", 16), ("RASP", 16), ("TRACE", 64), ("DUMPSRV", 32), ("XCFAS", 128),
            ("GRS", 64), ("SMSPDSE", 128), ("CONSOLE", 32), ("WLM", 64), ("ANTMAIN", 16),
            ("OMVS", 128), ("IOSAS", 16))),
        # Started with the system (COMMNDxx).
        # Every one runs a program IBM's default program properties table marks NC, not
        # cancelable (CANCEL answers IEE838I; FORCE name,ARM ends it): JES2 HASJES20, VTAM
        # ISTINM01 (issue 21 item 6); LLA CSVLLCRE, VLF COFMINIT, RACF IRRSSM00, TSO's TCAS
        # IKTCAS00, TCP/IP EZBTCPIP [MEM: z/OS MVS Initialization and Tuning Reference,
        # "Program properties table (PPT)", Table 1; the rows were not captured, INFERRED
        # until they are - one flag each to correct].
        # JES2 and VTAM take no STOP ($P JES2, Z NET stop them).
        _ipl_stc("JES2", 128, cancelable=False, stoppable=False),
        _ipl_stc("VTAM", 64, "VTAM", cancelable=False, stoppable=False),
        _ipl_stc("LLA", 64, "LLA", modify=LLA_MODIFY, cancelable=False),
        _ipl_stc("VLF", 32, "VLF", cancelable=False), _ipl_stc("RACF", 32, "RACF", cancelable=False),
        _ipl_stc("TSO", 16, "STEP1", cancelable=False),
        _ipl_stc("TCPIP", 128, "TCPIP", UNIX, cancelable=False),
        # The seed's OLTP workload.
        *(_oltp(f"WAS{i}", 512, servants=3, servant=f"WAS{i}S", procstep="BBOCTL", flags=UNIX)
          for i in range(1, 5)),
        *(_oltp(f"WAS{i}S", 2048, procstep="BBOSR", flags=UNIX) for i in range(1, 5)),
        _oltp("CICS1", 4300, procstep="CICS", flags=UNIX),
        _oltp("DB2A", 10240, procstep="IEFPROC", cancelable=True),
        # The night batch: grows 1G a minute to 27.5G (calibrated to push ~21G out).
        # Its sort writes 2 track groups of output a minute: a night fills half the spool.
        Procedure("NIGHTJOB", Kind.JOB, frames=2 * G, growth=1 * G, limit=27 * G + 512 * M,
                  stepname="STEP1", procstep="SORT", vio=256 * M, output=2),
        # Payroll (class B, whose initiator 9 starts drained): 15 minutes, 100 track groups
        # of print a minute - two runs take the spool past JES2's 80 % warning.
        Procedure("PAYROLL", Kind.JOB, frames=64 * M, limit=64 * M, stepname="STEP1", procstep="PRINT",
                  job_class="B", runtime=15, output=100),
        # A runaway for shortage practice: 4G a minute, no end in sight.
        Procedure("BATCHHOG", Kind.JOB, frames=1 * G, growth=4 * G, limit=1024 * G,
                  stepname="STEP1", procstep="HOG"),
        # A faster, non-swappable runaway: SRM can only mark it non-dispatchable (IRA210E).
        Procedure("RUNAWAY", Kind.JOB, frames=1 * G, growth=32 * G, limit=1024 * G, swappable=False,
                  stepname="STEP1", procstep="LOOP"),
        # The critical-shortage drill: a subsystem server with a leak, 1G a
        # minute. Non-swappable and non-cancelable, SRM leaves it running (rates.py), so the
        # shortage goes critical and lasts minutes before auxiliary storage runs out; the
        # operator ends it with FORCE LEAKER,ARM (IRA221D's line number cannot cancel it).
        Procedure("LEAKER", Kind.STC, frames=4 * G, growth=1 * G, limit=1024 * G, swappable=False,
                  cancelable=False, stoppable=False, procstep="LEAKER"),
        # Large pages and VIO for placement practice.
        Procedure("LPJOB", Kind.JOB, frames=4 * G, limit=4 * G, large_pages=2 * G, vio=512 * M,
                  stepname="STEP1", procstep="LP"),
        # the SMF dump program (IFASMFDP) for full SYS1.MANx (zconsole-smf(7)).
        Procedure("SMFDUMP", Kind.STC, frames=16 * M, limit=16 * M, procstep="IFASMFDP"),
    ]
    return {p.name: p for p in procs}
