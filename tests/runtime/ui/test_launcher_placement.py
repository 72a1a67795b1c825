"""The launcher shows what `paperc --check` says of piles placed off the
table (P174): the tutorial's Sweep with its foundations moved past the
table's edge is a failing tile, and a real click on it shows the
diagnostic, the line and the caret."""

from __future__ import annotations

from pathlib import Path

import arcade
import pytest
from uihelpers import send

from runtime.registry import PluginError

ROOT = Path(__file__).resolve().parents[3]
SWEEP = (ROOT / "docs" / "examples" / "sweep.pl").read_text(encoding="utf-8")


def test_a_pile_off_the_table_shows_in_the_launchers_diagnostics(window, tmp_path, monkeypatch):
    monkeypatch.setenv("PAPER_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "sweep.pl").write_text(SWEEP.replace("at 2 0  build", "at 5 0  build"))
    window.settings.plugin_folders = [str(folder)]
    window.launcher = None
    try:
        view = window.show_launcher()
        tile = next(t for t in view.tiles if t.path == folder / "sweep.pl")
        with pytest.raises(PluginError):
            tile.load()  # what drawing its thumbnail or clicking it does first
        assert tile.error.startswith("sweep.pl:9:9: error: foundations[1] is placed at 6 0")
        assert "[P174]" in tile.diagnostics
        while tile not in view.visible():
            view.scroll_by(-tile.rect.bottom + 20)
        window.dispatch_event("on_update", 1 / 60)
        window.clear()
        view.on_draw()
        cx, cy = tile.rect.center
        send(window, "on_mouse_press", int(cx), int(cy), arcade.MOUSE_BUTTON_LEFT, 0)
        assert view.dialog is not None and view.dialog.title == "sweep.pl does not compile"
        assert "off the `table 6 2` of line 5" in view.dialog.body
        assert "at 5 0  build" in view.dialog.body and "^^^^^^" in view.dialog.body
        send(window, "on_key_press", arcade.key.ESCAPE, 0)
    finally:
        window.settings.plugin_folders = []
        window.launcher = None
