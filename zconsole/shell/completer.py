"""TAB completion: what the session's system says fits where the cursor is (keywords from
its grammar, names from its machine); long lists come in pages of prefixes."""

from __future__ import annotations

from collections.abc import Iterable

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from zconsole.console.session import Session

# More candidates than this are offered as prefixes one or two characters longer than
# what is typed (``78..  256 values``): nothing is hidden, and each is a TAB away.
MENU_LIMIT = 1000


def group(words: list[str], partial: str) -> list[tuple[str, int]]:
    """(prefix, how many words start with it), prefixes just long enough to fit the limit."""
    for extra in (1, 2, 3):
        groups: dict[str, int] = {}
        for word in words:
            key = word[: len(partial) + extra]
            groups[key] = groups.get(key, 0) + 1
        if len(groups) > 32 or extra == 3:
            return sorted(groups.items())
    return []  # pragma: no cover - the loop always returns


class ConsoleCompleter(Completer):
    """Completes the word under the cursor with what the grammar accepts next."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        system = self.session.system
        partial, words, notes = system.completions(self.session, document.text_before_cursor)
        breaks = system.word_breaks
        # The rest of the word when the cursor is inside one: a completion that ends the
        # same way replaces the whole word (D M=SC|M completes to SCM, not SCMM).
        after = document.text_after_cursor.upper()
        end = 0
        while end < len(after) and after[end] not in breaks:
            end += 1
        suffix = after[:end]
        if len(words) > MENU_LIMIT:
            for prefix, count in group(words, partial):
                yield Completion(prefix, start_position=-len(partial), display=prefix + "..",
                                 display_meta=f"{count} values" if count > 1 else "")
            return
        for word in words:
            text = word
            if suffix and word.endswith(suffix) and len(word) - len(suffix) >= len(partial):
                text = word[: len(word) - len(suffix)]
            yield Completion(text, start_position=-len(partial), display=word,
                             display_meta=notes.get(word, ""))
