"""CP syntax: cp.lark's tables run by the shared LALR runner, to frozen command values."""
