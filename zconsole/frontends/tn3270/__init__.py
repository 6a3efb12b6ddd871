"""The 3270 console: TN3270(E) over telnet, the 3270 data stream, and the screens."""
