"""The model's io: channel paths, control units and devices."""
