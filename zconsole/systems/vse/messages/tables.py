"""The lines of the displays: POWER's queues (REAL header and rows), the rest INFERRED."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.vse.model.partitions import MAX_TASKS, number

if TYPE_CHECKING:
    from zconsole.systems.vse.messages.said import Said
    from zconsole.systems.vse.model.machine import VseMachine
    from zconsole.systems.vse.model.power import Job

# REAL: READER QUEUE's header (pdisplay-rdr-free-1r46i.txt); the others INFERRED from it.
HEADERS = {
    "RDR": "READER QUEUE   P D C S  CARDS BU",
    "LST": "LIST QUEUE     P D C S  PAGES",
    "PUN": "PUNCH QUEUE    P D C S  CARDS",
    "XMT": "XMIT QUEUE     P D C S  CARDS",
}
WAIT_FOR_RUN = " (WAIT FOR RUN SUBQUEUE)"  # REAL per the spec (D WRUN,FULL=YES)


def _row(job: Job, queue: str, machine: VseMachine) -> str:
    """`CICSICCF 44021 3 * 2       71   PART=F2 FROM=(SYSA)` (REAL)."""
    disp = "*" if job.running else job.disp
    count = job.pages if queue == "LST" else job.cards
    if job.running:
        where = f"PART={job.partition} "
    elif job.run_at is not None:
        where = f"RUN={job.run_at:%H:%M,%m/%d} "
    else:
        where = ""
    head = f"{job.name:<8} {job.number:05d} {job.priority} {disp} {job.klass} {count:>8}"
    return f"{head}   {where}FROM=({job.origin})"


def queue(message: Said, machine: VseMachine) -> list[str]:
    values = message.values()
    name = str(values["queue"])
    numbers = values["jobs"]
    assert isinstance(numbers, tuple)
    jobs = {job.number: job for job in machine.power.queues[name]}
    header = HEADERS[name] + (WAIT_FOR_RUN if values.get("full") else "")
    lines = [header]
    for n in numbers:
        job = jobs[n]
        lines.append(_row(job, name, machine))
        if values.get("full"):
            lines.extend(_full(job))
    return lines


def _full(job: Job) -> list[str]:
    """D WRUN,FULL=YES's continuation lines (the field names are the spec's; their values'
    layout INFERRED)."""
    due = job.run_at
    duetime = f"{due:%H%M}" if due else "0000"
    dueday = f"{due:%m/%d}" if due else "*"
    return [
        f"       D={job.disp} DBGP=000 DUETIME={duetime} DUEDAY={dueday} RERUN=NO",
        f"       SECN=0 QNUM={job.number:05d} T=0 TKN={job.number:08X} DE=N TE=N",
    ]


def active(message: Said, machine: VseMachine) -> list[str]:
    running = {job.partition: job for job in machine.power.queues["RDR"] if job.running}
    lines = []
    for name, part in machine.partitions.items():
        if not part.classes:
            continue
        job = running.get(name)
        if not part.started:
            state = "STOPPED"
        elif job is not None:
            state = f"{job.name:<8} {job.number:05d}"
        else:
            state = "WAITING FOR WORK"
        lines.append(f"{name:<2} {state},CL={part.classes}")
    return lines


def counts(message: Said, machine: VseMachine) -> list[str]:
    queues = machine.power.queues
    return [" ".join(f"{name}={len(queues[name])}" for name in queues)]


def storage_map(message: Said, machine: VseMachine) -> list[str]:
    only = message.values().get("part")
    lines = ["SPACE AREA  V-SIZE  GETVIS  NAME"]
    if not only:
        sva = machine.sva()
        lines.append(f"  S   SVA   {machine.sva24_kb:>5}K  {(sva.used24 + 1023) // 1024:>5}K  SVA-24")
    for name, part in machine.partitions.items():
        if only and name != only:
            continue
        lines.append(
            f"  {number(name)}   {name:<4}  {part.size_kb:>5}K  {part.getvis24_kb:>5}K  "
            f"{part.phase or 'NO NAME'}"
        )
    return lines


def getvis(message: Said, machine: VseMachine) -> list[str]:
    values = message.values()
    area = str(values["area"])
    if area == "SVA":
        sva = machine.sva()
        size24, used24 = machine.sva24_kb, -(-sva.used24 // 1024)
        size31, used31 = machine.sva31_kb, -(-sva.used31 // 1024)
        users = [(n, s, "24") for n, s in sva.below] + [(n, s, "31") for n, s in sva.above]
    else:
        part = machine.partitions[area]
        size24, used24 = part.getvis24_kb, machine.partition_getvis24_used_kb(area)
        size31, used31 = part.getvis31_kb, part.getvis31_used_kb
        users = []
        if area == machine.iccf_partition:
            from zconsole.systems.vse.model.sva import ICCF_USER, iccf_below

            below = iccf_below(machine.release, machine.iccf_users)
            users.append(("ICCF USR+PHL", below or machine.iccf_users * ICCF_USER, "24" if below else "31"))
    lines = [
        f"GETVIS USAGE  {area + '-24':>8}  {area + '-ANY':>9}",
        f"AREA SIZE:    {size24:>7}K  {size24 + size31:>8}K",
        f"USED AREA:    {used24:>7}K  {used24 + used31:>8}K",
        f"FREE AREA:    {size24 - used24:>7}K  {size24 + size31 - used24 - used31:>8}K",
    ]
    if values.get("detail"):
        lines.append("SUBPOOL          BYTES  LOC")
        lines.extend(f"{name:<14} {size:>7}  {loc}" for name, size, loc in users)
    return lines


def listio(message: Said, machine: VseMachine) -> list[str]:
    """LISTIO: a partition's logical units and their devices (INFERRED layout)."""
    from zconsole.systems.vse.model.lubs import LUBS_PER_PARTITION, SYSTEM_UNITS, order

    name = str(message.values()["part"])
    units = machine.partitions[name].lubs
    programmer = sum(1 for u in units if u not in SYSTEM_UNITS)
    lines = [f"LOGICAL UNITS OF {name}: {programmer} OF {LUBS_PER_PARTITION} SYSNNN ASSIGNED"]
    lines.extend(f"{unit:<8} {units[unit]}" for unit in order(units))
    return lines


