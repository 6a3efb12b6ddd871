"""`zconsole --system zvm ...`: -c commands, check TRANSCRIPT..., run FILE..., or a plain console."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from zconsole.systems.zvm.system import FlagError, console_from_flags, parse_flags

if TYPE_CHECKING:
    from collections.abc import Sequence

PROMPT = "> "


def main(argv: Sequence[str], out: TextIO | None = None) -> int:
    out = out or sys.stdout
    args = parse_flags(argv)
    if args.rest[:1] == ["check"]:
        from zconsole.systems.zvm.transcripts import check_paths

        return check_paths([Path(p) for p in args.rest[1:]], args.update_goldens, out)
    try:
        console = console_from_flags(args)
    except FlagError as exc:
        print(f"zconsole: {exc}", file=sys.stderr)
        return 2
    if args.rest[:1] == ["run"]:
        commands = []
        for name in args.rest[1:]:
            text = sys.stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8")
            commands += [line for line in text.splitlines() if not line.startswith("#")]
    elif args.commands:
        commands = args.commands
    else:
        return _plain(console, out)
    status = 0
    for command in commands:
        reply = console.submit(command)
        out.write("".join(line + "\n" for line in reply.lines))
        status = max(status, 1 if reply.refused else 0)
    return status


def _plain(console: object, out: TextIO) -> int:
    """A line-at-a-time console on stdin (the full shell comes with the shared System seam)."""
    from zconsole.systems.zvm.console import ZvmConsole

    assert isinstance(console, ZvmConsole)
    for line in sys.stdin:
        reply = console.submit(line.rstrip("\n"))
        out.write("".join(text + "\n" for text in reply.lines))
        out.flush()
    return 0
