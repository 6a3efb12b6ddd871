"""The zconsole command: argv to a front end. Its options are also what transcript headers use.

Kept lean: ``zconsole -c "D ASM"`` is run thousands of times by scripts, so nothing here
imports prompt_toolkit or rich unless the interactive shell is actually started.
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
    sub = parser.add_subparsers(dest="action", metavar="{run,check}")

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
    return parser


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
        from zconsole.shell.app import run_shell  # prompt_toolkit and rich load only here

        return run_shell(session)
    from zconsole.frontends.repl import run_console

    return run_console(session, args.prompt)
