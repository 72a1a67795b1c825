"""The compile cache and the watchers survive anything: they take a source's
includes from the compiler's own reading (every `#use` spelling it
accepts), never read a file the compiler would refuse (`/dev/zero`, a
FIFO), set aside a damaged entry or one made from another source, and a
link that loops in a watched folder never stops `paperc --watch` or hot
reload."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import paperc
from paperc import watch as paperc_watch
from runtime import Session, SessionError, compile_cache
from runtime.reload import FolderWatcher, with_dependents
from tests.runtime.test_compile_cache import compiles

ROOT = Path(__file__).resolve().parents[2]
GOLF = (ROOT / "games_src" / "golf.pl").read_text(encoding="utf-8")
TINY = (
    'game Tiny start\n  #use "deck"\n  {use}\n  pile deck start at 0 0 end\n'
    "  turn start\n    pickone start\n      pick deck -> deck top 1 then\n"
    "    end\n  end\nend\n"
)
# spellings of one `#use` that the compiler accepts
SPELLINGS = {
    "no space": '#use"sub.pl"',
    "a non-breaking space": '#use\u00a0"sub.pl"',
    "an ideographic space": '#use\u3000"sub.pl"',
    "a comment between": '#use ; the rules\n  "sub.pl"',
    "a tab": '#use\t"sub.pl"',
}


@pytest.mark.parametrize("spelling", sorted(SPELLINGS))
def test_every_use_spelling_the_compiler_takes_is_followed(cache, tmp_path, monkeypatch, spelling):
    sub = tmp_path / "sub.pl"
    sub.write_text("int bonus = 1\n", encoding="utf-8")
    source = tmp_path / "tiny.pl"
    source.write_text(TINY.format(use=SPELLINGS[spelling]), encoding="utf-8")
    Session.open(source)
    assert sub in compile_cache.included_files(source)
    assert with_dependents([sub], [source]) == [sub, source]
    assert paperc_watch.dependents(sub, [source]) == [source]
    seen = compiles(monkeypatch)
    Session.open(source)
    assert seen == []
    sub.write_text("int bonus = 2\n", encoding="utf-8")
    Session.open(source)
    assert seen == [source]


def run_python(script: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=timeout,
    )


OPEN = """
import sys
from runtime import Session, SessionError
try:
    Session.open(sys.argv[1])
