"""The interactive operator shell (prompt_toolkit): the only package that imports it."""
