"""Habits of good interactive shells, shared by the shell and line mode on a terminal:
``exit`` and ``quit`` leave (as psql accepts), ``?`` is HELP."""

from __future__ import annotations


def console_line(text: str) -> str:
    """The console command an interactive line stands for: ``exit``/``quit`` -> ``.QUIT``,
    ``?`` -> ``HELP``, ``? D`` -> ``HELP D``; anything else unchanged."""
    word = text.strip()
    if word.lower() in ("exit", "quit", "exit;", "quit;", r"\q"):
        return ".QUIT"
    if word.startswith("?"):
        topic = word[1:].strip()
        return f"HELP {topic}" if topic else "HELP"
    return text
