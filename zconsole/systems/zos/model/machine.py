"""The whole machine an operator talks to: system name, SCM, page data sets, paging setup."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zos.model.paging.datasets import PageDataSet, PageSpace, PageStatus, PageType
from zconsole.systems.zos.model.paging.pagescm import PAGESCM_DEFAULT, PageScm
from zconsole.systems.zos.model.paging.scm import Scm, drained_messages
from zconsole.systems.zos.model.system.release import check_release

if TYPE_CHECKING:
    from collections.abc import Callable

    from zconsole.console.message import Message
    from zconsole.systems.zos.model.consoles.console import Consoles
    from zconsole.systems.zos.model.io.channels import IoConfig
    from zconsole.systems.zos.model.jes2.config import Jes2Config
    from zconsole.systems.zos.model.living.engine import Living
    from zconsole.systems.zos.model.living.workload import Procedure
    from zconsole.systems.zos.model.paging.progress import Pagedel
    from zconsole.systems.zos.model.system.facts import SystemFacts
    from zconsole.systems.zos.model.system.release_forms import Release


MAX_SUBCHANNEL_SETS = 4  # DOC: subchannel sets 0-3


def _check_subchannel_sets(value: int) -> None:
    if not 1 <= value <= MAX_SUBCHANNEL_SETS:
        raise ValueError(f"subchannel_sets {value} must be 1-{MAX_SUBCHANNEL_SETS}")


def _check_sysname(value: str) -> None:
    if not 1 <= len(value) <= 8 or not value.isalnum() or value != value.upper():
        raise ValueError(f"{value!r} is not a system name (1-8 upper-case characters)")


# INFERRED: a machine file without [storage] gets 16G of real storage (the smallest
# figure on the seed slides' systems); documented in zconsole-machine(5).
REAL_MB_DEFAULT = 16 * 1024
RMF_CYCLE_MS_DEFAULT = 1000  # MEM: RMF Monitor I samples once a second unless CYCLE() says otherwise


def _check_real(value: int) -> None:
    if value <= 0 or value % 4:
        raise ValueError(f"real storage must be a positive multiple of 4M, not {value}M")


# DOC (PAGTOTL): "minimum 4" (PLPA, common, one reserved, one local); 256 page data sets
# in all (PAGE). A value above the maximum is taken as the maximum (INFERRED).
PAGTOTL_MIN = 4
PAGTOTL_MAX = 256


@attrs.frozen
class WaitState:
    """A disabled wait the system entered: code and reason as the PSW would show them."""

    code: str  # three hex digits, e.g. 03C
    reason: str  # two hex digits, e.g. 01


@attrs.define(eq=False)
class Machine:
    """Mutable machine state; every display is derived from it, nothing is stored twice."""

    system_name: str
    scm: Scm | None
    page_datasets: list[PageDataSet]
    pagescm: PageScm = PAGESCM_DEFAULT
    # Central (real) storage online, in MB: what address spaces' frames come out of, and
    # the one figure D M=STOR and D M=CORE show.
    real_mb: int = REAL_MB_DEFAULT
    # The I/O configuration, or a function that builds it: built on first use, so that a
    # one-shot `D ASM` never pays for hundreds of device objects (see io below).
    _io: IoConfig | Callable[[], IoConfig] | None = attrs.field(default=None, alias="io")
    # Every page space defined (formatted) on the machine's volumes, in use or not, by name.
    # Page data sets in use are always defined too (added here when missing).
    page_spaces: dict[str, PageSpace] = attrs.field(factory=dict)
    # IEASYSxx PAGTOTL: how many page data sets may be in use at once (PAGEADD stops
    # there). 0 at construction means the DOC default: the data sets in use plus one.
    pagtotl: int = 0
    # IEASYSxx DUMP= as coded ("" when not coded): read at IPL and kept for SVC dumps
    # (the machine file's [system] dump key).
    dump_parameter: str = ""
    # The PAGEDEL command in progress, if any (zconsole/systems/zos/model/pagedel.py).
    pagedel: Pagedel | None = None
    # Set when the system entered a disabled wait (IPL with no usable local page data set).
    wait_state: WaitState | None = None
    # Which z/OS this is (`z/OS vv.rr.mm`) and how many subchannel sets the channel
    # subsystem has: together they pick the forms that differ between releases.
    release_text: str = attrs.field(default="z/OS 02.04.00", alias="release")
    subchannel_sets: int = 1
    # Processors, IPL facts, IODF and SMS (model/system/facts.py): built on first use, like io.
    _facts: SystemFacts | Callable[[], SystemFacts] | None = attrs.field(default=None, alias="facts")
    # Started procedures (PROCLIB) by name; those with at_ipl start with the system. Or a
    # function that builds them: built on first use, so `D ASM` never pays for them.
    _procedures: dict[str, Procedure] | Callable[[], dict[str, Procedure]] = attrs.field(
        factory=dict, alias="procedures"
    )
    # Address spaces, time and outstanding requests: created the first time a command or
    # the clock needs them, so a one-shot `D ASM` never builds them (see living()).
    _living: Living | None = attrs.field(default=None, alias="living_state")
    # RMF Monitor I's sampling cycle, milliseconds (machine file [rmf] cycle; DOC: ERBRMFxx
    # CYCLE(nnnn), 50-9999; MEM default 1000).
    rmf_cycle_ms: int = RMF_CYCLE_MS_DEFAULT
    # Everyday operations: the consoles (model/consoles/, built on first use, so
    # `D ASM` never pays for them; None: the one console of a machine that defines none),
    # and [system] utc_offset, local time minus UTC in minutes (D T; INFERRED default 0).
    _consoles: Consoles | None = attrs.field(default=None, alias="consoles")
    utc_offset_minutes: int = 0
    # The [jes2] tables (model/jes2/config.py); None: the default JES2, built when needed.
    jes2: Jes2Config | None = None

    def __attrs_post_init__(self) -> None:
        _check_sysname(self.system_name)
        _check_real(self.real_mb)
        check_release(self.release_text)
        _check_subchannel_sets(self.subchannel_sets)
        if self._io is not None and not callable(self._io):
            self._check_page_devices(self._io)
        names = [pds.dsname for pds in self.page_datasets]
        duplicates = {n for n in names if names.count(n) > 1}
        if duplicates:
            raise ValueError(f"page data set {sorted(duplicates)[0]} is defined twice")
        for kind in (PageType.PLPA, PageType.COMMON):
            if sum(1 for p in self.page_datasets if p.type is kind) > 1:
                raise ValueError(f"only one {kind.value} page data set may be defined")
        for pds in self.page_datasets:
            defined = self.page_spaces.get(pds.dsname)
            if defined is None:
                self.page_spaces[pds.dsname] = pds.space
            elif defined != pds.space:
                raise ValueError(f"page data set {pds.dsname} does not match its defined page space")
        self.page_spaces = dict(sorted(self.page_spaces.items()))
        if self.pagtotl == 0:
            self.pagtotl = max(PAGTOTL_MIN, len(self.page_datasets) + 1)
        if not PAGTOTL_MIN <= self.pagtotl <= PAGTOTL_MAX:
            raise ValueError(f"pagtotl must be {PAGTOTL_MIN}-{PAGTOTL_MAX}, not {self.pagtotl}")

    @property
    def io(self) -> IoConfig:
        """Channel paths, control units and devices (empty for a machine without them)."""
        if self._io is None or callable(self._io):
            if self._io is None:
                from zconsole.systems.zos.model.io.channels import IoConfig

                built = IoConfig()
            else:
                built = self._io()
            self._check_page_devices(built)
            self._io = built
        return self._io

    @io.setter
    def io(self, value: IoConfig) -> None:
        self._check_page_devices(value)
        self._io = value

    def build_io_with(self, build: Callable[[], IoConfig]) -> None:
        """Replace the I/O configuration with the one ``build`` makes when first needed."""
        self._io = build

    @property
    def facts(self) -> SystemFacts:
        """Processors, IPL facts, IODF and SMS (defaults for a machine that states none)."""
        if self._facts is None or callable(self._facts):
            from zconsole.systems.zos.model.system.facts import SystemFacts

            self._facts = SystemFacts() if self._facts is None else self._facts()
        return self._facts

    @property
    def line_mform(self) -> tuple[str, ...]:
        """The MFORM options of the operator's line console (K S,MFORM= sets them): M, the
        bare message, while no console has been built."""
        return ("M",) if self._consoles is None else self._consoles.own.line_mform

    @property
    def consoles(self) -> Consoles:
        """The consoles the machine defines; the first is the operator's."""
        if self._consoles is None:
            from zconsole.systems.zos.model.consoles.console import Consoles

            self._consoles = Consoles()
        return self._consoles

    @property
    def release(self) -> Release:
        from zconsole.systems.zos.model.system.release_forms import Release

        return Release(self.release_text)

    @property
    def wide_devices(self) -> bool:
        """Device numbers print with 5 digits (subchannel set first) when the channel
        subsystem has more than one subchannel set (everyday-displays A2, B5)."""
        return self.subchannel_sets > 1

    def device_text(self, ssid: int, number: int) -> str:
        """A device number as this system's displays print it: 4 or 5 digits."""
        return f"{ssid}{number:04X}" if self.wide_devices else f"{number:04X}"

    def _check_page_devices(self, io: IoConfig) -> None:
        """Page data sets live on devices of the I/O configuration, when it has devices."""
        if io.devices:
            spaces: list[PageDataSet | PageSpace] = [*self.page_datasets, *self.page_spaces.values()]
            for pds in spaces:
                device = io.devices.get((0, int(pds.device, 16)))
                if device is None:
                    raise ValueError(f"page data set {pds.dsname} is on device {pds.device}, not defined")
                # One fact, one field: the page data set's volser is the volume on its device.
                if device.volume is None:
                    device.volume = pds.volser
                elif device.volume != pds.volser:
                    raise ValueError(
                        f"page data set {pds.dsname} is on volume {pds.volser}, but device "
                        f"{pds.device} holds {device.volume}"
                    )

    @property
    def scm_paging(self) -> bool:
        """SCM takes pages: it exists and PAGESCM is not NONE (D ASM shows its row)."""
        return self.scm is not None and self.pagescm.enabled

    def page_datasets_of(self, kind: PageType) -> list[PageDataSet]:
        return [p for p in self.page_datasets if p.type is kind]

    def find_page_dataset(self, dsname: str) -> PageDataSet | None:
        return next((p for p in self.page_datasets if p.dsname == dsname), None)

    @property
    def is_living(self) -> bool:
        """True once address spaces and simulated time exist (see living())."""
        return self._living is not None

    def living(self, now: dt.datetime) -> Living:
        """The moving part of the machine, booted at ``now`` with the IPL's address spaces
        the first time it is asked for."""
        if self._living is None:
            from zconsole.systems.zos.model.living.engine import Living

            living = Living()
            living.ipl(self, now, self.ipl_procedures())
            self._start_services(living, now)
            self._living = living
        return self._living

    def _start_services(self, living: Living, now: dt.datetime) -> None:
        """What an IPL starts besides address spaces - the SYS1.DUMPnn data sets
        and DD ALLOC as the machine states them, and SMF recording."""
        from zconsole.systems.zos.model.living.dumps import DumpDataSet

        setup = self.facts.config.dumpds
        living.dumps.datasets = [DumpDataSet(n) for n in range(setup.datasets)]
        living.dumps.automatic = setup.automatic
        self.start_smf(living, now)

    @property
    def dump_name_pattern(self) -> str:
        """The names automatic allocation gives SVC dump data sets (DUMPDS NAME=)."""
        return self.facts.config.dumpds.name

    def start_smf(self, living: Living, now: dt.datetime) -> None:
        """SMF as an IPL starts it (zconsole/systems/zos/model/smf/), at the rate of the address spaces."""
        from zconsole.systems.zos.model.smf.recorder import Smf, at_ipl

        setup = self.facts.config.smf
        volume = ""
        if any(not d.volume for d in setup.datasets):  # on the IPL volume
            device = self.io.device(0, int(self.facts.ipl.device, 16))
            volume = (device.volume or "") if device is not None else ""
        before = living.smf if isinstance(living.smf, Smf) else None
        smf = at_ipl(setup, volume, now, before)
        smf.retime(now, len(living.spaces))
        if before is not None:
            smf.remind(now, living.replies)  # the IPL cleared the requests; full ones ask again
        living.smf = smf

    @property
    def procedures(self) -> dict[str, Procedure]:
        """Started procedures by name (the machine's PROCLIB)."""
        if callable(self._procedures):
            self._procedures = self._procedures()
        return self._procedures

    def forget_living(self) -> None:
        """Back to a machine that has not come to life (a refused command that had to
        boot it only to look: nothing in it was changed)."""
        self._living = None

    def boot_jes2(self, living: Living) -> None:
        """JES2 cold-starts with the system (model/jes2/; the living room cannot import it)."""
        if self.jes2 is not None and not self.jes2.active:
            return  # a system without JES2
        from zconsole.systems.zos.model.jes2.hooks import jes2_of

        jes2_of(living, self)

    def ipl_procedures(self) -> list[Procedure]:
        return [p for p in self.procedures.values() if p.at_ipl]

    def settle(self, now: dt.datetime) -> list[Message]:
        """Complete background work due by ``now``; return what the machine said (message
        values, rendered by zconsole/messages).

        Before anything lives, that is only SCM increments finishing their drain
        (scm.drained_messages); afterwards the living machine runs up to ``now``. Then a
        PAGEDEL in progress moves its slots (in closed form from its start, after the
        machine has run to ``now``): every clock (a command, .WAIT, the shell's tick, the
        server) passes time through this one door.
        """
        if self._living is not None:
            said = self._living.advance(self, now)
        else:
            said = drained_messages(self.scm.settle(now)) if self.scm is not None else []
        if self.pagedel is not None:
            from zconsole.systems.zos.model.pagedel import settle as settle_pagedel  # only while one runs

            said += settle_pagedel(self, now)
        return said

    def ipl(self, pagescm: PageScm, wait: WaitState | None = None) -> int:
        """Re-IPL with a PAGESCM setting; return the SCM online (MB) that IAR031I reports.

        The SCM configuration is the partition's and survives the IPL; the pages in it
        do not (INFERRED; documented in zconsole-machine(5)), nor do address spaces' pages
        in local page data sets, nor a PAGEDEL in progress. The slots a machine file
        gives page data sets belong to no address space and stay. ``wait``: the IPL
        ends in that disabled wait (no usable local page data set), and nothing starts.
        """
        self.pagescm = pagescm
        self.pagedel = None
        self.wait_state = wait
        for pds in self.page_datasets:
            if pds.status is PageStatus.DRAIN:
                pds.status = PageStatus.OK
        if self.scm is not None:
            self.scm.reset_for_ipl()
        if self._living is not None:
            assert self._living.now is not None
            self._living.ipl(self, self._living.now, [] if wait else self.ipl_procedures())
            self._start_services(self._living, self._living.now)
            if wait is not None:
                self._living.wait_state = wait.code  # time stops: nothing runs in a wait
        if self.scm is None:
            return 0
        from zconsole.systems.zos.model.paging.scm import IncrementStatus

        return self.scm.amount_mb(IncrementStatus.ONLINE)
