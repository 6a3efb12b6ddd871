"""Random sequences of CONFIG, VARY, clock moves and IPLs keep the model consistent and
every display that shows a figure shows the same figure."""

from __future__ import annotations

import re

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from tests.conftest import lines, make_session
from zconsole.model.scm import IncrementStatus
from zconsole.model.workload import SCM as SCM_LOCATION
from zconsole.session import Session

AMOUNTS = ["8G", "16G", "17G", "32G", "48G", "64G", "80G", "96G"]
BOUNDS = ["0G", "8G", "16G", "32G", "48G", "64G", "80G", "96G"]
DEVICES = ["7800", "7801", "0580", "02E6", "0987", "7900"]
CHPIDS = ["42", "9E", "60", "20", "95", "A3", "4C", "61"]
FORCES = ["", ",FORCE", ",UNCOND"]


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
        # Slots of the machine file's photograph, owned by no address space.
        self.baseline = {p.dsname: p.used for p in self.session.machine.page_datasets}

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

    @rule(member=st.sampled_from(["00", "01", "02"]))
    def ipl(self, member: str) -> None:
        self.run(f".IPL {member}")
        self.pages = 0  # pages do not survive an IPL

    @rule(command=st.sampled_from(["S CICS1", "S WAS1", "S BATCHHOG", "S NIGHTJOB", "S LPJOB", "S RUNAWAY",
                                   "P CICS1", "P WAS1", "C BATCHHOG", "C RUNAWAY", "C WAS1S", "P NIGHTJOB",
                                   "C LPJOB", "R 00,M", "R 00,1", "R 01,E", "R 02,2", "D R,L", "D A,L"]))
    def living(self, command: str) -> None:
        self.run(command)

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
        for pds in machine.page_datasets:
            if pds.type.value.startswith("LOCAL"):
                assert pds.used == self.baseline[pds.dsname] + self._owned(pds.dsname), pds.dsname
        if machine.is_living:
            living = machine.living(self.session.context.clock.now())
            if living.wait_state is None:
                assert sum(a.resident for a in living.spaces.values()) <= machine.real_mb * 256
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
    def device_views_agree(self) -> None:
        if self.in_wait_state():
            return
        grid = self.run("D M=DEV")
        for dev in DEVICES:
            number = int(dev, 16)
            row = next(r for r in grid if r.startswith(f"{number >> 4:03X} "))
            cell = row[3 + 3 * (number & 0xF):6 + 3 * (number & 0xF)].strip()
            detail = self.run(f"D M=DEV({dev})")
            status = detail[1].split("STATUS=")[1]
            online = detail[5].split()[2:]
            operational = detail[7].split()[2:]
            count = sum(1 for o, p in zip(online, operational, strict=True) if o == "Y" and p == "Y")
            expected = {"OFFLINE": "#", "BOXED": "BX"}.get(status)
            if expected is None:
                expected = str(count) if count else "DN"
            assert cell == expected, (dev, cell, detail)


TestConsoleMachine = ConsoleMachine.TestCase
TestConsoleMachine.settings = settings(max_examples=60, stateful_step_count=25, deadline=None)
