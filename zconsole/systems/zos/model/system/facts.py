"""What the machine says about itself: z/OS release, processors, IPL facts, IODF, SMS.

These are facts the everyday displays print (D IPLINFO, D M=CPU, D IOS,CONFIG, D SMS);
the machine file states them, the default machine carries the seeds' z15 system. The
release selects the forms that differ between z/OS releases (everyday-displays 0.3).
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:
    from zconsole.systems.zos.model.system.config import SystemConfig


STORAGE_INCREMENT_MB_DEFAULT = 1  # INFERRED default: the ADCD capture's 1M
DEFAULT_RELEASE_TEXT = "z/OS 02.04.00"  # the seeds' z15 system


@attrs.frozen
class Processor:
    """One logical processor (PROCVIEW CPU) or core (PROCVIEW CORE)."""

    id: int
    online: bool = True
    ziip: bool = False
    polarity: str = "H"  # VP column of D M=CORE: H, M, L, LP (INFERRED default: high)
    iscm: str = "0000"  # ISCM column of D M=CORE (INFERRED default)


@attrs.frozen
class Processors:
    """The partition's processors and the CPC facts D M=CPU / D M=CORE print.

    CPC ND, CPC ID, CPC NAME and CSS ID are None when the hardware does not report them
    (Hercules does not: everyday-displays B2).
    """

    units: tuple[Processor, ...]
    procview: str = "CPU"  # PROCVIEW CPU (PROCESSOR STATUS) or CORE (CORE STATUS)
    cpc_si: str = "8561.T01.IBM.02.000000000001234A"
    lp_name: str = "SYS1"
    lp_id: str = "1"
    mif_id: str = "1"
    cpc_nd: str | None = None
    cpc_id: str | None = None
    cpc_name: str | None = None
    css_id: str | None = None
    hiperdispatch: bool = True

    def __attrs_post_init__(self) -> None:
        if self.procview not in ("CPU", "CORE"):
            raise ValueError(f"procview {self.procview!r} must be CPU or CORE")
        if not 1 <= len(self.units) <= 256:
            raise ValueError("a partition has 1-256 processors")
        if not any(p.online for p in self.units):
            raise ValueError("at least one processor must be online")
        if len(self.cpc_si.split(".")) != 5:
            raise ValueError(f"cpc_si {self.cpc_si!r} must be type.model.manufacturer.plant.sequence")

    @classmethod
    def build(cls, defined: int, online: int, **facts: object) -> Processors:
        """``defined`` processors, the first ``online`` of them online."""
        units = tuple(Processor(i, i < online) for i in range(defined))
        return cls(units, **facts)  # type: ignore[arg-type]

    def serial(self, cpu: Processor) -> str:
        """The SERIAL column: CPU id digit, last five of the CPC sequence, machine type
        (INFERRED from the capture: 0123451090 for CPU 0 of 1090...12345)."""
        kind, _, _, _, sequence = self.cpc_si.split(".")
        return f"{cpu.id % 16:X}{sequence[-5:]}{kind}"


@attrs.define(eq=False)
class IplInfo:
    """What D IPLINFO reports about the last IPL; .IPL updates the time and IEASYS list."""

    at: dt.datetime = dt.datetime(2026, 11, 1, 6, 0, 0)
    device: str = "02E6"  # IPL device (4 hex digits; D IPLINFO adds the set when wide)
    load_suffix: str = "00"
    load_dataset: str = "SYS1.IPLPARM"
    load_device: str = "02E6"
    archlvl: int = 2
    mtlshare: str = "N"
    license: str = "z/OS"
    ieasym: str = "00"
    ieasys: tuple[str, ...] = ("00",)
    # The system parameters as coded at IPL (IEASYS00 then IEASYSxx merged; D IPLINFO,sysparm):
    # .IPL xx keeps them, a machine file's [ipl] sysparms states them; () : none coded.
    sysparms: tuple[tuple[str, str], ...] = ()

    def moment(self, now: dt.datetime) -> dt.datetime:
        """When the system was IPLed, on the console's own timeline: the stated moment
        if the console's clock is past it, else its time of day on the latest day not
        after ``now`` (a machine file's date must not put the IPL after the present
        that D A,L and D T show)."""
        if self.at <= now:
            return self.at
        moment = dt.datetime.combine(now.date(), self.at.time())
        return moment if moment <= now else moment - dt.timedelta(days=1)


@attrs.frozen
class Iodf:
    """The active I/O definition file (D IOS,CONFIG, D IPLINFO's IODF DEVICE)."""

    dataset: str = "SYS1.IODF00"
    config_id: str = "ZOS"
    edt: str = "00"
    device: str = "02E6"
    css: int = 0
    cmb: bool = True  # channel measurement block facility active


@attrs.frozen
class StorageGroup:
    name: str
    type: str = "POOL"
    status: str = "+"  # D SMS,STORGRP legend symbol for this system


@attrs.frozen
class Sms:
    """SMS as D SMS shows it; None on a machine where SMS is not active."""

    scds: str = "SYS1.SCDS"
    acds: str = "SYS1.ACDS"
    commds: str = "SYS1.COMMDS"
    dinterval: int = 150
    reverify: bool = False
    acsdefaults: bool = False
    interval: int = 15
    level: dt.datetime = dt.datetime(2026, 11, 1, 6, 0, 0)  # CONFIGURATION LEVEL
    storage_groups: tuple[StorageGroup, ...] = ()


@attrs.frozen
class Activity:
    """What D A,L counts that zconsole does not model as address spaces: TSO users,
    JES2 initiators, VTAM applications and OMVS address spaces (all 0 by default)."""

    tso_users: tuple[str, ...] = ()
    initiators: int = 0
    vtam_active: int = 0
    vtam_max: int = 0
    oas: int = 0


@attrs.define(eq=False)
class SystemFacts:
    """Everything a machine states about itself besides SCM, paging and I/O."""

    processors: Processors = attrs.Factory(lambda: Processors.build(4, 4))
    ipl: IplInfo = attrs.Factory(IplInfo)
    iodf: Iodf = attrs.Factory(Iodf)
    sms: Sms | None = attrs.Factory(Sms)
    storage_increment_mb: int = 1  # D M=STOR: STORAGE INCREMENT SIZE IS 1M (REAL-px, ADCD)
    activity: Activity = attrs.Factory(Activity)
    # symbols, parmlib, LNKLST/APF, WLM, XCF, GRS, OMVS (model/system/config.py),
    # made on first use: D U and D IPLINFO read none of it (its 7 classes; docs/architecture.md).
    _config: SystemConfig | None = attrs.field(default=None, alias="config")

    @property
    def config(self) -> SystemConfig:
        if self._config is None:
            from zconsole.systems.zos.model.system.config import SystemConfig

            self._config = SystemConfig()
        return self._config

    @config.setter
    def config(self, value: SystemConfig) -> None:
        self._config = value
