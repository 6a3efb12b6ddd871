"""Runs the grammar's LALR tables (tables.py) without importing lark: lexer, parser, tree shaping.

It does what lark's LALR parser with a contextual lexer and an inline transformer does,
step for step, on the data lark produced: each parser state lexes with its own set of
terminals (lark's regular expressions, in lark's order); a character no terminal of the
state matches is tried against all terminals, so a known word in the wrong place is an
unexpected token and not an unexpected character; each reduction shapes its children as
lark's tree builder would (anonymous tokens dropped, ``_rule``s inlined, ``?rule``s with
one child passed through, ``[x]`` absent as None) and calls the transformer method of the
rule's name (or alias) with the children as its arguments (as lark's
``v_args(inline=True)`` does), else makes a ``Tree``. tests/test_lalr.py checks it against lark
itself on every line of the fuzz corpus.

Errors carry what parse.py needs to pick the console message, computed only on failure:
``accepts()`` replays the state stack for each terminal the state has an action for,
without values or callbacks - the same answer as lark's interactive ``accepts()``,
without deep-copying its parser.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (one-shot path)
if TYPE_CHECKING:
    from typing import Any

    from zconsole.console.tables import Tables


class Token(str):
    """A terminal's text, with ``type`` the terminal's name (a str, as lark's Token is) and
    ``start_pos`` where it starts in the line (``$END`` borrows the last token's, as in lark)."""

    type: str
    start_pos: int

    def __new__(cls, type_: str, value: str, start_pos: int = 0) -> Token:
        token = super().__new__(cls, value)
        token.type = type_
        token.start_pos = start_pos
        return token

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {str(self)!r})"


class Tree:
    """A rule the transformer has no method for: its name and shaped children."""

    __slots__ = ("children", "data")

    def __init__(self, data: str, children: list[Any]) -> None:
        self.data = data
        self.children = children

    def __repr__(self) -> str:
        return f"Tree({self.data!r}, {self.children!r})"


class UnexpectedCharacters(Exception):
    """No terminal matches at ``pos``; ``allowed`` are the terminals the state could lex."""

    def __init__(self, pos: int, allowed: frozenset[str]) -> None:
        super().__init__(pos)
        self.pos = pos
        self.allowed = allowed


class UnexpectedToken(Exception):
    """``token`` (``$END`` at the end of the line) cannot come where the parser stands."""

    def __init__(self, token: Token, expected: frozenset[str], parser: LalrParser, stack: list[int]) -> None:
        super().__init__(token)
        self.token = token
        self.expected = expected
        self._parser = parser
        self._stack = stack

    @property
    def accepts(self) -> set[str]:
        """The terminals that would move the parser on from where it stopped."""
        return self._parser.accepts(self._stack)


class _Lexer:
    """One lark BasicLexer: its union expressions, in order, and its keyword fix-ups."""

    __slots__ = ("allowed", "ignore", "mres", "unless")

    def __init__(self, entry: tuple[Any, ...]) -> None:
        patterns, allowed, unless, ignore = entry
        self.mres = [re.compile(p, f) for p, f in patterns]
        self.allowed = frozenset(allowed)
        # A word such as ASM that a value pattern (DSNAME) also matches is lexed by the
        # pattern and then retyped, as lark's UnlessCallback does.
        self.unless = {kind: [re.compile(p, f) for p, f in mres] for kind, mres in unless.items()}
        self.ignore = frozenset(ignore)

    def match(self, text: str, pos: int) -> Token | None:
        for mre in self.mres:
            m = mre.match(text, pos)
            if m:
                kind = m.lastgroup
                assert kind is not None
                value = m.group(0)
                if kind in self.unless:
                    for fix in self.unless[kind]:
                        whole = fix.fullmatch(value)
                        if whole:
                            assert whole.lastgroup is not None
                            kind = whole.lastgroup
                            break
                token = _new_str(Token, value)  # Token(kind, value) without a Python-level call
                token.type = kind
                token.start_pos = pos
                return token
        return None


_new_str = str.__new__


class LalrParser:
    """Parses lines with the tables; ``callbacks`` is the transformer (methods by rule name)."""

    def __init__(self, tables: Tables, callbacks: object) -> None:
        self.states: dict[int, dict[str, tuple[bool, int]]] = tables["states"]
        self.start: int = tables["start"]
        self.end: int = tables["end"]
        self._lexer_entries: tuple[Any, ...] = tables["lexers"]
        self._state_lexer: dict[int, int] = tables["state_lexer"]
        self._root: int = tables["root_lexer"]
        self._lexers: dict[int, _Lexer] = {}  # compiled when a state first lexes
        self._by_state: dict[int, _Lexer] = {}
        # (origin, size, method or rule name, expand1, plan, kept): ``kept`` is the index of
        # the one child a plan keeps as it is (the common case, done without the plan), else -1.
        self.rules: list[tuple[str, int, Any, bool, Any, int]] = []
        for origin, size, name, expand1, plan in tables["rules"]:
            method = getattr(callbacks, name, None)
            kept = -1
            if plan is not None and plan[1] == 0 and len(plan[0]) == 1 and plan[0][0][1:] == (False, 0):
                kept = plan[0][0][0]
            self.rules.append((origin, size, method if method is not None else name, expand1, plan, kept))
        # A transformer method named after a terminal is applied to its tokens, as in lark.
        self.terminal_callbacks = {
            name: getattr(callbacks, name) for name in tables["terminals"] if hasattr(callbacks, name)
        }

    def _lexer(self, index: int) -> _Lexer:
        lexer = self._lexers.get(index)
        if lexer is None:
            lexer = self._lexers[index] = _Lexer(self._lexer_entries[index])
        return lexer

    def parse(self, text: str) -> Any:  # noqa: C901 - the LALR loop, kept in one frame: it is the hot path
        states, rules, by_state = self.states, self.rules, self._by_state
        stack = [self.start]
        values: list[Any] = []
        pos, end = 0, len(text)
        last = 0  # where the last token started: the $END token's position, as in lark
        while True:
            if pos < end:
                lexer = by_state.get(stack[-1])
                if lexer is None:
                    lexer = by_state[stack[-1]] = self._lexer(self._state_lexer[stack[-1]])
                token = lexer.match(text, pos)
                if token is None:
                    # As lark's contextual lexer: a terminal of another context is an
                    # unexpected token (expected: this state's terminals); else a bad character.
                    token = self._lexer(self._root).match(text, pos)
                    if token is None:
                        raise UnexpectedCharacters(pos, lexer.allowed)
                    raise UnexpectedToken(token, lexer.allowed, self, stack)
                last = pos
                pos += len(token)
                if token.type in lexer.ignore:
                    continue
                if token.type in self.terminal_callbacks:
                    token = self.terminal_callbacks[token.type](token)
                is_end = False
            else:
                token, is_end = Token("$END", "", last), True
            while True:
                row = states[stack[-1]]
                action = row.get(token.type)
                if action is None:
                    raise UnexpectedToken(token, frozenset(s for s in row if s.isupper()), self, stack)
                shift, arg = action
                if shift:
                    stack.append(arg)
                    values.append(token)
                    break
                origin, size, callback, expand1, plan, kept = rules[arg]
                if size:
                    children = values[-size:]
                    del stack[-size:]
                    del values[-size:]
                else:
                    children = []
                if plan is None:
                    pass
                elif kept >= 0:
                    children = [children[kept]]
                else:
                    include, append_none = plan
                    shaped: list[Any] = []
                    for i, inline, nones in include:
                        if nones:
                            shaped += [None] * nones
                        if inline:
                            shaped += children[i].children
                        else:
                            shaped.append(children[i])
                    if append_none:
                        shaped += [None] * append_none
                    children = shaped
                if expand1 and len(children) == 1:
                    value = children[0]
                elif isinstance(callback, str):
                    value = Tree(callback, children)
                else:
                    value = callback(*children)  # the children as arguments (lark's v_args(inline=True))
                stack.append(states[stack[-1]][origin][1])
                values.append(value)
                if is_end and stack[-1] == self.end:
                    return values[-1]

    def accepts(self, stack: list[int]) -> set[str]:
        """The terminals that can be shifted after the reductions they call for from ``stack``."""
        states, rules = self.states, self.rules
        found = set()
        for terminal in states[stack[-1]]:
            if not terminal.isupper():
                continue
            trial = list(stack)
            while True:
                action = states.get(trial[-1], {}).get(terminal)
                if action is None:
                    break
                shift, arg = action
                if shift:
                    found.add(terminal)
                    break
                origin, size = rules[arg][0], rules[arg][1]
                if size:
                    del trial[-size:]
                trial.append(states[trial[-1]][origin][1])
                if terminal == "$END" and trial[-1] == self.end:
                    found.add(terminal)  # the line may end here
                    break
        return found
