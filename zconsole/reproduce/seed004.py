"""Seed 004 (VSE/ESA 2.6/2.7 performance items): its figures from the VSE model.

The SDL's cost and GETVIS SVA's move are read from the console (GETVIS SVA before and
after `.IPL SDL=n`); the SVA-24 relief from the machine by release; the LTA offload from
the attention routine's fetch counter; DELLBL from the label-area model; the limits from
what the machine-file loader accepts and refuses at the edge, and from POWER allocating
dynamic partitions until the 255 tasks are in use.
"""

from __future__ import annotations

import re
from typing import Any

from zconsole.reproduce.records import ANCHOR, Experiment, Row

SEED = "004"


def _console(release: str = "2.7", sdl: int = 700, sva24_kb: int = 768) -> Any:
    from zconsole.console.clock import ConsoleClock
    from zconsole.systems.vse.commands.context import Context
    from zconsole.systems.vse.model.machine_file import builtin

    machine = builtin("vse-workshop")
    machine.release, machine.sdl, machine.sva24_kb = release, sdl, sva24_kb
    return Context(machine, ConsoleClock())


def _used24_kb(ctx: Any) -> int:
    """GETVIS SVA's USED AREA below the line, as the console writes it."""
    from zconsole.systems.vse.line import run

    lines = [line for m in run("GETVIS SVA", ctx).messages for line in m.lines]
    used = next(line for line in lines if "USED AREA:" in line)
    found = re.search(r"USED AREA:\s+(\d+)K", used)
    assert found is not None
    return int(found.group(1))


def _sdl() -> list[Row]:
    from zconsole.systems.vse.line import run
    from zconsole.systems.vse.model.sva import PAGE, SDL_PER_PAGE, sdl_pages

    rows = [
        Row(SEED, "sdl", "SDL entries per 4K page", 56, SDL_PER_PAGE, ANCHOR),
        Row(SEED, "sdl", "SDL=32765 cost (MB)", 2.28, sdl_pages(32765) * PAGE / 2**20),
    ]
    ctx = _console(sva24_kb=4096)
    before = _used24_kb(ctx)
    for sdl in (1400, 32765):
        run(f".IPL SDL={sdl}", ctx)
        after = _used24_kb(ctx)
        rows.append(
            Row(
                SEED,
                "sdl",
                f"GETVIS SVA-24 move 700->{sdl} (4K pages, ceil(n/56))",
                sdl_pages(sdl) - sdl_pages(700),
                (after - before) // 4,
            )
        )
    ctx = _console()
    refused = run(".IPL SDL=32765", ctx).refused
    rows.append(Row(SEED, "sdl", "SDL=32765 in a 768K SVA-24 refused", "yes", "yes" if refused else "no"))
    return rows


def _sva24() -> list[Row]:
    from zconsole.systems.vse.model.sva import ICCF_USER

    used = {rel: _used24_kb(_console(rel)) for rel in ("2.5", "2.6", "2.7")}
    partition = {rel: _console(rel).machine.partition_getvis24_used_kb("F2") for rel in ("2.5", "2.7")}
    users = _console().machine.iccf_users
    return [
        Row(SEED, "sva24", "$IJBPRTY above the line, 2.5->2.6 (KB)", 6, used["2.5"] - used["2.6"]),
        Row(SEED, "sva24", "$IJBLBR split, 2.6->2.7 (KB)", 180, used["2.6"] - used["2.7"]),
        Row(SEED, "sva24", "ICCF USR+PHL per user (bytes)", 904 + 1352, ICCF_USER, ANCHOR),
        Row(
            SEED,
            "sva24",
            "CICS DSA below freed per ICCF user, 2.7 (KB)",
            2.3,
            (partition["2.5"] - partition["2.7"]) / users,
        ),
    ]


def _lta() -> list[Row]:
    from zconsole.systems.vse.line import run
    from zconsole.systems.vse.model.lta import OFFLOADED

    rows = []
    for release in ("2.5", "2.6"):
        ctx = _console(release)
        for line in ("LOG", "NOLOG", "PAUSE F4", "MSG F2"):
            run(line, ctx)
        rows.append(
            Row(
                SEED,
                "lta",
                f"LTA fetches for LOG, NOLOG, PAUSE, MSG on {release}",
                4 if release == "2.5" else 0,
                ctx.machine.lta_fetches,
            )
        )
    rows.append(Row(SEED, "lta", "AR commands offloaded (incl. MSG)", 8, len(OFFLOADED), ANCHOR))
    return rows


def _dellbl() -> list[Row]:
    from zconsole.systems.vse.model.labels import delete_svcs

    rows = []
    for labels in (10, 100, 712):
        saved = 1 - delete_svcs(labels, True) / delete_svcs(labels, False)
        rows.append(Row(SEED, "dellbl", f"SVCs saved deleting 1 of {labels} labels (> share)", 0.90, saved))
    return rows


