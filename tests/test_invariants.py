"""Random sequences of CONFIG, VARY, PAGEADD, PAGEDEL, clock moves and IPLs keep the model
consistent and every display that shows a figure shows the same figure."""

from __future__ import annotations

import re

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from tests.conftest import lines, make_session
from zconsole.console.session import Session
from zconsole.systems.zos.model.core.units import PAGES_PER_MB
from zconsole.systems.zos.model.paging.placement import SCM as SCM_LOCATION
from zconsole.systems.zos.model.paging.scm import IncrementStatus

AMOUNTS = ["8G", "16G", "17G", "32G", "48G", "64G", "80G", "96G"]
BOUNDS = ["0G", "8G", "16G", "32G", "48G", "64G", "80G", "96G"]
DEVICES = ["7800", "7801", "0580", "02E6", "0987", "7900"]
CHPIDS = ["42", "9E", "60", "20", "95", "A3", "4C", "61"]
FORCES = ["", ",FORCE", ",UNCOND"]
LOCALS = ["SYS1.LOCAL.PAGEP2", "SYS1.LOCAL.PAGEP3", "SYS1.LOCAL.PAGEP4", "SYS1.LOCAL.PAGEP5",
          "SYS1.LOCAL.PAGEP6", "SYS1.PLPA.PAGCOM", "NOT.DEFINED"]


def percent_in(text: str) -> int:
    match = re.search(r"(\d+)% IN USE", text)
    assert match, text
    return int(match.group(1))


def amount(text: str) -> int:
    return int(text.rstrip("G"))


