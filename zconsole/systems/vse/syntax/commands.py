"""The command values a VSE line parses to."""

from __future__ import annotations

import attrs


@attrs.frozen
class Prty:
    words: tuple[str, ...] = ()  # () shows the order


@attrs.frozen
class Display:
    queue: str  # RDR LST PUN XMT, or WRUN, A, Q
    select: str = ""  # a class, a job name, FREE or FREER
    full: bool = False


@attrs.frozen
class Release:
    queue: str
    job: str


@attrs.frozen
class Delete:
    queue: str
    job: str


@attrs.frozen
class Alter:
    queue: str
    job: str
    changes: tuple[tuple[str, str], ...]  # (DISP|CLASS|PRI, value)


@attrs.frozen
class Start:
    part: str
    classes: str = ""


@attrs.frozen
class Stop:
    part: str


@attrs.frozen
class Map:
    part: str = ""


@attrs.frozen
class Getvis:
    area: str = ""
    detail: bool = False


@attrs.frozen
class Sir:
    pass


@attrs.frozen
class QueryTd:
    pass


@attrs.frozen
class Log:
    on: bool


@attrs.frozen
class Msg:
    part: str
    data: str | None = None  # DATA=: text for the program, without its prompt


@attrs.frozen
class Alloc:
    """ALLOC (``size`` False) or SIZE: (partition, size as typed) pairs."""

    settings: tuple[tuple[str, str], ...]
    size: bool = False


@attrs.frozen
class Help:
    word: str = ""  # a message id, or "" for the list


@attrs.frozen
class Listio:
    part: str


@attrs.frozen
class Replid:
    pass


@attrs.frozen
class Pause:
    part: str
    eoj: bool = False


@attrs.frozen
class Reply:
    """`nnnn text`: the answer to reply id ``number``."""

    number: int
    text: str = ""


@attrs.frozen
class Wait:
    seconds: int


@attrs.frozen
class Ipl:
    sdl: int = 0  # 0: the SDL= it has


POWER_COMMANDS = (Display, Release, Delete, Alter, Start, Stop)
