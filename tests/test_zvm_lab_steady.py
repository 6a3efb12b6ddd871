"""A storage lab at its steady state moves on in closed form (storage/steady.py): what it
gives agrees with the lab stepped second by second, a command ends the stretch, a lab
still drifting is never taken for steady, and a lab saved mid-stretch resumes exactly."""

from __future__ import annotations

import json

import pytest

from zconsole.reproduce.seed003_labs import table1_config
from zconsole.systems.zvm.storage import rates as r
from zconsole.systems.zvm.storage.lab import Lab
from zconsole.systems.zvm.storage.state import StateError, from_data, to_data

HOUR = 3600


def stepped(release: str, seconds: int, monkeypatch: pytest.MonkeyPatch) -> Lab:
    """Table 1's lab stepped every second (no steady stretch is ever found)."""
    with monkeypatch.context() as m:
        m.setattr(r, "STEADY_INTERVALS", 10**6)
        lab = Lab.build(table1_config(release))
        lab.advance(seconds)
    return lab


def count_steps(lab: Lab, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    steps = [0]
    one_step = Lab._one_step

    def counted(self: Lab) -> None:
        steps[0] += 1
        one_step(self)

    monkeypatch.setattr(Lab, "_one_step", counted)
    return steps


def test_a_steady_hour_agrees_with_the_hour_stepped(monkeypatch: pytest.MonkeyPatch) -> None:
    fast = Lab.build(table1_config("6.3"))
    fast.advance(HOUR)
    slow = stepped("6.3", HOUR, monkeypatch)
    assert fast.period == 1 and slow.period == 0
    assert [i.end for i in fast.intervals] == [i.end for i in slow.intervals]
    for a, b in zip(fast.intervals[-1].guests, slow.intervals[-1].guests, strict=True):
        for name in ("transactions", "inval", "reval", "reads", "writes", "resident"):
            assert getattr(a, name) == pytest.approx(getattr(b, name), rel=1e-3, abs=1.0), name
    for c, d in zip(fast.cohorts, slow.cohorts, strict=True):
        for key in ("touches", "reads", "writes", "inval", "reval"):
            assert c.totals[key] == pytest.approx(d.totals[key], rel=1e-3), key  # what IND USER shows
        assert c.resident == pytest.approx(d.resident, abs=16)
    assert fast.running["stolen"] == pytest.approx(slow.running["stolen"], rel=1e-3)


def test_a_steady_hour_costs_a_few_minutes_of_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    lab = Lab.build(table1_config("6.3"))
    steps = count_steps(lab, monkeypatch)
    lab.advance(HOUR)
    assert lab.now == HOUR and len(lab.intervals) == HOUR // r.INTERVAL_SECONDS
    assert steps[0] <= 15 * 60  # it settles within minutes; the rest of the hour is closed form
    steps[0] = 0
    lab.advance(2 * HOUR + 17)
    assert steps[0] == 0 and lab.now == 2 * HOUR + 17  # the odd seconds too: a share of an interval


def test_a_lab_still_drifting_is_not_steady() -> None:
    """z/VM 6.2's three-pass steal reshapes the CM2 guests' lists for hours: it steps on."""
    lab = Lab.build(table1_config("6.2"))
    for end in range(300, HOUR + 1, 300):
        lab.advance(end)
        assert lab.period == 0


@pytest.mark.parametrize(
    "change",
    [
        lambda lab: lab.set_reserved("CM200003", 20_000),
        lambda lab: lab.set_agelist(percent=5.0),
        lambda lab: lab.set_agelist(early_writes=False),
        lambda lab: lab.set_paging_volumes(35),
    ],
)
def test_a_command_ends_a_steady_stretch(change: object, monkeypatch: pytest.MonkeyPatch) -> None:
    lab = Lab.build(table1_config("6.3"))
    lab.advance(HOUR)
    assert lab.period == 1
    change(lab)  # type: ignore[operator]
    assert lab.period == 0
    steps = count_steps(lab, monkeypatch)
    lab.advance(HOUR + 60)
    assert steps[0] == 60  # the next minute is stepped, not repeated


def test_a_lab_saved_mid_stretch_resumes_exactly() -> None:
    """However the time is cut (the console settles the lab at every command), and saved
    and restored between: one run's bytes."""
    whole = Lab.build(table1_config("6.3"))
    whole.advance(2 * HOUR)
    first = Lab.build(table1_config("6.3"))
    for end in (700, HOUR + 13, HOUR + 14, HOUR + 59):
        first.advance(end)
    assert first.period == 1
    resumed = from_data(json.loads(json.dumps(to_data(first))))
    resumed.advance(2 * HOUR)
    assert json.dumps(to_data(resumed)) == json.dumps(to_data(whole))


def test_a_state_with_a_period_it_cannot_have_is_refused() -> None:
    lab = Lab.build(table1_config("6.3"))
    lab.advance(HOUR)
    data = json.loads(json.dumps(to_data(lab)))
    data["lab"]["period"] = r.STEADY_MAX_PERIOD + 1
    with pytest.raises(StateError, match=r"lab\.period"):
        from_data(data)
