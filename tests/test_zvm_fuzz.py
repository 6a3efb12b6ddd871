"""2,000 fuzzed CP lines: each gets a CP answer (never a traceback, never zconsole's own
internal error), and a refused line changes nothing in the machine."""

from __future__ import annotations

import datetime as dt
import random

import attrs

from zconsole.console.clock import ConsoleClock
from zconsole.systems.zvm.console import ZvmConsole
from zconsole.systems.zvm.model.loading.builtin import machine_for
from zconsole.systems.zvm.syntax.grammar import keywords

WORDS = (
    [full for _m, full in keywords().values()]
    + [m for m, _f in keywords().values()]
    + [
        "MAINT",
        "LINUX1",
        "LINUX2",
        "NOSUCH",
        "0300",
        "300",
        "0206",
        "FFFF",
        ".IPL",
        "GO",
        "COLD",
        "*",
        "254",
        "256",
        "0",
        "512M",
        "2G",
        "99999999T",
        "3%",
        "9%",
        "I/O",
        ".WAIT",
        "1",
        "M01P02",
        "M01P01",
        "TOOLONGNAME",
        "=",
        ",",
        "'",
        "Ä",
        "",
        "$HASP",
        "D",
        "ASM",
        "--",
        "\t",
        "q",
        "ind",
        "att",
    ]
)


def snapshot(console: ZvmConsole) -> object:
    m = console.machine
    return (
        [(d.rdev, d.owner, d.user, d.vdev) for d in m.devices.by_rdev.values()],
        dict(m.cpowned.slots),
        {u: (g.storage_mb, g.forced_by) for u, g in m.guests.items()},
        list(m.events.heap),
        attrs.asdict(m.tuning),
        console.context.emsg,
    )


def test_fuzzed_lines_get_cp_answers_and_refusals_change_nothing() -> None:
    rng = random.Random(31)  # a seed of the test's own: the same 2,000 lines every run
    console = ZvmConsole(machine_for("zvm-workshop"), ConsoleClock.fixed(dt.time(9, 0, 0)))
    refused = 0
    for _ in range(2000):
        line = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 6)))
        if rng.random() < 0.2:
            line = line.lower()
        before = snapshot(console)
        reply = console.submit(line)
        assert not any(m.key == "ZCN999E" for m in reply.messages), line
        if reply.refused:
            refused += 1
            assert snapshot(console) == before, line
            assert reply.rc > 0 and reply.lines[-1].startswith(f"Ready({reply.rc:05d});"), line
    assert refused > 1000  # most random lines are wrong, and each was answered by CP
