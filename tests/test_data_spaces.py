"""Data spaces of a procedure: the machine file's key, and D A,jobname's lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import MACHINES, lines, make_session
from zconsole.console.table import MachineFileError
from zconsole.systems.zos.model.living.default_work import default_procedures
from zconsole.systems.zos.model.living.workload import MAX_DATA_SPACES, Procedure
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.loading.procedure_tables import procedures_to_data

DEFAULT = (MACHINES / "default.toml").read_text(encoding="utf-8")
VLF_KEY = 'data_spaces = ["DCSVLLA", "CCSVLLA", "DIGGCAS", "CIGGCAS", "DIKJEXEC", "CIKJEXEC"]'


def machine_with(tmp_path: Path, data_spaces: str) -> Path:
    """The default machine with VLF's data_spaces line replaced."""
    assert DEFAULT.count(VLF_KEY) == 1
    path = tmp_path / "m.toml"
    path.write_text(DEFAULT.replace(VLF_KEY, data_spaces))
    return path


def detail(out: list[str]) -> list[str]:
    """The lines after ADDR SPACE ASTE, which must start at column 37."""
    at = next(i for i, line in enumerate(out) if "ADDR SPACE ASTE=" in line)
    assert out[at].index("ADDR SPACE") == 37
    return out[at + 1 :]


def test_default_machine_names_only_documented_data_spaces() -> None:
    procs = default_procedures()
    owners = {name: p.data_spaces for name, p in procs.items() if p.data_spaces}
    assert owners == {
        "VLF": ("DCSVLLA", "CCSVLLA", "DIGGCAS", "CIGGCAS", "DIKJEXEC", "CIKJEXEC"),
        "OMVS": ("SYSZBPX1", "SYSZBPX2"),
    }


def test_d_a_lists_each_data_space_at_column_37_after_the_aste() -> None:
    out = lines(make_session(), "D A,VLF")
    asid = int(out[3].split("A=")[1][:4], 16)
    assert asid == 0x10
    assert detail(out) == [
        " " * 37 + "DSPNAME=DCSVLLA  ASTE=7E010000",
        " " * 37 + "DSPNAME=CCSVLLA  ASTE=7E010040",
        " " * 37 + "DSPNAME=DIGGCAS  ASTE=7E010080",
        " " * 37 + "DSPNAME=CIGGCAS  ASTE=7E0100C0",
        " " * 37 + "DSPNAME=DIKJEXEC ASTE=7E010100",
        " " * 37 + "DSPNAME=CIKJEXEC ASTE=7E010140",
    ]


def test_an_address_space_without_data_spaces_ends_at_its_aste() -> None:
    out = lines(make_session(), "D A,LLA")
    assert detail(out) == []
    assert out[-1].strip().startswith("ADDR SPACE ASTE=")


def test_machine_file_data_spaces_are_listed_in_their_order(tmp_path: Path) -> None:
    machine = load_machine(machine_with(tmp_path, 'data_spaces = ["zeta", "ALPHA", "$X1"]'))
    assert machine.procedures["VLF"].data_spaces == ("ZETA", "ALPHA", "$X1")
    out = lines(make_session(machine), "D A,VLF")
    assert [line.strip() for line in detail(out)] == [
        "DSPNAME=ZETA     ASTE=7E010000", "DSPNAME=ALPHA    ASTE=7E010040", "DSPNAME=$X1      ASTE=7E010080",
    ]


def test_data_spaces_are_written_back_only_when_there_are_some() -> None:
    data = {entry["name"]: entry for entry in procedures_to_data(default_procedures())}
    assert data["VLF"]["data_spaces"] == ["DCSVLLA", "CCSVLLA", "DIGGCAS", "CIGGCAS", "DIKJEXEC", "CIKJEXEC"]
    assert "data_spaces" not in data["LLA"]


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ('data_spaces = "DCSVLLA"', "must be a list, not a string"),
        ('data_spaces = ["DCSVLLA", 7]', "must be a list of data space names"),
        ('data_spaces = ["TOOLONGNAME"]', "'TOOLONGNAME' is not a data space name"),
        ('data_spaces = ["9LIVES"]', "'9LIVES' is not a data space name"),
        ('data_spaces = ["DCSVLLA", "dcsvlla"]', "a data space name is given twice"),
        ("data_spaces = [" + ", ".join(f'"D{i}"' for i in range(MAX_DATA_SPACES + 1)) + "]",
         f"at most {MAX_DATA_SPACES} data spaces"),
    ],
)
def test_mistakes_in_data_spaces_are_named(tmp_path: Path, value: str, reason: str) -> None:
    with pytest.raises(MachineFileError) as caught:
        load_machine(machine_with(tmp_path, value))
    assert caught.value.key is not None and caught.value.key.startswith("procedure[")
    assert reason in caught.value.reason


def test_at_most_max_data_spaces_is_accepted() -> None:
    names = tuple(f"D{i}" for i in range(MAX_DATA_SPACES))
    assert Procedure("OWNER", data_spaces=names).data_spaces == names
