"""What the living machine needs of its host, as Protocols: living never imports the aggregate.

``Host`` is what the engine asks of the machine (``model.machine.Machine`` is one);
``Engine`` is what an SVC dump's flow asks of the engine (``engine.Living`` is one), so
that dump_flow.py and engine.py do not import each other (flow.py's ``Paging`` and
shortage.py's ``Shortage`` extend it the same way). Imported only for type
checking (no ``typing`` on the one-shot path).
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any, Protocol

from zconsole.systems.zos.model.io.channels import IoConfig
from zconsole.systems.zos.model.living.dumps import Dumps
from zconsole.systems.zos.model.living.events import EventKind
from zconsole.systems.zos.model.living.replies import Replies
from zconsole.systems.zos.model.living.workload import AddressSpace, Procedure
from zconsole.systems.zos.model.paging.storage import Storage

if TYPE_CHECKING:
    from zconsole.console.message import Message


class Forms(Protocol):
    """The forms of the machine's release that the living machine and JES2 write
    (``model.system.release_forms.Release`` is the one place that decides them)."""

    @property
    def batch_class_wide(self) -> bool: ...

    @property
    def hasp395_rc(self) -> bool: ...

    @property
    def hasp309(self) -> bool: ...

    @property
    def hasp100_from(self) -> bool: ...


class Host(Storage, Protocol):
    """The machine the address spaces live on: its storage, name, real storage and PROCLIB."""

    @property
    def system_name(self) -> str: ...

    @property
    def real_mb(self) -> int: ...

    @property
    def rmf_cycle_ms(self) -> int: ...

    @property
    def procedures(self) -> dict[str, Procedure]: ...

    # JES2: its [jes2] tables, the release ($HASP373's layout), the IPL's work.
    @property
    def jes2(self) -> Any: ...  # model.jes2.config.Jes2Config | None (a room above living)

    @property
    def release_text(self) -> str: ...

    @property
    def release(self) -> Forms: ...  # model.system.release_forms.Release (a room beside living)

    def ipl_procedures(self) -> list[Procedure]: ...

    def boot_jes2(self, living: Any) -> None: ...
    @property
    def dump_name_pattern(self) -> str: ...  # automatic dump data set names

    @property
    def io(self) -> IoConfig: ...

    def device_text(self, ssid: int, number: int) -> str: ...


class Engine(Protocol):
    """The engine as a dump's flow sees it: time, address spaces, requests, dumps, events."""

    @property
    def now(self) -> dt.datetime | None: ...

    @property
    def spaces(self) -> dict[int, AddressSpace]: ...

    @property
    def replies(self) -> Replies: ...

    @property
    def dumps(self) -> Dumps: ...

    def schedule(self, time: dt.datetime, kind: EventKind, asid: int = 0) -> None: ...

    def note_moved(self, location: str, pages: int) -> None: ...


class Recorder(Protocol):
    """What the engine runs beside the address spaces, filling as they work
    (SMF, zconsole/systems/zos/model/smf/recorder.py): re-timed when the workload may have changed,
    due when something fills, fired then."""

    def due(self) -> dt.datetime | None: ...

    def retime(self, now: dt.datetime, spaces: int) -> None: ...

    def fire(self, now: dt.datetime, replies: Replies) -> list[Message]: ...
