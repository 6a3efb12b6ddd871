"""Imports point one way (HOUSE-STYLE habit 1), and the one-shot path stays lean."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

PACKAGE = ROOT / "zconsole"

# Front ends: above the commands (and above the session facade that runs them).
FRONT = {"frontends", "shell", "cli", "arguments", "session_options"}
SESSION = "zconsole.console.session"
# a system's area (syntax, commands, messages, model) -> the areas it must not import
FORBIDDEN = {
    "syntax": {"messages", "commands", "session", *FRONT},
    "model": {"syntax", "messages", "commands", "session", *FRONT},
    "messages": {"syntax", "commands", "session", *FRONT},
    "commands": {"session", *FRONT},
}
# third-party library -> the areas allowed to import it (lark: the shared table builder
# and lark's own parser in console/, and a system's syntax)
ONLY_IN = {"lark": {"syntax", "console.parser", "console.tables"}, "prompt_toolkit": {"shell"},
           "rich": {"shell"}}


def module_area(module: str) -> str:
    """zconsole.systems.zos.model.x -> model; zconsole.console.session -> session;
    zconsole.console.lalr -> console.lalr; zconsole.shell.app -> shell."""
    parts = module.split(".")
    if len(parts) > 3 and parts[1] == "systems":
        return parts[3]
    if module == SESSION:
        return "session"
    if len(parts) > 2 and parts[1] == "console":
        return f"console.{parts[2]}"
    return parts[1] if len(parts) > 1 else parts[0]


def imported_modules(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


SOURCES = sorted(PACKAGE.rglob("*.py"))


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in SOURCES}


def imports_of(path: Path) -> set[tuple[str, str]]:
    """(module, name) for every import in the file, wherever it stands (module level,
    inside a function, under TYPE_CHECKING); name is "" for ``import module``."""
    found: set[tuple[str, str]] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update((alias.name, "") for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.update((node.module, alias.name) for alias in node.names)
    return found


def targets(path: Path) -> set[str]:
    """The package's modules a file imports (``from pkg import module`` names the module)."""
    found = set()
    for module, name in imports_of(path):
        if f"{module}.{name}" in MODULES:
            found.add(f"{module}.{name}")
        elif module in MODULES:
            found.add(module)
    found.discard(module_name(path))
    return found


GRAPH = {module_name(path): targets(path) for path in SOURCES}

# --- Rooms of the model (HOUSE-STYLE): the imports that must never exist ---------------
MODEL = "zconsole.systems.zos.model"
ROOMS = ("core", "paging", "io", "system", "living", "jes2",  # below the Machine aggregate
         "smf",  # SMF beside living, known to it by a Protocol
         "consoles")  # the consoles room
# room -> the other rooms it may import
ROOM_MAY_IMPORT = {"core": set(), "paging": {"core"}, "io": {"core"}, "system": {"core"},
                   "living": {"core", "paging", "io"}, "jes2": {"core", "paging", "io", "living"},
                   "smf": {"core", "living", "system"}, "consoles": {"core"}}
ABOVE_ROOMS = ("machine", "ipl", "pagedel", "loading", "state")


def model_part(module: str) -> str | None:
    """core, paging, ..., machine, loading, state: the part of the model a module is in."""
    if not module.startswith(MODEL + "."):
        return None
    return module.split(".")[4]


MODEL_MODULES = sorted(m for m in MODULES if model_part(m) is not None)


@pytest.mark.parametrize("module", [m for m in MODEL_MODULES if model_part(m) in ROOMS])
def test_a_room_imports_only_the_rooms_below_it(module: str) -> None:
    """Rules 1 and 2: no room imports the aggregate, ipl, pagedel, loading or state; core
    imports nothing of the model; io, system and paging only core; living core and paging
    (and io). What a room needs of the machine it names as a Protocol of its own."""
    room = model_part(module)
    assert room is not None
    for target in GRAPH[module]:
        other = model_part(target)
        if other is None or other == room:
            continue
        assert other not in ABOVE_ROOMS, f"{module} imports {target}"
        assert other in ROOM_MAY_IMPORT[room], f"{module} ({room}) imports {target} ({other})"


def test_the_machine_imports_the_rooms_only() -> None:
    """Rule 3: machine.py composes the rooms; code that needs a machine built asks loading.
    One step over the whole machine is its own: a PAGEDEL's slot moves, which its settle
    (the one door time passes through) runs while one is in progress; pagedel.py knows
    the machine by a Protocol, so no circle."""
    for target in GRAPH[f"{MODEL}.machine"]:
        other = model_part(target)
        if other is not None:
            assert other in ROOMS or target == f"{MODEL}.pagedel", f"machine.py imports {target}"


@pytest.mark.parametrize("module", [m for m in MODEL_MODULES if model_part(m) == "loading"])
def test_loading_never_imports_state(module: str) -> None:
    """Rule 4: loading builds machines; state saves and restores them (and may use loading)."""
    for target in GRAPH[module]:
        assert model_part(target) != "state", f"{module} imports {target}"


