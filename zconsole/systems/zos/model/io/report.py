"""The rows of RMF's CHANNEL PATH ACTIVITY and DIRECT ACCESS DEVICE ACTIVITY reports,
numbers unformatted, from the interval's I/O counters (io-living.md §3.4, §3.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zos.model.io import rates as r
from zconsole.systems.zos.model.io.channels import CHPID_TYPES
from zconsole.systems.zos.model.io.counters import ChanCounters, DevCounters, IoCounters

if TYPE_CHECKING:
    from zconsole.systems.zos.model.io.channels import IoConfig

FICON_TYPES = ("1A", "1B")  # FC and FC_S: the types with MB and operations columns


@attrs.frozen
class ChanRow:
    """One CHANNEL PATH ACTIVITY row (rates a second, percentages, MB a second)."""

    chpid: str
    type: str
    generation: str
    speed: str
    ficon: bool  # False: type and utilisation only
    part: float
    total: float
    bus: float
    read: float
    write: float
    ficon_rate: float
    ficon_active: float
    zhpf_rate: float
    zhpf_active: float


def chan_rows(io: IoConfig, counters: IoCounters | None, seconds: float) -> list[ChanRow]:
    """A row per CHPID online now or busy in the interval, in CHPID order. TOTAL is this
    partition's share: no other partition is modelled [INFERRED]."""
    chans = counters.chans if counters is not None else {}
    rows = []
    for number in sorted(io.chpids):
        chp = io.chpids[number]
        if not chp.online and number not in chans:
            continue
        k = chans.get(number, ChanCounters())
        per = 1 / seconds if seconds > 0 else 0.0
        feature = chp.feature or r.DEFAULT_FEATURE
        ficon = chp.type_code in FICON_TYPES
        util = 100 * k.busy * per
        mb = (k.read_mb + k.write_mb) * per
        rows.append(ChanRow(
            chp.name, CHPID_TYPES[chp.type_code][1],
            r.generation(chp.feature, chp.link_speed, chp.fec) if chp.feature and ficon else "",
            f"{chp.link_speed}G" if ficon else "", ficon, util, util,
            100 * mb / r.BUS_MB[feature] if ficon else 0.0, k.read_mb * per, k.write_mb * per,
            k.ficon_ops * per, k.ficon_exch * per, k.zhpf_ops * per, k.zhpf_exch * per))
    return rows


@attrs.frozen
class DevRow:
    """One DIRECT ACCESS DEVICE ACTIVITY row; times in milliseconds."""

    number: str
    devtype: str
    volser: str
    lcu: str
    rate: float
    resp: float
    pend: float
    disc: float
    conn: float
    conn_pct: float
    util_pct: float
    pav: float  # exposures busy at once on average (HyperPAV aliases lent to the base)


def dev_rows(io: IoConfig, counters: IoCounters | None, seconds: float,
             volumes: dict[tuple[int, int], str]) -> list[DevRow]:
    """Devices with I/O in the interval and the page volumes (``volumes``: device ->
    volser), in device order."""
    per_device: dict[tuple[int, int], tuple[str, DevCounters]] = {}
    for (ssid, first, last, cu), c in (counters.devices.items() if counters is not None else ()):
        for number in range(first, last + 1):
            _, have = per_device.setdefault((ssid, number), (cu, DevCounters()))
            have.ssch += c.ssch
            have.pend += c.pend
            have.disc += c.disc
            have.conn += c.conn
    for key in volumes:
        if key not in per_device and key in io.devices:
            per_device[key] = (io.devices[key].cu.number, DevCounters())
    rows = []
    for key in sorted(per_device):
        cu, c = per_device[key]
        device = io.devices.get(key)
        devtype = device.devtype if device is not None else "3390"
        volser = volumes.get(key) or (device.volume if device is not None else None) or ""
        per = 1 / seconds if seconds > 0 else 0.0
        scale = 1000 / c.ssch if c.ssch else 0.0  # seconds per SSCH -> milliseconds
        name = f"{key[0]}{key[1]:04X}" if key[0] else f"{key[1]:04X}"
        rows.append(DevRow(name, devtype, volser, cu, c.ssch * per,
                           scale * (c.pend + c.disc + c.conn), scale * c.pend, scale * c.disc, scale * c.conn,
                           *_per_exposure(c, per)))
    return rows


def _per_exposure(c: DevCounters, per: float) -> tuple[float, float, float]:
    """% DEV CONN, % DEV UTIL and PAV: a base busy more than the interval borrowed HyperPAV
    aliases; RMF shows the average exposures (PAV n.nH) and the busy % per exposure
    [INFERRED from SMF 74-1's per-exposure normalisation]."""
    busy = (c.conn + c.disc) * per
    pav = max(1.0, busy)
    return 100 * c.conn * per / pav, 100 * busy / pav, pav
