"""What a storage lab is built from: the machine's storage configuration and its guests' procedures.

Frozen values, checked as they are built (attrs validators), so an impossible
configuration (a 2 TB machine, a guest changing 150 % of its pages) cannot be made.
"""

from __future__ import annotations

import typing

import attrs
from attrs import validators as v

from zconsole.systems.zvm.storage import rates as r

RELEASES = ("6.2", "6.3")


def _fraction(_: object, attribute: attrs.Attribute[float], value: float) -> None:
    if not 0.0 <= value <= 1.0:
        raise ValueError(f"{attribute.name} must be a share between 0 and 1, not {value}")


@attrs.frozen
class Virstor:
    """A VIRSTOR-like loop: touch ``storage_mb`` of virtual storage in turn, change
    ``changed`` of the pages touched, spend ``read_us`` of virtual CPU a touch and
    ``change_us`` more a change; a transaction is ``passes`` passes over the storage."""

    storage_mb: float = attrs.field(validator=v.gt(0))
    changed: float = attrs.field(validator=_fraction)
    read_us: float = attrs.field(default=r.VIRSTOR_READ_US, validator=v.gt(0))
    change_us: float = attrs.field(default=r.VIRSTOR_CHANGE_US, validator=v.ge(0))
    passes: int = attrs.field(default=r.VIRSTOR_PASSES, validator=v.ge(1))
    fault_stores: float = attrs.field(default=r.VIRSTOR_FAULT_STORES, validator=_fraction)
    kind: str = "virstor"

    @property
    def pages(self) -> int:
        return int(self.storage_mb * 256)

    @property
    def pages_per_transaction(self) -> float:
        return float(self.pages * self.passes)

    @property
    def cpu_us(self) -> float:
        """Virtual CPU of one touch, on average."""
        return self.read_us + self.change_us * self.changed

    @property
    def threads(self) -> int:
        return 1

    @property
    def offered(self) -> float:
        """A loop runs as fast as it is let: no clients offer it a rate."""
        return 0.0


@attrs.frozen
class Apache:
    """An Apache-like server: each request touches ``pages_per_request`` pages of its
    ``storage_mb`` at random, changes ``changed`` of them and costs ``cpu_ms`` of virtual
    CPU; ``threads`` requests are in flight at once. Its clients keep it busy, or, when
    ``offered`` is more than 0, send it that many requests a second at most (a server
    that can serve more waits for them)."""

    storage_mb: float = attrs.field(validator=v.gt(0))
    changed: float = attrs.field(default=r.APACHE_CHANGED, validator=_fraction)
    pages_per_request: float = attrs.field(default=r.APACHE_PAGES_PER_REQUEST, validator=v.gt(0))
    cpu_ms: float = attrs.field(default=r.APACHE_CPU_MS_PER_REQUEST, validator=v.gt(0))
    threads: int = attrs.field(default=r.APACHE_THREADS, validator=v.ge(1))
    kind: str = "apache"
    offered: float = attrs.field(default=0.0, validator=[v.ge(0), v.le(r.MAX_OFFERED)])

    @property
    def fault_stores(self) -> float:
        """A request's faulting touch changes its page as often as any of its touches."""
        return self.changed

    @property
    def pages(self) -> int:
        return int(self.storage_mb * 256)

    @property
    def pages_per_transaction(self) -> float:
        return self.pages_per_request

    @property
    def cpu_us(self) -> float:
        return self.cpu_ms * 1000.0 / self.pages_per_request


Procedure = Virstor | Apache


@attrs.frozen
class Guests:
    """``count`` guests named ``prefix`` + a five-digit number, alike, running ``procedure``."""

    prefix: str = attrs.field(validator=v.matches_re(r"[A-Z0-9$#@]{1,3}"))
    count: int = attrs.field(validator=[v.ge(1), v.le(r.MAX_GUESTS)])
    procedure: Procedure
    share: int = attrs.field(default=100, validator=[v.ge(1), v.le(10_000)])
    reserved_mb: float = attrs.field(default=0.0, validator=v.ge(0))

    def name(self, index: int) -> str:
        """The userid of the group's ``index``-th guest (0-based): CM100001, CM100002 ..."""
        return f"{self.prefix}{index + 1:05d}"


def _tuple_of_guests(value: typing.Iterable[Guests]) -> tuple[Guests, ...]:
    return tuple(value)


def _release(_: object, __: object, value: str) -> None:
    if value not in RELEASES:
        raise ValueError(f"release must be one of {', '.join(RELEASES)}, not {value!r}")


@attrs.frozen
class StorageConfig:
    """The machine as storage management sees it."""

    release: str = attrs.field(validator=_release)
    real_mb: int = attrs.field(validator=[v.ge(r.MIN_REAL_MB), v.le(r.MAX_REAL_MB)])
    cpus: int = attrs.field(validator=[v.ge(1), v.le(64)])
    paging_volumes: int = attrs.field(validator=[v.ge(1), v.le(255)])
    cylinders: int = attrs.field(default=r.CYLINDERS_3390_3, validator=v.ge(1))
    xstore_mb: int = attrs.field(default=0, validator=[v.ge(0), v.le(r.MAX_XSTORE_MB)])
    agelist_percent: float = attrs.field(default=r.AGELIST_DEFAULT_PERCENT, validator=v.ge(0))
    early_writes: bool = True
    reorder: bool = True
    guests: tuple[Guests, ...] = attrs.field(default=(), converter=_tuple_of_guests)
    dasd_base_ms: float = attrs.field(default=r.DASD_BASE_MS, validator=v.gt(0))
    controller_pages: float = attrs.field(default=r.CONTROLLER_PAGES_PER_SECOND, validator=v.gt(0))

    @property
    def real_frames(self) -> int:
        return self.real_mb * 256
