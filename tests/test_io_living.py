"""The living channel subsystem: the constants' checks (io-living.md §5.2), the seed's RMF
CHANNEL PATH ACTIVITY report reproduced (§1.4, §4 G0) and the load model's properties."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import MACHINES, lines
from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Session
from zconsole.systems.zos.model.io import rates as r
from zconsole.systems.zos.model.loading.machine_file import load_machine

SEED = MACHINES / "io-seed.toml"
# SEED 002 Fig 12: ID -> (UTIL TOTAL, BUS, READ, WRITE, ZHPF RATE).
SEED_ROWS = {
    "42": (2.64, 26.86, 429.93, 429.65, 6558.1),
    "4C": (2.51, 26.86, 429.90, 429.70, 6558.2),
    "61": (5.11, 53.73, 859.59, 859.61, 13117),
    "6D": (4.87, 50.77, 819.57, 805.12, 12395),
    "94": (19.18, 68.77, 859.61, 859.61, 13117),
    "95": (17.02, 64.50, 819.77, 792.70, 12302),
    "A3": (10.94, 53.72, 429.48, 430.12, 6558.2),
}


def session_on(path: object, at: dt.time = dt.time(9, 39, 44)) -> Session:
    clock = ConsoleClock.fixed(at, source=lambda: dt.datetime(2019, 8, 15, 9, 39, 44),
                               date=dt.date(2019, 8, 15))
    return Session(load_machine(path), clock, DisplayIds(1), None)  # type: ignore[arg-type]


def chan_report(session: Session) -> dict[str, list[str]]:
    """.RMF CHAN's rows by CHPID, split into words."""
    out = lines(session, ".RMF CHAN")
    start = next(i for i, line in enumerate(out) if line.startswith("ID TYPE")) + 1
    return {line.split()[0]: line.split() for line in out[start:]}


def seed_session() -> Session:
    session = session_on(SEED)
    for chp in SEED_ROWS:
        lines(session, f"S FIO{chp}")
    lines(session, ".WAIT 1M")
    return session


# --- §5.2: the constants against the seed's prose ---------------------------------------------
def test_zhpf_and_ficon_4k_maxima() -> None:
    assert 1e6 / r.processor_us(r.FEX16SA, True, 1) == pytest.approx(310_000)
    assert 1e6 / r.processor_us(r.FEX16SA, False, 1) == pytest.approx(25_833, rel=1e-4)
    # 128K zHPF at 3,200 MB/s keeps the 16SA processor under 10 % (Fig 11).
    ios = 3_200e6 / (32 * r.BLOCK)
    assert ios * r.processor_us(r.FEX16SA, True, 32) / 1e6 == pytest.approx(0.098, abs=0.001)
    # Endpoint Security: 310K -> 304K.
    assert 1e6 / r.processor_us(r.FEX16SA, True, 1, encrypted=True) == pytest.approx(304_000)


def test_unloaded_response_times() -> None:
    assert r.unloaded_us(True, 1, True, 1_600) == pytest.approx(90.0, abs=0.5)
    assert r.unloaded_us(False, 1, True, 1_600) == pytest.approx(190.0, abs=1.0)
    read = r.unloaded_us(True, 32, True, 1_600) / r.unloaded_us(False, 32, True, 1_600)
    write = r.unloaded_us(True, 32, False, 1_600) / r.unloaded_us(False, 32, False, 1_600)
    assert read == pytest.approx(0.75, abs=0.01)
    assert write == pytest.approx(0.80, abs=0.01)


def test_generation_codes() -> None:
    assert [r.generation(f, g) for f, g in (("FEX16SA", 16), ("FEX16SA", 8), ("FEX16SP", 16),
                                            ("FEX16SP", 8), ("FEX16S", 16), ("FEX16S", 8), ("FEX8S", 8))] == \
        ["27", "26", "21", "20", "17", "16", "13"]


