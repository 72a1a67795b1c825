"""The launcher as a player meets it, in a real headless window with real
input events: tiles sorted by title, games in both languages told apart,
text that stays inside its tile, the Accordion thumbnail, game sources as
tiles (a failing one with its diagnostics), and hot reload: a plugin
compiled into a watched folder appears, and an edited source reloads the
game on the table, keeping its seed and moves."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import arcade
import pytest
from uihelpers import FIXTURES, pixel, send

from runtime.session import Session
from runtime.settings import Settings
from runtime.ui.app import PaperWindow
from runtime.ui.launcher import LauncherView, catalog
from runtime.ui.table import TableView

ROOT = Path(__file__).resolve().parents[3]
LONG_TITLE = "The Most Extraordinarily Long-Named Patience of Grandmother Wilhelmina's Parlour"
NO_STOCK = "            pick deck -> deck top 0 where from{from.size > 0} then\n"
BAD_SOURCE = (
    "game Bad start\n"
    '    #use "deck"\n'
    "    table 3 2\n"
    "    pile deck start\n"
    "        at 0 0  facing sideways\n"
    "    end\n"
    "    shuffle deck\n"
    "    turn start\n"
    "        { v = 1 }\n"
    "    end\n"
    "end\n"
)


def tick(window) -> None:
    """One real frame: on_update through the window's event (the view's and
    the window's own handler, which polls the folder watcher), then a draw."""
    window.dispatch_event("on_update", 1 / 60)
    window.dispatch_events()
    window.clear()
    window.current_view.on_draw()


def grab(window):
    return arcade.get_image(0, 0, window.width, window.height).convert("RGB")


def until(window, condition, seconds: float = 120.0) -> float:
    """Frames until `condition()` holds; the time it took (the bound only
    ends a failed test: a loaded machine may take many seconds to compile)."""
    start = time.perf_counter()
    while not condition():
        assert time.perf_counter() - start < seconds, "never happened"
        tick(window)
        time.sleep(0.01)
    return time.perf_counter() - start


def long_title_plugin(folder: Path) -> Path:
    text = (FIXTURES / "aces_up.py").read_text()
    text = text.replace('"Aces Up"', f'"{LONG_TITLE}"').replace(
        "handmade_aces_up", "handmade_long_named"
    )
    path = folder / "long_named.py"
    path.write_text(text)
    return path


