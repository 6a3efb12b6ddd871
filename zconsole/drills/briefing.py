"""What the trainee reads before taking over: the briefing as text, and the prelude's last screen."""

from __future__ import annotations

import textwrap

from zconsole.drills.run import SCREEN_LINES, DrillSession, clock_text
from zconsole.drills.spec import Drill

LINE_WIDTH = 80  # line mode and --script fill the briefing to a terminal's usual width


def paragraphs(text: str) -> list[str]:
    """A briefing's paragraphs (blank lines between them), each one line: the file's own
    line breaks are where its author's editor wrapped, not where a terminal should."""
    return [" ".join(block.split()) for block in text.split("\n\n") if block.strip()]


def briefing_lines(drill: Drill, width: int = LINE_WIDTH) -> list[str]:
    """The briefing as plain text (line mode, --script), filled to ``width`` columns."""
    lines = [*textwrap.wrap(f"DRILL {drill.name}: {drill.title}", width), ""]
    for number, paragraph in enumerate(paragraphs(drill.briefing)):
        lines += ([""] if number else []) + textwrap.wrap(paragraph, width)
    lines += ["", "OBJECTIVES:"]
    for i, o in enumerate(drill.objectives, 1):
        text = f"  {i}. {o.text}" + (f" (by {o.by})" if o.by else "")
        lines += textwrap.wrap(text, width, subsequent_indent=" " * (len(str(i)) + 4))
    lines += textwrap.wrap(f"TIME LIMIT: {clock_text(drill.time_limit)}  PAR: {drill.par_commands} COMMANDS, "
                           f"{clock_text(drill.par_time)}  HINTS: {len(drill.hints)} (.HINT, "
                           f"-{drill.hint_cost} EACH)", width)
    return lines



def screen_lines(session: DrillSession) -> list[str]:
    """The prelude's last screen: the last lines it wrote, as a console would still show them."""
    return session.system.render_all(session.run.screen)[-SCREEN_LINES:]
