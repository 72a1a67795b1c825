"""A user's plugin that hangs while it is imported never freezes the
launcher: plugins of the user's folders are imported on the worker thread
with a time limit, and the one that hangs becomes a red tile naming its
file while the others get their thumbnails (issue 26, section 3)."""

from __future__ import annotations

import time
from pathlib import Path

from uihelpers import frame

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
