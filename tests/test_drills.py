"""Drills: every shipped drill's answer key scores full marks and its wrong key what the key
says, both runs byte for byte as their goldens; drill files' errors; the shell end to end."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pexpect
import pytest

from zconsole.cli import main
from zconsole.drills.library import drill_files, find_drill, listing
from zconsole.drills.spec import DrillFileError, load_drill

ROOT = Path(__file__).resolve().parent.parent
KEYS = ROOT / "fixtures" / "drill-keys"
GOLDENS = KEYS / "goldens"
DRILLS = sorted(p.stem for p in (ROOT / "fixtures" / "drills").glob("*.toml"))
RUNS = [(name, kind) for name in DRILLS for kind in ("answer", "wrong")]


def key_score(key: Path) -> int:
    match = re.search(r"^# score: (\d+)$", key.read_text(), re.MULTILINE)
    assert match, f"{key} has no '# score: N' line"
    return int(match.group(1))


def test_the_drills_ship() -> None:
    assert DRILLS == ["aux-shortage", "critical-shortage", "failing-link", "hot-channel", "jes2-class",
                      "jes2-spool-full", "morning-peak", "pagedel-replace", "sva-short", "svc-dump",
                      "wtor-round", "zvm-page-dasd", "zvm-reserved"]


@pytest.mark.parametrize(("name", "kind"), RUNS)
def test_key_scores_what_it_says_and_its_run_is_the_golden(
        name: str, kind: str, capsys: pytest.CaptureFixture[str]) -> None:
    key = KEYS / f"{name}.{kind}.zc"
    assert main(["drill", name, "--script", str(key), "--json"]) == 0
    debrief = json.loads(capsys.readouterr().out)
    assert debrief["score"] == key_score(key)
    if kind == "answer":
        assert debrief["score"] == 100 and debrief["ended"] == "objectives met"
        assert debrief["mistakes"] == [] and all(o["met"] for o in debrief["objectives"])
    else:
        assert debrief["score"] < 100 and debrief["mistakes"], "a wrong key makes a mistake"
    assert main(["drill", name, "--script", str(key)]) == 0
    text = capsys.readouterr().out
    # a golden is renewed by the command above (zconsole drill NAME --script KEY > GOLDEN,
    # then the diff read); a crash never is one
    golden = GOLDENS / f"{name}.{kind}.txt"
    assert "ZCN999E" not in text
    assert text == golden.read_text()
    assert text.rstrip().endswith(f"SCORE: {key_score(key)} OF 100")


def test_listing_names_every_drill_with_its_title(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["drill"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in out] == DRILLS
    assert out[DRILLS.index("svc-dump")] == f"{'svc-dump':<20} SVC dump of DB2A with the right SDATA"


def test_a_folder_adds_drills_and_a_broken_one_is_left_out_with_its_reason(tmp_path: Path) -> None:
    (tmp_path / "mine.toml").write_text((ROOT / "fixtures/drills/aux-shortage.toml").read_text())
    (tmp_path / "broken.toml").write_text('[drill]\ntitle = "x"\n')
    lines, unusable = listing(tmp_path)
    assert [line.split()[0] for line in lines] == sorted([*DRILLS, "mine"])
    assert unusable == [f"{tmp_path}/broken.toml:1: [drill.briefing] is required"]
    assert find_drill("mine", tmp_path).title == find_drill("aux-shortage", None).title
    assert [p.stem for p in drill_files(None)] == DRILLS


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "d.toml"
    path.write_text(text)
    return path


GOOD = """\
[drill]
title = "t"
briefing = "b"
time_limit = "5M"

[[objective]]
text = "DB2A is running"
condition = { job_running = "DB2A" }

