"""The living channel subsystem: the constants' checks (io-living.md §5.2), the seed's RMF
CHANNEL PATH ACTIVITY report reproduced (§1.4, §4 G0) and the load model's properties."""

from __future__ import annotations

import datetime as dt

import pytest

from tests.conftest import MACHINES, lines
from zconsole.model.core.clock import ConsoleClock
from zconsole.model.core.ids import DisplayIds
from zconsole.model.io import rates as r
from zconsole.model.loading.machine_file import load_machine
from zconsole.session import Session

SEED = MACHINES / "io-seed.toml"
# SEED 002 Fig 12: ID -> (UTIL TOTAL, BUS, READ, WRITE, ZHPF RATE).
SEED_ROWS = {
    "42": (2.64, 26.86, 429.93, 429.65, 6558.1),
    "4C": (2.51, 26.86, 429.90, 429.70, 6558.2),
    "61": (5.11, 53.73, 859.59, 859.61, 13117),
    "6D": (4.87, 50.77, 819.57, 805.12, 12395),
    "94": (19.18, 68.77, 859.61, 859.61, 13117),
    "95": (17.02, 64.50, 819.77, 792.70, 12302),
    "A3": (10.94, 53.72, 429.48, 430.12, 6558.2),
}


def session_on(path: object, at: dt.time = dt.time(9, 39, 44)) -> Session:
    clock = ConsoleClock.fixed(at, source=lambda: dt.datetime(2019, 8, 15, 9, 39, 44),
                               date=dt.date(2019, 8, 15))
    return Session(load_machine(path), clock, DisplayIds(1), None)  # type: ignore[arg-type]


def chan_report(session: Session) -> dict[str, list[str]]:
    """.RMF CHAN's rows by CHPID, split into words."""
    out = lines(session, ".RMF CHAN")
    start = next(i for i, line in enumerate(out) if line.startswith("ID TYPE")) + 1
    return {line.split()[0]: line.split() for line in out[start:]}


def seed_session() -> Session:
    session = session_on(SEED)
    for chp in SEED_ROWS:
        lines(session, f"S FIO{chp}")
    lines(session, ".WAIT 1M")
    return session


# --- §5.2: the constants against the seed's prose ---------------------------------------------
def test_zhpf_and_ficon_4k_maxima() -> None:
    assert 1e6 / r.processor_us(r.FEX16SA, True, 1) == pytest.approx(310_000)
    assert 1e6 / r.processor_us(r.FEX16SA, False, 1) == pytest.approx(25_833, rel=1e-4)
    # 128K zHPF at 3,200 MB/s keeps the 16SA processor under 10 % (Fig 11).
    ios = 3_200e6 / (32 * r.BLOCK)
    assert ios * r.processor_us(r.FEX16SA, True, 32) / 1e6 == pytest.approx(0.098, abs=0.001)
    # Endpoint Security: 310K -> 304K.
    assert 1e6 / r.processor_us(r.FEX16SA, True, 1, encrypted=True) == pytest.approx(304_000)


def test_unloaded_response_times() -> None:
    assert r.unloaded_us(True, 1, True, 1_600) == pytest.approx(90.0, abs=0.5)
    assert r.unloaded_us(False, 1, True, 1_600) == pytest.approx(190.0, abs=1.0)
    read = r.unloaded_us(True, 32, True, 1_600) / r.unloaded_us(False, 32, True, 1_600)
    write = r.unloaded_us(True, 32, False, 1_600) / r.unloaded_us(False, 32, False, 1_600)
    assert read == pytest.approx(0.75, abs=0.01)
    assert write == pytest.approx(0.80, abs=0.01)


def test_generation_codes() -> None:
    assert [r.generation(f, g) for f, g in (("FEX16SA", 16), ("FEX16SA", 8), ("FEX16SP", 16),
                                            ("FEX16SP", 8), ("FEX16S", 16), ("FEX16S", 8), ("FEX8S", 8))] == \
        ["27", "26", "21", "20", "17", "16", "13"]


# --- §1.4 / G0: the seed's report from the model -----------------------------------------------
def test_seed_channel_report_within_ten_percent_of_fig_12() -> None:
    rows = chan_report(seed_session())
    assert list(rows) == list(SEED_ROWS)
    for chp, (total, bus, read, write, rate) in SEED_ROWS.items():
        words = rows[chp]
        assert words[1:5] == ["FC_S", r.generation(*{
            "42": ("FEX16SA", 16), "4C": ("FEX16SA", 8), "61": ("FEX16SP", 16), "6D": ("FEX16SP", 8),
            "94": ("FEX16S", 16), "95": ("FEX16S", 8), "A3": ("FEX8S", 8)}[chp]),
            words[3], "Y"]
        got = {"total": float(words[6]), "bus": float(words[7]), "read": float(words[9]),
               "write": float(words[11]), "rate": float(words[15])}
        want = {"total": total, "bus": bus, "read": read, "write": write, "rate": rate}
        for name, value in want.items():
            assert got[name] == pytest.approx(value, rel=0.10), (chp, name, got[name], value)
        assert words[12:15] == ["0.0", "0.0", "0.0"]  # no FICON-mode I/O


def test_seed_report_exact_where_the_model_is_by_construction() -> None:
    rows = chan_report(seed_session())
    assert [rows[c][6] for c in ("42", "61", "94", "A3")] == ["2.64", "5.11", "19.18", "10.94"]
    bus = [rows[c][7] for c in ("42", "4C", "61", "94", "A3")]
    assert bus == ["26.86", "26.86", "53.73", "68.77", "53.72"]
    # The saturated 8G rows are bound by the I/Os in flight (the seed's ACTIVE).
    assert rows["6D"][16] == "31.5"
    assert rows["95"][16] == "31.1"
