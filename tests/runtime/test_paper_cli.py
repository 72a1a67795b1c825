"""`paper`: usage and game errors are one line and an exit code; `paper shot`
writes a PNG of the table after the given moves."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from runtime import cli
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[2]
ACES = ROOT / "tests" / "runtime" / "ui" / "fixtures" / "aces_up.py"


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("PAPER_CONFIG_DIR", str(tmp_path / "cfg"))


@pytest.mark.parametrize(
    ("argv", "code", "says"),
    [
        (["shot", "no_such_game", "-o", "x.png"], 1, "no game with id 'no_such_game'"),
        (["play", "no_such_game"], 1, "no game with id"),
        (["shot", str(ACES), "--seed", "minus", "-o", "x.png"], 2, "seed must be a whole number"),
        (["shot", str(ACES), "--size", "big", "-o", "x.png"], 2, "WIDTHxHEIGHT"),
        (["shot", str(ACES), "-o", "x.jpg"], 2, "must be a .png"),
        (["--plugins", "/no/such/folder"], 1, "not a folder"),
        (["dance"], 2, "invalid choice"),
    ],
)
def test_errors_are_one_clear_line(argv, code, says, capsys):
    assert cli.main(argv) == code
    err = capsys.readouterr().err
    assert says in err and "Traceback" not in err


def test_a_moves_file_that_does_not_play_names_its_line(tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("deal\nfly to the moon\n")
    session = Session.open(str(ACES), seed=3)
    with pytest.raises(cli.UserError, match=r"moves.txt:2: 'fly to the moon' is not a move"):
        cli.play_moves(session, moves)
    assert session.move_count == 1


def test_plugins_folder_is_remembered(tmp_path, capsys):
    assert (
        cli.main(
            [
                "--plugins",
                str(ACES.parent),
                "shot",
                "aces_up",
                "--launcher",
                "-o",
                str(tmp_path / "nowhere" / "x.png"),
            ]
        )
        == 1
    )
    saved = json.loads((tmp_path / "cfg" / "settings.json").read_text())
    assert saved["plugin_folders"] == [str(ACES.parent.resolve())]


def test_shot_draws_the_table_after_the_moves(tmp_path):
    session = Session.open(str(ACES), seed=3)
    session.click("stock")
    moves = tmp_path / "moves.json"
    moves.write_text(json.dumps([m.to_json() for m in session.history()]))
    out = tmp_path / "table.png"
    env = {**os.environ, "ARCADE_HEADLESS": "1", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "runtime.cli",
            "shot",
            str(ACES),
            "--seed",
            "3",
            "--moves",
            str(moves),
            "--size",
            "640x400",
            "-o",
            str(out),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    from PIL import Image

    image = Image.open(out)
    assert image.size == (640, 400)
    assert len(set(image.getdata())) > 50  # cards, felt and text, not a blank frame
