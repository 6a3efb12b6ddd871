"""Where drills come from: the ones shipped with zconsole and those in a folder of the user's."""

from __future__ import annotations

from pathlib import Path

from zconsole.drills.spec import Drill, DrillFileError, load_drill


def builtin_folder() -> Path:
    from zconsole.resources import data_dir

    return Path(data_dir("drills"))


def drill_files(folder: Path | None) -> list[Path]:
    """The drill files: the built-in ones, then the folder's (a name there wins)."""
    found: dict[str, Path] = {}
    for where in (builtin_folder(), folder):
        if where is not None and where.is_dir():
            for path in sorted(where.glob("*.toml")):
                found[path.stem] = path
    return [found[name] for name in sorted(found)]


def find_drill(name: str, folder: Path | None) -> Drill:
    """A drill by name (or a drill file's path); DrillFileError if none is found."""
    given = Path(name)
    if given.suffix == ".toml" and given.is_file():
        return load_drill(given)
    for path in drill_files(folder):
        if path.stem == name.lower():
            return load_drill(path)
    known = ", ".join(p.stem for p in drill_files(folder))
    raise DrillFileError(f"{name}: no such drill (drills: {known})")


def listed_drill(name: str, folder: Path | None) -> Drill | None:
    """A drill by its name alone -- never a path -- among the built-in ones and ``folder``'s
    (the classroom server's: a name reaches no other file); None if there is none. A bad
    file raises DrillFileError, naming the file only (not its folder)."""
    for path in drill_files(folder):
        if path.stem == name.lower():
            try:
                return load_drill(path)
            except DrillFileError as exc:
                raise DrillFileError(str(exc).replace(str(path), path.name)) from None
    return None


def listing(folder: Path | None) -> tuple[list[str], list[str]]:
    """``zconsole drill``: one line a usable drill (its name and title), and one line a
    drill file that cannot be used (file, line, key and reason), left out of the list so
    it never hides or breaks another drill."""
    lines, unusable = [], []
    for path in drill_files(folder):
        try:
            drill = load_drill(path)
        except DrillFileError as exc:
            unusable.append(str(exc))
            continue
        lines.append(f"{drill.name:<20} {drill.title}")
    return lines, unusable
