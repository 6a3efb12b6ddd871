"""The frozen command value of QUERY NSS (a family of its own: a one-shot CP command builds
only its own family's classes)."""

from __future__ import annotations

import attrs


@attrs.frozen
class QueryNss:
    """QUERY NSS [ALL|name] [MAP]: ``name`` "" for all files."""

    name: str = ""
    map: bool = False
