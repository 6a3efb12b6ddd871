"""TAB completion: keywords from the grammar, names (devices, CHPIDs, data sets) from the model."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from zconsole.session import Session
from zconsole.shell.names import provider
from zconsole.syntax.complete import next_words


class ConsoleCompleter(Completer):
    """Completes the word under the cursor with what the grammar accepts next."""

    def __init__(self, session: Session) -> None:
        self.values: Any = provider(session)

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        partial, words = next_words(document.text_before_cursor, self.values)
        for word in words:
            yield Completion(word, start_position=-len(partial))
