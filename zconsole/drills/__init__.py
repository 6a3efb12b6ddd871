"""Drills: operator exercises (a briefing, objectives checked against the machine, hints, a debrief)."""
