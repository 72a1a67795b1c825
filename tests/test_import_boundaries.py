"""The arrows of docs/architecture.md: the runtime core loads no arcade, the IR
no parser or templates, a plugin only the public runtime API, and the
compiler of the runtime only its card tables (docs/runtime.md, "What the
compiler may import")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def modules_after(statement: str) -> set[str]:
    script = f"import sys\n{statement}\nprint('\\n'.join(sorted(sys.modules)))"
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True
    )
    return set(result.stdout.split())


def loaded_after(statement: str) -> set[str]:
    return {name.split(".")[0] for name in modules_after(statement)}


CARD_TABLES = {"runtime", "runtime.engine", "runtime.engine.cards"}
# and the one "did you mean" (runtime/engine/names.py), which needs only
# difflib, and the one safe file reader (runtime/engine/files.py)
COMPILER_MAY_LOAD = CARD_TABLES | {"runtime.engine.names", "runtime.engine.files"}


@pytest.mark.parametrize(
    ("statement", "forbidden"),
    [
        ("import runtime.session", {"arcade", "pyglet", "paperc", "tatsu", "jinja2"}),
        ("import runtime.paperlang", {"arcade", "pyglet", "paperc", "tatsu", "jinja2"}),
        ("import paperc.ir", {"tatsu", "jinja2", "runtime", "arcade"}),
    ],
)
def test_import_boundaries(statement, forbidden):
    assert not loaded_after(statement) & forbidden


def test_a_paperlang_plugin_loads_without_the_compiler():
    statement = (
        "from runtime.session import Session\nSession.open('plugins/accordion.py', seed=1).moves()"
    )
    assert not loaded_after(statement) & {"arcade", "paperc", "tatsu", "jinja2"}


def test_the_card_tables_load_nothing_else():
    loaded = modules_after("import runtime.engine.cards") - modules_after("pass")
    assert {name for name in loaded if name.split(".")[0] not in ("typing", "_typing")} == (
        CARD_TABLES | {"collections.abc"}
    )


def test_did_you_mean_loads_only_difflib_of_the_runtime():
    loaded = modules_after("import runtime.engine.names")
    assert {name for name in loaded if name.startswith("runtime")} == {
        "runtime",
        "runtime.engine",
        "runtime.engine.names",
    }


@pytest.mark.parametrize("source", ["games_src/klondike.pl", "games_src/cws_klondike.cdl"])
def test_the_compiler_loads_only_the_card_tables_of_the_runtime(source):
    statement = f"import paperc\npaperc.compile_file_to_source({source!r})"
    loaded = {name for name in modules_after(statement) if name.startswith("runtime")}
    assert CARD_TABLES <= loaded <= COMPILER_MAY_LOAD


# The general engine (docs/fast-path-gaps.md, "The plan for removing the
# general engine"): paperc's `general` build of a game runs on these alone,
# and the differential tests compare against it. Nothing else of the
# runtime, and no bundled plugin, imports them, even indirectly: removing
# the general engine deletes exactly these modules.
GENERAL_ENGINE = {
    "runtime.engine.paperlang.copies",
    "runtime.engine.paperlang.core",
    "runtime.engine.paperlang.faces",
    "runtime.engine.paperlang.game",
    "runtime.engine.paperlang.memory",
    "runtime.engine.paperlang.runtime",
    "runtime.engine.paperlang.select",
    "runtime.engine.paperlang.selectors",
    "runtime.engine.paperlang.sweep",
    "runtime.engine.paperlang.transfer",
    "runtime.engine.paperlang.where_refusals",
    "runtime.engine.paperlang.world",
    "runtime.paperlang_general",
}


def general_engine_reached() -> dict[str, list[str]]:
    """Each module of the runtime and of plugins/ (the general engine's own
    aside) that imports a module of `GENERAL_ENGINE`, wherever the import
    stands (inside a function too), directly or through others: the path."""
    from tests.runtime.test_engine_chain import import_graph  # (a test helper)

    files = sorted((ROOT / "runtime").rglob("*.py")) + sorted((ROOT / "plugins").glob("*.py"))
    graph = import_graph(files, ROOT)
    reached: dict[str, list[str]] = {}
    for start in sorted(set(graph) - GENERAL_ENGINE):
        seen, todo = {start: [start]}, [start]
        while todo:
            name = todo.pop()
            for other in sorted(graph.get(name, ())):
                if other not in seen:
                    seen[other] = seen[name] + [other]
                    todo.append(other)
        found = sorted(set(seen) & GENERAL_ENGINE)
        if found:
            reached[start] = seen[found[0]]
    return reached


def test_the_general_engine_modules_exist():
    names = {
        ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for path in (ROOT / "runtime").rglob("*.py")
    }
    assert GENERAL_ENGINE <= names, "a module of the list is gone: remove it from the list"


def test_nothing_but_the_general_engine_imports_it():
    assert general_engine_reached() == {}


def test_a_session_the_ui_and_the_plugins_load_no_general_engine_module():
    statement = (
        "import os\nos.environ['ARCADE_HEADLESS'] = '1'\n"
        "import runtime.pytest_plugin, runtime.ui.app\n"
        "from runtime.session import Session\n"
        "from runtime.registry import Registry, plugin_files\n"
        "registry = Registry()\n"
        "for path in plugin_files(__import__('pathlib').Path('plugins')):\n"
        "    registry.add_file(path)\n"
        "assert len(registry.games) > 70 and not registry.errors\n"
        "for entry in registry.games.values():\n"
        "    session = Session(entry.rules(), 1)\n"
        "    session.moves()\n"
        "    if session.moves():\n"
        "        session.play(session.moves()[0])\n"
        "        session.undo()\n"
    )
    assert not modules_after(statement) & GENERAL_ENGINE
