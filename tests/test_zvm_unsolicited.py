"""Every line that arrives by itself is a declared unsolicited message: what the machine's
events say (logons, logoffs, the IPL dialogue) is flagged so in the HCP catalog, and no
command's answer is."""

from __future__ import annotations

import inspect
import re

from tests.zvm_helpers import zvm_session
from zconsole.systems.zvm.messages.catalog import CATALOG

STORY = ["force linux2", ".wait 28", "xautolog linux2", "force maint immed", "q names"]
IPL = [".ipl", ".wait 1", "cold", ".wait 3", "stop", "warm", ".wait 1", "q users"]


def messages(user: str, lines: list[str]) -> list[tuple[str, bool]]:
    console = zvm_session(user)
    found = []
    for line in lines:
        found += [(m.said.key, m.unsolicited) for m in console.submit(line).messages]
    return found


def test_what_arrives_by_itself_is_declared_unsolicited() -> None:
    seen = messages("MAINT", STORY) + messages("OPERATOR", IPL)
    arrived = {key for key, unsolicited in seen if unsolicited}
    answered = {key for key, unsolicited in seen if not unsolicited} - {"ECHO", "READY"}
    assert {"LOGOFF", "AUTO_LOGON", "HCPCLS6056I", "IPL_NUCLEUS", "HCPWRS2511A", "GRAF_LOGON"} <= arrived
    assert all(CATALOG[key].unsolicited for key in arrived)
    assert not any(CATALOG[key].unsolicited for key in answered)


def test_only_declared_messages_are_flagged_unsolicited() -> None:
    from zconsole.systems.zvm.model import ipl, living

    # Every key the event code can say is a catalog entry declared unsolicited.
    source = inspect.getsource(ipl) + inspect.getsource(living)
    keys = set(re.findall(r'\(\s*"([A-Z][A-Z0-9_]+)",\s*\{', source))
    assert keys and all(CATALOG[key].unsolicited for key in keys), sorted(
        k for k in keys if not CATALOG[k].unsolicited
    )
