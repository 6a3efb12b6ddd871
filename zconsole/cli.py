"""The zconsole command: argv to a front end. Its options are also what transcript headers use.

Kept lean: ``zconsole -c "D ASM"`` is run thousands of times by scripts, so nothing here
imports prompt_toolkit unless the interactive shell is actually started, and a
command line made only of ``-c`` and console options is read without argparse (which
costs more to import than the command takes to run); anything else goes to argparse.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (one-shot path)
if TYPE_CHECKING:
    import argparse
    import socket
    from collections.abc import Sequence
    from pathlib import Path
    from typing import NoReturn

    from zconsole.frontends.rest.users import Users
    from zconsole.session import Session
    from zconsole.setup import ConsoleOptions

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2

# Options the quick reader knows: console options (a value each) and -c/--command.
_VALUE_OPTIONS = {"--machine": "machine", "--parmlib": "parmlib", "--clock": "clock",
                  "--next-id": "next_id", "--ipl": "ipl", "--state": "state", "--date": "date"}


class _Args:
    """What build_parser().parse_args() gives for a plain ``-c`` command line."""

    def __init__(self) -> None:
        self.machine = "default"
        self.parmlib: str | None = None
        self.clock: str | None = None
        self.next_id: int | None = None
        self.ipl: str | None = None
        self.state: str | None = None
        self.commands: list[str] = []
        self.version = False
        self.plain = False
        self.prompt = ""
        self.action: str | None = None
        self.man: str | None = None
        self.display_area: bool | None = None
        self.speed: float | None = None
        self.date: str | None = None
        self.log: str | None = None  # the interactive console's own options
        self.pager: str | None = None
        self.paging = "help"


def quick_args(argv: Sequence[str]) -> _Args | None:
    """``-c CMD`` (repeated) and console options with their values, read as argparse
    would; None for anything else (help, subcommands, abbreviations, odd values), which
    argparse then reads, with its messages."""
    args = _Args()
    i = 0
    while i < len(argv):
        word = argv[i]
        name, eq, attached = word.partition("=")
        if word in ("-c", "--command") or (name == "--command" and eq):
            if eq:
                value = attached
            elif i + 1 < len(argv):
                i += 1
                value = argv[i]
            else:
                return None
            if not eq and value.startswith("-"):
                return None  # argparse has rules for values that look like options
            args.commands.append(value)
        elif word == "--display-area":
            args.display_area = True
        elif name in _VALUE_OPTIONS:
            if eq:
                value = attached
            elif i + 1 < len(argv) and not argv[i + 1].startswith("-"):
                i += 1
                value = argv[i]
            else:
                return None
            if name == "--next-id":
                try:
                    args.next_id = int(value)  # what argparse's type=int does
                except ValueError:
                    return None
            else:
                setattr(args, _VALUE_OPTIONS[name], value)
        else:
            return None
        i += 1
    return args if args.commands else None


class UsageError(Exception):
    """A bad command line: one line for standard error (argparse's usage block is not shown)."""


def _parser_class() -> type[argparse.ArgumentParser]:
    """argparse, but an error is raised as UsageError: one line, never the five-line usage.
    (Made when first needed: argparse is not imported for a plain ``-c`` command line.)"""
    import argparse

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:
            raise UsageError(f"{message} (zconsole --help shows the options)")

    return Parser


def port_number(text: str) -> int:
    """--port: 0 (any free port) to 65535."""
    import argparse

    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number (0-65535)")
    return int(text)


CONSOLE_OPTIONS = ("machine", "parmlib", "clock", "next_id", "ipl", "state", "speed", "date")


def _add_console_options(parser: argparse.ArgumentParser, suppress: bool) -> None:
    import argparse

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
    group.add_argument("--date", metavar="YYYY-MM-DD", default=default,
                       help="the frozen clock's date (with --clock; default 2012-10-09)")
    group.add_argument("--speed", metavar="N", type=float, default=default,
                       help="a running clock goes N times faster than real time (the living machine)")
    group.add_argument("--ipl", metavar="XX", default=default,
                       help="IPL with IEASYSxx from --parmlib before anything else")
    group.add_argument("--state", metavar="FILE", default=default,
                       help="resume the machine from FILE and save it there after every change")
    group.add_argument("--display-area", action="store_true", default=default,
                       help="write displays as an MCS console's display area does (no display number)")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser, also used to read ``# flags:`` lines of transcripts."""
    Parser = _parser_class()
    parser = Parser(
        prog="zconsole",
        description="A z/OS-like operator console on a laptop. See zconsole(1).",
    )
    _add_console_options(parser, suppress=False)
    parser.add_argument("-c", "--command", dest="commands", action="append", metavar="CMD",
                        help="run CMD and exit (repeatable; runs in order)")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--man", nargs="?", const="zconsole", metavar="PAGE",
                        help="show a manual page (zconsole, zconsole-machine, zconsole-d-m, ...) and exit")
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
    sub = parser.add_subparsers(dest="action", metavar="{run,check,serve,report}", parser_class=Parser)

    run = sub.add_parser("run", help="run a file of commands, one a line")
    _add_console_options(run, suppress=True)
    run.add_argument("files", nargs="+", metavar="FILE", help="command file ('-' for stdin)")
    run.add_argument("--no-echo", action="store_true",
                     help="do not echo each command as '> CMD' before its answer")

    report = sub.add_parser("report", help="run a file of commands quietly, then print an RMF report "
                                           "of the simulated time it covered")
    _add_console_options(report, suppress=True)
    report.add_argument("files", nargs="+", metavar="FILE", help="command file ('-' for stdin)")
    report.add_argument("--report", default="PAGESP", choices=["PAGESP"],
                        help="which RMF Postprocessor report (default PAGESP: page data set activity)")

    check = sub.add_parser("check", help="replay golden transcripts and diff them")
    _add_console_options(check, suppress=True)
    check.add_argument("transcripts", nargs="+", metavar="TRANSCRIPT")
    check.add_argument("--update-goldens", action="store_true",
                       help="rewrite each transcript's output with what the console writes now")

    serve = sub.add_parser("serve", help="a z/OSMF-compatible REST console (Zowe CLI and friends)")
    _add_console_options(serve, suppress=True)
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=port_number, default=8443,
                       help="port (default 8443; 0: any free port, printed at start)")
    serve.add_argument("--users", metavar="FILE",
                       help="TOML file with a [users] table of user = \"password\" "
                            "(default: $ZCONSOLE_USERS, user:password,...)")
    serve.add_argument("--base-path", default="", metavar="PATH", help="prefix of every URL")
    serve.add_argument("--public-url", metavar="URL",
                       help="the server's address as clients reach it, e.g. behind a proxy "
                            "(cmd-response-url is built on it; default: the address listened on)")
    serve.add_argument("--tls-cert", metavar="FILE", help="serve https with this PEM certificate (chain)")
    serve.add_argument("--tls-key", metavar="FILE", help="the PEM private key of --tls-cert")
    return parser


