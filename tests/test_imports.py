"""Imports point one way (HOUSE-STYLE habit 1), and the one-shot path stays lean."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

PACKAGE = ROOT / "zconsole"

# package area -> areas of zconsole it must not import
FORBIDDEN = {
    "syntax": {"messages", "commands", "session", "frontends", "shell", "cli", "setup"},
    "model": {"syntax", "messages", "commands", "session", "frontends", "shell", "cli", "setup"},
    "messages": {"syntax", "commands", "session", "frontends", "shell", "cli", "setup"},
    "commands": {"session", "frontends", "shell", "cli", "setup"},
}
# third-party library -> the only area allowed to import it
ONLY_IN = {"lark": "syntax", "prompt_toolkit": "shell", "rich": "shell"}


def imported_modules(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def area(path: Path) -> str:
    rel = path.relative_to(PACKAGE)
    return rel.parts[0] if len(rel.parts) > 1 else rel.stem


SOURCES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_one_way(path: Path) -> None:
    mine = area(path)
    for module in imported_modules(path):
        parts = module.split(".")
        if parts[0] == "zconsole" and len(parts) > 1:
            assert parts[1] not in FORBIDDEN.get(mine, set()), f"{mine} imports {module}"
        if parts[0] in ONLY_IN:
            assert mine == ONLY_IN[parts[0]], f"{path.name} imports {parts[0]}"


def test_every_module_has_a_docstring() -> None:
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert ast.get_docstring(tree), f"{path} has no module docstring"


def test_one_shot_path_imports_no_ui_or_file_libraries() -> None:
    # The first run with an empty cache builds the grammar's tables (with lark); time the next.
    subprocess.run([sys.executable, "-m", "zconsole", "-c", "D ASM"], capture_output=True, check=True)
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "zconsole", "-c", "D ASM", "-c", "D M=SCM(DETAIL)",
         "-c", "CF SCM(16G),ONLINE", "-c", "D ASM,PLAP"],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 1  # the last line is refused, on purpose
    loaded = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    # lark and argparse each cost more than the command itself (the grammar's tables are
    # cached; a plain -c line is read by cli.quick_args). attrs, and the typing it imports,
    # are allowed: every class is declared with attrs, and the floor the one-shot run is
    # measured against (python -c "import lark, attrs") pays for them too (README, "Speed").
    heavy_modules = ("prompt_toolkit", "rich", "tomllib", "pathlib", "zconsole.model.channels",
                     "starlette", "uvicorn", "lark", "argparse")
    for heavy in heavy_modules:
        assert heavy not in loaded, f"`zconsole -c \"D ASM\"` imports {heavy}"


def test_one_shot_path_builds_no_living_machine() -> None:
    """D ASM needs page data sets only: procedures and address spaces are built on demand."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "zconsole", "-c", "D ASM"],
        capture_output=True, text=True, check=True,
    )
    loaded = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    for module in ("zconsole.model.workload", "zconsole.model.living", "zconsole.model.default_work",
                   "zconsole.model.notices"):
        assert module not in loaded, f"`zconsole -c \"D ASM\"` imports {module}"


@pytest.mark.parametrize("command", ["CF CHP(41),OFFLINE", "D M=DEV"])
def test_large_machine_io_commands_stay_lean(command: str) -> None:
    """The I/O commands on the 65,280-device machine load no heavy library either (nor
    bisect, whose shared library costs more to load than the search it would do)."""
    argv = [sys.executable, "-X", "importtime", "-m", "zconsole", "--machine", "large", "-c", command]
    subprocess.run(argv[:1] + argv[3:], capture_output=True, check=True)  # warm the caches
    done = subprocess.run(argv, capture_output=True, text=True, check=True)
    loaded = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    for module in ("lark", "argparse", "tomllib", "pathlib", "bisect", "tempfile",
                   "zconsole.model.workload", "zconsole.model.living"):
        assert module not in loaded, f"`zconsole --machine large -c {command!r}` imports {module}"
