"""Drills on every system: a drill file names its system; its conditions are that system's
vocabulary (console/conditions.py), judged on that system's machine."""

from __future__ import annotations

import datetime as dt
import io
from pathlib import Path

import pytest

from zconsole.console.clock import ConsoleClock
from zconsole.console.session import Session
from zconsole.drills.frontend import grade
from zconsole.drills.spec import DrillFileError, load_drill
from zconsole.systems import registry

ZVM_DRILL = """\
[drill]
title = "Bring LINUX1 up"
system = "zvm"
machine = "zvm-workshop"
clock = "10.00.00"
time_limit = "10M"
briefing = "LINUX1 is down. Log it on with XAUTOLOG."

[[objective]]
condition = { logged_on = "LINUX1" }

[[mistake]]
text = "forced LINUX2"
penalty = 20
command = 'FORCE LINUX2.*'

[par]
commands = 1
time = "1M"
"""


def _drill(tmp_path: Path, text: str, name: str = "zvm-up") -> Path:
    path = tmp_path / f"{name}.toml"
    path.write_text(text)
    return path


def test_a_zvm_drill_is_judged_on_the_cp_machine(tmp_path: Path) -> None:
    drill = load_drill(_drill(tmp_path, ZVM_DRILL))
    assert (drill.system, drill.objectives[0].text) == ("zvm", "LINUX1 is logged on")
    key = tmp_path / "key.txt"
    key.write_text("XAUTOLOG LINUX1\n")
    out = io.StringIO()
    assert grade(drill, str(key), False, out) == 0
    text = out.getvalue()
    assert "> XAUTOLOG LINUX1\nXAUTOLOG LINUX1\nCommand accepted\n" in text  # CP echoes the line
    assert "ZCN301I OBJECTIVE MET - LINUX1 is logged on\nZCN307I DRILL ENDED - OBJECTIVES MET\n" in text
    assert text.endswith("SCORE: 100 OF 100\n")


def test_a_zvm_drill_notes_a_mistake_and_runs_its_time_out(tmp_path: Path) -> None:
    drill = load_drill(_drill(tmp_path, ZVM_DRILL))
    key = tmp_path / "key.txt"
    key.write_text("FORCE LINUX2\n")
    out = io.StringIO()
    grade(drill, str(key), False, out)
    text = out.getvalue()
    assert "ZCN304W MISTAKE - forced LINUX2 (-20)" in text
    assert "> .WAIT 600S\n" in text and "ZCN307I DRILL ENDED - TIME RAN OUT" in text
    assert text.endswith("SCORE: 0 OF 100\n")


@pytest.mark.parametrize(("change", "reason"), [
    ('system = "zvm"', 'system = "mvs"', ),
    ('{ logged_on = "LINUX1" }', '{ job_running = "LINUX1" }'),
])
def test_a_drill_names_a_system_and_only_its_clauses(tmp_path: Path, change: str, reason: str) -> None:
    with pytest.raises(DrillFileError) as caught:
        load_drill(_drill(tmp_path, ZVM_DRILL.replace(change, reason)))
    said = str(caught.value)
    if "mvs" in reason:
        assert said == (f"{tmp_path}/zvm-up.toml:3: [drill.system] 'mvs' is not a system zconsole runs "
                        "(vse, zos, zvm)")
    else:
        assert said.startswith(f"{tmp_path}/zvm-up.toml:")
        assert ("'job_running' is not a condition (known: logged_off, logged_on, page_space_below, "
                "paging_volume, reserved_at_least, resident_at_least)") in said


def test_a_mistake_protecting_a_job_needs_a_job_queue(tmp_path: Path) -> None:
    text = ZVM_DRILL.replace("command = 'FORCE LINUX2.*'", "command = 'FORCE (?P<job>\\\\d+)'\n"
                             "protects = { job = \"LINUX2\" }")
    with pytest.raises(DrillFileError) as caught:
        load_drill(_drill(tmp_path, text))
    assert "this system has no job queue whose jobs a mistake could protect" in str(caught.value)


@pytest.mark.parametrize("system", ["zvm", "vse"])
@pytest.mark.parametrize("spelling", ["120", "120S", "2M", "0.5H"])
def test_wait_takes_zos_spellings_on_every_system(system: str, spelling: str) -> None:
    """A drill runs its time out with `.WAIT nS`; every system's .WAIT takes z/OS's units."""
    session = _session(system)
    before = session.context.clock.now()
    assert not session.submit(f".WAIT {spelling}").refused
    seconds = {"120": 120, "120S": 120, "2M": 120, "0.5H": 1800}[spelling]
    assert (session.context.clock.now() - before).total_seconds() == seconds


@pytest.mark.parametrize("system", ["zvm", "vse"])
def test_wait_past_its_bound_is_refused_on_every_system(system: str) -> None:
    session = _session(system)
    before = session.context.clock.now()
    assert session.submit(".WAIT 999999H").refused
    assert session.context.clock.now() == before


def test_route_is_the_zos_consoles_own_command() -> None:
    """RO: run here when routed to this system (or *ALL); IEE618I for another name."""
    session = _session("zos")
    zos = session.system
    here = session.submit("RO SYS1,D T")
    assert not here.refused and zos.render_all(here.messages)[0].startswith("IEE136I LOCAL: TIME=")
    there = session.submit("RO SYS2,D T")
    assert there.refused
    assert zos.render_all(there.messages) == ["IEE618I ROUTE COMMAND REJECTED, INVALID SYSTEM NAME"]


def _session(name: str) -> Session:
    system = registry.system_named(name)
    clock = ConsoleClock.fixed(dt.time(10, 0, 0))
    return Session(system.builtin_machines()[system.default_machine](), clock, system=system)
