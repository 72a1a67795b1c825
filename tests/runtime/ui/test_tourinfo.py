"""What the Grand Tour's screens say, without a window."""

from __future__ import annotations

import datetime as dt

import pytest
from uihelpers import FIXTURES

from runtime.highscores import KEEP, HighScores
from runtime.tour import GrandTour, TourResult
from runtime.ui import tourinfo

ACES_UP = str(FIXTURES / "aces_up.py")


@pytest.fixture
def tour() -> GrandTour:
    """A three-game tour with two games banked and the third in play."""
    tour = GrandTour(
        seed=5,
        games=(ACES_UP, "cws_golf", "klondike"),
        results=[
            TourResult("aces_up", 40, False, title="Aces Up"),
            TourResult("cws_golf", 52, True, title="Golf"),
        ],
        titles={"klondike": "Klondike"},
    )
    return tour


def test_names_of_games_not_yet_open(tour):
    assert tourinfo.game_name("klondike") == "Klondike"
    assert tourinfo.game_name("cws_forty_thieves") == "Cws Forty Thieves"
    assert tourinfo.game_name("/some/where/my_golf.py") == "My Golf"
    assert tourinfo.game_name("klondike", tour) == "Klondike"


def test_summary_rows_give_each_game_its_cards_bonus_and_score(tour):
    rows = tourinfo.summary_rows(tour)
    assert [(r.number, r.title, r.cards, r.bonus, r.score) for r in rows] == [
        (1, "Aces Up", 40, 0, 40),
        (2, "Golf", 52, 26, 78),
    ]
    assert tour.total == 118 and tour.max_score == 234


def test_progress_counts_the_game_in_play(tour):
    assert tourinfo.progress(tour) == "Grand Tour: game 3 of 3   \u00b7   tour score 118"
    assert tourinfo.is_last_game(tour) and tourinfo.next_label(tour) == "Finish tour"
    tour.results.pop()
    assert tourinfo.progress(tour).startswith("Grand Tour: game 2 of 3")
    assert tourinfo.next_label(tour) == "Next game"


def test_points_say_how_the_score_is_made():
    assert tourinfo.points(TourResult("g", 52, True)) == (
        "52 cards on the foundations + 26 for the win = 78 points"
    )
    assert tourinfo.points(TourResult("g", 1, False)) == "1 card on the foundations = 1 point"


def test_texts_of_a_game_in_play_name_it_and_what_comes_next():
    tour = GrandTour(seed=2, games=(ACES_UP, ACES_UP))
    tour.start_next()
    session = tour.session
    while session.status == "playing":
        session.play(session.moves()[-1])
    over = tourinfo.game_over(tour)
    cards = session.score
    assert over.startswith(f"Aces Up is over: {cards} cards on the foundations")
    assert f"Tour score so far: {cards} of 156" in over
    assert over.endswith("Next: game 2 of 2, Aces Up.")
    tour.finish_current()
    tour.start_next()
    assert "last game of the tour" in tourinfo.give_up(tour)
    assert f"({cards} after 1 game)" in tourinfo.abandon(tour)


def test_verdict_says_whether_the_tour_makes_the_table(tmp_path, tour):
    scores = HighScores(tmp_path / "h.json")
    assert "ten best" in tourinfo.verdict(tour, scores) and tourinfo.places(tour, scores)
    nothing = GrandTour(games=("a",), results=[TourResult("a", 0, False)])
    assert not tourinfo.places(nothing, scores)
    assert "nothing to record" in tourinfo.verdict(nothing, scores)
    for n in range(KEEP):
        scores.add(f"p{n}", 200 + n, dt.date(2026, 1, 1))
    assert tourinfo.verdict(tour, scores) == (
        "Not among the ten best tours this time: the tenth best scored 200."
    )


@pytest.mark.parametrize(
    ("n", "text"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (22, "22nd")]
)
def test_ordinals(n, text):
    assert tourinfo.ordinal(n) == text
