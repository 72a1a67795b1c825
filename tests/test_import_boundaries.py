"""The arrows of ARCHITECTURE.md: the runtime core loads no arcade, the IR
no parser or templates, and a plugin only the public runtime API."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def loaded_after(statement: str) -> set[str]:
    script = f"import sys\n{statement}\nprint('\\n'.join(sorted(sys.modules)))"
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True
    )
    return {name.split(".")[0] for name in result.stdout.split()}


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
