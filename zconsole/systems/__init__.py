"""The systems zconsole's console can be: each a package of its own (grammar, syntax,
commands, messages, model) behind the same front ends."""
