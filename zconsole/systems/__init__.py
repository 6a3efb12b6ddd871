"""The systems zconsole runs, each in a room of its own (z/OS, z/VM, VSE): see registry.py."""