def _serve(args: argparse.Namespace) -> int:
    from pathlib import Path

    from zconsole.frontends.rest.serve import bind, is_loopback, url_of
    from zconsole.frontends.rest.users import UsersError, load_users
    from zconsole.setup import SetupError, make_session

    try:
        users = load_users(args.users)
    except UsersError as exc:
        return _fail(str(exc))
    if not users.configured and not is_loopback(args.host):
        return _fail(f"--host {args.host} is not a loopback address: configure users first "
                     "(--users FILE or $ZCONSOLE_USERS)")
    if args.public_url is not None and not args.public_url.startswith(("http://", "https://")):
        return _fail(f"--public-url {args.public_url}: must start with http:// or https://")
    if (args.tls_cert is None) != (args.tls_key is None):
        return _fail("--tls-cert and --tls-key go together: give both for https, neither for http")
    if args.tls_cert is not None:
        from zconsole.frontends.rest.tls import TlsError, check_pair

        try:
            check_pair(args.tls_cert, args.tls_key)
        except TlsError as exc:
            return _fail(str(exc))
    options = options_from(args)
    folder = Path(args.state) if getattr(args, "state", None) else None
    if folder is not None:
        from zconsole.frontends.rest.serve import prepare_state_folder

        if folder.is_file():
            return _fail(f"{folder}: serve --state takes a folder (one state file per user), not a file")
        try:
            prepare_state_folder(folder)
        except OSError as exc:
            return _fail(f"{folder}: cannot use as the state folder: {exc.strerror or exc}")
    try:  # the options are checked once, before anyone connects
        first, _ = make_session(_without_state(options), os.getcwd())
    except SetupError as exc:
        return _fail(str(exc))
    try:  # a busy or wrong address in one line, before uvicorn starts
        sock = bind(args.host, args.port)
    except OSError as exc:
        reason = os.strerror(exc.errno) if isinstance(exc.errno, int) and exc.errno > 0 else str(
            exc.strerror or exc)
        return _fail(f"{args.host}:{args.port}: cannot listen: {reason}")
    base = "/" + args.base_path.strip("/") if args.base_path.strip("/") else ""
    scheme = "https" if args.tls_cert else "http"
    sys.stderr.write(f"zconsole: serving the z/OSMF console API on {url_of(sock, scheme)}{base}\n")
    sys.stderr.flush()
    _run_server(args, users, options, folder, first.machine.system_name, sock)
    return EXIT_OK


