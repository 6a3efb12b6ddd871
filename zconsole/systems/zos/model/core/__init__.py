"""The model's core: units, the clock and display ids (it imports nothing of the model)."""
