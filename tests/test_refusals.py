"""A line the console rejects, or a request it refuses, leaves the machine exactly as it was."""

from __future__ import annotations

import pytest

from tests.conftest import MACHINES, lines, make_session
from tests.test_syntax import MALFORMED
from zconsole.systems.zos.messages import render_all
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.testing import snapshot

REFUSED_CONFIG = [
    ("CF SCM(17G),ONLINE", "IEE195I SCM NOT RECONFIGURED-INVALID AMOUNT"),
    ("CF SCM(0G),ONLINE", "IEE195I SCM NOT RECONFIGURED-INVALID AMOUNT"),
    ("CF SCM(32G),ONLINE", "IEE195I SCM NOT RECONFIGURED-AMOUNT TOO HIGH"),
    ("CF SCM(80G),OFFLINE", "IEE195I SCM NOT RECONFIGURED-AMOUNT TOO HIGH"),
    ("CF SCM(8G),OFFLINE", "IEE195I SCM NOT RECONFIGURED-INVALID AMOUNT"),
    ("CF SCM(8G-16G),OFFLINE", "IEE195I SCM LOCATIONS 8G TO 16G NOT RECONFIGURED-INVALID RANGE"),
    ("CF SCM(16G-16G),OFFLINE", "IEE195I SCM LOCATIONS 16G TO 16G NOT RECONFIGURED-INVALID RANGE"),
    ("CF SCM(64G-96G),OFFLINE",
     "IEE195I SCM LOCATIONS 64G TO 96G NOT RECONFIGURED-RANGE END TOO HIGH"),
    ("CF SCM(48G-80G),OFFLINE",
     "IEE195I SCM LOCATIONS 48G TO 80G NOT RECONFIGURED-OFFLINE PRIOR TO REQUEST"),
]


@pytest.mark.parametrize(("command", "first"), REFUSED_CONFIG)
def test_refused_config_changes_nothing(command: str, first: str) -> None:
    session = make_session()
    before = snapshot(session.machine)
    outcome = session.submit(command)
    assert outcome.refused and not outcome.changed
    assert render_all(outcome.messages) == [first, "IEE712I CONFIG   PROCESSING COMPLETE"]
    assert snapshot(session.machine) == before


@pytest.mark.parametrize(("text", "msgid", "verb"), MALFORMED)
def test_malformed_line_changes_nothing(text: str, msgid: str, verb: str) -> None:
    session = make_session()
    before = snapshot(session.machine)
    next_id = session.context.ids.next_id
    outcome = session.submit(text)
    assert outcome.refused and not outcome.changed
    assert render_all(outcome.messages)[0].startswith(msgid + " ")
    assert snapshot(session.machine) == before
    assert session.context.ids.next_id == next_id  # no display number was used up


def test_unmovable_pages_refuse_the_whole_request() -> None:
    session = make_session(load_machine(MACHINES / "scm-busy.toml"))
    before = snapshot(session.machine)
    assert lines(session, "CF SCM(32G-64G),OFFLINE")[0] == (
        "IEE195I SCM LOCATIONS 32G TO 64G NOT RECONFIGURED-UNABLE TO MOVE DATA"
    )
    assert snapshot(session.machine) == before


def test_no_scm_refuses_config() -> None:
    session = make_session(load_machine(MACHINES / "no-scm.toml"))
    before = snapshot(session.machine)
    assert lines(session, "CF SCM(16G),ON") == [
        "IEE195I SCM NOT RECONFIGURED-OPTION NOT INSTALLED",
        "IEE712I CONFIG   PROCESSING COMPLETE",
    ]
    assert snapshot(session.machine) == before


def test_lower_case_is_the_same_command() -> None:
    upper, lower = make_session(), make_session()
    assert lines(upper, "CF SCM(16G),ONLINE") == lines(lower, "cf scm(16g),online")
    assert snapshot(upper.machine) == snapshot(lower.machine)
