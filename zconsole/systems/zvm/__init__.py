"""z/VM's CP console: the CP grammar, the HCP catalog, the z/VM machine (directory, guests,
CP-owned volumes), as zconsole's second system. Imports nothing of z/OS."""
