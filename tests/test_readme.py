"""README's two set-up commands are the ones CI and users run; keep them in step."""

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
