"""Seed 003 (z/VM 6.3 storage management scaling): its tables and figures run on the storage lab.

Each experiment runs the seed's configuration (seed003_labs) through a warm-up and a
measured window and sets the seed's rows beside the model's.
"""

from __future__ import annotations

from collections.abc import Callable

from zconsole.reproduce.records import ANCHOR, Experiment, Row
from zconsole.reproduce.seed003_labs import (
    T1_MEASURE,
    T1_WARM,
    T5_END_GB,
    T5_SIZES,
    T6_SIZES,
    figure_lab,
    run,
    table1_config,
    table2_config,
    table4_config,
    table5_config,
    table6_config,
    table7_config,
)
from zconsole.systems.zvm.storage import rates as r
from zconsole.systems.zvm.storage.lab import Lab
from zconsole.systems.zvm.storage.measure import RunFigures, figures, ptrm_spaces

SEED = "003"
# a row of a two-column table: name, (6.2, 6.3) published, the model's figure, (6.2, 6.3) basis
Pair = tuple[str, tuple[float | str, float | str], Callable[[RunFigures], float], tuple[str, str]]
MB_PER_S = r.FRAMES_PER_MB  # pages a second in a MB a second (the reports' storage rates)


# --- Table 1 and Figures 2-3: 7 GB VIRSTOR -----------------------------------------------------
def _table1() -> list[Row]:
    cols = {rel: run(table1_config(rel), T1_WARM, T1_MEASURE)[1] for rel in ("6.2", "6.3")}
    published = {
        "ETR": (1.9451, 30.4431),
        "ITR": (11.86, 40.75),
        "Total Util/Proc": (16.4, 74.7),
        "CM1 Fairness": (0.952, 0.991),
        "CM2 Fairness": (0.629, 1.000),
        "CM1 ETR": (1.6824, 30.3293),
        "CM2 ETR": (0.2627, 0.1138),
        "SYSTEM PGW Wait": (90, 77),
        "Page slot util": (16, 25),
        "PTRM Spaces": (1, 128),
        "DASD Pg Write Rate": (62393, 14187),
        "DASD Pg Read Rate": (62539, 101000),
        "CM1 group DASD Reads": (2041, 0.0),
        "CM1 group DASD Writes": (1820, 11.4),
        "CM1 group Resident Pages": (790, 3150),
        "CM2 group DASD Reads": (4883, 8466),
        "CM2 group DASD Writes": (4901, 1181),
    }
    anchors = {
        ("6.3", "CM1 ETR"),
        ("6.3", "CM2 ETR"),
        ("6.3", "Total Util/Proc"),
        ("6.3", "DASD Pg Read Rate"),
        ("6.3", "DASD Pg Write Rate"),
        ("6.2", "CM2 Fairness"),
    }
    rows = []
    for name, pair in published.items():
        model = {rel: _t1_row(name, rel, f) for rel, f in cols.items()}
        for rel, pub in zip(("6.2", "6.3"), pair, strict=True):
            rows.append(
                Row(
                    SEED,
                    "table1",
                    f"{name} ({rel})",
                    pub,
                    model[rel],
                    ANCHOR if (rel, name) in anchors else "model",
                )
            )
        if name in ("ETR", "ITR", "Total Util/Proc"):
            gain = (pair[1] - pair[0]) / pair[0] * 100
            rows.append(
                Row(
                    SEED,
                    "table1",
                    f"{name} Pct",
                    round(gain, 1),
                    (model["6.3"] - model["6.2"]) / model["6.2"] * 100 if model["6.2"] else 0.0,
                )
            )
    return rows


def _t1_row(name: str, release: str, f: RunFigures) -> float:
    cm1, cm2 = f.groups
    values = {
        "ETR": f.etr,
        "ITR": f.itr,
        "Total Util/Proc": f.util * 100,
        "CM1 Fairness": cm1.fairness,
        "CM2 Fairness": cm2.fairness,
        "CM1 ETR": cm1.etr,
        "CM2 ETR": cm2.etr,
        "SYSTEM PGW Wait": f.page_wait * 100,
        "Page slot util": f.slot_util * 100,
        "PTRM Spaces": float(ptrm_spaces(release, 2 * 13 / 1024 + 12 * 700 / 1024)),
        "DASD Pg Write Rate": f.writes,
        "DASD Pg Read Rate": f.reads,
        "CM1 group DASD Reads": cm1.reads,
        "CM1 group DASD Writes": cm1.writes,
        "CM1 group Resident Pages": cm1.resident,
        "CM2 group DASD Reads": cm2.reads,
        "CM2 group DASD Writes": cm2.writes,
    }
    return values[name]


