"""HELP msgid: what a message means, what the system does, what the operator should do (explanations.toml)."""

from __future__ import annotations

import ast
import os
import re
from typing import ClassVar

import attrs

from zconsole.console.explanations import Explanation
from zconsole.systems.zos.messages.render import renders

# The evidence labels of the catalog, and OWN: zconsole's own message, explained by its authors.
LABELS = ("REAL", "REAL-px", "DOC", "SEED", "TRANSCRIBED", "MEM", "INFERRED", "OWN")
MSGID = re.compile(r"^\*?(\$HASP\d{3}|[A-Z]{3}[A-Z0-9]?\d{3,4}[A-Z])$")
_HERE = os.path.dirname(os.path.abspath(__file__))
_ID = r"(\$HASP\d{3}|[A-Z]{3}[A-Z0-9]?\d{3,4}[A-Z])"


@attrs.frozen
class Explained:
    """HELP msgid's answer (ZCN102I)."""

    msgid: ClassVar[str] = "ZCN102I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    explanation: Explanation


WIDTH = 72  # INFERRED: the explanation's lines fit a console's 80 columns with room to spare


@renders(Explained)
def _explained(msg: Explained) -> list[str]:
    import textwrap

    from zconsole.systems.zos.messages import catalog as c

    e = msg.explanation
    lines = ["ZCN102I " + c.ZCN102I_TEXT.format(msgid=e.msgid, evidence=e.evidence)]
    for title, text in (("MEANING", e.meaning), ("SYSTEM ACTION", e.action),
                        ("OPERATOR RESPONSE", e.response)):
        lines += textwrap.wrap(f"{title}: {text}", WIDTH, subsequent_indent="  ", break_on_hyphens=False)
    return lines


def explanations() -> dict[str, Explanation]:
    """Every explanation in explanations.toml, by message id."""
    from pathlib import Path

    from zconsole.console.explanations import read_explanations

    return read_explanations(Path(_HERE) / "explanations.toml")


def explanation(msgid: str) -> Explanation | None:
    return explanations().get(msgid.lstrip("*"))


def catalog_ids() -> set[str]:
    """Every message id the console can write: the catalog's constants (``IEE200I_TITLE``),
    its ERROR_TEXTS, and the ids the renderers in zconsole/messages put in their lines."""
    found: set[str] = set()
    # zconsole's own notes, which the front ends and drills write on any system, count as catalog
    package = os.path.dirname(os.path.dirname(os.path.dirname(_HERE)))
    notes = [os.path.join(package, "console", "notes.py"), os.path.join(package, "drills", "messages.py")]
    files = [os.path.join(_HERE, name) for name in sorted(os.listdir(_HERE)) if name.endswith(".py")]
    for path in [*files, *notes]:
        name = "catalog.py" if path in notes else os.path.basename(path)
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if name == "catalog.py" and isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        match = re.match(r"(HASP\d{3}|[A-Z]{3}[A-Z0-9]?\d{3,4}[A-Z])_", target.id)
                        if match:
                            found.add(("$" if match.group(1).startswith("HASP") else "") + match.group(1))
                        if target.id == "ERROR_TEXTS" and isinstance(node.value, ast.Dict):
                            found.update(k.value for k in node.value.keys
                                         if isinstance(k, ast.Constant) and isinstance(k.value, str))
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                for match in re.finditer(r"(?:^|[\s*])" + _ID + r"(?=\s|$)", node.value):
                    found.add(match.group(1))
    return found