[par]
commands = 1
time = "1M"
"""


@pytest.mark.parametrize(("change", "error"), [
    (('time_limit = "5M"', 'time_limit = "five"'),
     "d.toml:4: [drill.time_limit] 'five' is not a duration such as 90S, 30M or 2H"),
    (('job_running = "DB2A"', 'jobs_running = "DB2A"'),
     "d.toml:8: [objective[0].condition] 'jobs_running' is not a condition (known: "),
    (('job_running = "DB2A"', 'aux_below = 170'),
     "d.toml:8: [objective[0].condition] aux_below: must be a whole percentage from 1 to 100"),
    (('job_running = "DB2A"', 'cu_paths_at_least = { cu = "79000", paths = 2 }'),
     "d.toml:8: [objective[0].condition] cu_paths_at_least: must be a control unit number (four hex digits)"),
    (('job_running = "DB2A"', 'cu_paths_at_least = { cu = "7900", paths = 9 }'),
     "d.toml:8: [objective[0].condition] cu_paths_at_least: paths must be a whole number from 1 to 8"),
    (('job_running = "DB2A"', 'chpid_below = { chpid = "A3", bus = 50, total = 20 }'),
     "d.toml:8: [objective[0].condition] chpid_below: must be a table { chpid = \"A3\", bus = N }"),
    (('job_running = "DB2A"', 'chpid_below = { chpid = "A33", bus = 50 }'),
     "d.toml:8: [objective[0].condition] chpid_below: chpid must be two hex digits"),
    (("commands = 1", "commandz = 1"), "d.toml:10: [par.commands] is required"),
    (('title = "t"', 'title = "t"\ncolour = "red"'), "d.toml:3: [drill.colour] is not a known key"),
    (("[[objective]]", "[[objective]\n"), "d.toml: not TOML: "),
])
def test_drill_file_errors_name_file_line_and_reason(
        tmp_path: Path, change: tuple[str, str], error: str) -> None:
    path = write(tmp_path, GOOD.replace(*change))
    with pytest.raises(DrillFileError) as caught:
        load_drill(path)
    assert str(caught.value).startswith(f"{tmp_path}/{error}")


def test_every_condition_clause_of_every_system_is_on_the_manual_page() -> None:
    from zconsole.systems import registry

    page = (ROOT / "man" / "zconsole-drill.5").read_text()
    documented = re.findall(r"^\.BI (\w+) ", page, re.MULTILINE)
    clauses = [name for system in registry.names()
               for name in registry.system_named(system).drill_vocabulary().clauses]
    assert [name for name in clauses if name not in documented] == []


def test_a_good_file_reads_and_an_unknown_drill_names_the_known_ones(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    drill = load_drill(write(tmp_path, GOOD))
    assert (drill.time_limit, drill.par_time, drill.hint_cost, drill.clock) == (300.0, 60.0, 5, "10.00.00")
    assert main(["drill", "nosuch"]) == 2
    assert capsys.readouterr().err == f"zconsole: nosuch: no such drill (drills: {', '.join(DRILLS)})\n"


def test_a_refused_prelude_line_is_a_drill_file_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, GOOD + '\n[prelude]\ncommands = ["S NOSUCH"]\n')
    (tmp_path / "k.zc").write_text("D A,L\n")
    assert main(["drill", str(path), "--script", str(tmp_path / "k.zc")]) == 2
    assert "[prelude] 'S NOSUCH' was refused: IEE122I START COMMAND JCL ERROR" in capsys.readouterr().err


def test_hints_cost_score_and_run_out(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    key = tmp_path / "k.zc"
    key.write_text(".HINT\n.HINT\n.HINT\nC RUNAWAY\n")
    assert main(["drill", "aux-shortage", "--script", str(key)]) == 0
    out = capsys.readouterr().out
    assert "ZCN305I HINT 2 OF 2 - RUNAWAY holds two thirds of it and is not protected: CANCEL it " \
           "(HELP IRA200E).\n> .HINT\nZCN306I NO MORE HINTS\n" in out
    assert out.endswith("HINTS TAKEN: 2 (-5 EACH)\nSCORE: 90 OF 100\n")


def test_line_mode_briefing_then_console_then_debrief() -> None:

    child = pexpect.spawn(sys.executable, ["-m", "zconsole", "drill", "critical-shortage", "--plain",
                                           "--prompt", "ZC> "], encoding="utf-8", timeout=30)
    child.expect_exact("ZC> ")
    assert "Critical auxiliary storage shortage" in child.before
    assert "ZCN300I DRILL CRITICAL-SHORTAGE BEGINS" in child.before
    assert "! 01 ! BATCHHOG ! 0030 !" in child.before  # the prelude's last screen: IRA220I
    child.sendline("FORCE LEAKER,ARM")
    child.expect_exact("ZC> ")
    child.sendline("C BATCHHOG")
    child.expect_exact("SCORE: 100 OF 100")
    child.expect_exact("ZCN308I THE CONSOLE STAYS ON THE DRILL'S MACHINE")
    child.expect_exact("ZC> ")
    child.sendline("D R,L")  # the drill has ended; its machine is still there to look at
    child.expect_exact("NO MESSAGES OUTSTANDING")
    child.expect_exact("ZC> ")
    child.sendeof()
    child.expect(pexpect.EOF)
    assert "DEBRIEF" not in child.before  # shown once, when the drill ended


@pytest.mark.slow
def test_a_drill_in_the_shell_end_to_end(tmp_path: Path) -> None:
    """On a real terminal: the briefing panel, the prelude's last screen, a hint, the
    objectives met, the debrief panel; the console stays on the drill's machine (D R,L)
    until .QUIT."""
    from tests.test_shell_pty import PROMPT, Terminal

    term = Terminal(tmp_path, "drill", "aux-shortage", columns=100, rows=40)
    screen = "\n".join(term.wait_for_screen(PROMPT))
    assert "DRILL aux-shortage" in screen and "Objectives" in screen
    assert "3.  DB2A and CICS1 are still running" in screen
    assert "*IRA200E AUXILIARY STORAGE SHORTAGE" in screen  # the prelude's last screen
    assert "ZCN300I DRILL AUX-SHORTAGE BEGINS - TIME RUNS OUT AT 10.13.00 - .HINT FOR A HINT" in screen
    hint = term.command(".HINT")
    assert any("ZCN305I HINT 1 OF 2 - IRA206I lists the five biggest users" in line for line in hint)
    term.send("C RUNAWAY\r")
    rows = "\n".join(term.wait_for_screen("ZCN308I THE CONSOLE STAYS ON THE DRILL'S MACHINE"))
    assert "ZCN307I DRILL ENDED - OBJECTIVES MET" in rows
    assert "DEBRIEF aux-shortage" in rows
    assert "│ met │ DB2A and CICS1 are still running" in rows
    assert "hints taken     1         -5 each" in rows
    assert "SCORE 95 OF 100" in rows
    term.wait_for_screen(PROMPT)
    assert term.child.isalive()  # the drill ended; its console did not
    reply = term.command("D R,L")
    assert any("IEE112I" in line for line in reply)
    term.send(".QUIT\r")
    term.child.expect(pexpect.EOF)
    assert term.everything().count("DEBRIEF aux-shortage") == 1


def test_the_manual_page_example_is_the_shipped_drill_and_its_graded_run() -> None:
    from zconsole.console.roff import unescape

    source = (ROOT / "man" / "zconsole-drill.5").read_text()
    examples = source.split(".SH EXAMPLES", 1)[1].split("\n.SH ", 1)[0]
    blocks = [unescape(b) for b in re.findall(r"^\.nf\n(.*?)^\.fi$", examples, flags=re.S | re.M)]
    assert blocks == [(ROOT / "fixtures/drills/aux-shortage.toml").read_text(),
                      (GOLDENS / "aux-shortage.answer.txt").read_text()]


def test_the_readme_example_is_the_graded_answer_keys_end() -> None:
    """The README shows the command and the debrief (the briefing and the prelude's
    screen would take it past its length); the man page shows the whole run."""
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Drills\n", 1)[1].split("\n## ", 1)[0]
    (block,) = re.findall(r"^```\n(.*?)^```$", section, flags=re.S | re.M)
    golden = (GOLDENS / "aux-shortage.answer.txt").read_text()
    assert block.startswith("> C RUNAWAY\n") and golden.endswith("\n" + block)


def test_rich_stays_off_the_shells_per_line_output_path() -> None:
    """The shell's output path (app, output, colour) loads no rich: only a drill's panels
    and zconsole check's report do."""
    import subprocess

    code = ("import sys, zconsole.shell.app, zconsole.shell.output, zconsole.drills.run, "
            "zconsole.drills.frontend; print(sorted(m for m in sys.modules if m.split('.')[0] == 'rich'))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout == "[]\n"


def test_a_captured_dump_keeps_its_job_names_and_sdata_across_a_saved_state(tmp_path: Path) -> None:
    """What dump_captured judges (Capture.names, .sdata) survives --state."""
    from zconsole.session_options import ConsoleOptions, make_session
    from zconsole.systems.zos.model.state.state_file import load_state, save_state

    session, _ = make_session(ConsoleOptions(clock="10.00.00"), tmp_path)
    for line in ("S DB2A", "DUMP COMM=(T)", "R 00,JOBNAME=DB2A,SDATA=(RGN,TRT),END", ".WAIT 2M"):
        session.submit(line)
    ctx = session.context
    before = ctx.machine.living(ctx.clock.now()).dumps.last
    assert before is not None and (before.names, before.sdata) == (("DB2A",), ("RGN", "TRT"))
    save_state(tmp_path / "s.json", ctx.machine, ctx.clock, ctx.ids)
    machine, clock, _ = load_state(tmp_path / "s.json")
    after = machine.living(clock.now()).dumps.last
    assert after is not None and (after.names, after.sdata) == (("DB2A",), ("RGN", "TRT"))


def test_speed_is_checked_and_script_grading_refuses_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["drill", "aux-shortage", "--speed", "0", "--plain"]) == 2
    assert capsys.readouterr().err == "zconsole: --speed: 0 is not a pace above 0 and at most 86400\n"
    key = str(KEYS / "aux-shortage.answer.zc")
    assert main(["drill", "aux-shortage", "--script", key, "--speed", "60"]) == 2
    assert "--speed does not apply" in capsys.readouterr().err


