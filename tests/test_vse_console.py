"""The VSE console (--system vse): the captures of ../shared/spec/vse-captures/ replayed in
the goldens of fixtures/transcripts/vse/, every keyword spelling of vse.lark parsed, fuzzed
lines answered with a console message and no change, --state resume giving one run's bytes,
machine-file errors naming file, key and reason."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.conftest import SHARED, TRANSCRIPTS
from zconsole.cli import main
from zconsole.systems.vse.model.machine_file import VseMachineFileError, load_machine, machine_to_data
from zconsole.systems.vse.syntax.grammar import keywords
from zconsole.systems.vse.syntax.parse import VseSyntaxError, parse

CAPTURES = SHARED / "spec" / "vse-captures"
LEFT_OUT = {
    "ipl-proc-iplv6-sdl700.txt": "an IPL procedure, not console output (SDL=700: the built-in machine's)",
    # MSG Fx answers READY then the Fx-nnnn prompt as this shows (replies.txt), but the
    # manual's rendering is not a screen: one blank after 1I40I, the prompt run into AR 0015
    "msg-fx-1i40i-virtel-doc.txt": "DOC, a vendor manual's rendering, not a screen's bytes",
}


def _golden_answers() -> list[list[str]]:
    return [
        [line for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith(("#", ">"))]
        for path in sorted((TRANSCRIPTS / "vse").glob("*.txt"))
    ]


@pytest.mark.skipif(not CAPTURES.exists(), reason="../shared/spec is not beside this checkout")
@pytest.mark.parametrize("name", sorted(p.name for p in CAPTURES.glob("*.txt")) if CAPTURES.exists() else [])
def test_capture_is_in_a_golden(name: str) -> None:
    """Each line of a capture starts one column in (the 3270's attribute byte's blank,
    not part of the line); the rest is compared byte for byte, echo included."""
    if name in LEFT_OUT:
        return
    lines = [line.rstrip() for line in (CAPTURES / name).read_text(encoding="utf-8").splitlines()[1:]]
    assert all(line.startswith(" ") for line in lines)
    want = [line[1:] for line in lines]
    assert any(g[i : i + len(want)] == want for g in _golden_answers() for i in range(len(g))), name


SAMPLES = {  # a line using each keyword (KEYWORD replaced by each of its spellings)
    "PRTY": "PRTY",
    "PDISPLAY": "PDISPLAY RDR",
    "PRELEASE": "PRELEASE RDR,X",
    "PDELETE": "PDELETE RDR,X",
    "PALTER": "PALTER RDR,X,DISP=K",
    "PSTART": "PSTART F4",
    "PSTOP": "PSTOP F4",
    "RDR": "D RDR",
    "LST": "D LST",
    "PUN": "D PUN",
    "XMT": "D XMT",
    "WRUN": "D WRUN",
    "ACTIVE": "D A",
    "QUEUES": "D Q",
    "DYNC": "D DYNC",
    "LISTIO": "LISTIO BG",
    "ALLOC": "ALLOC F4=2M",
    "SIZE": "SIZE F4=512K",
    "HELP": "HELP 1I40I",
    "FULL": "D WRUN,FULL=YES",
    "YES": "D WRUN,FULL=YES",
    "DISP": "A RDR,X,DISP=K",
    "CLASS": "A RDR,X,CLASS=8",
    "PRI": "A RDR,X,PRI=5",
    "MAP": "MAP",
    "GETVIS": "GETVIS SVA",
    "DETAIL": "GETVIS SVA,DETAIL",
    "SIR": "SIR",
    "QUERY": "QUERY TD",
    "TD": "QUERY TD",
    "SDL": ".IPL SDL=800",
    "LOG": "LOG",
    "NOLOG": "NOLOG",
    "MSG": "MSG F2",
    "DATA": "MSG F2,DATA=CEMT I TAS",
    "REPLID": "REPLID",
    "PAUSE": "PAUSE F4",
    "EOJ": "PAUSE F4,EOJ",
}


def test_every_keyword_has_a_sample() -> None:
    assert set(keywords()) == set(SAMPLES)


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_every_spelling_parses(name: str) -> None:
    spellings = keywords()[name]
    base = SAMPLES[name]
    full = spellings[0]
    standard = parse(base)
    for spelling in spellings:
        line = base.replace(full, spelling, 1) if full in base else base
        assert parse(line) == standard, line


def _run(argv: list[str], lines: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    day = [] if "--resume" in argv else ["--clock", "22:29:00", "--date", "2019-01-11"]
    argv = [a for a in argv if a != "--resume"]
    code = main(["--system", "vse", *day, *argv, *[a for line in lines for a in ("-c", line)]])
    return code, capsys.readouterr().out


def test_fuzzed_lines_answer_and_change_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from zconsole.console.clock import ConsoleClock
    from zconsole.systems.vse.commands.context import Context
    from zconsole.systems.vse.line import run
    from zconsole.systems.vse.model.machine_file import builtin

    rng = random.Random(37)
    alphabet = "ABCDFGLPRSTUVWXYZ0123456789,= .$#@*"
    words = [w for spellings in keywords().values() for w in spellings] + ["F4", "BG", "SVA", "DTVJOB7"]
    machine = builtin("vse-workshop")
    before = machine_to_data(machine)
    ctx = Context(machine, ConsoleClock())
    for n in range(2000):
        if n % 2:
            line = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 20)))
        else:
            line = ",".join(rng.choice(words) for _ in range(rng.randint(1, 4)))
            line = line.replace(",", " ", 1)
        if line.strip().upper().startswith((".WAIT", ".IPL")):
            continue
        result = run(line, ctx)
        if result.refused:
            assert machine_to_data(machine) == before, line
        assert all("Traceback" not in text for m in result.messages for text in m.lines)
        if result.changed:
            machine = builtin("vse-workshop")
            ctx = Context(machine, ConsoleClock())
        before = machine_to_data(machine)  # a shown display still counts its LTA fetch


def test_state_resume_gives_one_runs_bytes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = ["D WRUN", ".WAIT 60", "D A"]
    second = [".WAIT 300", "D RDR,DTVJOB7", "D LST", "PRTY F4,BELOW,F9"]
    _, whole = _run([], first + second, capsys)
    state = tmp_path / "vse.state"
    _, one = _run(["--state", str(state)], first, capsys)
    _, two = _run(["--resume", "--state", str(state)], second, capsys)
    assert one + two == whole


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('release = "3.1"\n[partitions.BG]\nalloc_kb = 1024\nsize_kb = 512\n', "release: must be one of"),
        ("sdl = 40000\n[partitions.BG]\nalloc_kb = 1024\nsize_kb = 512\n", "sdl: must be 1-32765"),
        ("[partitions.BG]\nalloc_kb = 1024\nsize_kb = 2048\n", "partitions.BG.size_kb:"),
        ("[partitions.FC]\nalloc_kb = 1024\nsize_kb = 512\n", "partitions.FC: not a static partition"),
        ("bogus = 1\n", "bogus: not a key"),
        (
            "sdl = 32765\n[partitions.BG]\nalloc_kb = 1024\nsize_kb = 512\n",
            "sdl: SVA-24 of 768K cannot hold it",
        ),
        (
            "[partitions.BG]\nalloc_kb = 1024\nsize_kb = 512\ntasks = 33\n",
            "partitions.BG.tasks: must be 1-32",
        ),
    ],
)
def test_machine_file_errors_name_file_key_reason(tmp_path: Path, text: str, reason: str) -> None:
    path = tmp_path / "m.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(VseMachineFileError) as caught:
        load_machine(path)
    assert str(caught.value).startswith(f"{path}: ")
    assert reason in str(caught.value)


def test_unknown_command_is_the_consoles_message() -> None:
    with pytest.raises(VseSyntaxError) as caught:
        parse("XYZZY")
    assert caught.value.key == "1I50I"


def test_machine_page_names_every_key() -> None:
    from tests.conftest import ROOT
    from zconsole.systems.vse.model.machine_file import JOB_KEYS, PART_KEYS, TOP

    page = (ROOT / "man" / "zconsole-vse-machine.5").read_text(encoding="utf-8").replace("\\-", "-")
    for key in (TOP - {"partitions", "jobs", "output"}) | PART_KEYS | JOB_KEYS:
        assert key in page, key


def test_seed_004_figures_from_the_model() -> None:
    from zconsole.reproduce.main import experiments

    rows = [row for e in experiments("004") for row in e.run()]
    assert {e.name for e in experiments("004")} == {"sdl", "sva24", "lta", "dellbl", "limits"}
    for row in rows:
        if isinstance(row.published, str):
            assert row.model == row.published, row
        elif row.experiment == "dellbl":
            assert row.model > row.published, row  # "> 90 %"
        else:
            assert (row.deviation is not None and abs(row.deviation) < 0.03) or row.model == row.published, (
                row
            )


def test_refused_line_fetches_no_lta_phase() -> None:
    from zconsole.console.clock import ConsoleClock
    from zconsole.systems.vse.commands.context import Context
    from zconsole.systems.vse.line import run
    from zconsole.systems.vse.model.machine_file import builtin

    ctx = Context(builtin("vse-workshop"), ConsoleClock())
    run("PRTY F4,ABOVE,F9", ctx)
    assert ctx.machine.lta_fetches == 0
    run("PRTY", ctx)
    run("LOG", ctx)  # offloaded from 2.6 on
    assert ctx.machine.lta_fetches == 1


@pytest.mark.parametrize(
    ("before", "partial", "some"),
    [
        ("", "", {"PRTY", "PDISPLAY", "GETVIS", "MAP", "SIR"}),
        ("D ", "", {"RDR", "LST", "WRUN", "A", "Q"}),
        ("d r", "R", {"RDR"}),
        ("D RDR,", "", {"FREE", "FREER", "DTVJOB7"}),
        ("PRTY F4,", "", {"BELOW", "F9", "Z"}),
        ("GETVIS S", "S", {"SVA"}),
        ("A RDR,DTVJOB7,", "", {"DISP", "CLASS", "PRI"}),
        ("MSG ", "", {"F2", "F7"}),
        ("MSG F2,", "", {"DATA"}),
        ("HELP 1S4", "1S4", {"1S46I", "1S41I"}),
        ("D DY", "DY", {"DYNC"}),
        ("PAUSE F4,", "", {"EOJ"}),
    ],
)
def test_completion_from_the_grammar_and_the_machine(before: str, partial: str, some: set[str]) -> None:
    import types

    from zconsole.systems.registry import system_named
    from zconsole.systems.vse.model.machine_file import builtin

    session = types.SimpleNamespace(machine=builtin("vse-workshop"))
    got_partial, words, _ = system_named("vse").completions(session, before)
    assert got_partial == partial
    assert some <= set(words)
    assert all(w.startswith(partial) for w in words)


def test_status_fields_and_line_styles() -> None:
    import types

    from zconsole.systems.registry import system_named
    from zconsole.systems.vse.model.machine_file import builtin

    vse = system_named("vse")
    assert vse.status_fields(types.SimpleNamespace(machine=builtin("vse-workshop"))) == [
        "VSE/ESA 2.7",
        "RUNNING 3",
    ]
    assert vse.line_styles("D RDR,FREE") == [("", ""), ("verb", "D"), ("", " RDR,FREE")]
    assert vse.line_styles("XYZ") == [("", "XYZ")]


def test_what_the_machine_says_by_itself_is_declared_unsolicited() -> None:
    import datetime as dt

    from zconsole.systems.vse.messages.catalog import CATALOG, DOC, INFERRED, OWN, REAL
    from zconsole.systems.vse.model.living import settle
    from zconsole.systems.vse.model.machine_file import builtin

    machine = builtin("vse-workshop")
    start = dt.datetime(2019, 1, 11, 22, 0)
    events = settle(machine, start + dt.timedelta(hours=1), start)
    assert [key for _, key, _ in events] == ["1Q47I", "1Q34I"]
    assert all(CATALOG[key].unsolicited for _, key, _ in events)
    assert {k for k, e in CATALOG.items() if e.evidence == REAL} == {
        "1I40I",
        "1Y63I",
        "1C39I",
        "PRTY",
        "1R46I",
    }
    assert {k for k, e in CATALOG.items() if e.evidence == DOC} == {"PROMPT"}  # a vendor manual's Fx-nnnn
    assert all(e.evidence in (REAL, DOC, INFERRED, OWN) for e in CATALOG.values())
    assert {k for k, e in CATALOG.items() if e.evidence == OWN} == {"ZCN100I", "ZCN101I", "ZCN102I"}


def test_help_explains_every_message_id_the_console_writes() -> None:
    """HELP msgid has an explanation for each id of the catalog, with the catalog's evidence
    label, in lines that fit the console; an id it does not know is ZCN101I."""
    from zconsole.console.clock import ConsoleClock
    from zconsole.systems.vse.commands.context import Context
    from zconsole.systems.vse.line import run
    from zconsole.systems.vse.messages.catalog import CATALOG
    from zconsole.systems.vse.messages.explained import explanations
    from zconsole.systems.vse.model.machine_file import builtin

    labels: dict[str, set[str]] = {}
    for entry in CATALOG.values():
        if entry.msgid:
            labels.setdefault(entry.msgid, set()).add(entry.evidence)
    assert set(explanations()) == set(labels)
    ids = {k: e.evidence for k, e in explanations().items()}
    assert all(ids[k] in labels[k] for k in ids)  # 1R46I: REAL its queue lines, INFERRED NOTHING TO DISPLAY
    ctx = Context(builtin("vse-workshop"), ConsoleClock())
    for msgid in ids:
        lines = [line for m in run(f"HELP {msgid}", ctx).messages for line in m.lines]
        assert lines[1] == f"ZCN102I MESSAGE {msgid} EXPLAINED ({ids[msgid]})"
        assert all(len(line) <= 80 for line in lines)
    refused = run("HELP 9Z99Z", ctx)
    assert refused.refused and refused.messages[-1].lines[0].startswith("ZCN101I NO HELP FOR 9Z99Z")
    index = [line for m in run("HELP", ctx).messages for line in m.lines]
    assert index[1].startswith("ZCN100I") and all(len(line) <= 80 for line in index)
    assert ctx.machine.lta_fetches == 0  # zconsole's own: no LTA phase
