"""The whole machine an operator talks to: system name, SCM, page data sets, paging setup."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import attrs

from zconsole.model.pagescm import PAGESCM_DEFAULT, PageScm
from zconsole.model.paging import PageDataSet, PageType
from zconsole.model.scm import Scm

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from zconsole.model.channels import IoConfig
    from zconsole.model.living import Living
    from zconsole.model.workload import Procedure


def _check_sysname(instance: object, attribute: object, value: str) -> None:
    if not 1 <= len(value) <= 8 or not value.isalnum() or value != value.upper():
        raise ValueError(f"{value!r} is not a system name (1-8 upper-case characters)")


# INFERRED: a machine file without [storage] gets 16G of real storage (the smallest
# figure on the seed slides' systems); documented in zconsole-machine(5).
REAL_MB_DEFAULT = 16 * 1024


def _check_real(instance: object, attribute: object, value: int) -> None:
    if value <= 0 or value % 4:
        raise ValueError(f"real storage must be a positive multiple of 4M, not {value}M")


@attrs.define(eq=False)
class Machine:
    """Mutable machine state; every display is derived from it, nothing is stored twice."""

    system_name: str = attrs.field(validator=_check_sysname)
    scm: Scm | None
    page_datasets: list[PageDataSet]
    pagescm: PageScm = PAGESCM_DEFAULT
    # Central (real) storage online, in MB: what address spaces' frames come out of, and
    # the one figure D M=STOR and D M=CORE show.
    real_mb: int = attrs.field(default=REAL_MB_DEFAULT, validator=_check_real)
    # The I/O configuration, or a function that builds it: built on first use, so that a
    # one-shot `D ASM` never pays for hundreds of device objects (see io below).
    _io: IoConfig | Callable[[], IoConfig] | None = attrs.field(default=None, alias="io")
    # Started procedures (PROCLIB) by name; those with at_ipl start with the system.
    procedures: dict[str, Procedure] = attrs.Factory(dict)
    # Address spaces, time and outstanding requests: created the first time a command or
    # the clock needs them, so a one-shot `D ASM` never builds them (see living()).
    _living: Living | None = attrs.field(default=None, alias="living_state")

    def __attrs_post_init__(self) -> None:
        if self._io is not None and not callable(self._io):
            self._check_page_devices(self._io)
        names = [pds.dsname for pds in self.page_datasets]
        duplicates = {n for n in names if names.count(n) > 1}
        if duplicates:
            raise ValueError(f"page data set {sorted(duplicates)[0]} is defined twice")
        for kind in (PageType.PLPA, PageType.COMMON):
            if sum(1 for p in self.page_datasets if p.type is kind) > 1:
                raise ValueError(f"only one {kind.value} page data set may be defined")

    @property
    def io(self) -> IoConfig:
        """Channel paths, control units and devices (empty for a machine without them)."""
        if self._io is None or callable(self._io):
            if self._io is None:
                from zconsole.model.channels import IoConfig

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

    def _check_page_devices(self, io: IoConfig) -> None:
        """Page data sets live on devices of the I/O configuration, when it has devices."""
        if io.devices:
            for pds in self.page_datasets:
                if (0, int(pds.device, 16)) not in io.devices:
                    raise ValueError(f"page data set {pds.dsname} is on device {pds.device}, not defined")

    @classmethod
    def default(cls) -> Machine:
        """The built-in machine of the seed slides (see model/default.py)."""
        from zconsole.model.default import default_machine

        return default_machine()

    @classmethod
    def from_toml(cls, path: Path) -> Machine:
        """Load a machine file; raises MachineFileError naming file, key and reason."""
        from zconsole.model.load import load_machine

        return load_machine(path)

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
            from zconsole.model.living import Living

            living = Living()
            living.ipl(self, now, self.ipl_procedures())
            self._living = living
        return self._living

    def ipl_procedures(self) -> list[Procedure]:
        return [p for p in self.procedures.values() if p.at_ipl]

    def settle(self, now: dt.datetime) -> list[object]:
        """Complete background work due by ``now``; return what the machine said.

        Before anything lives, that is only SCM increments finishing their drain (their
        ranges); afterwards the living machine runs up to ``now``.
        """
        if self._living is not None:
            return self._living.advance(self, now)
        return list(self.scm.settle(now)) if self.scm is not None else []

    def ipl(self, pagescm: PageScm) -> int:
        """Re-IPL with a PAGESCM setting; return the SCM online (MB) that IAR031I reports.

        The SCM configuration is the partition's and survives the IPL; the pages in it
        do not (INFERRED; documented in zconsole-machine(5)).
        """
        self.pagescm = pagescm
        if self.scm is not None:
            self.scm.reset_for_ipl()
        if self._living is not None:
            assert self._living.now is not None
            self._living.ipl(self, self._living.now, self.ipl_procedures())
        if self.scm is None:
            return 0
        from zconsole.model.scm import IncrementStatus

        return self.scm.amount_mb(IncrementStatus.ONLINE)
