"""The Grand Tour in a real headless window: started from the launcher,
played game by game, summed up, and recorded in the high-score table."""

from __future__ import annotations

import json

import arcade
import pytest
from shots import keep
from uihelpers import FIXTURES, frame, pixel, press, send

from runtime import registry
from runtime.highscores import HighScores
from runtime.tour import GAMES
from runtime.ui.launcher import LauncherView
from runtime.ui.tourtable import ABANDON_TITLE, GIVE_UP_TITLE, LOST_TITLE, TourTableView
from runtime.ui.tourviews import GOLD, HEADER_H, HighScoresView, TourSummaryView

ACES_UP = str(FIXTURES / "aces_up.py")
LEFT = arcade.MOUSE_BUTTON_LEFT


@pytest.fixture
def tour_window(window, tmp_path):
    """The shared window, with a two-game tour and its own high-score file."""
    window.tour_games = (ACES_UP, ACES_UP)
    window.scores_path = tmp_path / "scores" / "highscores.json"
    window.launcher = None
    window.player_name = ""
    yield window
    window.tour_games = GAMES
    window.scores_path = None
    window.launcher = None


def key(window, symbol: int, modifiers: int = 0) -> None:
    send(window, "on_key_press", symbol, modifiers)


def press_button(window, row, label: str) -> None:
    button = next(b for b in row.buttons if b.label == label)
    x, y = (int(v) for v in button.rect.center)
    send(window, "on_mouse_press", x, y, LEFT, 0)
    send(window, "on_mouse_release", x, y, LEFT, 0)


def lose(view: TourTableView) -> None:
    """Play the game in the view to its end (Aces Up: always the last move)."""
    session = view.session
    while session.status == "playing":
        session.play(session.moves()[-1])
    view._after_change()


def test_a_tour_starts_from_the_launcher_and_shows_its_progress(tour_window, tmp_path):
    launcher = tour_window.show_launcher()
    frame(tour_window, launcher)
    press_button(tour_window, launcher.header_buttons, "Grand Tour")
    view = tour_window.current_view
    assert isinstance(view, TourTableView) and view.session.title == "Aces Up"
    view.settle()
    image = frame(tour_window, view)
    image.save(tmp_path / "tour.png")
    # the tour's progress leads the status bar, in gold
    badge = [pixel(image, x, y) for x in range(10, 200) for y in range(8, 22)]
    assert any(r > 220 and 180 < g < 230 and b < 140 for r, g, b in badge)
    assert view.status_badge().startswith("Grand Tour: game 1 of 2   \u00b7   tour score 0")
    assert [b.label for b in view.toolbar.buttons][0] == "Next game"
    assert "New deal" not in [b.label for b in view.toolbar.buttons]
    press(tour_window, arcade.key.D, 0, "d")  # no demo: the tour's score is the player's
    assert not view.demo.running and view.notice.startswith("no demo in a Grand Tour")
    session = view.session
    # the tour deals with a random seed: deal on until a card can be discarded
    for _ in range(30):
        discard = next((m for m in session.moves() if m.target == "discard"), None)
        if discard is not None:
            break
        session.play(next(m for m in session.moves() if m.target is None))
    assert discard is not None
    session.play(discard)
    view._after_change()
    assert view.status_badge().endswith("tour score 1") and "this game 1" in view.status_text()
    # N asks first while the game is still being played; Esc keeps playing
    key(tour_window, arcade.key.N)
    assert view.dialog is not None and view.dialog.title == GIVE_UP_TITLE
    key(tour_window, arcade.key.ESCAPE)
    assert view.dialog is None and tour_window.current_view is view
    key(tour_window, arcade.key.N)
    key(tour_window, arcade.key.RETURN)  # go on: the game is banked as it stands
    second = tour_window.current_view
    assert isinstance(second, TourTableView) and second is not view
    assert [r.score for r in second.tour.results] == [1]
    assert second.status_badge().startswith("Grand Tour: game 2 of 2   \u00b7   tour score 1")
    assert second.toolbar.buttons[0].label == "Finish tour"
    # undo stays per game: nothing to undo in a fresh game, and no way back
    key(tour_window, arcade.key.Z, arcade.key.MOD_CTRL)
    assert second.notice == "nothing to undo" and len(second.tour.results) == 1


