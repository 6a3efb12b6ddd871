"""The machine model: the Machine aggregate over rooms below it, loading and state above it."""
