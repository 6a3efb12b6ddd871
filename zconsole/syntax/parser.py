"""Builds the LALR parser once per process and caches its tables on disk between runs."""

from __future__ import annotations

import functools
import hashlib
import os
import sys
import tempfile
from typing import Any

import lark

from zconsole.resources import data_dir

GRAMMAR_FILE = "console.lark"


def grammar_text() -> str:
    with open(os.path.join(data_dir("grammar"), GRAMMAR_FILE), encoding="utf-8") as f:
        return f.read()


def cache_dir() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "zconsole")


@functools.cache
def get_parser() -> lark.Lark:
    """The console parser, producing parse trees (used by completion)."""
    return _load_or_build(None)


@functools.cache
def get_command_parser() -> lark.Lark:
    """The same parser with the transformer applied inline, so that LALR reductions build
    command values directly: no tree and no second pass (about twice as fast)."""
    from zconsole.syntax.transform import ToCommand

    return _load_or_build(ToCommand())


def _load_or_build(transformer: lark.Transformer[Any, Any] | None) -> lark.Lark:
    """Building LALR tables costs more than the rest of a one-shot run, so they are
    pickled to the user's cache directory, keyed by grammar text, lark version and Python
    version; an unusable cache is simply rebuilt."""
    text = grammar_text()
    key = hashlib.sha256(text.encode()).hexdigest()[:16]
    version = f"{sys.version_info[0]}{sys.version_info[1]}"
    folder = cache_dir()
    path = os.path.join(folder, f"console-{key}-lark{lark.__version__}-py{version}.pickle")
    try:
        with open(path, "rb") as f:
            # Lark.load() takes no options; Lark._load() is what it calls and accepts the
            # options lark allows on a cached parser (_LOAD_ALLOWED_OPTIONS: transformer).
            loaded: lark.Lark = lark.Lark.__new__(lark.Lark)._load(f, transformer=transformer)
            return loaded
    except Exception:  # missing, stale or damaged: rebuild below
        pass
    parser = lark.Lark(text, parser="lalr", lexer="contextual", start="start")
    try:
        os.makedirs(folder, exist_ok=True)
        # Write then rename, so a concurrent run never reads half a file.
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".console-", suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            parser.save(f)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only home is no reason to fail; we just build again next time
    if transformer is None:
        return parser
    return lark.Lark(text, parser="lalr", lexer="contextual", start="start", transformer=transformer)
