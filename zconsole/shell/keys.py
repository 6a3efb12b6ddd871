"""Key bindings of the shell: one small function per key, built by one factory."""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.filters import completion_is_selected, is_searching
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.keys import Keys

# (the complete lines after the first, the unfinished last line) -> None
PasteSink = Callable[[list[str], str], None]


def cancel_line(event: KeyPressEvent) -> None:
    """Ctrl-C: throw away the line being typed, as a console's Clear key does."""
    event.current_buffer.reset()


def leave_on_empty_line(event: KeyPressEvent) -> None:
    """Ctrl-D: leave the console, but only from an empty line (otherwise delete a character)."""
    buffer = event.current_buffer
    if buffer.text:
        buffer.delete()
    else:
        event.app.exit(exception=EOFError)


def clear_screen(event: KeyPressEvent) -> None:
    """Ctrl-L: clear the screen; the line being typed is kept."""
    event.app.renderer.clear()


def accept_completion(event: KeyPressEvent) -> None:
    """Enter on a highlighted completion takes it into the line and does not submit."""
    buffer = event.current_buffer
    buffer.complete_state = None


def split_paste(data: str) -> list[str]:
    """Pasted text as lines, whatever line ends the terminal sent."""
    return data.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def paste_lines(sink: PasteSink) -> Callable[[KeyPressEvent], None]:
    """Bracketed paste: one line goes into the line being typed; several lines run one
    after another, each echoed as if typed (the first is submitted now, the others are
    handed to ``sink``); an unfinished last line is left to edit at the next prompt."""

    def paste(event: KeyPressEvent) -> None:
        buffer = event.current_buffer
        lines = split_paste(event.data)
        if len(lines) == 1:
            buffer.insert_text(lines[0])
            return
        document = buffer.document
        first = document.text_before_cursor + lines[0]
        rest = lines[-1] + document.text_after_cursor
        sink(lines[1:-1], rest)
        buffer.text = first
        buffer.cursor_position = len(first)
        buffer.validate_and_handle()

    return paste


def key_bindings(on_paste: PasteSink | None = None) -> KeyBindings:
    """All the shell's own bindings (Up/Down, Ctrl-R and TAB are prompt_toolkit's; Ctrl-C
    in a Ctrl-R search is prompt_toolkit's too: it ends the search, keeping the line)."""
    bindings = KeyBindings()
    bindings.add("c-c", filter=~is_searching)(cancel_line)
    bindings.add("c-d")(leave_on_empty_line)
    bindings.add("c-l")(clear_screen)
    bindings.add("enter", filter=completion_is_selected)(accept_completion)
    if on_paste is not None:
        bindings.add(Keys.BracketedPaste)(paste_lines(on_paste))
    return bindings
