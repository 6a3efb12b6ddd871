"""Every real capture of ../shared/spec/everyday-commands.md for JES2 (§2.3-2.8, 2.21)
is in a golden that replays against fixtures/machines/adcd.toml, byte for byte, once the
frames §0 documents are removed: SDSF's `RESPONSE=ADCD` (a wrapped `RESPONSE=` line
joined to the line it continues) and the MCS console's prefix (time, job id, the
console's wrap of a long message joined). The blocks and lines that cannot be
reproduced are listed with the reason.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import MACHINES, SHARED, TRANSCRIPTS
from zconsole.frontends.transcript import plain_line

SPEC = SHARED / "spec" / "everyday-commands.md"
SECTIONS = ("2.3", "2.4", "2.5", "2.6", "2.7", "2.8", "2.21")
SDSF = re.compile(r"^RESPONSE=ADCD +")
MCS_ECHO = re.compile(r"^- \d\d\.\d\d\.\d\d +\$")  # the command as the console echoes it
MCS = re.compile(r"^(?: \d\d\.\d\d\.\d\d [A-Z]{3}\d{5}  |  \d\d\.\d\d\.\d\d +| )")
ACTION = re.compile(r"^\*\d\d\.\d\d\.\d\d +\*")  # an action message's prefix; `* ` continues it
# Not reproducible, with the reason: whole blocks (by their first line) ...
BLOCKS_LEFT_OUT = {
    # The SPOOL,ALL screen of lab 10 shows the state before SBSYS9 was added (1758
    # track groups, 58 %), the later screens the state after it; adcd.toml is the later.
    "$HASP893 VOLUME(SBSYS1)": "SPOOL,ALL before SBSYS9 was added: an earlier state",
}
# ... and single lines (the lines around them are checked in runs).
LEFT_OUT = {
    # Lab 12's $HASP646 beside PERCENT=60 and 1: no whole number of track groups gives
    # 10.4722 % and both truncated percentages; SPOOLDEF's FREE=16046 gives 10.8555.
    "$HASP646 10.4722 PERCENT SPOOL UTILIZATION": "inconsistent with the same screen's volumes",
    # A z/OSMF user without the authority: zconsole has no command authority.
    "$HASP690 COMMAND REJECTED - SOURCE OF COMMAND HAS IMPROPER AUTHORITY": "no command authority",
}

needs_spec = pytest.mark.skipif(not SPEC.exists(), reason="../shared/spec is not beside this checkout")


def unframed(lines: list[str]) -> list[str]:
    """A capture block without its screen's frame."""
    out: list[str] = []
    for line in lines:
        if MCS_ECHO.match(line):
            continue
        if line.startswith("RESPONSE=") and not SDSF.match(line) and out:
            out[-1] += line.removeprefix("RESPONSE=")  # SDSF's wrap of a long line
            continue
        if line.startswith("* ") and out:
            out[-1] += line[1:]  # the MCS console's wrap of an action message
            continue
        line = SDSF.sub("", line)
        line = ACTION.sub("*", line)
        out.append(MCS.sub("", line) if MCS.match(line) and not line.startswith("$") else line)
    return out


def blocks() -> list[list[str]]:
    text = SPEC.read_text(encoding="utf-8")
    found = []
    for section in re.split(r"\n### ", text)[1:]:
        if section.split(" ", 1)[0] in SECTIONS:
            found += [unframed(body.splitlines())
                      for body in re.findall(r"^```\n(.*?)^```", section, flags=re.S | re.M)]
    return found


def goldens() -> str:
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted((TRANSCRIPTS / "adcd").glob("*.txt")))
    return "\n".join(plain_line(line) for line in text.splitlines()) + "\n"