class ConsoleMachine(RuleBasedStateMachine):
    """Drives one Session; after each step, checks the model and cross-checks displays."""

    session: Session

    @initialize()
    def start(self) -> None:
        self.session = make_session()
        self.pages = self.session.machine.scm.used_blocks  # type: ignore[union-attr]
        # Slots of the machine file's photograph in local data sets, owned by no address
        # space: PAGEDEL moves them with the rest; they stay over an IPL.
        self.unowned = self._unowned()

    def run(self, command: str) -> list[str]:
        out = lines(self.session, command)
        assert out and not any(x.startswith("ZCN999E") for x in out), (command, out)
        return out

    @rule(size=st.sampled_from(AMOUNTS), state=st.sampled_from(["ONLINE", "OFFLINE"]))
    def cf_scm_amount(self, size: str, state: str) -> None:
        self.run(f"CF SCM({size}),{state}")

    @rule(start=st.sampled_from(BOUNDS), end=st.sampled_from(BOUNDS))
    def cf_scm_range(self, start: str, end: str) -> None:
        self.run(f"CF SCM({start}-{end}),OFFLINE")

    @rule(seconds=st.integers(0, 12))
    def clock(self, seconds: int) -> None:
        self.run(f".CLOCK +{seconds}")

    @rule(member=st.sampled_from(["00", "01", "02", "MS"]))
    def ipl(self, member: str) -> None:
        self.run(f".IPL {member}")
        self.pages = 0  # pages do not survive an IPL
        self.unowned = self._unowned()  # the page data sets may be others now

    @rule(names=st.lists(st.sampled_from(LOCALS), min_size=1, max_size=3), nonvio=st.booleans())
    def pageadd(self, names: list[str], nonvio: bool) -> None:
        self.run(f"PA {'NONVIO=' if nonvio else ''}{','.join(names)}")

    @rule(action=st.sampled_from(["DELETE", "DRAIN", "REPLACE"]),
          names=st.lists(st.sampled_from(LOCALS), min_size=1, max_size=4))
    def pagedel(self, action: str, names: list[str]) -> None:
        self.run(f"PD {action},PAGE=({','.join(names)})")

    @rule(command=st.sampled_from(["S CICS1", "S WAS1", "S BATCHHOG", "S NIGHTJOB", "S LPJOB", "S RUNAWAY",
                                   "P CICS1", "P WAS1", "C BATCHHOG", "C RUNAWAY", "C WAS1S", "P NIGHTJOB",
                                   "C LPJOB", "R 00,M", "R 00,1", "R 01,E", "R 02,2", "D R,L", "D A,L"]))
    def living(self, command: str) -> None:
        self.run(command)

    @rule(command=st.sampled_from(["DUMP COMM=(T)", "R 00,JOBNAME=(CICS1,WAS1*),END", "R 01,ASID=30,CONT",
                                   "R 02,U", "R 00,D", "R 01,D", "R 00,SDATA=(BAD)", "DD CLEAR,DSN=ALL",
                                   "DD CLEAR,DSN=01", "DD ALLOC=ACTIVE", "D D,T", ".DUMPSTATS",
                                   ".RMF PAGESP"]))
    def dumps(self, command: str) -> None:
        self.run(command)

    # --- everyday operations ----------------------------------------------
    @rule()
    def message_format(self) -> None:
        """K S,MFORM=(T,S,J) puts the time and system name in front of D T; MFORM=M takes
        them away again (the other invariants read bare lines)."""
        assert lines(self.session, "K S,MFORM=(T,S,J)") == []
        shown = [line for line in lines(self.session, "D T") if "IEE136I " in line]
        assert shown[0][:1] == " " and shown[0][10:19] == f"{self.session.machine.system_name:<8} "
        assert shown[0][29:].startswith("IEE136I ")  # a command's answer: no job id
        assert lines(self.session, "K S,MFORM=M") == []

    @rule(command=st.sampled_from(["K S,DEL=R,RNUM=7", "CONTROL S,CON=Y,SEG=9,RTME=4",
                                   "K S,REF", "K E,SEG", "SE 'HI',BRDCST", "SE 'TSO',ALL", "F LLA,REFRESH",
                                   "F JES2,X", "F NOSUCH,X", "D T", "D C,L", "D J,L", "D TS,L",
                                   "D A,ALL", "D A,WAS*", "D A,NIGHTJOB"]))
    def everyday(self, command: str) -> None:
        out = lines(self.session, command)  # K S and SE to TSO users answer nothing
        assert not any(x.startswith("ZCN999E") for x in out), (command, out)

    @invariant()
    def everyday_displays_agree(self) -> None:
        """D C's RPLY:CURR is D R,L's reply count; D T's local date is D A,L's; D A,ALL
        details every space D A,L lists; D J,L lists D A,L's batch jobs; K S's values are
        D C's."""
        if self.in_wait_state():
            return
        consoles = self.run("D C,L")
        con = self.session.machine.consoles.own
        assert f"DEL={con.delete:<5}RTME={con.rtme:<5}RNUM={con.rnum:<5}SEG={con.seg:<6}CON={con.con}" in \
            "\n".join(consoles)
        if not self.session.machine.is_living:
            assert "RPLY:CURR=0 " in consoles[2]
            return  # the checks below would boot the living machine (D A,L): leave that to the rules
        replies = self.run("D R,L")
        rply = re.search(r"RPLY:CURR=(\d+)", consoles[2])
        rm = re.search(r"RM=(\d+)", replies[1])
        assert rply and rm and rply.group(1) == rm.group(1), (consoles[2], replies[1])
        listing = self.run("D A,L")
        date = listing[0].split()[2]
        assert f"LOCAL: TIME={self.run('D T')[0].split('TIME=')[1][:8]} DATE={date} " in self.run("D T")[0]
        entries = [e.rstrip() for line in listing[3:] if line.startswith(" ")
                   for e in (line[:35], line[35:]) if e.strip()]
        detail = [line for line in self.run("D A,ALL")[3:] if line[1:2].strip() and "A=" in line]
        assert [e[1:9] for e in entries] == [d[1:9] for d in detail]
        jobs = [e.rstrip() for line in self.run("D J,L")[3:] for e in (line[:35], line[35:]) if e.strip()]
        assert jobs == [e for e in entries if e.endswith(" J")]

    @invariant()
    def dumps_add_up(self) -> None:
        """A dump holds only address spaces' own pages; at most one is being taken; a
        SYS1.DUMPnn holds at most one dump; held dumps have their IEA793A outstanding;
        RMF's samples never exceed the cycles since its interval began."""
        machine = self.session.machine
        if not machine.is_living:
            return
        living = machine.living(self.session.context.clock.now())
        dumps = living.dumps
        ids = [ds.dumpid for ds in dumps.datasets if ds.dumpid is not None]
        assert len(ids) == len(set(ids))
        active = dumps.active
        if active is not None:
            assert active.phase in ("capture", "write", "held")
            for s in active.spaces:
                assert 0 <= sum(s.left.values()) <= s.aux
            if active.phase == "held":
                assert active.reply_id is not None and living.replies.find(active.reply_id) is not None
        for waiting in dumps.queue:
            assert waiting.phase == "capture" and not waiting.spaces
        rmf = living.rmf
        if rmf is not None and living.now is not None:
            assert 0 <= rmf.samples <= max(0, (living.now - rmf.start).total_seconds() / rmf.cycle)

    @rule(wait=st.sampled_from(["1S", "30S", "5M", "1H"]))
    def wait(self, wait: str) -> None:
        self.run(f".WAIT {wait}")

    @rule(chp=st.sampled_from(CHPIDS), state=st.sampled_from(["ONLINE", "OFFLINE"]),
          force=st.sampled_from(FORCES))
    def cf_chp(self, chp: str, state: str, force: str) -> None:
        self.run(f"CF CHP({chp}),{state}{force if state == 'OFFLINE' else ''}")

    @rule(dev=st.sampled_from(DEVICES), chp=st.sampled_from(CHPIDS),
          state=st.sampled_from(["ONLINE", "OFFLINE"]), force=st.sampled_from(FORCES))
    def vary_path(self, dev: str, chp: str, state: str, force: str) -> None:
        self.run(f"V PATH({dev},{chp}),{state}{force if state == 'OFFLINE' else ''}")

    @rule(dev=st.sampled_from(DEVICES), state=st.sampled_from(["ONLINE", "OFFLINE"]))
    def vary_device(self, dev: str, state: str) -> None:
        self.run(f"V {dev},{state}")

    @rule(command=st.sampled_from(["D M", "D M=STOR", "D M=CPU", "D U", "D U,,OFFLINE", "D IPLINFO",
                                   "D IOS,CONFIG", "D SMS", "D U,VOL=NOSUCH"]))
    def display(self, command: str) -> None:
        """Displays change nothing but the display number."""
        from zconsole.systems.zos.testing import snapshot

        before = snapshot(self.session.machine)
        self.run(command)
        assert snapshot(self.session.machine) == before, command

    @invariant()
    def scm_adds_up(self) -> None:
        scm = self.session.machine.scm
        assert scm is not None
        total = sum(scm.amount_mb(s) for s in IncrementStatus)
        assert total == scm.defined_mb
        for index, inc in enumerate(scm.increments):  # increments tile SCM: no overlap, no gap
            assert inc.address_mb == index * scm.increment_mb
            assert 0 <= inc.used_blocks + inc.incoming_blocks <= inc.capacity_blocks
            assert inc.used_blocks == 0 or inc.in_service
        owned = self._owned(SCM_LOCATION)
        assert scm.used_blocks == self.pages + owned  # no page lost or made up by moves

    def _unowned(self) -> int:
        """Slots in local data sets that no address space owns (the machine file's)."""
        unowned = 0
        for pds in self.session.machine.page_datasets:
            if pds.is_local:
                owned = self._owned(pds.dsname)
                assert 0 <= owned <= pds.used, pds.dsname
                unowned += pds.used - owned
        return unowned

    def _owned(self, location: str) -> int:
        machine = self.session.machine
        if not machine.is_living:
            return 0
        spaces = machine.living(self.session.context.clock.now()).spaces.values()
        return sum(a.aux.get(location, 0) + a.vio.get(location, 0) for a in spaces)

    @invariant()
    def every_page_is_in_one_place(self) -> None:
        """Each local page data set holds its photograph's slots plus what address spaces
        own there; real storage is never over-committed; no address space exceeds its limit."""
        machine = self.session.machine
        assert self._unowned() == self.unowned  # no slot lost or made up, PAGEDEL moves included
        if machine.is_living:
            living = machine.living(self.session.context.clock.now())
            if living.wait_state is None:
                assert sum(a.resident for a in living.spaces.values()) <= machine.real_mb * PAGES_PER_MB
            for a in living.spaces.values():
                assert a.resident >= 0 and all(v >= 0 for v in a.aux.values())
                assert a.pages <= max(a.proc.ceiling, a.proc.frames)

    def in_wait_state(self) -> bool:
        machine = self.session.machine
        return machine.is_living and machine.living(self.session.context.clock.now()).wait_state is not None

    @invariant()
    def scm_displays_agree(self) -> None:
        if self.in_wait_state():
            return  # the system takes no command until .IPL (ZCN021W)
        summary = self.run("D M=SCM")
        detail = self.run("D M=SCM(DETAIL)")
        pct = percent_in("\n".join(summary))
        assert pct == percent_in("\n".join(detail))
        online_ranges = summary[summary.index("ONLINE") + 1:]
        ranges = [r.split("-") for r in online_ranges if re.fullmatch(r"\d+G-\d+G", r)]
        online = sum(amount(end) - amount(start) for start, end in ranges)
        totals = re.search(r"ONLINE: (\d+)G  OFFLINE-AVAILABLE: (\d+)G  PENDING OFFLINE: (\d+)G",
                           "\n".join(detail))
        assert totals and int(totals.group(1)) == online
        assert f"{totals.group(2)}G OFFLINE-AVAILABLE" in summary
        rows = [r for r in detail if r.endswith(("ONLINE", "PENDING OFFLINE")) and r.startswith(" ")]
        assert len(rows) * 16 == int(totals.group(1)) + int(totals.group(3))
        asm = self.run("D ASM,SCM")
        if self.session.machine.scm_paging:
            assert asm[2].split()[1] == f"{pct}%"
            scm_row = next(r for r in self.run("D ASM") if r.startswith("SCM "))
            assert scm_row.split()[1] == f"{pct}%"
        else:
            assert asm[1] == "SCM IS NOT USED FOR PAGING"
            assert not any(r.startswith("SCM ") for r in self.run("D ASM"))

    @invariant()
    def paging_adds_up(self) -> None:
        if self.in_wait_state():
            return
        m = self.session.machine
        names = [p.dsname for p in m.page_datasets]
        assert len(names) == len(set(names)) and set(names) <= set(m.page_spaces)
        assert any(p.is_local for p in m.page_datasets)  # never the last local
        running = {e.dsname for e in m.pagedel.entries if not e.done} if m.pagedel else set()
        assert {p.dsname for p in m.page_datasets if p.status.value == "DRAIN"} == running
        replacing = sum(1 for e in m.pagedel.entries if e.replacement) if m.pagedel else 0
        assert len(names) <= max(m.pagtotl, len(names) - replacing)
        asm = self.run("D ASM")
        expected = "PAGEDEL COMMAND IS IN PROGRESS" if m.pagedel else "PAGEDEL COMMAND IS NOT ACTIVE"
        assert asm[-1] == expected
        assert self.run("D ASM,PAGEDEL")[1] == expected
        rows = {r.split()[-1]: r for r in asm[2:-1] if not r.startswith("SCM ")}
        assert list(rows) == [p.dsname for kind in ("PLPA", "COMMON", "LOCAL", "LOCAL NV")
                              for p in m.page_datasets if p.type.value == kind]
        for pds in m.page_datasets:
            detail = self.run(f"D ASM,PAGE={pds.dsname}")
            assert detail[2] == rows[pds.dsname]
            assert detail[4].split()[3:5] == [str(pds.used), str(pds.available)]

    @invariant()
    def device_views_agree(self) -> None:
        """D M=DEV's grid, D M=DEV(dddd), D M=CHP(xx) and D U agree on every watched device."""
        if self.in_wait_state():
            return
        grid = self.run("D M=DEV")
        chp_displays: dict[str, list[str]] = {}
        for dev in DEVICES:
            number = int(dev, 16)
            row = next(r for r in grid if r.split(" ", 1)[0] in (f"{number >> 4:03X}", f"0{number >> 4:03X}"))
            start = row.index(" ") + 1 + 3 * (number & 0xF)
            cell = row[start:start + 3].strip()
            detail = self.run(f"D M=DEV({dev})")
            status = detail[1].split("STATUS=")[1]
            online = detail[5].split()[2:]
            operational = detail[7].split()[2:]
            count = sum(1 for o, p in zip(online, operational, strict=True) if o == "Y" and p == "Y")
            expected = {"OFFLINE": "#", "BOXED": "BX"}.get(status)
            if expected is None:
                expected = str(count) if count else "DN"
            assert cell == expected, (dev, cell, detail)
            # D U: online devices show O, A or S; offline F-NRD or OFFLINE, boxed BOX.
            unit = self.run(f"D U,,,{dev},1")[2]
            online = unit[10:23].split()[0] in ("O", "A", "S")
            assert online == (status == "ONLINE"), (dev, unit, status)
            # D M=CHP(xx): an offline device shows `.` on every path; an online one not.
            labels = (f"{number >> 4:03X}", f"0{number >> 4:03X}")
            for chp in detail[2].split()[1:3]:  # two paths: enough to catch a disagreement
                if chp not in chp_displays:
                    chp_displays[chp] = self.run(f"D M=CHP({chp})")
                chp_lines = chp_displays[chp]
                row = next((r for r in chp_lines if r.split(" ", 1)[0] in labels), None)
                if row is None:  # the CHPID is offline, or the whole row is `.`
                    assert not online or f"CHP={chp} IS OFFLINE" in chp_lines, (dev, chp, chp_lines)
                    continue
                symbol = row[row.index(" ") + 1 + 3 * (number & 0xF)]
                assert (symbol == ".") == (not online), (dev, chp, row)

    # --- SMF data sets filling, switching, dumped ---------------
    @rule(command=st.sampled_from(["S SMFDUMP", "SET SMF=00", "T SMF=01", ".WAIT 20H", "D SMF", "I SMF",
                                   "D SYMBOLS", "D OMVS", "D DUMP"]))
    def smf(self, command: str) -> None:
        self.run(command)

    @invariant()
    def smf_adds_up(self) -> None:
        """At most one SMF data set records; none is more than full; every data set waiting
        to be dumped has its IEE362A in D R,L, and no other IEE362A is there; D SMF shows
        what the model holds."""
        machine = self.session.machine
        if not machine.is_living or self.in_wait_state():
            return
        from zconsole.systems.zos.model.smf.recorder import STATUS_ACTIVE, STATUS_FULL, Smf

        smf = machine.living(self.session.context.clock.now()).smf
        assert isinstance(smf, Smf)
        assert sum(1 for d in smf.datasets if d.status == STATUS_ACTIVE) <= 1
        assert all(0 <= d.used <= d.blocks for d in smf.datasets)
        full = {d.dsname for d in smf.datasets if d.status == STATUS_FULL}
        pending = self.run("D R,L")
        text = " ".join(line[31:] if line.startswith(" " * 31) else line for line in pending)
        asked = set(re.findall(r"IEE362A SMF ENTER DUMP FOR (\S+) ON", text))
        assert asked == full, (asked, full, pending)
        shown = self.run("D SMF")
        if smf.recording:
            for d, row in zip(smf.datasets, shown[2:], strict=True):
                assert row.split()[0].endswith(d.dsname) and row.split()[3] == str(
                    smf.percent(d, self.session.context.clock.now())), (row, d)


TestConsoleMachine = ConsoleMachine.TestCase
TestConsoleMachine.settings = settings(max_examples=60, stateful_step_count=25, deadline=None)
