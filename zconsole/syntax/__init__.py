"""Command text to typed commands: the only package that imports lark."""

from zconsole.syntax.errors import CommandSyntaxError
from zconsole.syntax.parse import parse

__all__ = ["CommandSyntaxError", "parse"]
