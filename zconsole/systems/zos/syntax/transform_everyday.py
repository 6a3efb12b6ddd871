"""The everyday commands' grammar rules to their values: D T, D C, D J/TS, K, SE, F.

A mixin of syntax/transform.py's ToCommand, kept apart so that the shared transformer
stays small; the values (syntax/ast_everyday.py) are imported only when a rule reduces.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.console.lalr import Token
from zconsole.systems.zos.syntax.errors import (
    INVALID_PARAMETER,
    PARAMETERS_CONFLICT,
    TERM_LENGTH_ERROR,
    Invalid,
)

if TYPE_CHECKING:
    from typing import Any

# everyday operations: DOC ranges of the CONTROL and SEND operands
MIN_CONSOLE_NAME = 2  # DOC: a console name is 2-8 characters
MAX_SEG = 99  # DOC: SEG=nn
MAX_RNUM = 99  # DOC: RNUM=nn (K E,nn: lines to erase)
MAX_RTME = 999  # DOC: RTME=nnn seconds
MAX_ROUTE = 128  # DOC: OPERATOR=routecode, 1-128
MAX_NOTICE = 99  # INFERRED: SYS1.BRODCAST notice numbers as SE nn,LIST shows them
MAX_SEND_TEXT = 115  # DOC (TSO/E SEND): "The message cannot exceed 115 characters"
MAX_SEND_USERS = 20  # DOC (TSO/E SEND): "A maximum of 20 identifications"


_EMCS_FORMS = {"S": "SUMMARY", "SUMMARY": "SUMMARY", "I": "INFO", "INFO": "INFO", "F": "FULL", "FULL": "FULL"}


class EverydayRules:
    """One method per rule of the grammar's everyday-operations block."""

    def display_time(self, *_: object) -> Any:
        from zconsole.systems.zos.syntax.ast_everyday import DisplayTime

        return DisplayTime()

    def display_consoles(self, _keyword: Token, scope_token: Token | None, name: Token | None) -> Any:
        from zconsole.systems.zos.syntax.ast_everyday import DisplayConsoles

        scope = None if scope_token is None else {"A": "ACTIVE", "N": "NACTIVE"}.get(
            str(scope_token), str(scope_token))
        if scope in ("L", "LIST"):
            scope = None  # REAL-px: D C,L lists every console, as D C does (INFERRED)
        if name is not None and len(name) < MIN_CONSOLE_NAME:
            raise Invalid(INVALID_PARAMETER)  # DOC: a console name has 2-8 characters
        echo = "D C" + ("" if scope_token is None else f",{scope_token}") + (
            "" if name is None else f",CN={name}")
        return DisplayConsoles(echo, scope, None if name is None else str(name))

    def display_control_summary(self, _keyword: Token, at: Token | None = None) -> Any:
        from zconsole.systems.zos.syntax.ast_everyday import DisplayControlSummary

        return DisplayControlSummary(None if at is None else str(at).removeprefix("L="))

    def display_emcs(self, *operands: Any) -> Any:
        from zconsole.systems.zos.syntax.ast_everyday import DisplayEmcs

        chosen: dict[str, str] = {}
        at = None
        for operand in operands:
            if isinstance(operand, Token) and operand.type == "DISPLAY_AT":
                at = str(operand).removeprefix("L=")
                continue
            if operand is None:
                continue
            key, value = (("form", _EMCS_FORMS[str(operand)]) if isinstance(operand, Token)
                          else operand)
            if key in chosen:
                raise Invalid(PARAMETERS_CONFLICT)  # DOC: each operand once
            chosen[key] = value
        return DisplayEmcs(**chosen, at=at)

    def emcs_status(self, value: Token) -> tuple[str, str]:
        return ("status", str(value))

    def emcs_cn(self, value: Token) -> tuple[str, str]:
        return ("name", str(value))

    def emcs_sys(self, value: Token) -> tuple[str, str]:
        return ("system", str(value))

    def emcs_key(self, value: Token) -> tuple[str, str]:
        return ("key", str(value))

    def emcs_auth(self, value: Token) -> tuple[str, str]:
        return ("auth", str(value))

    def display_jobs(self, keyword: Token, job: Token | None) -> Any:
        kind = "TS" if str(keyword) == "TS" else "JOBS"
        name = None if job is None else str(job)
        return self._jobs(kind, None if name in ("L", "LIST") else name)

    def _jobs(self, kind: str, pattern: str | None) -> Any:
        from zconsole.systems.zos.syntax.ast_everyday import DisplayJobs

        return DisplayJobs(kind, pattern)

    def control_s(self, verb: Token, *chosen: Any) -> Any:
        from zconsole.systems.zos.syntax.ast_everyday import ControlS

        operands = [i for i in chosen if isinstance(i, tuple)]
        changes = tuple(o for o in operands if o[0] not in ("REF", "L"))
        ref = any(o[0] == "REF" for o in operands)
        consoles = [o[1] for o in operands if o[0] == "L"]
        keys = [o[0] for o in operands]
        if len(set(keys)) != len(keys) or (ref and changes):
            raise Invalid(PARAMETERS_CONFLICT)  # DOC: REF or changes, each keyword once
        return ControlS(changes, ref, consoles[0] if consoles else None, str(verb))

    def ks_ref(self, *_: object) -> tuple[str, str]:
        return ("REF", "")

    def ks_con(self, value: Token) -> tuple[str, str]:
        return ("CON", str(value))

    def ks_del(self, value: Token) -> tuple[str, str]:
        return ("DEL", str(value))

    def ks_seg(self, value: Token) -> tuple[str, str]:
        return ("SEG", _bounded(value, 1, MAX_SEG))

    def ks_rnum(self, value: Token) -> tuple[str, str]:
        return ("RNUM", _bounded(value, 1, MAX_RNUM))

    def ks_rtme(self, value: Token) -> tuple[str, str]:
        return ("RTME", _bounded(value, 1, MAX_RTME))

    def ks_mform(self, *forms: Token) -> tuple[str, str]:
        options = [str(t) for t in forms]
        if len(set(options)) != len(options) or ("M" in options and len(options) > 1):
            raise Invalid(PARAMETERS_CONFLICT)  # DOC: M (message text only) stands alone
        return ("MFORM", ",".join(options))

    def ks_l(self, console: Token) -> tuple[str, str]:
        if len(console) < MIN_CONSOLE_NAME:
            raise Invalid(INVALID_PARAMETER)
        return ("L", str(console))

    def control_e(self, verb: Token, *operands: Token | None) -> Any:
        from zconsole.systems.zos.syntax.ast_everyday import ControlE

        tokens = [i for i in operands if isinstance(i, Token)]
        names = [str(t) for t in tokens if t.type == "JOBNAME"]
        what = ",".join(str(t) for t in tokens if t.type in ("KE_WHAT", "INT"))
        for number in (t for t in tokens if t.type == "INT"):
            _bounded(number, 1, MAX_RNUM)
        return ControlE(what, names[0] if names else None, str(verb))

    def send(self, verb: Token, first: Token, *chosen: Any) -> Any:
        from zconsole.systems.zos.syntax.ast_everyday import Send

        text = msgno = None
        if first.type == "SEND_TEXT":
            text = str(first)[1:-1].replace("''", "'")
            if not 1 <= len(text) <= MAX_SEND_TEXT:
                raise Invalid(TERM_LENGTH_ERROR if text else INVALID_PARAMETER)
        else:
            msgno = int(_bounded(first, 1, MAX_NOTICE))
        operands = [i for i in chosen if i is not None]
        words = [str(o) for o in operands if isinstance(o, Token)]
        routes = [o for o in operands if isinstance(o, tuple)]
        if "ALL" in words:
            routes.append(("USER", ()))
        if "BRDCST" in words:
            routes.append(("BRDCST", ()))
        when = [w for w in words if w in ("NOW", "LOGON")]
        if len(routes) > 1 or len(when) > 1 or len(set(words)) != len(words):
            raise Invalid(PARAMETERS_CONFLICT)
        to, targets = routes[0] if routes else (None, ())
        if to in ("BRDCST", "CN", "OPERATOR") and (when or any(w in ("WAIT", "NOWAIT") for w in words)):
            raise Invalid(PARAMETERS_CONFLICT)  # DOC: NOW/LOGON/WAIT are for TSO users
        return Send(text, msgno, to, tuple(targets), when[0] if when else None, str(verb))

    def send_cn(self, console: Token) -> tuple[str, tuple[str, ...]]:
        if len(console) < MIN_CONSOLE_NAME:
            raise Invalid(INVALID_PARAMETER)
        return ("CN", (str(console),))

    def send_operator(self, route: Token) -> tuple[str, tuple[str, ...]]:
        return ("OPERATOR", (_bounded(route, 1, MAX_ROUTE),))

    def send_user(self, *ids: Token) -> tuple[str, tuple[str, ...]]:
        users = tuple(dict.fromkeys(str(t) for t in ids))
        if len(users) > MAX_SEND_USERS:
            raise Invalid(INVALID_PARAMETER)
        return ("USER", users)

    def modify(self, verb: Token, job: Token, ident: Token | None, text: Token) -> Any:
        from zconsole.systems.zos.syntax.ast_everyday import Modify

        return Modify(str(ident if ident is not None else job), str(text).strip(), str(verb))


def _bounded(token: Token, low: int, high: int) -> str:
    """A number operand within its documented range, as typed without leading zeros."""
    text = str(token)
    if len(text) > len(str(high)) + 1 or not low <= int(text) <= high:
        raise Invalid(INVALID_PARAMETER)
    return str(int(text))
