"""What every message value declares, whichever system says it: its id, whether the machine
says it on its own, and whether it is an action message.

A message is a frozen value holding what varies (a job name, a percentage); its class
declares the rest, once: ``msgid`` (the id as the catalog knows it, the first one it writes
when it writes several; "" for text without an id, such as a help page), ``unsolicited``
(True for what the machine says on its own, as z/OS writes it without a command having asked:
``$HASP373``, ``IRA200E``, a drain's ``IEE195I``; a command's own answer is False) and
``flagged`` (an action message, descriptor code 1-3 or 11, or a WTOR: the ``*`` flag
on its id). Its lines come
from its system's renderer registry (``render``), from the catalog's layout.

Front ends read ``unsolicited`` from the value (the REST console's log and its ``unsol-key``
detections: a message that came with a command's reply still counts when the machine said
it on its own), never from where the class happens to be defined.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class Message(Protocol):
    """A message value: the properties its class declares (as class attributes, or as
    fields or properties where they vary from one value to the next)."""

    @property
    def msgid(self) -> str: ...

    @property
    def unsolicited(self) -> bool: ...

    @property
    def flagged(self) -> bool: ...


class Carried(Protocol):
    """A message that carries its own lines (one read back from a saved log, one a server
    keeps as text, a drill's note): every system's renderer gives them as they are."""

    @property
    def lines(self) -> Sequence[str]: ...


Messages = tuple[Message, ...]
