"""The README's pexpect example: drive zconsole's line mode with a stable prompt.

Run by tests/test_pexpect.py; README.md shows the same text.
"""

import sys

import pexpect

console = pexpect.spawn(
    sys.executable, ["-m", "zconsole", "--plain", "--prompt", "ZC> ", "--clock", "17.57.26"],
    encoding="utf-8", dimensions=(24, 80), timeout=20,
)
console.expect_exact("ZC> ")
console.sendline("CF SCM(16G),ONLINE")
console.expect_exact("ZC> ")
reply = console.before.splitlines()[1:]  # [0] is the terminal's echo of the command
assert reply == ["IEE195I SCM LOCATIONS 64G TO 80G ONLINE", "IEE712I CONFIG   PROCESSING COMPLETE"]
console.sendline(".QUIT")
console.expect(pexpect.EOF)
print("ok")
