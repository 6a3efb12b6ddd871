"""The zconsole command: argv to a front end. Its options are also what transcript headers use.

Kept lean: ``zconsole -c "D ASM"`` is run thousands of times by scripts, so nothing here
imports prompt_toolkit unless the interactive shell is actually started, and a
command line made only of ``-c`` and console options is read without argparse (which
costs more to import than the command takes to run); anything else goes to argparse.
"""

from __future__ import annotations

import os
import sys

from zconsole.arguments import CONSOLE_OPTIONS, UsageError, build_parser, options_from, quick_args

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (one-shot path)
if TYPE_CHECKING:
    import argparse
    import socket
    from collections.abc import Awaitable, Callable, Sequence
    from pathlib import Path

    from zconsole.console.session import Session
    from zconsole.frontends.rest.lanes import Lanes
    from zconsole.frontends.rest.limits import Limits
    from zconsole.frontends.rest.users import Users
    from zconsole.session_options import ConsoleOptions

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


def _serve(args: argparse.Namespace) -> int:
    from zconsole.frontends.rest.serve import is_loopback, url_of
    from zconsole.frontends.rest.users import UsersError, load_users
    from zconsole.session_options import SetupError, make_session

    try:
        users = load_users(args.users)
    except UsersError as exc:
        return _fail(str(exc))
    if not users.configured and not is_loopback(args.host):
        return _fail(f"--host {args.host} is not a loopback address: configure users first "
                     "(--users FILE or $ZCONSOLE_USERS)")
    if args.public_url is not None and not args.public_url.startswith(("http://", "https://")):
        return _fail(f"--public-url {args.public_url}: must start with http:// or https://")
    cert_users = _tls(args)
    if isinstance(cert_users, str):
        return _fail(cert_users)
    options = options_from(args)
    if options.system in ("zvm", "vse"):  # no z/OSMF there: a line console in vmcp's shape
        return _serve_cp(args, users, options)
    folder = _state_folder(args)
    if isinstance(folder, str):
        return _fail(folder)
    try:  # the options are checked once, before anyone connects
        first, _ = make_session(_without_state(options), os.getcwd())
    except SetupError as exc:
        return _fail(str(exc))
    rest = args.port is not None or args.tn3270 is None  # --tn3270 alone: the 3270 console alone
    socks = _listen(args.host, ([8443 if args.port is None else args.port] if rest else [])
                    + ([args.tn3270] if args.tn3270 is not None else []))
    if isinstance(socks, str):
        return _fail(socks)
    base = "/" + args.base_path.strip("/") if args.base_path.strip("/") else ""
    scheme = "https" if args.tls_cert else "http"
    if rest:
        sys.stderr.write(f"zconsole: serving the z/OSMF console API on {url_of(socks[0], scheme)}{base}\n")
    if args.tn3270 is not None:
        where = url_of(socks[-1], "tn3270s" if args.tn3270_tls else "tn3270")
        sys.stderr.write(f"zconsole: serving the 3270 console on {where}\n")
    sys.stderr.flush()
    import contextlib

    with contextlib.suppress(KeyboardInterrupt):  # the 3270 console alone stops here on ^C
        _run_server(args, users, options, folder, first.system.system_name(first.machine),
                    socks[0] if rest else None,
                    socks[-1] if args.tn3270 is not None else None, cert_users)
    return EXIT_OK


def _state_folder(args: argparse.Namespace) -> Path | str | None:
    """serve --state FOLDER made ready (one state file per user), or what is wrong."""
    from pathlib import Path

    folder = Path(args.state) if getattr(args, "state", None) else None
    if folder is not None:
        from zconsole.frontends.rest.serve import prepare_state_folder

        if folder.is_file():
            return f"{folder}: serve --state takes a folder (one state file per user), not a file"
        try:
            prepare_state_folder(folder)
        except OSError as exc:
            return f"{folder}: cannot use as the state folder: {exc.strerror or exc}"
    return folder


