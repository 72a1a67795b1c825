"""The paperc command: exit codes and messages, never a traceback."""

from __future__ import annotations

import subprocess
import sys

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