except SessionError as exc:
    print("refused:", exc)
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_an_include_of_a_device_or_a_fifo_is_never_read(cache, tmp_path):
    os.mkfifo(tmp_path / "pipe.pl")
    for name, use in (("zero.pl", '#use "/dev/zero"'), ("fifo.pl", '#use "pipe.pl"')):
        source = tmp_path / name
        source.write_text(TINY.format(use=use), encoding="utf-8")
        result = run_python(OPEN, str(source))  # a hang or an out-of-memory fails here
        assert result.returncode == 0 and "P1" in result.stdout, result.stderr
    checked = subprocess.run(
        [sys.executable, "-m", "paperc.cli", "--check", str(tmp_path / "fifo.pl")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert checked.returncode == 1 and "P101" in checked.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_source_that_is_a_fifo_is_refused_at_once(cache, tmp_path):
    os.mkfifo(tmp_path / "game.pl")
    result = run_python(OPEN, str(tmp_path / "game.pl"))
    assert "refused:" in result.stdout and "not a regular file" in result.stdout
    assert compile_cache.included_files(tmp_path / "game.pl") == []
    assert paperc.source_includes(tmp_path / "game.pl") == []


def test_an_entry_damaged_in_the_middle_is_set_aside(cache, tmp_path, monkeypatch):
    source = tmp_path / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    Session.open(source)
    (entry,) = cache.glob("*.py")
    text = entry.read_text(encoding="utf-8")
    middle = text.index("\n    def ", len(text) // 2) + 1  # (code, not a comment or a string)
    damaged = text[:middle] + "(((( not python" + text[middle + 20 :]
    entry.write_text(damaged, encoding="utf-8")
    seen = compiles(monkeypatch)
    assert Session.open(source, seed=2).status == "playing"
    assert seen == [source]
    (aside,) = cache.glob(entry.name + ".corrupt-*")
    assert aside.read_text(encoding="utf-8") == damaged
    player = subprocess.run(
        [sys.executable, "-m", "runtime.text", str(source), "--no-color"],
        input="q\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        env={**os.environ, "PAPER_CACHE_DIR": str(cache)},
    )
    assert player.returncode == 0 and "Traceback" not in player.stderr


def test_an_entry_not_made_from_this_source_is_set_aside(cache, tmp_path, monkeypatch):
    source = tmp_path / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    Session.open(source)
    (entry,) = cache.glob("*.py")
    text = entry.read_text(encoding="utf-8")
    digest = hashlib.sha256(GOLF.encode()).hexdigest()
    assert digest in text
    entry.write_text(text.replace(digest, "0" * 64), encoding="utf-8")
    seen = compiles(monkeypatch)
    Session.open(source)
    assert seen == [source]
    assert list(cache.glob(entry.name + ".corrupt-*"))


def loop_in(folder: Path) -> None:
    """Links that loop, named like sources, and a folder link back up."""
    (folder / "loop.pl").symlink_to("loop2.pl")
    (folder / "loop2.pl").symlink_to("loop.pl")
    (folder / "up").symlink_to("..")


def test_a_looping_link_never_stops_the_reload_watcher(tmp_path):
    loop_in(tmp_path)
    source = tmp_path / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    watcher = FolderWatcher([tmp_path])
    try:
        watcher.touched(tmp_path / "loop.pl")  # what watchdog reports: it never raises
        (tmp_path / "loop.pl").unlink()
        (tmp_path / "loop.pl").symlink_to("loop2.pl")
        time.sleep(0.3)
        source.write_text(GOLF + "\n", encoding="utf-8")
        deadline = time.monotonic() + 20
        due: list[Path] = []
        while source.resolve() not in due and time.monotonic() < deadline:
            time.sleep(0.05)
            due += watcher.due()
        assert source.resolve() in due
    finally:
        watcher.stop()


def test_a_source_that_uses_a_looping_link_is_no_crash(cache, tmp_path):
    loop_in(tmp_path)
    source = tmp_path / "golf.pl"
    head, turn = GOLF.split("    turn start\n", 1)
    source.write_text(head + '    #use "loop.pl"\n    turn start\n' + turn, encoding="utf-8")
    other = tmp_path / "other.pl"
    other.write_text(GOLF, encoding="utf-8")
    with pytest.raises(SessionError, match="P126|P101"):
        Session.open(source)
    assert with_dependents([other], [source, other]) == [other]
    assert with_dependents([tmp_path / "loop.pl"], [source]) == [tmp_path / "loop.pl", source]
    assert paperc_watch.dependents(other, [source, other]) == [other]


def test_paperc_watch_goes_on_compiling_past_a_looping_link(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    loop_in(folder)
    source = folder / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    compiled: list[Path] = []
    done = threading.Event()
    errors: list[BaseException] = []
    previous = threading.excepthook
    threading.excepthook = lambda args: errors.append(args.exc_value)
    try:
        thread = threading.Thread(
            target=paperc_watch.watch, args=([folder], compiled.append, done.is_set)
        )
        thread.start()
        deadline = time.monotonic() + 20
        while source not in compiled and time.monotonic() < deadline:
            time.sleep(0.05)
        for name in ("loop.pl", "loop2.pl"):
            (folder / name).unlink()
        (folder / "loop.pl").symlink_to("loop2.pl")
        (folder / "loop2.pl").symlink_to("loop.pl")
        time.sleep(0.5)
        first = len(compiled)
        source.write_text(GOLF + "\n", encoding="utf-8")
        while len(compiled) == first and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(compiled) > first, "paperc --watch stopped compiling"
    finally:
        done.set()
        thread.join(10)
        threading.excepthook = previous
    assert errors == []