def _serve_cp(args: argparse.Namespace, users: Users, options: ConsoleOptions) -> int:
    """`serve --system zvm`: PUT /zconsole/zvm/cp (`--system vse`: PUT /zconsole/vse/console),
    a console and machine per user; with --tn3270 PORT the system's 3270 screen on that
    port too (z/VM's CP screen, VSE's console), on the same machine per user."""
    from zconsole.frontends.rest import cp, vse
    from zconsole.frontends.rest.serve import url_of
    from zconsole.session_options import SetupError, make_session

    options = _without_state(options)  # a console per user: one state file cannot hold them
    try:  # the options are checked once, before anyone connects
        first, _ = make_session(options, os.getcwd())
    except SetupError as exc:
        return _fail(str(exc))
    rest = args.port is not None or args.tn3270 is None  # --tn3270 alone: the 3270 console alone
    socks = _listen(args.host, ([8443 if args.port is None else args.port] if rest else [])
                    + ([args.tn3270] if args.tn3270 is not None else []))
    if isinstance(socks, str):
        return _fail(socks)
    base = "/" + args.base_path.strip("/") if args.base_path.strip("/") else ""
    path = vse.PATH if options.system == "vse" else cp.PATH
    title = "VSE console" if options.system == "vse" else "CP console"
    if rest:
        scheme = "https" if args.tls_cert else "http"
        sys.stderr.write(f"zconsole: serving the {title} on {url_of(socks[0], scheme)}{base}{path}\n")
    if args.tn3270 is not None:
        where = url_of(socks[-1], "tn3270s" if args.tn3270_tls else "tn3270")
        sys.stderr.write(f"zconsole: serving the 3270 console on {where}\n")
    sys.stderr.flush()
    import contextlib

    with contextlib.suppress(KeyboardInterrupt):
        _run_line_server(args, users, options, first, base, socks[0] if rest else None,
                         socks[-1] if args.tn3270 is not None else None)
    return EXIT_OK


def _run_line_server(args: argparse.Namespace, users: Users, options: ConsoleOptions, first: Session,
                     base: str, sock: socket.socket | None, tn_sock: socket.socket | None) -> None:
    """A line console's REST server on ``sock`` and its 3270 screen on ``tn_sock`` (either
    may be None), on one event loop, one classroom and one pair of lanes."""

    from zconsole.frontends.rest import cp, vse
    from zconsole.frontends.rest.consoles import Classroom
    from zconsole.frontends.rest.cp import cp_app
    from zconsole.frontends.rest.lanes import Lanes
    from zconsole.frontends.rest.limits import Limits
    from zconsole.frontends.rest.serve import connection_cap
    from zconsole.session_options import make_session

    limits = connection_cap(Limits())
    classroom = Classroom(lambda user: make_session(options, os.getcwd())[0], limits)
    lanes = Lanes(limits.heavy_lane, limits.light_lane)
    system = first.system

    async def start_tn3270() -> object:
        from zconsole.frontends.tn3270.serve import build_server
        from zconsole.frontends.tn3270.server import tls_context

        assert tn_sock is not None
        tls = tls_context(args.tls_cert, args.tls_key) if args.tn3270_tls else None
        server = build_server(classroom, users, system.system_name(first.machine),
                              code_page=args.tn3270_code_page, screen=system.screen, lanes=lanes)
        return await server.start(tn_sock, tls)

    def app(public_url: str) -> object:
        if options.system == "vse":
            return cp_app(lambda user: classroom.workspace(user).first, users, base, vse.PATH,
                          vse.console_reply, vse.MAX_COMMAND, classroom=classroom, lanes=lanes)
        return cp_app(lambda user: classroom.workspace(user).first, users, base, cp.PATH,
                      classroom=classroom, lanes=lanes)

    _serve_both(args, app, sock, limits, None, start_tn3270 if tn_sock is not None else None, lanes)


def _listen(host: str, ports: list[int]) -> list[socket.socket] | str:
    """A listening socket on each port, or what is wrong (a busy or wrong address in one
    line, before anything starts)."""
    from zconsole.frontends.rest.serve import bind

    socks: list[socket.socket] = []
    for port in ports:
        try:
            socks.append(bind(host, port))
        except OSError as exc:
            for sock in socks:
                sock.close()
            reason = os.strerror(exc.errno) if isinstance(exc.errno, int) and exc.errno > 0 else str(
                exc.strerror or exc)
            return f"{host}:{port}: cannot listen: {reason}"
    return socks