# --- §1.4 / G0: the seed's report from the model -----------------------------------------------
def test_seed_channel_report_within_ten_percent_of_fig_12() -> None:
    rows = chan_report(seed_session())
    assert list(rows) == list(SEED_ROWS)
    for chp, (total, bus, read, write, rate) in SEED_ROWS.items():
        words = rows[chp]
        assert words[1:5] == ["FC_S", r.generation(*{
            "42": ("FEX16SA", 16), "4C": ("FEX16SA", 8), "61": ("FEX16SP", 16), "6D": ("FEX16SP", 8),
            "94": ("FEX16S", 16), "95": ("FEX16S", 8), "A3": ("FEX8S", 8)}[chp]),
            words[3], "Y"]
        got = {"total": float(words[6]), "bus": float(words[7]), "read": float(words[9]),
               "write": float(words[11]), "rate": float(words[15])}
        want = {"total": total, "bus": bus, "read": read, "write": write, "rate": rate}
        for name, value in want.items():
            assert got[name] == pytest.approx(value, rel=0.10), (chp, name, got[name], value)
        assert words[12:15] == ["0.0", "0.0", "0.0"]  # no FICON-mode I/O


def test_seed_report_exact_where_the_model_is_by_construction() -> None:
    rows = chan_report(seed_session())
    assert [rows[c][6] for c in ("42", "61", "94", "A3")] == ["2.64", "5.11", "19.18", "10.94"]
    bus = [rows[c][7] for c in ("42", "4C", "61", "94", "A3")]
    assert bus == ["26.86", "26.86", "53.73", "68.77", "53.72"]
    # The saturated 8G rows are bound by the I/Os in flight (the seed's ACTIVE).
    assert rows["6D"][16] == "31.5"
    assert rows["95"][16] == "31.1"


# --- §4: the scenarios' target figures within 10 % --------------------------------------------
LAB = MACHINES / "io-lab.toml"


def lab(*commands: str) -> Session:
    session = session_on(LAB, dt.time(10, 0, 0))
    for command in commands:
        lines(session, command)
    return session


def device_lcu(session: Session, command: str, lcu: str) -> list[str]:
    """The LCU total line of ``lcu`` in a DEVICE report ``command`` prints."""
    out = lines(session, command)
    return next(line.split() for line in out if line.split()[:1] == [lcu] and line.startswith(" " * 40))


def test_s2_hot_channel_relieved_by_a_third_path() -> None:
    session = lab("S SORTIO", ".WAIT 10M")
    out = lines(session, ".RMF CHAN,DEVICE")
    rows = {line.split()[0]: line.split() for line in out if line[:2] in ("95", "A3", "9F")}
    assert float(rows["95"][15]) == pytest.approx(9_155, rel=0.10)
    assert float(rows["95"][7]) == pytest.approx(48.0, rel=0.10)
    assert float(rows["A3"][7]) == pytest.approx(75.0, rel=0.10)
    lcu = next(line.split() for line in out if line.startswith(" " * 40) and line.split()[0] == "0980")
    assert float(lcu[2]) == pytest.approx(0.98, rel=0.10)  # device RESP, ms
    lines(session, "CF CHP(9F),ONLINE")
    lines(session, ".WAIT 10M")
    out = lines(session, ".RMF CHAN")
    rows = {line.split()[0]: line.split() for line in out if line[:2] in ("95", "A3", "9F")}
    for chp, bus in (("A3", 50.0), ("95", 32.0), ("9F", 25.0)):
        assert float(rows[chp][7]) == pytest.approx(bus, rel=0.10)
        assert float(rows[chp][15]) == pytest.approx(6_104, rel=0.10)


def test_s4_from_16s_to_16sa() -> None:
    session = lab("S OLTP2", ".WAIT 10M")
    rows = chan_report(session)
    assert float(rows["96"][15]) == pytest.approx(96_400, rel=0.10)
    assert float(rows["96"][6]) == pytest.approx(98.4, rel=0.10)
    for command in ("CF CHP(46),ONLINE", "CF CHP(96),OFFLINE", ".WAIT 10M"):
        lines(session, command)
    rows = chan_report(session)
    assert "96" not in rows
    assert float(rows["46"][15]) == pytest.approx(120_000, rel=0.10)
    assert float(rows["46"][6]) == pytest.approx(38.7, rel=0.10)