def _figure2() -> list[Row]:
    """FCX291 for CM100001: a write burst in the first interval, then invalidations equal to
    revalidations with no steals and no I/O."""
    lab = figure_lab()
    cm1 = [next(g for g in i.guests if g.group == 0) for i in lab.intervals]
    first, rest = cm1[0], cm1[1:]
    # a step's invalidations are revalidated the next step, which may fall in the next
    # interval: equal within one step's share of an interval
    balanced = sum(1 for g in rest if g.inval > 0 and abs(g.inval - g.reval) <= g.inval / r.INTERVAL_SECONDS)
    quiet = sum(1 for g in rest if g.reads == 0 and g.writes == 0 and g.relse == 0)
    return [
        Row(SEED, "figure2", "first interval writes (pages/s)", 537 * 1024 / 4096, first.writes),
        Row(SEED, "figure2", "later intervals with Inval = Reval", len(rest), float(balanced)),
        Row(SEED, "figure2", "later intervals with no steals, reads, writes", len(rest), float(quiet)),
        Row(SEED, "figure2", "mean Inval (pages/s)", 7573 * 1024 / 4096, _mean([g.inval for g in rest])),
    ]


def _figure3() -> list[Row]:
    """FCX296 over the same run: the >>Mean>> line's figures (MB a second)."""
    lab = figure_lab()
    f = figures(lab.intervals)
    early = lab.intervals[0].ondemand
    late = _mean([i.ondemand for i in lab.intervals[2:]])
    return [
        Row(SEED, "figure3", "Pct Actv", 20.2, f.scan_active * 100, ANCHOR),
        Row(SEED, "figure3", "Stoln MB/s", 399, f.stolen / MB_PER_S),
        Row(SEED, "figure3", "User Inval MB/s", 414, f.inval / MB_PER_S),
        Row(SEED, "figure3", "User Reval MB/s", 324, f.reval / MB_PER_S),
        Row(SEED, "figure3", "AgeL Reval MB/s", 69, f.agereval / MB_PER_S),
        Row(SEED, "figure3", "Write OnDmd MB/s, first interval", 144, early / MB_PER_S),
        # the seed's later intervals: 13M, .0, 1775, 283K, .0, 60484, .0 ... (bytes a second)
        Row(
            SEED,
            "figure3",
            "Write OnDmd MB/s, later intervals",
            round((13e6 + 1775 + 283e3 + 60484) / 17 / 2**20, 2),
            late / MB_PER_S,
        ),
    ]


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


# --- Table 2: Apache 3 GB XSTORE ---------------------------------------------------------------
def _table2() -> list[Row]:
    f62 = run(table2_config("6.2"), 60, 180, primed=True)[1]
    f63 = run(table2_config("6.3"), 60, 180, primed=True)[1]
    rows = []
    table2: tuple[Pair, ...] = (
        ("ETR", (394.148, 362.740), lambda f: f.etr, (ANCHOR, "model")),
        ("ITR", (417.79, 366.70), lambda f: f.itr, ("model", "model")),
        ("Xstor Total Rate", (146000, 132000), lambda f: f.xin + f.xout + f.migr, (ANCHOR, "model")),
        ("Xstor Migr Rate", (0, 0), lambda f: f.migr, ("model", "model")),
        ("Xstor PGOUT Rate", (73241, 66047), lambda f: f.xout, ("model", "model")),
        ("Xstor PGIN Rate", (73182, 65980), lambda f: f.xin, ("model", "model")),
        ("DASD Pg Write Rate", (0, 3450), lambda f: f.writes, ("model", "model")),
        ("DASD Pg Read Rate", (0, 0), lambda f: f.reads, ("model", "model")),
    )
    for name, pub, get, basis in table2:
        for rel, p, f, b in zip(("6.2", "6.3"), pub, (f62, f63), basis, strict=True):
            rows.append(Row(SEED, "table2", f"{name} ({rel})", p, get(f), b))
    rows.append(Row(SEED, "table2", "ETR Pct", -8.0, (f63.etr - f62.etr) / f62.etr * 100))
    rows.append(Row(SEED, "table2", "ITR Pct", -12.2, (f63.itr - f62.itr) / f62.itr * 100))
    return rows


