"""``zconsole check``: replay transcripts, print unified diffs, exit 1 on any difference."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from zconsole.console.session import Outcome, Session
from zconsole.frontends.transcript import Transcript, TranscriptError, crashes, diff, read_transcript, replay


def session_for(transcript: Transcript) -> tuple[Session, Outcome | None]:
    """The console a transcript's ``# flags:`` describe; paths relative to the transcript."""
    from zconsole.arguments import UsageError, build_parser, options_from
    from zconsole.session_options import SetupError, make_session

    try:
        args = build_parser().parse_args(list(transcript.flags))
    except UsageError as exc:
        raise TranscriptError(f"{transcript.path}: bad '# flags:' line: {exc}") from None
    try:
        return make_session(options_from(args), transcript.path.parent)
    except SetupError as exc:
        raise TranscriptError(f"{transcript.path}: {exc}") from None


def crash_report(transcript: Transcript, actual: str) -> str:
    """Why a replay is refused whatever the golden says: each command that raised (its
    answer is ZCN999E), by file, line and command; "" when none did."""
    return "".join(f"zconsole: {transcript.path}:{line}: {command!r} raised an internal error (ZCN999E): "
                   "a crash is never a golden\n" for line, command in crashes(transcript, actual))


def check_file(path: Path, update: bool) -> tuple[bool, str]:
    """(passed, report) for one transcript; with ``update``, rewrite it when it differs,
    unless a command raised (a crash is a failure, and never written as a golden)."""
    transcript, expected = read_transcript(path)
    actual = replay(transcript, session_for)
    crashed = crash_report(transcript, actual)
    if crashed:
        return False, crashed + ("" if actual == expected else diff(path, expected, actual))
    if actual == expected:
        return True, ""
    if update:
        path.write_text(actual, encoding="utf-8")
        return True, f"updated {path}\n"
    return False, diff(path, expected, actual)


class CheckError(Exception):
    """Nothing to check: a path that does not exist, or a folder with no transcripts."""


def transcript_files(paths: list[Path]) -> list[Path]:
    """The transcripts named: files as given, folders searched for ``*.txt``."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            found = sorted(path.rglob("*.txt"))
            if not found:
                raise CheckError(f"{path}: no transcripts (*.txt) in this folder")
            files.extend(found)
        elif path.is_file():
            files.append(path)
        else:
            raise CheckError(f"{path}: no such file or folder")
    return files


def check_files(paths: list[Path], update: bool, out: TextIO, rich: bool = False) -> int:
    """Check every transcript; 0 if all pass, 1 if any differs. Raises CheckError first,
    before anything is checked, if a path is missing or a folder has no transcripts.
    ``rich``: each difference with its first differing column marked, and a summary table
    (zconsole/shell/check_report.py) instead of unified diffs."""
    if rich:
        return _check_rich(paths, update, out)
    failed = 0
    files = transcript_files(paths)
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


def _check_rich(paths: list[Path], update: bool, out: TextIO) -> int:
    from zconsole.shell.check_report import console_for, show_failure, summary

    files = transcript_files(paths)
    console = console_for(out)
    rows: list[tuple[Path, bool, list[object], str]] = []
    for path in files:
        try:
            transcript, expected = read_transcript(path)
            actual = replay(transcript, session_for)
        except TranscriptError as exc:
            console.print(f"zconsole: {exc}", markup=False)
            rows.append((path, False, [], "cannot be replayed"))
            continue
        except Exception as exc:  # a crash is a failure, and never written as a golden
            console.print(f"zconsole: {path}: replay crashed: {exc!r}", markup=False)
            rows.append((path, False, [], "replay crashed"))
            continue
        crashed = crash_report(transcript, actual)
        if crashed:
            console.print(crashed.rstrip("\n"), markup=False)
            rows.append((path, False, [], "a command raised"))
        elif actual == expected:
            rows.append((path, True, [], ""))
        elif update:
            path.write_text(actual, encoding="utf-8")
            console.print(f"updated {path}", markup=False)
            rows.append((path, True, [], "updated"))
        else:
            rows.append((path, False, list(show_failure(console, path, expected, actual)), ""))
    summary(console, rows)  # type: ignore[arg-type]
    failed = sum(not passed for _, passed, _, _ in rows)
    out.write(f"{len(files) - failed} passed, {failed} failed\n")
    return 0 if failed == 0 else 1