def test_frames_come_off_as_section_0_says() -> None:
    assert unframed(["RESPONSE=ADCD      $HASP612 NO ACTIVE JOBS"]) == ["$HASP612 NO ACTIVE JOBS"]
    assert unframed(["RESPONSE=ADCD      $HASP892 INIT(1)   STATUS=INACTIVE,CLASS=A,NAME=1,",
                     "RESPONSE=ASID=001A"]) == ["$HASP892 INIT(1)   STATUS=INACTIVE,CLASS=A,NAME=1,ASID=001A"]
    assert unframed(["- 07.15.52           $D SPOOL", "  07.15.52           $HASP893 VOLUME(SBSYS1)"]) == [
        "$HASP893 VOLUME(SBSYS1)"]
    assert unframed([" 07.16.24 STC00108  $HASP890 JOB(TSO)", " $HASP890 JOB(TSO)       STATUS=X"]) == [
        "$HASP890 JOB(TSO)", "$HASP890 JOB(TSO)       STATUS=X"]
    assert unframed(["*07.02.49          *$HASP050 JES2 RESOURCE SHORTAGE OF JQES - 81%",
                     "* UTILIZATION REACHED"]) == [
        "*$HASP050 JES2 RESOURCE SHORTAGE OF JQES - 81% UTILIZATION REACHED"]


@needs_spec
def test_every_jes2_capture_is_in_an_adcd_golden() -> None:
    text = goldens()
    checked = left = 0
    for block in blocks():
        if block[0] in BLOCKS_LEFT_OUT:
            left += 1
            continue
        kept = [line for line in block if line not in LEFT_OUT]
        runs: list[list[str]] = [[]]
        for line in block:  # a left-out line splits the block into runs checked apart
            if line in LEFT_OUT:
                runs.append([])
            else:
                runs[-1].append(line)
        for run in (r for r in runs if r):
            assert "\n" + "\n".join(run) + "\n" in text, run
        checked += bool(kept)
    assert (checked, left) == (10, 1)


# Real z/OS 2.x and 3.1 screens beyond the spec's (issue 36 and job logs, cited in each
# golden's header): each line, as the real system wrote it, is in a golden of a machine
# of that release.
MORE_SCREENS = {
    # The VS01 job log (IBM's Ansible collection, zos_job_output sample) and a 2.x SYSLOG.
    "zos2/batch-rc.txt": [
        "IRR010I  USERID ANSIBL1  IS ASSIGNED TO THIS JOB.",
        "ICH70001I ANSIBL1  LAST ACCESS AT 14:13:02 ON WEDNESDAY, APRIL 19, 2023",
        "$HASP373 ALLOC    STARTED - INIT 1    - CLASS A        - SYS VS01",
        "$HASP309 INIT 1    INACTIVE ******** C=A",
        "$HASP395 ALLOC    ENDED - RC=0000",
        "IEF450I SLEEP SLEEP - ABEND=S222 U0000 REASON=00000000  001",
    ],
    # ADCD (1.11): IEF695I broken inside the padding after a short user (issue 36).
    "requests/d-r-l-newest-first.txt": [
        "IEF695I START SMFDUMP  WITH JOBNAME SMFDUMP  IS ASSIGNED TO USER START1",
        " , GROUP SYS1",
    ],
    # ADCD (1.11): D R,L in display area A, the console's frame controls on its title.
    "requests/d-r-display-area.txt": [
        "IEE112I 12.30.06 PENDING REQUESTS    FRAME  1     F      E   SYS=ADCD",
    ],
    # CPAC's SYSLOG: a named initiator started by its name.
    "jes2/named-initiator.txt": [
        "$HASP892 INIT(11)  STATUS=INACTIVE,CLASS=S,NAME=K,ASID=0024",
        "$HASP373 AAFAC333 STARTED - INIT K    - CLASS S - SYS CPAC",
    ],
    # VBT1 (z/OS 2.x): $D SPOOL,LONG and SPOOLDEF's DSNMASK.
    "zos2/jes2-spool-long.txt": [
        "$HASP893 VOLUME(SPL001)  STATUS=ACTIVE,DSNAME=SYS1.VBT1.HASPACE,",
        "$HASP893                 SYSAFF=(ANY),TGNUM=50075,TGINUSE=3859,",
        "$HASP893                 TRKPERTGB=3,PERCENT=7,RESERVED=NO,",
        "$HASP893                 MAPTARGET=NO",
        "$HASP844           DSNMASK=,FENCE=(ACTIVE=NO,VOLUMES=1),",
    ],
    # VS01 (z/OS 3.1) starting a spool volume; the form of $DJQ,SPL=(V=vol),STATUS.
    "zos2/jes2-start-spool.txt": [
        "$HASP423 SPL002 IS BEING FORMATTED",
        "$HASP630 VOLUME SPL002 ACTIVE 0 PERCENT UTILIZATION",
        "$HASP890 JOB(SLEEP)     STATUS=(EXECUTING/VBT1)",
    ],
}


