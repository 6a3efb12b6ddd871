"""The grammar of drill conditions, whichever system a drill runs on: clauses on machine
state, each read from a drill file, judged against the model, and said in words.

A condition is a TOML table of clauses, all of which must hold
(``{ job_running = "DB2A", aux_below = 70 }``). Which clauses there are is a system's own
affair: each system declares a `Vocabulary` (its `System.drill_vocabulary`), one `Clause`
per name, the way it declares its messages. What is shared is here: how a condition is
read, judged and described, and the readers and words most vocabularies use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:
    import datetime as dt

NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight")


@attrs.define(eq=False)
class Watch:
    """What a condition is judged on: the machine now, and what the system's vocabulary
    noted on the way (``seen``: z/OS's dumps, which leave the model once written over)."""

    machine: Any
    now: dt.datetime
    vocabulary: Vocabulary
    seen: dict[str, Any] = attrs.Factory(dict)

    def observe(self, machine: Any, now: dt.datetime) -> None:
        """Look at the machine as it is now; the vocabulary notes what it must remember."""
        self.machine, self.now = machine, now
        if self.vocabulary.observe is not None:
            self.vocabulary.observe(self)


Reader = Callable[[Any], Any]
Judge = Callable[[Watch, Any], bool]
Words = Callable[[Any], str]
Terms = Callable[[Any], tuple[str, ...]]


@attrs.frozen
class Clause:
    """One clause of a system's vocabulary: how its value is read from the file (a
    ValueError says why not), how it is judged, its words (an objective without ``text``
    says these) and the terms a ``text`` written by hand must name, so that it cannot say
    one thing while the clause judges another."""

    read: Reader
    judge: Judge
    words: Words
    terms: Terms


@attrs.frozen
class Vocabulary:
    """A system's clauses by name; what it notes while a drill runs (``observe``); and,
    where its machine has a job queue, the numbers of a job by name and status once the
    prelude has run (``job_numbers``: a ``[[mistake]]``'s ``protects``)."""

    clauses: Mapping[str, Clause]
    observe: Callable[[Watch], None] | None = None
    job_numbers: Callable[[Any, dt.datetime, str, str | None], frozenset[int]] | None = None
    # ids of zconsole's notes left off the prelude's last screen (.WAIT's answer is a note
    # to whoever typed it, not something the system wrote)
    not_on_screen: frozenset[str] = frozenset()


@attrs.frozen
class Condition:
    """Clauses that must all hold: (clause, value) pairs in the order written."""

    clauses: tuple[tuple[str, Clause, Any], ...]

    def holds(self, watch: Watch) -> bool:
        return all(clause.judge(watch, value) for _, clause, value in self.clauses)


def parse_condition(data: dict[str, Any], vocabulary: Vocabulary) -> Condition:
    """A condition table to a Condition; ValueError names what is wrong."""
    if not data:
        raise ValueError("a condition needs at least one clause")
    known = vocabulary.clauses
    clauses = []
    for name, raw in data.items():
        if name not in known:
            raise ValueError(f"{name!r} is not a condition (known: {', '.join(sorted(known))})")
        try:
            clauses.append((name, known[name], known[name].read(raw)))
        except (ValueError, TypeError) as exc:
            raise ValueError(f"{name}: {exc}") from None
    return Condition(tuple(clauses))


def describe(condition: Condition) -> str:
    """The condition in words: each clause's, joined."""
    return listed(tuple(clause.words(value) for _, clause, value in condition.clauses))


def unnamed(condition: Condition, text: str) -> list[str]:
    """What the condition judges that ``text`` does not name (case aside; a number may be
    a word, a data set its last qualifier): empty when the words agree with the clauses."""
    said = text.upper()
    missing = []
    for _, clause, value in condition.clauses:
        for term in clause.terms(value):
            wanted = term.upper()
            short = wanted.rsplit(".", 1)[-1]
            digit = str(NUMBERS.index(term)) if term in NUMBERS else None
            if wanted not in said and short not in said and (digit is None or digit not in said):
                missing.append(term)
    return missing


# --- readers of clause values most vocabularies use -------------------------------------
def names(raw: Any) -> tuple[str, ...]:
    items = [raw] if isinstance(raw, str) else raw
    if not isinstance(items, list) or not items or not all(isinstance(i, str) and i for i in items):
        raise ValueError("must be a name or a list of names")
    return tuple(i.upper() for i in items)


def percent(raw: Any) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 < raw <= 100:
        raise ValueError("must be a whole percentage from 1 to 100")
    return raw


def flag(raw: Any) -> bool:
    if not isinstance(raw, bool):
        raise ValueError("must be true or false")
    return raw


def whole(low: int, high: int) -> Reader:
    """A reader of a whole number from ``low`` to ``high``."""

    def read(raw: Any) -> int:
        if isinstance(raw, bool) or not isinstance(raw, int) or not low <= raw <= high:
            raise ValueError(f"must be a whole number from {low} to {high}")
        return raw

    return read


def listed(items: tuple[str, ...]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def are(items: tuple[str, ...], one: str = "is", many: str = "are") -> str:
    """The verb for ``items``: ``is`` for one, ``are`` for several."""
    return one if len(items) == 1 else many
