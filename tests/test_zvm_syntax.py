"""The CP grammar: every prefix of every keyword from IBM's minimum abbreviation parses
(keywords taken from cp.lark itself), and every command value has its row and handler."""

from __future__ import annotations

import contextlib
import types

import pytest

from zconsole.systems.zvm.commands.registry import COMMANDS, CONSOLE_COMMANDS, handler
from zconsole.systems.zvm.syntax import (
    ast_console,
    ast_dasd,
    ast_help,
    ast_nss,
    ast_storage,
    ast_system,
    ast_users,
)
from zconsole.systems.zvm.syntax.grammar import keywords
from zconsole.systems.zvm.syntax.parse import CpSyntaxError, parse

FAMILIES = (ast_console, ast_dasd, ast_help, ast_nss, ast_storage, ast_system, ast_users)
CLASSES = {
    name: value
    for module in FAMILIES
    for name, value in vars(module).items()
    if isinstance(value, type) and value.__module__ == module.__name__
}
ast = types.SimpleNamespace(**CLASSES)

# A line using each keyword (spelled in full), and the command value it gives.
SAMPLES = {
    "CP": ("CP QUERY STORAGE", ast.QueryStorage()),
    "QUERY": ("QUERY STORAGE", ast.QueryStorage()),
    "INDICATE": ("INDICATE LOAD", ast.IndicateLoad()),
    "DEFINE": ("DEFINE STORAGE 512M", ast.DefineStorage(512)),
    "ATTACH": ("ATTACH 0300 SYSTEM M01P02", ast.AttachSystem(0x300, "M01P02")),
    "DETACH": ("DETACH 0300", ast.Detach(0x300)),
    "XAUTOLOG": ("XAUTOLOG LINUX2", ast.Xautolog("LINUX2")),
    "FORCE": ("FORCE LINUX2", ast.Force("LINUX2")),
    "SET": ("SET EMSG ON", ast.SetEmsg("ON")),
    "STORAGE": ("QUERY STORAGE", ast.QueryStorage()),
    "VIRTUAL": ("QUERY VIRTUAL STORAGE", ast.QueryVirtualStorage()),
    "ALLOC": ("QUERY ALLOC", ast.QueryAlloc()),
    "PAGE": ("QUERY ALLOC PAGE", ast.QueryAlloc("PAGE")),
    "SPOOL": ("QUERY ALLOC SPOOL", ast.QueryAlloc("SPOOL")),
    "TDISK": ("QUERY ALLOC TDISK", ast.QueryAlloc("TDISK")),
    "DRCT": ("QUERY ALLOC DRCT", ast.QueryAlloc("DRCT")),
    "ALL": ("QUERY DASD ALL", ast.QueryDasd("ALL")),
    "CPOWNED": ("QUERY CPOWNED", ast.QueryCpowned()),
    "SLOT": ("DEFINE CPOWNED SLOT 254 M01P02", ast.DefineCpownedSlot(254, "M01P02")),
    "SYSTEM": ("ATTACH 0300 SYSTEM M01P02", ast.AttachSystem(0x300, "M01P02")),
    "TO": ("ATTACH 0300 TO LINUX1", ast.AttachUser(0x300, "LINUX1")),
    "AS": ("ATTACH 0300 LINUX1 AS 0200", ast.AttachUser(0x300, "LINUX1", 0x200)),
    "DASD": ("QUERY DASD", ast.QueryDasd()),
    "FREE": ("QUERY DASD FREE", ast.QueryDasd("FREE")),
    "OSA": ("QUERY OSA", ast.QueryOsa()),
    "PROCESSORS": ("QUERY PROCESSORS", ast.QueryProcessors()),
    "NAMES": ("QUERY NAMES", ast.QueryNames()),
    "USERS": ("QUERY USERS", ast.QueryUsers()),
    "USERID": ("QUERY USERID", ast.QueryUserid()),
    "CPLEVEL": ("QUERY CPLEVEL", ast.QueryCplevel()),
    "TIME": ("QUERY TIME", ast.QueryTime()),
    "CPLOAD": ("QUERY CPLOAD", ast.QueryCpload()),
    "LOAD": ("INDICATE LOAD", ast.IndicateLoad()),
    "USER": ("INDICATE USER MAINT", ast.IndicateUser("MAINT")),
    "PAGING": ("INDICATE PAGING", ast.IndicatePaging()),
    "PAGELOG": (".PERFKIT PAGELOG CM100001", ast.Perfkit("PAGELOG", "CM100001")),
    "STEALLOG": (".PERFKIT STEALLOG", ast.Perfkit("STEALLOG")),
    "WAIT": ("INDICATE PAGING WAIT", ast.IndicatePaging("WAIT")),
    "IMMED": ("FORCE LINUX2 IMMED", ast.Force("LINUX2", True)),
    "EMSG": ("QUERY EMSG", ast.QueryEmsg()),
    "ON": ("SET EMSG ON", ast.SetEmsg("ON")),
    "OFF": ("SET EMSG OFF", ast.SetEmsg("OFF")),
    "CODE": ("SET EMSG CODE", ast.SetEmsg("CODE")),
    "TEXT": ("SET EMSG TEXT", ast.SetEmsg("TEXT")),
    "FRAMES": ("QUERY FRAMES", ast.QueryFrames()),
    "AGELIST": ("QUERY AGELIST", ast.QueryAgelist()),
    "SIZE": ("SET AGELIST SIZE 2%", ast.SetAgelist(percent=2)),
    "EARLYWRITES": ("SET AGELIST EARLYWRITES YES", ast.SetAgelist(earlywrites=True)),
    "YES": ("SET AGELIST EARLYWRITES YES", ast.SetAgelist(earlywrites=True)),
    "NO": ("SET AGELIST EARLYWRITES NO", ast.SetAgelist(earlywrites=False)),
    "RESERVED": ("QUERY RESERVED", ast.QueryReserved()),
    "SYSMAX": ("SET RESERVED SYSMAX 1G", ast.SetReserved("", 262144, sysmax=True)),
    "XSTORE": ("QUERY XSTORE", ast.QueryXstore()),
    "SRM": ("QUERY SRM", ast.QuerySrm()),
    "STORBUF": ("SET SRM STORBUF 300% 250% 200%", ast.SetSrm("STORBUF", (300, 250, 200))),
    "CPUID": ("QUERY CPUID", ast.QueryCpuid()),
    "FILES": ("QUERY FILES", ast.QueryFiles()),
    "LDUBUF": ("SET SRM LDUBUF 100% 75% 60%", ast.SetSrm("LDUBUF", (100, 75, 60))),
    "HELP": ("HELP QUERY ALLOC", ast.Help("QUERY ALLOC")),
    "NSS": ("QUERY NSS", ast.QueryNss()),
    "MAP": ("QUERY NSS CMS MAP", ast.QueryNss("CMS", map=True)),
}