# --- Table 4: Apache at the largest 6.2 configuration ------------------------------------------
def _below_2g(lab: Lab) -> float:
    """Resident pages below 2G: CP's own and the guests' (SEED: 6.3 uses it last, 6.2 not at all)."""
    return float(r.CP_BELOW_2G_PAGES + sum(c.below for c in lab.cohorts))


def _table4() -> list[Row]:
    lab62, f62 = run(table4_config("6.2"), 60, 180, primed=True)
    lab63, f63 = run(table4_config("6.3"), 60, 180, primed=True)
    rows = []
    table4: tuple[Pair, ...] = (
        ("ETR", (720.332, 729.670), lambda f: f.etr, (ANCHOR, "model")),
        ("ITR", (716.23, 705.56), lambda f: f.itr, ("model", "model")),
        # not a row of the seed's: from its T/V and CP Util/Proc rows (rates.busy_from_tv)
        (
            "Total Util/Proc (from T/V, CP Util)",
            (round(r.T4_BUSY_62, 1), round(r.T4_BUSY_63, 1)),
            lambda f: f.util * 100,
            (ANCHOR, "model"),
        ),
        ("System Util/Proc", (7.0, 1.1), lambda f: f.system_util * 100, ("model", "model")),
        ("Xstor Total Rate", (82489, 0), lambda f: f.xin + f.xout + f.migr, ("model", "model")),
        ("DASD Pg Total Rate", (33574, 29702), lambda f: f.reads + f.writes, ("model", "model")),
        ("Reorder Count", (603, "na"), lambda f: f.reorders, ("model", "model")),
    )
    for name, pub, get, basis in table4:
        for rel, p, f, b in zip(("6.2", "6.3"), pub, (f62, f63), basis, strict=True):
            rows.append(Row(SEED, "table4", f"{name} ({rel})", p, "na" if p == "na" else get(f), b))
    rows.append(Row(SEED, "table4", "Resident Pages <2G (6.2)", 73, _below_2g(lab62)))
    rows.append(Row(SEED, "table4", "Resident Pages <2G (6.3)", 486837, _below_2g(lab63)))
    rows.append(Row(SEED, "table4", "ETR Pct", 1.3, (f63.etr - f62.etr) / f62.etr * 100))
    return rows


# --- Table 5: not overcommitted, 128 GB - 1 TB -------------------------------------------------
def _table5() -> list[Row]:
    runs = []
    for gb, end in zip(T5_SIZES, T5_END_GB, strict=True):
        lab, f = run(table5_config(gb, end), 60, 120, primed=True)
        runs.append((lab, f, end - 2))
    _, base, base_gb = runs[0]
    rows = []
    pub_etr = (1.000, 0.998, 1.038, 1.081)
    pub_itr = (1.000, 1.053, 1.099, 1.074)
    pub_res = (29424000, 58800000, 117504000, 234960000)
    for i, (lab, f, gb) in enumerate(runs):
        size = T5_SIZES[i]
        rows.append(
            Row(
                SEED,
                "table5",
                f"VIRSTOR1 ETR ratio ({size} GB)",
                pub_etr[i],
                f.etr * gb / (base.etr * base_gb),
            )
        )
        rows.append(
            Row(SEED, "table5", f"ITR ratio ({size} GB)", pub_itr[i], f.itr * gb / (base.itr * base_gb))
        )
        below = r.CP_BELOW_2G_PAGES + sum(c.below for c in lab.cohorts)
        rows.append(Row(SEED, "table5", f"Resident Pages <2G ({size} GB)", 24, float(below), ANCHOR))
        rows.append(
            Row(
                SEED,
                "table5",
                f"Resident Pages >2G ({size} GB)",
                pub_res[i],
                float(sum(c.resident for c in lab.cohorts) - sum(c.below for c in lab.cohorts)),
            )
        )
    return rows