def _without_state(options: ConsoleOptions) -> ConsoleOptions:
    from zconsole.values import evolve

    return evolve(options, state=None)


def _run_server(args: argparse.Namespace, users: Users, options: ConsoleOptions, folder: Path | None,
                system: str, sock: socket.socket) -> None:
    from zconsole.frontends.rest.app import build_app
    from zconsole.frontends.rest.consoles import Classroom
    from zconsole.frontends.rest.limits import Limits
    from zconsole.frontends.rest.serve import connection_cap, serve, user_sessions

    limits = connection_cap(Limits())
    new_session = user_sessions(_without_state(options), folder, os.getcwd())

    def app(public_url: str) -> object:
        return build_app(Classroom(new_session, limits), users, args.base_path, system,
                         public_url=public_url, paced=True)

    serve(app, sock, limits, args.public_url, args.tls_cert, args.tls_key)


def options_from(args: argparse.Namespace) -> ConsoleOptions:
    from zconsole.setup import ConsoleOptions

    return ConsoleOptions(
        machine=getattr(args, "machine", "default"),
        parmlib=getattr(args, "parmlib", None),
        clock=getattr(args, "clock", None),
        next_id=getattr(args, "next_id", None),
        ipl=getattr(args, "ipl", None),
        state=getattr(args, "state", None),
        display_area=bool(getattr(args, "display_area", False)),
        speed=getattr(args, "speed", None),
        date=getattr(args, "date", None),
    )


def _read(name: str) -> str:
    with open(name, encoding="utf-8") as f:
        return f.read()


def _fail(message: str) -> int:
    sys.stderr.write(f"zconsole: {message}\n")
    return EXIT_USAGE


def main(argv: Sequence[str] | None = None) -> int:
    """Run zconsole with ``argv`` (default: the process's own arguments).

    Run as the program itself (``argv`` None), a one-shot ``-c`` run ends the process as
    soon as its output is flushed: tearing down modules and objects is work nobody waits for.
    """
    try:
        status, one_shot = _main(argv)
    except BrokenPipeError:
        # The reader went away (`zconsole ... | head`): stop quietly, as Unix tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except KeyboardInterrupt:
        return 130
    if one_shot and argv is None:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except BrokenPipeError:
            status = EXIT_OK
        os._exit(status)
    return status


def _main(argv: Sequence[str] | None) -> tuple[int, bool]:
    """The exit status, and whether this was a one-shot ``-c`` run."""
    quick = quick_args(sys.argv[1:] if argv is None else argv)
    if quick is not None:
        if argv is None:
            # This process is the one-shot run and ends with os._exit: the cyclic garbage
            # collector's passes over everything the imports made are wasted work (3-7 ms,
            # a tenth of the run; the few cycles a run makes die with the process).
            import gc

            gc.disable()
        return _full(quick), True  # type: ignore[arg-type]  # _Args has every attribute _full reads
    try:
        args = build_parser().parse_args(argv)
    except UsageError as exc:
        return _fail(str(exc)), False
    return _full(args), False


def _full(args: argparse.Namespace) -> int:
    if args.version:
        from zconsole import __version__

        print(f"zconsole {__version__}")
        return EXIT_OK
    if args.man is not None:
        return _man(args.man)
    if args.action == "serve":
        return _serve(args)
    if args.action == "check":
        return _check(args)

    from zconsole.model.state_errors import StateSaveError

    try:
        return _console(args)
    except StateSaveError as exc:
        return _fail(str(exc))


