"""The I/O plan kept between stretches and worked out when read (living/io_flow.py Planned,
io/counters.py): every change of its inputs gives a new plan equal to one made afresh, and
the counters counted late are the counters counted at once."""

from __future__ import annotations

import datetime as dt

import pytest

from tests.conftest import MACHINES, lines
from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Session
from zconsole.systems.zos.model.io import counters, load
from zconsole.systems.zos.model.living import io_flow
from zconsole.systems.zos.model.loading.machine_file import load_machine

LAB = MACHINES / "io-lab.toml"

# (command, whether the load moves): each changes an input of the plan (io-living.md §5.4).
CHANGES = (
    ("S DB2PROD", True),  # a job starts
    ("S SORTIO", True),
    ("CF CHP(94),OFFLINE", True),
    ("CF CHP(94),ONLINE", True),
    ("V PATH(7900,61),OFFLINE", True),
    ("V PATH(7900,61),ONLINE", True),
    (".FAIL LINK(6D)", True),
    (".DEGRADE LINK(4C)", True),
    (".REPAIR LINK(6D)", False),  # the link works again; the paths IOS removed stay off
    ("SETIOS ZHPF=NO", True),
    ("SETIOS ZHPF=YES", True),
    ("V 7901,OFFLINE", True),
    ("P SORTIO", True),  # a job ends
)


def lab() -> Session:
    clock = ConsoleClock.fixed(dt.time(10, 0, 0), source=lambda: dt.datetime(2019, 8, 15, 10, 0, 0),
                               date=dt.date(2019, 8, 15))
    return Session(load_machine(LAB), clock, DisplayIds(1), None)


def held(session: Session) -> io_flow.Planned | None:
    machine = session.machine
    now = session.context.clock.now()
    return io_flow.planned(machine.living(now), machine, now)


def fresh(session: Session) -> load.IoPlan:
    machine = session.machine
    now = session.context.clock.now()
    return load.plan(machine.io, io_flow.works(machine.living(now), now))


def test_every_input_change_gives_a_plan_equal_to_a_fresh_one() -> None:
    session = lab()
    before: io_flow.Planned | None = None
    for command, moves in CHANGES:
        lines(session, command)
        now = held(session)
        assert now is not None and now is not before, command  # the inputs changed: not the old plan
        assert now.plan == fresh(session), command
        if before is not None:
            assert (now.plan != before.plan) is moves, command
        lines(session, ".WAIT 1M")
        assert held(session) is now  # a minute with nothing changed keeps the plan
        before = now
    lines(session, "C DB2PROD")
    assert held(session) is None and fresh(session) == load.EMPTY


def test_time_nobody_reads_works_out_no_plan() -> None:
    session = lab()
    lines(session, "S DB2PROD")
    lines(session, ".WAIT 50M")  # io-lab's link of 6D fails at 11.00 (its IOS450Es read the plan)
    plan = held(session)
    assert plan is not None and plan.made is None
    rmf = session.machine.living(session.context.clock.now()).rmf
    assert rmf is not None and rmf.io is not None
    assert rmf.io.chans[0x61].zhpf_ops == plan.plan.chans[0x61].zhpf_rate * 3_000  # read: now counted
    assert plan.made is not None


# Load moving under held stretches, and PAGEHOG's paging I/O on CHPID 40 between them.
SCRIPT = ("S DB2PROD", "S SORTIO", ".WAIT 7M", "SETIOS ZHPF=NO", ".WAIT 3M", ".FAIL LINK(6D)",
          ".WAIT 2M", "CF CHP(94),OFFLINE", "S PAGEHOG", ".WAIT 30M", "SETIOS ZHPF=YES", ".WAIT 1H",
          "P SORTIO", ".WAIT 1M")


def pending(session: Session) -> int:
    """Stretches the counters hold, not counted yet."""
    rmf = session.machine.living(session.context.clock.now()).rmf
    return 0 if rmf is None or rmf.io is None else len(rmf.io._pending)


def counted(session: Session) -> tuple[object, object]:
    living = session.machine.living(session.context.clock.now())
    assert living.rmf is not None and living.rmf.io is not None
    io = living.rmf.io
    return ({c: k.values() for c, k in io.chans.items()}, {d: k.values() for d, k in io.devices.items()})


def test_counted_when_read_the_same_as_counted_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    late = lab()
    for command in SCRIPT:
        lines(late, command)
    assert pending(late)
    monkeypatch.setattr(counters, "MOST_PENDING", 1)  # each stretch counted as it ends
    at_once = lab()
    for command in SCRIPT:
        lines(at_once, command)
        assert not pending(at_once)
    assert counted(late) == counted(at_once)  # exactly: the same sums in the same order
    assert counted(late)[0][0x40][1] > 0  # type: ignore[index]  # PAGEHOG paged: FICON I/Os on 40
    assert lines(late, ".RMF CHAN,DEVICE") == lines(at_once, ".RMF CHAN,DEVICE")
