"""z/VM machine files (TOML) -> ZvmMachine, and the built-in machines."""
