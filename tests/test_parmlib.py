"""IEASYSxx card images and PAGESCM values."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import PARMLIB
from zconsole.systems.zos.model.paging.pagescm import PageScm, PageScmKind
from zconsole.systems.zos.model.system.parmlib import ParmlibError, member_path, read_member


def card(text: str, seq: int) -> str:
    return text.ljust(72) + f"{seq:08d}"


def write(tmp_path: Path, *cards: str) -> Path:
    path = tmp_path / "IEASYS99"
    path.write_text("\n".join(card(c, 10000 * i) for i, c in enumerate(cards, 1)) + "\n")
    return path


def test_shipped_member() -> None:
    params = read_member(member_path(PARMLIB, "00"))
    assert [(p.keyword, p.value, p.line) for p in params] == [
        ("CLPA", "", 1),
        ("CMD", "00", 2),
        ("LNK", "00", 3),
        ("PAGE", "(SYS1.PLPA.PAGCOM,SYS1.COMMON.PAGCOM,SYS1.LOCAL.PAGEP2,"
                 "SYS1.LOCAL.PAGEP3,SYS1.LOCAL.PAGEP4)", 4),
        ("PAGESCM", "ALL", 9),
        ("PROG", "00", 10),
        ("SYSNAME", "SYS1", 11),
    ]


def test_columns_72_to_80_are_ignored(tmp_path: Path) -> None:
    # A value running into the sequence columns is cut at column 71.
    path = tmp_path / "IEASYS99"
    path.write_text("PAGESCM=ALL".ljust(71) + "X" + "PAGESCM=\n")
    assert [p.value for p in read_member(path)] == ["ALL"]


def test_several_parameters_on_one_card_and_comments(tmp_path: Path) -> None:
    path = write(tmp_path, "CLPA,PAGESCM=16G, /* one */", "/* two, three */ SYSNAME=A")
    assert [(p.keyword, p.value, p.line) for p in read_member(path)] == [
        ("CLPA", "", 1), ("PAGESCM", "16G", 1), ("SYSNAME", "A", 2)]


def test_no_comma_ends_the_list(tmp_path: Path) -> None:
    path = write(tmp_path, "PAGESCM=NONE", "THIS IS COMMENTARY")
    assert [p.keyword for p in read_member(path)] == ["PAGESCM"]


@pytest.mark.parametrize(
    ("cards", "line", "reason"),
    [
        (("CLPA,", "/* never closed", "SYSNAME=A"), 2, "comment opened with /* is never closed"),
        (("PAGE=(A,B,",), 1, "is never closed"),
        (("PAGE=A),",), 1, "unbalanced ')'"),
        (("CLPA,", "PAGESCM=,"), 2, "PAGESCM= has no value"),
        (("CLPA,", "9BAD=1"), 2, "'9BAD' is not a parmlib keyword"),
    ],
)
def test_errors_name_line_and_reason(tmp_path: Path, cards: tuple[str, ...], line: int, reason: str) -> None:
    path = write(tmp_path, *cards)
    with pytest.raises(ParmlibError) as caught:
        read_member(path)
    assert caught.value.line == line
    assert reason in caught.value.reason
    assert str(caught.value).startswith(f"{path}:{line}: ")


def test_non_ascii_member(tmp_path: Path) -> None:
    path = tmp_path / "IEASYS99"
    path.write_bytes(b"CLPA,\nPAGESCM=\xc3\x84LL\n")
    with pytest.raises(ParmlibError) as caught:
        read_member(path)
    assert caught.value.line == 2


def test_missing_member() -> None:
    with pytest.raises(ParmlibError, match="MEMBER IEASYS77 NOT FOUND"):
        member_path(PARMLIB, "77")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("ALL", PageScmKind.ALL),
        ("NONE", PageScmKind.NONE),
        ("0", PageScmKind.AMOUNT),
        ("0M", PageScmKind.AMOUNT),
        ("999999M", PageScmKind.AMOUNT),
        ("32G", PageScmKind.AMOUNT),
        ("16T", PageScmKind.AMOUNT),  # the most paging supports
    ],
)
def test_pagescm_values(text: str, kind: PageScmKind) -> None:
    value = PageScm.parse(text)
    assert (value.kind, value.text, value.enabled) == (kind, text, kind is not PageScmKind.NONE)


@pytest.mark.parametrize("text", ["17X", "1234567M", "100T", "17T", "ALLL", "", "-1G", "16384G1"])
def test_pagescm_rejects(text: str) -> None:
    with pytest.raises(ValueError):
        PageScm.parse(text)
