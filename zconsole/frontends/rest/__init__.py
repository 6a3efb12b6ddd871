"""A z/OSMF-compatible REST console (``zconsole serve``), so the Zowe CLI can drive zconsole."""
