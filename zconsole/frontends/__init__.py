"""Front ends that drive a Session: scripts, transcript checking (and later REST)."""
