"""Completion of `$` lines: JES2's grammar says what fits, JES2's queue names the jobs,
initiators, classes (read-only: completion never changes the machine)."""

from __future__ import annotations

import re

from zconsole.console.session import Session
from zconsole.systems.zos.syntax.complete import next_words
from zconsole.systems.zos.syntax.jes2_parse import jes2_lark

_AFTER_INIT = re.compile(r"I(?:NIT)?\(?\s*(?:\d+\s*-\s*)?$")
_JOB_PREFIX = re.compile(r"^(JOB|STC|TSU|J|S|T)")
_TYPES = {"J": "JOB", "JOB": "JOB", "S": "STC", "STC": "STC", "T": "TSU", "TSU": "TSU"}


def jes2_next_words(session: Session, before: str) -> tuple[str, list[str]]:
    settled = before.upper()
    machine = session.machine
    if not machine.is_living or (machine.jes2 is not None and not machine.jes2.active):
        jobs: list[tuple[str, int, str]] = []
        inits: list[str] = []
        classes: set[str] = set()
        volumes: list[str] = []
    else:
        from zconsole.systems.zos.model.jes2.hooks import jes2_of

        # The living machine exists; JES2 is read as it is (booted if it had not been).
        living = machine.living(session.context.clock.now())
        jes2 = jes2_of(living, machine)
        jobs = [(j.type, j.number, j.name) for j in jes2.ordered()]
        inits = [i.name for i in jes2.inits]
        classes = {c for i in jes2.inits for c in i.classes}
        volumes = [v.volser for v in jes2.volumes]
    classes |= {p.job_class for p in machine.procedures.values()}

    def values(terminal: str, partial: str) -> list[str]:
        head = settled[: len(settled) - len(partial)]
        if terminal == "JOBID":
            match = _JOB_PREFIX.match(partial)
            prefixes = [match.group(1)] if match else ["J", "S", "T"]
            return [f"{p}{n}" for p in prefixes for t, n, _ in jobs if _TYPES[p] == t][:5000]
        if terminal == "NUM" and _AFTER_INIT.search(head):
            return inits
        if terminal == "CLASSES":
            return sorted(classes)
        if terminal == "VOLSER":
            return volumes
        if terminal == "JOBMASK":
            return sorted({name for _, _, name in jobs})
        return []

    return next_words(before, values, jes2_lark())
