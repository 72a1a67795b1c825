"""Statistics per game: counted from real Sessions, kept exactly, shared
safely between Papers running at once, and never lost to a bad file."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pytest

from runtime import Session, userfiles
from runtime.stats import GameStats, Statistics, Tracker, clock

ROOT = Path(__file__).resolve().parents[2]

# hit, hit, stand: won; stand at once: lost
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
def coin(tmp_path):
    source = tmp_path / "coin.pl"
    source.write_text(COIN)
    return lambda: Session.open(str(source), seed=1)


@pytest.fixture
def stats(tmp_path):
    return Statistics(tmp_path / "data" / "statistics.json")


def press(session, label):
    (move,) = [m for m in session.moves() if str(m) == label]
    session.play(move)


def play_to_the_end(session, tracker, won, seconds=30.0):
    for label in ("hit", "hit", "stand") if won else ("stand",):
        press(session, label)
        tracker.changed(session.status, seconds, session.move_count)


def test_nothing_is_counted_before_the_first_move(stats, coin):
    session = coin()
    tracker = Tracker(stats, session.game_id)
    tracker.changed(session.status, 1.0, session.move_count)
    tracker.leave()
    assert stats.get("coin") == GameStats() and not stats.path.exists()


def test_played_won_streaks_best_time_and_fewest_moves(stats, coin):
    session = coin()
    tracker = Tracker(stats, session.game_id)
    play_to_the_end(session, tracker, won=True, seconds=95.5)
    assert stats.get("coin") == GameStats(1, 1, 1, 1, 95.5, 3)
    tracker.changed(session.status, 99.0, session.move_count)  # a redraw: no second win
    tracker.leave()
    session.new_deal(2)
    play_to_the_end(session, tracker, won=True, seconds=40.0)
    tracker.leave()
    session.new_deal(3)
    play_to_the_end(session, tracker, won=False)
    assert stats.get("coin") == GameStats(3, 2, 0, 2, 40.0, 3)
    tracker.leave()  # the loss was counted once
    session.new_deal(4)
    press(session, "hit")
    tracker.changed(session.status, 5.0, session.move_count)
    assert stats.get("coin").played == 4
    tracker.leave()  # left unfinished: the streak stays broken, nothing else
    figures = Statistics(stats.path).get("coin")  # as another Paper reads it
    assert figures == GameStats(4, 2, 0, 2, 40.0, 3)
    assert figures.summary() == "4 played \u00b7 50% won"
    assert dict(figures.rows()) == {
        "Played": "4",
        "Won": "2",
        "Win rate": "50%",
        "Current streak": "0 wins",
        "Longest streak": "2 wins",
        "Best time": "0:40",
        "Fewest moves": "3",
    }


def test_a_loss_undone_and_then_won_counts_as_one_game(stats, coin):
    session = coin()
    tracker = Tracker(stats, session.game_id)
    play_to_the_end(session, tracker, won=False)
    assert session.undo()
    tracker.changed(session.status, 1.0, session.move_count)
    for label in ("hit", "hit", "stand"):
        press(session, label)
        tracker.changed(session.status, 12.0, session.move_count)
    assert session.status == "won"
    assert stats.get("coin") == GameStats(1, 1, 1, 1, 12.0, 3)


def test_a_game_left_unfinished_breaks_the_streak(stats, coin):
    session = coin()
    tracker = Tracker(stats, session.game_id)
    play_to_the_end(session, tracker, won=True)
    tracker.leave()
    session.new_deal(5)
    press(session, "hit")
    tracker.changed(session.status, 3.0, session.move_count)
    assert stats.get("coin").current_streak == 1
    tracker.leave()
    assert stats.get("coin").current_streak == 0 and stats.get("coin").longest_streak == 1


def test_reset_forgets_one_game_only(stats):
    stats.record_played("a")
    stats.record_played("b")
    stats.record_win("b", 10, 20)
    stats.reset("b")
    again = Statistics(stats.path)
    assert again.get("b") == GameStats() and again.get("a").played == 1


def test_reset_during_a_game_then_a_win_still_adds_up(stats):
    stats.record_played("a")
    stats.reset("a")
    stats.record_win("a", 10, 20)
    assert Statistics(stats.path).get("a") == GameStats(1, 1, 1, 1, 10.0, 20)


def test_the_file_round_trips_exactly(stats):
    stats.record_played("klondike")
    stats.record_win("klondike", 61.25, 120)
    stats.record_played("freecell")
    stats.record_loss("freecell")
    data = json.loads(stats.path.read_text())
    assert data["format"] == "paper-statistics" and data["version"] == 1
    again = Statistics(stats.path)
    assert again.games == stats.games and again.notice == ""
    assert again.get("klondike") == GameStats(1, 1, 1, 1, 61.25, 120)


@pytest.mark.parametrize(
    "content",
    [
        b'{"format": "paper-statistics", "version": 1, "games": {"k": {"played": 1e999}}}',
        b'{"format": "paper-statistics", "version": 1, "games": {"k": {"played": 1, "won": 1,'
        b' "current_streak": 1, "longest_streak": 1, "best_time": Infinity, "fewest_moves": 3}}}',
        b'{"format": "paper-statistics", "version": 1, "games": []}',
        b'{"format": "paper-statistics", "version": 2, "games": {}}',
        b"\xc3\x28 not utf-8",
        b"[" * 100_000,
    ],
    ids=["1e999", "infinity", "games-list", "version", "not-utf8", "deep"],
)
def test_a_bad_file_is_set_aside_and_counting_starts_again(stats, content):
    stats.path.parent.mkdir(parents=True, exist_ok=True)
    stats.path.write_bytes(content)
    fresh = Statistics(stats.path)
    assert fresh.games == {} and "unreadable" in fresh.notice
    (aside,) = stats.path.parent.glob("statistics.json.corrupt-*")
    assert aside.read_bytes() == content
    fresh.record_played("k")
    assert Statistics(stats.path).get("k").played == 1 and aside.read_bytes() == content


def test_an_entry_that_does_not_add_up_is_kept_and_the_others_count(stats):
    content = (
        b'{"format": "paper-statistics", "version": 1, "games": {"k": {"played": 2, "won": 3,'
        b' "current_streak": 0, "longest_streak": 0}, "g": {"played": 4}}}'
    )
    stats.path.parent.mkdir(parents=True, exist_ok=True)
    stats.path.write_bytes(content)
    fresh = Statistics(stats.path)
    assert fresh.get("g").played == 4 and "'k'" in fresh.notice and "kept" in fresh.notice
    assert not list(stats.path.parent.glob("statistics.json.corrupt-*"))
    fresh.record_played("g")
    assert b'"won": 3' in stats.path.read_bytes() and Statistics(stats.path).get("g").played == 5
    fresh.record_played("k")  # counted afresh: the entry that did not add up goes
    assert Statistics(stats.path).get("k").played == 1


def test_a_folder_that_cannot_be_written_is_an_error_not_a_crash(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    stats = Statistics(blocker / "statistics.json")
    stats.record_played("k")
    assert stats.error.startswith("cannot save the statistics")


RECORDER = """
import sys, time
from pathlib import Path
from runtime.stats import Statistics
path, count, go = Path(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
while not go.exists():
    time.sleep(0.005)
stats = Statistics(path)
for n in range(count):
    stats.record_played("klondike")
    stats.record_win("klondike", 100 + n, 50 + n)
"""


def test_papers_recording_at_the_same_time_lose_no_game(tmp_path, processes):
    path = tmp_path / "statistics.json"
    go = tmp_path / "go"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs = [
        processes([sys.executable, "-c", RECORDER, str(path), "25", str(go)], env=env)
        for _ in range(4)
    ]
    time.sleep(0.5)
    go.touch()
    assert all(proc.wait(timeout=120) == 0 for proc in procs)
    figures = Statistics(path).get("klondike")
    assert (figures.played, figures.won, figures.longest_streak) == (100, 100, 100)
    assert (figures.best_time, figures.fewest_moves) == (100.0, 50)
    assert userfiles.stale_temps(path) == []


def test_clock_words():
    assert (clock(0), clock(65.9), clock(3723)) == ("0:00", "1:05", "1:02:03")
