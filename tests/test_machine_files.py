"""Machine files: the shipped ones load, default.toml is the built-in machine, mistakes are named."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import MACHINES
from zconsole.console.table import MachineFileError
from zconsole.systems.zos.model.loading.builtin import default_machine
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.testing import snapshot


def test_default_toml_is_the_builtin_machine() -> None:
    assert snapshot(load_machine(MACHINES / "default.toml")) == snapshot(default_machine())


@pytest.mark.parametrize("path", sorted(MACHINES.glob("*.toml")), ids=lambda p: p.name)
def test_shipped_machines_load(path: Path) -> None:
    machine = load_machine(path)
    assert machine.system_name


GOOD = """
[system]
name = "T1"
[scm]
defined = "32G"
increment_size = "16G"
[[scm.increment]]
address = "0G"
used_blocks = 10
[[page_dataset]]
type = "PLPA"
dsname = "SYS1.PLPA"
volser = "PG1"
device = "0A80"
slots = 100
used = 5
"""


def test_minimal_file(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text(GOOD)
    machine = load_machine(path)
    assert machine.scm is not None and machine.scm.used_blocks == 10
    assert machine.page_datasets[0].devtype == "3390"


@pytest.mark.parametrize(
    ("old", "new", "key", "reason", "line"),
    [
        ('name = "T1"', 'name = "toolong99"', "system.name", "not a system name", 3),
        ('name = "T1"', 'name = 7', "system.name", "must be a string, not an integer", 3),
        ('name = "T1"', 'name = "T1"\npagescm = "17X"', "system.pagescm", "PAGESCM=17X is not valid", 4),
        ('name = "T1"', 'name = "T1"\ncolour = "red"', "system.colour", "is not a known key", 4),
        ('name = "T1"', 'name = "T1"\npagescm = "NONE"', "system.pagescm", "SCM cannot hold pages", 4),
        ('defined = "32G"', 'defined = "40G"', "scm.defined", "multiple of the increment", 5),
        ('defined = "32G"', 'defined = "32Q"', "scm.defined", "not an amount", 5),
        ('address = "0G"', 'address = "8G"', "scm.increment[0].address", "no increment starts at 8G", 8),
        ("used_blocks = 10", "used_blocks = 99999999", "scm.increment[0].used_blocks",
         "must be 0-4,194,304", 9),
        ("used_blocks = 10", 'used_blocks = 10\nstatus = "PENDING OFFLINE"', "scm.increment[0].status",
         "starts settled", 10),
        ("used_blocks = 10", 'used_blocks = 10\nstatus = "BROKEN"', "scm.increment[0].status",
         "is not one of", 10),
        ('type = "PLPA"', 'type = "SWAP"', "page_dataset[0].type", "'SWAP' is not one of", 11),
        ('device = "0A80"', 'device = "A80"', "page_dataset[0]", "not a 4-hex-digit device number", 10),
        ("used = 5", "used = 500", "page_dataset[0]", "used (500) must be 0-100", 10),
        ("used = 5", "used = 5\ncsa = 6", "page_dataset[0]", "csa (6) must be 0-5, the used slots", 10),
        ("slots = 100", 'slots = "many"', "page_dataset[0].slots", "must be an integer, not a string", 15),
        ('volser = "PG1"', "", "page_dataset[0].volser", "is required", 10),
    ],
)
def test_mistakes_name_file_key_and_reason(
    tmp_path: Path, old: str, new: str, key: str, reason: str, line: int
) -> None:
    path = tmp_path / "bad.toml"
    assert old in GOOD
    path.write_text(GOOD.replace(old, new, 1))
    with pytest.raises(MachineFileError) as caught:
        load_machine(path)
    assert caught.value.key == key
    assert reason in caught.value.reason
    assert caught.value.line == line
    assert str(caught.value).startswith(f"{path}:{line}: [{key}] ")


def test_csa_belongs_to_the_common_page_data_sets(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(GOOD.replace('type = "PLPA"', 'type = "LOCAL"').replace("used = 5", "used = 5\ncsa = 1"))
    with pytest.raises(MachineFileError) as caught:
        load_machine(path)
    assert caught.value.key == "page_dataset[0]"
    assert "csa is for the PLPA or COMMON data set" in caught.value.reason


def test_toml_syntax_error_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('[system]\nname = "T1\n')
    with pytest.raises(MachineFileError, match=r"not valid TOML: .*line 2") as caught:
        load_machine(path)
    assert caught.value.line == 2


def test_duplicate_page_data_set(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    second = GOOD[GOOD.index("[[page_dataset]]"):].replace('"PLPA"', '"LOCAL"', 1)
    path.write_text(GOOD + second)
    with pytest.raises(MachineFileError, match=r"SYS1\.PLPA is defined twice"):
        load_machine(path)


ADCD = MACHINES / "adcd.toml"


@pytest.mark.parametrize(
    ("old", "new", "key", "reason"),
    [
        ('release = "z/OS 01.11.00"', 'release = "1.11"', "system.release", "not written as z/OS vv.rr.mm"),
        ("subchannel_sets = 1 ", "subchannel_sets = 5 ", "system.subchannel_sets", "must be 1-4"),
        ('increment_size = "1M"', 'increment_size = "3M"', "storage.increment_size", "must divide"),
        ("online = 4\n", "online = 9\n", "processors.online", "must be 1 up to defined"),
        ('procview = "CPU"', 'procview = "THREAD"', "processors", "must be CPU or CORE"),
        ("at = 2026-08-06T07:25:26", 'at = "yesterday"', "ipl.at", "must be a local date and time"),
        ('device = "0A80"             #', 'device = "A80"             #', "ipl.device",
         "not a 4-digit device number"),
        ('ieasys = ["DB"]', 'ieasys = ["DB1"]', "ipl.ieasys", "must list IEASYSxx suffixes"),
        ('[[device]]\nnumber = "0A95"\nstatus = "OFFLINE"', '[[device]]\nnumber = "0A95"\nstatus = "ONLINE"',
         "device[21].operational", "must be OFFLINE"),
        ('volume = "SBRES1"', 'volume = "SBRES1X"', "device[0].volume", "is not a volume serial"),
        ('use = "STORAGE"', 'use = "SCRATCH"', "device[2].use", "is not one of PRIVATE, PUBLIC, STORAGE"),
        ('volume = "SBSYS1"', 'volume = "SBSYS2"', None, "is on volume SBSYS1, but device 0A82 holds SBSYS2"),
        ('dest_link = "00"', 'dest_link = "000"', "control_unit[0].path[0]", "must be 2 or 4 hex digits"),
    ],
)
def test_mistakes_in_the_system_facts(
    tmp_path: Path, old: str, new: str, key: str | None, reason: str
) -> None:
    text = ADCD.read_text(encoding="utf-8")
    assert old in text, old
    path = tmp_path / "bad.toml"
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(MachineFileError) as caught:
        load_machine(path)
    assert caught.value.key == key
    assert reason in caught.value.reason


def test_adcd_is_the_captured_system() -> None:
    machine = load_machine(ADCD)
    assert (machine.system_name, machine.release.version, machine.subchannel_sets) == ("ADCD", (1, 11, 0), 1)
    assert machine.real_mb == 8192 and machine.facts.storage_increment_mb == 1
    io = machine.io
    assert sum(1 for d in io.devices.values() if d.volume) == 32
    assert io.device(0, 0x0A80) is not None and io.device(0, 0x0A80).volume == "SBRES1"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("body", "key", "reason"),
    [
        ('name = "X"\nsubmitter = "TSOUSER"', "procedure[0]", "only a batch job (kind JOB) has a submitter"),
        ('name = "X"\nkind = "JOB"\nsubmitter = "1Y"', "procedure[0].submitter", "is not a job name"),
        ('name = "X"\nkind = "JOB"\nprogrammer = "' + "N" * 21 + '"', "procedure[0]",
         "programmer is a name of up to 20 characters"),
    ],
)
def test_a_batch_jobs_submitter_and_programmer_name(tmp_path: Path, body: str, key: str, reason: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(f"[[procedure]]\n{body}\n")
    with pytest.raises(MachineFileError) as caught:
        load_machine(path)
    assert (caught.value.key, reason in caught.value.reason) == (key, True)


@pytest.mark.parametrize(
    ("prm", "key", "reason"),
    [
        ('[smf.prm.XX]\nrecording = "LOGSTREAM"', "smf.prm.XX", "SMFPRMXX is not one of members"),
        ('[smf.prm.LS]\nrecording = "TAPE"', "smf.prm.LS.recording", "must be DATASET or LOGSTREAM"),
        ('[smf.prm.LS]\nrecording = "LOGSTREAM"\ndefaultlsname = "SMF.DEFAULT"', "smf.prm.LS.defaultlsname",
         "is not an SMF log stream name"),
        ('[smf.prm.LS]\nrecording = "LOGSTREAM"\nlsname = ["IFASMF.A2345678.B2345678.C23"]',
         "smf.prm.LS.lsname", "26 characters at most"),
        ('[smf.prm.LS]\nrecording = "LOGSTREAM"\nlsname = ["IFASMF.DEFAULT"]', "smf.prm.LS.lsname",
         "names a log stream twice"),
    ],
)
def test_smfprm_members_that_record_on_log_streams(tmp_path: Path, prm: str, key: str, reason: str) -> None:
    path = tmp_path / "bad.toml"
    smf = '[smf]\nmembers = ["00", "LS"]\n[[smf.dataset]]\nname = "SYS1.MAN1"\nblocks = 10\n'
    path.write_text(smf + prm + "\n")
    with pytest.raises(MachineFileError) as caught:
        load_machine(path)
    assert (caught.value.key, reason in caught.value.reason) == (key, True)