def dync(message: Said, machine: VseMachine) -> list[str]:
    """D DYNC: the dynamic class table (the command REAL, the operator notes; the layout
    INFERRED): each class's partitions at most and now, ALLOC, SIZE, tasks, state."""
    from zconsole.systems.vse.model.dynamic import active as in_class

    lines = [
        f"DYNAMIC CLASS TABLE  NPARTS={machine.nparts}  PARTITIONS={len(machine.partitions)}"
        f"  TASKS={machine.tasks()} OF {MAX_TASKS}",
        "CLASS  MAX  NOW  ALLOC    SIZE  TASKS  STATE",
    ]
    for name in reversed(machine.prty):
        table = machine.dyn_classes.get(name)
        if table is None:
            continue
        now = len(in_class(machine.partitions, name))
        state = "ENABLED" if table.enabled else "DISABLED"
        lines.append(
            f"{name:<5}{table.partitions:>5}{now:>5} {table.alloc_kb:>5}K {table.size_kb:>6}K"
            f" {table.tasks:>6}  {state}"
        )
    return lines


def sir(message: Said, machine: VseMachine) -> list[str]:
    return [
        f"CPUID = {machine.cpuid}  SYSTEM = VSE/ESA {machine.release}",
        f"SDL = {machine.sdl}  TASKS = {machine.tasks()} OF 255",
        f"LTA PHASE FETCHES = {machine.lta_fetches}",
    ]


def help_index(message: Said, machine: VseMachine) -> list[str]:
    """HELP: the commands (``words``, their spellings), and how to have a message explained."""
    import textwrap

    words = str(message.values()["words"])
    head = "ZCN100I VSE COMMANDS (MAN ZCONSOLE-VSE(7)); HELP MSGID EXPLAINS A 1X MESSAGE:"
    return [
        head,
        *textwrap.wrap(words, 72, initial_indent="  ", subsequent_indent="  "),
        "  nnnn [TEXT] ANSWERS REPLY ID nnnn (REPLID LISTS THEM)",
    ]


def explained(message: Said, machine: VseMachine) -> list[str]:
    """HELP msgid: the explanation of explanations.toml in lines of 72."""
    import textwrap

    from zconsole.systems.vse.messages.explained import explanation

    e = explanation(str(message.values()["msgid"]))
    assert e is not None
    lines = [f"ZCN102I MESSAGE {e.msgid} EXPLAINED ({e.evidence})"]
    for title, text in (
        ("MEANING", e.meaning),
        ("SYSTEM ACTION", e.action),
        ("OPERATOR RESPONSE", e.response),
    ):
        lines += textwrap.wrap(f"{title}: {text}", 72, subsequent_indent="  ", break_on_hyphens=False)
    return lines
