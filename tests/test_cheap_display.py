"""The cheap forms of D ASM's rendering and the clock's stamp give what the plain ones gave."""

from __future__ import annotations

import datetime as dt

from tests.conftest import make_session
from zconsole.console.clock import ConsoleClock
from zconsole.systems.zos.messages import catalog as c


def test_stamp_follows_every_second_and_every_clock_change() -> None:
    times = iter([dt.datetime(2026, 11, 25, 9, 5, 7, 1000 * i) for i in range(3)]
                 + [dt.datetime(2026, 11, 25, 9, 5, 8), dt.datetime(2026, 11, 26, 9, 5, 8),
                    dt.datetime(2026, 11, 26, 23, 59, 59, 999_999)])
    clock = ConsoleClock(source=lambda: next(times))
    seen = [clock.stamp() for _ in range(6)]
    assert seen == ["09.05.07"] * 3 + ["09.05.08", "09.05.08", "23.59.59"]
    frozen = ConsoleClock.fixed(dt.time(17, 17, 46))
    assert frozen.stamp() == "17.17.46"
    frozen.advance(1.0)
    assert frozen.stamp() == "17.17.47"
    frozen.set_time_of_day(dt.time(0, 0, 0))
    assert frozen.stamp() == "00.00.00"


def test_stamp_is_strftime() -> None:
    start = dt.datetime(2012, 10, 9, 0, 0, 0)
    for step in range(0, 86_400, 3_607):
        at = start + dt.timedelta(seconds=step, microseconds=step)
        assert ConsoleClock(frozen=at).stamp() == at.strftime("%H.%M.%S")


def test_a_row_line_is_kept_by_value_and_the_kept_lines_are_bounded() -> None:
    from zconsole.systems.zos.messages import asm

    fields = ("type", "pct", "stat", "dev", "dsn")
    for row in [("PLPA", 5, "OK", "0A01", "PAGE.PLPA"), ("LOCAL NV", 100, "FULL", "0A02", "X.Y")]:
        assert asm.row_line(row) == c.IEE200I_ROW.format(**dict(zip(fields, row, strict=True)))
    row = ("LOCAL", 42, "OK", "0A03", "PAGE.LOCAL.A")
    assert asm.row_line(row) == c.IEE200I_ROW.format(**dict(zip(fields, row, strict=True)))
    assert asm.row_line(("LOCAL", 43, "OK", "0A03", "PAGE.LOCAL.A")).split()[1] == "43%"  # a new value
    assert asm.row_line(("SCM", 0, "OK", None, None)) == c.IEE200I_ROW.format(
        type="SCM", pct=0, stat="OK", dev=c.IEE200I_SCM_NA, dsn=c.IEE200I_SCM_NA)
    for pct in range(asm.ROWS_KEPT + 5):
        asm.row_line(("PLPA", pct, "OK", "0A01", "X"))
    assert len(asm._ROWS) <= asm.ROWS_KEPT


def test_d_asm_shows_a_changed_usage_at_once() -> None:
    session = make_session()
    first = [line for m in session.submit("D ASM").messages for line in _lines(m)]
    pds = session.machine.page_datasets[-1]
    pds.used = pds.slots  # now full: its row says so
    second = [line for m in session.submit("D ASM").messages for line in _lines(m)]
    row = next(line for line in second if pds.dsname in line)
    assert row.split()[1:3] == ["100%", "FULL"]
    assert next(line for line in first if pds.dsname in line) != row


def _lines(message: object) -> list[str]:
    from zconsole.systems.zos.messages import render

    return render(message)