def test_a_tour_game_pauses_from_its_toolbar(tour_window, tmp_path):
    launcher = tour_window.show_launcher()
    frame(tour_window, launcher)
    key(tour_window, arcade.key.G)
    view = tour_window.current_view
    assert isinstance(view, TourTableView)
    view.settle()
    labels = [b.label for b in view.toolbar.buttons]
    assert labels[labels.index("Finish") + 1] == "Pause"
    area = view.table_area()

    def white_faces(image) -> int:
        return sum(
            min(pixel(image, x, y)) > 240
            for x in range(int(area.left), int(area.right), 8)
            for y in range(int(area.bottom), int(area.top), 8)
        )

    image = frame(tour_window, view)
    keep(image, tmp_path, "grand_tour.png")
    assert white_faces(image) > 50
    press_button(tour_window, view.toolbar, "Pause")
    assert view.paused_at is not None and "paused" in view.status_text()
    assert white_faces(frame(tour_window, view)) == 0  # the cards are hidden while paused
    press_button(tour_window, view.toolbar, "Pause")
    assert view.paused_at is None


def test_a_finished_tour_is_summed_up_and_its_name_recorded(tour_window, tmp_path):
    tour_window.show_launcher()
    key(tour_window, arcade.key.G)
    first = tour_window.current_view
    lose(first)
    assert first.dialog is not None and first.dialog.title == LOST_TITLE
    assert "Next: game 2 of 2" in first.dialog.body
    key(tour_window, arcade.key.N)  # the lost dialog's "Next game (N)"
    second = tour_window.current_view
    assert isinstance(second, TourTableView)
    lose(second)
    key(tour_window, arcade.key.N)
    summary = tour_window.current_view
    assert isinstance(summary, TourSummaryView) and summary.entering
    tour = summary.tour
    assert tour.done and tour.total == sum(r.score for r in tour.results) > 0
    rows = [[t.text for t in row] for row in summary.grid.cells]
    assert rows[0][:3] == ["1.", "Aces Up", str(tour.results[0].cards)]
    assert rows[-1] == ["", "Total", "", "", f"{tour.total} of 156"]
    # letters are the name's, not shortcuts: H and G do not leave the entry
    send(tour_window, "on_text", "Ada Hg")
    key(tour_window, arcade.key.H)
    key(tour_window, arcade.key.BACKSPACE)
    key(tour_window, arcade.key.BACKSPACE)
    assert summary.name == "Ada "
    send(tour_window, "on_text", "L")
    frame(tour_window, summary).save(tmp_path / "summary.png")
    key(tour_window, arcade.key.RETURN)
    scores = tour_window.current_view
    assert isinstance(scores, HighScoresView) and scores.highlight == 1
    saved = json.loads(tour_window.scores_path.read_text())["scores"]
    assert [(s["name"], s["score"]) for s in saved] == [("Ada L", tour.total)]
    image = frame(tour_window, scores)
    image.save(tmp_path / "highscores.png")
    band = scores.grid.row_rect(0)
    assert pixel(image, band.left + 4, band.center[1]) == GOLD[:3]
    assert scores.grid.cells[0][1].text == "Ada L"
    key(tour_window, arcade.key.ESCAPE)
    assert isinstance(tour_window.current_view, LauncherView)


def test_a_won_game_is_celebrated_and_n_goes_on_without_asking(tour_window, tmp_path):
    tour_window.show_launcher()
    key(tour_window, arcade.key.G)
    view = tour_window.current_view
    view.session.rules.status = lambda state: "won"  # as if the last card went home
    view._after_change()
    assert view.celebration is not None and view.dialog is None
    assert view.won_banner == "You won!  26 points   N: next game"
    assert view.notice.endswith("+ 26 for the win = 26 points")
    frame(tour_window, view).save(tmp_path / "won.png")
    key(tour_window, arcade.key.N)
    second = tour_window.current_view
    assert second is not view and second.tour.results[0].won
    assert second.tour.results[0].score == 26


def test_leaving_a_tour_asks_first_and_records_nothing(tour_window):
    tour_window.show_launcher()
    key(tour_window, arcade.key.G)
    view = tour_window.current_view
    key(tour_window, arcade.key.ESCAPE)
    assert view.dialog is not None and view.dialog.title == ABANDON_TITLE
    key(tour_window, arcade.key.ESCAPE)  # keep playing
    assert view.dialog is None and tour_window.current_view is view
    key(tour_window, arcade.key.ESCAPE)
    key(tour_window, arcade.key.RETURN)
    launcher = tour_window.current_view
    assert isinstance(launcher, LauncherView) and "abandoned" in launcher.message
    assert tour_window.tour is None and not tour_window.scores_path.exists()


