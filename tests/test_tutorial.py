"""The tutorial is real: from an empty file to a tested plugin, each step
is done here as the page says, and its output compared with the page's."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from paperc.cli import main
from runtime import Session

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = (ROOT / "docs" / "tutorial.md").read_text(encoding="utf-8")
EXAMPLE = ROOT / "docs" / "examples" / "sweep.pl"


def shown(start: str) -> str:
    """The ```text block of the tutorial that starts with `start`."""
    found = re.search(r"```text\n(" + re.escape(start) + r".*?)```", TUTORIAL, re.S)
    assert found, f"the tutorial shows no output starting {start!r}"
    return found.group(1).strip()


@pytest.fixture
def mygames(tmp_path, monkeypatch):
    """A reader's checkout: the commands run in it, the games in mygames/."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mygames").mkdir()
    return tmp_path / "mygames"


def test_the_tutorial_shows_the_example_verbatim():
    assert EXAMPLE.read_text(encoding="utf-8").strip() in TUTORIAL


def test_the_empty_file_is_checked_as_shown(mygames, capsys):
    (mygames / "sweep.pl").write_text("", encoding="utf-8")
    assert main(["--check", "mygames/sweep.pl"]) == 1
    assert capsys.readouterr().err.strip() == shown("mygames/sweep.pl:1:1:")
    assert main(["--explain", "P005"]) == 0
    assert "Wrong" in capsys.readouterr().out


def test_the_mistake_is_reported_as_shown(mygames, capsys):
    source = EXAMPLE.read_text(encoding="utf-8").replace(
        "pick waste /> foundations", "pick waste /> foundation"
    )
    (mygames / "sweep.pl").write_text(source, encoding="utf-8")
    assert main(["mygames/sweep.pl", "-o", "mygames/plugins"]) == 1
    assert capsys.readouterr().err.strip() == shown("mygames/sweep.pl:14:")
    assert not (mygames / "plugins" / "sweep.py").exists()


def test_the_compiled_game_prints_the_line_shown(mygames, capsys):
    (mygames / "sweep.pl").write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["mygames/sweep.pl", "-o", "mygames/plugins"]) == 0
    line = capsys.readouterr().out.strip()
    assert line == "mygames/sweep.pl -> mygames/plugins/sweep.py"
    assert f"`{line}`" in TUTORIAL
    assert "paperc --watch mygames -o mygames/plugins" in TUTORIAL
    assert Session.open("mygames/plugins/sweep.py", seed=1).title == "Sweep"


def test_the_tutorial_tests_pass_under_pytest(mygames):
    code = re.search(r"```python pytest\n(.*?)```", TUTORIAL, re.S).group(1)
    (mygames / "sweep.pl").write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    (mygames / "test_sweep.py").write_text(code, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "ARCADE_HEADLESS": "1"}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "mygames/test_sweep.py"],
        cwd=mygames.parent,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2 passed" in result.stdout


def test_the_game_is_won_through_session():
    s = Session.open(str(EXAMPLE), seed=4)
    assert s.title == "Sweep"
    while s.status == "playing":
        moves = s.moves()
        home = [m for m in moves if m.target and m.target.startswith("foundations")]
        s.play((home or moves)[0])
    assert s.status == "won"
