"""paperc's other modes: --check, --emit ir and --watch, on real sources."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from paperc.cli import main

ROOT = Path(__file__).resolve().parents[2]
GOLF = (ROOT / "games_src" / "golf.pl").read_text(encoding="utf-8")
BROKEN = GOLF.replace("game Golf start", "game Golf start\n  int x = \n", 1)


def test_check_reports_nothing_and_writes_nothing_for_a_good_source(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "golf.pl").write_text(GOLF, encoding="utf-8")
    assert main(["--check", "golf.pl", "-o", "out"]) == 0
    assert not (tmp_path / "out").exists()
    assert not (tmp_path / "plugins").exists()
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == ""


def test_check_reports_diagnostics_and_exits_1(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "golf.pl").write_text(GOLF, encoding="utf-8")
    (tmp_path / "bad.pl").write_text(BROKEN, encoding="utf-8")
    (tmp_path / "other_golf.cdl").write_text(
        (ROOT / "games_src" / "cws_golf.cdl").read_text(encoding="utf-8"), encoding="utf-8"
    )
    assert main(["--check", "golf.pl", "bad.pl", "other_golf.cdl"]) == 1
    err = capsys.readouterr().err
    assert re.search(r"^bad\.pl:\d+:\d+: error: .* \[P014\]$", err, re.M), err
    assert "bad.pl: 1 error" in err
    assert "golf.pl" not in err
    assert not (tmp_path / "plugins").exists()


def test_check_and_emit_ignore_an_output_that_is_a_file(tmp_path, capsys):
    (tmp_path / "golf.pl").write_text(GOLF, encoding="utf-8")
    (tmp_path / "file").write_text("x")
    assert main(["--check", str(tmp_path / "golf.pl"), "-o", str(tmp_path / "file")]) == 0


@pytest.mark.parametrize("source", ["golf.pl", "cws_golf.cdl"])
def test_emit_ir_prints_the_ir_deterministically(source, capsys):
    path = str(ROOT / "games_src" / source)
    assert main(["--emit", "ir", path]) == 0
    first = capsys.readouterr().out
    assert first.startswith("Game\n")
    assert "  game_id: " in first and "  program: " in first
    assert "source_text" not in first
    assert main(["--emit", "ir", path]) == 0
    assert capsys.readouterr().out == first


def test_emit_ir_of_a_broken_source_shows_its_diagnostics(tmp_path, capsys):
    (tmp_path / "bad.pl").write_text(BROKEN, encoding="utf-8")
    assert main(["--emit", "ir", str(tmp_path / "bad.pl")]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "[P014]" in captured.err


def test_emit_takes_one_source(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--emit", "ir", "a.pl", "b.pl"])
    assert exc.value.code == 2
    assert "exactly one source" in capsys.readouterr().err


def test_modes_do_not_mix(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--check", "--emit", "ir", "a.pl"])
    assert exc.value.code == 2


def test_watch_needs_folders(tmp_path, capsys):
    (tmp_path / "golf.pl").write_text(GOLF, encoding="utf-8")
    assert main(["--watch", str(tmp_path / "golf.pl")]) == 2
    assert "not one" in capsys.readouterr().err


def _reader(stream, lines: list[str]) -> threading.Thread:
    def read() -> None:
        for line in stream:
            lines.append(line.rstrip("\n"))

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    return thread


def _wait(condition, seconds: float = 120.0) -> bool:
    """Poll until `condition()`; the bound only ends a test that failed (a
    loaded machine takes twenty seconds to start paperc and compile)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process is POSIX here")
def test_watch_recompiles_on_a_change_and_ends_cleanly_on_ctrl_c(tmp_path, processes):
    games = tmp_path / "games"
    games.mkdir()
    source = games / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(ROOT)}
    proc = processes(
        [sys.executable, "-m", "paperc.cli", "--watch", "games", "-o", "plugins"],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    out: list[str] = []
    err: list[str] = []
    readers = [_reader(proc.stdout, out), _reader(proc.stderr, err)]
    try:
        assert _wait(lambda: "games/golf.pl -> plugins/golf.py" in out), (out, err)
        time.sleep(0.3)
        source.write_text(BROKEN, encoding="utf-8")
        # (the save is a truncate, then a write: on a loaded machine the
        # watcher may compile the empty file between the two, says so, and
        # compiles again once the text is there)
        broken = re.compile(r"games/golf\.pl:\d+:\d+: error: .*\[P014\]")
        assert _wait(lambda: any(broken.match(line) for line in err)), (out, err)
        assert _wait(lambda: "games/golf.pl: 1 error" in err[-1]), (out, err)
        source.write_text(GOLF.replace("game Golf start", "game Golfer start"), encoding="utf-8")
        assert _wait(lambda: out.count("games/golf.pl -> plugins/golf.py") == 2), (out, err)
        assert '"Golfer"' in (tmp_path / "plugins" / "golf.py").read_text(encoding="utf-8")
    finally:
        proc.send_signal(2)  # SIGINT, as Ctrl+C sends
        code = proc.wait(timeout=60)
        for reader in readers:
            reader.join(timeout=5)
    assert code == 0, err
    assert not any("Traceback" in line for line in err)
