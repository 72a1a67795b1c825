"""The tutorial's game and its tests are real: compile, play and check them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from paperc import CompileError, compile_file, compile_source
from runtime import Session

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = (ROOT / "docs" / "tutorial.md").read_text(encoding="utf-8")
EXAMPLE = ROOT / "docs" / "examples" / "sweep.pl"


def test_the_tutorial_shows_the_example_verbatim():
    assert EXAMPLE.read_text(encoding="utf-8").strip() in TUTORIAL


@pytest.fixture(scope="module")
def plugin_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("my-games")
    compile_file(EXAMPLE, out)
    return out


def test_the_tutorial_tests_pass(plugin_dir, monkeypatch):
    code = re.search(r"```python\n(.*?)```", TUTORIAL[TUTORIAL.index("## 4.") :], re.S).group(1)
    monkeypatch.chdir(plugin_dir.parent)
    (plugin_dir.parent / "my-games").mkdir(exist_ok=True)
    (plugin_dir.parent / "my-games" / "sweep.py").write_text((plugin_dir / "sweep.py").read_text())
    namespace: dict = {}
    exec(compile(code, "tutorial.md", "exec"), namespace)
    tests = [f for name, f in namespace.items() if name.startswith("test_")]
    assert len(tests) == 2
    for test in tests:
        test()


def test_the_tutorial_error_is_what_paperc_says():
    source = EXAMPLE.read_text(encoding="utf-8").replace(
        "pick waste /> foundations", "pick waste /> foundation"
    )
    with pytest.raises(CompileError) as exc:
        compile_source(source, "docs/examples/sweep.pl")
    shown = re.search(r"```text\n(docs/examples/sweep.pl:14.*?)```", TUTORIAL, re.S).group(1)
    assert exc.value.render().strip() == shown.strip()


def test_the_game_is_won_through_session():
    s = Session.open(str(EXAMPLE), seed=4)
    assert s.title == "Sweep"
    while s.status == "playing":
        moves = s.moves()
        home = [m for m in moves if m.target and m.target.startswith("foundations")]
        s.play((home or moves)[0])
    assert s.status == "won"