@pytest.fixture
def watched(window, tmp_path, monkeypatch):
    """The shared window, watching a fresh plugin folder."""
    monkeypatch.setenv("PAPER_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "games"
    folder.mkdir()
    window.settings.plugin_folders = [str(folder)]
    window.launcher = None
    window.watch = True
    try:
        yield folder
    finally:
        if window.watcher is not None:
            window.watcher.stop()
            window.watcher = None
        window.watch = False
        window.settings.plugin_folders = []
        window.launcher = None


def show_all_thumbnails(view: LauncherView) -> None:
    for tile in list(view.tiles):
        if tile.texture is None:
            view.make_thumbnail(tile)


def test_tiles_are_sorted_and_twins_carry_a_language_badge(window):
    tiles = catalog([], entry_points=False)
    view = LauncherView(tiles, lambda tile: None)
    window.show_view(view)
    titles = [t.title.casefold() for t in view.tiles]
    assert titles == sorted(titles)
    klondikes = [t for t in view.tiles if t.title == "Klondike"]
    assert {t.game_id for t in klondikes} == {"klondike", "cws_klondike"}
    tick(window)
    view.scroll_by(view.window.height - 80 - klondikes[0].rect.top)  # to the top row
    tick(window)
    badges = {t.game_id: t.texts[2].text for t in klondikes}
    assert badges == {"klondike": "Paperlang", "cws_klondike": "CDL"}
    titles = [t.title for t in view.tiles]
    single = [t for t in view.visible() if t.texts and titles.count(t.title) == 1]
    assert single and all(len(t.texts) == 2 for t in single)  # one language: no badge


def test_the_accordion_thumbnail_shows_cards(window):
    tiles = [t for t in catalog([], entry_points=False) if t.game_id == "accordion"]
    view = LauncherView(tiles, lambda tile: None)
    window.show_view(view)
    tick(window)
    view.make_thumbnail(tiles[0])
    tick(window)
    image = grab(window)
    r = tiles[0].rect
    white = sum(
        1
        for x in range(int(r.left) + 10, int(r.right) - 10, 2)
        for y in range(int(r.top) - 160, int(r.top) - 10, 2)
        if sum(pixel(image, x, y)) > 700
    )
    assert white > 200  # card faces, not only a deck and empty outlines


@pytest.mark.parametrize("size", [(1280, 800), (640, 480)])
def test_text_never_runs_out_of_its_tile(window, tmp_path, size, monkeypatch):
    monkeypatch.setenv("PAPER_CACHE_DIR", str(tmp_path / "cache"))
    long_title_plugin(tmp_path)
    (tmp_path / "bad.pl").write_text(BAD_SOURCE)  # an error text, in a deep folder
    settings = Settings(plugin_folders=[str(tmp_path)])
    shared = window  # a window of this size for this test, then the shared one again
    window = PaperWindow(settings, *size, visible=False, persist=False, entry_points=False)
    try:
        view = window.show_launcher()
        tick(window)
        for game in ("handmade_long_named", "bad"):
            tile = next(t for t in view.tiles if t.game_id == game)
            view.scroll_by(window.height - 80 - tile.rect.top)  # its row at the top
            view.make_thumbnail(tile)
            for other in view.visible():
                view.make_thumbnail(other)
            tick(window)
            grab(window).save(tmp_path / f"launcher-{size[0]}x{size[1]}-{game}.png")
            assert tile in view.visible()
            for tile in view.visible():
                r = tile.rect
                for text in tile.texts:
                    left = text.x
                    bottom = text.y - text.content_height if text.anchor_y == "top" else text.y
                    assert r.left + 4 <= left <= left + text.content_width <= r.right - 4, text.text
                    assert bottom >= r.bottom + 4, text.text
        long = next(t for t in view.tiles if t.game_id == "handmade_long_named")
        assert long.texts[0].text.startswith("The Most")  # wrapped, maybe shrunk, readable
        bad = next(t for t in view.tiles if t.path == tmp_path / "bad.pl")
        assert bad.texts[1].text.startswith("bad.pl:9:9: error")  # the file by name
    finally:
        window.close()
        shared.switch_to()
        arcade.set_window(shared)


def test_a_failing_source_is_a_tile_and_a_click_shows_every_diagnostic(window, watched, tmp_path):
    shutil.copy(ROOT / "games_src" / "golf.pl", watched / "golf.pl")
    (watched / "bad.pl").write_text(BAD_SOURCE)
    view = window.show_launcher()
    tick(window)
    bad = next(t for t in view.tiles if t.path == watched / "bad.pl")
    golf_tile = next(t for t in view.tiles if t.path == watched / "golf.pl")
    show_all_thumbnails(view)
    tick(window)
    assert golf_tile.entry is not None and golf_tile.title == "Golf" and not golf_tile.error
    # three Golfs now (CDL, Paperlang, this source): each badge says which
    first = next(t for t in view.tiles if t.title == "Golf")  # the others follow it
    view.scroll_by(window.height - 80 - first.rect.top)
    tick(window)
    golfs = {t.texts[2].text for t in view.tiles if t.title == "Golf" and t in view.visible()}
    assert golfs == {"CDL", "Paperlang", "Paperlang source"}
    view.scroll_by(-view.scroll)
    tick(window)
    assert bad.error.startswith("bad.pl:9:9: error")  # the first diagnostic, file by name
    assert bad.diagnostics.startswith(f"{watched / 'bad.pl'}:9:9: error")
    assert bad.diagnostics.count("error") >= 1 and bad.texture is not None
    if bad not in view.visible():
        view.scroll_by(-bad.rect.bottom + 20)
        tick(window)
    grab(window).save(tmp_path / "failing-source-tile.png")
    cx, cy = bad.rect.center
    send(window, "on_mouse_press", int(cx), int(cy), arcade.MOUSE_BUTTON_LEFT, 0)
    assert view.dialog is not None and view.dialog.title == "bad.pl does not compile"
    assert view.dialog.body == bad.diagnostics.strip("\n") or bad.diagnostics.startswith(
        view.dialog.body[:40]
    )
    assert "^" in view.dialog.body  # the source line, with a caret under the fault
    tick(window)
    grab(window).save(tmp_path / "failing-source-diagnostics.png")
    send(window, "on_key_press", arcade.key.ESCAPE, 0)
    assert view.dialog is None
    assert window.current_view is view  # nothing opened


def test_a_plugin_compiled_into_the_watched_folder_appears_without_a_restart(window, watched):
    view = window.show_launcher()
    tick(window)
    assert not any(t.game_id == "handmade_aces_up" for t in view.tiles)
    shutil.copy(FIXTURES / "aces_up.py", watched / "aces_up.py")
    until(window, lambda: any(t.game_id == "handmade_aces_up" for t in view.tiles))
    assert "aces_up.py" in view.message
    (watched / "aces_up.py").unlink()
    until(window, lambda: not any(t.game_id == "handmade_aces_up" for t in view.tiles))


def test_an_edited_source_reloads_the_table_keeping_seed_and_moves(window, watched):
    source = watched / "golf.pl"
    shutil.copy(ROOT / "games_src" / "golf.pl", source)
    window.show_launcher()
    table = window.play(Session.open(source, seed=7))
    assert isinstance(table, TableView)
    tick(window)
    turns = []
    for number in range(8):  # column plays first, else the stock
        moves = table.session.moves()
        plays = [m for m in moves if m.source != "deck"]
        move = plays[0] if plays else moves[0]
        if move.source == "deck":
            turns.append(number)
        assert table.play(move)
    old = table.session
    assert turns
    tick(window)
    # the author edits the rules: the stock can no longer be turned
    text = source.read_text()
    source.write_text(text.replace(NO_STOCK, NO_STOCK.replace("> 0", "> 99")))
    took = until(window, lambda: table.session is not old)
    print(f"hot reload: the edited source was playing in the table after {took:.2f} s")
    assert window.current_view is table
    assert table.session.seed == 7
    assert table.session.move_count == turns[0]
    assert table.notice.startswith(f"rules changed: replayed {turns[0]} of 8 moves")
    tick(window)
    # the table plays on under the new rules
    assert all(m.source != "deck" for m in table.session.moves())


def test_a_recompiled_plugin_reloads_the_table_and_replays_every_move(window, watched):
    plugin = watched / "aces_up.py"
    shutil.copy(FIXTURES / "aces_up.py", plugin)
    window.show_launcher()
    table = window.play(Session.open(plugin, seed=11))
    tick(window)
    for _ in range(3):
        assert table.play(table.session.moves()[0])
    old, cards = table.session, {p: table.session.cards(p) for p in table.session.stacks()}
    # the plugin is written again (as paperc --watch -o would), with a new title
    plugin.write_text(plugin.read_text().replace('"Aces Up"', '"Aces Up Again"'))
    until(window, lambda: table.session is not old)
    assert table.session.title == "Aces Up Again" and table.session.seed == 11
    assert table.notice == "rules changed: replayed all 3 moves"
    assert {p: table.session.cards(p) for p in table.session.stacks()} == cards
    tick(window)
    assert window.current_view is table


def test_an_edit_that_does_not_compile_keeps_the_game_and_says_why(window, watched):
    source = watched / "golf.pl"
    shutil.copy(ROOT / "games_src" / "golf.pl", source)
    window.show_launcher()
    table = window.play(Session.open(source, seed=3))
    tick(window)
    assert table.play(table.session.moves()[0])
    old = table.session
    source.write_text(source.read_text().replace("    turn start\n", "    turn start\n{ v = 1 }\n"))
    until(window, lambda: table.notice.startswith("rules changed but cannot be used"))
    assert table.notice.startswith("rules changed but cannot be used: golf.pl:")
    assert table.session is old and old.move_count == 1
    tick(window)


def test_an_edited_include_reloads_the_game_made_of_it(window, watched):
    """The source is unchanged; the file it `#use`s, in a folder below it, is
    edited: the table reloads all the same, and the launcher's tile too."""
    text = (ROOT / "games_src" / "golf.pl").read_text()
    head, turn = text.split("    turn start\n", 1)
    (watched / "rules").mkdir()
    part = watched / "rules" / "turn.pl"
    part.write_text("    turn start\n" + turn.rsplit("end", 1)[0])
    source = watched / "golf.pl"
    source.write_text(head + '    #use "rules/turn.pl"\nend\n')
    launcher = window.show_launcher()
    table = window.play(Session.open(source, seed=7))
    tick(window)
    for _ in range(4):
        moves = table.session.moves()
        assert table.play(next((m for m in moves if m.source != "deck"), moves[0]))
    old = table.session
    part.write_text(part.read_text().replace(NO_STOCK, NO_STOCK.replace("> 0", "> 99")))
    until(window, lambda: table.session is not old)
    assert table.session.seed == 7 and table.notice.startswith("rules changed: replayed")
    assert all(m.source != "deck" for m in table.session.moves())
    assert "golf.pl" in launcher.message and "turn.pl" in launcher.message


def test_sources_compile_on_a_worker_thread_and_the_launcher_draws_meanwhile(
    window, watched, monkeypatch
):
    import threading

    from runtime.ui import launcher as launcher_module

    shutil.copy(ROOT / "games_src" / "golf.pl", watched / "golf.pl")
    (watched / "bad.pl").write_text(BAD_SOURCE)
    threads: list[str] = []
    real = launcher_module.resolve

    def resolve_and_note(*args):  # the real compile, noting the thread it ran on
        threads.append(threading.current_thread().name)
        return real(*args)

    monkeypatch.setattr(launcher_module, "resolve", resolve_and_note)
    view = window.show_launcher()
    golf_tile = next(t for t in view.tiles if t.path == watched / "golf.pl")
    bad = next(t for t in view.tiles if t.path == watched / "bad.pl")
    for tile in (golf_tile, bad):  # their row on screen
        view.scroll_by(window.height - 80 - tile.rect.top)
        tick(window)
        until(window, lambda tile=tile: tile.texture is not None)
    assert len(threads) == 2 and all(name.startswith("paper-compile") for name in threads)
    assert golf_tile.title == "Golf" and golf_tile.entry is not None and not golf_tile.error
    assert bad.error.startswith("bad.pl:9:9: error") and bad.texture is not None
