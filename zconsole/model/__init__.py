"""The machine model: attrs entities for SCM, paging, and (later) the channel subsystem."""
