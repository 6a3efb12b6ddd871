"""The VSE console's messages: the 1x catalog, message values and their console lines."""
