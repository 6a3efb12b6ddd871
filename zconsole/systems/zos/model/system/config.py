"""What the system was started with: symbols, parmlib, LNKLST and APF lists, WLM, XCF, GRS, OMVS.

The machine file states these (zconsole/systems/zos/model/system/config_load.py); a machine that
states nothing gets the defaults below, derived from the machine where z/OS derives them
(the sysplex from the system name, &SYSR1. from the IPL volume). The displays of issue
25 (D SYMBOLS, D PARMLIB, D PROG, D WLM, D XCF, D GRS, D OMVS) read only this.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:
    from zconsole.systems.zos.model.system.couple import Couple
    from zconsole.systems.zos.model.system.diagnosis import SlipTrap, Tracing
    from zconsole.systems.zos.model.system.lpa import LpaModule
    from zconsole.systems.zos.model.system.vtam import Vtam

# INFERRED: a machine without [sysplex] is a monoplex named after its system (ADCD's is
# ADCDPL: the system name and PL); documented in zconsole-machine(5).
SYSPLEX_SUFFIX = "PL"


@attrs.frozen
class Dataset:
    """A data set of a list (parmlib concatenation, LNKLST, APF) and its volume."""

    dsname: str
    volume: str
    flags: str = "S"  # D PARMLIB: S specified in LOADxx, D the default (SYS1.PARMLIB)


@attrs.frozen
class Wlm:
    """The active WLM service policy and its service definition (D WLM)."""

    policy: str = "STANDARD"
    activated: dt.datetime = dt.datetime(2026, 11, 1, 6, 0, 0)
    activated_by: str = "IBMUSER"
    activated_from: str = ""  # "" = this system
    description: str = "Standard policy"
    definition: str = "STANDARD"
    installed: dt.datetime = dt.datetime(2026, 11, 1, 5, 58, 0)
    installed_by: str = "IBMUSER"
    installed_from: str = ""
    version_level: str = "LEVEL029"
    functionality_level: str = "LEVEL011"
    cds_format: str = "FORMAT 3"
    # Structures besides SYSZWLM_WORKUNIT and SYSZWLM_<serial><type> (both always shown).
    connected: bool = False


@attrs.frozen
class Grs:
    """GRS mode and the IEASYSxx/GRSCNFxx values D GRS shows (DOC defaults)."""

    mode: str = "NONE"  # NONE, RING or STAR
    synchres: bool = True
    enqmaxu: int = 16384
    enqmaxa: int = 250000

    def __attrs_post_init__(self) -> None:
        if self.mode not in ("NONE", "RING", "STAR"):
            raise ValueError(f"GRS mode {self.mode!r} must be NONE, RING or STAR")


@attrs.frozen
class DumpAllocation:
    """SVC dump data sets at IPL: how many SYS1.DUMPnn are pre-allocated, whether
    automatic allocation is active (DD ALLOC), where it allocates and under which name
    pattern, and the space SVC dump may use (IEE852I's SPACE FREE)."""

    datasets: int = 3  # SYS1.DUMP00-02 (the default machine's, INFERRED)
    automatic: bool = False  # DOC: INACTIVE after IPL unless COMMNDxx says DD ALLOC=ACTIVE
    volumes: tuple[str, ...] = ()  # (): the IPL volume
    # INFERRED: the names zconsole's automatic allocation has always given (dump_flow.py).
    name: str = "SYS1.DUMP.D&YYMMDD..T&HHMMSS..&SYSNAME..S&SEQ."
    # INFERRED: the virtual storage SVC dump may fill with captured dumps (CHNGDUMP
    # MAXSPACE), MB; SPACE FREE is this less SPACE USED (DOC). Machine file: space_free.
    space_free_mb: int = 40_000

    def __attrs_post_init__(self) -> None:
        if not 0 <= self.datasets <= 100:
            raise ValueError("dump data sets are SYS1.DUMP00-99: 0-100 of them")


@attrs.frozen
class SmfDataSetDef:
    """An SMF data set (SYS1.MANx) as SMFPRMxx names it: volume, size in blocks, and
    whether it has been formatted for SMF (an unformatted one is formatted by SET SMF)."""

    name: str
    volume: str
    blocks: int
    formatted: bool = True

    def __attrs_post_init__(self) -> None:
        if not 1 <= self.blocks <= 99_999_999:
            raise ValueError("an SMF data set has 1-99999999 blocks")


# DOC (SMFPRMxx LSNAME): an SMF log stream's name begins IFASMF, 26 characters at most.
_LOGSTREAM = re.compile(r"IFASMF(\.[A-Z@#$][A-Z0-9@#$]{0,7})+")
LOGSTREAM_NAME_MAX = 26


def check_logstream(name: str) -> None:
    """Raise ValueError unless ``name`` is an SMF log stream name (IFASMF.xxx, 26 at most)."""
    if len(name) > LOGSTREAM_NAME_MAX or not _LOGSTREAM.fullmatch(name):
        raise ValueError(f"{name!r} is not an SMF log stream name (IFASMF.qualifiers, 26 characters at most)")


@attrs.frozen
class SmfLogStreams:
    """An SMFPRMxx member with RECORDING(LOGSTREAM): its DEFAULTLSNAME and LSNAMEs, the
    log streams SMF connects to while the member is in effect (DEFAULTLSNAME first)."""

    suffix: str
    default: str = "IFASMF.DEFAULT"  # DOC: DEFAULTLSNAME's default
    named: tuple[str, ...] = ()  # LSNAME(name,TYPE(...)): the record types are not modelled

    def __attrs_post_init__(self) -> None:
        for name in (self.default, *self.named):
            check_logstream(name)
        if len({self.default, *self.named}) != 1 + len(self.named):
            raise ValueError(f"SMFPRM{self.suffix} names a log stream twice")

    @property
    def streams(self) -> tuple[str, ...]:
        return (self.default, *self.named)


@attrs.frozen
class SmfSetup:
    """SMF at IPL: recording on the data sets or not (IEE351I), the SMFPRMxx member in
    effect and those that exist, the data sets in SMFPRMxx's order, and the members that
    record on log streams instead (RECORDING(LOGSTREAM); the others RECORDING(DATASET))."""

    recording: bool = True
    member: str = "00"
    members: tuple[str, ...] = ("00",)
    datasets: tuple[SmfDataSetDef, ...] = (
        # INFERRED: three data sets of 7200 blocks on the IPL volume (ADCD's first is 7200).
        SmfDataSetDef("SYS1.MAN1", "", 7200), SmfDataSetDef("SYS1.MAN2", "", 7200),
        SmfDataSetDef("SYS1.MAN3", "", 7200),
    )
    logstreams: tuple[SmfLogStreams, ...] = ()

    def streams_of(self, member: str) -> tuple[str, ...]:
        """The log streams SMFPRMxx records on; () for RECORDING(DATASET)."""
        return next((m.streams for m in self.logstreams if m.suffix == member), ())


@attrs.define(eq=False)
class SystemConfig:
    """Everything of this module a machine states; each list in its order."""

    sysplex: str | None = None  # None: the system name and PL
    # IEASYMxx: SYSCLONE (None: last two characters of the system name) and the
    # installation's SYMDEF symbols, in the order defined.
    clone: str | None = None
    symbols: tuple[tuple[str, str], ...] = ()
    parmlib: tuple[Dataset, ...] = ()  # () : SYS1.PARMLIB on the IPL volume, flag D
    lnklst_set: str = "LNKLST00"
    lnklst: tuple[Dataset, ...] = ()
    apf: tuple[Dataset, ...] = ()
    apf_format: str = "DYNAMIC"  # PROGxx APF FORMAT(DYNAMIC|STATIC)
    wlm: Wlm = attrs.Factory(Wlm)
    grs: Grs = attrs.Factory(Grs)
    omvs: tuple[str, ...] = ("00",)  # BPXPRMxx suffixes
    dumpds: DumpAllocation = attrs.Factory(DumpAllocation)
    # COUPLExx and the sysplex couple data sets (D XCF,COUPLE; model/system/couple.py):
    # None, IBM's defaults, built when the display first asks.
    couple: Couple | None = None
    smf: SmfSetup = attrs.Factory(SmfSetup)
    # SLIP traps and tracing (D SLIP, D TRACE; model/system/diagnosis.py): None, the ADCD
    # system's, built when a display first asks (off the start-up path of other commands).
    slip: tuple[SlipTrap, ...] | None = None
    tracing: Tracing | None = None
    # LPA modules (D PROG,LPA; model/system/lpa.py): None, the default LPA, built when a
    # display first asks.
    lpa: tuple[LpaModule, ...] | None = None

    # VTAM's definitions (D NET; model/system/vtam.py): None, the default VTAM.
    vtam: Vtam | None = None

    def couple_setup(self) -> Couple:
        if self.couple is None:
            from zconsole.systems.zos.model.system.couple import Couple

            return Couple()
        return self.couple

    def vtam_definitions(self) -> Vtam:
        if self.vtam is None:
            from zconsole.systems.zos.model.system.vtam import DEFAULT_VTAM

            return DEFAULT_VTAM
        return self.vtam

    def lpa_modules(self) -> tuple[LpaModule, ...]:
        if self.lpa is None:
            from zconsole.systems.zos.model.system.lpa import DEFAULT_LPA

            return DEFAULT_LPA
        return self.lpa

    def slip_traps(self) -> tuple[SlipTrap, ...]:
        if self.slip is None:
            from zconsole.systems.zos.model.system.diagnosis import adcd_slip

            return adcd_slip()
        return self.slip

    def traces(self) -> Tracing:
        if self.tracing is None:
            from zconsole.systems.zos.model.system.diagnosis import Tracing

            return Tracing()
        return self.tracing

    def sysplex_name(self, system: str) -> str:
        return self.sysplex if self.sysplex is not None else (system + SYSPLEX_SUFFIX)[:8]

    def clone_of(self, system: str) -> str:
        # DOC (IEASYMxx): &SYSCLONE. defaults to the last two characters of &SYSNAME.
        return self.clone if self.clone is not None else system[-2:]

    def apf_names(self) -> frozenset[str]:
        return frozenset(d.dsname for d in self.apf)


def default_lists() -> tuple[tuple[Dataset, ...], tuple[Dataset, ...]]:
    """LNKLST and APF lists of a machine that states none: the z/OS base libraries on
    the IPL volume (INFERRED: IBM's defaults, PROGxx examples), every one APF-authorized."""
    lnk = ("SYS1.LINKLIB", "SYS1.MIGLIB", "SYS1.CSSLIB", "SYS1.SIEALNKE", "SYS1.SIEAMIGE")
    apf = ("SYS1.LINKLIB", "SYS1.SVCLIB", *lnk[1:])
    return (tuple(Dataset(n, "") for n in lnk), tuple(Dataset(n, "") for n in apf))