# --- Table 6: overcommitted VIRSTOR, 256 GB - 1 TB ---------------------------------------------
def _table6() -> list[Row]:
    runs = [run(table6_config(u), 60, 180, primed=True) for u in (1, 2, 3, 4)]
    base_lab, base = runs[0]
    rows = []
    published: dict[str, tuple[tuple[float, ...], Callable[[Lab, RunFigures], float]]] = {
        "Total Util/Proc": ((98.5, 98.0, 96.8, 95.8), lambda lab, f: f.util * 100),  # 256 GB: anchor
        "VIRSTOR ETR ratio": ((1.000, 2.000, 3.000, 4.023), lambda lab, f: f.etr / base.etr),
        "ITR ratio": ((1.000, 2.009, 3.053, 4.140), lambda lab, f: f.itr / base.itr),
        "DASD Pg Total Rate ratio": (
            (1.000, 1.908, 2.789, 3.575),
            lambda lab, f: (f.reads + f.writes) / (base.reads + base.writes),
        ),
        "Resident Pages Total ratio": (
            (1.000, 2.001, 3.002, 4.004),
            lambda lab, f: _resident(lab) / _resident(base_lab),
        ),
        "DASD Service Time ratio": (
            (1.000, 1.522, 1.913, 2.228),
            lambda lab, f: f.service_ms / base.service_ms,
        ),
    }
    for name, (pubs, get) in published.items():
        for size, pub, (lab, f) in zip(T6_SIZES, pubs, runs, strict=True):
            basis = ANCHOR if (name, size) == ("Total Util/Proc", 256) else "model"
            rows.append(Row(SEED, "table6", f"{name} ({size} GB)", pub, get(lab, f), basis))
    return rows


def _resident(lab: Lab) -> float:
    return float(sum(c.resident for c in lab.cohorts))


# --- Table 7: overcommitted Apache, 256 GB - 1 TB ----------------------------------------------
def _table7() -> list[Row]:
    labs = [run(table7_config(u), 60, 180, primed=True) for u in (1, 2, 3, 4)]
    runs = [f for _, f in labs]
    rows = []
    published: dict[str, tuple[tuple[float, ...], Callable[[RunFigures], float], tuple[str, ...]]] = {
        "ETR": ((141.551, 270.615, 400.684, 437.466), lambda f: f.etr, (ANCHOR, "model", "model", "model")),
        "ITR": ((144.79, 278.86, 426.23, 541.11), lambda f: f.itr, ("model",) * 4),
        "Total Util/Proc": ((98.2, 99.9, 95.9, 80.9), lambda f: f.util * 100, ("model",) * 4),
        # CONTROLLER_PAGES_PER_SECOND was solved on the two ends
        "DASD Service Time": (
            (0.9, 1.1, 2.9, 4.9),
            lambda f: f.service_ms,
            (ANCHOR, "model", "model", ANCHOR),
        ),
        "DASD Pg Total Rate": (
            (16687, 35834, 53363, 60968),
            lambda f: f.reads + f.writes,
            ("model",) * 4,
        ),
    }
    for name, (pubs, get, bases) in published.items():
        for size, pub, f, b in zip(T6_SIZES, pubs, runs, bases, strict=True):
            rows.append(Row(SEED, "table7", f"{name} ({size} GB)", pub, get(f), b))
    for size, pub, (lab, _) in zip(T6_SIZES, (486063, 478642, 481875, 482034), labs, strict=True):
        rows.append(Row(SEED, "table7", f"Resident Pages <2G ({size} GB)", pub, _below_2g(lab)))
    return rows


EXPERIMENTS = (
    Experiment(SEED, "table1", "Table 1. 7 GB VIRSTOR (z/VM 6.2 vs 6.3)", _table1),
    Experiment(SEED, "figure2", "Figure 2. FCX291 Page Activity Log for CM100001 (shape)", _figure2),
    Experiment(SEED, "figure3", "Figure 3. FCX296 STEALLOG (means)", _figure3),
    Experiment(SEED, "table2", "Table 2. Apache 3 GB XSTORE", _table2),
    Experiment(SEED, "table4", "Table 4. Maximum z/VM 6.2 Configuration, Apache", _table4),
    Experiment(SEED, "table5", "Table 5. Non-overcommitted Storage Scaling", _table5),
    Experiment(SEED, "table6", "Table 6. Overcommitted VIRSTOR Scaling", _table6),
    Experiment(SEED, "table7", "Table 7. Overcommitted Apache Scaling", _table7),
)
