"""`zconsole --system zvm ...`: -c commands, check TRANSCRIPT..., run FILE..., or a plain console."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from zconsole.systems.zvm.system import FlagError, console_from_flags, parse_flags

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Sequence

    from zconsole.systems.zvm.console import ZvmConsole

PROMPT = "> "


def main(argv: Sequence[str], out: TextIO | None = None) -> int:
    out = out or sys.stdout
    args = parse_flags(argv)
    if args.rest[:1] == ["check"]:
        from zconsole.systems.zvm.transcripts import check_paths

        return check_paths([Path(p) for p in args.rest[1:]], args.update_goldens, out)
    if args.rest[:1] == ["serve"]:
        return _serve(args)
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
    elif sys.stdin.isatty() and out is sys.stdout:
        from zconsole.shell.cp_shell import run_cp_shell

        keep = _keeper(args)
        keep(console, [])
        return run_cp_shell(console, lambda lines: keep(console, lines))
    else:
        return _plain(console, out, _keeper(args))
    keep = _keeper(args)
    keep(console, [])
    status = 0
    for command in commands:
        reply = console.submit(command)
        out.write("".join(line + "\n" for line in reply.lines))
        keep(console, reply.lines)
        status = max(status, 1 if reply.refused else 0)
    return status


def _keeper(args: argparse.Namespace) -> Callable[[ZvmConsole, Sequence[str]], None]:
    """What is kept after every line: the state (--state) and the hardcopy log (--log)."""
    state = Path(args.state) if args.state else None
    log = Path(args.log) if args.log else None

    def keep(console: ZvmConsole, lines: Sequence[str]) -> None:
        if state is not None:
            from zconsole.systems.zvm.state import save_state

            save_state(console, state)
        if log is not None and lines:
            with log.open("a", encoding="utf-8") as f:
                f.write("".join(line + "\n" for line in lines))

    return keep


def _plain(console: ZvmConsole, out: TextIO, keep: Callable[[ZvmConsole, Sequence[str]], None]) -> int:
    """A line-at-a-time console on stdin (the full shell comes with the shared System seam)."""
    keep(console, [])
    for line in sys.stdin:
        reply = console.submit(line.rstrip("\n"))
        out.write("".join(text + "\n" for text in reply.lines))
        out.flush()
        keep(console, reply.lines)
    return 0


def _serve(args: argparse.Namespace) -> int:
    """`serve`: the CP console over REST (PUT /zconsole/zvm/cp), a console per user."""
    import uvicorn

    from zconsole.frontends.rest.cp import PATH, cp_app
    from zconsole.frontends.rest.serve import bind, is_loopback, url_of
    from zconsole.frontends.rest.users import UsersError, load_users

    try:
        users = load_users(args.users)
        console_from_flags(args)  # the flags are checked once, before anyone connects
    except (UsersError, FlagError) as exc:
        print(f"zconsole: {exc}", file=sys.stderr)
        return 2
    if not users.configured and not is_loopback(args.host):
        print(
            f"zconsole: --host {args.host} is not a loopback address: configure users first", file=sys.stderr
        )
        return 2
    args.state = None  # one console per user: a single state file cannot hold them

    def make_console(user: str) -> ZvmConsole:
        return console_from_flags(args)

    base = "/" + args.base_path.strip("/") if args.base_path.strip("/") else ""
    try:
        sock = bind(args.host, args.port)
    except OSError as exc:
        print(f"zconsole: {args.host}:{args.port}: cannot listen: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"zconsole: serving the CP console on {url_of(sock)}{base}{PATH}", file=sys.stderr, flush=True)
    config = uvicorn.Config(cp_app(make_console, users, base), log_level="warning")
    uvicorn.Server(config).run(sockets=[sock])
    return 0