def _edge(data_for: Any, low: int, high: int) -> int:
    """The largest n in low..high a machine file with ``data_for(n)`` is accepted with."""
    from zconsole.systems.vse.model.machine_file import VseMachineFileError, machine_from_data

    best = low - 1
    for n in range(low, high + 1):
        try:
            machine_from_data(data_for(n), "<edge>")
        except VseMachineFileError:
            break
        best = n
    return best


def _dynamic_edge() -> tuple[int, str]:
    """The vse-workshop machine with dynamic classes of 2-task partitions (212 tasks left: 106
    of them) and one job more: the tasks in use once POWER has allocated all it can, and
    whether the next job waits, POWER saying why (1Q52I)."""
    import datetime as dt

    from zconsole.systems.vse.line import settle
    from zconsole.systems.vse.model.dynamic import MAX_NPARTS, DynClass
    from zconsole.systems.vse.model.power import Job

    ctx = _console()
    machine = ctx.machine
    machine.nparts = MAX_NPARTS
    for klass in ("Z", "Y", "S", "R", "P", "C"):  # room for 6 x 35 partitions: past 255 tasks
        machine.dyn_classes[klass] = DynClass(klass, 35, 1024, 512, tasks=2)
    for n in range(machine.tasks_left() // 2 + 1):
        machine.power.queues["RDR"].append(Job(f"EDGE{n}", 50000 + n, 3, "D", "ZYSRPC"[n % 6], minutes=60))
    at = dt.datetime(2019, 1, 11, 10, 0)
    said = [line for m in settle(ctx, at) for line in m.lines]
    waits = "yes" if any("WAITS FOR A DYNAMIC PARTITION: 255 TASKS REACHED" in x for x in said) else "no"
    return machine.tasks(), waits


def _lubs_edge() -> int:
    """How many of ASSGN SYS000 ... SYS299 job control takes in one partition."""
    import datetime as dt

    from zconsole.systems.vse.model.jobcontrol import statement

    machine = _console().machine
    at = dt.datetime(2019, 1, 11, 10, 0)
    for n in range(300):
        statement(machine, "F4", f"ASSGN SYS{n:03d},UA", at)
    return sum(1 for unit in machine.partitions["F4"].lubs if unit.startswith("SYS") and unit[3:].isdigit())


def _limits() -> list[Row]:
    from zconsole.systems.vse.model.dynamic import MAX_NPARTS
    from zconsole.systems.vse.model.machine_file import builtin, machine_to_data
    from zconsole.systems.vse.model.partitions import STATIC

    base = machine_to_data(builtin("vse-workshop"))

    def tasks_in_f4(n: int) -> dict[str, Any]:
        data = {**base, "partitions": {k: dict(v) for k, v in base["partitions"].items()}}
        data["partitions"]["F4"]["tasks"] = n
        return data

    per_partition = _edge(tasks_in_f4, 1, 40)
    # the whole system's edge: raise every partition's tasks to 32 and see it refused past 255
    all32 = {**base, "partitions": {k: {**v, "tasks": 32} for k, v in base["partitions"].items()}}
    from zconsole.systems.vse.model.machine_file import VseMachineFileError, machine_from_data

    try:
        machine_from_data(all32, "<edge>")
        refused = "no"
    except VseMachineFileError as exc:
        refused = "yes" if "at most 255" in str(exc) else "no"
    tasks, waits = _dynamic_edge()
    per_lubs = _lubs_edge()
    return [
        Row(SEED, "limits", "tasks a partition", 32, per_partition),
        Row(SEED, "limits", "12x32 tasks refused past 255", "yes", refused),
        Row(SEED, "limits", "tasks in use when POWER stops allocating dynamic partitions", 255, tasks),
        Row(SEED, "limits", "the next dynamic partition refused past 255 tasks", "yes", waits),
        Row(SEED, "limits", "static + dynamic partitions at most (12 + 200)", 212, MAX_NPARTS, ANCHOR),
        Row(SEED, "limits", "static partitions", 12, len(STATIC), ANCHOR),
        Row(SEED, "limits", "logical units a partition (ASSGN SYSnnn accepted)", 255, per_lubs),
        Row(SEED, "limits", "logical units, 12 static partitions (12x255)", 3060, len(STATIC) * per_lubs),
    ]


EXPERIMENTS = (
    Experiment(SEED, "sdl", "SDL entries: SDL=n at IPL, ~56 a 4K page, 32765 ~2.28 MB", _sdl),
    Experiment(SEED, "sva24", "SVA-24 relief by release ($IJBPRTY, $IJBLBR, ICCF USR/PHL)", _sva24),
    Experiment(SEED, "lta", "LTA offload of AR commands", _lta),
    Experiment(SEED, "dellbl", "DELLBL in the LABEL macro", _dellbl),
    Experiment(SEED, "limits", "Limits: tasks, partitions, logical units", _limits),
)
