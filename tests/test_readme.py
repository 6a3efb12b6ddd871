"""README keeps in step with CI (its set-up commands are the ones CI and users run); docs/architecture.md's
module map is the tree."""

from __future__ import annotations

import re

from tests.conftest import ROOT


def test_ci_runs_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = re.search(r'TEST_COMMAND="(.*)"', ci)
    assert command is not None
    assert f"\n{command.group(1)}\n" in readme


def test_readme_has_the_start_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "\npython3 -m venv .venv && .venv/bin/pip install -q -e . && .venv/bin/zconsole\n" in readme


def _module_map() -> set[str]:
    """Every path the module map names (`dir/a.py`, `b.py` rows: b.py beside a.py)."""
    architecture = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = architecture.split("| module | role |\n", 1)[1].split("\n\n", 1)[0]
    named: set[str] = set()
    for row in re.findall(r"^\| (`[^|]*`) \|", table, re.MULTILINE):
        items = re.findall(r"`([^`]+)`", row)
        folder = items[0].rpartition("/")[0]
        for item in items:
            if item.startswith(("zconsole/", "grammar/", "man/")):
                named.add(item)
            elif "/" in item:  # beside the row's first path: in its system's package, if any
                parts = folder.split("/")
                root = "/".join(parts[:3]) if parts[:2] == ["zconsole", "systems"] else "zconsole"
                named.add(f"{root}/{item}")
            else:
                named.add(f"{folder}/{item}")
    return named


def test_the_module_map_names_only_what_exists() -> None:
    for path in sorted(_module_map()):
        if "*" not in path:
            assert (ROOT / path).exists(), f"the module map names {path}, which does not exist"


def test_the_module_map_names_every_module() -> None:
    named = _module_map()
    for path in sorted((ROOT / "zconsole").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if path.name not in ("__init__.py", "__main__.py") and f"{rel.rpartition('/')[0]}/*.py" not in named:
            assert rel in named, f"the module map (docs/architecture.md) does not name {rel}"


def test_readme_stays_a_users_guide() -> None:
    """The README is short; what a maintainer needs is in docs/architecture.md and bench/README.md."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) < 300
    for link in ("docs/architecture.md", "bench/README.md"):
        assert f"`{link}`" in readme and (ROOT / link).exists()


def test_the_bench_notes_open_with_the_figures_against_their_floors() -> None:
    notes = (ROOT / "bench" / "README.md").read_text(encoding="utf-8")
    first_table = notes.split("\n| measure", 1)[1].split("\n\n", 1)[0]
    for script in re.findall(r"`(bench_\w+\.py|soak_rest\.py)", first_table):
        assert (ROOT / "bench" / script).exists(), script
    assert "bench_oneshot.py" in first_table and "bench_rest.py" in first_table