def _tls(args: argparse.Namespace) -> dict[str, str] | str:
    """The https options checked: client-certificate login's table (certificate CN ->
    user, empty without it), or what is wrong (one line)."""
    if (args.tls_cert is None) != (args.tls_key is None):
        return "--tls-cert and --tls-key go together: give both for https, neither for http"
    if getattr(args, "tn3270_tls", False) and args.tls_cert is None:
        return "--tn3270-tls needs the certificate pair: give --tls-cert and --tls-key"
    if args.tls_cert is not None:
        from zconsole.frontends.rest.tls import TlsError, check_pair

        try:
            check_pair(args.tls_cert, args.tls_key)
        except TlsError as exc:
            return str(exc)
    if (args.tls_client_ca is None) != (args.cert_users is None):
        return ("--tls-client-ca and --cert-users go together: the CA that signs the "
                "certificates, and which user each certificate logs in as")
    if args.tls_client_ca is None:
        return {}
    if args.tls_cert is None:
        return "--tls-client-ca needs https: give --tls-cert and --tls-key too"
    from zconsole.frontends.rest.tls import TlsError, check_client_ca, load_cert_users

    try:
        check_client_ca(args.tls_client_ca)
        return load_cert_users(args.cert_users)
    except TlsError as exc:
        return str(exc)


def _without_state(options: ConsoleOptions) -> ConsoleOptions:
    import attrs

    return attrs.evolve(options, state=None)


def _run_server(args: argparse.Namespace, users: Users, options: ConsoleOptions, folder: Path | None,
                system: str, sock: socket.socket | None, tn_sock: socket.socket | None,
                cert_users: dict[str, str]) -> None:
    """The REST server on ``sock`` and the 3270 one on ``tn_sock`` (either may be None), on
    one event loop and one classroom: a user's machine is the same through both."""

    from zconsole.frontends.rest.app import build_app
    from zconsole.frontends.rest.consoles import Classroom
    from zconsole.frontends.rest.lanes import Lanes
    from zconsole.frontends.rest.limits import Limits
    from zconsole.frontends.rest.serve import connection_cap, user_sessions
    from zconsole.frontends.rest.services import Services

    limits = connection_cap(Limits())
    new_session = user_sessions(_without_state(options), folder, os.getcwd())
    classroom = Classroom(new_session, limits)
    _open_drill_room(args, classroom)
    lanes = Lanes(limits.heavy_lane, limits.light_lane)  # one pair: REST's and the 3270's

    async def start_tn3270() -> object:
        from zconsole.frontends.tn3270.serve import build_server
        from zconsole.frontends.tn3270.server import tls_context

        assert tn_sock is not None
        tls = tls_context(args.tls_cert, args.tls_key) if args.tn3270_tls else None
        server = build_server(classroom, users, system, code_page=args.tn3270_code_page, lanes=lanes)
        return await server.start(tn_sock, tls)

    def app(public_url: str) -> object:
        base = "/" + args.base_path.strip("/") if args.base_path.strip("/") else ""
        return build_app(classroom, users, args.base_path, system, public_url=public_url, paced=True,
                         cert_users=cert_users, extra=Services(classroom, system, base, lanes=lanes))

    _serve_both(args, app, sock, limits, args.tls_client_ca, start_tn3270 if tn_sock is not None else None,
                None if sock is not None else lanes)  # (the z/OS app paces itself)


def _serve_both(args: argparse.Namespace, app: Callable[[str], object], sock: socket.socket | None,
                limits: Limits, client_ca: str | None, tn3270: Callable[[], Awaitable[object]] | None,
                pace: Lanes | None = None) -> None:
    """The REST app on ``sock`` with the 3270 server ``tn3270`` started beside it on its
    event loop, or (no ``sock``) the 3270 server alone, until interrupted. With ``pace``
    (an app that does not pace itself) the garbage collector is paced here, as the z/OS
    REST app paces it (rest/pacing.py), over those lanes."""
    import asyncio

    from zconsole.frontends.rest import pacing
    from zconsole.frontends.rest.serve import serve

    pacer: list[asyncio.Task[None]] = []  # held: the loop keeps only weak references

    async def start() -> object:
        if pace is not None:
            pacing.start(limits, pace)
            pacer.append(asyncio.ensure_future(pacing.pace(limits, pace)))
        return await tn3270() if tn3270 is not None else None

    if sock is not None:
        serve(app, sock, limits, args.public_url, args.tls_cert, args.tls_key, client_ca,
              also=start if tn3270 is not None or pace is not None else None)
        return

    async def alone() -> None:
        server = await start()
        await server.serve_forever()  # type: ignore[attr-defined]

    asyncio.run(alone())


