"""The launcher and the table survive what a user's folder may hold: a
plugin that hangs while it is imported never freezes the launcher (plugins
of the user's folders are imported on the worker thread with a time limit,
and the one that hangs becomes a red tile naming its file while the others
get their thumbnails), and links that loop never crash the window when
files change (issue 26, sections 2 and 3)."""

from __future__ import annotations

import time
from pathlib import Path

from uihelpers import frame

from runtime.session import Session
from runtime.ui.launcher import LauncherView, catalog

ROOT = Path(__file__).resolve().parents[3]
SLOW = """\
# paper-game: {"id": "slow", "language": "python", "title": "Slow"}
import time

time.sleep(40)
"""


def test_a_plugin_that_hangs_at_import_is_a_red_tile_and_the_launcher_draws_on(
    window, tmp_path, monkeypatch
):
    monkeypatch.setenv("PAPER_IMPORT_SECONDS", "6")  # a loaded machine imports slowly
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "slow.py").write_text(SLOW, encoding="utf-8")
    golf = (ROOT / "plugins" / "golf.py").read_text("utf-8").replace('"golf"', '"slow_golf"')
    (folder / "slow_golf.py").write_text(golf.replace('"Golf"', '"Slow Golf"'), "utf-8")
    view = LauncherView(catalog([folder], entry_points=False), lambda tile: None, folders=[folder])
    window.show_view(view)
    view.search("slow")
    slow = next(t for t in view.tiles if t.game_id == "slow")
    other = next(t for t in view.tiles if t.game_id == "slow_golf")
    longest, start = 0.0, time.monotonic()
    while (slow.texture is None or other.texture is None) and time.monotonic() - start < 60:
        before = time.monotonic()
        image = frame(window, view)
        longest = max(longest, time.monotonic() - before)
        time.sleep(0.02)
    assert slow.texture is not None and other.texture is not None
    assert "slow.py" in slow.error and "still importing" in slow.error
    assert not other.error
    assert longest < 5  # never a frame that waited out the 6 s for the import
    image = frame(window, view)
    left, top = int(slow.rect.left), image.height - int(slow.rect.top)
    box = image.crop((left, top, left + int(slow.rect.width), top + int(slow.rect.height)))
    reds = sum(1 for r, g, b in box.getdata() if r > 180 and g < 110 and b < 100)
    assert reds > 200  # the torn red cross of a plugin that failed


def test_links_that_loop_never_crash_the_window_when_files_change(window, tmp_path, monkeypatch):
    monkeypatch.setenv("PAPER_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "loop.pl").symlink_to("loop2.pl")
    (folder / "loop2.pl").symlink_to("loop.pl")
    (folder / "itself.py").symlink_to("itself.py")
    text = (ROOT / "games_src" / "golf.pl").read_text("utf-8")
    head, turn = text.split("    turn start\n", 1)
    (folder / "uses_loop.pl").write_text(head + '    #use "loop.pl"\n    turn start\n' + turn)
    source = folder / "golf.pl"
    source.write_text(text, encoding="utf-8")
    window.settings.plugin_folders = [str(folder)]
    window.launcher = None
    try:
        window.show_launcher()
        table = window.play(Session.open(source, seed=3))
        table.session.play(table.session.moves()[0])
        other = folder / "other.pl"
        other.write_text(text.replace("game Golf", "game Other"), encoding="utf-8")
        window.plugins_changed([other, folder / "loop.pl", folder / "itself.py"])
        assert window.table is table and table.session.move_count == 1
        source.write_text(text + "\n", encoding="utf-8")  # the game itself still reloads
        window.plugins_changed([source])
        assert table.session.move_count == 1 and table.notice.startswith("rules changed")
    finally:
        window.settings.plugin_folders = []
        window.launcher = None
        window.show_launcher()


def test_a_resumed_game_goes_on_with_its_clock(window, tmp_path):
    """Klondike left at 0:23 and opened again shows 0:23 or later, not 0:03."""
    from runtime import resume

    session = Session.open("klondike", seed=3)
    session.play(session.moves()[0])
    assert resume.keep(session, elapsed=23.2) == ""
    opened = resume.resume(Session.open("klondike", seed=1))
    assert opened.session is not None
    try:
        started = time.monotonic()
        table = window.play(opened.session)
        clock = next(part for part in table.status_parts() if ":" in part)
        waited = time.monotonic() - started  # (seconds, on a loaded machine)
        minutes, seconds = clock.split(":")
        shown = int(minutes) * 60 + int(seconds)
        assert 23 <= shown <= 23.2 + waited + 1, (table.status_parts(), waited)
    finally:
        window.show_launcher()
