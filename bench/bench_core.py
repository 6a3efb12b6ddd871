"""Benchmark: one-shot start-up against its floor, the large machine's extra cost, and the
in-process cost of 20,000 distinct lines against a bare lark parse of the same lines.

Every figure is a ratio or a difference of runs made side by side, interleaved, in one
run of this script (medians), so a busy machine slows both sides alike.
Run alone: `python bench/bench_core.py [--quick] [--one-shot]` (`--one-shot`: the
start-up rows only).
"""

from __future__ import annotations

import contextlib
import os
import random
import statistics
import subprocess
import sys
import time

from zconsole.systems.zos.model.loading.builtin import default_machine

ZCONSOLE = os.path.join(os.path.dirname(sys.executable), "zconsole")
FLOOR = [sys.executable, "-c", "import lark, attrs"]
ONE_SHOT = {
    "floor": FLOOR,
    "D ASM": [ZCONSOLE, "-c", "D ASM"],
    "large D ASM": [ZCONSOLE, "--machine", "large", "-c", "D ASM"],
    "large CF CHP": [ZCONSOLE, "--machine", "large", "-c", "CF CHP(41),OFFLINE"],
    "large D M=DEV": [ZCONSOLE, "--machine", "large", "-c", "D M=DEV"],
    # the JES2 commands a script issues most, through JES2's own grammar
    "$DA": [ZCONSOLE, "-c", "$DA"],
    "$D I": [ZCONSOLE, "-c", "$D I"],
}


# Installed, zconsole's modules have their byte code cached (pip compiles it at install).
# With PYTHONDONTWRITEBYTECODE set, a source tree whose __pycache__ is missing or older
# than its sources would compile those modules again in every run: the rows would then
# measure Python's compiler (large CF CHP minus D ASM: +29 ms CPU so, +11 ms with byte code). The
# children may write their byte code, so the warm-up runs below leave it current.
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def one_shot(runs: int) -> tuple[dict[str, float], dict[str, float]]:
    """Median wall time and CPU time (user + system of the process) of each command line,
    the lines taking turns run after run. On a shared machine the wall time includes
    waiting for a core; the CPU time is the work itself."""
    for argv in ONE_SHOT.values():  # warm the caches: tables, byte code, pages
        subprocess.run(argv, stdout=subprocess.DEVNULL, check=False, env=CHILD_ENV)
    walls: dict[str, list[float]] = {name: [] for name in ONE_SHOT}
    cpus: dict[str, list[float]] = {name: [] for name in ONE_SHOT}
    for _ in range(runs):
        for name, argv in ONE_SHOT.items():
            start = time.perf_counter()
            child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, env=CHILD_ENV)
            _, _, usage = os.wait4(child.pid, 0)
            walls[name].append(time.perf_counter() - start)
            cpus[name].append(usage.ru_utime + usage.ru_stime)
    return ({name: statistics.median(t) for name, t in walls.items()},
            {name: statistics.median(t) for name, t in cpus.items()})


def distinct_lines(count: int, seed: int = 20_000) -> list[str]:
    """``count`` different console lines: I/O and SCM, valid and refused, about 1 in 4 refused."""
    rng = random.Random(seed)
    makers = [
        lambda: f"D M=DEV({rng.randrange(0x10000):04X})",
        lambda: f"D M=DEV({rng.randrange(0x7800, 0x7880):04X},({rng.choice(['42', '9E', '60', '53'])}))",
        lambda: f"CF SCM({rng.randrange(1, 10**4)}G-{rng.randrange(1, 10**4)}G),OFFLINE",
        lambda: f"D M=CHP({rng.randrange(256):02X})",
        lambda: f"D M=CU({rng.randrange(0x10000):04X})",
        lambda: f"V PATH({rng.randrange(0x7800, 0x7880):04X},{rng.choice(['42', '9E', '60'])}),ONLINE",
        lambda: f"V {rng.randrange(0x7900, 0x7980):04X},ONLINE",
        lambda: f"CF SCM({rng.randrange(1, 10**6)}M),ONLINE",
        lambda: f"D ASM,PAGE=SYS1.LOCAL.P{rng.randrange(10**6)}",
        lambda: f".NEXTID {rng.randrange(1, 1000)}",
        lambda: f".CLOCK +{rng.randrange(1, 86_400)}",
        # refused by the grammar or its value checks
        lambda: f"D M=DEV({rng.randrange(0x10000):04X}",
        lambda: f"D ASM,X{rng.randrange(10**6)}",
        lambda: f"CF CHP({rng.randrange(256):02X}),SIDEWAYS{rng.randrange(1000)}",
        lambda: f"D M=SCM({rng.randrange(10**6)})",
    ]
    lines: dict[str, None] = {}
    while len(lines) < count:
        lines[rng.choice(makers)()] = None
    return list(lines)


