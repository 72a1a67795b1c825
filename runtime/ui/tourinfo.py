"""What the Grand Tour's screens say, as plain text and rows (no arcade).

The tour table's status bar, its end-of-game and confirmation dialogs, the
summary after the last game and the high-score rows are all worded here, so
they are tested without a window and read the same everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePath

from runtime.highscores import HighScores
from runtime.tour import WIN_BONUS, GrandTour, TourResult


@dataclass(frozen=True)
class SummaryRow:
    number: int
    title: str
    cards: int
    bonus: int
    score: int
    won: bool


def game_name(game: str, tour: GrandTour | None = None) -> str:
    """A readable name for a tour entry before its game is open: its title
    when the tour knows it, else `klondike` -> `Klondike`, or a plugin
    path's file name."""
    if tour is not None and tour.titles.get(game):
        return tour.titles[game]
    if "/" in game or "\\" in game or game.endswith((".py", ".pl", ".cdl")):
        game = PurePath(game).stem
    return game.replace("_", " ").strip().title() or game


def title_of(result: TourResult) -> str:
    return result.title or game_name(result.game_id)


def playing_number(tour: GrandTour) -> int:
    """The 1-based number of the game in play (or about to open)."""
    return min(len(tour.results) + 1, len(tour.games))


def is_last_game(tour: GrandTour) -> bool:
    return len(tour.results) + 1 >= len(tour.games)


def progress(tour: GrandTour) -> str:
    """The status bar's tour part: which game, and the score so far."""
    return (
        f"Grand Tour: game {playing_number(tour)} of {len(tour.games)}"
        f"   \u00b7   tour score {tour.running_score}"
    )


def next_label(tour: GrandTour) -> str:
    return "Finish tour" if is_last_game(tour) else "Next game"


def points(result: TourResult) -> str:
    """`34 cards` or `52 cards + 26 for the win = 78 points`."""
    cards = f"{result.cards} card{'s' if result.cards != 1 else ''} on the foundations"
    if result.won:
        return f"{cards} + {WIN_BONUS} for the win = {result.score} points"
    return f"{cards} = {result.score} point{'s' if result.score != 1 else ''}"


def _what_next(tour: GrandTour) -> str:
    if is_last_game(tour):
        return "That was the last game of the tour."
    following = tour.games[len(tour.results) + 1]
    return f"Next: game {len(tour.results) + 2} of {len(tour.games)}, {game_name(following, tour)}."


def game_over(tour: GrandTour) -> str:
    """The end-of-game dialog's text (the game in play is over, not yet banked)."""
    result = tour.current_result()
    verdict = "won" if result.won else "over"
    return (
        f"{title_of(result)} is {verdict}: {points(result)}. "
        f"Tour score so far: {tour.running_score} of {tour.max_score}. {_what_next(tour)}"
    )


def give_up(tour: GrandTour) -> str:
    """The confirmation before leaving a game that is still being played."""
    result = tour.current_result()
    return (
        f"{title_of(result)} is still being played. If you go on now it counts as it "
        f"stands: {points(result)}. {_what_next(tour)}"
    )


def abandon(tour: GrandTour) -> str:
    """The confirmation before leaving the tour for the launcher."""
    done = len(tour.results)
    played = f"after {done} game{'s' if done != 1 else ''}" if done else "so far"
    return (
        f"The tour ends here and its score ({tour.running_score} {played}) is not "
        "recorded. Undo stays per game: you can also go back and keep playing."
    )


def summary_rows(tour: GrandTour) -> list[SummaryRow]:
    return [
        SummaryRow(
            number,
            title_of(result),
            result.cards,
            WIN_BONUS if result.won else 0,
            result.score,
            result.won,
        )
        for number, result in enumerate(tour.results, 1)
    ]


def places(tour: GrandTour, scores: HighScores) -> bool:
    """Whether the finished tour goes into the table (a tour that scored
    nothing is not worth a name, however empty the table)."""
    return tour.total > 0 and scores.qualifies(tour.total)


def verdict(tour: GrandTour, scores: HighScores) -> str:
    """Under the summary: does the tour make the high-score table?"""
    if tour.total <= 0:
        return "No card reached a foundation in this tour: there is nothing to record."
    if scores.qualifies(tour.total):
        return "A place among the ten best tours! Type your name and press Enter."
    tenth = scores.entries[-1].score
    return f"Not among the ten best tours this time: the tenth best scored {tenth}."


def count_words(n: int) -> str:
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
    return words[n] if 0 <= n < len(words) else str(n)


def notice(scores: HighScores) -> str:
    """The high-score file's notice, saying where the set-aside file is."""
    if not scores.notice:
        return ""
    return f"{scores.notice} (folder: {scores.path.parent})"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st."""
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
