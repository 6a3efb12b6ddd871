"""z/VM's drill clauses on the storage lab: each judged on the field the console's display
reads (SET RESERVED's table, INDICATE USER's RES, the CP-owned PAGE volumes and their
extents), bad values refused with the reason, and objective texts made to name them."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT
from tests.zvm_helpers import ZVM, screen, zvm_session
from zconsole.console.clock import ConsoleClock
from zconsole.console.conditions import Watch, parse_condition, unnamed
from zconsole.console.session import Session

VOCABULARY = ZVM.drill_vocabulary()


def holds(session: Session, table: dict[str, Any]) -> bool:
    watch = Watch(session.machine, session.context.clock.now(), VOCABULARY)
    return parse_condition(table, VOCABULARY).holds(watch)


def test_a_reservation_and_the_pages_it_keeps_resident() -> None:
    session = zvm_session(machine="zvm-lab-63")
    screen(session, ".WAIT 10M")
    reserved = {"reserved_at_least": {"user": "CM200005", "pages": 102400}}
    resident = {"resident_at_least": {"user": "CM200005", "pages": 175000}}
    assert not holds(session, reserved) and not holds(session, resident)
    screen(session, "set reserved cm200005 100M")
    assert not holds(session, reserved)  # 25600 pages are not 102400
    screen(session, "set reserved cm200005 400M")
    assert holds(session, reserved)
    screen(session, ".WAIT 1M")
    res = int(screen(session, "ind user cm200005")[3].split("RES=")[1].split()[0])
    assert res >= 175000 and holds(session, resident)  # INDICATE USER's RES= is the figure judged
    screen(session, "force cm200005 immed")
    assert not holds(session, resident)  # a user logged off has nothing resident


def test_a_paging_volume_and_the_paging_space_in_use() -> None:
    machine = ZVM.machine_from_file(ROOT / "fixtures" / "machines" / "zvm" / "lab-page-dasd.toml")
    session = Session(machine, ConsoleClock.fixed(dt.time(9, 0), date=dt.date(2013, 8, 31)), system=ZVM)
    screen(session, ".WAIT 10M")
    summary = screen(session, "q alloc page")[-2]
    assert summary.split()[-1] == "91%"
    assert holds(session, {"paging_volume": ["M01P01", "LABP01"], "page_space_below": 92})
    assert not holds(session, {"page_space_below": 91}) and not holds(session, {"paging_volume": "M01P02"})
    screen(session, "define cpowned slot 254 m01p02")
    assert not holds(session, {"paging_volume": "M01P02"})  # CP-owned, not yet attached
    screen(session, "attach 0300 system m01p02")
    assert holds(session, {"paging_volume": "M01P02", "page_space_below": 80})
    assert screen(session, "q alloc page")[-2].split()[-1] == "66%"


@pytest.mark.parametrize(("table", "reason"), [
    ({"reserved_at_least": {"user": "CM200005"}}, 'must be a table { user = "USERID", pages = N }'),
    ({"reserved_at_least": {"user": "CM200005", "pages": 0}}, "must be a whole number from 1"),
    ({"resident_at_least": {"user": ["A", "B"], "pages": 1}}, "user: must be one userid"),
    ({"resident_at_least": {"user": "A", "pages": 1, "more": 1}}, "must be a table"),
    ({"paging_volume": 3}, "must be a name or a list of names"),
    ({"page_space_below": 0}, "must be a whole percentage from 1 to 100"),
])
def test_bad_values_are_refused_with_the_reason(table: dict[str, Any], reason: str) -> None:
    with pytest.raises(ValueError, match=None) as caught:
        parse_condition(table, VOCABULARY)
    assert reason in str(caught.value)


def test_an_objective_must_name_the_user_and_the_number() -> None:
    condition = parse_condition({"reserved_at_least": {"user": "CM200005", "pages": 102400}}, VOCABULARY)
    assert unnamed(condition, "CM200005 has 400M reserved") == ["102400"]
    assert unnamed(condition, "CM200005 has at least 102400 pages (400M) reserved") == []
    volumes = parse_condition({"paging_volume": ["M01P01", "LABP01"], "page_space_below": 80}, VOCABULARY)
    assert unnamed(volumes, "M01P01 still pages") == ["LABP01", "80"]


def test_the_zvm_drills_ship_with_their_keys() -> None:
    drills = sorted(p.stem for p in (ROOT / "fixtures" / "drills").glob("zvm-*.toml"))
    assert drills == ["zvm-page-dasd", "zvm-reserved"]
    for name in drills:
        for kind in ("answer", "wrong"):
            assert (ROOT / "fixtures" / "drill-keys" / f"{name}.{kind}.zc").is_file()
            assert Path(ROOT / "fixtures" / "drill-keys" / "goldens" / f"{name}.{kind}.txt").is_file()
