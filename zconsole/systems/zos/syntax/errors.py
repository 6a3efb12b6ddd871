"""Maps a line the grammar rejects to the console's own error message id.

Which IEE3xxI fits is decided by what the parser expected where it stopped (see the
naming convention at the top of zconsole/systems/zos/grammar/console.lark):
  IEE305I  the verb is unknown
  IEE306I  a numeric value (amount, time, number) is malformed
  IEE307I  a delimiter is missing, doubled or misplaced; a character the console lacks
  IEE308I  the line is longer than a console accepts
  IEE309I  a word where a keyword belongs that is not one
  IEE310I  the line ends where a keyword belongs
  IEE311I  the line ends where a value belongs
  IEE312I  operands that cannot go together
  IEE535I  a well-formed value that is not acceptable
"""

from __future__ import annotations

COMMAND_INVALID = "IEE305I"
INVALID_NUMERICS = "IEE306I"
DELIMITER_ERROR = "IEE307I"
TERM_LENGTH_ERROR = "IEE308I"
UNIDENTIFIABLE_KEYWORD = "IEE309I"
KEYWORD_MISSING = "IEE310I"
PARAMETER_MISSING = "IEE311I"
PARAMETERS_CONFLICT = "IEE312I"
INVALID_PARAMETER = "IEE535I"

# REAL-px (everyday-displays A4): IEE535I's verb field holds DISPLAY in full although D
# was typed; IEE307I and IEE309I hold what was typed. Only DISPLAY has been seen.
FULL_VERB_NAMES = {"D": "DISPLAY", "DISPLAY": "DISPLAY"}

# Value terminals whose text is a number of some kind (the rest are names).
NUMERIC_VALUES = frozenset({"AMOUNT", "TIME", "INT", "DEVNUM", "CHPID"})
DELIMITERS = frozenset(",()=-+")
END = "$END"


class CommandSyntaxError(Exception):
    """A line the console refuses before doing anything: message id and verb field."""

    def __init__(self, msgid: str, verb: str) -> None:
        super().__init__(msgid, verb)
        self.msgid = msgid
        self.verb = verb

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CommandSyntaxError):
            return NotImplemented
        return (self.msgid, self.verb) == (other.msgid, other.verb)

    def __hash__(self) -> int:
        return hash((self.msgid, self.verb))


def classify_end(expected: set[str], is_keyword: dict[str, bool]) -> str:
    """The line ended early; ``expected`` are the terminals that could have come next."""
    if "RPAR" in expected:  # an unclosed parenthesis
        return DELIMITER_ERROR
    if expected == {"LPAR"}:  # a parenthesized value, such as CU(xxxx), is missing
        return PARAMETER_MISSING
    values = {t for t in expected if t in is_keyword and not is_keyword[t]}
    keywords = {t for t in expected if is_keyword.get(t)}
    if values and not keywords:
        return PARAMETER_MISSING
    return KEYWORD_MISSING


def classify_unexpected(text: str, expected: set[str], is_keyword: dict[str, bool]) -> str:
    """``text`` stands where one of ``expected`` belongs."""
    first = text[:1]
    if not first or first in DELIMITERS or first == " " or not (first.isascii() and first.isalnum()):
        return DELIMITER_ERROR
    values = {t for t in expected if t in is_keyword and not is_keyword[t]}
    keywords = {t for t in expected if is_keyword.get(t)}
    if values and not keywords:
        return INVALID_NUMERICS if values & NUMERIC_VALUES else INVALID_PARAMETER
    return UNIDENTIFIABLE_KEYWORD


class Invalid(Exception):
    """Raised inside the transformer; parse() turns it into a CommandSyntaxError."""

    def __init__(self, msgid: str) -> None:
        super().__init__(msgid)
        self.msgid = msgid
