"""JES2: the job queue, initiators and spool of the living machine (loaded only when needed)."""
