"""The launcher in a real headless window: a tile per game, lazy thumbnails,
a broken plugin shown as such while the others still open."""

from __future__ import annotations

import shutil

import arcade
import pytest
from uihelpers import FIXTURES, frame, pixel, press, send

from runtime.ui.launcher import LauncherView, catalog
from runtime.ui.table import TableView

BROKEN = (
    '# paper-game: {"id": "broken", "title": "Broken", "language": "cdl"}\n'
    'raise RuntimeError("this plugin is broken on purpose")\n'
)


@pytest.fixture
def folder(tmp_path):
    shutil.copy(FIXTURES / "aces_up.py", tmp_path / "aces_up_copy.py")
    (tmp_path / "broken.py").write_text(BROKEN)
    return tmp_path


def test_tiles_come_from_headers_without_importing(folder):
    tiles = catalog([folder], entry_points=False)
    mine = {t.game_id: t for t in tiles if t.path and t.path.parent == folder}
    assert set(mine) == {"handmade_aces_up", "broken"}
    assert all(t.entry is None and t.texture is None for t in mine.values())


def test_launcher_draws_tiles_and_a_broken_plugin_does_not_stop_the_rest(window, folder, tmp_path):
    opened = []
    tiles = [t for t in catalog([folder], entry_points=False) if t.path.parent == folder]
    view = LauncherView(tiles, lambda tile: opened.append(tile))
    window.show_view(view)
    frame(window, view)
    for _ in range(len(tiles) + 2):  # one thumbnail a frame
        frame(window, view)
    image = frame(window, view)
    image.save(tmp_path / "launcher.png")
    by_id = {t.game_id: t for t in view.tiles}
    # the plugin's second game appears, and the tiles stay sorted by title
    assert set(by_id) == {"handmade_aces_up", "handmade_double_aces_up", "broken"}
    titles = [t.title.casefold() for t in view.tiles]
    assert titles == sorted(titles)
    broken = by_id["broken"]
    assert "broken on purpose" in broken.error and broken.texture is not None
    good = by_id["handmade_aces_up"]
    assert good.entry is not None and not good.error
    # the thumbnail shows cards on felt: something brighter than the felt in the tile
    thumb = good.rect
    colours = [
        pixel(image, thumb.left + thumb.width * fx / 20, thumb.top - 12 - 130 * fy / 20)
        for fx in range(1, 20)
        for fy in range(1, 20)
    ]
    assert any(sum(c) > 600 for c in colours)
    cx, cy = broken.rect.center
    send(window, "on_mouse_press", int(cx), int(cy), arcade.MOUSE_BUTTON_LEFT, 0)
    assert not opened and "broken on purpose" in view.message
    cx, cy = good.rect.center
    send(window, "on_mouse_press", int(cx), int(cy), arcade.MOUSE_BUTTON_LEFT, 0)
    assert opened == [good]


def test_arrows_reach_a_tile_a_click_opens_it_and_escape_comes_back(window, folder):
    window.settings.plugin_folders = [str(folder)]
    window.launcher = None
    try:
        launcher = window.show_launcher()
        frame(window, launcher)
        at = next(i for i, t in enumerate(launcher.tiles) if t.game_id == "handmade_aces_up")
        for _ in range(at):  # the arrows scroll the tile into view
            send(window, "on_key_press", arcade.key.RIGHT, 0)
        tile = launcher.tiles[at]
        assert launcher.selected == at and tile in launcher.visible()
        frame(window, launcher)
        cx, cy = tile.rect.center
        send(window, "on_mouse_press", int(cx), int(cy), arcade.MOUSE_BUTTON_LEFT, 0)
        assert isinstance(window.current_view, TableView)
        assert window.current_view.session.game_id == "handmade_aces_up"
        assert window.current_view.board.busy()  # the deal is being laid out
        frame(window, window.current_view)
        send(window, "on_key_press", arcade.key.ESCAPE, 0)
        assert window.current_view is launcher
    finally:
        window.settings.plugin_folders = []
        window.launcher = None


def test_slash_finds_a_game_by_name_and_enter_opens_it(window, tmp_path):
    window.launcher = None
    try:
        launcher = window.show_launcher()
        frame(window, launcher)
        every = len(launcher.tiles)
        press(window, arcade.key.SLASH, 0, "/")
        for letter in "klon":
            press(window, getattr(arcade.key, letter.upper()), 0, letter)
        assert launcher.query == "klon"
        assert not isinstance(window.current_view, TableView)  # K, L... typed, not obeyed
        found = {t.game_id for t in launcher.tiles}
        assert {"klondike", "cws_klondike", "klondike_draw_one"} <= found
        assert all("klon" in (t.title + " " + t.game_id).casefold() for t in launcher.tiles)
        # words match anywhere, in any order: "draw klon" finds the draw-one variant
        press(window, arcade.key.SPACE, 0, " ")
        for letter in "one":
            press(window, getattr(arcade.key, letter.upper()), 0, letter)
        assert [t.game_id for t in launcher.tiles] == ["klondike_draw_one"]
        image = frame(window, launcher)
        image.save(tmp_path / "find.png")
        # what was found is drawn where the first tile stands
        tile = launcher.tiles[0]
        assert tile.rect.left < window.width / 2 and tile in launcher.visible()
        for _ in " one":
            press(window, arcade.key.BACKSPACE, 0)
        assert launcher.query == "klon" and len(launcher.tiles) >= 3
        press(window, arcade.key.X, 0, "x")  # nothing holds "klonx": an empty grid, said so
        assert launcher.tiles == []
        frame(window, launcher)
        press(window, arcade.key.ESCAPE, 0)  # Esc ends the search (and does not quit)
        assert launcher.query is None and len(launcher.tiles) == every
        press(window, arcade.key.SLASH, 0, "/")
        for letter in "golf":
            press(window, getattr(arcade.key, letter.upper()), 0, letter)
        press(window, arcade.key.DOWN, 0)  # arrows still move among the found tiles
        chosen = launcher.tiles[launcher.selected]
        press(window, arcade.key.RETURN, 0)
        assert isinstance(window.current_view, TableView)
        assert window.current_view.session.game_id == chosen.game_id
        send(window, "on_key_press", arcade.key.ESCAPE, 0)
        assert window.current_view is launcher
    finally:
        window.launcher = None
