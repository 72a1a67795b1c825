"""The launcher's side bar and rules preview, played with real input
events: the families of docs/games.md beside the find box, "/" focusing
the search (never typed into it), a search that ends with a trip into a
game, the find box kept in view at 640x480, and a rules preview that
opens the game."""

from __future__ import annotations

import arcade
import pytest
from shots import keep
from uihelpers import frame, pixel, press, send

from runtime import families
from runtime.settings import Settings
from runtime.ui.app import PaperWindow
from runtime.ui.launcherside import FIND_FILL, Group
from runtime.ui.table import TableView

LEFT = arcade.MOUSE_BUTTON_LEFT


def click(window, x: float, y: float) -> None:
    send(window, "on_mouse_press", int(x), int(y), LEFT, 0)
    send(window, "on_mouse_release", int(x), int(y), LEFT, 0)


def type_text(window, text: str) -> None:
    for char in text:
        press(window, getattr(arcade.key, char.upper(), arcade.key.SPACE), 0, char)


@pytest.fixture
def launcher(window):
    window.launcher = None
    view = window.show_launcher()
    frame(window, view)
    yield view
    window.launcher = None


def group(view, name: str) -> Group:
    return next(g for g in view.side.groups if g.name == name)


def test_a_click_on_a_family_shows_its_games_and_tab_steps_through_them(window, launcher, tmp_path):
    view = launcher
    everything = len(view.tiles)
    names = [g.name for g in view.side.groups]
    assert names[0] == "All games" and group(view, "All games").count == everything
    assert names[1:] == [f.name for f in families.load()]  # docs/games.md's order
    click(window, *group(view, "FreeCell").rect.center)
    assert view.family == "FreeCell"
    shown = {t.game_id for t in view.tiles}
    assert shown == set(next(f for f in families.load() if f.name == "FreeCell").games)
    assert group(view, "FreeCell").count == len(shown) == 7
    for tile in view.visible():
        view.make_thumbnail(tile)
    keep(frame(window, view), tmp_path, "launcher_family.png")
    press(window, arcade.key.TAB)  # the next family
    assert view.family == names[names.index("FreeCell") + 1]
    press(window, arcade.key.TAB, arcade.key.MOD_SHIFT)
    press(window, arcade.key.TAB, arcade.key.MOD_SHIFT)
    assert view.family == names[names.index("FreeCell") - 1]
    click(window, *group(view, "All games").rect.center)
    assert view.family is None and len(view.tiles) == everything


def test_slash_focuses_the_find_box_and_is_never_typed_into_it(window, launcher):
    view = launcher
    press(window, arcade.key.SLASH, 0, "/")
    assert view.query == ""
    type_text(window, "klon")
    press(window, arcade.key.SLASH, 0, "/")  # already searching: still no slash
    assert view.query == "klon"
    # the families count what the search finds
    assert group(view, "Klondike").count >= 3 and group(view, "FreeCell").count == 0
    click(window, *group(view, "FreeCell").rect.center)
    assert view.tiles == [] and view.query == "klon"  # the two choose together
    click(window, *group(view, "Klondike").rect.center)
    assert view.tiles and all(t.family == "Klondike" for t in view.tiles)
    press(window, arcade.key.ESCAPE)
    assert view.query is None
    click(window, *view.side.find.center)  # a click on the box starts a search too
    assert view.query == ""
    press(window, arcade.key.ESCAPE)


def test_a_search_does_not_survive_a_trip_into_a_game(window, launcher):
    view = launcher
    click(window, *group(view, "Golf, pairs and pyramids").rect.center)
    press(window, arcade.key.SLASH, 0, "/")
    type_text(window, "golf")
    golfs = len(view.tiles)
    family = next(f for f in families.load() if f.name == "Golf, pairs and pyramids")
    assert view.query == "golf" and 2 <= golfs < len(family.games)
    press(window, arcade.key.RETURN, 0, "\r")
    assert isinstance(window.current_view, TableView)
    send(window, "on_key_press", arcade.key.ESCAPE, 0)  # back to the launcher
    assert window.current_view is view
    assert view.query is None  # the search is over
    assert view.family == "Golf, pairs and pyramids"  # the family shown stays
    assert len(view.tiles) == len(family.games) == group(view, family.name).count
    press(window, arcade.key.G)  # a letter obeys its shortcut again (the Grand Tour)
    assert not isinstance(window.current_view, type(view))
    window.show_launcher()


def test_the_find_box_stays_in_view_at_640x480(window, tmp_path):
    small = PaperWindow(Settings(), 640, 480, visible=False, persist=False, entry_points=False)
    try:
        view = small.show_launcher()
        frame(small, view)
        press(small, arcade.key.SLASH, 0, "/")
        type_text(small, "spider")
        for tile in view.visible():
            view.make_thumbnail(tile)
        image = frame(small, view)
        keep(image, tmp_path, "launcher-640x480.png")
        box = view.side.find
        assert 0 <= box.left and box.right <= 640 and 0 <= box.bottom and box.top <= 480
        inside = [
            pixel(image, x, y)
            for x in range(int(box.left) + 6, int(box.right) - 6, 2)
            for y in range(int(box.bottom) + 4, int(box.top) - 4, 2)
        ]
        assert sum(1 for c in inside if c == FIND_FILL[:3]) > len(inside) / 2  # the box
        assert any(sum(c) < 200 for c in inside)  # and "find: spider_" written in it
        assert view.side._find.text.text == "find: spider_"
        every = group(view, "All games")
        for g in view.side.groups:  # every family is on screen, inside the bar
            assert g.rect.bottom >= 0 and g.rect.right <= view.side.rect.right
        assert every.count == len(view.tiles) >= 4
        # the header keeps its buttons; the grid starts right of the bar
        assert all(t.rect.left >= view.side.rect.right for t in view.tiles)
    finally:
        small.close()
        arcade.set_window(window)
        window.switch_to()


def test_the_rules_preview_shows_the_rules_and_enter_plays(window, launcher, tmp_path):
    view = launcher
    press(window, arcade.key.SLASH, 0, "/")
    type_text(window, "freecell")
    press(window, arcade.key.ESCAPE)  # back to every game, FreeCell chosen
    tile = next(t for t in view.tiles if t.game_id == "freecell")
    view.selected = view.tiles.index(tile)
    view.scroll_by(tile.rect.bottom * -1 + 40 if tile.rect.bottom < 0 else 0)
    frame(window, view)
    assert tile in view.visible()
    click(window, *tile.rules_button.center)  # the tile's Rules button
    dialog = view.dialog
    assert dialog is not None and dialog.title == "FreeCell"
    assert not isinstance(window.current_view, TableView)  # not opened yet
    assert dialog.body.startswith("FreeCell  \u00b7  Paperlang  \u00b7  freecell")
    rules = " ".join(tile.rules.split())
    assert rules[:40] in " ".join(dialog.body.split())
    assert dialog.picture is tile.texture is not None
    image = frame(window, view)
    keep(image, tmp_path, "launcher_preview.png")
    r = dialog.rect
    assert r.left >= 0 and r.right <= window.width and r.bottom >= 0 and r.top <= window.height
    press(window, arcade.key.ESCAPE)
    assert view.dialog is None
    press(window, arcade.key.F1)  # F1: the chosen tile's preview
    assert view.dialog is not None and view.dialog.title == "FreeCell"
    press(window, arcade.key.RETURN, 0, "\r")  # Play
    assert isinstance(window.current_view, TableView)
    assert window.current_view.session.game_id == "freecell"
    send(window, "on_key_press", arcade.key.ESCAPE, 0)
