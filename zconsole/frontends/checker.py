"""``zconsole check``: replay transcripts, print unified diffs, exit 1 on any difference."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from zconsole.frontends.transcript import Transcript, TranscriptError, diff, read_transcript, replay
from zconsole.session import Outcome, Session


def session_for(transcript: Transcript) -> tuple[Session, Outcome | None]:
    """The console a transcript's ``# flags:`` describe; paths relative to the transcript."""
    from zconsole.cli import build_parser, options_from
    from zconsole.setup import SetupError, make_session

    try:
        args = build_parser().parse_args(list(transcript.flags))
    except SystemExit:
        raise TranscriptError(f"{transcript.path}: bad '# flags:' line") from None
    try:
        return make_session(options_from(args), transcript.path.parent)  # type: ignore[arg-type]
    except SetupError as exc:
        raise TranscriptError(f"{transcript.path}: {exc}") from None


def check_file(path: Path, update: bool) -> tuple[bool, str]:
    """(passed, report) for one transcript; with ``update``, rewrite it when it differs."""
    transcript, expected = read_transcript(path)
    actual = replay(transcript, session_for)
    if actual == expected:
        return True, ""
    if update:
        path.write_text(actual, encoding="utf-8")
        return True, f"updated {path}\n"
    return False, diff(path, expected, actual)


def check_files(paths: list[Path], update: bool, out: TextIO) -> int:
    failed = 0
    files = [f for p in paths for f in (sorted(p.rglob("*.txt")) if p.is_dir() else [p])]
    for path in files:
        try:
            passed, report = check_file(path, update)
        except TranscriptError as exc:
            passed, report = False, f"zconsole: {exc}\n"
        except Exception as exc:  # a crash is a failure, and never written as a golden
            passed, report = False, f"zconsole: {path}: replay crashed: {exc!r}\n"
        out.write(report)
        failed += not passed
    out.write(f"{len(files) - failed} passed, {failed} failed\n")
    return 0 if failed == 0 else 1