def _check(args: argparse.Namespace) -> int:
    from pathlib import Path

    from zconsole.frontends.checker import CheckError, check_files

    given = [f"--{name.replace('_', '-')}" for name in CONSOLE_OPTIONS
             if getattr(args, name, None) not in (None, "default")]
    if given or args.commands or args.plain or args.prompt:
        extra = given or ["-c" if args.commands else "--plain" if args.plain else "--prompt"]
        return _fail(f"check does not take {', '.join(extra)}: a transcript's options are its "
                     "'# flags:' line")
    try:
        return check_files([Path(p) for p in args.transcripts], args.update_goldens, sys.stdout)
    except CheckError as exc:
        return _fail(str(exc))


def _report(session: Session, args: argparse.Namespace) -> int:
    """zconsole report: the command files run without echo or answers; then the RMF
    report of the interval since IPL (or the files' last .RMF), as RMF prints it."""
    import io

    from zconsole.frontends.script import run_commands, script_lines
    from zconsole.messages import render_all

    ok = True
    for name in args.files:
        try:
            text = sys.stdin.read() if name == "-" else _read(name)
        except (OSError, UnicodeDecodeError) as exc:
            return _fail(f"{name}: cannot read: {exc}")
        result = run_commands(session, script_lines(text), io.StringIO(), echo=False)
        ok = ok and result.ok
        if result.ended:
            break
    outcome = session.submit(f".RMF {args.report}")
    from zconsole.messages.rmf import PageSpaceReport

    report = [m for m in outcome.messages if isinstance(m, PageSpaceReport)]
    sys.stdout.write("".join(line + "\n" for line in render_all(report)))
    return EXIT_OK if ok and report else EXIT_REFUSED


def _man(page: str) -> int:
    """--man [PAGE]: a manual page, shipped inside the package. On a terminal with man(1)
    it is shown by ``man -l``; otherwise written as plain text."""
    import shutil

    from zconsole.resources import data_dir

    folder = data_dir("man")
    pages = sorted(os.listdir(folder), key=lambda p: p.rsplit(".", 1)[0])
    wanted = page if page.startswith("zconsole") else f"zconsole-{page}"
    found = [p for p in pages if p.rsplit(".", 1)[0] == wanted]
    if not found:
        names = ", ".join(p.rsplit(".", 1)[0] for p in pages)
        return _fail(f"--man {page}: no such page (pages: {names})")
    path = os.path.join(folder, found[0])
    man = shutil.which("man")
    if man and sys.stdout.isatty():
        os.execv(man, [man, "-l", path])
    from zconsole.messages.roff import to_text

    sys.stdout.write("".join(line.rstrip() + "\n" for line in to_text(_read(path))))
    return EXIT_OK


def _console(args: argparse.Namespace) -> int:
    from zconsole.frontends.script import run_commands, script_lines
    from zconsole.messages import render_all
    from zconsole.setup import SetupError, make_session

    try:
        session, ipl = make_session(options_from(args), os.getcwd())
    except SetupError as exc:
        return _fail(str(exc))
    if ipl is not None:
        sys.stdout.write("".join(line + "\n" for line in render_all(ipl.messages)))

    if args.action == "report":
        return _report(session, args)
    if args.action == "run":
        ok = True
        for name in args.files:
            try:
                text = sys.stdin.read() if name == "-" else _read(name)
            except (OSError, UnicodeDecodeError) as exc:
                return _fail(f"{name}: cannot read: {exc}")
            result = run_commands(session, script_lines(text), sys.stdout, echo=not args.no_echo)
            ok = ok and result.ok
            if result.ended:  # .QUIT ends the run, later files included
                break
        return EXIT_OK if ok else EXIT_REFUSED
    if args.commands:
        result = run_commands(session, args.commands, sys.stdout, echo=False)
        return EXIT_OK if result.ok else EXIT_REFUSED

    if not args.plain and sys.stdin.isatty() and sys.stdout.isatty():
        from zconsole.shell.app import ShellOptions, run_shell  # prompt_toolkit loads only here

        return run_shell(session, ShellOptions(pager=args.pager, paging=args.paging, log=args.log))
    from zconsole.frontends.repl import run_console

    return run_console(session, args.prompt, args.log)
