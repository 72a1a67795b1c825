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
# difflib, the one safe file reader (runtime/engine/files.py) and the one
# sequence-pattern matcher (runtime/engine/patterns.py), which needs nothing
COMPILER_MAY_LOAD = CARD_TABLES | {
    "runtime.engine.names",
    "runtime.engine.files",
    "runtime.engine.patterns",
}


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
