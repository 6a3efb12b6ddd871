"""The consoles room: MCS and subsystem consoles, their CONTROL settings, what SEND reaches."""
