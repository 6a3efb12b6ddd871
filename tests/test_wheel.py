"""The built wheel carries the grammars and man pages and works outside the source tree."""

from __future__ import annotations

import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from tests.conftest import ROOT


@pytest.mark.slow
def test_wheel_installs_and_runs_outside_the_tree(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(dist), str(ROOT)],
        check=True, capture_output=True, timeout=600,
    )
    (wheel,) = dist.glob("zconsole-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "zconsole/systems/zos/grammar/console.lark" in names
    assert "zconsole/_data/man/zconsole-machine.5" in names
    assert "zconsole/_data/parmlib/IEASYS01" in names
    assert "zconsole-0.1.0.data/data/share/man/man1/zconsole.1" in names  # where man(1) finds it
    assert "zconsole-0.1.0.dist-info/licenses/LICENSE" in names

    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)],
                   check=True, capture_output=True, timeout=600)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = subprocess.run(
        [str(env_dir / "bin" / "zconsole"), "--clock", "17.17.46", "--next-id", "944", "-c", "D ASM"],
        cwd=elsewhere, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[:3] == [
        "IEE200I 17.17.46 DISPLAY ASM 944",
        "TYPE     FULL STAT   DEV  DATASET NAME",
        "PLPA     100% FULL  02E6  SYS1.PLPA.PAGCOM",
    ]
    ipl = subprocess.run([str(env_dir / "bin" / "zconsole"), "-c", ".IPL 01"],
                         cwd=elsewhere, capture_output=True, text=True, timeout=60)
    assert ipl.stdout.splitlines()[1] == (
        "IAR032I USE OF STORAGE-CLASS MEMORY FOR PAGING IS NOT ENABLED - PAGESCM=NONE"
    )
    # z/VM's CP console: its grammar and its built-in machine ship inside the package.
    assert "zconsole/systems/zvm/grammar/cp.lark" in names
    assert "zconsole/systems/zvm/model/loading/machines/zvm-workshop.toml" in names
    cp = subprocess.run([str(env_dir / "bin" / "zconsole"), "--system", "zvm", "-c", "QUERY STORAGE"],
                        cwd=elsewhere, capture_output=True, text=True, timeout=60)
    assert cp.stdout.splitlines()[:2] == [
        "QUERY STORAGE", "STORAGE = 2G CONFIGURED = 2G INC = 1M STANDBY = 0  RESERVED = 0"]
    # The grammar came from the installed package, not from a source tree nearby.
    where = subprocess.run(
        [str(python), "-c",
         "from zconsole.systems.zos.syntax.grammar import GRAMMAR_FILE; print(GRAMMAR_FILE)"],
        cwd=elsewhere, capture_output=True, text=True, check=True,
    ).stdout.strip()
    assert where.startswith(str(env_dir)) and where.endswith("zos/grammar/console.lark")
    # drills: the built-in drill files ship, their answer keys do not
    assert "zconsole/_data/drills/svc-dump.toml" in names
    assert "zconsole/systems/zos/messages/explanations.toml" in names  # HELP msgid's data file
    assert not any("drill-keys" in name for name in names)
    drills = subprocess.run([str(env_dir / "bin" / "zconsole"), "drill"],
                            cwd=elsewhere, capture_output=True, text=True, timeout=60)
    assert drills.returncode == 0, drills.stderr
    assert "svc-dump             SVC dump of DB2A with the right SDATA" in drills.stdout.splitlines()
    # the channel drills name the I/O lab machine beside them (../machines/io-lab.toml)
    assert "zconsole/_data/machines/io-lab.toml" in names
    key = tmp_path / "failing-link.zc"
    key.write_text("CF CHP(94),ONLINE\n")
    graded = subprocess.run([str(env_dir / "bin" / "zconsole"), "drill", "failing-link",
                             "--script", str(key)], cwd=elsewhere, capture_output=True, text=True, timeout=60)
    assert graded.returncode == 0, graded.stderr
    assert graded.stdout.splitlines()[-1] == "SCORE: 100 OF 100"


@pytest.mark.slow
def test_sdist_carries_what_its_own_tests_need(tmp_path: Path) -> None:
    import tarfile

    subprocess.run([sys.executable, "-m", "build", "--sdist", "--outdir", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True, timeout=600)
    (sdist,) = tmp_path.glob("zconsole-*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    wanted = {".ci/run", "LICENSE", "README.md", "pyproject.toml",
              "zconsole/systems/zos/grammar/console.lark"}
    for folder in ("tests", "fixtures", "man", "bench"):
        wanted |= {str(p.relative_to(ROOT)) for p in (ROOT / folder).rglob("*")
                   if p.is_file() and "__pycache__" not in p.parts}
    assert wanted <= names, sorted(wanted - names)


def test_every_manual_page_is_installed_where_man_finds_it() -> None:
    import tomllib

    wheel = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["hatch"]["build"]["targets"]["wheel"]
    shared = wheel["shared-data"]
    pages = {f"man/{p.name}": f"share/man/man{p.suffix[1:]}/{p.name}" for p in (ROOT / "man").iterdir()}
    assert shared == pages
