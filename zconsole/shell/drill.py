"""A drill in the interactive console: briefing panel, the shell with the drill's checks, debrief panel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from prompt_toolkit.application import get_app

from zconsole.drills.run import DrillSession
from zconsole.shell import drill_panels as present
from zconsole.shell.app import Shell, ShellOptions

if TYPE_CHECKING:
    from zconsole.console.message import Message


class DrillShell(Shell):
    """The console shell; when an event (not a command) ends the drill, the prompt closes."""

    def arrived(self, rendered: list[list[str]]) -> None:
        super().arrived(rendered)
        if isinstance(self.session, DrillSession) and self.session.run.finished:
            get_app().exit(exception=EOFError())


def run_drill_shell(session: DrillSession, opening: tuple[Message, ...]) -> int:
    present.show(present.briefing(session.run.drill))
    shell = DrillShell(session, ShellOptions())
    shell.writer.lines(session.system.render_all(opening))
    status = 0 if session.run.finished else shell.run()
    session.run.leave()
    present.show(present.debrief(session.run.debrief()))
    return status
