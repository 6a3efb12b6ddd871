"""z/VM machine files: the built-in machines load; a bad file gets file, key and reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ROOT
from zconsole.systems.zvm.model.loading.builtin import builtin_names, machine_for
from zconsole.systems.zvm.model.loading.machine_file import load_machine
from zconsole.systems.zvm.model.loading.reader import ZvmMachineFileError

FIXTURES = ROOT / "fixtures" / "machines" / "zvm"


def test_builtin_and_fixture_machines_load() -> None:
    assert builtin_names() == ["zvm-lab-62", "zvm-lab-63", "zvm-workshop"]
    workshop = machine_for("zvm-workshop")
    assert workshop.system_name == "ZVMWSXX" and len(workshop.guests) == 32
    assert workshop.volumes["M01P02"].extents[0].pages == 450180
    names = {path.stem: load_machine(path).system_name for path in sorted(FIXTURES.glob("*.toml"))}
    assert names == {
        "workshop-after-ipl": "ZVMWSXX",
        "workshop-zv63pg": "ZVMWSXX",
        "zvm73": "TROTHVM",
        "zlma-nss": "ZLMAVM",
        "lab-page-dasd": "ZVMLABPG",
    }
    assert list(workshop.nss)[:3] == ["CMS", "CMSPIPES", "CMSVMLIB"]  # in spool id order


@pytest.mark.parametrize(
    ("text", "key", "reason"),
    [
        ('[system]\nrelease = "5.4"\n', "system.release", "must be one of"),
        ("[system]\nprocessors = 0\n", "system.processors", "must be 1-64, not 0"),
        ("[system]\nname = 7\n", "system.name", "must be a string, not an integer"),
        ('[storage]\nreal = "2X"\n', "storage.real", "has no unit"),
        ('[storage]\nrael = "2G"\n', "storage.rael", "is not a key of this table"),
        ('[[volume]]\nvolid = "toolong1"\nrdev = "0200"\n', "volume[0].volid", "is not a volume label"),
        ('[[volume]]\nvolid = "A"\nrdev = "G00"\n', "volume[0].rdev", "is not a device number"),
        ('[[volume]]\nvolid = "A"\nrdev = "0200"\nslot = 300\n', "volume[0].slot", "slot must be 1-255"),
        (
            '[[volume]]\nvolid = "A"\nrdev = "0200"\n[[volume.extent]]\nkind = "PAGE"\nstart = 9\nend = 1\n',
            "volume[0].extent[0].end",
            "start must not pass end",
        ),
        (
            '[[volume]]\nvolid = "A"\nrdev = "0200"\n[[volume.extent]]\nkind = "SWAP"\nstart = 1\nend = 2\n',
            "volume[0].extent[0].kind",
            "must be one of",
        ),
        ('[[device]]\nrdev = "0800-07FF"\nkind = "OSA"\n', "device[0].rdev", "runs backwards"),
        ('[[user]]\nuserid = "MAINT"\nclasses = "XYZ"\n', "user[0].userid", "privilege classes"),
        ('[[user]]\nuserid = "MAINT"\n[[user]]\nuserid = "MAINT"\n', "user[1].userid", "defined twice"),
        ("[system\n", "", "not TOML"),
        ('[[nss]]\nname = "CMS"\n', "nss[0].spoolid", "is required"),
        ('[[nss]]\nname = "CMS"\nspoolid = 0\n', "nss[0].spoolid", "must be 1-9999, not 0"),
        ('[[nss]]\nname = "CMS"\nspoolid = 1\nfiletype = "XSS"\n', "nss[0].filetype", "must be one of"),
        ('[[nss]]\nname = "CMS"\nspoolid = 1\nclass = "Q"\n', "nss[0].class", "must be one of A, R"),
        ('[[nss]]\nname = "CMSTOOLONG"\nspoolid = 1\n', "nss[0].name", "is not 1-8 characters"),
        ('[[nss]]\nname = "C"\nspoolid = 1\npages = [["0", "G", "EW"]]\n', "nss[0].pages[0]", "invalid"),
        ('[[nss]]\nname = "C"\nspoolid = 1\npages = [["9", "1", "EW"]]\n', "nss[0].pages[0]", "range"),
        ('[[nss]]\nname = "C"\nspoolid = 1\npages = [["0", "1", "XX"]]\n', "nss[0].pages[0]", "page type"),
        ('[[nss]]\nname = "C"\nspoolid = 1\npages = [1]\n', "nss[0].pages[0]", "must be ["),
        ('[[nss]]\nname = "A"\nspoolid = 1\n[[nss]]\nname = "A"\nspoolid = 2\n', "nss[1].name", "already"),
        ('[[nss]]\nname = "A"\nspoolid = 1\n[[nss]]\nname = "B"\nspoolid = 1\n', "nss[1].spoolid", "already"),
        ('[[nss]]\nname = "A"\nspoolid = 1\nrecs = 1\n', "nss[0].recs", "is not a key of this table"),
    ],
)
def test_bad_file_names_file_key_and_reason(tmp_path: Path, text: str, key: str, reason: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ZvmMachineFileError) as info:
        load_machine(path)
    assert str(path) in str(info.value)
    assert info.value.key == key
    assert reason in info.value.reason


def test_the_manual_pages_example_machine_loads(tmp_path: Path) -> None:
    from zconsole.console.roff import unescape

    source = (ROOT / "man" / "zconsole-zvm-machine.5").read_text(encoding="utf-8")
    example = unescape(source.split(".SH EXAMPLES\n.nf\n", 1)[1].split("\n.fi\n", 1)[0])
    path = tmp_path / "lab1.toml"
    path.write_text(example + "\n", encoding="utf-8")
    machine = load_machine(path)
    assert (machine.system_name, machine.facts.release, machine.storage.real_mb) == ("LAB1", "7.3", 8192)
    assert machine.cp_owned_online()[0][2].extents[0].pages == 3338 * 180
    lab = source.split(".SH EXAMPLES\n", 1)[1].split(".nf\n")[2].split("\n.fi\n", 1)[0]
    path.write_text(example.replace('"7.3"', '"6.3"') + "\n" + unescape(lab) + "\n", encoding="utf-8")
    machine = load_machine(path)
    assert machine.lab is not None and machine.lab.config.paging_volumes == 1
    assert {"VS00001", "VS00002"} <= set(machine.guests)


@pytest.mark.parametrize("front", ["-c", "run", "check"])
def test_a_builtin_machine_that_fails_to_load_is_one_line_and_no_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], front: str
) -> None:
    """A shipped machine file damaged in the installation: file, key and reason, exit 2 (a
    transcript that cannot run fails its check with the same line)."""
    from zconsole.cli import main
    from zconsole.systems.zvm.model.loading import builtin

    bad = tmp_path / "zvm-workshop.toml"
    bad.write_text("[system]\nprocessors = 0\n", encoding="utf-8")
    monkeypatch.setattr(builtin, "_FOLDER", tmp_path)
    why = f"{bad}: [system.processors] must be 1-64, not 0"
    script = tmp_path / "lines.txt"
    script.write_text("q stor\n", encoding="utf-8")
    golden = tmp_path / "golden.txt"
    golden.write_text("# flags: --system zvm --machine zvm-workshop\n> q stor\nq stor\n", encoding="utf-8")
    machine = ["--system", "zvm", "--machine", "zvm-workshop"]
    argv = {"-c": [*machine, "-c", "q stor"], "run": [*machine, "run", str(script)],
            "check": ["check", str(golden)]}[front]
    code = main(argv)
    out, err = capsys.readouterr()
    if front == "check":
        assert (code, out.splitlines()) == (1, [f"zconsole: {golden}: {why}", "0 passed, 1 failed"])
    else:
        assert (code, err.splitlines(), out) == (2, [f"zconsole: {why}"], "")
