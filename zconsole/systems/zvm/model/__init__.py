"""The z/VM machine: real storage and processors, CP-owned volumes and their extents,
devices, the CP directory and the guests logged on, events over simulated time."""
