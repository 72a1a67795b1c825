"""Statistics in a real headless window: a line on each launcher tile, the
statistics dialog (from the launcher) with its Reset, games
counted as they are played, and bad user files set aside with a notice."""

from __future__ import annotations

import arcade
import pytest
from uihelpers import frame, pixel, send

from runtime.stats import GameStats, Statistics
from runtime.ui.launcher import GAP, HEADER_H, STATS_TEXT, TILE_W, LauncherView
from runtime.ui.statsdialog import CONFIRM_TITLE, StatsDialog
from runtime.ui.table import TableView
from runtime.ui.tourviews import HighScoresView

LEFT, RIGHT = arcade.MOUSE_BUTTON_LEFT, arcade.MOUSE_BUTTON_RIGHT

COIN = """game coin start
    card X start end
    visiblestack hand
    turn start
        buttons start
            button "hit" then
                place X -> hand 1
            button "stand" then
                if hand.size > 1 start
                    winneris currentPlayer
                else
                    looseris currentPlayer
                end
        end
    end
end
"""


@pytest.fixture
def stats_window(window, tmp_path):
    """The shared window, counting games into a statistics file of its own."""
    path = tmp_path / "data" / "statistics.json"
    stats = Statistics(path)
    for _ in range(12):
        stats.record_played("klondike")
    for seconds in (300, 250, 280, 199, 420):
        stats.record_win("klondike", seconds, 140)
    window.stats = stats
    window.launcher = None
    yield window
    window.stats = None
    window.launcher = None
    window.table = None


def key(window, symbol: int) -> None:
    send(window, "on_key_press", symbol, 0)


def click(window, x: float, y: float, button: int = LEFT) -> None:
    send(window, "on_mouse_press", int(x), int(y), button, 0)
    send(window, "on_mouse_release", int(x), int(y), button, 0)


def press(window, row, label: str) -> None:
    (button,) = [b for b in row.buttons if b.label == label]
    cx, cy = button.rect.center
    click(window, cx, cy)


def tile_of(launcher: LauncherView, game_id: str, scroll: bool = False):
    """The tile of a game; scrolled to the top row of the window if asked."""
    tile = next(t for t in launcher.tiles if t.game_id == game_id)
    if scroll:
        launcher.scroll_by(launcher.window.height - HEADER_H - GAP - tile.rect.top)
        assert tile in launcher.visible()
    return tile


def test_each_tile_shows_its_line_inside_the_tile(stats_window, tmp_path):
    launcher = stats_window.show_launcher()
    klondike = tile_of(launcher, "klondike", scroll=True)
    for tile in launcher.visible():
        launcher.make_thumbnail(tile)
    image = frame(stats_window, launcher)
    image.save(tmp_path / "launcher.png")
    assert launcher.stats_line(klondike) == "12 played \u00b7 42% won"
    assert launcher.stats_line(tile_of(launcher, "freecell")) == "not played yet"
    for tile in launcher.visible():
        line = launcher._stat_texts[id(tile)]
        # within the tile, clear of its edges and of the language line above
        assert line.content_width <= TILE_W - 20
        assert (
            tile.rect.bottom + 4 <= line.y and line.y + line.content_height <= tile.rect.bottom + 38
        )
    # the line is drawn: its colour is in the tile's bottom band, and only there
    r = klondike.rect
    band = [
        pixel(image, x, y)
        for x in range(int(r.left + 10), int(r.left + 170))
        for y in range(int(r.bottom + 12), int(r.bottom + 28))
    ]
    assert any(_near(c, STATS_TEXT[:3], 40) for c in band)
    above = [pixel(image, x, r.bottom + 60) for x in range(int(r.left + 10), int(r.right - 10))]
    assert not any(_near(c, STATS_TEXT[:3], 40) for c in above)


def _near(colour, target, tolerance) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour, target, strict=True))


