"""Plugins fail alone, slow ones too: a plugin that never finishes its import
is reported by file name after `registry.import_seconds()`, and whoever
asked (Session.open, `paper shot`, the launcher) carries on; an unknown id
says "no game with id" without hanging."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from runtime import Session, SessionError, registry

ROOT = Path(__file__).resolve().parents[2]

# sleeps rather than spins: the thread left behind costs the test run no CPU
SLOW = """\
# paper-game: {"id": "slow", "language": "python", "title": "Slow"}
import time

time.sleep(40)
"""
SPINS = """\
# paper-game: {"id": "spins", "language": "python", "title": "Spins"}
while True:
    pass
"""


@pytest.fixture
def slow_folder(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("PAPER_IMPORT_SECONDS", "1")
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "slow.py").write_text(SLOW, encoding="utf-8")
    (folder / "golf.py").write_text((ROOT / "plugins" / "golf.py").read_text("utf-8"), "utf-8")
    return folder


def test_a_plugin_that_hangs_at_import_is_reported_by_name(slow_folder):
    start = time.monotonic()
    with pytest.raises(registry.PluginError, match=r"slow\.py: still importing after 1 s"):
        registry.import_plugin(slow_folder / "slow.py")
    with pytest.raises(registry.PluginError, match="still importing"):
        registry.import_plugin(slow_folder / "slow.py")  # not waited for twice
    assert time.monotonic() - start < 15


def test_an_unknown_id_says_so_without_hanging(slow_folder, monkeypatch):
    start = time.monotonic()
    with pytest.raises(SessionError, match="no game with id 'nosuch'"):
        Session.open("nosuch", plugins=[slow_folder])
    assert time.monotonic() - start < 30
    # the other plugins of the folder still load (given the time a loaded
    # machine may take to import one: the hanging one is not waited for again)
    monkeypatch.setenv("PAPER_IMPORT_SECONDS", "60")
    assert Session.open("golf", plugins=[slow_folder], seed=1).title == "Golf"


def test_paper_shot_of_an_unknown_id_says_so_past_a_spinning_plugin(tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "spins.py").write_text(SPINS, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "runtime.cli", "shot", "nosuch", "--plugins", str(folder)]
        + ["-o", str(tmp_path / "out.png")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        env={**os.environ, "PAPER_IMPORT_SECONDS": "1"},
    )
    assert result.returncode == 1, result.stderr
    assert "no game with id 'nosuch'" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("value", ["0", "-3", "nan", "inf", "soon"])
def test_a_bad_time_limit_falls_back_to_the_default(monkeypatch, value):
    monkeypatch.setenv("PAPER_IMPORT_SECONDS", value)
    assert registry.import_seconds() == registry.IMPORT_SECONDS
