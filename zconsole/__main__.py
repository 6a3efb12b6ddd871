"""Entry point for ``python -m zconsole``."""

from zconsole.cli import main

raise SystemExit(main())
