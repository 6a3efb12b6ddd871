"""No command can hang a machine: random operator sequences with extreme operands, and
each command's work (events fired and stretches run, counted, never timed) stays under
a bound, whatever the operands, on every system zconsole runs.

A system added to the registry needs a driver here (a session maker, its operator
vocabulary, its work counter): the test of the registry below fails until it has one.

Every system runs FULL_SEQUENCES (2,000) random sequences in CI. z/VM's run on its
workshop machine (the storage-lab lines among them, answered there without a lab); its
two storage-lab machines run fewer of their own (LAB_SEQUENCES), because there a
``.WAIT`` runs the lab up to an hour of simulated time: Table 1's 6.3 lab settles within
minutes and then moves on in closed form (storage/steady.py), but its 6.2 lab keeps
reshaping its lists for hours and steps every second (about 0.3 s of CPU an hour).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zconsole.session_options import ConsoleOptions, make_session
from zconsole.systems import registry
from zconsole.systems.zos.messages import render_all
from zconsole.systems.zos.testing import work_done

# Work one command may cost at most. The largest known: each of a lab's dozen CHPIDs left
# with a drill's intermittent errors says their first io_flow.ERRORS_SAID (100) and then
# waits for path recovery, about 12 x 2 x 101 events and stretches, on top of the
# workloads' own busy windows over a week. One by one, a week at 5 errors a minute was 100,000.
MAX_WORK = 10_000
MACHINES = Path(__file__).resolve().parent.parent / "fixtures" / "machines"
CI_SEQUENCES = 150  # each a fresh machine and up to 12 commands (the full 2,000 below)
FULL_SEQUENCES = 2_000

# Numbers an attacker or a slip of the finger gives: the edges of every documented range
# and far past them.
EXTREME = st.one_of(
    st.sampled_from([0, 1, 2, 9, 10, 59, 60, 99, 100, 101, 999, 1000, 6000, 6001, 9999, 65_535, 86_400,
                     86_401, 604_800, 999_999, 10**8, 2 * 10**8, 2**31, 2**63, 10**30]),
    st.integers(min_value=0, max_value=10**12),
)
CHPIDS = st.sampled_from(["4C", "61", "6D", "94", "95", "20", "A3", "FF", "00"])


def _zos_line(draw: Callable[[Any], Any]) -> str:
    n, m = draw(EXTREME), draw(EXTREME)
    chp = draw(CHPIDS)
    templates = [
        f".IFCC LINK({chp}),RATE={n}", f".TIMEOUT LINK({chp}),RATE={n}", f".FAIL LINK({chp})",
        f".DEGRADE LINK({chp})", f".REPAIR LINK({chp})", f".WAIT {n}", f".WAIT {n}S", f".WAIT {n}M",
        f".WAIT {n}H", f".WAIT {n}.{m % 1000}S", f".CLOCK +{n}", f".NEXTID {n}", f"D U,,,0000,{n}",
        f"K S,SEG={n}", f"K S,RNUM={n}", f"K S,RTME={n}", f"K E,{n}", f"SE {n}", f"SE 'HI',OPERATOR={n}",
        f"$D I{n}-{m}", f"$S I{n}-{m}", f"$P I{n}", f"$T I{n},C=A", f"$DJ{n % 10**6}-{m}",
        f"$T JOBDEF,JNUMWARN={n}", f"CF SCM({n}G),ONLINE", f"CF SCM({n}M-{m}T),OFFLINE",
        f"R {n % 10**4},U", f"{n % 100:02d},U", "S DB2PROD", "S CICSPROD", "S BATCHJOB", "P DB2PROD",
        "C DB2PROD", "DUMP COMM=(HANG)", f"CF CHP({chp}),OFFLINE", f"CF CHP({chp}),ONLINE",
        f"V PATH(7900,{chp}),OFFLINE", "V 7900-790F,OFFLINE", "V 7900-790F,ONLINE", "SETIOS ZHPF=NO",
        ".RMF CHAN,DEVICE,PAGESP", "D A,L", "D R,L", "D M=CHP", ".IPL 00", "I SMF",
    ]
    line: str = draw(st.sampled_from(templates))
    return line


def _zvm_lab_line(draw: Callable[[Any], Any]) -> str:
    """A line about the storage lab (its machines' guests, SET, .PERFKIT)."""
    n = draw(EXTREME)
    guest = draw(st.sampled_from(["CM100001", "CM200003", "LINUX2", "MAINT", "NOSUCH"]))
    templates = [
        f".WAIT {n}", "IND LOAD", f"IND USER {guest}", "IND PAGING", "Q FRAMES", "Q ALLOC PAGE",
        f"SET AGELIST SIZE {n % 10**5}%", f"SET AGELIST SIZE {n % 10**7}M", "SET AGELIST EARLYWRITES NO",
        f"SET RESERVED {guest} {n % 10**7}", f"SET RESERVED {guest} OFF",
        f"SET SRM STORBUF {n % 10**5}% 1% 1%",
        f".PERFKIT PAGELOG {guest}", ".PERFKIT STEALLOG", f"XAUTOLOG {guest}", f"FORCE {guest}",
        "DEFINE CPOWNED SLOT 200 M01P02", "ATTACH 0300 SYSTEM M01P02", f"DEFINE STORAGE {n % 10**7}M",
    ]
    line: str = draw(st.sampled_from(templates))
    return line


def _vse_line(draw: Callable[[Any], Any]) -> str:
    n = draw(EXTREME)
    templates = [
        f".WAIT {n}", f".IPL SDL={n}", f"PRTY F{n % 10},BELOW,F{(n + 1) % 10}", "D RDR,FREE",
        "D WRUN,FULL=YES", "D A", "D Q", f"S F{n % 10},{n % 10}", f"P F{n % 10}", "R RDR,DTVJOB7",
        "A RDR,DTVJOB7,DISP=D",
        f"A RDR,DTVJOB7,PRI={n % 10}", "L LST,DTVJOB7", "GETVIS SVA,DETAIL", "MAP", "SIR",
        "MSG F2", "MSG F7,DATA=X", "REPLID", f"PAUSE F{n % 10}", "4 SET SDL", "4 LIST=$SVAPROD", "4 /*",
        f"{n % 10000}", "2 CEMT P SHUT", "D DYNC", f"4 ASSGN SYS{n % 1000:03d},UA", "LISTIO F4",
        f"ALLOC F{n % 10}={n % 10**8}K", f"SIZE F{n % 10}={n % 10**5}M", f"HELP 1S4{n % 10}I",
    ]
    line: str = draw(st.sampled_from(templates))
    return line


def _zvm_work(session: Any) -> int:
    """The events the machine has applied (logons, logoffs, the IPL's steps) and the
    storage lab's steps (a simulated second each, bounded per settle)."""
    lab = session.machine.lab
    fired: int = session.machine.events.fired
    return fired + (0 if lab is None else round(lab.now))


@attrs.frozen
class Driver:
    """What the test needs of a system: a fresh session, a line an operator might type,
    and the work the machine has done so far."""

    session: Callable[[str], Any]
    line: Callable[[Callable[[Any], Any]], str]
    work: Callable[[Any], int]
    machines: tuple[str, ...]
    sequences: int = CI_SEQUENCES  # a quick run (-m "not slow")
    full: int = FULL_SEQUENCES


def _zvm_line(draw: Callable[[Any], Any]) -> str:
    n, m = draw(EXTREME), draw(EXTREME)
    templates = [
        f".WAIT {n}", f".WAIT {n % 10**6}", f"DEFINE STORAGE {n}M", f"DEFINE STORAGE {n % 10**7}M",
        f"DEFINE CPOWNED SLOT {n} M01P02", f"DEFINE CPOWNED SLOT {n % 256} M01P02",
        f"ATTACH {n % 65536:04X} SYSTEM M01P02", "ATTACH 0300 SYSTEM M01P02", f"DETACH {n % 65536:04X}",
        f"SET RESERVED LINUX1 {n}", f"SET RESERVED SYSMAX {n % 10**7}M", f"SET AGELIST SIZE {n}%",
        f"SET SRM STORBUF {n}% {m}% {n}%", "FORCE LINUX2", "FORCE LINUX2 IMMED", "FORCE MAINT",
        "XAUTOLOG LINUX2", "XAUTOLOG LINUX1", "Q NAMES", "Q ALLOC PAGE", "IND LOAD", "Q FRAMES",
        f"Q {n % 65536:X}", ".IPL", "COLD", "GO", "STOP", "WARM", "COLD DRAIN NOAUTOLOG",
    ]
    if draw(st.booleans()):
        return _zvm_lab_line(draw)
    line: str = draw(st.sampled_from(templates))
    return line


def _zvm_session(machine: str) -> Any:
    name, _, user = machine.partition(" ")
    options = ConsoleOptions(system="zvm", machine=name, clock="10.00.00", user=user or None)
    return make_session(options, MACHINES)[0]


DRIVERS = {
    "zos": Driver(
        session=lambda machine: make_session(ConsoleOptions(machine=machine, clock="10.00.00"), MACHINES)[0],
        line=_zos_line,
        work=lambda session: work_done(session.machine),
        machines=("io-lab.toml", "default"),
    ),
    "vse": Driver(
        session=lambda machine: make_session(ConsoleOptions(system="vse", clock="22.29.00"), MACHINES)[0],
        line=_vse_line,
        work=lambda session: session.machine.steps,
        machines=("default",),
    ),
    # z/VM: its work is the events its machine has applied (logons, logoffs, the IPL's
    # steps) and its storage lab's steps (the lab machines: LAB_SEQUENCES)
    "zvm": Driver(
        session=_zvm_session,
        line=_zvm_line,
        work=_zvm_work,
        machines=("zvm-workshop", "zvm-workshop OPERATOR"),
    ),
}
# z/VM's storage-lab machines: (machine, a quick run's sequences, CI's)
LAB_SEQUENCES = (("zvm-lab-63", 20, 400), ("zvm-lab-62", 10, 100))


def _systems() -> list[str]:
    return registry.names()


@st.composite
def _sequences(
    draw: Callable[[Any], Any], system: str, machines: tuple[str, ...] = ()
) -> tuple[str, list[str]]:
    driver = DRIVERS[system]
    machine = draw(st.sampled_from(machines or driver.machines))
    line = st.composite(lambda d: driver.line(d))()
    return machine, draw(st.lists(line, min_size=1, max_size=12))


def _run(system: str, machine: str, lines: list[str]) -> None:
    driver = DRIVERS[system]
    session = driver.session(machine)
    for line in lines:
        before = driver.work(session)
        session.submit(line)
        cost = driver.work(session) - before
        assert cost <= MAX_WORK, f"{line!r} cost {cost} events after {lines}"


def test_every_system_has_a_driver() -> None:
    assert set(_systems()) <= set(DRIVERS), "a registered system has no driver in this test"


@pytest.mark.parametrize("system", _systems())
def test_commands_do_bounded_work(system: str) -> None:
    @settings(max_examples=DRIVERS[system].sequences, deadline=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(_sequences(system))
    def check(sequence: tuple[str, list[str]]) -> None:
        _run(system, *sequence)

    check()


@pytest.mark.slow
@pytest.mark.parametrize("system", _systems())
def test_commands_do_bounded_work_full(system: str) -> None:
    @settings(max_examples=DRIVERS[system].full, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(_sequences(system))
    def check(sequence: tuple[str, list[str]]) -> None:
        _run(system, *sequence)

    check()


@pytest.mark.parametrize(("machine", "quick", "_full"), LAB_SEQUENCES)
def test_the_storage_labs_do_bounded_work(machine: str, quick: int, _full: int) -> None:
    @settings(max_examples=quick, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(_sequences("zvm", (machine,)))
    def check(sequence: tuple[str, list[str]]) -> None:
        _run("zvm", *sequence)

    check()


@pytest.mark.slow
@pytest.mark.parametrize(("machine", "_quick", "full"), LAB_SEQUENCES)
def test_the_storage_labs_do_bounded_work_full(machine: str, _quick: int, full: int) -> None:
    @settings(max_examples=full, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
    @given(_sequences("zvm", (machine,)))
    def check(sequence: tuple[str, list[str]]) -> None:
        _run("zvm", *sequence)

    check()


def test_a_rate_past_the_range_is_refused() -> None:
    session = DRIVERS["zos"].session("io-lab.toml")
    for verb in (".IFCC", ".TIMEOUT"):
        outcome = session.submit(f"{verb} LINK(94),RATE=200000000")
        assert outcome.refused
        assert [type(m).__name__ for m in outcome.messages] == ["CommandError"]
        assert outcome.messages[0].msgid == "IEE535I"
    assert not session.submit(".IFCC LINK(94),RATE=6000").refused


def test_errors_below_any_threshold_for_a_week_cost_bounded_work() -> None:
    """No path recovery ends them (PATH_SCOPE=DEVICE): after the first hundred they are
    counted, not fired one by one (a week at 5 a minute was 50,400 events)."""
    session = DRIVERS["zos"].session("default")
    assert not session.submit(".IFCC LINK(4C),RATE=5").refused
    before = work_done(session.machine)
    session.submit(".WAIT 168H")
    assert work_done(session.machine) - before < 500


def test_a_drill_left_running_for_a_week_costs_bounded_work() -> None:
    """Errors at the highest rate on every lab CHPID, then a week: the first hundred of
    each are said, the rest counted; path recovery comes once, as one by one would."""
    session = DRIVERS["zos"].session("io-lab.toml")
    session.submit("S DB2PROD")
    for chp in ("4C", "61", "6D", "94"):
        session.submit(f".TIMEOUT LINK({chp}),RATE=6000")
    before = work_done(session.machine)
    outcome = session.submit(".WAIT 168H")
    assert work_done(session.machine) - before < 2_000
    names = [type(m).__name__ for m in outcome.messages]
    assert names.count("ChannelError") <= 4 * 100
    assert "PathRecovery" in names or any("Recovery" in n for n in names)


def test_a_new_rate_after_the_errors_said_is_heard_at_once() -> None:
    """Past the first hundred, the event waiting is path recovery's; a new rate's errors
    come at their own pace, not when that event would have come."""
    session = DRIVERS["zos"].session("io-lab.toml")
    session.submit("S DB2PROD")
    session.submit(".TIMEOUT LINK(94),RATE=6000")
    session.submit(".WAIT 30S")
    session.submit(".TIMEOUT LINK(94),RATE=12")
    said = render_all(session.submit(".WAIT 10S").messages)
    assert [x for x in said if x.startswith("IOS051I")] == [
        "IOS051I INTERFACE TIMEOUT DETECTED ON 7900,94,0B,**02",
        "IOS051I INTERFACE TIMEOUT DETECTED ON 7901,94,0B,**02"]


def test_one_d_m_dev_names_at_most_one_subchannel_sets_devices() -> None:
    """A line of ranges repeated (11 x 0000-FFFF fits in 126 characters) would be a display
    of 650 M characters: one D M=DEV names at most 65,536 devices in all (INFERRED)."""
    from tests.conftest import make_session

    session = make_session()
    whole = session.submit("D M=DEV(0000-7FFF,8000-FFFF)")
    assert not whole.refused
    for line in ("D M=DEV(0000-FFFF,0000)", "D M=DEV(" + ",".join(["0000-FFFF"] * 11) + ")"):
        outcome = session.submit(line)
        assert outcome.refused, line
        assert session.system.render_all(outcome.messages) == ["IEE535I DISPLAY  INVALID PARAMETER"]
