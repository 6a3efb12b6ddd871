"""The console log: every command, response and unsolicited message in order, bounded."""

from __future__ import annotations

import datetime as dt

from zconsole.hardcopy import Hardcopy
from zconsole.model.clock import ConsoleClock
from zconsole.model.machine import Machine
from zconsole.session import Session

T0 = dt.datetime(2026, 11, 23, 17, 0, 0)


def test_log_keeps_the_newest_entries_within_its_bound() -> None:
    log = Hardcopy(limit=3)
    for i in range(5):
        log.write(T0, "unsolicited", (), text=str(i))
    assert [e.text for e in log] == ["2", "3", "4"]
    assert [e.seq for e in log.since(3)] == [4, 5]
    assert [e.seq for e in log.since(0)] == [3, 4, 5]  # 1 and 2 were dropped
    assert log.since(5) == []


def test_session_logs_command_response_and_a_drain_finishing_on_its_own() -> None:
    clock = ConsoleClock(frozen=T0)
    session = Session(Machine.default(), clock=clock)
    session.submit("CF SCM(16G),OFFLINE")  # increment 48G is empty: offline at once
    session.submit("CF SCM(16G),ON")
    session.submit("CF SCM(64G-80G),OFF")
    session.submit("CF SCM(0G-16G),OFF")  # 2,306,867 blocks to move: drains for 9 s
    assert session.tick() == ()
    clock.advance(9)
    finished = session.tick()
    assert finished, "the drain should finish when the clock passes its time"
    entries = list(session.log)
    assert [e.kind for e in entries][-3:] == ["command", "response", "unsolicited"]
    assert entries[-1].lines() == [
        "IEE195I SCM LOCATIONS 0G TO 16G OFFLINE",
        "IEE712I CONFIG   PROCESSING COMPLETE",
    ]
    assert entries[0].lines() == ["CF SCM(16G),OFFLINE"]