def test_only_loading_and_state_parse_machine_and_state_files() -> None:
    """Rule 4's other half: TOML machine files are read in loading/, JSON state in state/."""
    for module in MODEL_MODULES:
        names = {imported for imported, _ in imports_of(MODULES[module])}
        if "tomllib" in names:
            assert model_part(module) == "loading", f"{module} reads TOML"
        if "json" in names:
            assert model_part(module) == "state", f"{module} reads or writes JSON"


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_private_name_is_imported_across_modules(path: Path) -> None:
    """Rule 5: ``_name`` belongs to its module (dunders such as __version__ are public)."""
    for module, name in imports_of(path):
        if module.split(".")[0] == "zconsole" and name.startswith("_") and not name.startswith("__"):
            raise AssertionError(f"{module_name(path)} imports {module}.{name}")


def test_nothing_in_the_package_imports_the_test_helpers() -> None:
    """zconsole.systems.zos.testing serves tests and bench only."""
    for module, targets_of in GRAPH.items():
        assert "zconsole.systems.zos.testing" not in targets_of, f"{module} imports z/OS's testing helpers"


def test_the_package_has_no_import_cycle() -> None:
    """Every import counts (module level, in a function, under TYPE_CHECKING): a cycle that
    only lazy imports hide is still a knot a reader has to untie."""
    state: dict[str, int] = {}  # 1: on the path being walked, 2: done
    path: list[str] = []

    def walk(module: str) -> None:
        state[module] = 1
        path.append(module)
        for target in sorted(GRAPH[module]):
            if state.get(target) == 1:
                cycle = [*path[path.index(target):], target]
                raise AssertionError("import cycle: " + " -> ".join(cycle))
            if target not in state:
                walk(target)
        path.pop()
        state[module] = 2

    for module in sorted(GRAPH):
        if module not in state:
            walk(module)


def test_the_cycle_check_can_fail() -> None:
    """The walk above finds a cycle when there is one (a made-up two-module graph)."""
    saved = dict(GRAPH)
    try:
        GRAPH["zconsole.a_test_only"] = {"zconsole.b_test_only"}
        GRAPH["zconsole.b_test_only"] = {"zconsole.a_test_only"}
        with pytest.raises(AssertionError, match="import cycle"):
            test_the_package_has_no_import_cycle()
    finally:
        GRAPH.clear()
        GRAPH.update(saved)


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_one_way(path: Path) -> None:
    mine = module_area(module_name(path))
    for module in imported_modules(path):
        parts = module.split(".")
        if parts[0] == "zconsole" and len(parts) > 1:
            theirs = module_area(module)
            assert theirs not in FORBIDDEN.get(mine, set()), f"{mine} imports {module}"
        if parts[0] in ONLY_IN:
            assert mine in ONLY_IN[parts[0]], f"{path.name} imports {parts[0]}"


def test_every_module_has_a_docstring() -> None:
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert ast.get_docstring(tree), f"{path} has no module docstring"


def test_one_shot_path_imports_no_ui_or_file_libraries() -> None:
    # The first run with an empty cache builds the grammar's tables (with lark); time the next.
    subprocess.run([sys.executable, "-m", "zconsole", "-c", "D ASM"], capture_output=True, check=True)
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "zconsole", "-c", "D ASM", "-c", "D M=SCM(DETAIL)",
         "-c", "CF SCM(16G),ONLINE", "-c", "D ASM,PLAP"],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 1  # the last line is refused, on purpose
    loaded = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    # lark and argparse each cost more than the command itself (the grammar's tables are
    # cached; a plain -c line is read by cli.quick_args). attrs, and the typing it imports,
    # are allowed: every class is declared with attrs, and the floor the one-shot run is
    # measured against (python -c "import lark, attrs") pays for them too (docs/architecture.md).
    heavy_modules = ("prompt_toolkit", "rich", "tomllib", "pathlib", "zconsole.systems.zos.model.io.channels",
                     "starlette", "uvicorn", "lark", "argparse")
    for heavy in heavy_modules:
        assert heavy not in loaded, f"`zconsole -c \"D ASM\"` imports {heavy}"


