"""The zconsole command: argv to a front end. Its options are also what transcript headers use.

Kept lean: ``zconsole -c "D ASM"`` is run thousands of times by scripts, so nothing here
imports prompt_toolkit unless the interactive shell is actually started.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


def _add_console_options(parser: argparse.ArgumentParser, suppress: bool) -> None:
    # On subcommands the defaults are suppressed, so an option given before the
    # subcommand is not overwritten by the subcommand's default.
    default = argparse.SUPPRESS if suppress else None
    group = parser.add_argument_group("console options")
    group.add_argument(
        "--machine", metavar="NAME|FILE", default=argparse.SUPPRESS if suppress else "default",
        help="built-in machine name or machine TOML file (default: default)",
    )
    group.add_argument("--parmlib", metavar="DIR", default=default,
                       help="folder of IEASYSxx members for .IPL xx and --ipl")
    group.add_argument("--clock", metavar="HH.MM.SS", default=default,
                       help="freeze the console clock at this time of day")
    group.add_argument("--next-id", metavar="N", type=int, default=default,
                       help="display number the first display takes (1-999)")
    group.add_argument("--ipl", metavar="XX", default=default,
                       help="IPL with IEASYSxx from --parmlib before anything else")
    group.add_argument("--state", metavar="FILE", default=default,
                       help="resume the machine from FILE and save it there after every change")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser, also used to read ``# flags:`` lines of transcripts."""
    parser = argparse.ArgumentParser(
        prog="zconsole",
        description="A z/OS-like operator console on a laptop. See zconsole(1).",
    )
    _add_console_options(parser, suppress=False)
    parser.add_argument("-c", "--command", dest="commands", action="append", metavar="CMD",
                        help="run CMD and exit (repeatable; runs in order)")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--plain", action="store_true",
                        help="line mode even on a terminal: no colour, completion or toolbar")
    parser.add_argument("--prompt", default="", metavar="TEXT",
                        help="in line mode, write TEXT before reading each command (default: none)")
    parser.add_argument("--log", metavar="FILE",
                        help="append the session to FILE as a hardcopy log (commands, replies, "
                             "messages, with times)")
    parser.add_argument("--pager", metavar="CMD",
                        help="pager for what does not fit the screen (default: $PAGER, else less; "
                             "'none' for none)")
    parser.add_argument("--paging", choices=("help", "all", "off"), default="help",
                        help="page HELP only (default), long displays too, or nothing")
    sub = parser.add_subparsers(dest="action", metavar="{run,check,serve}")

    run = sub.add_parser("run", help="run a file of commands, one a line")
    _add_console_options(run, suppress=True)
    run.add_argument("files", nargs="+", metavar="FILE", help="command file ('-' for stdin)")
    run.add_argument("--no-echo", action="store_true",
                     help="do not echo each command as '> CMD' before its answer")

    check = sub.add_parser("check", help="replay golden transcripts and diff them")
    _add_console_options(check, suppress=True)
    check.add_argument("transcripts", nargs="+", metavar="TRANSCRIPT")
    check.add_argument("--update-goldens", action="store_true",
                       help="rewrite each transcript's output with what the console writes now")

    serve = sub.add_parser("serve", help="a z/OSMF-compatible REST console (Zowe CLI and friends)")
    _add_console_options(serve, suppress=True)
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8443, help="port (default 8443)")
    serve.add_argument("--users", metavar="FILE",
                       help="TOML file with a [users] table of user = \"password\" "
                            "(default: $ZCONSOLE_USERS, user:password,...)")
    serve.add_argument("--base-path", default="", metavar="PATH", help="prefix of every URL")
    return parser


def _serve(args: argparse.Namespace) -> int:
    from zconsole.frontends.rest.serve import is_loopback, serve
    from zconsole.frontends.rest.users import UsersError, load_users
    from zconsole.session import Session
    from zconsole.setup import SetupError, make_session

    try:
        users = load_users(args.users)
    except UsersError as exc:
        return _fail(str(exc))
    if not users.configured and not is_loopback(args.host):
        return _fail(f"--host {args.host} is not a loopback address: configure users first "
                     "(--users FILE or $ZCONSOLE_USERS)")
    options = options_from(args)
    try:
        first, _ = make_session(options, os.getcwd())  # type: ignore[arg-type]
    except SetupError as exc:
        return _fail(str(exc))

    def new_session() -> Session:
        """A fresh machine per REST user, built from the same options as the first."""
        return make_session(options, os.getcwd())[0]  # type: ignore[arg-type]

    import socket

    try:  # report a busy or wrong address in one line, before uvicorn starts
        with socket.create_server((args.host, args.port)):
            pass
    except OSError as exc:
        reason = os.strerror(exc.errno) if exc.errno else str(exc)
        return _fail(f"{args.host}:{args.port}: cannot listen: {reason}")
    sys.stderr.write(f"zconsole: serving the z/OSMF console API on http://{args.host}:{args.port}"
                     f"{'/' + args.base_path.strip('/') if args.base_path.strip('/') else ''}\n")
    serve(new_session, users, args.host, args.port, args.base_path, first.machine.system_name)
    return EXIT_OK


def options_from(args: argparse.Namespace) -> object:
    from zconsole.setup import ConsoleOptions

    return ConsoleOptions(
        machine=getattr(args, "machine", "default"),
        parmlib=getattr(args, "parmlib", None),
        clock=getattr(args, "clock", None),
        next_id=getattr(args, "next_id", None),
        ipl=getattr(args, "ipl", None),
        state=getattr(args, "state", None),
    )


def _read(name: str) -> str:
    with open(name, encoding="utf-8") as f:
        return f.read()


def _fail(message: str) -> int:
    sys.stderr.write(f"zconsole: {message}\n")
    return EXIT_USAGE


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        # The reader went away (`zconsole ... | head`): stop quietly, as Unix tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except KeyboardInterrupt:
        return 130


def _main(argv: Sequence[str] | None) -> int:
    args = build_parser().parse_args(argv)
    if args.version:
        from zconsole import __version__

        print(f"zconsole {__version__}")
        return EXIT_OK
    if args.action == "serve":
        return _serve(args)
    if args.action == "check":
        from pathlib import Path

        from zconsole.frontends.checker import check_files

        return check_files([Path(p) for p in args.transcripts], args.update_goldens, sys.stdout)

    from zconsole.frontends.script import run_commands, script_lines
    from zconsole.messages import render_all
    from zconsole.setup import SetupError, make_session

    try:
        session, ipl = make_session(options_from(args), os.getcwd())  # type: ignore[arg-type]
    except SetupError as exc:
        return _fail(str(exc))
    if ipl is not None:
        sys.stdout.write("".join(line + "\n" for line in render_all(ipl.messages)))

    if args.action == "run":
        ok = True
        for name in args.files:
            try:
                text = sys.stdin.read() if name == "-" else _read(name)
            except (OSError, UnicodeDecodeError) as exc:
                return _fail(f"{name}: cannot read: {exc}")
            ok = run_commands(session, script_lines(text), sys.stdout, echo=not args.no_echo) and ok
        return EXIT_OK if ok else EXIT_REFUSED
    if args.commands:
        ok = run_commands(session, args.commands, sys.stdout, echo=False)
        return EXIT_OK if ok else EXIT_REFUSED

    if not args.plain and sys.stdin.isatty() and sys.stdout.isatty():
        from zconsole.shell.app import ShellOptions, run_shell  # prompt_toolkit loads only here

        return run_shell(session, ShellOptions(pager=args.pager, paging=args.paging, log=args.log))
    from zconsole.frontends.repl import run_console

    return run_console(session, args.prompt, args.log)