def _open_drill_room(args: argparse.Namespace, classroom: object) -> None:
    """Drills: every user may start one; --instructor USER reads them all."""
    from pathlib import Path

    from zconsole.frontends.rest.drill_routes import DrillRoom, open_room

    folder = getattr(args, "drills", None)
    instructor = getattr(args, "instructor", None)  # user names are upper-case, as on z/OS
    state = getattr(args, "state", None)  # the state folder: drills are saved there too
    open_room(classroom, DrillRoom(instructor.upper() if instructor else None,  # type: ignore[arg-type]
                                   Path(folder) if folder else None, saved=Path(state) if state else None))


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
    if args.action == "reproduce":
        from zconsole.reproduce.main import reproduce_main

        return reproduce_main(args.seed, args.only, args.json, sys.stdout.write)
    if args.action == "drill":
        if args.tn3270 is not None and args.name is not None and args.script is None:
            from zconsole.frontends.tn3270.drill import drill_tn3270_main

            return drill_tn3270_main(args.name, args.folder, args.speed, args.tn3270)
        from zconsole.drills.frontend import drill_main

        return drill_main(args.name, args.folder, args.script, args.json, args.plain, args.prompt,
                          args.speed)

    from zconsole.console.state_errors import StateSaveError

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
        # a terminal (or --rich) gets the rich report: first differing columns, a summary table
        rich = bool(getattr(args, "rich", False)) or sys.stdout.isatty()
        return check_files([Path(p) for p in args.transcripts], args.update_goldens, sys.stdout, rich)
    except CheckError as exc:
        return _fail(str(exc))


def _report(session: Session, args: argparse.Namespace) -> int:
    """zconsole report: the command files run without echo or answers; then the RMF
    report of the interval since IPL (or the files' last .RMF), as RMF prints it."""
    import io

    from zconsole.frontends.script import run_commands, script_lines

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
    name = args.report or getattr(session.system, "default_report", "PAGESP")
    try:
        report = session.system.report(session.submit, name)
    except ValueError as exc:  # a report this system does not have
        return _fail(str(exc))
    sys.stdout.write("".join(line + "\n" for line in report))
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
    from zconsole.console.roff import to_text

    sys.stdout.write("".join(line.rstrip() + "\n" for line in to_text(_read(path))))
    return EXIT_OK


def _logged(session: Session, log: str | None, run: Callable[[], int]) -> int:
    """--log FILE for -c and run (frontends/repl.py's ``with_log``); nothing of the log
    machinery loads without --log: -c stays quick."""
    if log is None:
        return run()
    from zconsole.frontends.repl import with_log

    return with_log(session, log, run)


def _run_files(session: Session, args: argparse.Namespace) -> int:
    """``zconsole run FILE...``: each file's lines in turn; .QUIT ends the run."""
    from zconsole.frontends.script import run_commands, script_lines

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


def _console(args: argparse.Namespace) -> int:
    from zconsole.frontends.script import run_commands
    from zconsole.session_options import SetupError, make_session

    try:
        session, ipl = make_session(options_from(args), os.getcwd())
    except SetupError as exc:
        return _fail(str(exc))
    if ipl is not None:
        sys.stdout.write("".join(line + "\n" for line in session.system.render_all(ipl.messages)))

    if args.action == "report":
        return _report(session, args)
    if args.action == "run":
        return _logged(session, args.log, lambda: _run_files(session, args))
    if args.commands:
        commands = args.commands

        def one_shot() -> int:
            return EXIT_OK if run_commands(session, commands, sys.stdout, echo=False).ok else EXIT_REFUSED

        return _logged(session, args.log, one_shot)

    if not args.plain and sys.stdin.isatty() and sys.stdout.isatty():
        from zconsole.shell.app import ShellOptions, run_shell  # prompt_toolkit loads only here

        return run_shell(session, ShellOptions(pager=args.pager, paging=args.paging, log=args.log))
    from zconsole.frontends.repl import run_console

    return run_console(session, args.prompt, args.log)
