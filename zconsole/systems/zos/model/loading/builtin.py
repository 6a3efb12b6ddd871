"""The built-in default machine: the system of the Flash Express seed slides.

Built in code, not read from TOML, so ``zconsole -c`` starts without parsing a file;
``fixtures/machines/default.toml`` describes the same machine and a test keeps the two equal.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from zconsole.systems.zos.model.core.units import MB_PER_UNIT
from zconsole.systems.zos.model.machine import Machine
from zconsole.systems.zos.model.paging.datasets import PageDataSet, PageSpace, PageType
from zconsole.systems.zos.model.paging.pagescm import PAGESCM_DEFAULT
from zconsole.systems.zos.model.paging.scm import IncrementStatus, Scm

if TYPE_CHECKING:
    from zconsole.systems.zos.model.io.channels import IoConfig
    from zconsole.systems.zos.model.living.workload import Procedure
    from zconsole.systems.zos.model.system.facts import SystemFacts

G = MB_PER_UNIT["G"]

# SEED (spec section 4): 80G defined in 16G increments, 0G-64G online, 64G-80G
# offline-available; increment 0G holds 2,306,867 4K blocks (55 %), the others none.
SCM_DEFINED_MB = 80 * G
SCM_INCREMENT_MB = 16 * G
SCM_ONLINE_MB = 64 * G
SCM_USED_IN_FIRST = 2_306_867

# INFERRED: 48G of real storage. The seed's LPAR size is not given; 48G holds its OLTP
# workload (four WAS instances, CICS, DB2: about 40G) with room for the system, so the
# night batch must push about 21G to auxiliary storage (fixtures/scenarios/).
REAL_MB = 48 * G

# SEED names, devices and volumes (D ASM and the RMF PGSP report on the same slides);
# slot counts follow the RMF page data set report of the same deck (whole cylinders of
# 180 slots, less one), with usage giving the slide's 100 % / 61 % / 0 %.
_PAGE_DATASETS = (
    (PageType.PLPA, "SYS1.PLPA.PAGCOM", "PAGCOM", "02E6", 98_999, 98_999),
    (PageType.COMMON, "SYS1.COMMON.PAGCOM", "PAGCOM", "02E6", 89_999, 54_899),
    (PageType.LOCAL, "SYS1.LOCAL.PAGEP2", "PAGEP2", "098E", 410_399, 1_203),
    (PageType.LOCAL, "SYS1.LOCAL.PAGEP3", "PAGEP3", "0987", 410_399, 987),
    (PageType.LOCAL, "SYS1.LOCAL.PAGEP4", "PAGEP4", "098F", 410_399, 1_412),
)


# INFERRED: two spare page spaces, formatted on volumes of the page control unit but not
# in use, so PAGEADD has something to add (and PAGEDEL REPLACE something to replace with).
_SPARE_SPACES = (
    ("SYS1.LOCAL.PAGEP5", "PAGEP5", "0985", 410_399),
    ("SYS1.LOCAL.PAGEP6", "PAGEP6", "0986", 410_399),
)


def default_machine() -> Machine:
    """A fresh copy of the default machine."""
    scm = Scm.build(SCM_DEFINED_MB, SCM_INCREMENT_MB)
    for inc in scm.increments:
        if inc.address_mb < SCM_ONLINE_MB:
            inc.status = IncrementStatus.ONLINE
    scm.increments[0].used_blocks = SCM_USED_IN_FIRST
    return Machine(
        system_name="SYS1",
        scm=scm,
        page_datasets=[
            PageDataSet(kind, dsn, volser, dev, "3390", slots, used)
            for kind, dsn, volser, dev, slots, used in _PAGE_DATASETS
        ],
        pagescm=PAGESCM_DEFAULT,
        real_mb=REAL_MB,
        page_spaces={d: PageSpace(d, volser, dev, "3390", slots) for d, volser, dev, slots in _SPARE_SPACES},
        io=_default_io,
        release=RELEASE,
        subchannel_sets=SUBCHANNEL_SETS,
        facts=_default_facts,
        procedures=_default_procedures,
    )


def _default_procedures() -> dict[str, Procedure]:
    """Built on first use of machine.procedures (zconsole/systems/zos/model/living/default_work.py)."""
    from zconsole.systems.zos.model.living.default_work import default_procedures

    return default_procedures()


def _default_io() -> IoConfig:
    """Built on first use of machine.io (zconsole/systems/zos/model/io/default_io.py)."""
    from zconsole.systems.zos.model.io.default_io import default_io

    io = default_io()
    io.devices[(0, 0x7800)].volume = IPL_VOLUME
    return io


# The seeds' z15 runs z/OS 2.4 (CONNECTION SECURITY in D M=DEV needs it) with several
# subchannel sets (the seed prints 5-digit device numbers). INFERRED: the seeds say no more.
RELEASE = "z/OS 02.04.00"
SUBCHANNEL_SETS = 4
IPL_VOLUME = "ZS24R1"  # INFERRED: the IPL volume on device 7800


def _default_facts() -> SystemFacts:
    """Processors, IPL and IODF facts. The CPC and partition identity are those of the
    real z15 D M=CORE capture (message-formats 3.7); the rest is INFERRED."""
    from zconsole.systems.zos.model.system.facts import Iodf, IplInfo, Processor, Processors, Sms, SystemFacts

    cores = tuple(Processor(i, online=i < 6, ziip=i >= 4) for i in range(8))
    processors = Processors(
        cores, procview="CORE", cpc_si="8562.Z06.IBM.02.00000000000790A8", lp_name="S5E", lp_id="21",
        mif_id="1", cpc_nd="008562.T02.IBM.02.0000000790A8", cpc_id="00", cpc_name="T256", css_id="2",
    )
    ipl = IplInfo(
        at=dt.datetime(2026, 11, 20, 6, 0, 0), device="7800", load_suffix="00", load_dataset="SYS1.IPLPARM",
        load_device="7801", ieasym="00", ieasys=("00",),
    )
    iodf = Iodf(dataset="SYS1.IODF00", config_id="Z15", edt="00", device="7801", css=2)
    return SystemFacts(processors, ipl, iodf, Sms())
