"""The z/VM system as the rest of zconsole sees it: name, line preparation, parse, dispatch,
settle, machines, render, completion names, status fields and a console from flags.

Written as plain functions until the shared ``System`` Protocol lands in
zconsole/console/; each function here is one of its members.
"""

from __future__ import annotations

import argparse
import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Sequence

    from zconsole.systems.zvm.commands.context import Context, Result
    from zconsole.systems.zvm.console import ZvmConsole
    from zconsole.systems.zvm.messages.said import Said
    from zconsole.systems.zvm.model.machine import ZvmMachine

NAME = "zvm"
DEFAULT_USER = "MAINT"


def prepare(text: str) -> str:
    """CP compares without case; the console echoes the line as typed (spec)."""
    return text.strip().upper()


def parse(text: str) -> Any:
    from zconsole.systems.zvm.syntax.parse import parse as cp_parse

    return cp_parse(prepare(text))


def dispatch(command: object, context: Context, text: str = "") -> Result:
    from zconsole.systems.zvm.commands.registry import dispatch as cp_dispatch

    return cp_dispatch(command, context, prepare(text).split())


def settle(machine: ZvmMachine, now: dt.datetime) -> list[tuple[dt.datetime, str, dict[str, object]]]:
    from zconsole.systems.zvm.model.living import settle as living_settle

    return living_settle(machine, now)


def default_machine() -> ZvmMachine:
    return load_machine("zvm-workshop")


def builtin_machines() -> list[str]:
    from zconsole.systems.zvm.model.loading.builtin import builtin_names

    return builtin_names()


def load_machine(name: str, base: Path | None = None) -> ZvmMachine:
    from zconsole.systems.zvm.model.loading.builtin import machine_for

    return machine_for(name, base)


def render(message: Said, emsg: str = "ON") -> list[str]:
    from zconsole.systems.zvm.messages.render import render as cp_render

    return cp_render(message, emsg)


def completion_names(machine: ZvmMachine) -> list[str]:
    """Names an operand may be: keywords' full words, userids, device numbers."""
    from zconsole.systems.zvm.syntax.grammar import keywords

    words = sorted({full for _minimum, full in keywords().values()})
    return words + sorted(machine.directory) + [d.number for d in machine.devices.by_rdev.values()]


def status_fields(console: ZvmConsole) -> tuple[str, str]:
    return console.status()


class FlagError(Exception):
    """Console flags that cannot make a console (a bad machine file, an unknown user)."""


def flag_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="zconsole --system zvm", add_help=True)
    parser.add_argument("--system", choices=("zvm",), default="zvm")
    parser.add_argument("--machine", default="zvm-workshop", help="built-in machine or z/VM machine file")
    parser.add_argument("--user", default=DEFAULT_USER, help="the directory entry logged on at this console")
    parser.add_argument("--clock", help="freeze the clock at hh:mm:ss")
    parser.add_argument("--date", help="the frozen clock's date, yyyy-mm-dd")
    parser.add_argument("--state", help="resume the console from FILE and save it there after every line")
    parser.add_argument("--speed", type=float, default=1.0, help="a running clock goes N times faster")
    parser.add_argument("--log", help="append every line the console writes to FILE (the hardcopy log)")
    parser.add_argument("-c", "--command", dest="commands", action="append", default=[])
    parser.add_argument(
        "--update-goldens", action="store_true", help="with check: rewrite goldens that differ"
    )
    parser.add_argument("--host", default="127.0.0.1", help="serve: the address to listen on")
    parser.add_argument("--port", type=int, default=8443, help="serve: the port (0: any free one)")
    parser.add_argument("--users", help="serve: a TOML file of [users] and their passwords")
    parser.add_argument("--base-path", default="", help="serve: a prefix of every URL")
    parser.add_argument("rest", nargs="*", help="check TRANSCRIPT... | run FILE... | serve")
    return parser


def console_from_flags(args: argparse.Namespace, base: Path | None = None) -> ZvmConsole:
    from zconsole.console.clock import ConsoleClock, parse_time_of_day
    from zconsole.systems.zvm.console import ZvmConsole
    from zconsole.systems.zvm.model.loading.reader import ZvmMachineFileError

    state = Path(args.state) if getattr(args, "state", None) else None
    if state is not None and state.exists():
        from zconsole.systems.zvm.state import ZvmStateError, load_state

        try:
            return load_state(state)
        except ZvmStateError as exc:
            raise FlagError(str(exc)) from None
    try:
        machine = load_machine(args.machine, base)
    except ZvmMachineFileError as exc:
        raise FlagError(str(exc)) from None
    try:
        if args.clock:
            date = dt.date.fromisoformat(args.date) if args.date else dt.date(2013, 8, 31)
            clock = ConsoleClock.fixed(parse_time_of_day(args.clock), date=date)
        else:
            clock = ConsoleClock(speed=getattr(args, "speed", 1.0))
    except ValueError as exc:
        raise FlagError(str(exc)) from None
    userid = args.user.upper()
    try:
        return ZvmConsole(machine, clock, userid)
    except ValueError as exc:
        raise FlagError(str(exc)) from None


def parse_flags(argv: Sequence[str]) -> argparse.Namespace:
    return flag_parser().parse_args(list(argv))
