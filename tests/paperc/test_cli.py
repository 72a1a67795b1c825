"""The paperc command: exit codes and messages, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from paperc.cli import main


def run(*args, cwd=None):
    return subprocess.run(
        [sys.executable, "-m", "paperc.cli", *args], capture_output=True, text=True, cwd=cwd
    )


def test_no_arguments_is_usage_error(capsys):
    with pytest.raises(SystemExit) as exc:
        main([])
    assert exc.value.code == 2
    assert "usage: paperc" in capsys.readouterr().err


def test_unknown_extension_is_usage_error(tmp_path, capsys):
    (tmp_path / "x.txt").write_text("hello")
    assert main([str(tmp_path / "x.txt")]) == 2
    assert "not a .pl or .cdl source" in capsys.readouterr().err


def test_missing_file_is_an_error(tmp_path, capsys):
    assert main([str(tmp_path / "nope.pl"), "-o", str(tmp_path)]) == 1
    assert "no such file" in capsys.readouterr().err


def test_non_utf8_source_names_the_place(tmp_path):
    src = tmp_path / "bad.pl"
    src.write_bytes(b"game x start\n  \xff\xfe\nend\n")
    result = run(str(src), "-o", str(tmp_path / "out"))
    assert result.returncode == 1
    assert "bad.pl:2:3: error: this file is not UTF-8 text [E003]" in result.stderr
    assert "Traceback" not in result.stderr


ROOT = Path(__file__).resolve().parents[2]


def test_a_name_the_terminal_cannot_print_is_escaped(tmp_path):
    src = tmp_path / "accordé.pl"
    src.write_text((ROOT / "games_src" / "accordion.pl").read_text(encoding="utf-8"), "utf-8")
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    result = subprocess.run(
        [sys.executable, "-m", "paperc.cli", str(src), "-o", str(tmp_path / "out")],
        capture_output=True,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert b"Traceback" not in result.stderr
    assert b"accord\\xe9.pl -> " in result.stdout
    assert (tmp_path / "out" / "accorde.py").is_file()  # paperc.ids: the accent drops


def test_a_failing_source_with_such_a_name_is_escaped_too(tmp_path):
    src = tmp_path / "jeu_é.pl"
    src.write_text("game x start\n  int é\nend\n", encoding="utf-8")
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    result = subprocess.run(
        [sys.executable, "-m", "paperc.cli", str(src), "-o", str(tmp_path / "out")],
        capture_output=True,
        env=env,
    )
    assert result.returncode == 1
    assert b"Traceback" not in result.stderr
    assert b"jeu_\\xe9.pl:2:" in result.stderr


def test_output_that_is_a_file_is_a_usage_error(tmp_path):
    taken = tmp_path / "plugins.txt"
    taken.write_text("mine", encoding="utf-8")
    result = run(str(ROOT / "games_src" / "accordion.pl"), "-o", str(taken))
    assert result.returncode == 2
    assert f"-o {taken}: this is a file, not a folder" in result.stderr
    assert "Traceback" not in result.stderr
    assert taken.read_text(encoding="utf-8") == "mine"


def test_output_below_a_file_names_the_path(tmp_path):
    (tmp_path / "taken").write_text("mine", encoding="utf-8")
    result = run(str(ROOT / "games_src" / "accordion.pl"), "-o", str(tmp_path / "taken" / "sub"))
    assert result.returncode == 1
    assert str(tmp_path / "taken") in result.stderr
    assert "Traceback" not in result.stderr


def test_module_does_not_depend_on_where_paperc_ran(tmp_path):
    src_dir = tmp_path / "src"
    src_dir.mkdir()
    src = src_dir / "accordion.pl"
    src.write_text((ROOT / "games_src" / "accordion.pl").read_text(encoding="utf-8"), "utf-8")
    outputs = []
    for number, (cwd, arg) in enumerate(
        [(tmp_path / "a", str(src)), (tmp_path / "b", "../src/accordion.pl"), (ROOT, str(src))]
    ):
        cwd.mkdir(exist_ok=True)
        out = tmp_path / f"out{number}"
        result = run(arg, "-o", str(out), cwd=cwd)
        assert result.returncode == 0, result.stderr
        outputs.append((out / "accordion.py").read_bytes())
    assert outputs[0] == outputs[1] == outputs[2]
    assert str(tmp_path).encode() not in outputs[0]
    assert b'source = "accordion.pl"' in outputs[0]


def test_module_keeps_the_path_under_the_current_folder(tmp_path):
    (tmp_path / "games").mkdir()
    src = tmp_path / "games" / "accordion.pl"
    src.write_text((ROOT / "games_src" / "accordion.pl").read_text(encoding="utf-8"), "utf-8")
    result = run(str(src), "-o", str(tmp_path / "out"), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    text = (tmp_path / "out" / "accordion.py").read_text(encoding="utf-8")
    assert 'source = "games/accordion.pl"' in text
    assert str(tmp_path) not in text
