"""RMF Monitor I's channel and device counters for one interval (io-living.md §5.5).

The living machine reports each stretch of constant I/O rates (an ``IoPlan`` held for so
many seconds); the counters add what RMF's SMF 73 and 74-1 records count: operations,
channel busy time, bytes, exchange time, and per device SSCHs and PEND/DISC/CONN time.
Counted, not sampled: a quiet week costs nothing. Reports divide by the interval.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import attrs

from zconsole.systems.zos.model.io import rates as r

if TYPE_CHECKING:
    from zconsole.systems.zos.model.io.channels import IoConfig
    from zconsole.systems.zos.model.io.plan import IoPlan


@attrs.define(eq=False)
class ChanCounters:
    """One CHPID's counts: operations, busy seconds, bytes (MB), exchange seconds."""

    zhpf_ops: float = 0.0
    ficon_ops: float = 0.0
    busy: float = 0.0  # channel processor seconds
    read_mb: float = 0.0
    write_mb: float = 0.0
    zhpf_exch: float = 0.0  # I/O-seconds in the channel (ACTIVE x seconds)
    ficon_exch: float = 0.0

    def values(self) -> list[float]:
        return list(attrs.astuple(self))


@attrs.define(eq=False)
class DevCounters:
    """A run of devices' counts, per device: SSCHs and seconds of PEND, DISC and CONN."""

    ssch: float = 0.0
    pend: float = 0.0
    disc: float = 0.0
    conn: float = 0.0

    def values(self) -> list[float]:
        return list(attrs.astuple(self))


class Planned(Protocol):
    """A plan worked out when first read (living/io_flow.Planned)."""

    @property
    def plan(self) -> IoPlan: ...


# Stretches held at most before they are counted (a long run nobody reads stays small).
MOST_PENDING = 1_000


@attrs.define(eq=False)
class IoCounters:
    """Every channel's and device run's counters since the interval began.

    A stretch's plan is counted when the counters are read (``chans``, ``devices``) or
    paging I/O is added, in the order the stretches ran: the same sums as counting each
    at once, without working out a plan nobody reads."""

    _chans: dict[int, ChanCounters] = attrs.Factory(dict)
    # (ssid, first, last, control unit) -> per-device counters of that run
    _devices: dict[tuple[int, int, int, str], DevCounters] = attrs.Factory(dict)
    _pending: list[tuple[Planned, float]] = attrs.Factory(list)

    @property
    def chans(self) -> dict[int, ChanCounters]:
        self.settle()
        return self._chans

    @property
    def devices(self) -> dict[tuple[int, int, int, str], DevCounters]:
        self.settle()
        return self._devices

    def observe(self, plan: IoPlan | Planned, seconds: float) -> None:
        """``plan`` held for ``seconds`` (a Planned one is counted when next read)."""
        if seconds <= 0:
            return
        from zconsole.systems.zos.model.io.plan import IoPlan

        if isinstance(plan, IoPlan):
            self.settle()
            self._count(plan, seconds)
            return
        self._pending.append((plan, seconds))
        if len(self._pending) >= MOST_PENDING:
            self.settle()

    def settle(self) -> None:
        """Count the stretches held, in the order they ran."""
        if self._pending:
            pending, self._pending = self._pending, []
            for planned, seconds in pending:
                self._count(planned.plan, seconds)

    def _count(self, plan: IoPlan, seconds: float) -> None:
        chans, devices = self._chans, self._devices
        for chpid, c in plan.chans.items():
            k = chans.setdefault(chpid, ChanCounters())
            k.zhpf_ops += c.zhpf_rate * seconds
            k.ficon_ops += c.ficon_rate * seconds
            k.busy += c.busy * seconds
            k.read_mb += c.read_mb * seconds
            k.write_mb += c.write_mb * seconds
            k.zhpf_exch += c.zhpf_active * seconds
            k.ficon_exch += c.ficon_active * seconds
        for load in plan.groups:
            ios = load.rate * seconds
            for ssid, first, last in load.group.runs:
                d = devices.setdefault((ssid, first, last, load.group.cu), DevCounters())
                d.ssch += ios
                d.pend += ios * load.pend / 1e6
                d.disc += ios * load.disc / 1e6
                d.conn += ios * load.conn / 1e6

    def paging(self, io: IoConfig, device: tuple[int, int], pages: int) -> None:
        """A page data set on ``device`` moved ``pages``: I/Os of
        PAGING_BLOCKS pages, half reads, over the volume's usable paths (zHPF when on)."""
        from zconsole.systems.zos.model.io.load import link_mb, usable

        dev = io.devices.get(device)
        if dev is None or pages <= 0:
            return
        paths = [p for p in dev.cu.paths if usable(io, p.chpid, dev.offline_paths)]
        if not paths:
            return
        ios = pages / r.PAGING_BLOCKS
        zhpf = io.zhpf and "ZHPF" in dev.cu.functions
        mb = pages * r.BLOCK / 1e6
        conn_total = 0.0
        for p in paths:
            chp = io.chpids[p.chpid]
            k = self.chans.setdefault(p.chpid, ChanCounters())
            share = ios / len(paths)
            feature = chp.feature or r.DEFAULT_FEATURE
            cost = r.processor_us(feature, zhpf, r.PAGING_BLOCKS, p.security == "Encr")
            conn = (r.unloaded_us(zhpf, r.PAGING_BLOCKS, True, link_mb(chp)) - r.PEND0) / 1e6
            conn_total += share * conn
            if zhpf:
                k.zhpf_ops += share
                k.zhpf_exch += share * (conn + r.PEND0 / 1e6)
            else:
                k.ficon_ops += share
                k.ficon_exch += share * (conn + r.PEND0 / 1e6)
            k.busy += share * cost / 1e6
            k.read_mb += mb / 2 / len(paths)
            k.write_mb += mb / 2 / len(paths)
        d = self.devices.setdefault((device[0], device[1], device[1], dev.cu.number), DevCounters())
        d.ssch += ios
        d.pend += ios * r.PEND0 / 1e6
        d.conn += conn_total
