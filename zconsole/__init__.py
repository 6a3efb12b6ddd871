"""zconsole: a z/OS-like operator console driven by an in-memory machine model."""

__version__ = "0.1.0"
