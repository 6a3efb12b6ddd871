"""Seed 003's machines: each table's configuration as the storage lab builds it, and a run.

From the tables' notes and the text (processors, storage, XSTORE, paging volumes, guests
and their procedures); what the seed does not say is INFERRED here, with the reason, or a
constant of rates.py.
"""

from __future__ import annotations

from zconsole.systems.zvm.storage import rates as r
from zconsole.systems.zvm.storage.config import Apache, Guests, StorageConfig, Virstor
from zconsole.systems.zvm.storage.lab import Lab
from zconsole.systems.zvm.storage.measure import RunFigures, figures


def run(config: StorageConfig, warm: int, measure: int, primed: bool = False) -> tuple[Lab, RunFigures]:
    """``config`` run ``warm`` seconds, then figures over the next ``measure`` (whole intervals)."""
    lab = Lab.build(config)
    if primed:
        lab.prime()
    lab.advance(warm + measure)
    window = [i for i in lab.intervals if i.end > warm]
    return lab, figures(window)


def table1_config(release: str) -> StorageConfig:
    """SEED: 3 dedicated CPUs, 7 GB real, 34 3390-3 paging volumes; CM1 = 2 users looping
    13 MB changing every other page, CM2 = 12 users looping 700 MB changing 10 %."""
    return StorageConfig(
        release=release,
        real_mb=7 * 1024,
        cpus=3,
        paging_volumes=34,
        cylinders=r.CYLINDERS_3390_3,
        dasd_base_ms=r.T1_DASD_BASE_MS,
        controller_pages=r.T1_CONTROLLER_PAGES,
        guests=(Guests("CM1", 2, Virstor(13, 0.5)), Guests("CM2", 12, Virstor(700, 0.10))),
    )


T1_WARM, T1_MEASURE = 240, 300


def figure_lab() -> Lab:
    """Table 1's 6.3 run, the seed's Figure 2-3 window: 18 intervals from the start."""
    lab = Lab.build(table1_config("6.3"))
    lab.advance(18 * r.INTERVAL_SECONDS)
    return lab


def table2_config(release: str) -> StorageConfig:
    """SEED: 3 CPUs, 3 GB real, XSTORE, 34 3390-3; designed to page only to XSTORE in 6.2.
    INFERRED: 2 GB of XSTORE and 6 Apache servers of 750 MB (the overflow fits XSTORE)."""
    return StorageConfig(
        release=release,
        real_mb=3 * 1024,
        xstore_mb=2 * 1024,
        cpus=3,
        paging_volumes=34,
        dasd_base_ms=r.T1_DASD_BASE_MS,
        controller_pages=r.T1_CONTROLLER_PAGES,
        guests=(Guests("APA", 6, Apache(750, pages_per_request=r.T2_PAGES_PER_REQUEST, cpu_ms=r.T2_CPU_MS)),),
    )


def table4_config(release: str) -> StorageConfig:
    """SEED: 9 CPUs; 6.2 256 GB real + 128 GB XSTORE, 6.3 384 GB real; 48 3390-54.
    INFERRED: 32 Apache servers of 14 GB (448 GB: the seed's resident plus DASD pages),
    each sent rates.T4_OFFERED requests a second by the AWM clients."""
    six2 = release == "6.2"
    return StorageConfig(
        release=release,
        real_mb=(256 if six2 else 384) * 1024,
        xstore_mb=128 * 1024 if six2 else 0,
        cpus=9,
        paging_volumes=48,
        cylinders=r.CYLINDERS_3390_54,
        guests=(
            Guests(
                "APA",
                32,
                Apache(
                    14 * 1024,
                    pages_per_request=r.T4_PAGES_PER_REQUEST,
                    cpu_ms=r.T4_CPU_MS,
                    threads=r.T4_THREADS,
                    offered=r.T4_OFFERED,
                ),
            ),
        ),
    )


T5_SIZES = (128, 256, 512, 1024)
T5_END_GB = (16, 30, 58, 114)


def table5_config(gb: int, end: int) -> StorageConfig:
    """SEED: 4 CPUs, 8 users, 48 3390-54; each VIRSTOR touches up to its End ADDR.
    INFERRED: from 2 GB up (8 x (16 - 2) GB = 112 GB: the seed's 29.4M resident pages)."""
    return StorageConfig(
        release="6.3",
        real_mb=gb * 1024,
        cpus=4,
        paging_volumes=48,
        cylinders=r.CYLINDERS_3390_54,
        guests=(Guests("VS1", 8, Virstor((end - 2) * 1024, 0.10)),),
    )


T6_SIZES = (256, 512, 768, 1024)


def table6_config(units: int) -> StorageConfig:
    """SEED: per 256 GB, 2 CPUs, 12 3390-54 paging volumes and 22 users of each of the four
    VIRSTOR groups (20 GB, SHARE 100-400). INFERRED: each touches 4 GB changing 10 %
    (Table 3's resident and DASD pages over its 128 users)."""
    groups = tuple(
        Guests(
            f"VS{k}",
            22 * units,
            Virstor(r.T6_TOUCHED_MB, 0.10, read_us=r.T6_CPU_US, change_us=0.0),
            share=100 * k,
        )
        for k in (1, 2, 3, 4)
    )
    return StorageConfig(
        release="6.3",
        real_mb=256 * units * 1024,
        cpus=2 * units,
        paging_volumes=12 * units,
        cylinders=r.CYLINDERS_3390_54,
        controller_pages=r.T6_CONTROLLER_PAGES,
        guests=groups,
    )


def table7_config(units: int) -> StorageConfig:
    """SEED: per 256 GB, 2 CPUs; clients and servers scaled alike; 48 3390-54 at every size.
    INFERRED: 8 servers of 40 GB per 256 GB (the seed's resident plus DASD pages), each
    with T7_THREADS requests in flight."""
    return StorageConfig(
        release="6.3",
        real_mb=256 * units * 1024,
        cpus=2 * units,
        paging_volumes=48,
        cylinders=r.CYLINDERS_3390_54,
        guests=(
            Guests(
                "APA",
                8 * units,
                Apache(
                    40 * 1024,
                    pages_per_request=r.T7_PAGES_PER_REQUEST,
                    cpu_ms=r.T7_CPU_MS,
                    threads=r.T7_THREADS,
                ),
            ),
        ),
    )
