"""x3270, a real emulator in a real (virtual) X display, renders the z/OS console after an
auxiliary storage shortage: the PNG is saved in the test's output and its layout checked
(which colour each band of text has, top to bottom), not its pixels."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.tn3270_client import Emulator, running
from tests.xwd_png import Pixel, read_xwd, write_png

pytestmark = pytest.mark.slow

BLACK, GREY, DARK = (0, 0, 0), (190, 190, 190), (102, 102, 102)  # x3270's background, menu bar, frame
# x3270's default colours for the 3270 ones the console uses
RED, GREEN, WHITE, BLUE, TURQUOISE = (255, 0, 0), (0, 255, 0), (255, 255, 255), (0, 191, 255), (64, 224, 208)


@pytest.fixture
def display() -> Iterator[str]:
    for tool in ("x3270", "Xvfb", "xwd"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (tests/tn3270/install-x3270.sh installs it from Debian)")
    number = next(n for n in range(90 + os.getpid() % 50, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists()
                  and not Path(f"/tmp/.X{n}-lock").exists())
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        yield f":{number}.0"
    finally:
        server.terminate()
        server.wait(10)


def bands(rows: list[list[Pixel]]) -> list[Pixel]:
    """The colour of each band of text, top to bottom (rows of pixels with text in them)."""
    found: list[Pixel] = []
    inside: Counter[Pixel] = Counter()
    for row in rows:
        text = Counter(p for p in row if p not in (BLACK, GREY, DARK))
        if text:
            inside.update(text)
        elif inside:
            found.append(inside.most_common(1)[0][0])
            inside = Counter()
    return found


def test_x3270_renders_the_console_after_a_shortage(display: str, tmp_path: Path) -> None:
    env = dict(os.environ, DISPLAY=display)
    with running() as (port, _):
        term = Emulator(f"127.0.0.1:{port}", "3279-2-E", "-script", program="x3270", env=env)
        try:
            term.logon()
            for command in (".IPL 01", "S BATCHHOG", ".WAIT 13M", "D ASM"):
                term.enter(command)
            screen = term.screen()
            assert screen[0] == "  12.13.00          *IRA200E AUXILIARY STORAGE SHORTAGE"
            dump = tmp_path / "console.xwd"
            subprocess.run(["xwd", "-id", term.window, "-out", str(dump)], env=env, check=True)
        finally:
            term.close()
    rows = read_xwd(dump)
    png = tmp_path / "tn3270-shortage.png"
    write_png(rows, png)
    assert png.read_bytes().startswith(b"\x89PNG")
    seen = [colour for colour in bands(rows) if colour != TURQUOISE]  # (the entry area's cursor)
    collapsed = [c for i, c in enumerate(seen) if i == 0 or seen[i - 1] != c]
    # the held action message at the top, red; messages in green; the D ASM echo white;
    # the instruction line white, the warning line blue; then x3270's own status line
    assert collapsed[:6] == [RED, GREEN, WHITE, GREEN, WHITE, BLUE]
    assert seen.count(RED) == 1  # one line: the shortage
    assert seen.count(GREEN) == sum(1 for row in screen[:20] if row and not row.startswith(" -")) - 1
