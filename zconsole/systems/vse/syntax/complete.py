"""What may come next on a VSE line: asked of vse.lark's tables, names from the machine.

The line so far is run through the table runner with a character no terminal matches
after it; the runner says which terminals that parser state accepts. Keywords come back
as their full words; a WORD as the machine's partitions and the queued jobs' names.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from zconsole.console.lalr import UnexpectedCharacters, UnexpectedToken
from zconsole.systems.vse.syntax.grammar import keywords
from zconsole.systems.vse.syntax.parse import parser

if TYPE_CHECKING:
    from zconsole.systems.vse.model.machine import VseMachine

_STOP = "\x01"  # no terminal of vse.lark matches it
LITERALS = {"_COMMA": ",", "_EQ": "=", "_DOT_WAIT": ".WAIT", "_DOT_IPL": ".IPL"}
_BREAK = re.compile(r"[ ,=]")


def accepted(complete_words: str) -> set[str]:
    """The terminals the grammar accepts after ``complete_words`` (upper-cased)."""
    try:
        parser().parse(complete_words + _STOP)
    except UnexpectedCharacters as exc:
        return set(exc.allowed)
    except UnexpectedToken:
        return set()
    except Exception:  # a callback's refusal on the way: nothing fits
        return set()
    return set()  # pragma: no cover - the stop character always ends the parse


def next_words(before: str, machine: VseMachine) -> tuple[str, list[str]]:
    """(the partial word under the cursor, the words that may complete it), upper-case."""
    text = before.upper()
    cut = max((m.end() for m in _BREAK.finditer(text)), default=0)
    partial, complete = text[cut:], text[:cut]
    words: set[str] = set()
    names = keywords()
    for terminal in accepted(complete if complete.strip() else ""):
        if terminal.startswith("_") and terminal[1:] in names:
            words.add(names[terminal[1:]][0])
        elif terminal == "WORD":
            words.update(_names(complete, machine))
        elif terminal in LITERALS:
            words.add(LITERALS[terminal])
    return partial, sorted(w for w in words if w.startswith(partial))


def _names(complete: str, machine: VseMachine) -> set[str]:
    """A WORD after a queue is a job, FREE or FREER; in PRTY a partition, a class or BELOW;
    in HELP none (system.py adds the message ids); else a partition (PSTART, MAP, MSG,
    PAUSE, LISTIO, GETVIS: SVA too) or, in R/A/L, a job."""
    verb = complete.split()[0] if complete.split() else ""
    jobs = {job.name for queue in machine.power.queues.values() for job in queue}
    if verb in keywords()["PDISPLAY"]:
        return jobs | {"FREE", "FREER"}
    if verb in keywords()["PRTY"]:
        return set(machine.prty) | {"BELOW"}
    if verb in keywords()["GETVIS"]:
        return set(machine.partitions) | {"SVA"}
    if verb in keywords()["PRELEASE"] + keywords()["PALTER"] + keywords()["PDELETE"]:
        return jobs
    if verb in keywords()["HELP"]:
        return set()  # message ids: the system's completions add them (syntax knows no messages)
    return set(machine.partitions)