SPELLINGS = [
    (name, full[:n])
    for name, (minimum, full) in sorted(keywords().items())
    for n in range(len(minimum), len(full) + 1)
]


def test_every_keyword_of_the_grammar_has_a_sample() -> None:
    assert sorted(keywords()) == sorted(SAMPLES)
    assert keywords()["QUERY"] == ("Q", "QUERY")
    assert keywords()["XAUTOLOG"] == ("XAUTOLO", "XAUTOLOG")


@pytest.mark.parametrize(("name", "spelling"), SPELLINGS, ids=[f"{n}-{s}" for n, s in SPELLINGS])
def test_every_prefix_parses_alike(name: str, spelling: str) -> None:
    line, value = SAMPLES[name]
    full = keywords()[name][1]
    words = [spelling if w == full else w for w in line.split()]
    assert parse(" ".join(words)) == value
    assert parse(" ".join(words).lower().upper()) == value


@pytest.mark.parametrize("name", sorted(keywords()))
def test_shorter_than_the_minimum_is_not_the_keyword(name: str) -> None:
    line, value = SAMPLES[name]
    minimum, full = keywords()[name]
    if len(minimum) == 1:
        pytest.skip("a one-letter minimum has no shorter spelling")
    words = [minimum[:-1] if w == full else w for w in line.split()]
    with contextlib.suppress(CpSyntaxError):
        assert parse(" ".join(words)) != value


def test_keywords_end_at_a_blank() -> None:
    with pytest.raises(CpSyntaxError) as info:
        parse("QSTOR")
    assert info.value.key == "HCP001E"
    assert parse("Q STORAGEX") == ast.QueryUser("STORAGEX")  # a name, as CP would take it


def test_every_command_value_has_a_row_and_a_handler() -> None:
    values = {type(v).__name__ for _line, v in SAMPLES.values()}
    assert set(CLASSES) - set(CONSOLE_COMMANDS) == set(COMMANDS)
    assert values <= set(CLASSES)
    for row in COMMANDS.values():
        assert callable(handler(row))


def test_a_one_shot_cp_command_loads_no_lark_and_nothing_of_zos() -> None:
    import subprocess
    import sys

    code = (
        "import sys, io, contextlib\n"
        "from zconsole.cli import _main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    _main(['--system', 'zvm', '-c', 'QUERY STORAGE'])\n"
        "print(sorted(m for m in sys.modules if m.startswith(('lark', 'prompt_toolkit', 'rich', 'starlette',"
        " 'zconsole.systems.zos'))))\n"
    )
    subprocess.run([sys.executable, "-c", code], capture_output=True, check=True)  # builds cp.lark's tables
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"  # the second run reads them from the cache, as every later one
