"""The model's state: --state files, saved and read back."""
