"""SCM model values: rounding, amounts, which increments a CONFIG takes, and page moves."""

from __future__ import annotations

import datetime as dt

import pytest

from tests.conftest import lines, make_session
from zconsole.systems.zos.model.core.units import format_amount, parse_amount, percent
from zconsole.systems.zos.model.loading.builtin import SCM_USED_IN_FIRST, default_machine
from zconsole.systems.zos.model.paging.scm import (
    MIGRATION_BLOCKS_PER_SECOND,
    IncrementStatus,
    Scm,
    ScmRefused,
)

G = 1024
T0 = dt.datetime(2026, 11, 22, 12, 0, 0)


@pytest.mark.parametrize(
    ("part", "whole", "expected"),
    [
        (2_306_867, 16_777_216, 14),  # 13.75 % rounds half up (spec section 4)
        (2_306_867, 4_194_304, 55),
        (2_306_867, 20_971_520, 11),  # after CF SCM(16G),ONLINE
        (2_096_144, 16_777_216, 12),  # spec section 3's figures: 12.49 %
        (1, 200, 1),  # exactly half rounds up
        (1, 201, 0),
        (0, 0, 0),
        (5, 5, 100),
    ],
)
def test_percent_rounds_half_up(part: int, whole: int, expected: int) -> None:
    assert percent(part, whole) == expected


@pytest.mark.parametrize(
    ("text", "mb"), [("16G", 16 * G), ("512M", 512), ("1T", 1024 * G), ("0G", 0), ("16g", 16 * G)]
)
def test_parse_amount(text: str, mb: int) -> None:
    assert parse_amount(text) == mb


@pytest.mark.parametrize("text", ["16", "G", "16K", "-16G", "1.5G", ""])
def test_parse_amount_rejects(text: str) -> None:
    with pytest.raises(ValueError):
        parse_amount(text)


@pytest.mark.parametrize(("mb", "text"), [(0, "0G"), (64 * G, "64G"), (512, "512M"), (1024 * G, "1024G")])
def test_format_amount(mb: int, text: str) -> None:
    assert format_amount(mb) == text


def statuses(scm: Scm) -> list[str]:
    return [inc.status.value for inc in scm.increments]


def test_online_takes_the_lowest_available_increments() -> None:
    scm = Scm.build(80 * G, 16 * G)
    scm.increments[1].status = IncrementStatus.ONLINE
    assert scm.bring_online(32 * G) == [(0, 16 * G), (32 * G, 48 * G)]
    assert statuses(scm)[:3] == ["ONLINE"] * 3


def test_offline_by_amount_takes_the_highest_online() -> None:
    machine = default_machine()
    assert machine.scm is not None
    result = machine.scm.offline_by_amount(32 * G, T0)
    assert result.offline == [(32 * G, 64 * G)] and result.pending == []
    assert statuses(machine.scm) == ["ONLINE", "ONLINE", "OFFLINE-AVAILABLE", "OFFLINE-AVAILABLE",
                                     "OFFLINE-AVAILABLE"]


def test_pages_move_to_the_lowest_online_increment_when_due() -> None:
    machine = default_machine()
    scm = machine.scm
    assert scm is not None
    result = scm.offline_by_range(0, 16 * G, T0)
    assert result.pending == [(0, 16 * G)]
    assert scm.increments[1].incoming_blocks == SCM_USED_IN_FIRST
    seconds = -(-SCM_USED_IN_FIRST // MIGRATION_BLOCKS_PER_SECOND)
    assert seconds == 9
    assert scm.settle(T0 + dt.timedelta(seconds=seconds - 1)) == []
    assert scm.increments[0].status is IncrementStatus.PENDING_OFFLINE
    assert scm.settle(T0 + dt.timedelta(seconds=seconds)) == [(0, 16 * G)]
    assert scm.increments[0].status is IncrementStatus.OFFLINE_AVAILABLE
    assert (scm.increments[0].used_blocks, scm.increments[1].used_blocks) == (0, SCM_USED_IN_FIRST)
    assert scm.increments[1].incoming_blocks == 0
    assert scm.used_blocks == SCM_USED_IN_FIRST  # no page lost or doubled


def test_pending_increment_cannot_be_taken_again() -> None:
    machine = default_machine()
    assert machine.scm is not None
    machine.scm.offline_by_range(0, 16 * G, T0)
    with pytest.raises(ScmRefused) as caught:
        machine.scm.offline_by_range(0, 32 * G, T0)
    assert caught.value.reason == "OFFLINE PRIOR TO REQUEST"


def test_figures_agree_across_displays_after_online() -> None:
    session = make_session()
    lines(session, "CF SCM(16G),ONLINE")
    assert "11% IN USE" in lines(session, "D M=SCM")
    assert "SCM       11%   OK   N/A   N/A" in lines(session, "D ASM")
    assert lines(session, "D ASM,SCM")[2] == "IN-USE       11%    20,971,520       2,306,867         0"


def test_increments_must_tile_the_defined_amount() -> None:
    with pytest.raises(ValueError, match="multiple"):
        Scm.build(72 * G, 16 * G)


def test_an_increment_receiving_pages_drains_them_too() -> None:
    """Found by the invariant state machine: 0G-16G drains into 16G, then 16G-32G is taken
    offline while those pages are on their way; they must not land in an offline increment."""
    from tests.conftest import lines, make_session

    session = make_session()
    lines(session, "CF SCM(0G-16G),OFFLINE")
    assert lines(session, "CF SCM(16G-32G),OFFLINE") == ["IEE195I SCM LOCATIONS 16G TO 32G PENDING OFFLINE"]
    lines(session, ".CLOCK +9")
    scm = session.machine.scm
    assert scm is not None
    assert all(inc.used_blocks == 0 for inc in scm.increments if not inc.in_service)
    assert scm.used_blocks == 2_306_867