def test_s5_endpoint_security_costs_two_percent() -> None:
    rows = chan_report(lab("S ESEC", "S ESECT", ".WAIT 10M"))
    encrypted, plain = float(rows["42"][15]), float(rows["43"][15])
    assert encrypted == pytest.approx(304_000, rel=0.01)
    assert plain == pytest.approx(310_000, rel=0.01)
    assert 1 - encrypted / plain == pytest.approx(0.019, abs=0.002)


def test_utilisations_bounded_and_load_conserved() -> None:
    """Every I/O a workload delivers is on exactly one usable path; no utilisation > 100 %."""
    from zconsole.systems.zos.model.io import load

    session = lab()
    machine = session.machine
    io = machine.io
    works = [(i, p.io) for i, p in enumerate(machine.procedures.values()) if p.io is not None]
    plan = load.plan(io, works)  # type: ignore[arg-type]
    assert sum(c.zhpf_rate + c.ficon_rate for c in plan.chans.values()) == pytest.approx(
        sum(plan.delivered.values()))
    assert sum(g.rate * g.group.count for g in plan.groups) == pytest.approx(sum(plan.delivered.values()))
    for chpid, c in plan.chans.items():
        assert load.usable(io, chpid)
        assert c.busy <= 1.0
        assert max(c.read_mb, c.write_mb) <= load.link_mb(io.chpids[chpid])
        assert c.read_mb + c.write_mb <= r.BUS_MB[io.chpids[chpid].feature or r.DEFAULT_FEATURE]
    assert load.plan(io, works) == plan  # type: ignore[arg-type]


def chan_rows(session: Session, *chpids: str) -> dict[str, tuple[float, float]]:
    """(ZHPF+FICON RATE, UTIL TOTAL) of ``chpids`` in a .RMF CHAN now."""
    rows = chan_report(session)
    return {c: (float(rows[c][12]) + float(rows[c][15]), float(rows[c][6])) for c in chpids}


def test_s1_failing_link_moves_the_load_at_once() -> None:
    session = lab("S DB2PROD", ".WAIT 10M")
    before = chan_rows(session, "4C", "61", "6D", "94")
    for chp, total in (("4C", 21.0), ("61", 21.7), ("6D", 21.7), ("94", 66.3)):
        assert before[chp][0] == pytest.approx(65_000, rel=0.10)
        assert before[chp][1] == pytest.approx(total, rel=0.10)
    out = lines(session, ".FAIL LINK(61)")
    assert out[1] == "*IOS450E 7900,61, NOT OPERATIONAL PATH TAKEN OFFLINE"
    assert sum(line.startswith("*IOS450E") for line in out) == 16
    assert out[-1] == "ZCN040I 48 MORE DEVICES LOST PATH 61"
    dev = lines(session, "D M=DEV(7900)")
    assert "PATH ONLINE           Y    N    Y    Y" in dev
    assert "PATH OPERATIONAL      Y    N    Y    Y" in dev
    assert "790 $  $  $  $  $  $  $  $  $  $  $  $  $  $  $  $" in lines(session, "D M=CHP(61)")
    lines(session, ".WAIT 10M")
    after = chan_rows(session, "4C", "61", "6D", "94")
    assert after["61"] == (0.0, 0.0)
    for chp, total in (("4C", 28.0), ("6D", 28.9), ("94", 88.4)):
        assert after[chp][0] == pytest.approx(86_667, rel=0.10)
        assert after[chp][1] == pytest.approx(total, rel=0.10)
    lines(session, "CF CHP(94),OFFLINE")
    lines(session, ".WAIT 10M")
    relieved = chan_rows(session, "4C", "6D")
    assert relieved["4C"][1] == pytest.approx(41.9, rel=0.10)
    assert relieved["6D"][1] == pytest.approx(43.3, rel=0.10)
    for command in (".REPAIR LINK(61)", "CF CHP(61),OFFLINE", "CF CHP(61),ONLINE", "CF CHP(94),ONLINE",
                    ".WAIT 10M"):
        lines(session, command)
    assert chan_rows(session, "4C", "61", "6D", "94") == before


