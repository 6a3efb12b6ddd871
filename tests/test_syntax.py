"""The grammar: valid commands parse to the right values; bad ones get the right message id."""

from __future__ import annotations

import datetime as dt

import pytest

from zconsole.systems.zos.syntax import CommandSyntaxError, parse
from zconsole.systems.zos.syntax.ast import (
    AsmKind,
    ConfigScm,
    DisplayAsm,
    DisplayAsmScm,
    DisplayScm,
    Ipl,
    SetClock,
    SetNextId,
)

G = 1024

VALID = [
    ("D ASM", DisplayAsm()),
    ("DISPLAY ASM", DisplayAsm()),
    ("D ASM,PLPA", DisplayAsm(kind=AsmKind.PLPA)),
    ("D ASM,COMMON", DisplayAsm(kind=AsmKind.COMMON)),
    ("D ASM,LOCAL", DisplayAsm(kind=AsmKind.LOCAL)),
    ("D ASM,ALL", DisplayAsm(kind=AsmKind.ALL)),
    ("D ASM,PAGE=ALL", DisplayAsm(kind=AsmKind.ALL)),
    ("D ASM,PAGEDEL", DisplayAsm(kind=AsmKind.PAGEDEL)),
    ("D ASM,PAGE=SYS1.LOCAL.PAGEP2", DisplayAsm(page="SYS1.LOCAL.PAGEP2")),
    ("D ASM,SCM", DisplayAsmScm()),
    ("D M=SCM", DisplayScm(detail=False)),
    ("D M=SCM(DETAIL)", DisplayScm(detail=True)),
    ("D   M=SCM", DisplayScm(detail=False)),
    ("CF SCM(16G),ONLINE", ConfigScm(online=True, amount_mb=16 * G)),
    ("CONFIG SCM(16G),ON", ConfigScm(online=True, amount_mb=16 * G)),
    ("CF SCM(1T),ONLINE", ConfigScm(online=True, amount_mb=1024 * G)),
    ("CF SCM(512M),OFF", ConfigScm(online=False, amount_mb=512)),
    ("CF SCM(16G),OFFLINE", ConfigScm(online=False, amount_mb=16 * G)),
    ("CF SCM(0G-16G),OFFLINE", ConfigScm(online=False, range_mb=(0, 16 * G))),
    (".CLOCK 17.57.30", SetClock(time_of_day=dt.time(17, 57, 30))),
    (".CLOCK +10", SetClock(advance_seconds=10)),
    (".NEXTID 232", SetNextId(232)),
    (".IPL", Ipl()),
    (".IPL 01", Ipl("01")),
]


@pytest.mark.parametrize(("text", "command"), VALID)
def test_valid(text: str, command: object) -> None:
    parsed = parse(text)
    assert parsed.command == command
    assert parsed.verb == text.split(" ", 1)[0]


# (line as the session hands it over: stripped and upper-cased) -> message id and verb field
MALFORMED = [
    ("", "IEE305I", ""),
    ("*I J=132", "IEE305I", "*I"),  # a JES3 command on a JES2 system ($ lines are JES2's: test_jes2.py)
    ("SETDANNO", "IEE305I", "SETDANNO"),
    ("DX ASM", "IEE305I", "DX"),
    ("D\x07 ASM", "IEE305I", "D."),
    ("D", "IEE310I", "D"),
    ("DISPLAY", "IEE310I", "DISPLAY"),
    ("D ASM,", "IEE310I", "D"),
    ("D M=", "IEE310I", "D"),
    ("CF", "IEE310I", "CF"),
    ("CF SCM(16G)", "IEE310I", "CF"),
    ("CF SCM(16G),", "IEE310I", "CF"),
    ("D ASM,PAGE=", "IEE311I", "D"),
    ("CF SCM(", "IEE311I", "CF"),
    (".NEXTID", "IEE310I", ".NEXTID"),
    ("D ASM,,PLPA", "IEE307I", "D"),
    ("D ASM FOO", "IEE307I", "D"),
    ("D ASM,PLPA,COMMON", "IEE307I", "D"),
    ("D M=SCM(DETAIL", "IEE307I", "D"),
    ("D M=SCM((DETAIL))", "IEE307I", "D"),
    ("D M=SCM(DETAIL))", "IEE307I", "D"),
    ("CF SCM()", "IEE307I", "CF"),
    ("CF SCM(16G-),OFFLINE", "IEE307I", "CF"),
    ("D ASMÄ", "IEE307I", "D"),
    ("D ASM,\tPLPA", "IEE307I", "D"),
    # A DISPLAY sub-operand that is not one: IEE535I naming DISPLAY in full (REAL-px
    # D OMVS,SERVER; everyday-displays A4); an unknown first operand is IEE305I (REAL:
    # `IEE305I D        COMMAND INVALID` for D TN, everyday-commands §2.2).
    ("D ASM,FOO", "IEE535I", "DISPLAY"),
    ("D M=FOO", "IEE535I", "DISPLAY"),
    ("D M=HIGH", "IEE535I", "DISPLAY"),
    ("D M=SCM(SUMMARY)", "IEE535I", "DISPLAY"),
    ("D M=SCM(DETAIL)X", "IEE535I", "DISPLAY"),
    ("D U,DISK", "IEE535I", "DISPLAY"),
    ("D U,,,0A80,0", "IEE535I", "DISPLAY"),
    ("D U,,,0A,1", "IEE535I", "DISPLAY"),
    ("D IOS,CONFIGX", "IEE535I", "DISPLAY"),
    ("D FOO", "IEE305I", "D"),
    ("D TN", "IEE305I", "D"),
    ("D U,,,0A80,1,2", "IEE307I", "D"),
    ("CF SCM(16G),MAYBE", "IEE309I", "CF"),
    ("CF SCM16G,ONLINE", "IEE309I", "CF"),
    ("CF SCM(16X),ONLINE", "IEE306I", "CF"),
    ("CF SCM(ABC),ONLINE", "IEE306I", "CF"),
    (".CLOCK 12:00", "IEE306I", ".CLOCK"),
    ("CF SCM(123456789G),ONLINE", "IEE308I", "CF"),
    ("D ASM,PAGE=SYS1.A123456789.X", "IEE308I", "D"),
    ("D ASM," + ",".join(["PLPA"] * 30), "IEE308I", "D"),
    ("X" * 300, "IEE308I", "XXXXXXXX"),
    ("CF SCM(0G-16G),ONLINE", "IEE312I", "CF"),
    (".CLOCK 25.00.00", "IEE535I", ".CLOCK"),
    (".CLOCK +999999", "IEE535I", ".CLOCK"),
    (".NEXTID 0", "IEE535I", ".NEXTID"),
    (".NEXTID 1000", "IEE535I", ".NEXTID"),
    (".IPL 0", "IEE535I", ".IPL"),
]


@pytest.mark.parametrize(("text", "msgid", "verb"), MALFORMED)
def test_malformed(text: str, msgid: str, verb: str) -> None:
    with pytest.raises(CommandSyntaxError) as caught:
        parse(text)
    assert (caught.value.msgid, caught.value.verb) == (msgid, verb)


def test_at_least_thirty_kinds_of_malformed_line() -> None:
    assert len(MALFORMED) >= 30
