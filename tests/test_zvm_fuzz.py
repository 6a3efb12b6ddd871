"""2,000 fuzzed CP lines: each gets a CP answer (never a traceback, never zconsole's own
internal error), and a refused line changes nothing in the machine."""

from __future__ import annotations

import random

import attrs

from tests.zvm_helpers import ZVM, rc, zvm_session
from zconsole.console.session import Session
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


def snapshot(console: Session) -> object:
    m = console.machine
    return (
        [(d.rdev, d.owner, d.user, d.vdev) for d in m.devices.by_rdev.values()],
        dict(m.cpowned.slots),
        {u: (g.storage_mb, g.forced_by) for u, g in m.guests.items()},
        list(m.events.heap),
        attrs.asdict(m.tuning),
        {u: g.emsg for u, g in m.guests.items()},
    )


def test_fuzzed_lines_get_cp_answers_and_refusals_change_nothing() -> None:
    rng = random.Random(31)  # a seed of the test's own: the same 2,000 lines every run
    console = zvm_session()
    refused = 0
    for _ in range(2000):
        line = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 6)))
        if rng.random() < 0.2:
            line = line.lower()
        before = snapshot(console)
        outcome = console.submit(line)
        assert not any(m.said.key == "ZCN999E" for m in outcome.messages), line
        if outcome.refused:
            refused += 1
            assert snapshot(console) == before, line
            code = rc(console, outcome.messages)
            assert code > 0 and ZVM.render_all(outcome.messages)[-1].startswith(f"Ready({code:05d});"), line
    assert refused > 1000  # most random lines are wrong, and each was answered by CP
