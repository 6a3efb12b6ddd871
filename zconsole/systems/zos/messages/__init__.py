"""Console messages: frozen values and one renderer per message id, producing exact lines.

Each module defines message values and registers their renderers; importing a value
class registers its renderer, so nothing here imports them all.
"""

from zconsole.systems.zos.messages.render import render, render_all

__all__ = ["render", "render_all"]
