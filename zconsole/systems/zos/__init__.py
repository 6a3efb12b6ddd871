"""z/OS: its grammar, syntax, commands, messages (the catalog) and model (its rooms)."""
