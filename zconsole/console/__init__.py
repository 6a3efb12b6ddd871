"""What every system shares: the session facade, the console clock and display ids, the
hardcopy log and the LALR table runner."""
