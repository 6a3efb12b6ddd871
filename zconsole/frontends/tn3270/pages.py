"""A page of text: a drill's briefing or debrief, shown whole until a key is pressed."""

from __future__ import annotations

import textwrap

import attrs

from zconsole.frontends.tn3270 import datastream as ds
from zconsole.frontends.tn3270.negotiation import Terminal
from zconsole.frontends.tn3270.screen import Panel, row_fields
from zconsole.frontends.tn3270.server import Screen

CONTINUE = "ENTER: CONTINUE"  # INFERRED: zconsole's own page


@attrs.define(eq=False)
class PageScreen:
    """``lines`` a screen at a time (the last line says how to go on), then ``then``."""

    lines: list[str]
    terminal: Terminal
    then: Screen
    prose: bool = False  # lines broken inside paragraphs (a briefing): joined, then cut again

    def __attrs_post_init__(self) -> None:
        # long lines cut at blanks (a list item goes on under its text); a page a screen less a line
        width = self.terminal.cols - 2
        paragraphs: list[str] = []
        for line in self.lines:  # a paragraph's lines joined first (a briefing is prose)
            if self.prose and paragraphs and paragraphs[-1] and line and not line[0].isspace() \
                    and not paragraphs[-1][0].isspace():
                paragraphs[-1] += " " + line
            else:
                paragraphs.append(line)
        wrapped: list[str] = []
        for line in paragraphs:
            indent = " " * (len(line) - len(line.lstrip()))
            wrapped += textwrap.wrap(line, width, subsequent_indent=indent + "   " if indent else "") or [""]
        self.lines = wrapped

    def panel(self) -> Panel:
        rows, cols = self.terminal.rows, self.terminal.cols
        shown = self.lines[: rows - 1]
        fields = [row_fields(row, cols, f" {shown[row]}" if row < len(shown) else "", colour="green")
                  for row in range(rows - 1)]
        fields.append(row_fields(rows - 1, cols, f" {CONTINUE}", colour="blue"))
        return Panel(rows, cols, tuple(fields), (rows - 1, 1))

    async def attention(self, given: ds.Input) -> Screen | None:
        if given.aid == "CLEAR":
            return self
        rest = self.lines[self.terminal.rows - 1 :]
        return PageScreen(rest, self.terminal, self.then) if rest else self.then  # (already cut)

    async def refresh(self) -> Screen:
        return self