def test_one_shot_path_builds_no_living_machine() -> None:
    """D ASM needs page data sets only: procedures and address spaces are built on demand."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "zconsole", "-c", "D ASM"],
        capture_output=True, text=True, check=True,
    )
    loaded = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    for module in ("zconsole.systems.zos.model.living.workload", "zconsole.systems.zos.model.living.engine",
                   "zconsole.systems.zos.model.living.default_work",
                   "zconsole.systems.zos.model.living.notices" ):
        assert module not in loaded, f"`zconsole -c \"D ASM\"` imports {module}"


def test_jes2_loads_only_when_a_command_needs_it() -> None:
    """Issue 26: D ASM builds no JES2 and reads no `$` grammar; a `$` command does both."""
    def loaded_by(command: str) -> set[str]:
        done = subprocess.run([sys.executable, "-X", "importtime", "-m", "zconsole", "-c", command],
                              capture_output=True, text=True, check=True)
        return {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}

    jes2 = {"zconsole.systems.zos.model.jes2.hooks", "zconsole.systems.zos.model.jes2.queue",
            "zconsole.systems.zos.syntax.jes2_parse",
            "zconsole.systems.zos.messages.jes2"}
    assert not jes2 & loaded_by("D ASM")
    assert jes2 <= loaded_by("$D I")


# --- the `$` commands run JES2's grammar as cached tables, no lark ---
@pytest.mark.parametrize(("command", "answer"), [("$DA", "$HASP612 "), ("$D I", "$HASP892 ")])
def test_jes2_commands_import_no_lark_on_a_warm_cache(command: str, answer: str) -> None:
    """`$DA` and `$D I` parse with JES2's tables (tables.py, lalr.py): lark compiles them
    on the first run with an empty cache, and is not imported after that."""
    argv = [sys.executable, "-X", "importtime", "-m", "zconsole", "-c", command]
    subprocess.run(argv[:1] + argv[3:], capture_output=True, check=True)  # warm the caches
    done = subprocess.run(argv, capture_output=True, text=True, check=True)
    assert done.stdout.startswith(answer)
    loaded = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    assert "zconsole.systems.zos.syntax.jes2_parse" in loaded  # JES2's grammar did parse the line
    lark_modules = {m for m in loaded if m == "lark" or m.startswith("lark.")}
    assert not lark_modules, f"`zconsole -c {command!r}` imports lark"


@pytest.mark.parametrize("command", ["CF CHP(41),OFFLINE", "D M=DEV"])
def test_large_machine_io_commands_stay_lean(command: str) -> None:
    """The I/O commands on the 65,280-device machine load no heavy library either (nor
    bisect, whose shared library costs more to load than the search it would do)."""
    argv = [sys.executable, "-X", "importtime", "-m", "zconsole", "--machine", "large", "-c", command]
    subprocess.run(argv[:1] + argv[3:], capture_output=True, check=True)  # warm the caches
    done = subprocess.run(argv, capture_output=True, text=True, check=True)
    loaded = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    for module in ("lark", "argparse", "tomllib", "pathlib", "bisect", "tempfile",
                   "zconsole.systems.zos.model.living.workload", "zconsole.systems.zos.model.living.engine"):
        assert module not in loaded, f"`zconsole --machine large -c {command!r}` imports {module}"


# --- notices are imported where an event speaks --------------------
NOTICES = ("zconsole.systems.zos.model.living.notices", "zconsole.systems.zos.model.smf.notices",
           "zconsole.systems.zos.model.jes2.notices",
           "zconsole.systems.zos.model.living.dump_notices")


def _loaded_by(command: str) -> set[str]:
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "zconsole", "-c", command],
                          capture_output=True, text=True, check=True)
    return {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}


def test_a_display_of_the_living_machine_imports_no_notices() -> None:
    """D A,L builds the living machine but nothing in it speaks: none of the notices'
    classes (40 of them) are built; S CICS1 says IEF695I and $HASP100, so it does."""
    loaded = _loaded_by("D A,L")
    assert "zconsole.systems.zos.model.living.engine" in loaded  # the living machine was built
    for module in NOTICES:
        assert module not in loaded, f"`zconsole -c \"D A,L\"` imports {module}"
    assert "zconsole.systems.zos.model.living.notices" in _loaded_by("S CICS1")


def test_a_device_display_imports_only_its_own_classes() -> None:
    """D M=DEV(dddd) reads the release and no other system fact, and renders one device's
    block: facts.py (nine classes) and the grid, CHP and CU messages stay unimported."""
    loaded = _loaded_by("D M=DEV(02E6)")
    assert "zconsole.systems.zos.model.system.release_forms" in loaded  # CONNECTION SECURITY's release
    for module in ("zconsole.systems.zos.model.system.facts", "zconsole.systems.zos.messages.io_grids"):
        assert module not in loaded, f"`zconsole -c \"D M=DEV(02E6)\"` imports {module}"
    assert "zconsole.systems.zos.messages.io_grids" in _loaded_by("D M=CHP")


@pytest.mark.parametrize("command", ["D U", "D IPLINFO"])
def test_everyday_displays_make_no_system_configuration(command: str) -> None:
    """The symbols, parmlib, WLM, GRS ... (model/system/config.py) are made on first use:
    D U and D IPLINFO print none of them; D SYMBOLS does."""
    assert "zconsole.systems.zos.model.system.config" not in _loaded_by(command)
    assert "zconsole.systems.zos.model.system.config" in _loaded_by("D SYMBOLS")


def test_d_asm_builds_no_scm_notices() -> None:
    """D ASM shows SCM's row; what SCM says when drains finish (scm_notices.py) waits for
    a CONFIG SCM OFFLINE."""
    assert "zconsole.systems.zos.model.paging.scm_notices" not in _loaded_by("D ASM")
