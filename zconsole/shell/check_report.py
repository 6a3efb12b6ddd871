"""``zconsole check``'s rich report: differing lines, first differing column marked; a summary table."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from rich.console import Console
from rich.table import Table
from rich.text import Text

from zconsole.frontends.golden_diff import LineDifference, differences


def _marked(prefix: str, text: str, column: int, style: str) -> Text:
    """The line with the character at ``column`` (or the end, if it is shorter) reversed."""
    line = Text(prefix, style=style)
    line.append(text[: column - 1], style=style)
    mark = text[column - 1 : column] or " "
    line.append("·" if mark == " " else mark, style=f"{style} reverse")
    line.append(text[column:], style=style)
    return line


def show_failure(console: Console, path: Path, expected: str, actual: str) -> list[LineDifference]:
    """One transcript that differs: its differing lines, golden (-) above console (+),
    a caret under the first differing column."""
    found = differences(expected, actual)
    console.print(Text(f"{path}: {len(found)} line{'s' * (len(found) != 1)} differ", style="bold underline"))
    for d in found:
        console.print(Text(f"line {d.line}, column {d.column}", style="bold"))
        if d.golden is not None:
            console.print(_marked("- ", d.golden, d.column, "red"))
        if d.console is not None:
            console.print(_marked("+ ", d.console, d.column, "green"))
        console.print(Text(" " * (d.column + 1) + "^", style="bold yellow"))
    return found


def summary(console: Console, rows: list[tuple[Path, bool, list[LineDifference], str]]) -> None:
    """The summary table: each transcript, passed or not, its differing lines and the first."""
    table = Table(title="zconsole check", show_lines=False)
    table.add_column("transcript")
    table.add_column("result")
    table.add_column("lines differing", justify="right")
    table.add_column("first difference")
    for path, passed, found, note in rows:
        first = f"line {found[0].line}, column {found[0].column}" if found else note
        table.add_row(str(path), "[green]passed[/]" if passed else "[red]FAILED[/]",
                      str(len(found)) if found else "", first)
    console.print(table)


PIPE_WIDTH = 200  # a log or a pipe has no width: long paths stay on one table row


def console_for(out: TextIO) -> Console:
    tty = out.isatty()
    return Console(file=out, highlight=False, soft_wrap=True, width=None if tty else PIPE_WIDTH)
