"""Steady paging (churn), RMF's samples of slots on the move, and common storage in dumps."""

from __future__ import annotations

import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import MACHINES, lines
from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Session
from zconsole.systems.zos.model.core.units import PAGES_PER_MB
from zconsole.systems.zos.model.living.rmf import SpaceSamples
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.paging.placement import SCM

P41 = MACHINES / "seed-p41.toml"
SERVERS = ("DB2A", "WAS1", "WAS2", "WAS3", "CICS1")


def p41_session(at: dt.time = dt.time(12, 0, 0)) -> Session:
    clock = ConsoleClock.fixed(at, source=lambda: dt.datetime(2012, 10, 9, 12, 0, 0))
    return Session(load_machine(P41), clock, DisplayIds(1), None)


def loaded(at: dt.time = dt.time(12, 0, 0)) -> Session:
    """P41 with its servers and SORTBIG started and settled: real storage full."""
    session = p41_session(at)
    for name in (*SERVERS, "SORTBIG"):
        lines(session, f"S {name}")
    lines(session, ".WAIT 10M")
    lines(session, ".RMF PAGESP")  # a fresh interval from here
    return session


def living(session: Session):  # type: ignore[no-untyped-def]
    return session.machine.living(session.context.clock.now())


def test_churn_moves_pages_both_ways_and_keeps_the_slots() -> None:
    session = loaded()
    state = living(session)
    slots = {a.asid: a.slots for a in state.spaces.values()}
    scm_used = session.machine.scm.used_blocks
    lines(session, ".WAIT 1M")
    state = living(session)
    assert {a.asid: a.slots for a in state.spaces.values()} == slots
    assert session.machine.scm.used_blocks == scm_used
    churning = [a for a in state.spaces.values() if a.proc.churn and a.aux_pages]
    assert {a.jobname for a in churning} == {"DB2A", "WAS1S", "WAS2S", "WAS3S", "CICS1"}
    # Each page a churner touches is read from SCM and one of its pages written there.
    expected = 2 * sum(a.proc.churn for a in churning)
    assert state.rmf.spaces[SCM].pages == expected


def test_no_churn_outside_the_busy_window() -> None:
    session = loaded(dt.time(19, 30, 0))
    lines(session, ".WAIT 1M")
    assert living(session).rmf.spaces[SCM].pages == 0


def test_no_churn_once_real_storage_has_room() -> None:
    session = loaded()
    lines(session, "C SORTBIG")
    lines(session, ".RMF PAGESP")
    lines(session, ".WAIT 1M")
    state = living(session)
    assert any(a.aux_pages for a in state.spaces.values())  # pages still out, but frames free
    assert state.rmf.spaces[SCM].pages == 0


def test_samples_of_a_steady_climb_see_every_point_of_it() -> None:
    climb = SpaceSamples()
    climb.sample(10, 30, 3)  # three samples at 10, 20, 30
    assert (climb.low, climb.high, climb.total) == (10, 30, 60)
    climb.sample(30, 30, 0)  # no sample in a stretch shorter than a cycle
    assert (climb.low, climb.high, climb.total) == (10, 30, 60)


def test_a_growing_job_s_average_lies_between_its_ends() -> None:
    session = loaded()
    idle = session.machine.scm.used_blocks
    lines(session, "S SORTGROW")
    before = session.machine.scm.used_blocks
    lines(session, ".WAIT 4M")
    after = session.machine.scm.used_blocks
    scm = living(session).rmf.spaces[SCM]
    samples = living(session).rmf.samples
    assert before - idle == 1 * PAGES_PER_MB  # its frames at start push as many out
    assert after - before == 4 * 64 * PAGES_PER_MB  # then 64M a minute
    assert scm.low is not None and before < scm.low < before + 2 * PAGES_PER_MB
    assert after - 64 * PAGES_PER_MB // 60 <= scm.high <= after
    assert abs(scm.total / samples - (before + after) / 2) < PAGES_PER_MB


def test_one_wait_or_two_give_the_same_report() -> None:
    reports = []
    for waits in (["12M"], ["5M", "7M"]):
        session = loaded()
        lines(session, "S SORTGROW")
        for wait in waits:
            lines(session, f".WAIT {wait}")
        reports.append(lines(session, ".RMF PAGESP"))
    assert reports[0] == reports[1]


def common_row(sdata: str) -> str:
    session = p41_session()
    lines(session, "S DB2A")
    lines(session, "DUMP COMM=(CSA OR NOT)")
    lines(session, f"R 00,JOBNAME=DB2A,SDATA=({sdata}),END")
    lines(session, ".WAIT 3M")
    return next(line for line in lines(session, ".RMF PAGESP") if line.startswith("COMMON"))


def test_a_dump_with_sdata_csa_reads_the_common_area_and_keeps_its_slots() -> None:
    with_csa = common_row("CSA,RGN")
    assert with_csa.split()[5:8] == ["61", "61", "61"]  # MIN, MAX, AVG: slots kept
    assert with_csa.split()[-3:-1] == ["2", "32"]  # 32 CSA pages in two 16-page I/Os
    assert common_row("RGN").split()[-3:-1] == ["0", "0"]


STEPS = st.one_of(
    st.sampled_from([f"S {name}" for name in (*SERVERS, "SORTBIG", "SORTGROW", "BATCHHOG")]),
    st.sampled_from(["C SORTBIG", "C SORTGROW", "C BATCHHOG", "P CICS1"]),
    st.sampled_from(["DUMP COMM=(T)", "R 00,JOBNAME=(DB2A,WAS*),SDATA=(CSA,RGN),END", "DD CLEAR,DSN=ALL"]),
    st.integers(1, 900).map(lambda s: f".WAIT {s}S"),
)


@settings(max_examples=25, deadline=None)
@given(st.lists(STEPS, min_size=1, max_size=12),
       st.sampled_from([dt.time(6, 58), dt.time(12, 0), dt.time(18, 55)]))
def test_churn_never_loses_or_makes_a_page(steps: list[str], at: dt.time) -> None:
    """Whatever runs, waits, ends and is dumped: each SCM block and local slot in use is
    an address space's page (the COMMON data set keeps its 61, CSA included), and no
    page is lost on the way out and back."""
    session = p41_session(at)
    for step in steps:
        lines(session, step)
        state = living(session)
        machine = session.machine
        owned = sum(a.aux.get(SCM, 0) for a in state.spaces.values())
        assert machine.scm.used_blocks == owned
        for pds in machine.page_datasets:
            if pds.is_local:
                assert pds.used == sum(a.aux.get(pds.dsname, 0) + a.vio.get(pds.dsname, 0)
                                       for a in state.spaces.values())
        assert [p.used for p in machine.page_datasets if not p.is_local] == [14655, 61]
        assert all(v >= 0 for a in state.spaces.values() for v in a.aux.values())
        # A server that does not grow keeps every page it has, wherever each one is.
        assert all(a.pages == a.proc.frames for a in state.spaces.values() if not a.proc.growth)
