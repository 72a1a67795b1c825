"""`paperc --watch`: a real watchdog observer on a real folder; changed
sources are compiled again, once each, and sources that `#use` a changed
file too."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from paperc import compile_file
from paperc.watch import Watcher, dependents, watch

ROOT = Path(__file__).resolve().parents[2]
GOLF = (ROOT / "games_src" / "golf.pl").read_text(encoding="utf-8")


def wait_for(condition, seconds: float = 60.0) -> bool:
    """Poll until `condition()`; the bound only ends a failed test (on a
    loaded machine the first compile alone may take ten seconds)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def test_a_changed_source_is_compiled_again(tmp_path):
    games, out = tmp_path / "games", tmp_path / "out"
    games.mkdir()
    source = games / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    compiled: list[Path] = []

    def compile_one(path: Path) -> None:
        compiled.append(path)
        compile_file(path, out)

    stop = threading.Event()
    thread = threading.Thread(target=watch, args=([games], compile_one, stop.is_set))
    thread.start()
    try:
        assert wait_for(lambda: (out / "golf.py").exists())
        assert len(compiled) == 1
        source.write_text(GOLF.replace("game Golf start", "game Golfer start"), encoding="utf-8")
        assert wait_for(lambda: '"Golfer"' in (out / "golf.py").read_text(encoding="utf-8"))
        assert wait_for(lambda: len(compiled) == 2)
        time.sleep(0.5)
        assert len(compiled) == 2  # one compile for one save
    finally:
        stop.set()
        thread.join(timeout=10)
    assert not thread.is_alive()


def test_an_included_file_recompiles_its_users(tmp_path):
    (tmp_path / "common.pl").write_text("int bonus = 1\n", encoding="utf-8")
    user = tmp_path / "user.pl"
    user.write_text('game User start\n  #use "common.pl"\nend\n', encoding="utf-8")
    other = tmp_path / "other.pl"
    other.write_text("game Other start\nend\n", encoding="utf-8")
    assert dependents(tmp_path / "common.pl", [user, other, tmp_path / "common.pl"]) == [user]
    assert dependents(user, [user, other]) == [user]


def test_the_watcher_ignores_other_files(tmp_path):
    seen: list[Path] = []
    watcher = Watcher([tmp_path], seen.append)
    watcher.start()
    try:
        (tmp_path / "notes.txt").write_text("hello", encoding="utf-8")
        (tmp_path / ".golf.pl.swp").write_text("x", encoding="utf-8")
        time.sleep(0.6)
    finally:
        watcher.stop()
    assert seen == []


def test_an_include_in_a_folder_below_recompiles_its_users_through_other_includes(tmp_path):
    (tmp_path / "include").mkdir()
    deep = tmp_path / "include" / "deep.pl"
    deep.write_text("int depth = 1\n", encoding="utf-8")
    part = tmp_path / "include" / "part.pl"
    part.write_text('#use "deep.pl"\nint width = 2\n', encoding="utf-8")
    user = tmp_path / "user.pl"
    user.write_text('game User start\n  #use "include/part.pl"\nend\n', encoding="utf-8")
    other = tmp_path / "other.pl"
    other.write_text("game Other start\nend\n", encoding="utf-8")
    sources = [deep, part, user, other]
    assert dependents(part, sources) == [user]
    assert dependents(deep, sources) == [user]  # through part.pl


def test_the_watcher_recompiles_the_game_when_its_include_below_changes(tmp_path):
    (tmp_path / "include").mkdir()
    part = tmp_path / "include" / "part.pl"
    part.write_text("int bonus = 1\n", encoding="utf-8")
    user = tmp_path / "user.pl"
    user.write_text('game User start\n  #use "include/part.pl"\nend\n', encoding="utf-8")
    seen: list[Path] = []
    watcher = Watcher([tmp_path], seen.append)
    watcher.start()
    try:
        time.sleep(0.1)
        part.write_text("int bonus = 2\n", encoding="utf-8")
        assert wait_for(lambda: seen == [user])
    finally:
        watcher.stop()
