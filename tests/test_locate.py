"""Placing a key path on a line of a machine file."""

from __future__ import annotations

import pytest

from zconsole.console.locate import locate

TEXT = """\
# comment
[system]
name = "SYS1"

[scm]
defined = "80G"
[[scm.increment]]
address = "0G"
[[scm.increment]]
address = "16G"
used_blocks = 5
[[page_dataset]]
type = "PLPA"
"""


@pytest.mark.parametrize(
    ("key", "line"),
    [
        ("system", 2),
        ("system.name", 3),
        ("system.pagescm", 2),  # missing: the table it belongs in
        ("scm.defined", 6),
        ("scm.increment[0].address", 8),
        ("scm.increment[1].used_blocks", 11),
        ("scm.increment[1]", 9),
        ("page_dataset[0].type", 13),
        ("page_dataset[3].type", None),
        ("nothing.here", None),
        ("", None),
    ],
)
def test_locate(key: str, line: int | None) -> None:
    assert locate(TEXT, key) == line
