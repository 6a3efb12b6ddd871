"""Builds the LALR parser once per process and caches its tables on disk between runs."""

from __future__ import annotations

import functools
import hashlib
import os
import sys
import tempfile

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
    """The console parser. Building LALR tables costs more than the rest of a one-shot
    run, so they are pickled to the user's cache directory, keyed by grammar text, lark
    version and Python version; an unusable cache is simply rebuilt."""
    text = grammar_text()
    key = hashlib.sha256(text.encode()).hexdigest()[:16]
    version = f"{sys.version_info[0]}{sys.version_info[1]}"
    folder = cache_dir()
    path = os.path.join(folder, f"console-{key}-lark{lark.__version__}-py{version}.pickle")
    try:
        with open(path, "rb") as f:
            return lark.Lark.load(f)
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
    return parser