def test_s3_zhpf_off_slows_and_bounds_the_rate() -> None:
    session = lab("S OLTP", ".WAIT 10M")
    assert device_lcu(session, ".RMF DEVICE", "8000")[2] == ".090"
    assert lines(session, "SETIOS ZHPF=NO") == ["IOS090I SETIOS ZHPF=NO PROCESSING COMPLETE"]
    assert lines(session, "D IOS,ZHPF")[1] == "HIGH PERFORMANCE FICON FOR SYSTEM Z (ZHPF) IS DISABLED"
    lines(session, ".WAIT 10M")
    assert float(device_lcu(session, ".RMF DEVICE", "8000")[2]) == pytest.approx(0.2, rel=0.10)
    for command in ("P OLTP", "S OLTPB", ".WAIT 10M"):
        lines(session, command)
    rows = chan_report(session)
    assert float(rows["44"][12]) == pytest.approx(310_000 / 12, rel=0.10)  # FICON RATE
    assert rows["44"][15] == "0.0"  # ZHPF RATE
    assert float(rows["44"][6]) == pytest.approx(96.9, rel=0.10)
    lines(session, "SETIOS ZHPF=YES")
    lines(session, ".WAIT 10M")
    assert chan_rows(session, "44")["44"] == (40_000.0, 12.9)


def test_the_same_inputs_give_the_same_bytes() -> None:
    script = ("S DB2PROD", "S SORTIO", ".WAIT 7M", ".FAIL LINK(6D)", ".WAIT 3M")
    assert lines(lab(*script), ".RMF CHAN,DEVICE") == lines(lab(*script), ".RMF CHAN,DEVICE")


def test_s6_last_path_lost_boxes_the_device() -> None:
    session = lab("S TAPEJOB", ".WAIT 1M")
    assert lines(session, ".FAIL LINK(20)") == [
        "ZCN041I LINK OF CHP(20) FAILED",
        "*IOS450E 0581,20, NOT OPERATIONAL PATH TAKEN OFFLINE",
        "*IOS002A 0581,NO PATHS AVAILABLE",
        "IOS102I DEVICE 0581 BOXED, PERMANENT ERROR, NO PATHS",
        "IOS451I 0581, BOXED, NO ONLINE OPERATIONAL PATHS",
        "IEF524I 0581 PENDING OFFLINE",
    ]
    assert lines(session, "D M=DEV(0581)")[1] == "DEVICE 0581   STATUS=BOXED"
    lines(session, ".WAIT 1M")
    assert chan_report(session)["20"][12] == "100.0"  # one minute at 200, one at none


def test_refusals_change_nothing() -> None:
    session = lab()
    assert lines(session, ".FAIL LINK(77)") == ["IEE524I CHP(77) NOT RECONFIGURED - NOT DEFINED"]
    assert session.machine.io.chpids[0x61].operational


def test_state_stop_and_resume_gives_the_same_bytes(tmp_path: object) -> None:
    """A --state save in the middle of a drill, resumed, writes what one run writes."""
    from pathlib import Path

    from zconsole.systems.zos.model.state.state_file import load_state, save_state

    first = ("S DB2PROD", "S SORTIO", ".WAIT 5M", ".FAIL LINK(61)", "SETIOS ZHPF=NO",
             ".IFCC LINK(94),RATE=12", ".DEGRADE LINK(A3)", ".WAIT 1M")
    second = (".WAIT 2M", ".REPAIR LINK(61)", "CF CHP(61),OFFLINE", "CF CHP(61),ONLINE", ".WAIT 3M",
              ".RMF CHAN,DEVICE", "D M=DEV(7900)")
    whole = lab(*first)
    expected = [lines(whole, c) for c in second]
    half = lab(*first)
    path = Path(str(tmp_path)) / "s.json"
    save_state(path, half.machine, half.context.clock, half.context.ids)
    machine, clock, ids = load_state(path)
    resumed = Session(machine, clock, ids, None)
    assert [lines(resumed, c) for c in second] == expected
    assert any(line.startswith("IOS210I") for line in expected[0])  # errors ran on across the save


