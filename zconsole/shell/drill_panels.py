"""The briefing and the debrief as rich panels and tables (the shell's, not line mode's)."""

from __future__ import annotations

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from zconsole.drills.briefing import paragraphs
from zconsole.drills.run import Debrief, clock_text
from zconsole.drills.spec import Drill


def briefing(drill: Drill) -> Panel:
    """The situation, the objectives and the rules of the game, in one panel."""
    objectives = Table(show_header=False, box=None, padding=(0, 1))
    for number, objective in enumerate(drill.objectives, 1):
        by = f" (by {objective.by})" if objective.by else ""
        objectives.add_row(f"{number}.", objective.text + by)
    rules = Text(f"Time limit {clock_text(drill.time_limit)} of simulated time.  "
                 f"Par: {drill.par_commands} commands, {clock_text(drill.par_time)}.  "
                 f".HINT gives a hint ({len(drill.hints)}, -{drill.hint_cost} each).", style="dim")
    # one Text a paragraph: rich fills it to the terminal's width (the file's line breaks
    # are its author's editor's, and would leave orphans on a narrower screen)
    situation = [Text(p) for paragraph in paragraphs(drill.briefing) for p in (paragraph, "")]
    body = Group(*situation, Text("Objectives", style="bold"), objectives, Text(""), rules)
    return Panel(body, title=f"[bold]DRILL {drill.name}[/]", subtitle=drill.title, expand=True)


def debrief(result: Debrief) -> Panel:
    """Objectives met, mistakes, commands and time against par, hints, the score."""
    table = Table(show_header=True, header_style="bold", expand=False)
    table.add_column("")
    table.add_column("objectives and mistakes")
    for text, met in result.objectives:
        table.add_row("[green]met[/]" if met else "[red]not met[/]", text)
    for text, penalty in result.mistakes:
        table.add_row(f"[red]-{penalty}[/]", f"mistake: {text}")
    figures = Table(show_header=False, box=None, padding=(0, 1))
    figures.add_row("commands", f"{result.commands}", f"par {result.par_commands}")
    figures.add_row("simulated time", clock_text(result.seconds), f"par {clock_text(result.par_seconds)}")
    figures.add_row("hints taken", f"{result.hints}", f"-{result.hint_cost} each")
    colour = "green" if result.score >= 80 else "yellow" if result.score >= 50 else "red"
    score = Text(f"SCORE {result.score} OF 100", style=f"bold {colour}")
    return Panel(Group(Text(result.title, style="bold"), Text(f"Ended: {result.ended}"), table, figures,
                       score), title=f"[bold]DEBRIEF {result.name}[/]", expand=False)


def show(renderable: Panel, console: Console | None = None) -> None:
    (console or Console()).print(renderable)
