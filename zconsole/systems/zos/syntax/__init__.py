"""Command text to typed commands: the only package that imports lark."""

from zconsole.systems.zos.syntax.errors import CommandSyntaxError
from zconsole.systems.zos.syntax.parse import parse

__all__ = ["CommandSyntaxError", "parse"]
