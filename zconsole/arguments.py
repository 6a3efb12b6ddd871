"""The command line read: a quick reader for plain ``-c`` runs, argparse for the rest.

argparse costs more to import than a one-shot command takes to run, so a command line of
``-c`` and console options is read by quick_args; build_parser (imported by the CLI and by
the transcript checker, for ``# flags:`` lines) makes argparse's parser when needed.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (one-shot path)
if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Sequence
    from typing import Any, NoReturn

    from zconsole.session_options import ConsoleOptions

# The console options, listed once: every front end takes them (session_options.
# ConsoleOptions has a field for each), the CLI before or after a subcommand, transcripts
# in their '# flags:' line. (flag, type, metavar, help); each takes one value.
VALUE_OPTIONS: tuple[tuple[str, Callable[[str], object], str, str], ...] = (
    ("--system", str, "NAME", "the system the console runs: zos (z/OS, the default), zvm or vse"),
    ("--machine", str, "NAME|FILE", "built-in machine name or machine TOML file (default: the system's "
                                    "default machine)"),
    ("--parmlib", str, "DIR", "folder of IEASYSxx members for .IPL xx and --ipl"),
    ("--clock", str, "HH.MM.SS", "freeze the console clock at this time of day"),
    ("--next-id", int, "N", "display number the first display takes (1-999)"),
    ("--date", str, "YYYY-MM-DD", "the frozen clock's date (with --clock; default 2012-10-09)"),
    ("--speed", float, "N", "a running clock goes N times faster than real time (the living machine)"),
    ("--ipl", str, "XX", "IPL with IEASYSxx from --parmlib before anything else"),
    ("--state", str, "FILE", "resume the machine from FILE and save it there after every change"),
    ("--user", str, "USERID", "z/VM: the directory entry logged on at the console (default MAINT)"),
)
DISPLAY_AREA_HELP = "write displays as an MCS console's display area does (no display number)"
MACHINE_DEFAULT = None  # the system's default machine (z/OS's is called default)


def _dest(flag: str) -> str:
    return flag[2:].replace("-", "_")


CONSOLE_OPTIONS = tuple(_dest(flag) for flag, *_ in VALUE_OPTIONS)  # argparse's names for them
_QUICK = {flag: kind for flag, kind, *_ in VALUE_OPTIONS}  # what the quick reader converts


class _Args:
    """What build_parser().parse_args() gives for a plain ``-c`` command line
    (tests/test_cli_quick.py compares the two)."""

    def __init__(self) -> None:
        for name in CONSOLE_OPTIONS:
            setattr(self, name, None)
        self.machine = MACHINE_DEFAULT
        self.display_area: bool | None = None
        self.commands: list[str] = []
        self.version = False
        self.plain = False
        self.prompt = ""
        self.action: str | None = None
        self.man: str | None = None
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
        elif name in _QUICK:
            if eq:
                value = attached
            elif i + 1 < len(argv) and not argv[i + 1].startswith("-"):
                i += 1
                value = argv[i]
            else:
                return None
            try:
                setattr(args, _dest(name), _QUICK[name](value))  # what argparse's type= does
            except ValueError:
                return None
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


def _add_console_options(parser: argparse.ArgumentParser, suppress: bool) -> None:
    import argparse

    # On subcommands the defaults are suppressed, so an option given before the
    # subcommand is not overwritten by the subcommand's default.
    group = parser.add_argument_group("console options")
    for flag, kind, metavar, text in VALUE_OPTIONS:
        default = MACHINE_DEFAULT if flag == "--machine" else None
        group.add_argument(flag, metavar=metavar, type=kind, help=text,
                           default=argparse.SUPPRESS if suppress else default)
    group.add_argument("--display-area", action="store_true", help=DISPLAY_AREA_HELP,
                       default=argparse.SUPPRESS if suppress else None)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser, also used to read ``# flags:`` lines of transcripts."""
    import argparse

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
    sub = parser.add_subparsers(dest="action", metavar="{run,check,serve,report,drill,reproduce}",
                                parser_class=Parser)

    run = sub.add_parser("run", help="run a file of commands, one a line")
    _add_console_options(run, suppress=True)
    run.add_argument("files", nargs="+", metavar="FILE", help="command file ('-' for stdin)")
    run.add_argument("--no-echo", action="store_true",
                     help="do not echo each command as '> CMD' before its answer")
    run.add_argument("--log", metavar="FILE", default=argparse.SUPPRESS,
                     help="append the run to FILE as a hardcopy log (as the console's --log)")

    report = sub.add_parser("report", help="run a file of commands quietly, then print an RMF report "
                                           "of the simulated time it covered")
    _add_console_options(report, suppress=True)
    report.add_argument("files", nargs="+", metavar="FILE", help="command file ('-' for stdin)")
    report.add_argument("--report", default=None, choices=["PAGESP", "CHAN", "DEVICE", "FCX291", "FCX296"],
                        help="which report: z/OS's RMF Postprocessor (default PAGESP: page data set "
                             "activity; CHAN: channel path activity; DEVICE: direct access device "
                             "activity) or z/VM's Performance Toolkit over the storage lab (default "
                             "FCX296: STEALLOG; FCX291: PAGELOG of the lab's first guest)")

    check = sub.add_parser("check", help="replay golden transcripts and diff them")
    _add_console_options(check, suppress=True)
    check.add_argument("transcripts", nargs="+", metavar="TRANSCRIPT")
    check.add_argument("--update-goldens", action="store_true",
                       help="rewrite each transcript's output with what the console writes now")
    check.add_argument("--rich", action="store_true",
                       help="mark the first differing column of each line and end with a summary table "
                            "(the default on a terminal; otherwise unified diffs)")

    serve = sub.add_parser("serve", help="a z/OSMF-compatible REST console (Zowe CLI and friends) "
                                         "and a 3270 console")
    _add_console_options(serve, suppress=True)
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=port_number, default=None,
                       help="port of the REST console (default 8443; 0: any free port, printed at "
                            "start); with --tn3270 and no --port, the 3270 console alone")
    serve.add_argument("--tn3270", type=port_number, metavar="PORT",
                       help="also serve the console to 3270 terminal emulators (TN3270E) on PORT")
    serve.add_argument("--tn3270-tls", action="store_true",
                       help="the 3270 console over TLS, with the --tls-cert and --tls-key pair")
    serve.add_argument("--tn3270-code-page", choices=("cp037", "cp1047"), default="cp037",
                       help="the EBCDIC code page of the 3270 console (default cp037)")
    serve.add_argument("--users", metavar="FILE",
                       help="TOML file with a [users] table of user = \"password\" "
                            "(default: $ZCONSOLE_USERS, user:password,...)")
    serve.add_argument("--base-path", default="", metavar="PATH", help="prefix of every URL")
    serve.add_argument("--public-url", metavar="URL",
                       help="the server's address as clients reach it, e.g. behind a proxy "
                            "(cmd-response-url is built on it; default: the address listened on)")
    serve.add_argument("--forwarded-allow-ips", default="", metavar="ADDRESSES",
                       help="the proxies (comma-separated addresses, or *) whose X-Forwarded-For "
                            "and X-Forwarded-Proto are believed (default: none)")
    serve.add_argument("--tls-cert", metavar="FILE", help="serve https with this PEM certificate (chain)")
    serve.add_argument("--tls-key", metavar="FILE", help="the PEM private key of --tls-cert")
    # client-certificate login
    serve.add_argument("--tls-client-ca", metavar="FILE",
                       help="with --tls-cert: clients may log in with a certificate this PEM CA signed")
    serve.add_argument("--cert-users", metavar="FILE",
                       help="TOML file with a [certificates] table of \"certificate CN\" = \"USER\"")
    # --- drills: the classroom ---
    serve.add_argument("--instructor", metavar="USER",
                       help="the user who reads every user's drill progress (/zconsole/classroom)")
    serve.add_argument("--drills", metavar="DIR", help="a folder of drill files besides the built-in ones")
    # --- drills: zconsole drill [NAME] ---
    drill = sub.add_parser("drill", help="list the drills, run one, or grade a command file against one")
    drill.add_argument("name", nargs="?", metavar="NAME", help="the drill (a name, or a drill file)")
    drill.add_argument("--folder", metavar="DIR", help="a folder of drill files besides the built-in ones")
    drill.add_argument("--script", metavar="FILE",
                       help="grade FILE's commands as the trainee's, without a terminal ('-' for stdin)")
    drill.add_argument("--json", action="store_true", help="with --script: the debrief alone, as JSON")
    drill.add_argument("--speed", metavar="N", type=float, default=argparse.SUPPRESS,
                       help="the drill's clock goes N times faster than real time")
    drill.add_argument("--plain", action="store_true", default=argparse.SUPPRESS,
                       help="line mode even on a terminal")
    drill.add_argument("--tn3270", type=port_number, metavar="PORT", default=None,
                       help="serve the drill to a 3270 emulator on PORT of 127.0.0.1 (0: any free port)")
    drill.add_argument("--prompt", metavar="TEXT", default=argparse.SUPPRESS,
                       help="in line mode, write TEXT before reading each command")
    # --- zconsole reproduce: the seeds' experiments on the models ---
    reproduce = sub.add_parser("reproduce", help="run the seeds' published experiments on the models and "
                                                 "print each beside the seed's figures")
    reproduce.add_argument("--seed", metavar="NNN", help="only this seed's experiments (000, 001, 002, 003)")
    reproduce.add_argument("--only", metavar="NAME",
                           help="only the experiment NAME (table1, figure2, fig12 ...)")
    reproduce.add_argument("--json", action="store_true",
                           help="{seed, experiment, row, published, model, deviation, basis} records as JSON")
    return parser


def options_from(args: argparse.Namespace) -> ConsoleOptions:
    """The console options argparse (or quick_args) read, as the front ends take them."""
    from zconsole.session_options import ConsoleOptions
    from zconsole.systems.registry import DEFAULT

    given: dict[str, Any] = {name: getattr(args, name, None) for name in CONSOLE_OPTIONS}
    given["system"] = given["system"] or DEFAULT
    return ConsoleOptions(**given, display_area=bool(getattr(args, "display_area", False)))