def test_the_dialog_lists_every_figure_and_reset_asks_first(stats_window, tmp_path):
    launcher = stats_window.show_launcher()
    tile = tile_of(launcher, "klondike", scroll=True)
    frame(stats_window, launcher)
    cx, cy = tile.rect.center
    send(stats_window, "on_mouse_press", int(cx), int(cy), RIGHT, 0)  # right-click: its figures
    dialog = launcher.dialog
    assert isinstance(dialog, StatsDialog) and dialog.title == "Statistics: Klondike"
    assert dict(dialog.rows) == {
        "Played": "12",
        "Won": "5",
        "Win rate": "42%",
        "Current streak": "5 wins",
        "Longest streak": "5 wins",
        "Best time": "3:19",
        "Fewest moves": "140",
    }
    image = frame(stats_window, launcher)
    image.save(tmp_path / "statistics.png")
    # the panel is on screen, every row's label and value inside it
    r = dialog.rect
    assert 0 <= r.left and r.right <= stats_window.width and 0 <= r.bottom
    assert r.top <= stats_window.height
    for label, value in dialog._texts:
        assert r.left + 10 <= label.x and value.x <= r.right - 10
        assert label.x + label.content_width < value.x - value.content_width
        assert r.bottom + 50 < label.y < r.top - 40
    assert pixel(image, *r.center)[0] > 230  # the light panel, opaque
    # Reset asks; Esc keeps the figures
    key(stats_window, arcade.key.R)
    assert launcher.dialog.title == CONFIRM_TITLE
    frame(stats_window, launcher)
    key(stats_window, arcade.key.ESCAPE)
    assert launcher.dialog is None
    assert Statistics(stats_window.stats.path).get("klondike").played == 12
    # a right-click opens them again; Reset, then Yes
    send(stats_window, "on_mouse_press", int(cx), int(cy), RIGHT, 0)
    press(stats_window, launcher.dialog.row, "Reset")
    press(stats_window, launcher.dialog.row, "Reset")
    assert isinstance(launcher.dialog, StatsDialog)
    assert launcher.dialog.figures == GameStats()
    assert Statistics(stats_window.stats.path).get("klondike") == GameStats()
    frame(stats_window, launcher)
    assert launcher.stats_line(tile) == "not played yet"
    key(stats_window, arcade.key.ESCAPE)
    assert launcher.dialog is None


def test_a_game_played_at_the_table_is_counted_and_shown(stats_window, tmp_path):
    source = tmp_path / "coin.pl"
    source.write_text(COIN)
    from runtime import Session

    table = stats_window.play(Session.open(str(source), seed=1))
    assert isinstance(table, TableView) and table.tracker is not None
    frame(stats_window, table)
    press(stats_window, table.game_buttons, "hit")
    assert stats_window.stats.get("coin").played == 1
    press(stats_window, table.game_buttons, "hit")
    press(stats_window, table.game_buttons, "stand")
    assert table.session.status == "won"
    figures = Statistics(stats_window.stats.path).get("coin")
    assert (figures.played, figures.won, figures.fewest_moves) == (1, 1, 3)
    # a new deal with a move, then back to the games: one more played, no win
    key(stats_window, arcade.key.N)
    press(stats_window, table.game_buttons, "hit")
    key(stats_window, arcade.key.ESCAPE)
    launcher = stats_window.current_view
    assert isinstance(launcher, LauncherView)
    figures = stats_window.stats.get("coin")
    assert (figures.played, figures.won, figures.current_streak) == (2, 1, 0)
    assert figures.fewest_moves == 3 and figures.best_time is not None


def test_a_corrupt_statistics_file_is_set_aside_and_the_launcher_says_so(window, tmp_path):
    path = tmp_path / "data" / "statistics.json"
    path.parent.mkdir()
    path.write_bytes(b'{"format": "paper-statistics", "version": 1, "games": ' + b"[" * 99_999)
    window.stats = Statistics(path)
    window.launcher = None
    try:
        launcher = window.show_launcher()
        assert "statistics file" in launcher.message and "unreadable" in launcher.message
        frame(window, launcher)
        (aside,) = path.parent.glob("statistics.json.corrupt-*")
        assert aside.read_bytes().endswith(b"[" * 99_999) and not path.exists()
        assert launcher.stats_line(tile_of(launcher, "klondike")) == "not played yet"
    finally:
        window.stats = None
        window.launcher = None


@pytest.mark.parametrize(
    "score", [b"1e999", b"Infinity", b"[" * 50_000 + b"]" * 50_000], ids=["1e999", "inf", "deep"]
)
def test_a_corrupt_high_score_file_opens_with_a_notice(window, tmp_path, score):
    path = tmp_path / "scores" / "highscores.json"
    path.parent.mkdir()
    content = (
        b'{"format": "paper-highscores", "version": 1, "scores": '
        b'[{"name": "A", "score": ' + score + b', "date": "2026-01-01"}]}'
    )
    path.write_bytes(content)
    window.scores_path = path
    window.launcher = None
    try:
        launcher = window.show_launcher()
        key(window, arcade.key.T)
        view = window.current_view
        assert isinstance(view, HighScoresView) and view is not launcher
        assert "unreadable" in view.scores.notice and view.scores.entries == []
        frame(window, view)
        (aside,) = path.parent.glob("highscores.json.corrupt-*")
        assert aside.read_bytes() == content and not path.exists()
    finally:
        window.scores_path = None
        window.launcher = None