def test_a_corrupt_high_score_file_is_set_aside_with_a_notice(tour_window, tmp_path):
    path = tour_window.scores_path
    path.parent.mkdir(parents=True)
    path.write_text("{ not json")
    launcher = tour_window.show_launcher()
    key(tour_window, arcade.key.T)
    view = tour_window.current_view
    assert isinstance(view, HighScoresView) and view is not launcher
    assert "unreadable" in view.scores.notice and view.scores.entries == []
    image = frame(tour_window, view)
    image.save(tmp_path / "corrupt.png")
    aside = [p for p in path.parent.iterdir() if ".corrupt-" in p.name]
    assert len(aside) == 1 and aside[0].read_text() == "{ not json"
    # the notice is drawn under the header, in its own colour
    strip = [pixel(image, x, tour_window.height - 64 - 16) for x in range(20, 400, 2)]
    assert any(c[0] > 200 and c[2] < 190 for c in strip)


def test_a_tour_whose_games_are_missing_says_which(tour_window):
    tour_window.tour_games = (ACES_UP, "no_such_game")
    launcher = tour_window.show_launcher()
    assert tour_window.start_tour() is None
    assert tour_window.current_view is launcher
    assert "no_such_game" in launcher.message and "not installed" in launcher.message


REAL_SIX = [registry.BUNDLED / f"{game}.py" for game in GAMES]
# a tour of other games plays the same way (these CDL games keep no score)
CWS_SIX = (
    "cws_golf",
    "cws_klondike",
    "cws_canfield",
    "cws_calculation",
    "cws_aces_up",
    "cws_yukon",
)


@pytest.mark.parametrize(
    "games",
    [
        pytest.param(
            GAMES,
            id="grand-tour",
            marks=pytest.mark.skipif(
                not all(p.exists() for p in REAL_SIX),
                reason="the six Grand Tour games are not all bundled yet",
            ),
        ),
        # the same tour through six CDL games: it plays what grand-tour plays
        # (10-15 s of `make test`), so it runs with the long ones
        pytest.param(CWS_SIX, id="cws-six", marks=pytest.mark.slow),
    ],
)
def test_a_tour_of_six_games_played_through_next_game(tour_window, games):
    tour_window.tour_games = games
    tour_window.show_launcher()
    key(tour_window, arcade.key.G)
    titles = []
    for number in range(1, 7):
        view = tour_window.current_view
        assert isinstance(view, TourTableView), getattr(view, "message", view)
        assert view.status_badge().startswith(f"Grand Tour: game {number} of 6")
        view.settle()
        frame(tour_window, view)
        titles.append(view.session.title)
        key(tour_window, arcade.key.N)
        if view.dialog is not None:  # still being played: confirm
            key(tour_window, arcade.key.RETURN)
    summary = tour_window.current_view
    assert isinstance(summary, TourSummaryView)
    assert [r.title for r in summary.tour.results] == titles
    assert summary.tour.max_score == 468
    assert len(summary.grid.cells) == 7  # six games and the total


def test_a_long_name_is_cut_short_not_run_into_the_score(tour_window):
    scores = HighScores(tour_window.scores_path)
    scores.add("W" * 40, 300)
    view = tour_window.show_scores(highlight=1)
    name = view.grid.cells[0][1]
    assert name.text.endswith("\u2026") and name.text.startswith("WWWW")
    assert name.content_width <= view.grid.columns[1].width - 14


def test_the_header_line_wraps_beside_the_title_in_a_narrow_window(tour_window):
    """The high scores' header line ("Six games in a row, one score: ...")
    ran off an 800-pixel window: it wraps to the room beside the title."""
    view = tour_window.show_scores()
    frame(tour_window, view)
    line = view._subtitle
    one_line = line.content_height
    assert line.content_width <= tour_window.width - line.x - 20
    for width in (800, 640):
        view.fit_subtitle(width)
        assert line.content_width <= width - line.x - 20, width
        assert one_line < line.content_height <= HEADER_H - 8  # two lines, in the header
    view.fit_subtitle(tour_window.width)
    assert line.content_height == one_line