def test_the_reports_and_the_displays_agree() -> None:
    """A CHPID carries I/O in .RMF CHAN exactly when D M=DEV shows its path online and
    operational; the DEVICE report's LCU rate is the CHAN rates' sum."""
    session = lab("S DB2PROD", ".FAIL LINK(6D)", "CF CHP(94),OFFLINE", ".WAIT 1M")
    dev = lines(session, "D M=DEV(7900)")
    chps = dev[2].split()[1:]
    online = dev[dev.index(next(x for x in dev if x.startswith("PATH ONLINE")))].split()[2:]
    operational = next(x for x in dev if x.startswith("PATH OPERATIONAL")).split()[2:]
    out = lines(session, ".RMF CHAN,DEVICE")
    rows = {line.split()[0]: line.split() for line in out if line[:2] in chps and line[2] == " "}
    for chp, on, op in zip(chps, online, operational, strict=True):
        carries = chp in rows and float(rows[chp][15]) > 0
        assert carries == (on == "Y" and op == "Y"), chp
    # CU 7900 lost 6D to IOS and 94 to the operator: its rate is on 4C and 61 only.
    lcu = next(line.split() for line in out if line.startswith(" " * 40) and line.split()[0] == "7900")
    total = sum(float(rows[c][15]) for c in chps if c in rows)
    assert float(lcu[1]) == pytest.approx(total, rel=1e-3)


def test_iecios_zhpf_is_read_at_ipl() -> None:
    from tests.conftest import make_session

    session = make_session()
    assert lines(session, "D IOS,ZHPF")[1].endswith("IS DISABLED")  # DOC default NO
    lines(session, ".IPL ZH")  # IEASYSZH: IOS=01, IECIOS01: ZHPF=YES
    assert lines(session, "D IOS,ZHPF")[1].endswith("IS ENABLED")


LAB_COMMANDS = (
    "S DB2PROD", "S SORTIO", "S OLTPB", "S OLTP2", "S ESEC", "P DB2PROD", "P OLTPB",
    "CF CHP(94),OFFLINE", "CF CHP(94),ONLINE", "CF CHP(9F),ONLINE", "CF CHP(A3),OFFLINE,FORCE",
    "CF CHP(46),ONLINE", "CF CHP(96),OFFLINE,FORCE", ".FAIL LINK(61)", ".DEGRADE LINK(A3)", ".FAIL LINK(6D)",
    ".REPAIR LINK(61)", ".IFCC LINK(94),RATE=30",
    "V PATH(7900,4C),OFFLINE", "V PATH(7900,4C),ONLINE", "SETIOS ZHPF=NO", "SETIOS ZHPF=YES", ".WAIT 37S",
)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(LAB_COMMANDS), max_size=12))
def test_load_is_conserved_and_bounded_whatever_the_operator_does(commands: list[str]) -> None:
    """Every I/O a workload delivers is on exactly one usable path; no channel carries more
    than it can; no job gets more than it wants; RMF never shows more than 100 %."""
    from zconsole.systems.zos.model.living import io_flow

    session = lab()
    for command in commands:
        lines(session, command)
    machine = session.machine
    now = session.context.clock.now()
    living = machine.living(now)
    plan = io_flow.current(living, machine, now)
    io = machine.io
    delivered = sum(plan.delivered.values())
    assert sum(c.zhpf_rate + c.ficon_rate for c in plan.chans.values()) == pytest.approx(delivered)
    assert sum(g.rate * g.group.count for g in plan.groups) == pytest.approx(delivered)
    wanted = {a.asid: a.proc.io.rate for a in living.spaces.values() if a.proc.io is not None}
    for asid, rate in plan.delivered.items():
        assert 0 <= rate <= wanted[asid] + 1e-9
    for chpid, c in plan.chans.items():
        assert load_usable(io, chpid)
        assert c.busy <= 1.0
    lines(session, ".WAIT 1M")
    for words in chan_report(session).values():
        assert float(words[6]) <= 100.0
        if len(words) > 8:
            assert float(words[7]) <= 100.0


