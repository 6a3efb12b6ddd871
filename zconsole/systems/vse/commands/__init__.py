"""The VSE console's command handlers: the attention routine's (ar.py) and VSE/POWER's (power.py)."""
