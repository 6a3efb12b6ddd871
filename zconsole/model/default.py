"""The built-in default machine: the system of the Flash Express seed slides.

Built in code, not read from TOML, so ``zconsole -c`` starts without parsing a file;
``fixtures/machines/default.toml`` describes the same machine and a test keeps the two equal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.model.default_work import default_procedures
from zconsole.model.machine import Machine
from zconsole.model.pagescm import PAGESCM_DEFAULT
from zconsole.model.paging import PageDataSet, PageType
from zconsole.model.scm import IncrementStatus, Scm
from zconsole.model.units import MB_PER_UNIT

if TYPE_CHECKING:
    from zconsole.model.channels import IoConfig

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
        io=_default_io,
        procedures=default_procedures(),
    )


def _default_io() -> IoConfig:
    """Built on first use of machine.io (zconsole/model/default_io.py)."""
    from zconsole.model.default_io import default_io

    return default_io()
