"""The interactive console: prompt_toolkit wired to one Session (HOUSE-STYLE habit 8).

The loop reads a line (or takes the next pasted one), submits it, and writes the reply
through the shell's one output path (shell/output.py). While the prompt waits, a
background task lets the machine run with the console clock (``Session.tick``) and
prints what arrives above the prompt, leaving the half-typed line alone.
"""

from __future__ import annotations

import asyncio
import re
import shutil
import signal
from collections import deque
from collections.abc import Iterator
from types import FrameType

import attrs
from prompt_toolkit import PromptSession
from prompt_toolkit.application import get_app, run_in_terminal
from prompt_toolkit.auto_suggest import AutoSuggestFromHistory
from prompt_toolkit.history import History
from prompt_toolkit.styles import Style

from zconsole.console import notes as c
from zconsole.console.message import Message
from zconsole.console.session import Outcome, Session
from zconsole.frontends.habits import console_line
from zconsole.shell.colour import plain_wanted
from zconsole.shell.completer import ConsoleCompleter
from zconsole.shell.history import history_file, open_history
from zconsole.shell.keys import key_bindings
from zconsole.shell.lexer import CommandLexer
from zconsole.shell.output import Writer, deferred_interrupt, interruptible, page, pager_command
from zconsole.shell.toolbar import toolbar_text

__all__ = ["BANNER", "ShellOptions", "build_prompt", "history_file", "run_shell"]

BANNER = "ZCN000I " + c.ZCN000I_TEXT
# A message's first line: the action flag and a WTOR's reply id, then its id.
LAST_ID = re.compile(r"\*?(?:\d{1,4} )?(\$HASP\d{3,4}|[A-Z]{3}[A-Z0-9]?\d{3,5}[ADEIWS]?)(?![A-Z0-9])")
TICK_SECONDS = 0.5  # how often the machine is let run while the prompt waits
STYLE = Style.from_dict({"verb": "bold", "keyword": "ansicyan"})


@attrs.frozen
class ShellOptions:
    """What the command line says about the shell itself (not the machine)."""

    pager: str | None = None  # --pager CMD; None: $PAGER, else less
    paging: str = "help"  # --paging: help (HELP only), all (long displays too), off
    log: str | None = None  # --log FILE


def build_prompt(
    session: Session, history: History, state: dict[str, str], on_paste: object = None, **options: object
) -> PromptSession[str]:
    """The PromptSession: completion, history, key bindings and toolbar (tests pass I/O)."""

    def toolbar() -> str:
        return toolbar_text(session, state["last"], get_app().output.get_size().columns)

    return PromptSession(
        message=f"{session.system.system_name(session.machine)}> ",
        history=history,
        completer=ConsoleCompleter(session),
        complete_while_typing=False,
        auto_suggest=AutoSuggestFromHistory(),
        lexer=None if plain_wanted() else CommandLexer(session),  # NO_COLOR: no styling at all
        style=STYLE,
        key_bindings=key_bindings(on_paste),  # type: ignore[arg-type]
        bottom_toolbar=toolbar,
        refresh_interval=1.0,  # the toolbar clock ticks (it stays put with --clock)
        **options,  # type: ignore[arg-type]
    )