def in_process(lines: list[str], clock: object = time.process_time) -> tuple[float, float]:
    """Seconds for Session.submit + render of every line, and for lark's own LALR parse
    (CPU time of this process by default: on a shared machine it is what the work costs)."""
    import lark

    from zconsole.console.clock import ConsoleClock
    from zconsole.console.session import Session
    from zconsole.systems.zos.messages import render_all
    from zconsole.systems.zos.syntax.grammar import grammar_text

    sys.modules["zconsole.systems.zos.syntax.parse"]._parse_cached.cache_clear()  # nothing memoized helps
    session = Session(default_machine(), ConsoleClock())
    now = clock
    start = now()  # type: ignore[operator]
    for line in lines:
        render_all(session.submit(line).messages)
    ours = now() - start  # type: ignore[operator]

    parser = lark.Lark(grammar_text(), parser="lalr")
    start = now()  # type: ignore[operator]
    for line in lines:
        with contextlib.suppress(lark.exceptions.LarkError):
            parser.parse(line)
    bare = now() - start  # type: ignore[operator]
    return ours, bare


def one_shot_rows(times: dict[str, float], cpu: dict[str, float]) -> list[tuple[str, str]]:
    """The start-up rows: each command against the floor, and the large machine's extra cost."""
    floor = times["floor"]

    def ratio(name: str) -> str:
        return (f"**{times[name] / floor:.2f}x** ({times[name] * 1000:.0f} / {floor * 1000:.0f} ms); "
                f"{cpu[name] / cpu['floor']:.2f}x CPU "
                f"({cpu[name] * 1000:.0f} / {cpu['floor'] * 1000:.0f} ms)")

    def delta(a: str, b: str) -> str:
        return f"{(times[a] - times[b]) * 1000:+.0f} ms wall, {(cpu[a] - cpu[b]) * 1000:+.0f} ms CPU"

    return [
        ('`zconsole -c "D ASM"` / `python -c "import lark, attrs"` (wall; CPU)', ratio("D ASM")),
        ('`zconsole -c "$DA"` / `python -c "import lark, attrs"` (wall; CPU)', ratio("$DA")),
        ('`zconsole -c "$D I"` / `python -c "import lark, attrs"` (wall; CPU)', ratio("$D I")),
        ('`--machine large -c "D ASM"` minus default `-c "D ASM"`', delta("large D ASM", "D ASM")),
        ('on `large`: `CF CHP(41),OFFLINE` minus `D ASM`', delta("large CF CHP", "large D ASM")),
        ('on `large`: `D M=DEV` (65,280 devices) minus `D ASM`', delta("large D M=DEV", "large D ASM")),
    ]


def run(quick: bool = False, only_one_shot: bool = False) -> list[tuple[str, str]]:
    rows = one_shot_rows(*one_shot(7 if quick else 21))
    if only_one_shot:
        return rows
    lines = distinct_lines(20_000)
    pairs = [in_process(lines) for _ in range(1 if quick else 3)]
    ours = statistics.median(p[0] for p in pairs)
    bare = statistics.median(p[1] for p in pairs)
    walls = [in_process(lines, time.perf_counter) for _ in range(1 if quick else 3)]
    wall_ratio = statistics.median(p[0] / p[1] for p in walls)
    return [
        *rows,
        ("in process: 20,000 distinct lines through `Session.submit` + render / bare "
         '`lark.Lark(grammar, parser="lalr").parse`',
         f"**{ours / bare:.2f}x** CPU ({len(lines) / ours:,.0f} / {len(lines) / bare:,.0f} lines/s); "
         f"{wall_ratio:.2f}x wall"),
    ]


if __name__ == "__main__":
    for metric, value in run(quick="--quick" in sys.argv, only_one_shot="--one-shot" in sys.argv):
        print(f"{metric}: {value}")
