"""A million generated lines through one Session; prints the number of failures (must be 0).

A failure is a reply that breaks the console's contract (tests/test_fuzz.py): empty, not
starting with a message id, not printable ASCII, an internal error, or a refused line that
changed the machine. Run: `python bench/fuzz_million.py [COUNT]`.
"""

from __future__ import annotations

import random
import re
import sys
import time

from zconsole.console.clock import ConsoleClock
from zconsole.console.session import Session
from zconsole.systems.zos.messages import render_all
from zconsole.systems.zos.testing import snapshot

sys.path.insert(0, __file__.rsplit("/bench/", 1)[0])
from tests.strategies import DELIMITERS, ODD, VALID
from zconsole.systems.zos.model.loading.builtin import default_machine

MSGID = re.compile(r"^(IEE|IAR|ZCN)\d{3}[IADEW]( |$)")
CHARS = DELIMITERS + ODD + "ADEGIMOPSTVXZ0123456789"


def generate(rng: random.Random) -> str:
    line = rng.choice(VALID)
    for _ in range(rng.randint(0, 3)):
        at = rng.randint(0, len(line))
        kind = rng.random()
        if kind < 0.3:
            line = line[:at] + line[at + 1:]
        elif kind < 0.7:
            line = line[:at] + rng.choice(CHARS) + line[at:]
        elif kind < 0.85:
            line = line[:at]
        else:
            line = line + "," + rng.choice(VALID)
    return line


def main(count: int) -> int:
    rng = random.Random(1)
    session = Session(default_machine(), ConsoleClock())
    failures = 0
    start = time.perf_counter()
    for i in range(count):
        line = generate(rng)
        if not line.strip():
            continue
        refused_check = i % 50 == 0  # snapshots are costly; compare every 50th line
        before = snapshot(session.machine) if refused_check else None
        outcome = session.submit(line)
        lines = render_all(outcome.messages)
        ok = bool(lines) and bool(MSGID.match(lines[0])) and not any(x.startswith("ZCN999E") for x in lines)
        ok = ok and all(x.isascii() and (x.isprintable() or not x) for x in lines)
        if refused_check and outcome.refused:
            ok = ok and snapshot(session.machine) == before
        if not ok:
            failures += 1
            print(f"FAIL {line!r} -> {lines[:2]}")
        if outcome.ended:
            session = Session(default_machine(), ConsoleClock())
    elapsed = time.perf_counter() - start
    print(f"{count:,} lines, {failures} failures, {elapsed:.0f} s ({count / elapsed:,.0f} lines/s)")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000))
