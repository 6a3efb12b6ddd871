"""Key bindings of the shell: one small function per key, built by one factory."""

from __future__ import annotations

from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent


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


def key_bindings() -> KeyBindings:
    """All the shell's own bindings (Up/Down, Ctrl-R and TAB are prompt_toolkit's)."""
    bindings = KeyBindings()
    bindings.add("c-c")(cancel_line)
    bindings.add("c-d")(leave_on_empty_line)
    bindings.add("c-l")(clear_screen)
    return bindings