def test_channel_clauses_judge_paths_and_the_rmf_figures_of_the_rates_now() -> None:
    """hot-channel's machine (channels/s2-hot-channel.txt): A3's BUS is 75 % with two paths,
    50 % once 9F is configured online; failing-link's: one usable path after the failure."""
    from tests.conftest import make_session
    from zconsole.console.conditions import Watch, parse_condition
    from zconsole.systems.zos.drill_clauses import VOCABULARY
    from zconsole.systems.zos.model.loading.machine_file import load_machine

    session = make_session(load_machine(ROOT / "fixtures" / "machines" / "io-lab.toml"))
    for line in ("S SORTIO", ".WAIT 10M"):
        assert not session.submit(line).refused

    def holds(condition: dict[str, object]) -> bool:
        watch = Watch(session.machine, session.context.clock.now(), VOCABULARY)
        return parse_condition(condition, VOCABULARY).holds(watch)

    def a3_below(percent: int) -> bool:
        return holds({"chpid_below": {"chpid": "A3", "bus": percent}})

    # RMF prints 75.00 (74.9998 unrounded: the clause compares the figure, not the print)
    assert a3_below(75) and not a3_below(74)
    assert holds({"chpid_below": {"chpid": "A3", "total": 16}})  # UTILIZATION TOTAL 15.27
    assert holds({"cu_paths_at_least": {"cu": "0980", "paths": 2}})
    assert not holds({"cu_paths_at_least": {"cu": "0980", "paths": 3}})
    assert not session.submit("CF CHP(9F),ONLINE").refused
    assert a3_below(50) and not a3_below(49)
    assert holds({"cu_paths_at_least": {"cu": "0980", "paths": 3}})
    for line in ("S TAPEJOB", ".WAIT 1M", ".FAIL LINK(20)"):
        assert not session.submit(line).refused
    assert not holds({"no_boxed_device": "0580"}) and holds({"no_boxed_device": ["0980", "7900"]})
    assert not holds({"cu_paths_at_least": {"cu": "0580", "paths": 1}})
    assert holds({"cu_paths_at_least": {"cu": "7900", "paths": 4}})


