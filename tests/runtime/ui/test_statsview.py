"""Statistics across all games and the history of past deals, in a real
headless window: a deal played at the table is listed with its seed, and a
click on it deals it again."""

from __future__ import annotations

import arcade
import pytest
from shots import keep
from test_table import click as click_at
from test_table import point_on
from uihelpers import frame, press, send

from runtime.history import Deal, History
from runtime.stats import Statistics
from runtime.ui.statsview import GAMES_COLUMNS, StatisticsView, fit_columns, totals
from runtime.ui.table import TableView


@pytest.fixture
def counted(window, tmp_path):
    """The shared window, counting into files of its own, with some figures."""
    stats = Statistics(tmp_path / "data" / "statistics.json")
    for game, played, won in (("freecell", 9, 7), ("golf", 14, 3), ("pyramid", 2, 0)):
        for _ in range(played):
            stats.record_played(game)
        for n in range(won):
            stats.record_win(game, 200 + 30 * n, 90 + n)
    h = History(tmp_path / "data" / "history.json")
    for n, (game, result) in enumerate((("golf", "lost"), ("freecell", "won"), ("golf", "won"))):
        h.record(Deal(game, 100 + n, result, 95.0 + n, 40 + n, 1_780_000_000.0 + 3600 * n))
    window.stats = stats
    window.launcher = None
    yield window
    window.stats = None
    window.launcher = None
    window.table = None


def test_every_games_figures_and_a_deal_of_the_history_played_again(counted, tmp_path):
    window = counted
    launcher = window.show_launcher()
    frame(window, launcher)
    # a deal played at the table and given up for a new one goes into the history
    tile = next(t for t in launcher.every if t.game_id == "klondike")
    window.open_tile(tile)
    table = window.table
    table.settle()
    frame(window, table)
    seed = table.session.seed
    click_at(window, point_on(table, "deck", len(table.board.cards["deck"]) - 1))
    assert table.session.move_count == 1
    press(window, arcade.key.N, 0, "n")  # a new deal: the old one is given up
    assert table.session.seed != seed
    send(window, "on_key_press", arcade.key.ESCAPE, 0)
    assert window.current_view is launcher
    press(window, arcade.key.S, 0, "s")  # the header's Statistics: every game
    view = window.current_view
    assert isinstance(view, StatisticsView) and view.mode == "games"
    rows = view.game_rows()
    assert [r[0] for r in rows] == ["Golf", "FreeCell", "Pyramid", "Klondike"]  # most played
    assert rows[1][1:4] == ["9", "7", "78%"] and rows[1][4] == "3:20"
    assert view.line() == ("26 deals of 4 games played, 10 won (38%); longest streak 7 wins.")
    image = frame(window, view)
    keep(image, tmp_path, "statistics_all.png")
    for text in view.grid.heads:  # every column's title whole, never cut with "..."
        assert "\u2026" not in text.text
    press(window, arcade.key.H, 0, "h")  # the history, newest first
    assert view.mode == "history"
    deals = view.history.deals
    assert (deals[0].game_id, deals[0].seed, deals[0].result) == ("klondike", seed, "given up")
    assert deals[0].moves == 1 and [d.seed for d in deals[1:]] == [102, 101, 100]
    first = view.deal_rows()[0]
    assert first[1:5] == ["Klondike", str(seed), "given up", deals[0].time()]
    image = frame(window, view)
    keep(image, tmp_path, "history.png")
    press(window, arcade.key.DOWN)
    assert view.chosen == 1
    # a click on a deal plays it again: its game and seed, from the start
    x, y = view.grid.row_rect(0).center
    send(window, "on_mouse_press", int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
    table = window.current_view
    assert isinstance(table, TableView)
    assert (table.session.game_id, table.session.seed, table.session.move_count) == (
        "klondike",
        seed,
        0,
    )
    assert "again" in table.notice
    send(window, "on_key_press", arcade.key.ESCAPE, 0)
    press(window, arcade.key.S, 0, "s")
    press(window, arcade.key.H, 0, "h")
    press(window, arcade.key.DOWN)
    press(window, arcade.key.RETURN, 0, "\r")  # Enter plays the chosen deal: Golf 102
    table = window.current_view
    assert (table.session.game_id, table.session.seed) == ("golf", 102)
    send(window, "on_key_press", arcade.key.ESCAPE, 0)
    press(window, arcade.key.S, 0, "s")
    press(window, arcade.key.ESCAPE)
    assert window.current_view is window.launcher


def test_a_narrow_window_leaves_out_columns_and_the_totals_add_up():
    kept = fit_columns(GAMES_COLUMNS, 620, ["Fewest moves", "Best time"])
    assert [c.title for c in kept] == ["Game", "Played", "Won", "Win rate"]
    assert sum(c.width for c in kept) <= 620
    assert totals({}) == "No game has been played yet."
