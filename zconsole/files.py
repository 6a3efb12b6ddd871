"""Files written whole or not at all: a temporary file beside the target, renamed over it.

The one way zconsole replaces a file (the state file, the hardcopy log when it is cut
back, the cached grammar tables and parser): a reader, or a concurrent run, sees the old
file or the new one, never half of either.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (one-shot path)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import BinaryIO


def replace_file(path: str | os.PathLike[str], write: Callable[[BinaryIO], object], *,
                 keep_mode: bool = False, new_mode: int | None = None, durable: bool = False) -> None:
    """Write ``path`` with ``write(file)``, atomically; the temporary file goes on failure.

    ``keep_mode``: an existing file keeps its permission bits and a new one gets
    ``new_mode`` (default: 0o666 less the umask, as any new file); otherwise the file is
    private to the user (0o600). ``durable``: the data and the rename have reached the
    disk when this returns (fsync of the file and of its folder).
    """
    import tempfile  # not on the one-shot path: only a change or a cold cache writes

    folder, name = os.path.split(os.fspath(path))
    mode: int | None = None
    if keep_mode:
        try:
            mode = os.stat(path).st_mode & 0o7777
        except FileNotFoundError:
            mode = new_mode if new_mode is not None else 0o666 & ~_umask()
    fd, tmp = tempfile.mkstemp(dir=folder or ".", prefix=f".{name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as file:
            if mode is not None:
                os.fchmod(file.fileno(), mode)
            write(file)
            if durable:
                file.flush()
                os.fsync(file.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    if durable:
        dir_fd = os.open(folder or ".", os.O_RDONLY)
        try:
            os.fsync(dir_fd)  # the rename itself must reach the disk
        finally:
            os.close(dir_fd)


TEMP_SUFFIX = ".tmp"
# tempfile.mkstemp's names: the prefix, eight characters of its alphabet, the suffix.
_TEMP_TAIL = r"\.[a-z0-9_]{8}" + TEMP_SUFFIX.replace(".", r"\.")
# A temporary file older than this belongs to a process killed while writing: a write
# takes milliseconds, so a newer one may be another process's save under way.
LEFTOVER_SECONDS = 60


def remove_leftovers(path: str | os.PathLike[str]) -> list[str]:
    """Delete the temporary files a process killed while replacing ``path`` left beside
    it (our own name pattern only, ``.name.xxxxxxxx.tmp``, none written in the last
    minute); return their names. A folder that cannot be read is left alone."""
    import re
    import time  # the age of a file on disk, not the console's clock

    folder, name = os.path.split(os.fspath(path))
    pattern = re.compile(re.escape(f".{name}") + _TEMP_TAIL)
    removed = []
    try:
        entries = list(os.scandir(folder or "."))
    except OSError:
        return []
    now = time.time()
    for entry in entries:
        if not pattern.fullmatch(entry.name):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and now - entry.stat().st_mtime > LEFTOVER_SECONDS:
                os.unlink(entry.path)
                removed.append(entry.name)
        except OSError:
            continue  # gone meanwhile, or not ours to delete
    return sorted(removed)


def write_atomic(path: str | os.PathLike[str], text: str, new_mode: int | None = None) -> None:
    """Replace a text file the user owns (UTF-8): durably, its permission bits kept."""
    replace_file(path, lambda file: file.write(text.encode("utf-8")), keep_mode=True, new_mode=new_mode,
                 durable=True)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
