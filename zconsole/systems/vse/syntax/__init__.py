"""VSE console lines to command values: vse.lark through the shared LALR table runner."""
