"""What paging needs of the machine, as a Protocol: paging never imports the aggregate.

``model.machine.Machine`` is one; mypy checks that it fits wherever a Storage is asked
for. Imported only for type checking (no ``typing`` on the one-shot path).
"""

from __future__ import annotations

from typing import Protocol

from zconsole.systems.zos.model.paging.datasets import PageDataSet
from zconsole.systems.zos.model.paging.scm import Scm


class Storage(Protocol):
    """Auxiliary storage as ASM sees it: SCM (if any, and whether it takes pages) and the
    page data sets in use."""

    @property
    def scm(self) -> Scm | None: ...

    @property
    def page_datasets(self) -> list[PageDataSet]: ...

    @property
    def scm_paging(self) -> bool: ...

    def find_page_dataset(self, dsname: str) -> PageDataSet | None: ...
