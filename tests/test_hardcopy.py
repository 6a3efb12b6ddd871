"""The console log: every command, response and unsolicited message in order, bounded."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from zconsole.console.clock import ConsoleClock
from zconsole.console.hardcopy import Hardcopy
from zconsole.console.session import Session
from zconsole.systems.zos.messages import render_all
from zconsole.systems.zos.model.loading.builtin import default_machine

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
    session = Session(default_machine(), clock=clock)
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
    assert entries[-1].lines(render_all) == [
        "IEE195I SCM LOCATIONS 0G TO 16G OFFLINE",
        "IEE712I CONFIG   PROCESSING COMPLETE",
    ]
    assert entries[0].lines(render_all) == ["CF SCM(16G),OFFLINE"]


def test_the_log_survives_a_restart_with_state(tmp_path: Path) -> None:
    from zconsole.console.hardcopy_file import log_path
    from zconsole.session_options import ConsoleOptions, make_session

    options = ConsoleOptions(clock="17.00.00", state=str(tmp_path / "machine.json"))
    first, _ = make_session(options, tmp_path)
    first.submit("CF SCM(0G-16G),OFFLINE")
    first.context.clock.advance(9)
    first.tick()
    before = [(e.seq, e.time, e.kind, e.lines(render_all)) for e in first.log]
    options = ConsoleOptions(state=str(tmp_path / "machine.json"))  # its clock goes on from 17.00.09
    again, _ = make_session(options, tmp_path)
    assert [(e.seq, e.time, e.kind, e.lines(render_all)) for e in again.log] == before
    again.submit("D M=SCM")
    assert [e.seq for e in again.log][-2:] == [before[-1][0] + 1, before[-1][0] + 2]
    with open(log_path(tmp_path / "machine.json"), "a", encoding="utf-8") as file:
        file.write('{"seq": 99, "time": "2026-1')  # a crash mid-line: skipped on reading
    third, _ = make_session(options, tmp_path)
    assert [e.lines(render_all) for e in third.log] == [e.lines(render_all) for e in again.log]


def test_the_log_file_stays_bounded(tmp_path: Path) -> None:
    from zconsole.console.hardcopy_file import attach, log_path

    state = tmp_path / "s.json"
    for run in range(3):
        session = Session(default_machine(), clock=ConsoleClock(frozen=T0))
        session.log = Hardcopy(limit=4)
        attach(session, state)
        for i in range(5):
            session.log.write(T0, "unsolicited", (), text=f"{run}.{i}")
    lines = log_path(state).read_text(encoding="utf-8").splitlines()
    assert len(lines) < 2 * 4 + 5  # rewritten with the newest 4 once it held 8 or more
    session = Session(default_machine(), clock=ConsoleClock(frozen=T0))
    session.log = Hardcopy(limit=4)
    attach(session, state)
    assert [e.text for e in session.log] == ["2.1", "2.2", "2.3", "2.4"]
    assert session.log.next_seq == 16


def test_the_log_file_stays_bounded_while_the_console_runs(tmp_path: Path) -> None:
    from zconsole.console.hardcopy_file import attach, log_path, read_entries

    session = Session(default_machine(), clock=ConsoleClock(frozen=T0))
    session.log = Hardcopy(limit=4)
    attach(session, tmp_path / "s.json")
    for i in range(50):
        session.log.write(T0, "unsolicited", (), text=str(i))
        assert len(log_path(tmp_path / "s.json").read_text(encoding="utf-8").splitlines()) < 8
    entries, _ = read_entries(log_path(tmp_path / "s.json"), 4)
    assert [e.text for e in entries] == ["46", "47", "48", "49"]


def test_a_budgeted_log_counts_each_entry_once_kept_and_once_dropped() -> None:
    # cost() is measured when an entry is kept; a drop subtracts that same figure, also
    # for entries kept before a cost was set (they were never counted)
    measured: list[str] = []

    def cost(entry: object) -> int:
        measured.append(getattr(entry, "text", ""))
        return 100 + len(getattr(entry, "text", ""))

    log = Hardcopy(limit=4)
    log.write(T0, "unsolicited", (), text="before")
    log.cost = cost
    for text in ("a", "bb", "ccc", "dddd", "eeeee"):
        log.write(T0, "unsolicited", (), text=text)
    assert [e.text for e in log] == ["bb", "ccc", "dddd", "eeeee"]
    assert log.bytes == 4 * 100 + 2 + 3 + 4 + 5
    assert measured == ["a", "bb", "ccc", "dddd", "eeeee"]
    while len(log):
        log.drop_oldest()
    assert log.bytes == 0
