"""z/OS as a System (zconsole/console/system.py): its machines, its console line, its time.

Everything here imports what it needs when first asked, so that `zconsole -c "D ASM"`
loads no more of z/OS than the command needs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import attrs

from zconsole.console.system import MachineError

if TYPE_CHECKING:
    import datetime as dt
    from collections.abc import Callable, Iterable, Iterator
    from pathlib import Path
    from typing import Any

    from zconsole.console.clock import ConsoleClock
    from zconsole.console.conditions import Vocabulary
    from zconsole.console.ids import DisplayIds
    from zconsole.console.message import Message
    from zconsole.systems.zos.commands.registry import Context, Result
    from zconsole.systems.zos.model.io.channels import IoConfig
    from zconsole.systems.zos.model.machine import Machine


def _default() -> Machine:
    from zconsole.systems.zos.model.loading.builtin import default_machine

    return default_machine()


def _large_io() -> IoConfig:
    from zconsole.systems.zos.model.io.default_io import large_io

    return large_io()


def _large() -> Machine:
    """The default machine with the 65,280-device I/O configuration instead of its own,
    built when a command first needs it (every device number 0000-FEFF exists there, so
    the page data set volumes do too)."""
    machine = _default()
    machine.build_io_with(_large_io)
    return machine


def _shipped(name: str) -> Callable[[], Machine]:
    def build() -> Machine:
        """A machine file shipped with zconsole (fixtures/machines/NAME.toml)."""
        from pathlib import Path

        from zconsole.resources import data_dir
        from zconsole.systems.zos.model.loading.machine_file import load_machine

        return load_machine(Path(data_dir("machines")) / f"{name}.toml")

    return build


def _formed(context: Context, result: Result) -> Result:
    """The answer as the operator's line console writes it: with the prefixes its MFORM
    asks for (K S,MFORM=), none while it is M (the default)."""
    forms = context.machine.line_mform
    if forms == ("M",) or not result.messages:
        return result
    from zconsole.systems.zos.messages.formed import formed

    said = formed(result.messages, context.clock.now(), context.machine.system_name, forms)
    return attrs.evolve(result, messages=said)


# adcd: the ADCD z/OS 1.11 system of the real captures (fixtures/machines/adcd.toml, shipped)
BUILTIN_MACHINES: dict[str, Callable[[], Machine]] = {
    "default": _default, "large": _large, "adcd": _shipped("adcd"),
}


def _shipped_names() -> list[str]:
    """Every machine file shipped with zconsole (fixtures/machines, the wheel's
    _data/machines), by name."""
    import os

    from zconsole.resources import data_dir

    folder = data_dir("machines")
    return sorted(n.removesuffix(".toml") for n in os.listdir(folder) if n.endswith(".toml")) \
        if os.path.isdir(folder) else []


class _Machines(Mapping[str, "Callable[[], Machine]"]):
    """The built-in machines: the made ones, then every shipped machine file by its name
    (--machine io-lab, the channel drills' machine). The folder is listed only for a name
    that is not a made one, so `zconsole -c` on the default machine never reads it."""

    def __getitem__(self, name: str) -> Callable[[], Machine]:
        if name in BUILTIN_MACHINES:
            return BUILTIN_MACHINES[name]
        if name in _shipped_names():
            return _shipped(name)
        raise KeyError(name)

    def __contains__(self, name: object) -> bool:
        return name in BUILTIN_MACHINES or name in _shipped_names()

    def __iter__(self) -> Iterator[str]:
        return iter(sorted({*BUILTIN_MACHINES, *_shipped_names()}))

    def __len__(self) -> int:
        return len({*BUILTIN_MACHINES, *_shipped_names()})


MACHINES = _Machines()


@attrs.frozen
class Zos:
    """z/OS: an MCS console over the machine of zconsole/systems/zos/model."""

    name: str = "zos"
    title: str = "z/OS"
    screen: str = "mcs"
    default_machine: str = "default"

    def builtin_machines(self) -> Mapping[str, Callable[[], Any]]:
        return MACHINES

    def machine_from_file(self, path: Path) -> Machine:
        from zconsole.console.table import MachineFileError
        from zconsole.systems.zos.model.loading.machine_file import load_machine

        try:
            return load_machine(path)
        except MachineFileError as exc:
            raise MachineError(str(exc)) from None

    def context(self, machine: Machine, clock: ConsoleClock, ids: DisplayIds,
                parmlib: Path | None, user: str | None = None) -> Context:
        if user is not None:
            raise ValueError("--user: an MCS console is no user's (--user is for --system zvm)")
        from zconsole.systems.zos.commands.registry import Context

        return Context(machine, clock, ids, parmlib)

    def run(self, text: str, context: Context) -> Result:
        from zconsole.systems.zos.commands import Result, dispatch
        from zconsole.systems.zos.syntax import CommandSyntaxError, parse

        if text.lstrip()[:2].upper() == "RO":  # ROUTE: run here, or IEE618I for another system
            from zconsole.systems.zos.syntax.route import routed

            route = routed(text, context.machine.system_name)
            if route is not None and not route[1]:
                from zconsole.systems.zos.messages.control import RouteRejected

                return Result((RouteRejected(),), refused=True)
            text = text if route is None else route[0]
        # The console upper-cases what it is given, as an MCS console does; the caller
        # keeps the original for its echo.
        try:
            parsed = parse(_upper_outside_quotes(text.strip()))
        except CommandSyntaxError as exc:
            from zconsole.systems.zos.messages.errors import CommandError

            return _formed(context, Result((CommandError(exc.msgid, exc.verb),), refused=True))
        return _formed(context, dispatch(parsed.command, context))

    def settle(self, context: Context, now: dt.datetime) -> tuple[Message, ...]:
        said = tuple(context.machine.settle(now))
        forms = context.machine.line_mform
        if not said or forms == ("M",):
            return said
        from zconsole.systems.zos.messages.formed import formed

        return formed(said, now, context.machine.system_name, forms)

    def internal_error(self, exc: Exception) -> Message:
        from zconsole.systems.zos.messages.control import InternalError

        return InternalError(type(exc).__name__, str(exc))

    def render_all(self, messages: Iterable[Message]) -> list[str]:
        from zconsole.systems.zos.messages import render_all

        return render_all(messages)

    def system_name(self, machine: Machine) -> str:
        return machine.system_name

    def drill_vocabulary(self) -> Vocabulary:
        from zconsole.systems.zos.drill_clauses import VOCABULARY

        return VOCABULARY

    def report(self, submit: Callable[[str], Any], name: str) -> list[str]:
        """`zconsole report`: RMF's report ``name`` of the interval since IPL (or the last
        .RMF), as RMF prints it (no console lines around it)."""
        from zconsole.systems.zos.messages import render_all
        from zconsole.systems.zos.messages.rmf import ReportFollows

        outcome = submit(f".RMF {name}")
        return render_all(m for m in outcome.messages if not isinstance(m, ReportFollows))

    # --- the interactive shell ----------------------------------------------------------
    @property
    def word_breaks(self) -> str:
        from zconsole.systems.zos.syntax.complete import BREAKS

        return BREAKS

    def completions(self, session: Any, before: str) -> tuple[str, list[str], dict[str, str]]:
        from zconsole.systems.zos.completion.words import completions

        return completions(session, before)

    def line_styles(self, line: str) -> list[tuple[str, str]]:
        from zconsole.systems.zos.completion.words import line_styles

        return line_styles(line)

    def status_fields(self, session: Any) -> list[str]:
        from zconsole.systems.zos.status import status_fields

        return status_fields(session)

    def screen_rows(self, messages: Iterable[Message]) -> list[tuple[str, bool]]:
        """The lines, none intensified here (the MCS screen highlights action messages itself)."""
        return [(line, False) for line in self.render_all(messages)]

    def screen_status(self, session: Any) -> str:
        return ""  # the MCS screen says its state on its warning line (frontends/tn3270/mcs.py)

    def render_pieces(self, messages: Iterable[Message]) -> Iterator[list[str]]:
        from zconsole.systems.zos.messages.render import render_pieces

        return render_pieces(messages)

    def fit_to_width(self, messages: tuple[Message, ...], width: int) -> tuple[Message, ...]:
        """Help pages filled to ``width`` (80 columns: as the catalog says)."""
        from zconsole.systems.zos.messages.help import HelpIndex, HelpPage, HelpText

        out: list[Message] = []
        for message in messages:
            if isinstance(message, HelpPage):
                out.append(HelpText.of_page(message, width))
            elif isinstance(message, HelpIndex):
                out.append(HelpText.of_index(message, width))
            else:
                out.append(message)
        return tuple(out)

    def paged(self, messages: tuple[Message, ...]) -> bool:
        """HELP, and RMF reports (.RMF CHAN is 119 columns and a page long)."""
        from zconsole.systems.zos.messages.help import HelpIndex, HelpPage, HelpText
        from zconsole.systems.zos.messages.rmf import PageSpaceReport
        from zconsole.systems.zos.messages.rmf_io import ChannelReport, DeviceReport

        kinds = (HelpPage, HelpIndex, HelpText, PageSpaceReport, ChannelReport, DeviceReport)
        return any(isinstance(m, kinds) for m in messages)

    def unmodelled_note(self, line: str, messages: tuple[Message, ...]) -> str | None:
        """ZCN204I after the console's own IEE305I for a command z/OS has."""
        from zconsole.systems.zos.messages.errors import CommandError

        if not any(isinstance(m, CommandError) and m.msgid == "IEE305I" for m in messages):
            return None
        from zconsole.systems.zos.messages import catalog as c
        from zconsole.systems.zos.syntax.known import unmodelled

        name = unmodelled(line)
        return None if name is None else "ZCN204I " + c.ZCN204I_TEXT.format(command=name)

    # --- --state files ---------------------------------------------------------------
    def load_state(self, path: Path) -> tuple[Machine, ConsoleClock, DisplayIds]:
        from zconsole.systems.zos.model.state.state_file import load_state

        return load_state(path)

    def save_state(self, path: Path, machine: Machine, clock: ConsoleClock, ids: DisplayIds,
                   new_mode: int | None) -> str:
        from zconsole.systems.zos.model.state.state_file import save_state

        return save_state(path, machine, clock, ids, new_mode)

    def state_from_text(self, path: Path, text: str) -> tuple[Machine, ConsoleClock, DisplayIds]:
        from zconsole.systems.zos.model.state.state_file import state_from_text

        return state_from_text(path, text)

    def machine_time(self, machine: Machine, moment: dt.datetime) -> dt.datetime:
        """The saved machine's own time: ``moment`` (its clock's), or its living machine's if later."""
        if machine.is_living:
            return max(moment, machine.living(moment).now or moment)
        return moment


def _upper_outside_quotes(text: str) -> str:
    """Upper-case a console line except between apostrophes (DOC: a reply in
    apostrophes keeps its lower case: R 05,'yes')."""
    if "'" not in text:
        return text.upper()
    parts = text.split("'")
    return "'".join(part if i % 2 else part.upper() for i, part in enumerate(parts))


SYSTEM = Zos()
