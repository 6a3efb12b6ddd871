"""Command handlers, one per AST class, registered by type; dispatch() applies one."""

from zconsole.systems.zos.commands.registry import Context, Result, dispatch

__all__ = ["Context", "Result", "dispatch"]
