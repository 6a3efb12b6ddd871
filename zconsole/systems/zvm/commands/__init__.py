"""CP command handlers, one per command value, and the table that holds each one's classes."""
