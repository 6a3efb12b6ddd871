"""Lark parse tree to the frozen command values of syntax/ast.py."""

from __future__ import annotations

from typing import Any

import lark

from zconsole.model.clock import parse_time_of_day
from zconsole.model.units import parse_amount
from zconsole.syntax import ast
from zconsole.syntax.errors import (
    INVALID_NUMERICS,
    INVALID_PARAMETER,
    PARAMETERS_CONFLICT,
    TERM_LENGTH_ERROR,
)

MAX_AMOUNT_DIGITS = 8  # INFERRED: z/OS storage commands take up to 8 digits (ddddddddM)
MAX_DSNAME = 44
MAX_CLOCK_ADVANCE = 86_400  # one day at a time; .CLOCK is for stepping through work


class Invalid(Exception):
    """Raised inside the transformer; parse() turns it into a CommandSyntaxError."""

    def __init__(self, msgid: str) -> None:
        super().__init__(msgid)
        self.msgid = msgid


def _amount(token: lark.Token) -> int:
    if len(token) - 1 > MAX_AMOUNT_DIGITS:
        raise Invalid(TERM_LENGTH_ERROR)
    return parse_amount(str(token))


class ToCommand(lark.Transformer[Any, ast.Command]):
    """One method per grammar rule."""

    def start(self, items: list[ast.Command]) -> ast.Command:
        return items[0]

    def display(self, items: list[Any]) -> ast.Command:
        command: ast.Command = items[-1]  # items[0] is the verb token
        return command

    def config(self, items: list[Any]) -> ast.Command:
        command: ast.Command = items[-1]
        return command

    def display_asm(self, items: list[Any]) -> ast.DisplayAsm:
        return items[0] if items[0] is not None else ast.DisplayAsm()

    def asm_filter(self, items: list[lark.Token]) -> ast.DisplayAsm:
        return ast.DisplayAsm(kind=ast.AsmKind(str(items[0])))

    def asm_page(self, items: list[lark.Token]) -> ast.DisplayAsm:
        name = str(items[0])
        if name == "ALL":  # PAGE=ALL is the same request as ,ALL (DOC: PAGE=[dsname|ALL])
            return ast.DisplayAsm(kind=ast.AsmKind.ALL)
        if len(name) > MAX_DSNAME or any(len(q) > 8 for q in name.split(".")):
            raise Invalid(TERM_LENGTH_ERROR)
        return ast.DisplayAsm(page=name)

    def display_asm_scm(self, items: list[Any]) -> ast.DisplayAsmScm:
        return ast.DisplayAsmScm()

    def display_scm(self, items: list[Any]) -> ast.DisplayScm:
        return ast.DisplayScm(detail=items[0] is not None)

    def config_scm(self, items: list[Any]) -> ast.ConfigScm:
        extent, state = items
        online = str(state) in ("ONLINE", "ON")
        if isinstance(extent, tuple):
            if online:  # a range names increments to remove; ONLINE takes an amount
                raise Invalid(PARAMETERS_CONFLICT)
            return ast.ConfigScm(online=False, range_mb=extent)
        return ast.ConfigScm(online=online, amount_mb=_amount(extent))

    def scm_range(self, items: list[lark.Token]) -> tuple[int, int]:
        return (_amount(items[0]), _amount(items[1]))

    def set_clock(self, items: list[lark.Token]) -> ast.SetClock:
        value = items[1]
        if value.type == "TIME":
            try:
                return ast.SetClock(time_of_day=parse_time_of_day(str(value)))
            except ValueError:
                raise Invalid(INVALID_PARAMETER) from None
        if len(value) > 6 or int(value) > MAX_CLOCK_ADVANCE:
            raise Invalid(INVALID_PARAMETER)
        return ast.SetClock(advance_seconds=int(value))

    def set_next_id(self, items: list[lark.Token]) -> ast.SetNextId:
        value = str(items[1])
        if len(value) > 3:
            raise Invalid(INVALID_NUMERICS if not value.isdigit() else INVALID_PARAMETER)
        number = int(value)
        if not 1 <= number <= 999:
            raise Invalid(INVALID_PARAMETER)
        return ast.SetNextId(number)

    def ipl(self, items: list[Any]) -> ast.Ipl:
        suffix = items[1] if len(items) > 1 else None
        return ast.Ipl(suffix=str(suffix) if suffix is not None else None)
