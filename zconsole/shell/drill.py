"""A drill in the interactive console: briefing panel, the shell with the drill's checks,
the debrief panel when the drill ends; the console stays on the drill's machine until
the trainee leaves (.QUIT, Ctrl-D)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.console.session import Outcome
from zconsole.drills.briefing import screen_lines
from zconsole.drills.run import DrillSession
from zconsole.shell import drill_panels as present
from zconsole.shell.app import Shell, ShellOptions

if TYPE_CHECKING:
    from zconsole.console.message import Message


class DrillShell(Shell):
    """The console shell; the debrief panel is shown once, when a command or an event
    ends the drill, and the prompt comes back after it."""

    debriefed = False

    def submit(self, text: str) -> Outcome | None:
        outcome = super().submit(text)
        self.debrief_once()
        return outcome

    def arrived(self, rendered: list[list[str]]) -> None:
        super().arrived(rendered)
        self.debrief_once()

    def debrief_once(self) -> None:
        session = self.session
        if isinstance(session, DrillSession) and session.run.finished and not self.debriefed:
            self.debriefed = True
            present.show(present.debrief(session.run.debrief()))
            self.writer.lines(session.system.render_all((session.run.stays(),)))


def run_drill_shell(session: DrillSession, opening: tuple[Message, ...]) -> int:
    present.show(present.briefing(session.run.drill))
    shell = DrillShell(session, ShellOptions())
    shell.writer.lines(screen_lines(session))
    shell.writer.lines(session.system.render_all(opening))
    shell.debrief_once()
    status = shell.run()
    session.run.leave()
    if not shell.debriefed:
        present.show(present.debrief(session.run.debrief()))
    return status
