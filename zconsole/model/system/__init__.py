"""The model's system: release, system facts and IEASYSxx parmlib members."""

# Until the rooms restructure (issue 20) lands, the old module's names stay importable
# from here: model/system.py became model/system/facts.py.
from zconsole.model.system.facts import *  # noqa: F403
from zconsole.model.system.facts import DEFAULT_RELEASE_TEXT, STORAGE_INCREMENT_MB_DEFAULT  # noqa: F401
