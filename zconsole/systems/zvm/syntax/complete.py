"""What may come next on a CP line: asked of cp.lark's tables, names from the machine.

The line so far is run through the table runner with a character no terminal matches
after it; the runner stops where the line ends and says which terminals that parser
state accepts (lark's contextual lexer's set for the state). Keywords come back as
their full words; a NAME as the directory's userids, an RDEV as the device numbers;
after HELP the words the caller gives (syntax knows no manual pages).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.console.lalr import UnexpectedCharacters, UnexpectedToken
from zconsole.systems.zvm.syntax.grammar import keywords
from zconsole.systems.zvm.syntax.parse import parser

if TYPE_CHECKING:
    from collections.abc import Iterable

    from zconsole.systems.zvm.model.machine import ZvmMachine

_STOP = "\x01"  # no terminal of cp.lark matches it
LITERALS = {"_IO": "I/O", "_DOT_WAIT": ".WAIT", "STAR": "*"}


def accepted(complete_words: str) -> set[str]:
    """The terminals the grammar accepts after ``complete_words`` (upper-cased)."""
    line = f"{complete_words} {_STOP}" if complete_words else _STOP
    try:
        parser().parse(line)
    except UnexpectedCharacters as exc:
        return set(exc.allowed)
    except UnexpectedToken:
        return set()
    except Exception:  # a value out of range on the way (a 9-character volid): nothing fits
        return set()
    return set()  # pragma: no cover - the stop character always ends the parse


def next_words(before: str, machine: ZvmMachine, help_words: Iterable[str] = ()) -> tuple[str, list[str]]:
    """(the partial word under the cursor, the words that may complete it), upper-case;
    ``help_words`` are what may follow HELP (the commands it has pages for)."""
    text = before.upper()
    partial = "" if not text or text[-1].isspace() else text.split()[-1]
    complete = text[: len(text) - len(partial)].strip()
    words: set[str] = set()
    names = keywords()
    for terminal in accepted(complete):
        if terminal.startswith("_") and terminal[1:] in names:
            words.add(names[terminal[1:]][1])
        elif terminal == "NAME":
            words.update(_names(complete, machine))
        elif terminal == "RDEV":
            words.update(d.number for d in machine.devices.by_rdev.values())
        elif terminal == "HELP_TOPIC":  # HELP's topics: the commands it has pages for
            words.update(help_words)
        elif terminal in LITERALS:
            words.add(LITERALS[terminal])
    return partial, sorted(w for w in words if w.startswith(partial))


def _names(complete: str, machine: ZvmMachine) -> set[str]:
    """A NAME is a volume label after CPOWNED SLOT n or SYSTEM, else a userid."""
    from zconsole.systems.zvm.syntax.grammar import spelled

    words = complete.split()
    if len(words) >= 2 and (spelled(words[-1], "SYSTEM") or spelled(words[-2], "SLOT")):
        return {d.volid for d in machine.devices.by_rdev.values() if d.kind == "DASD" and d.volid}
    return set(machine.directory)
