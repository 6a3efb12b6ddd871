"""VSE/ESA: the attention routine's and VSE/POWER's console (--system vse)."""
