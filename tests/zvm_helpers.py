"""Helpers for the z/VM tests: a CP console as every front end has it (a Session of the
zvm system), at a frozen time on the day of the course's captures."""

from __future__ import annotations

import datetime as dt

from zconsole.console.clock import ConsoleClock
from zconsole.console.session import Session
from zconsole.frontends.rest.cp import vmcp_reply
from zconsole.systems.registry import system_named

ZVM = system_named("zvm")
COURSE_DAY = dt.date(2013, 8, 31)


def zvm_session(
    user: str | None = None, at: dt.time = dt.time(9, 0, 0), machine: str = "zvm-workshop"
) -> Session:
    built = ZVM.builtin_machines()[machine]()
    return Session(built, ConsoleClock.fixed(at, date=COURSE_DAY), system=ZVM, user=user)


def screen(session: Session, text: str) -> list[str]:
    """The rows ``text`` writes on the console's screen."""
    return ZVM.render_all(session.submit(text).messages)


def rc(session: Session, messages: tuple[object, ...]) -> int:
    return int(vmcp_reply(session, messages)["rc"])