class Shell:
    """One interactive console: the prompt, the output path, pasted lines, the log."""

    def __init__(self, session: Session, options: ShellOptions) -> None:
        self.session = session
        self.options = options
        self.writer = Writer(colour=not plain_wanted(), width=self.columns)
        self.state = {"last": ""}
        self.pasted: deque[str] = deque()
        self.carry = ""  # an unfinished pasted line, left at the next prompt
        self.notices: list[str] = []  # warnings that arrive while the prompt waits
        self.log = None
        if options.log is not None:
            from zconsole.frontends.logfile import SessionLog

            self.log = SessionLog(session, options.log)
            why = self.log.open()
            if why is not None:
                self.warn_log(why)
        self.history = open_history(self.warn_history)
        self.prompt = build_prompt(session, self.history, self.state, self.take_paste)

    # --- notices ------------------------------------------------------------------
    def warn_history(self, reason: str, path: str) -> None:
        self.notices.append("ZCN202W " + c.ZCN202W_TEXT.format(reason=reason, path=path))

    def warn_log(self, reason: str) -> None:
        self.notices.append("ZCN203W " + c.ZCN203W_TEXT.format(reason=reason, path=self.options.log))

    def take_paste(self, lines: list[str], rest: str) -> None:
        self.pasted.extend(lines)
        self.carry = rest

    def columns(self) -> int:
        return shutil.get_terminal_size((80, 24)).columns

    # --- the loop -----------------------------------------------------------------
    def run(self) -> int:
        self.writer.lines([BANNER])
        # Ctrl-C between a prompt and a reply (outside the places that expect it) is
        # ignored: a KeyboardInterrupt half-way through starting a prompt would leave it
        # broken. The prompt and the display install their own handling.
        previous = signal.signal(signal.SIGINT, _ignore)
        try:
            while True:
                self.flush_notices()
                text = self.next_line()
                if text is None:
                    return 0
                if not text.strip():
                    continue
                outcome = self.submit(text)
                if outcome is not None and outcome.ended:
                    return 0
        finally:
            signal.signal(signal.SIGINT, previous)
            self.write_log()
            if self.log is not None:
                self.log.close()

    def next_line(self) -> str | None:
        """A pasted line (echoed as if typed), or what the operator types; None to leave."""
        if self.pasted:
            line = self.pasted.popleft()
            self.writer.write_text(f"{self.prompt.message}{line}\n")
            if line.strip():
                self.history.append_string(line)
            return line
        carry, self.carry = self.carry, ""
        try:
            return self.prompt.prompt(default=carry, pre_run=self.start_ticking)
        except KeyboardInterrupt:
            return ""
        except EOFError:
            return None

    def submit(self, text: str) -> Outcome | None:
        """Run one line and show its reply; Ctrl-C stops the reply, never the console."""
        with deferred_interrupt() as hit:
            outcome = self.session.submit(console_line(text))
        if hit[0]:
            self.pasted.clear()
            self.writer.lines(["ZCN201I " + c.ZCN201I_TEXT])
            return outcome
        try:
            with interruptible():
                self.show(outcome)
        except KeyboardInterrupt:
            self.pasted.clear()  # Ctrl-C also drops the rest of a paste
            self.writer.interrupted()
        self.note_unmodelled(text, outcome)
        self.write_log()
        return outcome

    def note_unmodelled(self, text: str, outcome: Outcome) -> None:
        """After the console's own refusal of a command the real system has, say (in
        zconsole's words, outside the console's output and log) that zconsole does not
        model it yet."""
        if outcome.refused:
            note = self.session.system.unmodelled_note(console_line(text), outcome.messages)
            if note is not None:
                self.writer.lines([note])

    def show(self, outcome: Outcome) -> None:
        system = self.session.system
        messages = system.fit_to_width(outcome.messages, max(self.columns() - 2, 40))
        if self.wants_pager(messages):
            command = pager_command(self.options.pager)
            lines = system.render_all(messages)
            size = shutil.get_terminal_size((80, 24))
            width = max(map(len, lines), default=0)
            if width > size.columns:  # an RMF report: say how to see it whole
                self.writer.lines(["ZCN205I " + c.ZCN205I_TEXT.format(width=width, columns=size.columns)])
                if command is not None and command[0].endswith("less") and "-S" not in command:
                    command = [*command, "-S"]  # long lines scroll sideways instead of wrapping
            if command is not None and (len(lines) >= size.lines - 1 or width > size.columns):
                self.remember_last(system.render_all(messages[-1:])[:1])
                if page(command, self.writer_text(lines, outcome.refused)):
                    return
        last: list[str] = []

        def pieces() -> Iterator[list[str]]:
            # LAST names the last message written: the first line of each message's
            # first piece is where its id stands
            for message in messages:
                for number, piece in enumerate(system.render_pieces((message,))):
                    if number == 0 and piece:
                        last[:] = piece[:1]
                    yield piece

        self.writer.pieces(pieces(), outcome.refused)
        self.remember_last(last)

    def writer_text(self, lines: list[str], refused: bool) -> str:
        from zconsole.shell.colour import to_text

        return to_text(lines, refused, self.writer.colour, self.columns())

    def wants_pager(self, messages: tuple[Message, ...]) -> bool:
        if self.options.paging == "off":
            return False
        if self.options.paging == "all":
            return True
        return self.session.system.paged(messages)

    def remember_last(self, first: list[str]) -> None:
        """The toolbar's LAST: the id of the latest message shown (without its * flag or
        reply id); JES2's $HASP ids count too."""
        match = LAST_ID.match(first[0]) if first else None
        if match is not None:
            self.state["last"] = match.group(1)

    # --- what arrives by itself -----------------------------------------------------
    def start_ticking(self) -> None:
        get_app().create_background_task(self.ticking())

    async def ticking(self) -> None:
        while True:
            await asyncio.sleep(TICK_SECONDS)
            failed = False
            try:
                messages = self.session.tick()
            except Exception as exc:  # a bug must never reach the operator as a traceback
                messages, failed = (self.session.system.internal_error(exc),), True
            if messages or self.notices:
                rendered = [self.session.system.render_all((m,)) for m in messages]
                await run_in_terminal(lambda rendered=rendered: self.arrived(rendered))  # type: ignore[misc]
            if failed:
                return  # said once; the next prompt tries again

    def arrived(self, rendered: list[list[str]]) -> None:
        """Messages that came by themselves, each as its lines; LAST names the last."""
        self.flush_notices()
        lines = [line for message in rendered for line in message]
        if lines:
            self.writer.lines(lines)
            self.remember_last([message[0] for message in rendered if message][-1:])
        self.write_log()

    def flush_notices(self) -> None:
        notices, self.notices = self.notices, []
        if notices:
            self.writer.lines(notices, refused=True)

    def write_log(self) -> None:
        if self.log is not None:
            why = self.log.flush()
            if why is not None:
                self.warn_log(why)


def _ignore(signum: int, frame: FrameType | None) -> None:
    """SIGINT while no prompt or display is there to take it."""


def run_shell(session: Session, options: ShellOptions | None = None) -> int:
    """Read, submit and show commands until Ctrl-D, .QUIT, exit or quit."""
    return Shell(session, options or ShellOptions()).run()
