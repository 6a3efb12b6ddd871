"""A grammar's LALR tables as plain data, derived from grammar/*.lark by lark and cached.

lark stays the only authority on the syntax: it compiles the grammar, and this module
copies out what a parse needs - the parse table, each parser state's lexer (lark's own
compiled regular expressions, in lark's order), and how each rule shapes its children -
into dicts, tuples and strings. Those are cached with marshal in the user's cache
directory, keyed by the grammar text itself and by lark's version (another lark may
compile the same grammar to other tables), so an edited grammar or an upgraded lark is
picked up on the next run with no regeneration step; zconsole/console/lalr.py runs them without importing
lark (a one-shot `zconsole -c` never pays lark's ~40 ms import).

An unusable or unwritable cache is never an error: the tables are then built in memory,
once per process, silently.
"""

from __future__ import annotations

import os
import sys
import zlib

from zconsole.cache import cache_dir, load, save

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (one-shot path)
if TYPE_CHECKING:
    from typing import Any

    Tables = dict[str, Any]

# Bump when the layout of the tables below changes (a cached file of another layout is ignored).
FORMAT = 1


def cache_path(text: str, lark: str | None = None) -> str:
    """The cache file for this grammar text as the installed lark (or version ``lark``)
    compiles it (marshal's format is per Python version)."""
    key = f"{zlib.crc32(text.encode()):08x}{len(text):x}"
    version = f"{sys.version_info[0]}{sys.version_info[1]}"
    lark = lark_version() if lark is None else lark
    return os.path.join(cache_dir(), f"tables-{key}-f{FORMAT}-lark{lark}-py{version}.marshal")


def lark_version() -> str:
    """The installed lark's version, read from its package's __init__.py without importing
    lark (~40 ms, which the one-shot path never pays): one lookup and a short read."""
    from importlib.util import find_spec  # (already loaded on the one-shot path)

    spec = find_spec("lark")
    if spec is None or spec.origin is None:
        return "none"  # no lark: the tables cannot be built either, only read
    try:
        with open(spec.origin, encoding="utf-8") as f:
            for line in f:
                if line.startswith("__version__"):
                    return line.partition("=")[2].strip().strip("\"'")
    except OSError:
        pass
    return "unknown"


# Tables built in this process, by grammar text (a cache that cannot be written is built once).
_built: dict[str, Tables] = {}


def load_tables(text: str) -> Tables:
    """The tables of grammar ``text`` (a system's grammar, as it is now): from the cache,
    else built (and cached)."""
    if text in _built:
        return _built[text]
    path = cache_path(text)
    cached = load(path)
    # The whole grammar is stored and compared: a CRC collision cannot give wrong tables.
    if isinstance(cached, dict) and cached.get("grammar") == text and cached.get("format") == FORMAT:
        return cached
    _built[text] = tables = build_tables(text)
    save(path, tables)  # a read-only cache is no reason to fail: these tables serve this process
    return tables


def build_tables(text: str) -> Tables:  # noqa: C901 - lark's table, lexers and rule shapes, one pass
    """Compile ``text`` with lark and copy out everything a parse needs (see lalr.py)."""
    import re

    from lark.lexer import PatternStr

    from zconsole.console.parser import lark_for

    parser = lark_for(text)
    frontend = parser.parser
    table = frontend.parser.parser.parse_table
    rule_index = {rule: i for i, (rule, _) in enumerate(parser._parse_tree_builder.rule_builders)}

    rules = []
    for rule, chain in parser._parse_tree_builder.rule_builders:
        expand1 = False
        plan: tuple[tuple[tuple[int, bool, int], ...], int] | None = None
        for wrapper in chain:
            name = getattr(wrapper, "__name__", None) or wrapper.func.__name__
            if name == "ExpandSingleChild":
                expand1 = True
            elif name == "ChildFilterLALR":
                to_include, append_none = wrapper.args
                plan = (tuple((i, bool(x), n) for i, x, n in to_include), append_none)
            elif name == "ChildFilterLALR_NoPlaceholders":
                plan = (tuple((i, bool(x), 0) for i, x in wrapper.args[0]), 0)
            else:  # lark grew a wrapper this runtime does not know: refuse rather than differ
                raise RuntimeError(f"unsupported lark tree-builder wrapper {name}")
        callback = rule.alias or rule.options.template_source or rule.origin.name
        rules.append((str(rule.origin.name), len(rule.expansion), str(callback), expand1, plan))

    states: dict[int, dict[str, tuple[bool, int]]] = {}
    for state, actions in table.states.items():
        row = {}
        for symbol, (action, arg) in actions.items():
            shift = action.name == "Shift"
            row[str(symbol)] = (True, int(arg)) if shift else (False, rule_index[arg])
        states[int(state)] = row

    lexers: list[tuple[Any, ...]] = []
    by_identity: dict[int, int] = {}

    def lexer_entry(basic: Any) -> int:
        if id(basic) not in by_identity:
            scanner = basic.scanner  # builds lark's regular expressions and callbacks
            unless = {
                str(kind): tuple((str(m.pattern), int(m.flags)) for m in cb.scanner._mres)
                for kind, cb in basic.callback.items()
                if type(cb).__name__ == "UnlessCallback"
            }
            if len(unless) != len(basic.callback):
                raise RuntimeError("unsupported lark lexer callback")
            allowed = sorted(scanner.allowed_types - basic.ignore_types) or ["<END-OF-FILE>"]
            lexers.append((tuple((str(m.pattern), int(m.flags)) for m in scanner._mres),
                           tuple(str(a) for a in allowed), unless,
                           tuple(sorted(str(t) for t in basic.ignore_types))))
            by_identity[id(basic)] = len(lexers) - 1
        return by_identity[id(basic)]

    state_lexer = {int(state): lexer_entry(basic) for state, basic in frontend.lexer.lexers.items()}
    root = lexer_entry(frontend.lexer.root_lexer)

    verbs = [t for t in parser.terminals if t.name.startswith("VERB_")]
    keywords: dict[str, bool] = {}
    for t in parser.terminals:
        if t.name.startswith(("VERB_", "_")):
            continue
        if isinstance(t.pattern, PatternStr):
            if t.pattern.value.isalpha():
                keywords[str(t.name)] = True
        elif t.pattern.value.startswith("(?:") and re.fullmatch(r"\(\?:[A-Z]+(\|[A-Z]+)*\)", t.pattern.value):
            keywords[str(t.name)] = True  # alternatives of words, e.g. ASM_KIND, ONOFF
        else:
            keywords[str(t.name)] = False
    return {
        "format": FORMAT,
        "grammar": text,
        "start": int(table.start_states["start"]),
        "end": int(table.end_states["start"]),
        "states": states,
        "rules": tuple(rules),
        "lexers": tuple(lexers),
        "state_lexer": state_lexer,
        "root_lexer": root,
        "verbs": "|".join(f"(?:{t.pattern.to_regexp()})" for t in verbs),
        "keywords": keywords,
        "terminals": tuple(str(t.name) for t in parser.terminals),
    }
