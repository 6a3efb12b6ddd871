"""Manual pages (the roff subset man/ uses) to plain console text, for HELP."""

from __future__ import annotations

import re
import textwrap

_ESCAPES = [
    (r"\(bu", "*"), (r"\(en", "-"), (r"\(em", "--"), (r"\(dq", '"'), (r"\(aq", "'"),
    (r"\-", "-"), (r"\e", "\\"), (r"\&", ""), (r"\ ", " "),
]
_FONT = re.compile(r"\\f[BIRP]")


def unescape(text: str) -> str:
    text = _FONT.sub("", text)
    for escape, plain in _ESCAPES:
        text = text.replace(escape, plain)
    return text.replace("\\\\", "\\")


def _args(rest: str) -> list[str]:
    """Macro arguments: blank-separated, double quotes group."""
    return [a.strip('"') for a in re.findall(r'"[^"]*"|\S+', rest)]


def to_text(source: str, width: int = 78) -> list[str]:  # noqa: C901 - one branch per roff request
    """Render ``source`` as lines: section heads flush left, text indented and filled."""
    out: list[str] = []
    words: list[str] = []
    indent, base = 7, 7
    fill = True
    tag_pending = False

    def flush() -> None:
        nonlocal words
        if words:
            out.extend(textwrap.wrap(" ".join(words), width=width,
                                     initial_indent=" " * indent, subsequent_indent=" " * indent,
                                     break_on_hyphens=False, break_long_words=False))
            words = []

    for raw in source.splitlines():
        if raw.startswith(('.\\"', "'\\\"")):
            continue
        if raw.startswith("."):
            macro, _, rest = raw[1:].partition(" ")
            args = _args(rest)
            if macro in ("B", "I", "SM", "SB"):
                text = unescape(" ".join(args))
            elif macro in ("BR", "RB", "IR", "RI", "BI", "IB"):
                text = unescape("".join(args))
            else:
                text = None
            if text is not None:
                if not fill:
                    out.append(" " * indent + text)
                elif tag_pending:
                    out.append(" " * base + text)
                    tag_pending = False
                else:
                    words.append(text)
                continue
            flush()
            if macro == "TH":
                continue
            if macro == "SH":
                indent = base = 7
                if out:
                    out.append("")
                out.append(unescape(" ".join(args)))
            elif macro == "SS":
                indent = base  # a subsection ends a tagged list, as .PP does
                out.append("")
                out.append("   " + unescape(" ".join(args)))
            elif macro in ("PP", "P", "LP"):
                indent = base
                out.append("")
            elif macro == "TP":
                indent = base + 7
                out.append("")
                tag_pending = True
            elif macro == "IP":
                indent = base + 2
                out.append("")
                words.append(unescape(args[0]) if args else "")
            elif macro == "RS":
                base += 4
                indent = base
            elif macro == "RE":
                base = max(7, base - 4)
                indent = base
            elif macro == "nf":
                fill = False
            elif macro == "fi":
                fill = True
            continue
        text = unescape(raw)
        if not fill:
            out.append((" " * indent + text).rstrip())
        elif tag_pending:
            out.append(" " * base + text)
            tag_pending = False
        elif text.strip():
            words.append(text.strip())
        else:
            flush()
            out.append("")
    flush()
    while out and not out[-1]:
        out.pop()
    return out