def golden_lines(name: str) -> list[str]:
    text = (TRANSCRIPTS / name).read_text(encoding="utf-8")
    return [plain_line(line) for line in text.splitlines()]


@pytest.mark.parametrize("name", sorted(MORE_SCREENS))
def test_the_forms_of_more_real_screens_are_in_their_goldens(name: str) -> None:
    lines = golden_lines(name)
    for line in MORE_SCREENS[name]:
        assert line in lines, line


# $HASP100 of a job submitted through the internal reader (z/OS 2.x and later), with the
# job-id column of the log it came from: Zowe native's job log (whole line) and S0W1's
# SYSLOG (cut by its screen at column 80).
SUBMITTED = {
    "zowe-native.toml": (("S DKELOSKY", "S IEFBR14$"),
                         "JOB01916  $HASP100 IEFBR14$ ON INTRDR" + " " * 28 + "FROM STC01874 DKELOSKY"),
    "s0w1.toml": (("S Z38515AC", "S JCLRUN11"),
                  "JOB04420  $HASP100 JCLRUN11 ON INTRDR      JORGE CINTRON         FROM J"),
}


@pytest.mark.parametrize("machine", sorted(SUBMITTED))
def test_hasp100_names_its_submitter_with_the_hardcopy_logs_numbers(
        machine: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from zconsole.cli import main

    commands, real = SUBMITTED[machine]
    log = tmp_path / "hardcopy.log"
    argv = ["--machine", str(MACHINES / machine), "--log", str(log)]
    for command in commands:
        argv += ["-c", command]
    assert main(argv) == 0
    capsys.readouterr()
    jobid, message = real.split("  ", 1)
    written = [line for line in log.read_text().splitlines() if f" {jobid} $HASP100 " in line]
    assert len(written) == 1
    assert written[0].split(f" {jobid} ", 1)[1].startswith(message)


def test_hasp100_of_a_submitted_job_is_bare_on_z_os_1(tmp_path: Path) -> None:
    """The ADCD z/OS 1.11 screen shows no FROM (REAL-px): the same machine on 1.11 writes
    the bare form even with a submitter."""
    from tests.conftest import lines, make_session
    from zconsole.systems.zos.model.loading.machine_file import load_machine

    text = (MACHINES / "s0w1.toml").read_text(encoding="utf-8")
    old = tmp_path / "s0w1-111.toml"
    old.write_text(text.replace('"z/OS 02.03.00"', '"z/OS 01.11.00"'), encoding="utf-8")
    session = make_session(load_machine(old))
    assert lines(session, "S Z38515AC")[0] == "$HASP100 Z38515AC ON INTRDR"


def test_a_console_that_draws_display_areas_frames_every_display() -> None:
    """The 3270 screen with display areas sets the area's size: displays go there without
    L= (frame controls, no number; REAL-px `IEE174I 09.37.03 DISPLAY M           FRAME LAST
    F      E   SYS=ADCD`), and L=Z sends one to the message area, numbered."""
    from tests.conftest import lines, make_session
    from zconsole.systems.zos.model.loading.machine_file import load_machine

    session = make_session(load_machine(MACHINES / "adcd.toml"))
    session.context.area_lines = 10
    shown = lines(session, "D M=CHP(0A)")
    assert shown[0] == "IEE174I 12.00.00 DISPLAY M           FRAME LAST   F      E   SYS=ADCD"
    assert len(shown) == 10
    assert lines(session, "D R,L,L=Z")[0] == "IEE112I 12.00.00 PENDING REQUESTS 002"
    session.context.area_lines = 2
    assert lines(session, "D R,L")[0].endswith("FRAME  1     F      E   SYS=ADCD")