# --- JES2 drills protect jobs by name, numbers read from the machine --------------
def payroll_numbers(name: str) -> dict[str, list[int]]:
    """After the drill's prelude: PAYROLL's job numbers on JES2's queue, by status."""
    from zconsole.drills.frontend import start

    session = start(find_drill(name, None))
    machine = session.context.machine
    jes2 = machine.living(session.context.clock.now()).jes2
    found: dict[str, list[int]] = {}
    for job in sorted(jes2.jobs.values(), key=lambda j: j.number):
        if job.name == "PAYROLL":
            found.setdefault(job.status, []).append(job.number)
    return found


def named_numbers(name: str) -> set[int]:
    """Every job number a drill's words name (JOB00008, $DJ7, J7) for the trainee."""
    drill = find_drill(name, None)
    words = " ".join((drill.briefing, *drill.hints))
    return {int(n) for n in re.findall(r"\b(?:JOB|\$DJ|\$PJ|J)0*(\d+)\b", words)}


@pytest.mark.parametrize(("name", "protected"), [
    ("jes2-class", "AWAITING EXECUTION"), ("jes2-spool-full", "EXECUTING")])
def test_a_jes2_drill_and_jes2s_numbering_agree(name: str, protected: str) -> None:
    """The drill's mistake protects PAYROLL by name; the number it judges is the one JES2
    gave in the prelude, and every number the briefing and hints name is a PAYROLL's. A
    change to how JES2 numbers jobs fails here instead of leaving the drill blind."""
    from zconsole.drills.frontend import start

    numbers = payroll_numbers(name)
    assert named_numbers(name) <= {n for found in numbers.values() for n in found}
    (mine,) = numbers[protected]
    others = [n for status, found in numbers.items() if status != protected for n in found]
    for line, wrong in [(f"$PJ{mine}", True), (f"$C JOB{mine:05d}", True), (f"$PJ1-{mine}", True),
                        (f"$PJ{mine + 1}-*", False), *[(f"$PJ{n}", False) for n in others]]:
        run = start(find_drill(name, None)).run
        noted = run.after(run.before(line), refused=False)
        assert any(n.msgid == "ZCN304W" for n in noted) is wrong, line


def test_protects_a_job_the_prelude_does_not_make_is_a_drill_file_error(tmp_path: Path) -> None:
    from zconsole.drills.frontend import start

    path = write(tmp_path, GOOD + '''
[[mistake]]
text = "m"
penalty = 1
command = "[$]PJ(?P<job>[0-9]+)"
protects = { job = "PAYROLL" }
''')
    with pytest.raises(DrillFileError, match="protects PAYROLL: no such job on JES2's queue"):
        start(load_drill(path))


def test_protects_needs_a_job_group(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD + '''
[[mistake]]
text = "m"
penalty = 1
command = "[$]PJ[0-9]+"
protects = { job = "PAYROLL" }
''')
    with pytest.raises(DrillFileError, match="needs a command with a group"):
        load_drill(path)