def load_usable(io: object, chpid: int) -> bool:
    from zconsole.systems.zos.model.io import load

    return load.usable(io, chpid)  # type: ignore[arg-type]


def test_a_degraded_link_holds_back_its_control_unit() -> None:
    session = lab("S SORTIO", ".WAIT 10M")
    before = chan_rows(session, "95", "A3")
    assert lines(session, ".DEGRADE LINK(A3)")[1:] == [
        "*IOS580E LINK DEGRADED REPORTING CHPID=A3",
        " INCIDENT UNIT TM=002107/996 SER=IBM75-0000000IOL01 IF=0100 IC=01"]
    lines(session, ".WAIT 10M")
    after = chan_rows(session, "95", "A3")
    assert after["A3"][0] == after["95"][0] < before["A3"][0]  # even spreading: both slow down
    lines(session, ".REPAIR LINK(A3)")
    lines(session, ".WAIT 10M")
    assert chan_rows(session, "95", "A3") == before


def test_paging_is_io_on_the_page_volumes_paths() -> None:
    """PAGEHOG outgrows real storage: its pages go to LOCAL1 on 0901 in I/Os of 16 pages,
    over CHPID 40; RMF's page data set report and its device report count the same I/Os."""
    session = lab("S PAGEHOG", ".WAIT 10M")
    out = lines(session, ".RMF PAGESP,CHAN,DEVICE")
    local = next(line.split() for line in out if line.startswith("LOCAL "))
    ioreq, pages = int(local[-4]), int(local[-3])
    assert pages == 16 * ioreq
    device = next(line.split() for line in out if line.split()[:1] == ["0901"])
    assert float(device[6]) * 600 == pytest.approx(ioreq, abs=1)
    chan = next(line.split() for line in out if line.startswith("40 "))
    assert float(chan[15]) == pytest.approx(float(device[6]), rel=1e-3)  # zHPF RATE


def test_intermittent_errors_reach_the_threshold_and_ios_removes_the_path() -> None:
    session = lab("S DB2PROD", ".WAIT 1M")
    assert lines(session, ".IFCC LINK(61),RATE=12") == ["ZCN041I LINK OF CHP(61) ERRORS 12 A MINUTE"]
    out = lines(session, ".WAIT 3M")
    errors = [line for line in out if line.startswith("IOS050I")]
    assert len(errors) == 24  # 12 a minute for the 2-minute PATH_INTERVAL
    assert errors[:2] == ["IOS050I CHANNEL DETECTED ERROR ON 7900,61,0B,**02",
                          "IOS050I CHANNEL DETECTED ERROR ON 7901,61,0B,**02"]
    assert ("IOS210I PATH RECOVERY INITIATED FOR PATH 61 ON CU 7900, REASON=PATH ERROR THRESHOLD REACHED"
            in out)
    assert "PATH ONLINE           Y    N    Y    Y" in lines(session, "D M=DEV(7900)")
    assert "PATH ONLINE           Y    N    Y    Y" in lines(session, "D M=DEV(793F)")


def test_functions_enabled_follow_setios_zhpf() -> None:
    session = lab()
    assert lines(session, "D M=DEV(7900)")[-1] == "FUNCTIONS ENABLED = MIDAW, ZHPF"
    lines(session, "SETIOS ZHPF=NO")
    assert lines(session, "D M=DEV(7900)")[-1] == "FUNCTIONS ENABLED = MIDAW"
