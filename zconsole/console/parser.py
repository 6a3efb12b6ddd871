"""lark's parser for the grammar, for what needs lark itself: completion and building the tables.

A one-shot command never comes here: parse() runs the plain-data tables of tables.py
(see lalr.py). lark's own pickled parser is cached beside them, so the interactive
shell's completion does not rebuild it either.
"""

from __future__ import annotations

import hashlib
import os
import sys

import lark

from zconsole.cache import cache_dir
from zconsole.files import replace_file

_parsers: dict[str, lark.Lark] = {}


def lark_for(text: str) -> lark.Lark:
    """The lark LALR parser of ``text``, built at most once per process.

    Building LALR tables costs more than the rest of a one-shot run, so they are pickled
    to the user's cache directory, keyed by grammar text, lark version and Python
    version; an unusable cache is simply rebuilt, an unwritable one silently skipped.
    """
    if text in _parsers:
        return _parsers[text]
    key = hashlib.sha256(text.encode()).hexdigest()[:16]
    version = f"{sys.version_info[0]}{sys.version_info[1]}"
    folder = cache_dir()
    path = os.path.join(folder, f"console-{key}-lark{lark.__version__}-py{version}.pickle")
    parser: lark.Lark | None = None
    try:
        with open(path, "rb") as f:
            parser = lark.Lark.load(f)
    except Exception:  # missing, stale or damaged: rebuild below
        parser = None
    if parser is None:
        parser = lark.Lark(text, parser="lalr", lexer="contextual", start="start")
        try:
            os.makedirs(folder, exist_ok=True)
            # Written whole, so a concurrent run never reads half a file.
            replace_file(path, parser.save)
        except OSError:
            pass  # a read-only home is no reason to fail; this process keeps its parser
    _parsers[text] = parser
    return parser
