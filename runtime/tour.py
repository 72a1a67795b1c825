"""The Grand Tour of seed 002: the six games in turn, scored together.

Each game scores the cards it got to the foundations (its Session's
`score`), plus half again (26) when it is won; 6 x (52 + 26) = 468 at most.
A tour is plain data (`TourResult`s) beside the Session of the game in play.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from runtime.session import Session

GAMES = ("pyramid", "golf", "klondike", "corners", "calculation", "canfield")
WIN_BONUS = 26
MAX_SCORE = len(GAMES) * (52 + WIN_BONUS)


@dataclass(frozen=True)
class TourResult:
    game_id: str
    cards: int  # cards on the foundations
    won: bool
    title: str = field(default="", compare=False)  # the game's title, for summaries

    @property
    def score(self) -> int:
        return self.cards + (WIN_BONUS if self.won else 0)


@dataclass
class GrandTour:
    """A tour in progress. `session` is the current game's Session."""

    seed: int = 0
    games: tuple[str, ...] = GAMES
    plugins: list[Path] = field(default_factory=list)
    results: list[TourResult] = field(default_factory=list)
    session: Session | None = None
    titles: dict[str, str] = field(default_factory=dict)  # game -> title, once known

    @property
    def done(self) -> bool:
        return len(self.results) >= len(self.games)

    @property
    def total(self) -> int:
        return sum(r.score for r in self.results)

    @property
    def running_score(self) -> int:
        """The total so far, counting the game in play as it stands."""
        return self.total + (self.current_result().score if self.session else 0)

    @property
    def max_score(self) -> int:
        """The best a tour of these games can score (468 for the six)."""
        return len(self.games) * (52 + WIN_BONUS)

    @property
    def current_game(self) -> str | None:
        return None if self.done else self.games[len(self.results)]

    def start_next(self) -> Session:
        """Open the next game of the tour (each game gets its own seed)."""
        if self.done:
            raise ValueError("the tour is over")
        game = self.games[len(self.results)]
        self.session = Session.open(
            game, seed=self.seed * 31 + len(self.results), plugins=self.plugins
        )
        self.titles[game] = self.session.title
        return self.session

    def current_result(self) -> TourResult:
        if self.session is None:
            raise ValueError("no game in play")
        score = self.session.score or 0
        won = self.session.status == "won"
        return TourResult(self.session.game_id, score, won, title=self.session.title)

    def finish_current(self) -> TourResult:
        """End the game in play (won, lost or given up) and bank its score."""
        result = self.current_result()
        self.results.append(result)
        self.session = None
        return result
